/**
 * Chunked uploads (spec/api.md "Uploads"): each multipart post streams its `chunk` to
 * disk, and the post that completes the set checks and stores the image. No chunk is
 * ever held whole in memory.
 *
 * Layout of an upload's folder (uploads-tmp/<id_upload>/):
 * - `assembly`: the final file. Chunk i is written straight at offset i * LIMITS.CHUNK_SIZE,
 *   so when every chunk but the last has the full chunk size (what the web app sends) the
 *   finished file needs no copy: it is truncated and moved into the store. Other chunk
 *   sizes are moved down into place when the upload completes.
 * - `<i>.part`: chunk i was received whole; holds its byte count. Written after the bytes,
 *   removed before a re-sent chunk overwrites them, so a broken re-send counts as missing.
 * - `<i>.chunk`: chunk i's bytes when slots would leave an absurdly large sparse file (many
 *   small chunks); those are joined in order at the end, as before.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
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
import { invalidInput } from '../../plugins/envelope.ts';
import { assertStorableText, isStorableText } from '../../plugins/request-input.ts';
import { crashPoint } from '../../lib/crash-points.ts';
import type { FileStore } from '../../storage/file-store.ts';
import * as filesRepo from './files.repository.ts';
import * as uploadsRepo from './uploads.repository.ts';
import { presentFile } from './files.presenter.ts';
import { displayNameOf, storageNameOf, THUMBNAIL_NAME } from './file-names.ts';
import { probeImage, thumbnailAfterAnswer, writeThumbnail } from './image-processing.ts';
import { canQueueThumbnails, queueThumbnail } from './thumbnail-queue.ts';
import { bodyParts, drainPart, readPart } from './multipart-body.ts';

/** Where stored images are served, under the API base (image URL = /api + path_file). */
export const RAW_FILES_PATH = '/files/public/raw';

export type ChunkOutcome = { kind: 'progress'; progress: TUploadProgress } | { kind: 'stored'; file: TFilePublic };

const ASSEMBLY = 'assembly';
const RECEIVED_MARK = /^(\d+)\.part$/;
const COPY_BUFFER = 1024 * 1024;
/** Disk writes are gathered to this size: fewer, larger writes while the socket keeps reading. */
const WRITE_BATCH = 1024 * 1024;

type Upload = {
  idUpload: string;
  folder: string;
  input: TFileUploadFields;
  displayName: string;
  slotted: boolean;
  /** Its key in busyUploads, and the end of this request's hold on it. */
  busyKey: string;
  release: () => void;
};

/**
 * Requests at work on each upload (account and upload key) in this process. A chunk that fails
 * leaves its upload as it was, except that an upload holding no chunk and no other request is
 * removed at once (row and folder): a first chunk cut off leaves nothing behind.
 */
const busyUploads = new Map<string, number>();

function holdUpload(key: string): () => void {
  busyUploads.set(key, (busyUploads.get(key) ?? 0) + 1);
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    const left = (busyUploads.get(key) ?? 1) - 1;
    if (left > 0) busyUploads.set(key, left);
    else busyUploads.delete(key);
  };
}

/**
 * Reads one multipart chunk post to its end and answers with progress or the stored file. A body
 * that is not whole multipart (or a connection lost on the way) answers 10 (multipart-body.ts);
 * then, as after any refusal, the chunk's bytes are removed, and so is an upload left empty.
 */
