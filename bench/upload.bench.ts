/**
 * Upload benchmark: a >= 300 MiB noise PNG sent to POST /api/files/public/create in 100 MiB
 * chunks, to a server with the local storage driver and to one with the S3 driver (s3rver), against
 * a bare Node HTTP receiver that pipes the same chunk requests to files, in the same run (rounds of
 * bare, local, S3; medians), while each server's resident memory is watched. Targets: local upload
 * >= 70% of the bare receiver's MiB/s; server RSS growth <= 64 MiB for both drivers. S3 vs local is
 * reported.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { LIMITS, RESULT } from '@guidebook/contract';
import { CleanupStack } from './lib/cleanup.ts';
import { freePort, repoRoot, startNodeChild, waitUntilAnswering } from './lib/child.ts';
import { startS3rver } from './lib/cluster.ts';
import { makeDataDir, startDatabase, startServer } from './lib/guidebook-server.ts';
import { createHost, withDatabase, type Host } from './lib/host-account.ts';
import { cpuSeconds, readMemory } from './lib/proc.ts';
import { checkTarget, fmt, printTable, type BenchOutcome } from './lib/report.ts';

const SIDE = 10240;
const MIN_BYTES = 300 * 1024 * 1024;
const THROUGHPUT_TARGET = 0.7;
const RSS_TARGET_MB = 64;
/** Rounds of bare, local, S3; each figure is the median of its rounds. */
const ROUNDS = 3;
const imagePath = path.join(repoRoot, 'bench/.out', `noise-${SIDE}.png`);

/** Random RGB pixels stored uncompressed: incompressible, so the PNG is as big as the pixels. */
async function noisePng(file: string, side: number): Promise<void> {
  const pixels = Buffer.allocUnsafe(side * side * 3);
  crypto.randomFillSync(pixels);
  await fsp.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await sharp(pixels, { raw: { width: side, height: side, channels: 3 }, limitInputPixels: false })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toFile(partial);
  await fsp.rename(partial, file);
}

async function ensureImage(): Promise<number> {
  const existing = await fsp.stat(imagePath).catch(() => null);
  if (existing && existing.size >= MIN_BYTES) return existing.size;
  console.log(`  generating ${path.relative(repoRoot, imagePath)} (${SIDE}x${SIDE} noise PNG, cached afterwards) ...`);
  await noisePng(imagePath, SIDE);
  const size = (await fsp.stat(imagePath)).size;
  if (size < MIN_BYTES) throw new Error(`The generated image is only ${size} bytes`);
  return size;
}

/** CPU seconds of each named process (and of this one, the sender) while `fn` runs. */
async function withCpu<T>(pids: Record<string, number>, fn: () => Promise<T>): Promise<[T, Record<string, number>]> {
  const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuSeconds(pid)]));
  const self = process.cpuUsage();
  const value = await fn();
  const used = process.cpuUsage(self);
  const cpu: Record<string, number> = { sender: (used.user + used.system) / 1e6 };
  for (const [k, pid] of Object.entries(pids)) cpu[k] = cpuSeconds(pid) - before[k]!;
  return [value, cpu];
}

/** Resets the kernel's peak-RSS mark (VmHWM) so it measures only what follows. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

type ChunkAnswer = { status: number; body: { RES_CODE?: string; RES_RESULT?: unknown } | null; text: string };

/**
 * One multipart request built by hand: text fields first (a streaming parser sees them
 * before the bytes), then the chunk streamed from the file. Nothing is buffered here.
 */
