/**
 * Chunked uploads (POST /files/public/create): the upload state machine. The bytes are a multipart upload
 * of the storage driver (storage/storage-driver.ts), begun on the first chunk under the file's final
 * key; each multipart post streams its `chunk` straight into that upload's part (the local driver
 * writes it where it ends up in the file, so a finished upload needs no copy). The chunks received
 * whole are recorded on the pending_uploads row (every instance sees them); the post that completes
 * the set claims the row, has the driver join the parts, and hands the file to image ingestion
 * (checks, thumbnail, row). No chunk is ever held whole in memory.
 */
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  LIMITS,
  MESSAGES,
  RESULT,
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
import type { MultipartUpload, PartReceipt } from '../../storage/storage-driver.ts';
import * as uploadsRepo from './uploads.repository.ts';
import { displayNameOf, fileKeyOf } from './file-names.ts';
import { ingestImage } from './image-ingestion.ts';
import { bodyParts, drainPart, readPart } from './multipart-body.ts';

export type ChunkOutcome = { kind: 'progress'; progress: TUploadProgress } | { kind: 'stored'; file: TFilePublic };

/** Bytes of a chunk read from the socket and not yet taken by the store: past this the socket waits. */
const CHUNK_BUFFER = 1024 * 1024;

type Upload = {
  idUpload: string;
  multipart: MultipartUpload;
  input: TFileUploadFields;
  displayName: string;
  /** Its key in busyUploads, and the end of this request's hold on it. */
  busyKey: string;
  release: () => void;
};

/**
 * Requests at work on each upload (account and upload key) in this process. A chunk that fails
 * leaves its upload as it was, except that an upload holding no chunk and no other request is
 * removed at once (row and storage upload): a first chunk cut off leaves nothing behind.
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
 * then, as after any refusal, the chunk does not count, and an upload left empty is removed.
 */