export async function receiveChunk(deps: Deps, idUser: number, parts: AsyncIterable<Multipart>): Promise<ChunkOutcome> {
  const fields: Record<string, string> = {};
  // Either the chunk went straight to its place (fields came first), or to a temp file.
  let placed: Upload | null = null;
  let opened: Upload | null = null;
  let tempPath: string | null = null;
  let tempBytes = 0;
  try {
    for await (const part of bodyParts(parts)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'chunk' || placed || tempPath) {
          await drainPart(part.file);
          continue;
        }
        // Straight into the upload only when everything that names its place came first (the web
        // app's order); an uploadId arriving after the bytes would name another upload.
        const early = fields.uploadId && isStorableText(fields) ? ZFileUploadFields.safeParse(fields) : null;
        if (early?.success && early.data.chunkIndex < early.data.totalChunks) {
          const upload = await openUpload(deps, idUser, early.data);
          opened = upload;
          await writeChunk(deps, upload, part);
          placed = upload;
        } else {
          tempPath = path.join(deps.store.tmpDir, `incoming-${crypto.randomUUID()}.part`);
          tempBytes = await writeStream(deps, part, tempPath, 0, 'w');
        }
      } else if (!(part.fieldname in fields) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (!placed && !tempPath)
      throw new AppError('10', MESSAGES.file.chunkMissing, { chunk: MESSAGES.file.chunkMissing });
    let input: TFileUploadFields;
    try {
      input = parseFields(fields);
    } catch (err) {
      // A field after the chunk broke a rule: the chunk is refused like any other.
      if (placed) await fsp.rm(receivedMark(placed, placed.input.chunkIndex), { force: true });
      throw err;
    }
    if (!placed) {
      const upload = await openUpload(deps, idUser, input);
      opened = upload;
      await moveTempChunk(upload, tempPath as string, tempBytes);
      tempPath = null;
      placed = upload;
    }
    // Fields after the chunk (a comment) still count; those naming the upload were read before it.
    placed.input = { ...input, ...pick(placed.input) };
    crashPoint('chunk-received');
    return await chunkReceived(deps, idUser, placed);
  } catch (err) {
    if (opened) await dropIfEmpty(deps, idUser, opened);
    throw err;
  } finally {
    opened?.release();
    if (tempPath) await fsp.rm(tempPath, { force: true });
  }
}

/** After a failed chunk: removes its upload when no chunk of it arrived and no other request is on it. */
async function dropIfEmpty(deps: Deps, idUser: number, upload: Upload): Promise<void> {
  const othersOnIt = () => (busyUploads.get(upload.busyKey) ?? 0) > 1;
  if (othersOnIt()) return;
  const received = await receivedChunks(upload.folder, upload.input.totalChunks).catch(() => new Map());
  if (received.size > 0 || othersOnIt()) return;
  await discardUpload(deps, idUser, upload.idUpload);
}

function uploadKeyOf(input: TFileUploadFields, displayName: string): string {
  // Without a client uploadId, the account, name and chunk count tie the chunks together.
  return input.uploadId ? `id:${input.uploadId}` : `name:${input.totalChunks}:${displayName}`;
}

function pick(input: TFileUploadFields) {
  return { uploadId: input.uploadId, name: input.name, chunkIndex: input.chunkIndex, totalChunks: input.totalChunks };
}

function parseFields(fields: Record<string, string>): TFileUploadFields {
  // The same gates as a JSON body: text PostgreSQL can store, then the contract's 10-or-12 rule
  // (missing or malformed fields are a broken client: 10; a rule the values break: 12).
  assertStorableText(fields);
  const parsed = ZFileUploadFields.safeParse(fields);
  if (!parsed.success) throw invalidInput(parsed.error, fields, true);
  if (parsed.data.chunkIndex >= parsed.data.totalChunks)
    throw AppError.invalid('chunkIndex', MESSAGES.file.chunkOutOfRange);
  return parsed.data;
}

/** The pending upload this chunk belongs to (made on its first chunk), with its folder ready. */
async function openUpload(deps: Deps, idUser: number, input: TFileUploadFields): Promise<Upload> {
  const displayName = displayNameOf(input.name);
  const uploadKey = uploadKeyOf(input, displayName);
  // Held from before the row is touched, so a failing chunk never removes an upload another uses.
  const busyKey = `${idUser}:${uploadKey}`;
  const release = holdUpload(busyKey);
  try {
    const pending = await uploadsRepo.touchPendingUpload(deps.database.db, idUser, {
      uploadKey,
      name: displayName,
      totalChunks: input.totalChunks,
      now: deps.now(),
    });
    if (pending.total_chunks !== input.totalChunks)
      throw AppError.invalid('totalChunks', MESSAGES.file.totalChunksChanged);
    const folder = uploadFolder(deps.store, pending.id_upload);
    await fsp.mkdir(folder, { recursive: true });
    // Slots past the largest allowed file would only make a huge sparse file: such uploads use small chunks.
    const slotted = (input.totalChunks - 1) * LIMITS.CHUNK_SIZE < deps.config.maxFileSize;
    return { idUpload: pending.id_upload, folder, input, displayName, slotted, busyKey, release };
  } catch (err) {
    release();
    throw err;
  }
}

