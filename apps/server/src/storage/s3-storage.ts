/**
 * The S3 storage driver (AWS S3, MinIO or another S3-compatible store), on the AWS SDK v3: an
 * object is the bucket's object under its key, and a multipart upload is an S3 multipart upload,
 * part i being S3 part i + 1, so the parts of one upload may arrive at different instances.
 *
 * What S3 does not do as the StorageDriver interface asks, the driver does itself, with objects
 * of its own under `.uploads/<digest of the upload id>/` (keys no caller may name; lists leave them out):
 * - `upload.json`, the upload's layout (the part size a part may not pass), written by beginUpload;
 * - `part-<i>`, a part shorter than S3's 5 MiB minimum that is not the layout's last part. S3 takes
 *   such a part only as the last one of an object, and cannot read a part back before the upload
 *   completes, so a short part is kept as an object until completeUpload knows where it goes. The web
 *   app's chunks are full (100 MiB) but for the last one: they go straight into S3's upload, and a
 *   completeUpload is one CompleteMultipartUpload. Otherwise completeUpload joins the parts itself
 *   (see joinParts).
 * S3 needs a part's length before its bytes: a part body longer than MEMORY_PART is first written to
 * a temporary file under os.tmpdir() (so is the copy withLocalFile lends).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  assertKey,
  assertPrefix,
  InvalidKeyError,
  ObjectNotFoundError,
  type MultipartUpload,
  type PartReceipt,
  type StorageDriver,
  type StoredObject,
  type UploadLayout,
} from './storage-driver.ts';
import { eachChunk } from './stream-chunks.ts';
import { PartTooLargeError } from './local-storage.ts';

const MiB = 1024 * 1024;
/** S3's smallest part but for an object's last one. */
export const S3_MIN_PART = 5 * MiB;
/** S3's most parts in one upload (the contract's MAX_UPLOAD_CHUNKS is the same). */
const S3_MAX_PARTS = 10_000;
/** A part body up to this is held in memory; a longer one goes to a temporary file. */
const MEMORY_PART = 8 * MiB;
/** Parts written when the driver joins an upload's parts or puts a stream. */
const JOIN_PART = 8 * MiB;
const INTERNAL = '.uploads';
const STAGED = 'staged-';
/** Layouts kept in memory (they never change), so a part does not read upload.json each time. */
const LAYOUT_CACHE = 1000;
/** S3 upload ids: printable, URL-safe or base64 characters; never a path out of anywhere. */
const UPLOAD_ID = /^[A-Za-z0-9._~+=/-]{1,1024}$/;
const TEMP_PREFIX = 'guidebook-s3-';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible store (MinIO: http://127.0.0.1:9000); unset: AWS. */
  endpoint?: string;
  /** Both or neither; unset: the SDK's default chain (environment, profile, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** http://host/bucket/key rather than http://bucket.host/key (MinIO and most self-hosted stores). */
  forcePathStyle?: boolean;
  /** A client made by the caller (tests watch its requests); the connection options above are then unused. */
  client?: S3Client;
  /** Where part bodies and lent files are written for a while (default: os.tmpdir()/guidebook-s3). */
  tmpDir?: string;
};

/** An S3 operation the store does not implement (s3rver, some gateways): what the driver cannot do there. */
export class StorageUnsupportedError extends Error {
  constructor(operation: string, cause: unknown) {
    super(`The S3 store does not support ${operation} (${describeError(cause)})`);
    this.name = 'StorageUnsupportedError';
  }
}

type Layout = { key: string; uploadId: string; partSize: number; parts: number };

type S3Failure = Error & { Code?: string; $metadata?: { httpStatusCode?: number }; code?: string };

const statusOf = (err: unknown) => (err as S3Failure).$metadata?.httpStatusCode;
const nameOf = (err: unknown) => (err as S3Failure).name;
const isMissingObject = (err: unknown) => ['NoSuchKey', 'NotFound'].includes(nameOf(err));
const isUnsupported = (err: unknown) =>
  ['NotImplemented', 'MethodNotAllowed'].includes(nameOf(err)) || [405, 501].includes(statusOf(err) ?? 0);

