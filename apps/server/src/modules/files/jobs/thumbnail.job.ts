/**
 * The `thumbnail` job: thumbnails made after the upload was answered (image-processing.ts
 * THUMBNAIL_AFTER_ANSWER_PIXELS), by any instance on the database, one at a time per instance, so
 * two huge decodes never add up in memory. The file's row has path_thumbnail null until its
 * thumbnail is in the store (the web shows path_file meanwhile); guests' cached guides are told
 * when it is. An image whose full decode fails is removed again, like an upload refused with 12,
 * unless a topic or guide already uses it. A job whose instance crashed is retried by another after
 * its expiry; one that could not be queued leaves path_thumbnail null, which every reader handles.
 */
import { z } from 'zod';
import type { Deps } from '../../../lib/deps.ts';
import { defineJob } from '../../../lib/jobs.ts';
import { ObjectNotFoundError } from '../../../storage/storage-driver.ts';
import * as filesRepo from '../files.repository.ts';
import { makeThumbnail } from '../image-processing.ts';
import { guestContentChanged } from '../../../lib/events.ts';

const ZThumbnailJob = z.object({
  idWorkspace: z.number().int(),
  idFile: z.number().int(),
  /** The stored image's key, and the key its thumbnail gets. */
  fileKey: z.string(),
  thumbnailKey: z.string(),
  /** What path_thumbnail becomes. */
  thumbnailPath: z.string(),
});

export type ThumbnailJob = z.infer<typeof ZThumbnailJob>;

export const thumbnailJob = defineJob<ThumbnailJob>({
  id: 'thumbnail',
  schema: ZThumbnailJob,
  // A 100-megapixel decode takes seconds; ten minutes leaves room for a slow store and a busy machine.
  options: { retryLimit: 3, retryDelay: 30, expireInSeconds: 600, pollingSeconds: 0.5 },
  handler: (job, { deps }) => runThumbnailJob(deps, job),
});

/** Whether thumbnails can be made after answering (this instance runs thumbnail jobs). */
export function canQueueThumbnails(deps: Deps): boolean {
  return deps.jobs.handles(thumbnailJob);
}

/** Queues the thumbnail; a failure to queue is logged and leaves path_thumbnail null. */
export async function queueThumbnail(deps: Deps, job: ThumbnailJob): Promise<void> {
  try {
    await deps.jobs.send(thumbnailJob, job);
  } catch (err) {
    deps.log.error({ err, id_file_public: job.idFile }, 'could not queue a thumbnail');
  }
}

/** Resolves once no thumbnail job waits or runs (tests wait on it). */
export async function thumbnailsSettled(deps: Deps): Promise<void> {
  await deps.jobs.settled(thumbnailJob.id);
}

async function runThumbnailJob(deps: Deps, job: ThumbnailJob): Promise<void> {
  const { store, database } = deps;
  let thumbnail: Buffer | null;
  try {
    thumbnail = await store.withLocalFile(job.fileKey, makeThumbnail);
  } catch (err) {
    // Deleted before its turn came: nothing to make.
    if (err instanceof ObjectNotFoundError) return;
    throw err;
  }
  if (!thumbnail) {
    await dropUndecodableFile(deps, job);
    return;
  }
  // The store's put is whole or nothing: nobody downloads half a thumbnail.
  await store.put(job.thumbnailKey, thumbnail);
  const updated = await filesRepo.setThumbnail(database.db, job.idWorkspace, job.idFile, job.thumbnailPath);
  // Deleted while its thumbnail was being made: the thumbnail goes too.
  if (!updated) await store.delete(job.thumbnailKey);
  // A background writer announces like any other.
  else guestContentChanged(deps, job.idWorkspace);
}

/** The header looked like an image but the pixels do not decode: not a kept image after all. */
async function dropUndecodableFile(deps: Deps, job: ThumbnailJob) {
  const { log } = deps;
  try {
    const deleted = await filesRepo.deleteFile(deps.database.db, job.idWorkspace, job.idFile);
    if (deleted) await deps.store.delete(job.fileKey);
    log.warn({ id_file_public: job.idFile }, 'removed an uploaded image that does not decode');
  } catch (err) {
    // A topic or guide chose it already (ON DELETE RESTRICT): it stays, without a thumbnail.
    log.warn({ err, id_file_public: job.idFile }, 'an uploaded image does not decode; kept, it is in use');
  }
}