function chunkLimit(deps: Deps): { limit: number; tooLarge: () => AppError } {
  const { maxFileSize } = deps.config;
  const limit = Math.min(LIMITS.CHUNK_SIZE, maxFileSize);
  return {
    limit,
    tooLarge: () =>
      limit < LIMITS.CHUNK_SIZE
        ? new AppError('45', MESSAGES.file.tooLarge(maxFileSize))
        : new AppError('45', MESSAGES.file.chunkTooLarge),
  };
}

/** Where chunk `index` lives: a slot of the assembly file, or a file of its own. */
function chunkPlace(upload: Upload, index: number): { file: string; start: number } {
  return upload.slotted
    ? { file: path.join(upload.folder, ASSEMBLY), start: index * LIMITS.CHUNK_SIZE }
    : { file: path.join(upload.folder, `${index}.chunk`), start: 0 };
}

function receivedMark(upload: Upload, index: number): string {
  return path.join(upload.folder, `${index}.part`);
}

/** Streams the chunk into its place; the received mark is written only once every byte is there. */
async function writeChunk(deps: Deps, upload: Upload, part: MultipartFile): Promise<void> {
  const index = upload.input.chunkIndex;
  const place = chunkPlace(upload, index);
  // A re-sent chunk overwrites the earlier bytes: until it is whole, the chunk is missing.
  await fsp.rm(receivedMark(upload, index), { force: true });
  const bytes = await writeStream(deps, part, place.file, place.start, upload.slotted ? 'slot' : 'w');
  crashPoint('chunk-written');
  await fsp.writeFile(receivedMark(upload, index), String(bytes));
}

/**
 * Writes the part's bytes at `start` of `file`, refusing them as soon as they pass the chunk
 * limit (nothing past it is written, so a neighbouring slot is never touched). 'slot' opens
 * the shared assembly file without truncating it, creating it when this is the first chunk.
 */
async function writeStream(
  deps: Deps,
  part: MultipartFile,
  file: string,
  start: number,
  mode: 'w' | 'slot',
): Promise<number> {
  const { limit, tooLarge } = chunkLimit(deps);
  const handle = await openForWrite(file, mode);
  let bytes = 0;
  let position = start;
  let batch: Buffer[] = [];
  let batchBytes = 0;
  // One batch is written while the next one fills: the socket keeps being read during disk writes.
  // Writes are chained, so they land in order and a failure reaches whoever waits next.
  let writing: Promise<void> = Promise.resolve();
  const startWrite = () => {
    const buffers = batch;
    const length = batchBytes;
    const at = position;
    batch = [];
    batchBytes = 0;
    position += length;
    writing = writing.then(() => writeAll(handle, buffers, length, at));
    // Never an unhandled rejection while nobody waits on it yet.
    writing.catch(() => undefined);
  };
  try {
    await readPart(part.file, (data) => {
      bytes += data.length;
      if (bytes > limit) throw tooLarge();
      batch.push(data);
      batchBytes += data.length;
      if (batchBytes < WRITE_BATCH) return undefined;
      // The stream pauses only while the batch before this one is still being written.
      const previous = writing;
      startWrite();
      return previous;
    });
    // The multipart parser stops at its own limit (one byte over a chunk) and marks the part.
    if (part.file.truncated) throw tooLarge();
    if (batchBytes > 0) startWrite();
    await writing;
  } catch (err) {
    await writing.catch(() => undefined);
    if (mode === 'w') await fsp.rm(file, { force: true });
    throw err;
  } finally {
    await handle.close();
  }
  return bytes;
}

/** Writes every byte of `buffers` at `position` (writev may write less than asked). */
async function writeAll(handle: fsp.FileHandle, buffers: Buffer[], length: number, position: number): Promise<void> {
  let written = 0;
  while (written < length) {
    const rest = written === 0 ? buffers : [Buffer.concat(buffers).subarray(written)];
    const { bytesWritten } = await handle.writev(rest, position + written);
    written += bytesWritten;
  }
}

