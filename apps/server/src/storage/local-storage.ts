/**
 * The local-disk storage driver: objects are files under DATA_DIR/files/<key>; uploads in progress
 * and temporary files live in DATA_DIR/uploads-tmp, outside the served area.
 *
 * An upload is a folder uploads-tmp/<uploadId>/ holding `upload.json` (key and layout) and either
 * - `assembly`, the final file, with part i written straight at offset i * partSize (the hot path:
 *   when every part but the last is full-size, what the web app sends, completing needs no copy; the
 *   file is truncated and renamed into place; shorter parts are moved down then), or
 * - `<i>.part` files, one per part, joined at the end: when slots would make an absurdly large
 *   sparse file (many small parts; layout.parts - 1 full slots reaching past layout.maxSize).
 * A put is written to uploads-tmp/put-<uuid> and renamed into place, so no reader sees half a file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import {
  assertKey,
  assertPrefix,
  InvalidKeyError,
  ObjectNotFoundError,
  type MultipartUpload,
  type PartReceipt,
  type StorageDriver,
  type StoredObject,
} from './storage-driver.ts';
import { eachChunk } from './stream-chunks.ts';

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const META = 'upload.json';
const ASSEMBLY = 'assembly';
const PUT_PREFIX = 'put-';
/** Disk writes are gathered to this size: fewer, larger writes while the socket keeps reading. */
const WRITE_BATCH = 1024 * 1024;
const COPY_BUFFER = 1024 * 1024;

type UploadMeta = { key: string; partSize: number; parts: number; slotted: boolean };

/** A part longer than the layout allows: never written past its slot. */
export class PartTooLargeError extends Error {
  constructor(partSize: number) {
    super(`An upload part is larger than ${partSize} bytes`);
    this.name = 'PartTooLargeError';
  }
}

const isMissing = (err: unknown) => ['ENOENT', 'ENOTDIR'].includes((err as NodeJS.ErrnoException).code ?? '');

