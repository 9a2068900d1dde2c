/**
 * Half-finished uploads are removed after config.uploadTtlMs (24 h): their
 * pending_uploads rows, their chunk folders, and temp files a dropped connection left.
 * Whatever a crash can leave goes too (uploads-crash.test.ts kills the server at each step):
 * temp entries without a pending row, and store folders (DATA_DIR/files/<file_ID>/) without a
 * files_public row, like an image moved into the store by an upload killed before its row was
 * inserted. Everything is judged by its age, so nothing an upload is writing right now is touched.
 * Runs when the app starts and every hour; tests call sweepStaleUploads directly.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import * as uploadsRepo from './uploads.repository.ts';
import { uploadFolder } from './uploads.service.ts';

export const SWEEP_INTERVAL_MS = 3_600_000;
const FILE_FOLDER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Store folders looked up per query. */
const LOOKUP_BATCH = 1000;

export type SweepResult = { removedUploads: number; removedTempEntries: number; removedStoreEntries: number };

/** Removes uploads and leftovers untouched for longer than the TTL (by deps.now()). */
export async function sweepStaleUploads(deps: Deps): Promise<SweepResult> {
  const { database, store, config } = deps;
  const cutoff = new Date(deps.now().getTime() - config.uploadTtlMs);
  const stale = await uploadsRepo.deleteStaleUploads(database.db, cutoff);
  for (const idUpload of stale) await fsp.rm(uploadFolder(store, idUpload), { recursive: true, force: true });

  // Leftovers without a row (a crash mid-assembly, an aborted stream): old by their own clock.
  const live = await uploadsRepo.pendingUploadIds(database.db);
  let removedTempEntries = 0;
  for (const entry of await fsp.readdir(store.tmpDir).catch(() => [])) {
    if (live.has(entry)) continue;
    const full = path.join(store.tmpDir, entry);
    const stat = await fsp.stat(full).catch(() => null);
    if (!stat || stat.mtime >= cutoff) continue;
    await fsp.rm(full, { recursive: true, force: true });
    removedTempEntries += 1;
  }
  const removedStoreEntries = await sweepStoreLeftovers(deps, cutoff);
  return { removedUploads: stale.length, removedTempEntries, removedStoreEntries };
}

/**
 * Store folders no row names (a crash between moving the image in and inserting its row, or
 * between deleting a row and its files), empty ones included, once their newest entry is older
 * than the cutoff; and, in a folder whose row has no thumbnail yet, a thumbnail the queue moved
 * in before a crash stopped it from recording it. One query per LOOKUP_BATCH folders.
 */
async function sweepStoreLeftovers(deps: Deps, cutoff: Date): Promise<number> {
  const { store, database } = deps;
  const entries = await fsp.readdir(store.root, { withFileTypes: true }).catch(() => []);
  const folders = entries.filter((e) => e.isDirectory() && FILE_FOLDER.test(e.name)).map((e) => e.name);
  let removed = 0;
  for (let i = 0; i < folders.length; i += LOOKUP_BATCH) {
    const batch = folders.slice(i, i + LOOKUP_BATCH);
    const known = await uploadsRepo.storedFiles(database.db, batch);
    for (const fileId of batch) {
      const folder = path.join(store.root, fileId);
      const row = known.get(fileId);
      if (!row) {
        if (!(await untouchedSince(folder, cutoff))) continue;
        await fsp.rm(folder, { recursive: true, force: true });
        removed += 1;
      } else if (row.path_thumbnail === null) {
        const kept = path.posix.basename(row.path_file);
        for (const name of await fsp.readdir(folder).catch(() => [])) {
          if (name === kept || !(await untouchedSince(path.join(folder, name), cutoff))) continue;
          await fsp.rm(path.join(folder, name), { recursive: true, force: true });
          removed += 1;
        }
      }
    }
  }
  return removed;
}

/** Whether the entry and everything directly in it were last changed before the cutoff. */
async function untouchedSince(entry: string, cutoff: Date): Promise<boolean> {
  const stat = await fsp.lstat(entry).catch(() => null);
  if (!stat || stat.mtime >= cutoff) return false;
  if (!stat.isDirectory()) return true;
  for (const name of await fsp.readdir(entry).catch(() => [])) {
    const inner = await fsp.lstat(path.join(entry, name)).catch(() => null);
    if (inner && inner.mtime >= cutoff) return false;
  }
  return true;
}

/** Sweeps on start and hourly; the timer never keeps the process alive and stops with the app. */
export function scheduleUploadSweep(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | null = null;
  const sweep = () =>
    sweepStaleUploads(app.deps).catch((err: unknown) => app.log.warn({ err }, 'stale upload sweep failed'));
  app.addHook('onReady', async () => {
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