function postChunk(
  url: string,
  headers: Record<string, string>,
  fields: Record<string, string>,
  file: string,
  start: number,
  end: number,
): Promise<ChunkAnswer> {
  const boundary = `----guidebook-bench-${crypto.randomBytes(12).toString('hex')}`;
  let head = '';
  for (const [name, value] of Object.entries(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  }
  head +=
    `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="blob"\r\n` +
    `Content-Type: application/octet-stream\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const length = Buffer.byteLength(head) + (end - start) + Buffer.byteLength(tail);

  async function* body() {
    yield Buffer.from(head);
    if (end > start) yield* fs.createReadStream(file, { start, end: end - 1, highWaterMark: 1024 * 1024 });
    yield Buffer.from(tail);
  }

  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(length),
        },
        timeout: LIMITS.CHUNK_LOAD_TIMEOUT_MS,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => {
          let parsed: ChunkAnswer['body'] = null;
          try {
            parsed = JSON.parse(text) as ChunkAnswer['body'];
          } catch {
            // Reported by the caller with the raw text.
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, text });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('chunk upload timed out')));
    req.on('error', reject);
    Readable.from(body()).on('error', reject).pipe(req);
  });
}

type Uploaded = { stored: Record<string, unknown>; chunkSeconds: number[] };

/**
 * Sends a whole file in chunks, as the web app does (one after another); returns the last answer's
 * stored file. The server answers 200 per chunk and 201 with the stored file for the last one; the
 * bare receiver answers 200 to each (`lastStatus`).
 */
async function uploadFile(
  url: string,
  headers: Record<string, string>,
  file: string,
  name: string,
  lastStatus = 201,
): Promise<Uploaded> {
  const size = (await fsp.stat(file)).size;
  const total = Math.max(1, Math.ceil(size / LIMITS.CHUNK_SIZE));
  const uploadId = crypto.randomUUID();
  const chunkSeconds: number[] = [];
  for (let index = 0; index < total; index++) {
    const sent = performance.now();
    const start = index * LIMITS.CHUNK_SIZE;
    const end = Math.min(size, start + LIMITS.CHUNK_SIZE);
    const answer = await postChunk(
      url,
      headers,
      {
        uploadId,
        name,
        comment: 'benchmark upload',
        private: String(LIMITS.PRIVATE_FLAG),
        chunkIndex: String(index),
        totalChunks: String(total),
      },
      file,
      start,
      end,
    );
    chunkSeconds.push((performance.now() - sent) / 1000);
    const last = index === total - 1;
    const expected = last ? lastStatus : 200;
    if (answer.status !== expected || answer.body?.RES_CODE !== RESULT.OK) {
      throw new Error(
        `chunk ${index + 1}/${total} of ${name} to ${url}: HTTP ${answer.status} (expected ${expected}): ` +
          answer.text.slice(0, 300),
      );
    }
    if (last) {
      const stored = Array.isArray(answer.body.RES_RESULT) ? answer.body.RES_RESULT[0] : null;
      if (!stored || typeof stored !== 'object') throw new Error(`The last chunk's answer has no stored file`);
      return { stored: stored as Record<string, unknown>, chunkSeconds };
    }
  }
  throw new Error('unreachable: no chunk was sent');
}

