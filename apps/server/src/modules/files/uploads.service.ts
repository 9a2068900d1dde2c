/**
 * Chunked uploads (spec/api.md "Uploads"): each multipart post streams its `chunk` to a
 * temp file, the chunk takes its place in the upload's folder, and the post that
 * completes the set assembles, checks and stores the image. No chunk is ever held
 * whole in memory.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  LIMITS,
  MESSAGES,
  ZFileUploadFields,
  type TFilePublic,
  type TFileUploadFields,
  type TUploadProgress,
} from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { FileStore } from '../../storage/file-store.ts';
import * as filesRepo from './files.repository.ts';
import * as uploadsRepo from './uploads.repository.ts';
import { presentFile } from './files.presenter.ts';
import { displayNameOf, storageNameOf, THUMBNAIL_NAME } from './file-names.ts';
import { probeImage, writeThumbnail } from './image-processing.ts';

/** Where stored images are served, under the API base (image URL = /api + path_file). */
export const RAW_FILES_PATH = '/files/public/raw';

export type ChunkOutcome = { kind: 'progress'; progress: TUploadProgress } | { kind: 'stored'; file: TFilePublic };

type IncomingChunk = { path: string; bytes: number };

const CHUNK_FILE = /^(\d+)\.part$/;
const COPY_BUFFER = 1024 * 1024;

/** Reads one multipart chunk post to its end and answers with progress or the stored file. */
export async function receiveChunk(deps: Deps, idUser: number, parts: AsyncIterable<Multipart>): Promise<ChunkOutcome> {
  const fields: Record<string, string> = {};
  let incoming: IncomingChunk | null = null;
  try {
    // The chunk may come before the text fields, so it goes to a temp file first.
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname === 'chunk' && !incoming) incoming = await streamToTemp(deps, part);
        else await drain(part.file);
      } else if (!(part.fieldname in fields) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (!incoming) throw new AppError('10', MESSAGES.file.chunkMissing, { chunk: MESSAGES.file.chunkMissing });
    const input = parseFields(fields);
    const chunk = incoming;
    incoming = null;
    return await placeChunk(deps, idUser, input, chunk);
  } catch (err) {
    if (incoming) await fsp.rm(incoming.path, { force: true });
    throw err;
  }
}

function parseFields(fields: Record<string, string>): TFileUploadFields {
  const parsed = ZFileUploadFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '_');
    const message = issue?.message ?? MESSAGES.generic.badRequest;
    // Missing or non-numeric fields are malformed requests; values out of range are rules.
    const malformed = !issue || issue.code === 'invalid_type' || field === 'uploadId';
    throw new AppError(malformed ? '10' : '12', message, { [field]: message });
  }
  if (parsed.data.chunkIndex >= parsed.data.totalChunks)
    throw AppError.invalid('chunkIndex', MESSAGES.file.chunkOutOfRange);
  return parsed.data;
}

/** Streams the part to a random temp name, refusing it as soon as it passes the size limit. */
async function streamToTemp(deps: Deps, part: MultipartFile): Promise<IncomingChunk> {
  const { store, config } = deps;
  const limit = Math.min(LIMITS.CHUNK_SIZE, config.maxFileSize);
  const tooLarge = () =>
    limit < LIMITS.CHUNK_SIZE
      ? new AppError('45', MESSAGES.file.tooLarge(config.maxFileSize))
      : new AppError('45', MESSAGES.file.chunkTooLarge);
  const tempPath = path.join(store.tmpDir, `incoming-${crypto.randomUUID()}.part`);
  let bytes = 0;
  const counter = new Transform({
    transform(data: Buffer, _encoding, done) {
      bytes += data.length;
      if (bytes > limit) done(tooLarge());
      else done(null, data);
    },
  });
  try {
    await pipeline(part.file, counter, fs.createWriteStream(tempPath));
    // The multipart parser stops at its own limit (one byte over a chunk) and marks the part.
    if (part.file.truncated) throw tooLarge();
  } catch (err) {
    await fsp.rm(tempPath, { force: true });
    throw err;
  }
  return { path: tempPath, bytes };
}

async function drain(stream: Readable): Promise<void> {
  for await (const _ of stream) {
    // Unused file parts are read and dropped so the rest of the form can be parsed.
  }
}

