/**
 * SIGKILL at each step of an upload's assembly, then the clean-up: the real
 * server runs as a child process with GUIDEBOOK_CRASH_AT=<step> (lib/crash-points.ts, test-only)
 * and kills itself there. A sweep within the TTL keeps everything (an upload might still be at
 * work); a sweep past it leaves no stray file or empty folder under DATA_DIR/files or the
 * uploads temp folder, and keeps every file whose row was committed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from './helpers/test-app.ts';
import { buildAccount, type TestAccount } from './helpers/factories.ts';
import { freePort, startServer as startMain, waitForHealth, type Child } from './helpers/processes.ts';
import { multipartBody, noisePng, splitBytes } from './helpers/images.ts';
import { filesPublic, pendingUploads } from '../src/db/schema.ts';
import { sweepStaleUploads } from '../src/modules/files/stale-uploads.ts';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { CRASH_STEPS, type CrashStep } from '../src/lib/crash-points.ts';

let t: TestApp;
let root: string;
let host: TestAccount;
let png: Buffer;

beforeAll(async () => {
  const databaseUrl = await createTestDatabase();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-crash-'));
  // In this process: the migrations, an account, and the sweep, on the children's database.
  t = await createTestApp({}, { databaseUrl, dataDir: path.join(root, 'app') });
  host = await buildAccount(t.app);
  png = await noisePng(400, 300);
});
afterAll(async () => {
  await t.close();
  await fs.rm(root, { recursive: true, force: true });
});

type Server = { child: Child; port: number };

/** The real server on its own DATA_DIR (one per step, so the steps run side by side). */
async function startServer(crashAt: CrashStep, dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = startMain(dataDir, port, {
    DATABASE_URL: t.databaseUrl,
    DATABASE_POOL_SIZE: '2',
    LOG_LEVEL: 'warn',
    GUIDEBOOK_CRASH_AT: crashAt,
  });
  try {
    await waitForHealth(child, port, 90_000);
  } catch (err) {
    child.process.kill('SIGKILL');
    throw err;
  }
  return { child, port };
}

/** Sends the two chunks of an upload (fields first, as the web app does) until the server dies. */
async function uploadUntilCrash({ child, port }: Server): Promise<void> {
  const uploadId = crypto.randomUUID();
  for (const [index, chunk] of splitBytes(png, 2).entries()) {
    const { body, contentType } = await multipartBody({
      chunkIndex: index,
      totalChunks: 2,
      name: 'crash.png',
      comment: '',
      private: 4,
      uploadId,
      chunk,
    });
    const answered = await fetch(`http://127.0.0.1:${port}/api/files/public/create`, {
      method: 'POST',
      headers: { ...host.auth, 'content-type': contentType },
      body,
    }).then(
      (r) => r.status,
      () => null,
    );
    if (answered === null) return;
    expect(answered, child.output()).toBe(200);
  }
  throw new Error('the upload finished without reaching its crash point');
}

/** Every file and folder below dir, relative to it, folders ending in '/'. */
async function entriesBelow(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.map((e) => path.relative(dir, path.join(e.parentPath, e.name)) + (e.isDirectory() ? '/' : '')).sort();
}

async function state(dataDir: string) {
  const { db } = t.app.deps.database;
  return {
    files: await entriesBelow(path.join(dataDir, 'files')),
    tmp: await entriesBelow(path.join(dataDir, 'uploads-tmp')),
    rows: await db.select().from(filesPublic),
    pending: (await db.select().from(pendingUploads)).length,
  };
}

