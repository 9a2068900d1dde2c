/**
 * The S3 driver against s3rver (test/helpers/s3rver.ts: what it implements and what it does not):
 * the drivers' contract suite, with the two operations s3rver lacks marked as such, then what is
 * particular to S3: how the driver answers those two there, that no completed upload ever has a part
 * but the last under S3's 5 MiB minimum (s3rver would not refuse one, S3 does), byte ranges,
 * listing past a page, and the start-up check's one-line failures.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CompleteMultipartUploadCommand, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3rver, type RunningS3rver } from '../../test/helpers/s3rver.ts';
import {
  createS3Client,
  createS3Storage,
  S3_MIN_PART,
  StorageUnsupportedError,
  verifyS3Storage,
} from './s3-storage.ts';
import { describeStorageDriver } from './storage-driver.contract.ts';
import { readBytes, type StorageDriver } from './storage-driver.ts';

const MiB = 1024 * 1024;

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describeStorageDriver(
  's3 (s3rver)',
  async () => {
    const server = await startS3rver(['contract']);
    const tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-s3-tmp-'));
    const store = createS3Storage({ ...server.options('contract'), tmpDir });
    return {
      store,
      close: async () => {
        // Every part body and lent file was removed.
        expect(await fs.readdir(tmpDir)).toEqual([]);
        await fs.rm(tmpDir, { recursive: true, force: true });
        await server.stop();
      },
    };
  },
  {
    listUploads: 's3rver 3.7.1 answers ListMultipartUploads with NotImplemented',
    abortUpload: 's3rver 3.7.1 answers AbortMultipartUpload with MethodNotAllowed',
  },
);

describe('s3 driver on s3rver', () => {
  let server: RunningS3rver;
  let store: StorageDriver;
  /** Part sizes of every UploadPart sent, by upload id and part number, and every completion's part list. */
  const partSizes = new Map<string, number>();
  const completions: { uploadId: string; parts: number[] }[] = [];
  const key = (label: string) => `${crypto.randomUUID()}/${label}`;

  beforeAll(async () => {
    server = await startS3rver(['driver']);
    const client: S3Client = createS3Client(server.options('driver'));
    // Watches the requests (nothing is changed): what a real S3 would be sent.
    client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as Record<string, unknown>;
        if ((args.input as object) && 'PartNumber' in input && 'ContentLength' in input)
          partSizes.set(`${String(input.UploadId)}:${String(input.PartNumber)}`, Number(input.ContentLength));
        return next(args);
      },
      { step: 'initialize', name: 'watchParts' },
    );
    const send = client.send.bind(client);
    client.send = ((command: unknown, ...rest: unknown[]) => {
      if (command instanceof CompleteMultipartUploadCommand) {
        const { UploadId, MultipartUpload } = command.input;
        completions.push({ uploadId: UploadId!, parts: (MultipartUpload?.Parts ?? []).map((p) => p.PartNumber!) });
      }
      return (send as (...a: unknown[]) => unknown)(command, ...rest);
    }) as typeof client.send;
    store = createS3Storage({ ...server.options('driver'), client });
  });
  afterAll(async () => server.stop());

  it('answers listUploads and abortUpload there with StorageUnsupportedError, naming the operation', async () => {
    await expect(collect(store.listUploads())).rejects.toThrow(StorageUnsupportedError);
    await expect(collect(store.listUploads())).rejects.toThrow(/ListMultipartUploads \(NotImplemented/);
    const upload = await store.beginUpload(key('a.bin'), { partSize: MiB, parts: 1, maxSize: MiB });
    await expect(store.abortUpload(upload)).rejects.toThrow(/AbortMultipartUpload \(MethodNotAllowed/);
    // The upload is still whole: it completes.
    const receipt = await store.putPart(upload, 0, Readable.from([Buffer.from('still open')]));
    await store.completeUpload(upload, [receipt]);
    expect((await readBytes(store, upload.key)).toString()).toBe('still open');
  });

  it('sends S3 no completion with a part but the last under 5 MiB, whatever the parts were', async () => {
    const cases = [
      // The web app's upload: full parts, a short last one.
      [S3_MIN_PART + 10, S3_MIN_PART + 10, 1000],
      // A client's short chunks first, then full ones (the join through a first object).
      [1000, S3_MIN_PART, 1, 70_000],
      // Short chunks only (joined into the upload's own parts).
      [30_000, 30_000, 30_000, 10],
      // A full part sent short after its full send was recorded: the short one counts.
      [10 * MiB, 10],
    ];
    for (const sizes of cases) {
      const partSize = Math.max(...sizes);
      const pieces = sizes.map((n) => crypto.randomBytes(n));
      const k = key('joined.bin');
      const upload = await store.beginUpload(k, { partSize, parts: sizes.length, maxSize: 1024 * MiB });
      const receipts = [];
      for (const index of [...sizes.keys()].reverse())
        receipts[index] = await store.putPart(upload, index, Readable.from([pieces[index]!]));
      await store.completeUpload(upload, receipts);
      expect((await readBytes(store, k)).equals(Buffer.concat(pieces)), sizes.join(',')).toBe(true);
    }
    expect(completions.length).toBeGreaterThanOrEqual(cases.length);
    for (const { uploadId, parts } of completions) {
      const sizes = parts.map((n) => partSizes.get(`${uploadId}:${n}`));
      expect(
        sizes.every((n) => n !== undefined),
        JSON.stringify({ parts, sizes }),
      ).toBe(true);
      for (const size of sizes.slice(0, -1)) expect(size).toBeGreaterThanOrEqual(S3_MIN_PART);
    }
  });

  it('serves byte ranges of a video-sized object, and an empty read past its end', async () => {
    const bytes = crypto.randomBytes(24 * MiB + 17);
    const k = key('video.mp4');
    await store.put(k, Readable.from([bytes.subarray(0, 10 * MiB), bytes.subarray(10 * MiB)]));
    expect(await store.stat(k)).toMatchObject({ size: bytes.length });
    const range = async (start: number, end: number) =>
      Buffer.concat(await collect(await store.read(k, { start, end })));
    expect((await range(20 * MiB, 20 * MiB + 99)).equals(bytes.subarray(20 * MiB, 20 * MiB + 100))).toBe(true);
    expect((await range(bytes.length - 5, bytes.length + 1000)).equals(bytes.subarray(-5))).toBe(true);
    expect((await range(bytes.length + 10, bytes.length + 20)).length).toBe(0);
    expect((await readBytes(store, k)).equals(bytes)).toBe(true);
  });

  it('lists past a page of 1000 keys', async () => {
    const folder = crypto.randomUUID();
    const keys = Array.from({ length: 1005 }, (_, i) => `${folder}/${String(i).padStart(4, '0')}`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((k) => store.put(k, Buffer.from('x'))));
    expect((await collect(store.list(`${folder}/`))).map((o) => o.key).sort()).toEqual(keys);
  }, 60_000);

  it('keeps its own records out of lists and refuses keys under them', async () => {
    const upload = await store.beginUpload(key('b.bin'), { partSize: MiB, parts: 2, maxSize: 2 * MiB });
    await store.putPart(upload, 0, Readable.from([Buffer.from('short, so kept as an object for now')]));
    expect((await collect(store.list(''))).filter((o) => o.key.startsWith('.uploads/'))).toEqual([]);
    expect(await collect(store.listFolders(''))).not.toContain('.uploads/');
    await expect(store.read('.uploads/x/upload.json')).rejects.toThrow(/Not a storage key/);
  });
});