/** One line for an SDK error: its name or network code and its message. */
export function describeError(err: unknown): string {
  const e = err as S3Failure & { cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  const message = (e.message || '').split('\n')[0]!.trim();
  if (code && !message.includes(code)) return `${code}: ${message}`;
  if (message && message !== e.name && e.name && e.name !== 'Error') return `${e.name}: ${message}`;
  return message || e.name || String(err);
}

/** S3 entity tags come quoted; some stores leave the quotes off. */
const quoted = (etag: string | undefined): string => {
  if (!etag) return '""';
  return /^(W\/)?".*"$/.test(etag) ? etag : `"${etag}"`;
};
const unquoted = (etag: string) => etag.replace(/^(W\/)?"|"$/g, '');
const isStaged = (receipt: PartReceipt) => unquoted(receipt.etag).startsWith(STAGED);

export function createS3Client(options: S3StorageOptions): S3Client {
  return (
    options.client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle ?? false,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: S3-compatible stores do not all take the SDK's
      // default streaming (aws-chunked) checksums, and every body here has its length.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000 },
    })
  );
}

export function createS3Storage(options: S3StorageOptions): StorageDriver {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  const tmpDir = options.tmpDir ?? path.join(os.tmpdir(), 'guidebook-s3');
  const layouts = new Map<string, Layout>();

  /** A caller's key: a storage key outside the driver's own `.uploads/`. */
  const objectKey = (key: string) => {
    assertKey(key);
    if (key.split('/')[0] === INTERNAL) throw new InvalidKeyError(key);
    return key;
  };
  const checkUploadId = (uploadId: string) => {
    if (
      typeof uploadId !== 'string' ||
      !UPLOAD_ID.test(uploadId) ||
      uploadId.split('/').some((s) => s === '.' || s === '..')
    )
      throw new InvalidKeyError(uploadId);
  };
  const internalFolder = (uploadId: string) =>
    `${INTERNAL}/${crypto.createHash('sha256').update(uploadId).digest('hex').slice(0, 40)}/`;
  const layoutKey = (uploadId: string) => `${internalFolder(uploadId)}upload.json`;
  const stagedKey = (uploadId: string, index: number) => `${internalFolder(uploadId)}part-${index}`;

  const getObject = async (key: string, range?: { start: number; end: number }) => {
    try {
      const out = await client.send(
        new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
      );
      return { body: out.Body as Readable, etag: quoted(out.ETag) };
    } catch (err) {
      if (isMissingObject(err)) throw new ObjectNotFoundError(key);
      // A range starting past the object's end: no bytes (the local driver's answer too).
      if (nameOf(err) === 'InvalidRange') return { body: Readable.from([]), etag: '' };
      throw err;
    }
  };

  const readLayout = async (upload: MultipartUpload): Promise<Layout> => {
    checkUploadId(upload.uploadId);
    const cached = layouts.get(upload.uploadId);
    if (cached) return cached;
    let layout: Layout;
    try {
      const { body } = await getObject(layoutKey(upload.uploadId));
      layout = JSON.parse((await bytesOf(body)).toString('utf8')) as Layout;
    } catch (err) {
      if (err instanceof ObjectNotFoundError) throw new Error(`No upload ${upload.uploadId} is open`);
      throw err;
    }
    if (layout.uploadId !== upload.uploadId) throw new InvalidKeyError(upload.uploadId);
    if (layouts.size >= LAYOUT_CACHE) layouts.delete(layouts.keys().next().value as string);
    layouts.set(upload.uploadId, layout);
    return layout;
  };

  const uploadPart = async (key: string, uploadId: string, partNumber: number, body: Buffer | SpooledBody) => {
    const out = await client.send(
      new UploadPartCommand({
        Bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: partNumber,
        Body: Buffer.isBuffer(body) ? body : body.open(),
        ContentLength: Buffer.isBuffer(body) ? body.length : body.size,
      }),
    );
    return quoted(out.ETag);
  };

  const complete = async (key: string, uploadId: string, parts: CompletedPart[]) => {
    await client.send(
      new CompleteMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: parts } }),
    );
  };

  const deleteInternal = async (uploadId: string) => {
    for await (const object of listObjects(internalFolder(uploadId), true)) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: object.key }));
    }
    layouts.delete(uploadId);
  };

  async function* listObjects(prefix: string, internal = false): AsyncGenerator<StoredObject> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
      );
      for (const item of page.Contents ?? []) {
        if (!item.Key || (!internal && item.Key.split('/')[0] === INTERNAL)) continue;
        yield {
          key: item.Key,
          size: item.Size ?? 0,
          modified: item.LastModified ?? new Date(0),
          etag: quoted(item.ETag),
        };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function* listOpenUploads(): AsyncGenerator<MultipartUpload & { modified: Date }> {
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await client.send(new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }));
      } catch (err) {
        if (isUnsupported(err)) throw new StorageUnsupportedError('ListMultipartUploads', err);
        throw err;
      }
      for (const item of page.Uploads ?? []) {
        if (!item.Key || !item.UploadId || item.Key.split('/')[0] === INTERNAL) continue;
        yield { key: item.Key, uploadId: item.UploadId, modified: item.Initiated ?? new Date(0) };
      }
      const more = page.IsTruncated === true;
      KeyMarker = more ? page.NextKeyMarker : undefined;
      UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (KeyMarker);
  }

  /** Writes `body` into the open upload as parts 1, 2, … of JOIN_PART bytes (the last shorter). */
  const writeParts = async (key: string, uploadId: string, body: Readable): Promise<CompletedPart[]> => {
    const parts: CompletedPart[] = [];
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    // The last part may still be on its way when the body ends.
    let sending: Promise<void> = Promise.resolve();
    const flush = () => {
      const bytes = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      const part: CompletedPart = { PartNumber: parts.length + 1 };
      parts.push(part);
      sending = (async () => {
        part.ETag = await uploadPart(key, uploadId, part.PartNumber!, bytes);
      })();
      return sending;
    };
    await eachChunk(body, (data) => {
      pending.push(data);
      pendingBytes += data.length;
      return pendingBytes >= JOIN_PART ? flush() : undefined;
    });
    await sending;
    if (pendingBytes > 0 || parts.length === 0) await flush();
    return parts;
  };

  /** A staged part's bytes, checked against its receipt (a part staged again since would differ). */
  const readStaged = async (uploadId: string, index: number, receipt: PartReceipt): Promise<Readable> => {
    const { body, etag } = await getObject(stagedKey(uploadId, index));
    if (`${STAGED}${unquoted(etag)}` !== unquoted(receipt.etag)) {
      body.destroy();
      throw new Error(`Part ${index} of upload ${uploadId} is not the one its receipt names`);
    }
    return body;
  };

  /**
   * Completes an upload holding a short part before its last, which S3 would refuse
   * (EntityTooSmall). When every part is staged, their bytes become the upload's parts 1, 2, … of
   * JOIN_PART bytes, and the object appears whole. When some parts are in S3's upload, those can only
   * be read once it completes: it is completed with them alone, then that object is replaced by the
   * joined one (readers of the key could see the first object in between; uploads' keys are
   * named to nobody before completeUpload returns). Only a client sending short chunks gets here.
   */
  const joinParts = async (upload: MultipartUpload, parts: PartReceipt[]) => {
    const held = parts.flatMap((part, index) => (isStaged(part) ? [] : [{ part, index }]));
    if (held.length === 0) {
      const joined = Readable.from(
        (async function* () {
          for (const [index, part] of parts.entries()) yield* await readStaged(upload.uploadId, index, part);
        })(),
      );
      await complete(upload.key, upload.uploadId, await writeParts(upload.key, upload.uploadId, joined));
      return;
    }
    await complete(
      upload.key,
      upload.uploadId,
      held.map(({ part, index }) => ({ PartNumber: index + 1, ETag: part.etag })),
    );
    const offsets = new Map<number, number>();
    let offset = 0;
    for (const { part, index } of held) {
      offsets.set(index, offset);
      offset += part.size;
    }
    const joined = Readable.from(
      (async function* () {
        for (const [index, part] of parts.entries()) {
          const at = offsets.get(index);
          if (at === undefined) yield* await readStaged(upload.uploadId, index, part);
          else if (part.size > 0) yield* (await getObject(upload.key, { start: at, end: at + part.size - 1 })).body;
        }
      })(),
    );
    await putStream(upload.key, joined);
  };

  const putStream = async (key: string, body: Readable) => {
    // The body's own failure is what the caller hears, not the SDK's account of it.
    let bodyError: unknown = null;
    body.once('error', (err) => (bodyError ??= err));
    const upload = new Upload({ client, params: { Bucket, Key: key, Body: body }, partSize: JOIN_PART, queueSize: 2 });
    try {
      await upload.done();
    } catch (err) {
      throw bodyError ?? err;
    }
  };

  return {
    put: async (key, body) => {
      objectKey(key);
      if (Buffer.isBuffer(body))
        await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length }));
      else await putStream(key, body);
    },

    read: async (key, range) => (await getObject(objectKey(key), range)).body,

    stat: async (key) => {
      objectKey(key);
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { key, size: out.ContentLength ?? 0, modified: out.LastModified ?? new Date(0), etag: quoted(out.ETag) };
      } catch (err) {
        if (isMissingObject(err)) return null;
        throw err;
      }
    },

    delete: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },

    list: async function* (prefix) {
      assertPrefix(prefix);
      yield* listObjects(prefix);
    },

    listFolders: async function* (prefix) {
      assertPrefix(prefix);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, Delimiter: '/', ContinuationToken }),
        );
        for (const item of page.CommonPrefixes ?? [])
          if (item.Prefix && item.Prefix !== `${INTERNAL}/`) yield item.Prefix;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    withLocalFile: async (key, use) => {
      const { body } = await getObject(objectKey(key));
      await fsp.mkdir(tmpDir, { recursive: true });
      const file = path.join(tmpDir, `${TEMP_PREFIX}${crypto.randomUUID()}`);
      try {
        await pipeline(body, fs.createWriteStream(file));
        return await use(file);
      } finally {
        await fsp.rm(file, { force: true });
      }
    },

    beginUpload: async (key, layout: UploadLayout) => {
      objectKey(key);
      const { partSize, parts } = layout;
      if (!Number.isInteger(parts) || parts < 1 || parts > S3_MAX_PARTS) throw new RangeError(`${parts} parts`);
      if (!Number.isInteger(partSize) || partSize < 1) throw new RangeError(`Part size ${partSize}`);
      const out = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: key }));
      const uploadId = out.UploadId;
      if (!uploadId) throw new Error('The S3 store began an upload without an upload id');
      const record: Layout = { key, uploadId, partSize, parts };
      try {
        checkUploadId(uploadId);
        const body = Buffer.from(JSON.stringify(record));
        await client.send(
          new PutObjectCommand({ Bucket, Key: layoutKey(uploadId), Body: body, ContentLength: body.length }),
        );
      } catch (err) {
        await client
          .send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: uploadId }))
          .catch(() => undefined);
        throw err;
      }
      return { key, uploadId };
    },

    putPart: async (upload, index, body) => {
      objectKey(upload.key);
      const layout = await readLayout(upload);
      if (layout.key !== upload.key) throw new InvalidKeyError(upload.key);
      if (!Number.isInteger(index) || index < 0 || index >= layout.parts) throw new RangeError(`No part ${index}`);
      const spooled = await spool(body, layout.partSize, tmpDir);
      try {
        // A full part, or the last one: S3's own part. A short part before the last: an object for now.
        if (spooled.size >= S3_MIN_PART || index === layout.parts - 1) {
          const etag = await uploadPart(upload.key, upload.uploadId, index + 1, spooled.memory ?? spooled);
          return { size: spooled.size, etag };
        }
        const bytes = spooled.memory as Buffer;
        const out = await client.send(
          new PutObjectCommand({
            Bucket,
            Key: stagedKey(upload.uploadId, index),
            Body: bytes,
            ContentLength: bytes.length,
          }),
        );
        return { size: spooled.size, etag: `"${STAGED}${unquoted(quoted(out.ETag))}"` };
      } finally {
        await spooled.dispose();
      }
    },

    completeUpload: async (upload, parts) => {
      objectKey(upload.key);
      const layout = await readLayout(upload);
      if (layout.key !== upload.key) throw new InvalidKeyError(upload.key);
      if (parts.length === 0 || parts.length > layout.parts) throw new RangeError(`${parts.length} parts`);
      const last = parts.length - 1;
      if (parts.slice(0, last).some(isStaged)) await joinParts(upload, parts);
      else {
        // Every part but the last is S3's and full: one CompleteMultipartUpload (a staged last part joins first).
        const lastPart = parts[last]!;
        const lastEtag = isStaged(lastPart)
          ? await uploadPart(
              upload.key,
              upload.uploadId,
              last + 1,
              await bytesOf(await readStaged(upload.uploadId, last, lastPart)),
            )
          : lastPart.etag;
        await complete(
          upload.key,
          upload.uploadId,
          parts.map((part, index) => ({ PartNumber: index + 1, ETag: index === last ? lastEtag : part.etag })),
        );
      }
      await deleteInternal(upload.uploadId);
    },

    abortUpload: async (upload) => {
      checkUploadId(upload.uploadId);
      if (upload.key !== '') objectKey(upload.key);
      let key = upload.key;
      if (!key) key = (await readLayout(upload).catch(() => null))?.key ?? '';
      if (!key) for await (const open of listOpenUploads()) if (open.uploadId === upload.uploadId) key = open.key;
      if (key) {
        try {
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key: key, UploadId: upload.uploadId }));
        } catch (err) {
          if (isUnsupported(err)) throw new StorageUnsupportedError('AbortMultipartUpload', err);
          if (nameOf(err) !== 'NoSuchUpload' && statusOf(err) !== 404) throw err;
        }
      }
      await deleteInternal(upload.uploadId);
    },

    listUploads: listOpenUploads,

    removeLeftovers: async (before) => {
      let removed = 0;
      // Part bodies and lent files of a process cut off.
      for (const name of await fsp.readdir(tmpDir).catch(() => [])) {
        if (!name.startsWith(TEMP_PREFIX)) continue;
        const file = path.join(tmpDir, name);
        const stat = await fsp.lstat(file).catch(() => null);
        if (!stat?.isFile() || stat.mtime >= before) continue;
        await fsp.rm(file, { force: true });
        removed += 1;
      }
      // The records and staged parts of uploads no longer open (an abort or completion cut off). Which
      // are open only ListMultipartUploads tells: a store without it keeps them (nothing is guessed).
      const open = new Set<string>();
      try {
        for await (const upload of listOpenUploads()) open.add(internalFolder(upload.uploadId));
      } catch (err) {
        if (err instanceof StorageUnsupportedError) return removed;
        throw err;
      }
      const folders = new Map<string, StoredObject[]>();
      for await (const object of listObjects(`${INTERNAL}/`, true)) {
        const folder = object.key.slice(0, object.key.indexOf('/', INTERNAL.length + 1) + 1);
        if (!folder || open.has(folder)) continue;
        folders.set(folder, [...(folders.get(folder) ?? []), object]);
      }
      for (const objects of folders.values()) {
        if (objects.some((o) => o.modified >= before)) continue;
        for (const object of objects) await client.send(new DeleteObjectCommand({ Bucket, Key: object.key }));
        removed += 1;
      }
      return removed;
    },

    check: async (signal) => {
      await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal });
    },
  };
}