export function createLocalStorage(dataDir: string): StorageDriver {
  const root = path.join(dataDir, 'files');
  const tmpDir = path.join(dataDir, 'uploads-tmp');
  fs.mkdirSync(root, { recursive: true });
  fs.mkdirSync(tmpDir, { recursive: true });

  const pathOf = (key: string) => {
    assertKey(key);
    const full = path.join(root, ...key.split('/'));
    if (!full.startsWith(root + path.sep)) throw new InvalidKeyError(key);
    return full;
  };
  const folderOf = (uploadId: string) => {
    if (!UPLOAD_ID.test(uploadId)) throw new InvalidKeyError(uploadId);
    return path.join(tmpDir, uploadId);
  };
  const readMeta = async (upload: MultipartUpload): Promise<UploadMeta> =>
    JSON.parse(await fsp.readFile(path.join(folderOf(upload.uploadId), META), 'utf8')) as UploadMeta;

  const statOf = async (key: string, file: string): Promise<StoredObject | null> => {
    const stat = await fsp.stat(file).catch((err: unknown) => {
      if (isMissing(err)) return null;
      throw err;
    });
    if (!stat?.isFile()) return null;
    // The entity tag @fastify/static gave these files, so clients' cached copies stay valid.
    const etag = `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`;
    return { key, size: stat.size, modified: stat.mtime, etag };
  };

  /** Renames a finished temporary file to `dest`, making its folder (again, if a sweep just removed it empty). */
  const moveInto = async (source: string, dest: string) => {
    for (let attempt = 0; ; attempt += 1) {
      await fsp.mkdir(path.dirname(dest), { recursive: true });
      try {
        await fsp.rename(source, dest);
        return;
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' && attempt === 0) continue;
        if (code !== 'EXDEV') throw err;
        // DATA_DIR/files on another file system than the temp folder.
        await fsp.copyFile(source, dest);
        await fsp.rm(source, { force: true });
        return;
      }
    }
  };

  async function* walk(dirKey: string, namePrefix: string): AsyncGenerator<StoredObject> {
    const dir = dirKey === '' ? root : pathOf(dirKey.slice(0, -1));
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.name.startsWith(namePrefix)) continue;
      const key = dirKey + entry.name;
      if (entry.isDirectory()) yield* walk(`${key}/`, '');
      else if (entry.isFile()) {
        const object = await statOf(key, path.join(dir, entry.name));
        if (object) yield object;
      }
    }
  }

  const splitPrefix = (prefix: string): [dirKey: string, namePrefix: string] => {
    assertPrefix(prefix);
    const slash = prefix.lastIndexOf('/');
    return [prefix.slice(0, slash + 1), prefix.slice(slash + 1)];
  };

  return {
    put: async (key, body) => {
      const dest = pathOf(key);
      const temp = path.join(tmpDir, `${PUT_PREFIX}${crypto.randomUUID()}`);
      try {
        if (Buffer.isBuffer(body)) await fsp.writeFile(temp, body);
        else {
          // The file is made before the body is read: a body that fails at once cannot end the write while
          // a stream is still opening (making) the file, which would then outlive its removal below.
          const handle = await fsp.open(temp, 'w');
          try {
            await pipeline(body, handle.createWriteStream());
          } finally {
            await handle.close();
          }
        }
        await moveInto(temp, dest);
      } catch (err) {
        await fsp.rm(temp, { force: true });
        throw err;
      }
    },

    read: async (key, range) => {
      const file = pathOf(key);
      const handle = await fsp.open(file, 'r').catch((err: unknown) => {
        throw isMissing(err) ? new ObjectNotFoundError(key) : err;
      });
      try {
        if (!(await handle.stat()).isFile()) throw new ObjectNotFoundError(key);
      } catch (err) {
        await handle.close();
        throw err;
      }
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    stat: async (key) => statOf(key, pathOf(key)),

    delete: async (key) => {
      const file = pathOf(key);
      await fsp.rm(file, { force: true });
      // Each file has its own folder; it goes with its last file.
      if (path.dirname(file) !== root) await fsp.rmdir(path.dirname(file)).catch(() => undefined);
    },

    list: async function* (prefix) {
      yield* walk(...splitPrefix(prefix));
    },

    listFolders: async function* (prefix) {
      const [dirKey, namePrefix] = splitPrefix(prefix);
      const dir = dirKey === '' ? root : pathOf(dirKey.slice(0, -1));
      for (const entry of await fsp.readdir(dir, { withFileTypes: true }).catch(() => [])) {
        if (entry.isDirectory() && entry.name.startsWith(namePrefix)) yield `${dirKey}${entry.name}/`;
      }
    },

    withLocalFile: async (key, use) => {
      const file = pathOf(key);
      if (!(await statOf(key, file))) throw new ObjectNotFoundError(key);
      return use(file);
    },

    beginUpload: async (key, layout) => {
      assertKey(key);
      const upload = { key, uploadId: crypto.randomUUID() };
      const folder = folderOf(upload.uploadId);
      // Slots past the largest allowed file would only make a huge sparse file: such uploads use small parts.
      const slotted = (layout.parts - 1) * layout.partSize < layout.maxSize;
      const meta: UploadMeta = { key, partSize: layout.partSize, parts: layout.parts, slotted };
      await fsp.mkdir(folder, { recursive: true });
      // Made here, so parts arriving together all open it with r+ and none truncates another's bytes.
      if (slotted) await fsp.writeFile(path.join(folder, ASSEMBLY), '');
      await fsp.writeFile(path.join(folder, META), JSON.stringify(meta));
      return upload;
    },

    putPart: async (upload, index, body) => {
      const meta = await readMeta(upload);
      if (!Number.isInteger(index) || index < 0 || index >= meta.parts) throw new RangeError(`No part ${index}`);
      const folder = folderOf(upload.uploadId);
      if (meta.slotted) {
        const handle = await fsp.open(path.join(folder, ASSEMBLY), 'r+');
        try {
          const size = await writeBody(handle, body, index * meta.partSize, meta.partSize);
          return { size, etag: `"${index}-${size}"` };
        } finally {
          await handle.close();
        }
      }
      const file = path.join(folder, `${index}.part`);
      const handle = await fsp.open(file, 'w');
      try {
        const size = await writeBody(handle, body, 0, meta.partSize);
        return { size, etag: `"${index}-${size}"` };
      } catch (err) {
        await fsp.rm(file, { force: true });
        throw err;
      } finally {
        await handle.close();
      }
    },

    completeUpload: async (upload, parts) => {
      const meta = await readMeta(upload);
      if (meta.key !== upload.key) throw new InvalidKeyError(upload.key);
      if (parts.length === 0 || parts.length > meta.parts) throw new RangeError(`${parts.length} parts`);
      const dest = pathOf(upload.key);
      const folder = folderOf(upload.uploadId);
      const assembly = path.join(folder, ASSEMBLY);
      await assemble(folder, assembly, meta, parts);
      await moveInto(assembly, dest);
      await fsp.rm(folder, { recursive: true, force: true });
    },

    abortUpload: async (upload) => {
      await fsp.rm(folderOf(upload.uploadId), { recursive: true, force: true });
    },

    listUploads: async function* () {
      for (const entry of await fsp.readdir(tmpDir, { withFileTypes: true }).catch(() => [])) {
        if (!entry.isDirectory() || !UPLOAD_ID.test(entry.name)) continue;
        const folder = path.join(tmpDir, entry.name);
        const modified = await newestChange(folder);
        if (!modified) continue;
        const meta = await readMeta({ key: '', uploadId: entry.name }).catch(() => null);
        yield { key: meta?.key ?? '', uploadId: entry.name, modified };
      }
    },

    removeLeftovers: async (before) => {
      let removed = 0;
      // Temporary files of puts cut off (and of older versions' temp files): uploads are folders.
      for (const entry of await fsp.readdir(tmpDir, { withFileTypes: true }).catch(() => [])) {
        if (entry.isDirectory()) continue;
        const file = path.join(tmpDir, entry.name);
        const stat = await fsp.lstat(file).catch(() => null);
        if (!stat || stat.mtime >= before) continue;
        await fsp.rm(file, { force: true });
        removed += 1;
      }
      // Folders left empty (a crash between removing a file and its folder); rmdir refuses a full one.
      for (const entry of await fsp.readdir(root, { withFileTypes: true }).catch(() => [])) {
        if (!entry.isDirectory()) continue;
        const folder = path.join(root, entry.name);
        const stat = await fsp.lstat(folder).catch(() => null);
        if (!stat || stat.mtime >= before) continue;
        if (
          await fsp.rmdir(folder).then(
            () => true,
            () => false,
          )
        )
          removed += 1;
      }
      return removed;
    },

    check: async (signal) => {
      signal?.throwIfAborted();
      await fsp.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },
  };
}

