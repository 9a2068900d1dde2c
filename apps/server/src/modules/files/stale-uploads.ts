/**
 * Half-finished uploads are removed after config.uploadTtlMs (24 h): their pending_uploads rows
 * and their storage uploads. Whatever a crash can leave goes too (uploads-crash.test.ts kills the
 * server at each step): storage uploads no row holds, store folders (<file_ID>/) no files_public row
 * names, like an image joined into the store by an upload killed before its row was inserted, and
 * the storage driver's own leftovers. Everything is judged by its age, so nothing an upload is
 * writing right now is touched. A job that runs when an instance starts and every hour
 * (jobs/upload-sweep.job.ts); tests call sweepStaleUploads directly. Only the storage driver's
 * interface is used: it sweeps any driver.
 */
import path from 'node:path';
import type { Deps } from '../../lib/deps.ts';
import type { StoredObject } from '../../storage/storage-driver.ts';
import * as uploadsRepo from './uploads.repository.ts';

const FILE_FOLDER = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/$/;
/** Store folders looked up per query. */
const LOOKUP_BATCH = 1000;

export type SweepResult = { removedUploads: number; removedTempEntries: number; removedStoreEntries: number };

/** Removes uploads and leftovers untouched for longer than the TTL (by deps.now()). */
export async function sweepStaleUploads(deps: Deps): Promise<SweepResult> {
  const { database, store, config } = deps;
  const cutoff = new Date(deps.now().getTime() - config.uploadTtlMs);
  const stale = await uploadsRepo.deleteStaleUploads(database.db, cutoff);
  for (const row of stale)
    if (row.storage_upload_id) await store.abortUpload({ key: row.storage_key ?? '', uploadId: row.storage_upload_id });

  // Storage uploads without a row (a crash after the last chunk claimed its row, or while beginning): old by their own clock.
  const live = await uploadsRepo.pendingStorageUploadIds(database.db);
  let removedTempEntries = 0;
  for await (const upload of store.listUploads()) {
    if (live.has(upload.uploadId) || upload.modified >= cutoff) continue;
    await store.abortUpload(upload);
    removedTempEntries += 1;
  }
  const removedStoreEntries = (await sweepStoreLeftovers(deps, cutoff)) + (await store.removeLeftovers(cutoff));
  return { removedUploads: stale.length, removedTempEntries, removedStoreEntries };
}

/**
 * Store folders no row names (a crash between joining the image into the store and inserting its
 * row, or between deleting a row and its files, or a staged chunk), once everything in them is older
 * than the cutoff; and, in a folder whose row has no thumbnail yet, a thumbnail the queue stored
 * before a crash stopped it from recording it (the image and a recorded cover rendition stay). One query per LOOKUP_BATCH folders.
 */
async function sweepStoreLeftovers(deps: Deps, cutoff: Date): Promise<number> {
  const { store, database } = deps;
  const folders: string[] = [];
  for await (const folder of store.listFolders('')) if (FILE_FOLDER.test(folder)) folders.push(folder.slice(0, -1));
  let removed = 0;
  for (let i = 0; i < folders.length; i += LOOKUP_BATCH) {
    const batch = folders.slice(i, i + LOOKUP_BATCH);
    const known = await uploadsRepo.storedFiles(database.db, batch);
    for (const fileId of batch) {
      const row = known.get(fileId);
      if (row && row.path_thumbnail !== null) continue;
      const objects: StoredObject[] = [];
      for await (const object of store.list(`${fileId}/`)) objects.push(object);
      if (!row) {
        if (objects.length === 0 || objects.some((o) => o.modified >= cutoff)) continue;
        for (const object of objects) await store.delete(object.key);
        removed += 1;
      } else {
        // The image itself and its cover rendition stay; anything else without a recorded thumbnail goes.
        const kept = [row.path_file, row.path_cover].flatMap((p) => (p ? [`${fileId}/${path.posix.basename(p)}`] : []));
        for (const object of objects) {
          if (kept.includes(object.key) || object.modified >= cutoff) continue;
          await store.delete(object.key);
          removed += 1;
        }
      }
    }
  }
  return removed;
}