/**
 * The start-up check: the bucket answers and takes a write (a probe object put and deleted). Throws
 * one line naming the bucket, where it is and what is wrong.
 */
export async function verifyS3Storage(options: S3StorageOptions, signal?: AbortSignal): Promise<void> {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  const where = `the bucket "${Bucket}" at ${options.endpoint ?? `AWS S3 (${options.region})`}`;
  try {
    await client.send(new HeadBucketCommand({ Bucket }), { abortSignal: signal });
    // Under a folder of its own, so removeLeftovers takes a probe a crash left.
    const Key = `${INTERNAL}/probe-${crypto.randomUUID()}/probe`;
    await client.send(new PutObjectCommand({ Bucket, Key, Body: Buffer.from('probe'), ContentLength: 5 }), {
      abortSignal: signal,
    });
    await client.send(new DeleteObjectCommand({ Bucket, Key }), { abortSignal: signal });
  } catch (err) {
    throw new Error(`Storage: ${storageProblem(where, err)}`, { cause: err });
  } finally {
    if (!options.client) client.destroy();
  }
}

/** What a failed call to the bucket says about it, in one line. */
function storageProblem(where: string, err: unknown): string {
  const status = statusOf(err);
  const name = nameOf(err);
  if (status === 404 || name === 'NoSuchBucket' || name === 'NotFound') return `${where} does not exist`;
  if (
    status === 403 ||
    status === 401 ||
    ['AccessDenied', 'Forbidden', 'InvalidAccessKeyId', 'SignatureDoesNotMatch'].includes(name)
  )
    return `access to ${where} was denied (${describeError(err)}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY`;
  if (status === undefined) return `${where} cannot be reached (${describeError(err)})`;
  return `${where} cannot be used (${describeError(err)})`;
}