/** The latest change to the folder or anything directly in it; null when it is gone. */
async function newestChange(folder: string): Promise<Date | null> {
  const stat = await fsp.lstat(folder).catch(() => null);
  if (!stat) return null;
  let newest = stat.mtime;
  for (const name of await fsp.readdir(folder).catch(() => [])) {
    const inner = await fsp.lstat(path.join(folder, name)).catch(() => null);
    if (inner && inner.mtime > newest) newest = inner.mtime;
  }
  return newest;
}

/**
 * Writes the body at `start` of the open file, refusing it as soon as it passes `max` bytes (nothing
 * past that is written, so a neighbouring slot is never touched). One batch is written while the
 * next fills, so the source keeps being read during disk writes; writes are chained, so they land in
 * order and a failure reaches whoever waits next. Returns the byte count.
 */
async function writeBody(handle: fsp.FileHandle, body: Readable, start: number, max: number): Promise<number> {
  let bytes = 0;
  let position = start;
  let batch: Buffer[] = [];
  let batchBytes = 0;
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
    await eachChunk(body, (data) => {
      bytes += data.length;
      if (bytes > max) throw new PartTooLargeError(max);
      batch.push(data);
      batchBytes += data.length;
      if (batchBytes < WRITE_BATCH) return undefined;
      // The body pauses only while the batch before this one is still being written.
      const previous = writing;
      startWrite();
      return previous;
    });
    if (batchBytes > 0) startWrite();
    await writing;
  } catch (err) {
    await writing.catch(() => undefined);
    throw err;
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

/** Makes `assembly` hold exactly the parts in order. */
async function assemble(folder: string, assembly: string, meta: UploadMeta, parts: PartReceipt[]): Promise<void> {
  const out = await fsp.open(assembly, meta.slotted ? 'r+' : 'w');
  try {
    let offset = 0;
    for (const [index, part] of parts.entries()) {
      if (meta.slotted) {
        // Full-size parts are already where they belong; shorter ones leave gaps to close.
        const slot = index * meta.partSize;
        if (slot !== offset) await copyWithin(out, slot, part.size, out, offset);
      } else {
        const input = await fsp.open(path.join(folder, `${index}.part`), 'r');
        try {
          await copyWithin(input, 0, part.size, out, offset);
        } finally {
          await input.close();
        }
      }
      offset += part.size;
    }
    // A slot may hold more than its part (an earlier, longer send of the last part).
    await out.truncate(offset);
  } finally {
    await out.close();
  }
}

/** Copies front to back through a small buffer, so it also moves bytes to a lower offset of the same file. */
async function copyWithin(input: fsp.FileHandle, from: number, length: number, out: fsp.FileHandle, to: number) {
  const buffer = Buffer.allocUnsafe(Math.min(COPY_BUFFER, Math.max(1, length)));
  let done = 0;
  while (done < length) {
    const { bytesRead } = await input.read(buffer, 0, Math.min(buffer.length, length - done), from + done);
    if (bytesRead === 0) throw new Error(`An upload part ended early at ${from + done}`);
    await out.write(buffer, 0, bytesRead, to + done);
    done += bytesRead;
  }
}
