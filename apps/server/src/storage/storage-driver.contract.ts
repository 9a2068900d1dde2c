/**
 * The behaviour every storage driver must show (storage-driver.ts), as one suite a driver's test
 * runs against a fresh, empty store: local-storage.test.ts, and s3-storage.test.ts against s3rver. Sizes respect S3's rules where the files module's uploads can: full parts of
 * 5 MiB; shorter parts before the last are part of the contract too (clients may send them), and a
 * driver whose backend refuses them joins them itself.
 */
import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InvalidKeyError,
  ObjectNotFoundError,
  readBytes,
  type MultipartUpload,
  type StorageDriver,
} from './storage-driver.ts';

export type DriverUnderTest = { store: StorageDriver; close: () => Promise<void> };

/**
 * Operations the server behind a driver does not implement (s3rver: ListMultipartUploads and
 * AbortMultipartUpload), each with the reason. The tests that need one are skipped, their names
 * saying why; the driver's own test shows how it answers them there. Every other test runs.
 */
export type Unsupported = { listUploads?: string; abortUpload?: string };

const MiB = 1024 * 1024;
const PART = 5 * MiB;

const ESCAPING_KEYS = [
  '../x.png',
  '../../etc/passwd',
  '/etc/passwd',
  'a/../../x',
  'a/../b',
  './a',
  'a//b',
  'a/',
  '',
  'a\\..\\b',
  'a\0b',
];

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

/** A body that sends `first` and then fails with `error`. */
function failingBody(first: Buffer, error: Error): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(first);
      } else this.destroy(error);
    },
  });
}

