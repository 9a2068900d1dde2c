/**
 * Where file bytes live: the one interface a storage driver implements (local disk, and
 * S3-compatible object storage: s3-storage.ts; models: docmost's integrations/storage, immich's storage
 * repository). Nothing outside a driver knows a path: callers name bytes by key, a '/'-separated
 * name the server makes (`<file_ID>/<name>`). A key that could leave the store ('..', '.', an
 * absolute or empty segment, a backslash, NUL) is refused by every method (InvalidKeyError).
 *
 * Multipart uploads follow S3's model, so an S3 driver maps them one to one
 * (CreateMultipartUpload, UploadPart, CompleteMultipartUpload, AbortMultipartUpload): begin names
 * the final key, parts are put by index in any order (a part put again replaces the earlier one),
 * complete joins the parts the caller lists into the object, abort drops them. Which parts arrived
 * is the caller's record (the receipts putPart returns, kept where every instance sees them), not
 * the driver's. storage-driver.contract.ts is the behaviour every driver must show.
 */
import type { Readable } from 'node:stream';

/** An object in the store. `etag` is an HTTP entity tag, quoted (and `W/` when weak). */
export type StoredObject = { key: string; size: number; modified: Date; etag: string };

/** Bytes start..end of an object, both included (as in an HTTP Range). */
export type ByteRange = { start: number; end: number };

/**
 * What an upload will look like: `parts` parts of at most `partSize` bytes, every one but the last
 * `partSize` when the client sends full chunks (the web app does), `maxSize` bytes at most in all.
 * A driver may lay the parts out by it (the local one writes each full part where it ends up).
 */
export type UploadLayout = { partSize: number; parts: number; maxSize: number };

/** An upload begun and neither completed nor aborted (S3: Key and UploadId). */
export type MultipartUpload = { key: string; uploadId: string };

/** What putPart answers for a part held whole (S3: the part's size and ETag). */
export type PartReceipt = { size: number; etag: string };

export type StorageDriver = {
  /** Stores the bytes under key, replacing what was there; readers see the old object or the whole new one. */
  put: (key: string, body: Buffer | Readable) => Promise<void>;
  /**
   * The object's bytes, or those of `range` (its end clipped to the object's). ObjectNotFoundError
   * when there is no such object.
   */
  read: (key: string, range?: ByteRange) => Promise<Readable>;
  /** The object's size, time and entity tag; null when there is no such object. */
  stat: (key: string) => Promise<StoredObject | null>;
  /** Removes the object; nothing happens when there is none. */
  delete: (key: string) => Promise<void>;
  /** Every object whose key starts with `prefix`, in no particular order. */
  list: (prefix: string) => AsyncIterable<StoredObject>;
  /**
   * The next level of "folders" under `prefix`: each distinct `<prefix><segment>/` that keys below
   * it start with (S3's CommonPrefixes for Delimiter '/'). A local driver may also list a folder it
   * holds empty (see removeLeftovers).
   */
  listFolders: (prefix: string) => AsyncIterable<string>;
  /**
   * Runs `use` with a file on this machine that holds the object's bytes, to be read only and only
   * until `use` settles. For libvips, which needs a file it can seek in to check and shrink an image
   * without holding it in memory: the local driver lends the stored file itself (no copy), a
   * remote one downloads to a temporary file first. ObjectNotFoundError when there is no such object.
   */
  withLocalFile: <T>(key: string, use: (file: string) => Promise<T>) => Promise<T>;

  /** Starts an upload that complete turns into the object under key. */
  beginUpload: (key: string, layout: UploadLayout) => Promise<MultipartUpload>;
  /**
   * Stores part `index` (from 0) of the upload: at most layout.partSize bytes. When `body` fails,
   * the promise rejects with the body's own error and the part counts as not received (the bytes
   * the driver holds for that index are undefined until it is put again).
   */
  putPart: (upload: MultipartUpload, index: number, body: Readable) => Promise<PartReceipt>;
  /**
   * Joins the parts, `parts[i]` being the receipt of part i, into the object under upload.key
   * (appearing whole), and ends the upload.
   */
  completeUpload: (upload: MultipartUpload, parts: PartReceipt[]) => Promise<void>;
  /** Drops the upload and its parts; nothing happens when it is gone already. */
  abortUpload: (upload: MultipartUpload) => Promise<void>;
  /**
   * Uploads begun and not ended, with when each last changed (S3: when it began). `key` is '' when
   * the driver no longer knows it (a begin cut off by a crash); abortUpload still takes such an upload.
   */
  listUploads: () => AsyncIterable<MultipartUpload & { modified: Date }>;

  /**
   * Removes what the driver's own work left behind when cut off (neither an object nor an upload:
   * a local put's temporary file, a folder left empty) untouched since `before`; how many went.
   * Object stores leave nothing of the kind and answer 0.
   */
  removeLeftovers: (before: Date) => Promise<number>;

  /**
   * Resolves when the store answers a cheap call (local: the files folder can be read and written;
   * S3: HeadBucket), rejects otherwise or when `signal` aborts. For /health.
   */
  check: (signal?: AbortSignal) => Promise<void>;
};

/** A key or upload id that could name something outside the store, or is no key at all. */
export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidKeyError';
  }
}

export class ObjectNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored object under ${JSON.stringify(key)}`);
    this.name = 'ObjectNotFoundError';
  }
}

const MAX_KEY_LENGTH = 1024;

/** Throws InvalidKeyError unless `key` is relative '/'-separated segments, none empty, '.' or '..'. */
export function assertKey(key: string): void {
  const ok =
    typeof key === 'string' &&
    key.length > 0 &&
    key.length <= MAX_KEY_LENGTH &&
    !key.includes('\\') &&
    !key.includes('\0') &&
    key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!ok) throw new InvalidKeyError(key);
}

/** A list prefix: '' (everything), a key, or a key followed by '/'. */
export function assertPrefix(prefix: string): void {
  if (prefix === '') return;
  assertKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
}

/** The whole object in memory (small files: a guide export's images). */
export async function readBytes(store: StorageDriver, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await store.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
