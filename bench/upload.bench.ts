/**
 * Upload benchmark: a >= 300 MiB noise PNG sent to POST /api/files/public/create in
 * 100 MiB chunks, against `cp` of the same file in the same run, while the server's
 * resident memory is watched. Targets: >= 50% of cp's MB/s; server RSS growth <= 64 MiB.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { LIMITS } from '@guidebook/contract';
import { CleanupStack } from './lib/cleanup.ts';
import { repoRoot } from './lib/child.ts';
import { startGuidebook } from './lib/guidebook-server.ts';
import { createHost, type Host } from './lib/host-account.ts';
import { checkTarget, fmt, printTable, type BenchOutcome } from './lib/report.ts';

const SIDE = 10240;
const MIN_BYTES = 300 * 1024 * 1024;
const THROUGHPUT_TARGET = 0.5;
const RSS_TARGET_MB = 64;
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

function runCp(from: string, to: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('cp', [from, to], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (b: Buffer) => (err += b.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 300_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve((performance.now() - started) / 1000);
      else reject(new Error(`cp failed (${code}): ${err}`));
    });
  });
}

type Memory = { rssKb: number; hwmKb: number };

function readMemory(pid: number): Memory | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssKb: kb('VmRSS'), hwmKb: kb('VmHWM') };
  } catch {
    return null;
  }
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
  host: Host,
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
          ...host.headers,
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

/** Sends a whole file in chunks, as the web app does (one after another); returns the stored file. */
async function uploadFile(baseUrl: string, host: Host, file: string, name: string): Promise<Uploaded> {
  const size = (await fsp.stat(file)).size;
  const total = Math.max(1, Math.ceil(size / LIMITS.CHUNK_SIZE));
  const uploadId = crypto.randomUUID();
  const chunkSeconds: number[] = [];
  for (let index = 0; index < total; index++) {
    const sent = performance.now();
    const start = index * LIMITS.CHUNK_SIZE;
    const end = Math.min(size, start + LIMITS.CHUNK_SIZE);
    const answer = await postChunk(
      `${baseUrl}/api/files/public/create`,
      host,
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
    const expected = last ? 201 : 200;
    if (answer.status !== expected || answer.body?.RES_CODE !== '00') {
      throw new Error(
        `chunk ${index + 1}/${total} of ${name}: HTTP ${answer.status} (expected ${expected}): ${answer.text.slice(0, 300)}`,
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

export async function runUploadBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    const size = await ensureImage();
    console.log(`Upload benchmark: ${fmt.mb(size)} MiB PNG in ${fmt.mb(LIMITS.CHUNK_SIZE)} MiB chunks`);
    const gb = await startGuidebook(cleanup);
    const free = await fsp.statfs(gb.dataDir);
    if (free.bavail * free.bsize < size * 4) {
      throw new Error(`Not enough free disk in ${gb.dataDir}: ${fmt.mb(free.bavail * free.bsize)} MiB`);
    }
    const host = await createHost(gb.databaseUrl);

    // The baseline: cp to the same file system the server stores into, page cache warm for both.
    // Median of three, since one copy of a few hundred MB on a shared disk varies a lot.
    const copy = path.join(gb.dataDir, 'cp-baseline.png');
    const cpRuns: number[] = [];
    for (let i = 0; i < 3; i++) {
      cpRuns.push(await runCp(imagePath, copy));
      await fsp.rm(copy, { force: true });
    }
    const cpSeconds = [...cpRuns].sort((a, b) => a - b)[1]!;
    const cpMBs = size / 1024 / 1024 / cpSeconds;

    // A small upload first, so code loaded on first use is not counted as upload memory.
    const small = path.join(gb.dataDir, 'warm-up.png');
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7bd5' } })
      .png()
      .toFile(small);
    await uploadFile(gb.baseUrl, host, small, 'warm-up.png');
    await new Promise((r) => setTimeout(r, 1000));

    const pid = gb.server.pid;
    const before = readMemory(pid);
    if (!before) throw new Error(`Cannot read /proc/${pid}/status`);
    const peakReset = resetPeak(pid);
    let maxRssKb = before.rssKb;
    let polledMaxKb = before.rssKb;
    let samples = 0;
    const sampler = setInterval(() => {
      const m = readMemory(pid);
      if (m) {
        polledMaxKb = Math.max(polledMaxKb, m.rssKb);
        maxRssKb = Math.max(maxRssKb, m.rssKb);
        samples++;
      }
    }, 50);
    cleanup.add('stop the RSS sampler', () => clearInterval(sampler));

    const started = performance.now();
    const { stored, chunkSeconds } = await uploadFile(gb.baseUrl, host, imagePath, 'bench-noise.png');
    const uploadSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = readMemory(pid);
    if (after && peakReset) maxRssKb = Math.max(maxRssKb, after.hwmKb);
    if (typeof stored.size === 'number' && stored.size !== size) {
      throw new Error(`The server stored ${stored.size} bytes, the file has ${size}`);
    }

    const uploadMBs = size / 1024 / 1024 / uploadSeconds;
    const growthMb = (maxRssKb - before.rssKb) / 1024;
    console.log('');
    printTable(
      ['transfer', 'seconds', 'MiB/s', 'vs cp'],
      [
        ['cp (same file, same disk; median of 3)', cpSeconds.toFixed(2), fmt.n(cpMBs), '100%'],
        ['HTTP upload, 100 MiB chunks', uploadSeconds.toFixed(2), fmt.n(uploadMBs), fmt.pct(uploadMBs / cpMBs)],
      ],
    );
    console.log(
      `\n  seconds per chunk request: ${chunkSeconds.map((t) => t.toFixed(2)).join(', ')} ` +
        `(the last one includes assembly, the image check and the thumbnail)`,
    );
    console.log(
      `  server RSS: ${fmt.mb(before.rssKb * 1024)} MiB before; peak ${fmt.mb(polledMaxKb * 1024)} MiB in ` +
        `${samples} samples every 50 ms` +
        (peakReset && after ? `, ${fmt.mb(after.hwmKb * 1024)} MiB by the kernel's VmHWM` : ' (VmHWM not resettable)') +
        `; growth ${growthMb.toFixed(1)} MiB\n`,
    );
    const checks = [
      checkTarget(
        `upload >= ${fmt.pct(THROUGHPUT_TARGET)} of cp throughput`,
        uploadMBs >= THROUGHPUT_TARGET * cpMBs,
        `${fmt.n(uploadMBs)} vs ${fmt.n(cpMBs)} MiB/s = ${fmt.pct(uploadMBs / cpMBs)}`,
      ),
      checkTarget(`server RSS growth <= ${RSS_TARGET_MB} MiB`, growthMb <= RSS_TARGET_MB, `${growthMb.toFixed(1)} MiB`),
    ];
    return {
      bench: 'upload',
      checks,
      figures: {
        bytes: size,
        cpRuns,
        cpSeconds,
        cpMBs,
        uploadSeconds,
        chunkSeconds,
        uploadMBs,
        rssBeforeKb: before.rssKb,
        maxRssKb,
        growthMb,
      },
    };
  } finally {
    await cleanup.run();
  }
}
