/**
 * Half-finished uploads are removed after config.uploadTtlMs (24 h): their
 * pending_uploads rows, their chunk folders, and temp files a dropped connection left.
 * Runs when the app starts and every hour; tests call sweepStaleUploads directly.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import * as uploadsRepo from './uploads.repository.ts';
import { uploadFolder } from './uploads.service.ts';

export const SWEEP_INTERVAL_MS = 3_600_000;

/** Removes uploads untouched for longer than the TTL (by deps.now()); returns how many rows went. */
export async function sweepStaleUploads(deps: Deps): Promise<{ removedUploads: number; removedTempEntries: number }> {
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
  return { removedUploads: stale.length, removedTempEntries };
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
