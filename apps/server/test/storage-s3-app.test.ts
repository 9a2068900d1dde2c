/**
 * The app with STORAGE=s3 against s3rver (helpers/s3rver.ts): a three-chunk upload is an S3
 * multipart upload whose file and thumbnail land in the bucket (nothing under DATA_DIR/files), served
 * back whole and by byte range with the same headers as from disk; /api/health reports storage; and a
 * store that cannot be used stops buildApp with one line.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { RESULT, ZFilePublic } from '@guidebook/contract';
import type { StorageConfig } from '../src/config.ts';
import { createS3Client } from '../src/storage/s3-storage.ts';
import { createTestApp, getTestServer, stopWhenDone } from './helpers/test-app.ts';
import { buildAccount } from './helpers/factories.ts';
import { noisePng, postChunk, splitBytes } from './helpers/images.ts';
import { startS3rver } from './helpers/s3rver.ts';

const BUCKET = 'guidebook-files';

const s3Storage = (changes: Partial<Extract<StorageConfig, { kind: 's3' }>> = {}): StorageConfig => ({
  kind: 's3',
  ...s3.options(BUCKET),
  ...changes,
});

async function bucketKeys(): Promise<string[]> {
  const client = createS3Client(s3.options(BUCKET));
  try {
    const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
    return (page.Contents ?? []).map((o) => o.Key!).sort();
  } finally {
    client.destroy();
  }
}

const s3 = await startS3rver([BUCKET]);
stopWhenDone(s3.stop);
const t = await getTestServer({ storage: s3Storage() });
const host = await buildAccount(t.app);

describe('STORAGE=s3', () => {
  it('stores a three-chunk upload and its thumbnail in the bucket, and serves it whole and by range', async () => {
    const png = await noisePng(1200, 800);
    const pieces = splitBytes(png, 3);
    let last;
    for (const [chunkIndex, chunk] of pieces.entries())
      last = await postChunk(t.app, host.auth, { chunk, chunkIndex, totalChunks: 3, name: 'Harbour.png' });
    expect(last!.statusCode, last!.body).toBe(201);
    const file = ZFilePublic.parse(last!.json().RES_RESULT[0]);
    expect(file).toMatchObject({ size: png.length, width: 1200, height: 800 });

    const keys = await bucketKeys();
    const imageKey = file.path_file.replace('/files/public/raw/', '');
    expect(keys).toContain(imageKey);
    expect(keys).toContain(`${file.file_ID}/thumb.webp`);
    // Nothing of the upload is left in the driver's own records, and nothing went to the local disk.
    expect(keys.filter((k) => k.startsWith('.uploads/'))).toEqual([]);
    await expect(fs.access(path.join(t.dataDir, 'files'))).rejects.toThrow();

    const image = await t.app.inject({ method: 'GET', url: `/api${file.path_file}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers.etag).toMatch(/^"[0-9a-f]{32}(-\d+)?"$/);
    expect(new Date(image.headers['last-modified'] as string).getTime()).not.toBeNaN();
    expect(image.headers['accept-ranges']).toBe('bytes');
    expect(image.rawPayload.equals(png)).toBe(true);

    const again = await t.app.inject({
      method: 'GET',
      url: `/api${file.path_file}`,
      headers: { 'if-none-match': image.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);

    const from = Math.floor(png.length / 2);
    const range = await t.app.inject({
      method: 'GET',
      url: `/api${file.path_file}`,
      headers: { range: `bytes=${from}-${from + 999}` },
    });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes ${from}-${from + 999}/${png.length}`);
    expect(range.rawPayload.equals(png.subarray(from, from + 1000))).toBe(true);

    const thumb = await t.app.inject({ method: 'GET', url: `/api${file.path_thumbnail}` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
  });

  it('reports storage beside database on /api/health', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      RES_CODE: RESULT.OK,
      RES_RESULT: { status: 'ok', database: 'ok', storage: 'ok' },
    });
  });

  it('answers /api/health with 99, as for the database, once the bucket stops answering', async () => {
    const own = await startS3rver([BUCKET]);
    const app = await getTestServer(
      { storage: { kind: 's3', ...own.options(BUCKET) } },
      { databaseUrl: t.databaseUrl },
    );
    expect((await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await own.stop();
    const health = await app.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(500);
    expect(health.json()).toMatchObject({ RES_CODE: RESULT.INTERNAL });
  });
});

describe('/api/health with the local store', () => {
  it('reports storage ok, and answers 99 once DATA_DIR/files is gone', async () => {
    const local = await getTestServer({}, { databaseUrl: t.databaseUrl });
    const ok = await local.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.json()).toMatchObject({
      RES_CODE: RESULT.OK,
      RES_RESULT: { status: 'ok', database: 'ok', storage: 'ok' },
    });
    await fs.rm(path.join(local.dataDir, 'files'), { recursive: true });
    const gone = await local.app.inject({ method: 'GET', url: '/api/health' });
    expect(gone.statusCode).toBe(500);
    expect(gone.json()).toMatchObject({ RES_CODE: RESULT.INTERNAL });
  });
});

describe('a store that cannot be used stops the start with one line', () => {
  const startWith = async (storage: StorageConfig) => {
    const err = await createTestApp({ storage }, { databaseUrl: t.databaseUrl }).then(
      async (app) => {
        await app.close();
        return null;
      },
      (e: unknown) => e as Error,
    );
    expect(err).toBeInstanceOf(Error);
    expect(err!.message).not.toContain('\n');
    return err!.message;
  };

  it('names an unreachable store', async () => {
    const other = await startS3rver([]);
    await other.stop();
    expect(await startWith(s3Storage({ endpoint: other.endpoint }))).toMatch(
      new RegExp(`^Storage: the bucket "${BUCKET}" at ${other.endpoint} cannot be reached \\(.*ECONNREFUSED.*\\)$`),
    );
  });

  it('names a bucket that does not exist', async () => {
    expect(await startWith(s3Storage({ bucket: 'no-such-bucket' }))).toBe(
      `Storage: the bucket "no-such-bucket" at ${s3.endpoint} does not exist`,
    );
  });

  it('names refused credentials (s3rver refuses an unknown key id; it does not check secrets)', async () => {
    expect(await startWith(s3Storage({ accessKeyId: 'NOT-A-KEY' }))).toMatch(
      /^Storage: access to the bucket "guidebook-files" at .* was denied \(.*\): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY$/,
    );
  });
});