/** Large images get their thumbnail after the answer: wait for it, so the next upload runs alone. */
async function waitForThumbnail(databaseUrl: string, idFile: number, label: string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const row = await withDatabase(databaseUrl, (c) =>
      c.query<{ path_thumbnail: string | null }>('select path_thumbnail from files_public where id_file_public = $1', [
        idFile,
      ]),
    );
    if (row.rows.length === 0) throw new Error(`${label}: the uploaded file ${idFile} is gone (thumbnail refused?)`);
    if (row.rows[0]!.path_thumbnail) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${label}: no thumbnail for file ${idFile} after 180 s`);
}

async function deleteFile(baseUrl: string, host: Host, idFile: number): Promise<void> {
  const res = await fetch(`${baseUrl}/api/files/public/delete`, {
    method: 'DELETE',
    headers: { ...host.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ id_file_public: idFile }),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`files/public/delete ${idFile}: HTTP ${res.status} ${text.slice(0, 300)}`);
}

/** `store`: the pid of a separate storage process (s3rver), whose CPU time is reported too. */
type Driver = { name: 'local' | 'S3'; baseUrl: string; pid: number; store?: number };

type ServerUpload = {
  seconds: number;
  chunkSeconds: number[];
  rssBeforeKb: number;
  maxRssKb: number;
  samples: number;
  cpu: Record<string, number>;
};

/** One timed upload of the big file to a server, its RSS watched (see README: Memory). */
async function measuredUpload(
  driver: Driver,
  host: Host,
  databaseUrl: string,
  size: number,
  round: number,
): Promise<ServerUpload> {
  const pid = driver.pid;
  const before = readMemory(pid);
  if (!before) throw new Error(`Cannot read /proc/${pid}/status`);
  const peakReset = resetPeak(pid);
  let maxRssKb = before.rssKb;
  let samples = 0;
  const sampler = setInterval(() => {
    const m = readMemory(pid);
    if (m) {
      maxRssKb = Math.max(maxRssKb, m.rssKb);
      samples++;
    }
  }, 50);
  let uploaded: Uploaded;
  let seconds: number;
  let cpu: Record<string, number>;
  try {
    const started = performance.now();
    [uploaded, cpu] = await withCpu(driver.store ? { server: pid, store: driver.store } : { server: pid }, () =>
      uploadFile(
        `${driver.baseUrl}/api/files/public/create`,
        host.headers,
        imagePath,
        `bench-noise-${driver.name}-${round}.png`,
      ),
    );
    seconds = (performance.now() - started) / 1000;
  } finally {
    clearInterval(sampler);
  }
  const after = readMemory(pid);
  if (after && peakReset) maxRssKb = Math.max(maxRssKb, after.hwmKb);
  const { stored, chunkSeconds } = uploaded;
  if (stored.size !== size)
    throw new Error(`The ${driver.name} server stored ${String(stored.size)} bytes, not ${size}`);
  const idFile = Number(stored.id_file_public);
  if (!Number.isInteger(idFile)) throw new Error(`The ${driver.name} server's answer has no id_file_public`);
  await waitForThumbnail(databaseUrl, idFile, driver.name);
  // Its bytes are not needed again; keeps the disk (and s3rver's folder) from filling up over the rounds.
  await deleteFile(driver.baseUrl, host, idFile);
  if (!peakReset) console.warn(`  VmHWM of ${pid} could not be reset: the ${driver.name} peak is the 50 ms samples'`);
  return { seconds, chunkSeconds, rssBeforeKb: before.rssKb, maxRssKb, samples, cpu };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export async function runUploadBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    const size = await ensureImage();
    const mib = size / 1024 / 1024;
    console.log(
      `Upload benchmark: ${fmt.mb(size)} MiB PNG in ${fmt.mb(LIMITS.CHUNK_SIZE)} MiB chunks, ` +
        `${ROUNDS} rounds of bare receiver, local driver, S3 driver (s3rver)`,
    );
    const db = await startDatabase(cleanup);
    const root = await makeDataDir(cleanup, 'guidebook-bench-upload-');
    const free = await fsp.statfs(root);
    if (free.bavail * free.bsize < size * 6) {
      throw new Error(`Not enough free disk in ${root}: ${fmt.mb(free.bavail * free.bsize)} MiB`);
    }
    const dirs = { local: path.join(root, 'local'), s3: path.join(root, 's3'), bare: path.join(root, 'bare') };
    for (const dir of Object.values(dirs)) await fsp.mkdir(dir, { mode: 0o755 });

    const s3 = await startS3rver(cleanup);
    const local = await startServer(cleanup, {
      databaseUrl: db.databaseUrl,
      dataDir: dirs.local,
      label: 'Guidebook server (local storage)',
    });
    const s3server = await startServer(cleanup, {
      databaseUrl: db.databaseUrl,
      dataDir: dirs.s3,
      label: 'Guidebook server (S3 storage)',
      env: s3.env,
    });
    const barePort = await freePort();
    const bareUrl = `http://127.0.0.1:${barePort}`;
    const bareChild = startNodeChild(
      'bench/bare-receiver.ts',
      { DIR: dirs.bare, PORT: String(barePort) },
      cleanup,
      'bare receiver',
    );
    await waitUntilAnswering(`${bareUrl}/health`, bareChild, 'bare receiver');
    const host = await createHost(db.databaseUrl);
    const drivers: Driver[] = [
      { name: 'local', baseUrl: local.baseUrl, pid: local.server.pid },
      { name: 'S3', baseUrl: s3server.baseUrl, pid: s3server.server.pid, store: s3.pid },
    ];

    // A small upload to each first, so code loaded on first use is not counted as upload memory.
    const small = path.join(root, 'warm-up.png');
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7bd5' } })
      .png()
      .toFile(small);
    for (const d of drivers)
      await uploadFile(`${d.baseUrl}/api/files/public/create`, host.headers, small, `warm-up-${d.name}.png`);
    await uploadFile(`${bareUrl}/upload`, {}, small, 'warm-up.png', 200);
    await new Promise((r) => setTimeout(r, 1000));

    const bareRuns: { seconds: number; chunkSeconds: number[]; cpu: Record<string, number> }[] = [];
    const runs: Record<Driver['name'], ServerUpload[]> = { local: [], S3: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      console.log(`  round ${round}/${ROUNDS}: bare, local, S3 ...`);
      const started = performance.now();
      const [bare, cpu] = await withCpu({ server: bareChild.pid }, () =>
        uploadFile(`${bareUrl}/upload`, {}, imagePath, 'bench-noise.png', 200),
      );
      const seconds = (performance.now() - started) / 1000;
      const written = (await fsp.readdir(dirs.bare)).filter((f) => f.startsWith('body-'));
      let bytes = 0;
      for (const f of written) bytes += (await fsp.stat(path.join(dirs.bare, f))).size;
      await Promise.all(written.map((f) => fsp.rm(path.join(dirs.bare, f))));
      // Every chunk's request body (file bytes plus the multipart framing) must be on disk.
      if (bytes <= size || bytes > size + 64 * 1024)
        throw new Error(`The bare receiver wrote ${bytes} bytes for a ${size}-byte file`);
      bareRuns.push({ seconds, chunkSeconds: bare.chunkSeconds, cpu });
      for (const d of drivers) runs[d.name].push(await measuredUpload(d, host, db.databaseUrl, size, round));
    }

    const bareSeconds = median(bareRuns.map((r) => r.seconds));
    const bareMBs = mib / bareSeconds;
    const figure = (name: Driver['name']) => {
      const all = runs[name];
      const seconds = median(all.map((r) => r.seconds));
      const growths = all.map((r) => (r.maxRssKb - r.rssBeforeKb) / 1024);
      return { seconds, mbs: mib / seconds, growthMb: Math.max(...growths), growths, runs: all };
    };
    const localFig = figure('local');
    const s3Fig = figure('S3');
    const perRun = (seconds: number[]) => seconds.map((t) => fmt.n(mib / t)).join(', ');
    console.log('');
    printTable(
      ['transfer (median of rounds)', 'seconds', 'MiB/s', 'each round MiB/s', 'vs bare', 'RSS growth MiB'],
      [
        [
          'bare Node receiver, body piped to a file',
          bareSeconds.toFixed(2),
          fmt.n(bareMBs),
          perRun(bareRuns.map((r) => r.seconds)),
          '100%',
          '-',
        ],
        ...[localFig, s3Fig].map((f, i) => [
          `server, ${i === 0 ? 'local' : 'S3 (s3rver)'} storage driver`,
          f.seconds.toFixed(2),
          fmt.n(f.mbs),
          perRun(f.runs.map((r) => r.seconds)),
          fmt.pct(f.mbs / bareMBs),
          f.growths.map((g) => g.toFixed(1)).join(', '),
        ]),
      ],
    );
    console.log(`\n  S3 vs local: ${fmt.pct(s3Fig.mbs / localFig.mbs)}`);
    const cpuText = (cpu: Record<string, number>) =>
      Object.entries(cpu)
        .map(([k, v]) => `${k === 'store' ? 's3rver' : k} ${v.toFixed(2)}`)
        .join(', ');
    console.log(`  CPU seconds per upload (round 1): bare: ${cpuText(bareRuns[0]!.cpu)}`);
    console.log(`    local: ${cpuText(localFig.runs[0]!.cpu)}; S3: ${cpuText(s3Fig.runs[0]!.cpu)}`);
    for (const [name, f] of [
      ['local', localFig],
      ['S3', s3Fig],
    ] as const) {
      const r = f.runs[0]!;
      console.log(
        `  ${name}: seconds per chunk request in round 1: ${r.chunkSeconds.map((t) => t.toFixed(2)).join(', ')} ` +
          `(the last one includes assembly and the image check); RSS before ${fmt.mb(r.rssBeforeKb * 1024)} MiB, ` +
          `${r.samples} samples every 50 ms and the kernel's VmHWM`,
      );
    }
    console.log('');
    const checks = [
      checkTarget(
        `local upload >= ${fmt.pct(THROUGHPUT_TARGET)} of the bare receiver's throughput`,
        localFig.mbs >= THROUGHPUT_TARGET * bareMBs,
        `${fmt.n(localFig.mbs)} vs ${fmt.n(bareMBs)} MiB/s = ${fmt.pct(localFig.mbs / bareMBs)}`,
      ),
      ...(['local', 'S3'] as const).map((name) => {
        const f = name === 'local' ? localFig : s3Fig;
        return checkTarget(
          `server RSS growth <= ${RSS_TARGET_MB} MiB (${name} driver)`,
          f.growthMb <= RSS_TARGET_MB,
          `${f.growthMb.toFixed(1)} MiB (max of ${f.growths.map((g) => g.toFixed(1)).join(', ')})`,
        );
      }),
    ];
    return {
      bench: 'upload',
      checks,
      figures: {
        bytes: size,
        rounds: ROUNDS,
        bareRuns,
        bareSeconds,
        bareMBs,
        local: localFig,
        s3: s3Fig,
        s3VsLocal: s3Fig.mbs / localFig.mbs,
      },
    };
  } finally {
    await cleanup.run();
  }
}