describe('the S3 start-up check', () => {
  let server: RunningS3rver;
  beforeAll(async () => {
    server = await startS3rver(['present']);
  });
  afterAll(async () => server.stop());

  it('passes for a bucket that answers and takes a write', async () => {
    await verifyS3Storage(server.options('present'));
  });

  it('names an unreachable store in one line', async () => {
    const options = { ...server.options('present'), endpoint: 'http://127.0.0.1:1' };
    const err = await verifyS3Storage(options).catch((e: unknown) => e as Error);
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).toMatch(
      /^Storage: the bucket "present" at http:\/\/127\.0\.0\.1:1 cannot be reached \(.*ECONNREFUSED.*\)$/,
    );
  });

  it('names a missing bucket in one line', async () => {
    await expect(verifyS3Storage(server.options('absent'))).rejects.toThrow(
      new RegExp(`^Storage: the bucket "absent" at ${server.endpoint.replace(/\./g, '\\.')} does not exist$`),
    );
  });

  it('names refused credentials in one line (s3rver checks the key id only, not the secret)', async () => {
    const options = { ...server.options('present'), accessKeyId: 'WRONG' };
    const err = await verifyS3Storage(options).catch((e: unknown) => e as Error);
    expect(err!.message).toMatch(
      /^Storage: access to the bucket "present" at .* was denied \(.*\): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY$/,
    );
    expect(err!.message).not.toContain('\n');
    // What s3rver does not check: a wrong secret for the right key id passes there (S3 refuses it).
    await verifyS3Storage({ ...server.options('present'), secretAccessKey: 'wrong' });
  });
});