async function openForWrite(file: string, mode: 'w' | 'slot'): Promise<fsp.FileHandle> {
  if (mode === 'w') return fsp.open(file, 'w');
  try {
    return await fsp.open(file, 'r+');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    // 'wx' then 'r+': two first chunks arriving together must not truncate each other's bytes.
    await fsp
      .open(file, 'wx')
      .then((h) => h.close())
      .catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'EEXIST') throw e;
      });
    return fsp.open(file, 'r+');
  }
}

/** A chunk that came before its fields: moved from its temp file into its place. */
async function moveTempChunk(upload: Upload, tempPath: string, bytes: number): Promise<void> {
  const index = upload.input.chunkIndex;
  const place = chunkPlace(upload, index);
  await fsp.rm(receivedMark(upload, index), { force: true });
  if (!upload.slotted) {
    await fsp.rename(tempPath, place.file);
  } else if (
    index === 0 &&
    (await fsp.link(tempPath, place.file).then(
      () => true,
      () => false,
    ))
  ) {
    // The first slot of a new assembly file: the temp file becomes it, no copy.
    await fsp.rm(tempPath, { force: true });
  } else {
    const out = await openForWrite(place.file, 'slot');
    try {
      await copyRange(tempPath, 0, bytes, out, place.start);
    } finally {
      await out.close();
    }
    await fsp.rm(tempPath, { force: true });
  }
  await fsp.writeFile(receivedMark(upload, index), String(bytes));
}

/** Copies `length` bytes from `source` at `from` to `out` at `to`, through a small buffer. */
async function copyRange(source: string, from: number, length: number, out: fsp.FileHandle, to: number) {
  const input = await fsp.open(source, 'r');
  try {
    await copyWithin(input, from, length, out, to);
  } finally {
    await input.close();
  }
}

/** Front to back, so it also moves bytes to a lower offset of the same file (to <= from). */
async function copyWithin(input: fsp.FileHandle, from: number, length: number, out: fsp.FileHandle, to: number) {
  const buffer = Buffer.allocUnsafe(Math.min(COPY_BUFFER, Math.max(1, length)));
  let done = 0;
  while (done < length) {
    const { bytesRead } = await input.read(buffer, 0, Math.min(buffer.length, length - done), from + done);
    if (bytesRead === 0) throw new Error(`Upload chunk ended early at ${from + done}`);
    await out.write(buffer, 0, bytesRead, to + done);
    done += bytesRead;
  }
}

/** After a chunk is in place: progress, or (the last one missing) the stored file. */
async function chunkReceived(deps: Deps, idUser: number, upload: Upload): Promise<ChunkOutcome> {
  const { totalChunks } = upload.input;
  const received = await receivedChunks(upload.folder, totalChunks);
  const bytes = [...received.values()].reduce((sum, n) => sum + n, 0);
  if (bytes > deps.config.maxFileSize) {
    await discardUpload(deps, idUser, upload.idUpload);
    throw new AppError('45', MESSAGES.file.tooLarge(deps.config.maxFileSize));
  }
  const progress = { received: received.size, totalChunks };
  if (received.size < totalChunks) return { kind: 'progress', progress };
  // The last chunks may arrive together: only the request that claims the upload assembles it.
  if (!(await uploadsRepo.claimPendingUpload(deps.database.db, idUser, upload.idUpload)))
    return { kind: 'progress', progress };
  crashPoint('upload-claimed');
  try {
    const assembled = await assemble(upload, received);
    crashPoint('assembled');
    const file = await storeImageFile(deps, idUser, {
      sourcePath: assembled,
      size: bytes,
      displayName: upload.displayName,
      comment: upload.input.comment ?? null,
      thumbnailLater: true,
    });
    if (!file) throw AppError.invalid('chunk', MESSAGES.file.notAnImage);
    return { kind: 'stored', file };
  } finally {
    await fsp.rm(upload.folder, { recursive: true, force: true });
  }
}

export function uploadFolder(store: FileStore, idUpload: string): string {
  return path.join(store.tmpDir, idUpload);
}