export async function receiveChunk(
  deps: Deps,
  idWorkspace: number,
  parts: AsyncIterable<Multipart>,
): Promise<ChunkOutcome> {
  const fields: Record<string, string> = {};
  // Either the chunk went straight into its upload (fields came first), or it waits under a key of its own.
  let placed: { upload: Upload; receipt: PartReceipt } | null = null;
  let opened: Upload | null = null;
  let stagedKey: string | null = null;
  try {
    for await (const part of bodyParts(parts)) {
      if (part.type === 'file') {
        if (part.fieldname !== 'chunk' || placed || stagedKey) {
          await drainPart(part.file);
          continue;
        }
        // Straight into the upload only when everything that names its place came first (the web
        // app's order); an uploadId arriving after the bytes would name another upload.
        const early = fields.uploadId && isStorableText(fields) ? ZFileUploadFields.safeParse(fields) : null;
        if (early?.success && early.data.chunkIndex < early.data.totalChunks) {
          const upload = await openUpload(deps, idWorkspace, early.data);
          opened = upload;
          placed = { upload, receipt: await writeChunk(deps, idWorkspace, upload, () => chunkBody(deps, part)) };
        } else {
          // A folder no row names: if a crash leaves it, the stale-upload sweep removes it.
          stagedKey = `${crypto.randomUUID()}/incoming-chunk`;
          await deps.store.put(stagedKey, chunkBody(deps, part));
        }
      } else if (!(part.fieldname in fields) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
    if (!placed && !stagedKey)
      throw new AppError(RESULT.BAD_REQUEST, MESSAGES.file.chunkMissing, { chunk: MESSAGES.file.chunkMissing });
    // A field after the chunk that breaks a rule refuses the chunk like any other: it is never recorded.
    const input = parseFields(fields);
    if (!placed) {
      const upload = await openUpload(deps, idWorkspace, input);
      opened = upload;
      const staged = stagedKey as string;
      placed = { upload, receipt: await writeChunk(deps, idWorkspace, upload, () => deps.store.read(staged)) };
    }
    const { upload, receipt } = placed;
    // Fields after the chunk (a comment) still count; those naming the upload were read before it.
    upload.input = { ...input, ...pick(upload.input) };
    return await chunkReceived(deps, idWorkspace, upload, receipt);
  } catch (err) {
    if (opened) await dropIfEmpty(deps, idWorkspace, opened);
    throw err;
  } finally {
    opened?.release();
    if (stagedKey) await deps.store.delete(stagedKey);
  }
}

/** After a failed chunk: removes its upload when no chunk of it arrived and no other request is on it. */
async function dropIfEmpty(deps: Deps, idWorkspace: number, upload: Upload): Promise<void> {
  const othersOnIt = () => (busyUploads.get(upload.busyKey) ?? 0) > 1;
  if (othersOnIt()) return;
  const row = await uploadsRepo.findPendingUpload(deps.database.db, idWorkspace, upload.idUpload).catch(() => null);
  if (!row || Object.keys(row.parts).length > 0 || othersOnIt()) return;
  await discardUpload(deps, idWorkspace, upload.idUpload);
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

/** The pending upload this chunk belongs to (made on its first chunk), with its storage upload begun. */
async function openUpload(deps: Deps, idWorkspace: number, input: TFileUploadFields): Promise<Upload> {
  const displayName = displayNameOf(input.name);
  const uploadKey = uploadKeyOf(input, displayName);
  // Held from before the row is touched, so a failing chunk never removes an upload another uses.
  const busyKey = `${idWorkspace}:${uploadKey}`;
  const release = holdUpload(busyKey);
  try {
    let pending = await uploadsRepo.touchPendingUpload(deps.database.db, idWorkspace, {
      uploadKey,
      name: displayName,
      totalChunks: input.totalChunks,
      now: deps.now(),
    });
    if (pending.total_chunks !== input.totalChunks)
      throw AppError.invalid('totalChunks', MESSAGES.file.totalChunksChanged);
    if (!pending.storage_upload_id) pending = await beginStorage(deps, idWorkspace, pending);
    const multipart = { key: pending.storage_key as string, uploadId: pending.storage_upload_id as string };
    return { idUpload: pending.id_upload, multipart, input, displayName, busyKey, release };
  } catch (err) {
    release();
    throw err;
  }
}

/**
 * Begins the storage upload under the file's final key (a fresh file_ID and the name of the first
 * chunk). First chunks arriving together each begin one; the first recorded wins, the others are aborted.
 */
async function beginStorage(deps: Deps, idWorkspace: number, pending: uploadsRepo.PendingUpload) {
  const { db } = deps.database;
  const key = fileKeyOf(crypto.randomUUID(), pending.name);
  const layout = { partSize: LIMITS.CHUNK_SIZE, parts: pending.total_chunks, maxSize: deps.config.maxFileSize };
  const multipart = await deps.store.beginUpload(key, layout);
  const mine = await uploadsRepo.setStorageUpload(db, idWorkspace, pending.id_upload, multipart);
  if (mine) return mine;
  await deps.store.abortUpload(multipart);
  const theirs = await uploadsRepo.findPendingUpload(db, idWorkspace, pending.id_upload);
  if (!theirs?.storage_upload_id) throw new Error('The upload was removed while its first chunk arrived');
  return theirs;
}

function chunkLimit(deps: Deps): { limit: number; tooLarge: () => AppError } {
  const { maxFileSize } = deps.config;
  const limit = Math.min(LIMITS.CHUNK_SIZE, maxFileSize);
  return {
    limit,
    tooLarge: () =>
      limit < LIMITS.CHUNK_SIZE
        ? new AppError(RESULT.PAYLOAD_TOO_LARGE, MESSAGES.file.tooLarge(maxFileSize))
        : new AppError(RESULT.PAYLOAD_TOO_LARGE, MESSAGES.file.chunkTooLarge),
  };
}

/**
 * The chunk's bytes as a stream for the store, refused with 45 as soon as they pass the chunk limit
 * (nothing past it reaches the store) and with multipart-body.ts's 10 when the body breaks.
 */
function chunkBody(deps: Deps, part: MultipartFile): Readable {
  const { limit, tooLarge } = chunkLimit(deps);
  let bytes = 0;
  let waiting: { resume: () => void; stop: (err: Error) => void } | null = null;
  const wake = (how: (w: NonNullable<typeof waiting>) => void) => {
    const w = waiting;
    waiting = null;
    if (w) how(w);
  };
  const body = new Readable({
    highWaterMark: CHUNK_BUFFER,
    read: () => wake((w) => w.resume()),
    destroy: (err, callback) => {
      // The store stopped reading (its own failure): the part stops too.
      wake((w) => w.stop(err ?? new Error('The store stopped reading the chunk')));
      callback(err);
    },
  });
  // The failure reaches the store through the stream itself (it reads the stream's error state); a store
  // still getting ready to read must not turn it into an uncaught 'error' event.
  body.on('error', () => undefined);
  readPart(part.file, (data) => {
    if (body.destroyed) throw new Error('The store stopped reading the chunk');
    bytes += data.length;
    if (bytes > limit) throw tooLarge();
    if (body.push(data)) return undefined;
    return new Promise<void>((resume, stop) => (waiting = { resume, stop }));
  }).then(
    // The multipart parser stops at its own limit (one byte over a chunk) and marks the part.
    () => (part.file.truncated ? body.destroy(tooLarge()) : body.push(null)),
    (err: unknown) => body.destroy(err as Error),
  );
  return body;
}

/** Puts chunk `index` into the upload's part; a re-sent chunk replaces the earlier bytes. */
async function writeChunk(
  deps: Deps,
  idWorkspace: number,
  upload: Upload,
  body: () => Readable | Promise<Readable>,
): Promise<PartReceipt> {
  const index = upload.input.chunkIndex;
  // Until the new bytes are whole, the chunk is missing.
  await uploadsRepo.forgetPart(deps.database.db, idWorkspace, upload.idUpload, index);
  const receipt = await deps.store.putPart(upload.multipart, index, await body());
  crashPoint('chunk-written');
  return receipt;
}

/** After a chunk is in place: progress, or (the last one missing) the stored file. */
async function chunkReceived(
  deps: Deps,
  idWorkspace: number,
  upload: Upload,
  receipt: PartReceipt,
): Promise<ChunkOutcome> {
  const { db } = deps.database;
  const { chunkIndex, totalChunks } = upload.input;
  const received = await uploadsRepo.recordPart(db, idWorkspace, upload.idUpload, chunkIndex, receipt);
  if (!received) throw new AppError(RESULT.CONFLICT, MESSAGES.file.uploadRaced);
  crashPoint('chunk-received');
  const sizes = Object.values(received).map((part) => part.size);
  const bytes = sizes.reduce((sum, n) => sum + n, 0);
  if (bytes > deps.config.maxFileSize) {
    await discardUpload(deps, idWorkspace, upload.idUpload);
    throw new AppError(RESULT.PAYLOAD_TOO_LARGE, MESSAGES.file.tooLarge(deps.config.maxFileSize));
  }
  const progress = { received: sizes.length, totalChunks };
  if (sizes.length < totalChunks) return { kind: 'progress', progress };
  // The last chunks may arrive together: only the request that claims the upload assembles it.
  const claimed = await uploadsRepo.claimPendingUpload(db, idWorkspace, upload.idUpload);
  if (!claimed) return { kind: 'progress', progress };
  crashPoint('upload-claimed');
  const parts: PartReceipt[] = [];
  try {
    for (let index = 0; index < totalChunks; index += 1) {
      const part = claimed.parts[String(index)];
      // Only a chunk sent again while the last one completed the set gets here.
      if (!part) throw new AppError(RESULT.CONFLICT, MESSAGES.file.uploadRaced);
      parts.push(part);
    }
    await deps.store.completeUpload(upload.multipart, parts);
  } catch (err) {
    await deps.store.abortUpload(upload.multipart).catch(() => undefined);
    throw err;
  }
  crashPoint('assembled');
  const file = await ingestImage(deps, idWorkspace, {
    source: { storedKey: upload.multipart.key },
    size: parts.reduce((sum, part) => sum + part.size, 0),
    displayName: upload.displayName,
    comment: upload.input.comment ?? null,
    thumbnailLater: true,
  });
  if (!file) throw AppError.invalid('chunk', MESSAGES.file.notAnImage);
  return { kind: 'stored', file };
}

/** Ends an upload that cannot finish: its row and its stored parts (unless another request claimed it). */
async function discardUpload(deps: Deps, idWorkspace: number, idUpload: string): Promise<void> {
  const row = await uploadsRepo.claimPendingUpload(deps.database.db, idWorkspace, idUpload);
  if (row?.storage_upload_id)
    await deps.store.abortUpload({ key: row.storage_key ?? '', uploadId: row.storage_upload_id });
}