/** A part body, held in memory or in a temporary file, with its length. */
type SpooledBody = { size: number; memory: Buffer | null; open: () => Readable; dispose: () => Promise<void> };

/**
 * Reads a part body to its end: in memory up to MEMORY_PART, then into a temporary file, refusing it
 * as soon as it passes `max` bytes. Rejects with the body's own error when it fails.
 */
async function spool(body: Readable, max: number, tmpDir: string): Promise<SpooledBody> {
  let size = 0;
  let memory: Buffer[] = [];
  const spill: { file: string | null; out: fs.WriteStream | null } = { file: null, out: null };
  const write = (out: fs.WriteStream, data: Buffer) =>
    new Promise<void>((resolve, reject) => out.write(data, (err) => (err ? reject(err) : resolve())));
  // The last write may still be under way when the body ends.
  let writing: Promise<void> = Promise.resolve();
  const dispose = async () => {
    await writing.catch(() => undefined);
    spill.out?.destroy();
    if (spill.file) await fsp.rm(spill.file, { force: true });
  };
  try {
    await eachChunk(body, (data) => {
      size += data.length;
      if (size > max) throw new PartTooLargeError(max);
      if (!spill.out && size <= MEMORY_PART) {
        memory.push(data);
        return undefined;
      }
      writing = (async () => {
        if (!spill.out) {
          await fsp.mkdir(tmpDir, { recursive: true });
          spill.file = path.join(tmpDir, `${TEMP_PREFIX}${crypto.randomUUID()}`);
          spill.out = fs.createWriteStream(spill.file);
          for (const held of memory) await write(spill.out, held);
          memory = [];
        }
        await write(spill.out, data);
      })();
      return writing;
    });
    await writing;
    const { out } = spill;
    if (out)
      await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  } catch (err) {
    await dispose();
    throw err;
  }
  const { file } = spill;
  const held = file ? null : Buffer.concat(memory, size);
  return {
    size,
    memory: held,
    open: () => (file ? fs.createReadStream(file) : Readable.from([held as Buffer])),
    dispose,
  };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