/** Received chunk index -> its byte count, from the marks in the folder. */
async function receivedChunks(folder: string, totalChunks: number): Promise<Map<number, number>> {
  const received = new Map<number, number>();
  for (const entry of await fsp.readdir(folder)) {
    const match = RECEIVED_MARK.exec(entry);
    if (!match || Number(match[1]) >= totalChunks) continue;
    const text = await fsp.readFile(path.join(folder, entry), 'utf8').catch(() => null);
    if (text === null || !/^\d+$/.test(text)) continue;
    received.set(Number(match[1]), Number(text));
  }
  return received;
}

async function discardUpload(deps: Deps, idUser: number, idUpload: string): Promise<void> {
  await uploadsRepo.claimPendingUpload(deps.database.db, idUser, idUpload);
  await fsp.rm(uploadFolder(deps.store, idUpload), { recursive: true, force: true });
}

/** Makes `assembly` hold exactly the chunks in order; returns its path. */
async function assemble(upload: Upload, sizes: Map<number, number>): Promise<string> {
  const { totalChunks } = upload.input;
  const assembly = path.join(upload.folder, ASSEMBLY);
  const sizeOf = (index: number) => sizes.get(index) ?? 0;
  const out = await fsp.open(assembly, upload.slotted ? 'r+' : 'w');
  try {
    let offset = 0;
    for (let index = 0; index < totalChunks; index += 1) {
      if (upload.slotted) {
        // Full-size chunks are already where they belong; shorter ones leave gaps to close.
        const slot = index * LIMITS.CHUNK_SIZE;
        if (slot !== offset) await copyWithin(out, slot, sizeOf(index), out, offset);
      } else {
        await copyRange(path.join(upload.folder, `${index}.chunk`), 0, sizeOf(index), out, offset);
      }
      offset += sizeOf(index);
    }
    // A slot may hold more than its chunk (an earlier, longer send of the last chunk).
    await out.truncate(offset);
  } finally {
    await out.close();
  }
  return assembly;
}

/**
 * Checks a finished local file is a kept image, makes its thumbnail, and moves both into
 * the store with the library row; null (nothing kept) when the bytes are not an image.
 * Used by uploads and by guide imports, which must not trust an image they are given.
 *
 * With `thumbnailLater`, a very large image (image-processing.ts thumbnailAfterAnswer) is
 * stored with path_thumbnail null and its thumbnail is made right after the answer
 * (thumbnail-queue.ts); the header was checked, the full decode happens then.
 */
export async function storeImageFile(
  deps: Deps,
  idUser: number,
  input: { sourcePath: string; size: number; displayName: string; comment: string | null; thumbnailLater?: boolean },
): Promise<TFilePublic | null> {
  const { store, database } = deps;
  const { sourcePath: assembled, size, displayName, comment } = input;
  const image = await probeImage(assembled);
  if (!image) return null;
  const later = input.thumbnailLater === true && thumbnailAfterAnswer(image) && canQueueThumbnails(deps);
  const thumbnail = `${assembled}.${THUMBNAIL_NAME}`;
  if (!later && !(await writeThumbnail(assembled, thumbnail))) {
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
    crashPoint('file-stored');
    if (!later) await store.putFile(thumbnailKey, thumbnail);
    crashPoint('thumbnail-stored');
    const row = await filesRepo.insertFile(database.db, idUser, {
      file_ID: fileId,
      name: displayName,
      size,
      path_file: `${RAW_FILES_PATH}/${fileKey}`,
      path_thumbnail: later ? null : `${RAW_FILES_PATH}/${thumbnailKey}`,
      mime_type: image.mimeType,
      width: image.width,
      height: image.height,
      comment,
      private: LIMITS.PRIVATE_FLAG,
      date_created: deps.now(),
    });
    crashPoint('row-inserted');
    if (later)
      queueThumbnail(deps, {
        idUser,
        idFile: row.id_file_public,
        source: store.pathOf(fileKey),
        fileKey,
        thumbnailKey,
        thumbnailPath: `${RAW_FILES_PATH}/${thumbnailKey}`,
      });
    return presentFile(row);
  } catch (err) {
    await store.remove(fileKey);
    await store.remove(thumbnailKey);
    throw err;
  }
}