/** Puts a chunk in its upload's folder; assembles the file when it was the last one missing. */
async function placeChunk(
  deps: Deps,
  idUser: number,
  input: TFileUploadFields,
  chunk: IncomingChunk,
): Promise<ChunkOutcome> {
  const { database, store, config } = deps;
  const db = database.db;
  const displayName = displayNameOf(input.name);
  // Without a client uploadId, the account, name and chunk count tie the chunks together.
  const uploadKey = input.uploadId ? `id:${input.uploadId}` : `name:${input.totalChunks}:${displayName}`;
  let pending: uploadsRepo.PendingUpload;
  try {
    pending = await uploadsRepo.touchPendingUpload(db, idUser, {
      uploadKey,
      name: displayName,
      totalChunks: input.totalChunks,
      now: deps.now(),
    });
    if (pending.total_chunks !== input.totalChunks)
      throw AppError.invalid('totalChunks', MESSAGES.file.totalChunksChanged);
    const folder = uploadFolder(store, pending.id_upload);
    await fsp.mkdir(folder, { recursive: true });
    // rename replaces a chunk sent before with the same index.
    await fsp.rename(chunk.path, path.join(folder, `${input.chunkIndex}.part`));
  } catch (err) {
    await fsp.rm(chunk.path, { force: true });
    throw err;
  }

  const folder = uploadFolder(store, pending.id_upload);
  const present = await chunksPresent(folder, input.totalChunks);
  if (present.bytes > config.maxFileSize) {
    await discardUpload(deps, idUser, pending.id_upload);
    throw new AppError('45', MESSAGES.file.tooLarge(config.maxFileSize));
  }
  const progress = { received: present.count, totalChunks: input.totalChunks };
  if (present.count < input.totalChunks) return { kind: 'progress', progress };
  // The last chunks may arrive together: only the request that claims the upload assembles it.
  if (!(await uploadsRepo.claimPendingUpload(db, idUser, pending.id_upload))) return { kind: 'progress', progress };
  try {
    const file = await storeUpload(deps, idUser, folder, input.totalChunks, displayName, input.comment ?? null);
    return { kind: 'stored', file };
  } finally {
    await fsp.rm(folder, { recursive: true, force: true });
  }
}

export function uploadFolder(store: FileStore, idUpload: string): string {
  return path.join(store.tmpDir, idUpload);
}

async function chunksPresent(folder: string, totalChunks: number): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for (const entry of await fsp.readdir(folder)) {
    const match = CHUNK_FILE.exec(entry);
    if (!match || Number(match[1]) >= totalChunks) continue;
    const stat = await fsp.stat(path.join(folder, entry)).catch(() => null);
    if (!stat) continue;
    count += 1;
    bytes += stat.size;
  }
  return { count, bytes };
}

async function discardUpload(deps: Deps, idUser: number, idUpload: string): Promise<void> {
  await uploadsRepo.claimPendingUpload(deps.database.db, idUser, idUpload);
  await fsp.rm(uploadFolder(deps.store, idUpload), { recursive: true, force: true });
}

/** Concatenates the chunks in index order, streaming through a small buffer; returns the size. */
async function concatChunks(folder: string, totalChunks: number, destPath: string): Promise<number> {
  const out = await fsp.open(destPath, 'w');
  let size = 0;
  try {
    for (let index = 0; index < totalChunks; index += 1) {
      const source = fs.createReadStream(path.join(folder, `${index}.part`), { highWaterMark: COPY_BUFFER });
      for await (const data of source as AsyncIterable<Buffer>) {
        await out.write(data);
        size += data.length;
      }
    }
  } finally {
    await out.close();
  }
  return size;
}

/** Checks the assembled bytes are a kept image, makes the thumbnail, stores both and the row. */
async function storeUpload(
  deps: Deps,
  idUser: number,
  folder: string,
  totalChunks: number,
  displayName: string,
  comment: string | null,
): Promise<TFilePublic> {
  const assembled = path.join(folder, 'assembled');
  const size = await concatChunks(folder, totalChunks, assembled);
  const stored = await storeImageFile(deps, idUser, { sourcePath: assembled, size, displayName, comment });
  if (!stored) throw AppError.invalid('chunk', MESSAGES.file.notAnImage);
  return stored;
}

/**
 * Checks a finished local file is a kept image, makes its thumbnail, and moves both into
 * the store with the library row; null (nothing kept) when the bytes are not an image.
 * Used by uploads and by guide imports, which must not trust an image they are given.
 */
export async function storeImageFile(
  deps: Deps,
  idUser: number,
  input: { sourcePath: string; size: number; displayName: string; comment: string | null },
): Promise<TFilePublic | null> {
  const { store, database } = deps;
  const { sourcePath: assembled, size, displayName, comment } = input;
  const image = await probeImage(assembled);
  const thumbnail = `${assembled}.${THUMBNAIL_NAME}`;
  if (!image || !(await writeThumbnail(assembled, thumbnail))) {
    await fsp.rm(thumbnail, { force: true });
    return null;
  }

  // The folder is a fresh uuid, so the library cannot be enumerated and names never collide.
  const fileId = crypto.randomUUID();
  const storageName = storageNameOf(displayName);
  const fileKey = `${fileId}/${storageName}`;
  const thumbnailKey = `${fileId}/${THUMBNAIL_NAME}`;
  try {
    await store.putFile(fileKey, assembled);
    await store.putFile(thumbnailKey, thumbnail);
    const row = await filesRepo.insertFile(database.db, idUser, {
      file_ID: fileId,
      name: displayName,
      size,
      path_file: `${RAW_FILES_PATH}/${fileKey}`,
      path_thumbnail: `${RAW_FILES_PATH}/${thumbnailKey}`,
      mime_type: image.mimeType,
      width: image.width,
      height: image.height,
      comment,
      private: LIMITS.PRIVATE_FLAG,
      date_created: deps.now(),
    });
    return presentFile(row);
  } catch (err) {
    await store.remove(fileKey);
    await store.remove(thumbnailKey);
    throw err;
  }
}