/** What the store must hold: each row's folder, image and thumbnail, nothing else. */
function expectedStore(rows: { path_file: string; path_thumbnail: string | null }[]): string[] {
  const keys = rows.flatMap((r) => [r.path_file, r.path_thumbnail].filter((p): p is string => p !== null));
  const rel = keys.map((k) => k.replace(/^\/files\/public\/raw\//, ''));
  return [...new Set([...rel, ...rel.map((k) => `${k.split('/')[0]}/`)])].sort();
}

/** Runs the real server until it kills itself at `step`; returns what it left. */
async function crashAt(step: CrashStep) {
  const dataDir = path.join(root, step);
  const server = await startServer(step, dataDir);
  try {
    await uploadUntilCrash(server);
    expect((await server.child.exited).signal, `${step}: ${server.child.output()}`).toBe('SIGKILL');
  } finally {
    server.child.process.kill('SIGKILL');
  }
  return { step, dataDir, store: createLocalStorage(dataDir) };
}

describe('an upload killed at each step', () => {
  it('leaves nothing the sweep does not remove, and keeps what was committed', async () => {
    // Three servers at a time: side by side is quicker, all seven at once starve a small machine.
    const crashes: Awaited<ReturnType<typeof crashAt>>[] = [];
    for (let i = 0; i < CRASH_STEPS.length; i += 3)
      crashes.push(...(await Promise.all(CRASH_STEPS.slice(i, i + 3).map(crashAt))));
    const report: string[] = [];
    for (const { step, dataDir, store } of crashes) {
      const crashed = await state(dataDir);
      const ours = crashed.rows.filter((r) => crashed.files.includes(`${r.file_ID}/`));
      report.push(`${step}: left ${[...crashed.files, ...crashed.tmp.map((f) => `tmp/${f}`)].join(', ')}`);
      // The crash left something to clean (or, past the row, a committed file).
      expect(crashed.files.length + crashed.tmp.length, step).toBeGreaterThan(0);
      expect(ours.length, step).toBe(step === 'row-inserted' ? 1 : 0);

      // Within the TTL nothing goes: it could be an upload still at work.
      const deps = { ...t.app.deps, store };
      await sweepStaleUploads(deps);
      const young = await state(dataDir);
      expect({ files: young.files, tmp: young.tmp }, step).toEqual({ files: crashed.files, tmp: crashed.tmp });

      const later = new Date(Date.now() + t.config.uploadTtlMs + 60_000);
      await sweepStaleUploads({ ...deps, now: () => later });
      const swept = await state(dataDir);
      expect(swept.tmp, step).toEqual([]);
      expect(swept.pending, step).toBe(0);
      expect(swept.files, step).toEqual(expectedStore(ours));
      expect(swept.rows.length, step).toBe(crashed.rows.length);
    }
    console.info(report.join('\n'));
  }, 240_000);
});

describe('the sweep of the store', () => {
  it('removes old folders no row names (empty ones too) and an unrecorded thumbnail, and keeps young ones', async () => {
    // The local driver's folder of stored files (DATA_DIR/files).
    const storeRoot = path.join(t.dataDir, 'files');
    const { db } = t.app.deps.database;
    const past = new Date(Date.now() - t.config.uploadTtlMs - 60_000);
    /** A file, or with a trailing '/' a folder, in the store; `age` sets its and its folder's mtime. */
    const put = async (key: string, age: Date | null) => {
      const [folderName, name] = key.split('/') as [string, string];
      const folder = path.join(storeRoot, folderName);
      await fs.mkdir(folder, { recursive: true });
      if (name) await fs.writeFile(path.join(folder, name), 'x');
      if (age && name) await fs.utimes(path.join(folder, name), age, age);
      if (age) await fs.utimes(folder, age, age);
    };
    const orphan = crypto.randomUUID();
    const empty = crypto.randomUUID();
    const young = crypto.randomUUID();
    const pendingThumb = crypto.randomUUID();
    await put(`${orphan}/a.png`, past);
    await put(`${empty}/`, past);
    await put(`${young}/b.png`, null);
    // A row whose thumbnail was moved in by the after-answer queue, which died before recording it.
    await db.insert(filesPublic).values({
      file_ID: pendingThumb,
      id_workspace: host.id_workspace,
      name: 'c.png',
      size: 1,
      path_file: `/files/public/raw/${pendingThumb}/c.png`,
      path_thumbnail: null,
      mime_type: 'image/png',
      width: 1,
      height: 1,
    });
    await put(`${pendingThumb}/thumb.webp`, past);
    await put(`${pendingThumb}/c.png`, past);

    const swept = await sweepStaleUploads(t.app.deps);
    expect(swept.removedStoreEntries).toBe(3);
    const left = await entriesBelow(storeRoot);
    expect(left).toEqual(
      expect.arrayContaining([`${young}/`, `${young}/b.png`, `${pendingThumb}/`, `${pendingThumb}/c.png`]),
    );
    for (const gone of [`${orphan}/`, `${empty}/`, `${pendingThumb}/thumb.webp`]) expect(left).not.toContain(gone);
  });
});
