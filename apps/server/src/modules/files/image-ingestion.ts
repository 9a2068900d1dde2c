/**
 * The one step every image takes into the library, whether uploaded in chunks or brought by a
 * guide import or pasted into a topic: check with sharp that the bytes are a kept image, read its
 * size, make its thumbnail, store both, insert the row. Nothing else decides what an image is.
 *
 * An upload's bytes are already in the store (its parts were completed under the file's key) and are
 * read through the driver's local file; an import's bytes are in memory and are stored only once they
 * pass. A refused or failed image leaves nothing behind.
 */
import crypto from 'node:crypto';
import { LIMITS, type TFilePublic } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { crashPoint } from '../../lib/crash-points.ts';
import * as filesRepo from './files.repository.ts';
import { presentFile } from './files.presenter.ts';
import { fileIdOfKey, fileKeyOf, THUMBNAIL_NAME } from './file-names.ts';
import {
  makeThumbnail,
  probeImage,
  thumbnailAfterAnswer,
  type ImageInfo,
  type ImageInput,
} from './image-processing.ts';
import { canQueueThumbnails, queueThumbnail } from './jobs/thumbnail.job.ts';

/** Where stored images are served, under the API base (image URL = /api + path_file). */
export const RAW_FILES_PATH = '/files/public/raw';

/** Bytes not stored yet (imports, pasted images), or an object the store holds under its file key (uploads). */
export type ImageSource = { bytes: Buffer } | { storedKey: string };

export type IngestInput = {
  source: ImageSource;
  size: number;
  displayName: string;
  comment: string | null;
  /** A very large image is stored with path_thumbnail null and gets its thumbnail right after the answer. */
  thumbnailLater?: boolean;
};

type Checked = { image: ImageInfo; thumbnail: Buffer | null };

/**
 * Stores a kept image with its thumbnail and library row; null (nothing kept, a stored source
 * removed) when the bytes are not an image. With `thumbnailLater`, an image above
 * THUMBNAIL_AFTER_ANSWER_PIXELS gets its thumbnail from jobs/thumbnail.job.ts: the header was checked,
 * the full decode happens then.
 */
export async function ingestImage(deps: Deps, idWorkspace: number, input: IngestInput): Promise<TFilePublic | null> {
  const { store, database } = deps;
  const { source } = input;
  // A fresh uuid folder: the library cannot be enumerated and names never collide.
  const fileKey = 'storedKey' in source ? source.storedKey : fileKeyOf(crypto.randomUUID(), input.displayName);
  const fileId = fileIdOfKey(fileKey);
  const thumbnailKey = `${fileId}/${THUMBNAIL_NAME}`;
  try {
    const checked =
      'storedKey' in source
        ? await store.withLocalFile(fileKey, (file) => checkImage(deps, file, input.thumbnailLater === true))
        : await checkImage(deps, source.bytes, false);
    if (!checked) {
      await store.delete(fileKey);
      return null;
    }
    if ('bytes' in source) await store.put(fileKey, source.bytes);
    crashPoint('file-stored');
    if (checked.thumbnail) await store.put(thumbnailKey, checked.thumbnail);
    crashPoint('thumbnail-stored');
    const row = await filesRepo.insertFile(database.db, idWorkspace, {
      file_ID: fileId,
      name: input.displayName,
      size: input.size,
      path_file: `${RAW_FILES_PATH}/${fileKey}`,
      path_thumbnail: checked.thumbnail ? `${RAW_FILES_PATH}/${thumbnailKey}` : null,
      mime_type: checked.image.mimeType,
      width: checked.image.width,
      height: checked.image.height,
      comment: input.comment,
      private: LIMITS.PRIVATE_FLAG,
      date_created: deps.now(),
    });
    crashPoint('row-inserted');
    if (!checked.thumbnail)
      await queueThumbnail(deps, {
        idWorkspace,
        idFile: row.id_file_public,
        fileKey,
        thumbnailKey,
        thumbnailPath: `${RAW_FILES_PATH}/${thumbnailKey}`,
      });
    return presentFile(row);
  } catch (err) {
    await store.delete(fileKey);
    await store.delete(thumbnailKey);
    throw err;
  }
}

/** The image and its thumbnail (null: made after the answer); null when the bytes are not a kept image. */
async function checkImage(deps: Deps, input: ImageInput, thumbnailLater: boolean): Promise<Checked | null> {
  const image = await probeImage(input);
  if (!image) return null;
  if (thumbnailLater && thumbnailAfterAnswer(image) && canQueueThumbnails(deps)) return { image, thumbnail: null };
  const thumbnail = await makeThumbnail(input);
  return thumbnail ? { image, thumbnail } : null;
}
