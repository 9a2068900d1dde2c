/**
 * Thumbnails made after the upload was answered (image-processing.ts THUMBNAIL_AFTER_ANSWER_PIXELS):
 * one at a time per app, so two huge decodes never add up in memory. The file's row has
 * path_thumbnail null until its thumbnail is in the store (the web shows path_file meanwhile).
 * An image whose full decode fails is removed again, like an upload refused with 12, unless
 * a topic or guide already uses it. Closing the app waits for the queue; a crash leaves
 * path_thumbnail null, which every reader already handles.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Deps } from '../../lib/deps.ts';
import { ObjectNotFoundError } from '../../storage/storage-driver.ts';
import * as filesRepo from './files.repository.ts';
import { makeThumbnail } from './image-processing.ts';
import { guestContentChanged } from '../../lib/events.ts';

export type ThumbnailJob = {
  idUser: number;
  idFile: number;
  /** The stored image's key, and the key its thumbnail gets. */
  fileKey: string;
  thumbnailKey: string;
  /** What path_thumbnail becomes. */
  thumbnailPath: string;
};

/** `changed`: the account's files changed outside a request (guests' cached guides show thumbnails). */
type Queue = { log: FastifyBaseLogger; tail: Promise<void>; changed: (idUser: number) => void };

const queues = new WeakMap<Deps, Queue>();

/** Starts the app's queue; closing the app waits for the thumbnails still queued. */
export function registerThumbnailQueue(app: FastifyInstance): void {
  const queue: Queue = {
    log: app.log,
    tail: Promise.resolve(),
    // A background writer announces like any other.
    changed: (idUser) => guestContentChanged(app.deps, idUser),
  };
  queues.set(app.deps, queue);
  app.addHook('onClose', async () => {
    await queue.tail;
    queues.delete(app.deps);
  });
}

/** Whether thumbnails can be made after answering (the files routes registered the queue). */
export function canQueueThumbnails(deps: Deps): boolean {
  return queues.has(deps);
}

export function queueThumbnail(deps: Deps, job: ThumbnailJob): void {
  const queue = queues.get(deps);
  if (!queue) throw new Error('The thumbnail queue is not registered');
  queue.tail = queue.tail.then(() =>
    thumbnailJob(deps, job).catch((err: unknown) =>
      queue.log.error({ err, id_file_public: job.idFile }, 'could not make a thumbnail'),
    ),
  );
}

/** Resolves once every thumbnail queued so far is done (tests wait on it). */
export async function thumbnailsSettled(deps: Deps): Promise<void> {
  await queues.get(deps)?.tail;
}

async function thumbnailJob(deps: Deps, job: ThumbnailJob): Promise<void> {
  const { store, database } = deps;
  const queue = queues.get(deps);
  let thumbnail: Buffer | null;
  try {
    thumbnail = await store.withLocalFile(job.fileKey, makeThumbnail);
  } catch (err) {
    // Deleted before its turn came: nothing to make.
    if (err instanceof ObjectNotFoundError) return;
    throw err;
  }
  if (!thumbnail) {
    await dropUndecodableFile(deps, job, queue?.log);
    return;
  }
  // The store's put is whole or nothing: nobody downloads half a thumbnail.
  await store.put(job.thumbnailKey, thumbnail);
  const updated = await filesRepo.setThumbnail(database.db, job.idUser, job.idFile, job.thumbnailPath);
  // Deleted while its thumbnail was being made: the thumbnail goes too.
  if (!updated) await store.delete(job.thumbnailKey);
  else queue?.changed(job.idUser);
}

/** The header looked like an image but the pixels do not decode: not a kept image after all. */
async function dropUndecodableFile(deps: Deps, job: ThumbnailJob, log: FastifyBaseLogger | undefined) {
  try {
    const deleted = await filesRepo.deleteFile(deps.database.db, job.idUser, job.idFile);
    if (deleted) await deps.store.delete(job.fileKey);
    log?.warn({ id_file_public: job.idFile }, 'removed an uploaded image that does not decode');
  } catch (err) {
    // A topic or guide chose it already (ON DELETE RESTRICT): it stays, without a thumbnail.
    log?.warn({ err, id_file_public: job.idFile }, 'an uploaded image does not decode; kept, it is in use');
  }
}