export function describeStorageDriver(
  name: string,
  open: () => Promise<DriverUnderTest>,
  unsupported: Unsupported = {},
): void {
  /** `it`, or a skipped test named for the operation this server lacks. */
  const needs = (...operations: (keyof Unsupported)[]) => {
    const missing = operations.find((operation) => unsupported[operation]);
    if (!missing) return it;
    return (title: string, fn: () => Promise<void>) =>
      it.skip(`${title} [not supported by this server: ${unsupported[missing]}]`, fn);
  };

  describe(`storage driver contract: ${name}`, () => {
    let driver: DriverUnderTest;
    let store: StorageDriver;
    const key = (label: string) => `${crypto.randomUUID()}/${label}`;

    beforeAll(async () => {
      driver = await open();
      store = driver.store;
    });
    afterAll(async () => driver.close());

    it('puts a buffer or a stream, reads it whole or by range, and states its size, time and tag', async () => {
      const bytes = crypto.randomBytes(100_000);
      const a = key('a.png');
      const b = key('b.png');
      await store.put(a, bytes);
      await store.put(b, Readable.from([bytes.subarray(0, 50_000), bytes.subarray(50_000)]));
      for (const k of [a, b]) {
        expect((await readBytes(store, k)).equals(bytes)).toBe(true);
        const stat = await store.stat(k);
        expect(stat).toMatchObject({ key: k, size: bytes.length });
        expect(stat!.modified).toBeInstanceOf(Date);
        expect(Math.abs(stat!.modified.getTime() - Date.now())).toBeLessThan(60_000);
        expect(stat!.etag).toMatch(/^(W\/)?"[^"]+"$/);
      }
      const range = async (start: number, end: number) =>
        Buffer.concat(await collect(await store.read(a, { start, end })));
      expect((await range(0, 99)).equals(bytes.subarray(0, 100))).toBe(true);
      expect((await range(99_990, 99_999)).equals(bytes.subarray(99_990))).toBe(true);
      // An end past the object is clipped to it.
      expect((await range(99_000, 200_000)).equals(bytes.subarray(99_000))).toBe(true);
    });

    it('replaces an object put again, and keeps the old one when the new body fails', async () => {
      const k = key('c.png');
      await store.put(k, Buffer.from('first'));
      await store.put(k, Buffer.from('second'));
      expect((await readBytes(store, k)).toString()).toBe('second');

      const failure = new Error('the body broke');
      await expect(store.put(k, failingBody(Buffer.from('half'), failure))).rejects.toBe(failure);
      expect((await readBytes(store, k)).toString()).toBe('second');
      const fresh = key('never.png');
      await expect(store.put(fresh, failingBody(Buffer.from('half'), failure))).rejects.toBe(failure);
      expect(await store.stat(fresh)).toBeNull();
    });

    it('answers a missing object: stat null, read and withLocalFile ObjectNotFoundError, delete nothing', async () => {
      const k = key('missing.png');
      expect(await store.stat(k)).toBeNull();
      await expect(store.read(k)).rejects.toBeInstanceOf(ObjectNotFoundError);
      await expect(store.withLocalFile(k, async () => 1)).rejects.toBeInstanceOf(ObjectNotFoundError);
      await store.delete(k);
      // A folder is no object.
      await store.put(k, Buffer.from('x'));
      const folder = k.split('/')[0]!;
      expect(await store.stat(folder)).toBeNull();
      await expect(store.read(folder)).rejects.toBeInstanceOf(ObjectNotFoundError);
    });

    it('deletes an object, and lists objects and folders by prefix', async () => {
      const folder = crypto.randomUUID();
      const image = `${folder}/image.png`;
      const thumb = `${folder}/thumb.webp`;
      await store.put(image, Buffer.from('image'));
      await store.put(thumb, Buffer.from('thumbnail'));
      const listed = await collect(store.list(`${folder}/`));
      expect(listed.map((o) => o.key).sort()).toEqual([image, thumb]);
      expect(listed.find((o) => o.key === thumb)).toMatchObject({ size: 9 });
      expect((await collect(store.list(`${folder}/th`))).map((o) => o.key)).toEqual([thumb]);
      expect((await collect(store.list(''))).map((o) => o.key)).toEqual(expect.arrayContaining([image, thumb]));
      expect(await collect(store.listFolders(''))).toContain(`${folder}/`);
      expect(await collect(store.listFolders(folder.slice(0, 8)))).toContain(`${folder}/`);

      await store.delete(image);
      expect(await store.stat(image)).toBeNull();
      await expect(store.read(image)).rejects.toBeInstanceOf(ObjectNotFoundError);
      expect((await collect(store.list(`${folder}/`))).map((o) => o.key)).toEqual([thumb]);
      await store.delete(thumb);
      expect(await collect(store.list(`${folder}/`))).toEqual([]);
      expect(await collect(store.listFolders(''))).not.toContain(`${folder}/`);
    });

    it('lends a local file holding the bytes for as long as the callback runs', async () => {
      const k = key('local.png');
      const bytes = crypto.randomBytes(10_000);
      await store.put(k, bytes);
      const read = await store.withLocalFile(k, (file) => fsp.readFile(file));
      expect(read.equals(bytes)).toBe(true);
    });

    it('refuses keys that could leave the store, in every call', async () => {
      const upload: MultipartUpload = { key: 'x/y', uploadId: '../../etc' };
      for (const bad of ESCAPING_KEYS) {
        const refused = (p: Promise<unknown>) => expect(p, JSON.stringify(bad)).rejects.toBeInstanceOf(InvalidKeyError);
        await refused(store.put(bad, Buffer.from('x')));
        await refused(store.read(bad));
        await refused(store.stat(bad));
        await refused(store.delete(bad));
        await refused(store.withLocalFile(bad, async () => 1));
        await refused(store.beginUpload(bad, { partSize: PART, parts: 1, maxSize: PART }));
        if (bad !== '' && bad !== 'a/') {
          await refused(collect(store.list(bad)));
          await refused(collect(store.listFolders(bad)));
        }
      }
      await expect(store.putPart(upload, 0, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(InvalidKeyError);
      await expect(store.abortUpload(upload)).rejects.toBeInstanceOf(InvalidKeyError);
    });

    describe('multipart uploads', () => {
      const layout = { partSize: PART, parts: 3, maxSize: 1024 * MiB };

      it('joins full-size parts sent out of order, a part sent again replacing the first send', async () => {
        const bytes = crypto.randomBytes(2 * PART + 1234);
        const pieces = [bytes.subarray(0, PART), bytes.subarray(PART, 2 * PART), bytes.subarray(2 * PART)];
        const k = key('joined.png');
        const upload = await store.beginUpload(k, layout);
        expect(upload.key).toBe(k);
        const receipts = [];
        receipts[2] = await store.putPart(upload, 2, Readable.from([pieces[2]!]));
        await store.putPart(upload, 0, Readable.from([crypto.randomBytes(PART)]));
        receipts[0] = await store.putPart(upload, 0, Readable.from([pieces[0]!]));
        receipts[1] = await store.putPart(
          upload,
          1,
          Readable.from([pieces[1]!.subarray(0, 1000), pieces[1]!.subarray(1000)]),
        );
        expect(receipts.map((r) => r.size)).toEqual([PART, PART, 1234]);
        for (const r of receipts) expect(typeof r.etag).toBe('string');
        expect(await store.stat(k)).toBeNull();

        await store.completeUpload(upload, receipts);
        expect((await readBytes(store, k)).equals(bytes)).toBe(true);
        expect(await store.stat(k)).toMatchObject({ size: bytes.length });
      });

      needs('listUploads')('lists an upload from its begin until it completes', async () => {
        const k = key('listed.png');
        const upload = await store.beginUpload(k, layout);
        const listed = (await collect(store.listUploads())).find((u) => u.uploadId === upload.uploadId);
        expect(listed).toMatchObject({ key: k });
        expect(listed!.modified).toBeInstanceOf(Date);
        const receipt = await store.putPart(upload, 0, Readable.from([crypto.randomBytes(100)]));
        await store.completeUpload(upload, [receipt]);
        expect((await collect(store.listUploads())).map((u) => u.uploadId)).not.toContain(upload.uploadId);
      });

      it('joins parts shorter than the part size, and many small parts', async () => {
        const sizes = [1000, PART, 1, 70_000];
        const pieces = sizes.map((n) => crypto.randomBytes(n));
        for (const small of [false, true]) {
          // `small`: parts of 30 kB at most, more of them than full slots could ever hold.
          const parts = small ? pieces.map((p) => p.subarray(0, 30_000)) : pieces;
          const k = key(small ? 'small.png' : 'short.png');
          const upload = await store.beginUpload(
            k,
            small ? { partSize: 30_000, parts: 4, maxSize: 60_000 } : { partSize: PART, parts: 4, maxSize: 1024 * MiB },
          );
          const receipts = [];
          for (const index of [3, 1, 0, 2])
            receipts[index] = await store.putPart(upload, index, Readable.from([parts[index]!]));
          await store.completeUpload(upload, receipts);
          expect((await readBytes(store, k)).equals(Buffer.concat(parts)), k).toBe(true);
        }
      });

      it('counts a part whose body failed as not received, and takes it again', async () => {
        const k = key('retry.png');
        const upload = await store.beginUpload(k, { ...layout, parts: 2 });
        const bytes = crypto.randomBytes(PART + 10);
        const failure = new Error('connection lost');
        await expect(store.putPart(upload, 0, failingBody(bytes.subarray(0, 1000), failure))).rejects.toBe(failure);
        const first = await store.putPart(upload, 0, Readable.from([bytes.subarray(0, PART)]));
        const last = await store.putPart(upload, 1, Readable.from([bytes.subarray(PART)]));
        await store.completeUpload(upload, [first, last]);
        expect((await readBytes(store, k)).equals(bytes)).toBe(true);
      });

      it('refuses a part larger than the part size', async () => {
        const upload = await store.beginUpload(key('big.png'), { partSize: 1000, parts: 2, maxSize: 2000 });
        await expect(store.putPart(upload, 0, Readable.from([crypto.randomBytes(1001)]))).rejects.toThrow();
        // Clean-up only (the abort has its own test).
        if (!unsupported.abortUpload) await store.abortUpload(upload);
      });

      needs('abortUpload', 'listUploads')(
        'aborts an upload: its parts go, it is no longer listed, and it cannot be completed',
        async () => {
          const k = key('aborted.png');
          const upload = await store.beginUpload(k, layout);
          const receipt = await store.putPart(upload, 0, Readable.from([crypto.randomBytes(100)]));
          const listed = (await collect(store.listUploads())).find((u) => u.uploadId === upload.uploadId);
          expect(listed).toMatchObject({ key: k });
          expect(listed!.modified).toBeInstanceOf(Date);
          await store.abortUpload(upload);
          await store.abortUpload(upload);
          expect((await collect(store.listUploads())).map((u) => u.uploadId)).not.toContain(upload.uploadId);
          await expect(store.completeUpload(upload, [receipt])).rejects.toThrow();
          expect(await store.stat(k)).toBeNull();
        },
      );
    });

    it('removes only leftovers: objects and uploads stay', async () => {
      const k = key('kept.png');
      await store.put(k, Buffer.from('kept'));
      const open = key('open.png');
      const upload = await store.beginUpload(open, { partSize: PART, parts: 2, maxSize: 1024 * MiB });
      const first = await store.putPart(upload, 0, Readable.from([Buffer.from('part')]));
      expect(await store.removeLeftovers(new Date(Date.now() + 3_600_000))).toBeGreaterThanOrEqual(0);
      expect((await readBytes(store, k)).toString()).toBe('kept');
      // The open upload is whole still: it completes with the part put before.
      const last = await store.putPart(upload, 1, Readable.from([Buffer.from('-and-the-rest')]));
      await store.completeUpload(upload, [first, last]);
      expect((await readBytes(store, open)).toString()).toBe('part-and-the-rest');
    });

    needs('listUploads')('lists an open upload after removeLeftovers', async () => {
      const upload = await store.beginUpload(key('open.png'), { partSize: PART, parts: 2, maxSize: 1024 * MiB });
      await store.putPart(upload, 0, Readable.from([Buffer.from('part')]));
      await store.removeLeftovers(new Date(Date.now() + 3_600_000));
      expect((await collect(store.listUploads())).map((u) => u.uploadId)).toContain(upload.uploadId);
      if (!unsupported.abortUpload) await store.abortUpload(upload);
    });

    it('answers check() while the store is there', async () => {
      await store.check();
    });
  });
}
