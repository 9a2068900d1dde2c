import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, RESULT, ZFilePublic } from '@guidebook/contract';
import { type TestApp, getTestServer } from './helpers/test-app.ts';
import { buildAccount } from './helpers/factories.ts';
import { multipartBody, noisePng, postChunk, solidJpeg, splitBytes, uploadImage } from './helpers/images.ts';
import { filesPublic, pendingUploads } from '../src/db/schema.ts';
import { sweepStaleUploads } from '../src/modules/files/stale-uploads.ts';
import { eq } from 'drizzle-orm';

let png: Buffer;

const t = await getTestServer();
const host = await buildAccount(t.app);

beforeAll(async () => {
  png = await noisePng(1200, 800);
});

/** Every regular file below dir, as paths relative to it. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

function storeDirs(app: TestApp) {
  return { files: path.join(app.dataDir, 'files'), tmp: path.join(app.dataDir, 'uploads-tmp') };
}

describe('chunked upload', () => {
  it('assembles a three-chunk PNG, and serves it and its WebP thumbnail publicly with cache headers', async () => {
    const pieces = splitBytes(png, 3);
    const first = await postChunk(t.app, host.auth, {
      chunk: pieces[0],
      chunkIndex: 0,
      totalChunks: 3,
      name: 'Sea view.png',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: [{ received: 1, totalChunks: 3 }] });
    const second = await postChunk(t.app, host.auth, {
      chunk: pieces[1],
      chunkIndex: 1,
      totalChunks: 3,
      name: 'Sea view.png',
    });
    expect(second.json().RES_RESULT).toEqual([{ received: 2, totalChunks: 3 }]);
    const last = await postChunk(t.app, host.auth, {
      chunk: pieces[2],
      chunkIndex: 2,
      totalChunks: 3,
      name: 'Sea view.png',
    });
    expect(last.statusCode).toBe(201);
    const body = last.json();
    expect(body).toMatchObject({ RES_CODE: RESULT.OK, RES_OTHERS: { ERROR_FLAG: 0 } });
    const file = ZFilePublic.parse(body.RES_RESULT[0]);
    expect(file).toMatchObject({ name: 'Sea view.png', size: png.length, width: 1200, height: 800, private: 4 });
    expect(file.mime_type).toBe('image/png');
    expect(file.path_file).toMatch(new RegExp(`^/files/public/raw/${file.file_ID}/[A-Za-z0-9._-]+\\.png$`));
    expect(file.path_thumbnail).toBe(`/files/public/raw/${file.file_ID}/thumb.webp`);

    // Guests load images without a token.
    const image = await t.app.inject({ method: 'GET', url: `/api${file.path_file}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.rawPayload.equals(png)).toBe(true);

    const etag = image.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: `/api${file.path_file}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const range = await t.app.inject({ method: 'GET', url: `/api${file.path_file}`, headers: { range: 'bytes=0-99' } });
    expect(range.statusCode).toBe(206);
    expect(range.rawPayload.equals(png.subarray(0, 100))).toBe(true);

    const thumb = await t.app.inject({ method: 'GET', url: `/api${file.path_thumbnail}` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 267 });

    // Nothing of the upload is left in the temp folder.
    expect(await filesBelow(storeDirs(t).tmp)).toEqual([]);
  });

  it('accepts the chunk part before the text fields, chunks out of order, and a re-sent chunk (the second wins)', async () => {
    const pieces = splitBytes(png, 3);
    const uploadId = crypto.randomUUID();
    const send = (index: number, chunk: Buffer) =>
      postChunk(t.app, host.auth, {
        chunk,
        chunkIndex: index,
        totalChunks: 3,
        name: 'order.png',
        uploadId,
        chunkFirst: true,
      });
    expect((await send(2, pieces[2]!)).json().RES_RESULT).toEqual([{ received: 1, totalChunks: 3 }]);
    expect((await send(0, Buffer.from('garbage that must be replaced'))).json().RES_RESULT).toEqual([
      { received: 2, totalChunks: 3 },
    ]);
    expect((await send(0, pieces[0]!)).json().RES_RESULT).toEqual([{ received: 2, totalChunks: 3 }]);
    const done = await send(1, pieces[1]!);
    expect(done.statusCode).toBe(201);
    const file = ZFilePublic.parse(done.json().RES_RESULT[0]);
    expect(file.size).toBe(png.length);
    const served = await t.app.inject({ method: 'GET', url: `/api${file.path_file}` });
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('serves JPEG, WebP and GIF with their own Content-Type, whatever the name says', async () => {
    const base = sharp(await solidJpeg(640, 480));
    const samples: Array<[Buffer, string]> = [
      [await base.clone().jpeg().toBuffer(), 'image/jpeg'],
      [await base.clone().webp().toBuffer(), 'image/webp'],
      [await base.clone().gif().toBuffer(), 'image/gif'],
    ];
    for (const [bytes, mimeType] of samples) {
      const res = await uploadImage(t.app, host.auth, bytes, 'named-as.png');
      expect(res.statusCode, mimeType).toBe(201);
      const file = ZFilePublic.parse(res.json().RES_RESULT[0]);
      expect(file).toMatchObject({ mime_type: mimeType, width: 640, height: 480 });
      const served = await t.app.inject({ method: 'GET', url: `/api${file.path_file}` });
      expect(served.headers['content-type']).toBe(mimeType);
      expect(served.rawPayload.equals(bytes)).toBe(true);
      const head = await t.app.inject({ method: 'HEAD', url: `/api${file.path_file}` });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(mimeType);
    }
  });

  it('refuses a non-image named .png with 12 and keeps nothing of it', async () => {
    const fresh = await getTestServer();
    const owner = await buildAccount(fresh.app);
    const text = Buffer.from('this is plain text pretending to be a picture\n'.repeat(2000));
    const pieces = splitBytes(text, 2);
    const first = await postChunk(fresh.app, owner.auth, {
      chunk: pieces[0],
      chunkIndex: 0,
      totalChunks: 2,
      name: 'fake.png',
    });
    expect(first.json().RES_CODE).toBe(RESULT.OK);
    const last = await postChunk(fresh.app, owner.auth, {
      chunk: pieces[1],
      chunkIndex: 1,
      totalChunks: 2,
      name: 'fake.png',
    });
    expect(last.statusCode).toBe(422);
    expect(last.json()).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_MESSAGE: MESSAGES.file.notAnImage,
      RES_RESULT: null,
      RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: MESSAGES.file.notAnImage },
    });
    const dirs = storeDirs(fresh);
    expect(await filesBelow(dirs.files)).toEqual([]);
    expect(await filesBelow(dirs.tmp)).toEqual([]);
    const { db } = fresh.app.deps.database;
    expect(await db.select().from(filesPublic)).toEqual([]);
    expect(await db.select().from(pendingUploads)).toEqual([]);
  });

  it('cleans names of directories, slashes, backslashes and control characters, and stores only inside DATA_DIR', async () => {
    const jpeg = await solidJpeg(32, 32);
    const names: Array<[string, string]> = [
      ['../../etc/x.png', 'x.png'],
      ['/absolute/path/y.png', 'y.png'],
      ['..\\..\\windows\\z.png', 'z.png'],
      ['ev\u0001il\u0007\u001b\u202e.png', 'evil.png'],
      ['..', 'image'],
      ['thumb.webp', 'thumb.webp'],
      ['COVER.webp', 'COVER.webp'],
    ];
    const before = new Set(await filesBelow(storeDirs(t).files));
    for (const [raw, clean] of names) {
      const res = await uploadImage(t.app, host.auth, jpeg, raw);
      expect(res.statusCode, raw).toBe(201);
      const file = ZFilePublic.parse(res.json().RES_RESULT[0]);
      expect(file.name).toBe(clean);
      expect(file.path_file).toMatch(new RegExp(`^/files/public/raw/${file.file_ID}/[A-Za-z0-9._-]+$`));
      expect(file.path_file).not.toBe(file.path_thumbnail);
      const served = await t.app.inject({ method: 'GET', url: `/api${file.path_file}` });
      expect(served.rawPayload.equals(jpeg)).toBe(true);
    }
    const added = (await filesBelow(storeDirs(t).files)).filter((f) => !before.has(f));
    expect(added).toHaveLength(names.length * 2);
    for (const rel of added) expect(rel).toMatch(/^[0-9a-f-]{36}\/[A-Za-z0-9._-]+$/);
    await expect(fs.access('/etc/x.png')).rejects.toThrow();
    await expect(fs.access(path.join(t.dataDir, '..', 'x.png'))).rejects.toThrow();
    await expect(fs.access(path.join(t.dataDir, 'x.png'))).rejects.toThrow();
    // U+0000 is the one character no text field may hold (PostgreSQL cannot store it): 12, as everywhere.
    const nul = await uploadImage(t.app, host.auth, jpeg, 'ev\u0000il.png');
    expect(nul.statusCode).toBe(422);
    expect(nul.json()).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { name: MESSAGES.generic.unstorableText } },
    });
  });

  it('answers 10 without a chunk or with malformed fields, and 12 for a chunk index past the last chunk', async () => {
    const chunk = Buffer.from('x');
    const noChunk = await postChunk(t.app, host.auth, { chunkIndex: 0, totalChunks: 1, name: 'a.png' });
    expect(noChunk.statusCode).toBe(400);
    expect(noChunk.json()).toMatchObject({ RES_CODE: RESULT.BAD_REQUEST, RES_MESSAGE: MESSAGES.file.chunkMissing });

    const noTotal = await postChunk(t.app, host.auth, { chunk, chunkIndex: 0, name: 'a.png' });
    expect(noTotal.json().RES_CODE).toBe(RESULT.BAD_REQUEST);
    const notNumber = await postChunk(t.app, host.auth, { chunk, chunkIndex: 'first', totalChunks: 1, name: 'a.png' });
    expect(notNumber.json().RES_CODE).toBe(RESULT.BAD_REQUEST);
    const noName = await postChunk(t.app, host.auth, { chunk, chunkIndex: 0, totalChunks: 1 });
    expect(noName.json().RES_CODE).toBe(RESULT.BAD_REQUEST);

    const pastLast = await postChunk(t.app, host.auth, { chunk, chunkIndex: 3, totalChunks: 3, name: 'a.png' });
    expect(pastLast.statusCode).toBe(422);
    expect(pastLast.json()).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_MESSAGE: MESSAGES.file.chunkOutOfRange,
      RES_OTHERS: { ERROR_FLAG: 1, FIELDS: { chunkIndex: MESSAGES.file.chunkOutOfRange } },
    });
    // An index is a whole number from 0: anything else is malformed, like every integer field.
    for (const chunkIndex of [-1, '1.0', '1e0', '']) {
      const res = await postChunk(t.app, host.auth, { chunk, chunkIndex, totalChunks: 3, name: 'a.png' });
      expect(res.statusCode, String(chunkIndex)).toBe(400);
      expect(res.json()).toMatchObject({
        RES_CODE: RESULT.BAD_REQUEST,
        RES_OTHERS: { FIELDS: { chunkIndex: expect.any(String) } },
      });
    }
    const wrongFlag = await postChunk(t.app, host.auth, {
      chunk,
      chunkIndex: 0,
      totalChunks: 1,
      name: 'a.png',
      private: 3,
    });
    expect(wrongFlag.json().RES_CODE).toBe(RESULT.BAD_REQUEST);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/files/public/create',
      headers: host.auth,
      payload: { chunkIndex: 0, totalChunks: 1, name: 'a.png' },
    });
    expect(json.json().RES_CODE).toBe(RESULT.BAD_REQUEST);
    expect(await filesBelow(storeDirs(t).tmp)).toEqual([]);
  });

  it('needs a signed-in account to upload', async () => {
    const { body, contentType } = await multipartBody({ chunk: png, chunkIndex: 0, totalChunks: 1, name: 'a.png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/files/public/create',
      headers: { 'content-type': contentType },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().RES_CODE).toBe(RESULT.UNAUTHENTICATED);
  });

  it('answers 404 with the envelope for unknown image URLs', async () => {
    for (const url of [
      `/api/files/public/raw/${crypto.randomUUID()}/x.png`,
      `/api/files/public/raw/not-a-uuid/x.png`,
      `/api/files/public/raw/${crypto.randomUUID()}/thumb.webp`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_RESULT: null });
    }
    const res = await uploadImage(t.app, host.auth, await solidJpeg(8, 8), 'known.jpg');
    const file = ZFilePublic.parse(res.json().RES_RESULT[0]);
    const wrongName = await t.app.inject({ method: 'GET', url: `/api/files/public/raw/${file.file_ID}/other.jpg` });
    expect(wrongName.statusCode).toBe(404);
    expect(wrongName.json().RES_CODE).toBe(RESULT.NOT_FOUND);
  });
});

describe('upload limits', () => {
  it('refuses with 45 a file whose chunks add up to more than maxFileSize, and drops the upload', async () => {
    const small = await getTestServer({ maxFileSize: 50_000 });
    const owner = await buildAccount(small.app);
    const piece = crypto.randomBytes(30_000);
    const first = await postChunk(small.app, owner.auth, {
      chunk: piece,
      chunkIndex: 0,
      totalChunks: 2,
      name: 'big.png',
    });
    expect(first.json().RES_CODE).toBe(RESULT.OK);
    const second = await postChunk(small.app, owner.auth, {
      chunk: piece,
      chunkIndex: 1,
      totalChunks: 2,
      name: 'big.png',
    });
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({
      RES_CODE: RESULT.PAYLOAD_TOO_LARGE,
      RES_MESSAGE: MESSAGES.file.tooLarge(50_000),
    });

    const single = await postChunk(small.app, owner.auth, {
      chunk: crypto.randomBytes(60_000),
      chunkIndex: 0,
      totalChunks: 1,
      name: 'one.png',
      chunkFirst: true,
    });
    expect(single.statusCode).toBe(413);
    expect(single.json().RES_CODE).toBe(RESULT.PAYLOAD_TOO_LARGE);

    const dirs = storeDirs(small);
    expect(await filesBelow(dirs.tmp)).toEqual([]);
    expect(await filesBelow(dirs.files)).toEqual([]);
    expect(await small.app.deps.database.db.select().from(pendingUploads)).toEqual([]);
  });

  it('removes half-finished uploads older than 24 hours, and keeps younger ones', async () => {
    const start = Date.now();
    let now = new Date(start - 25 * 3_600_000);
    const clocked = await getTestServer({}, { now: () => now });
    // The sweep every instance queues at start runs first, while the clock is still 25 hours back:
    // run later (on a busy machine) it would already remove the old upload this test sweeps itself.
    await clocked.app.deps.jobs.settled('upload-sweep');
    const owner = await buildAccount(clocked.app);
    const pieces = splitBytes(png, 2);
    const old = await postChunk(clocked.app, owner.auth, {
      chunk: pieces[0],
      chunkIndex: 0,
      totalChunks: 2,
      name: 'old.png',
    });
    expect(old.json().RES_CODE).toBe(RESULT.OK);
    now = new Date(start);
    const young = await postChunk(clocked.app, owner.auth, {
      chunk: pieces[0],
      chunkIndex: 0,
      totalChunks: 2,
      name: 'young.png',
    });
    expect(young.json().RES_CODE).toBe(RESULT.OK);

    const { db } = clocked.app.deps.database;
    const [oldRow] = await db.select().from(pendingUploads).where(eq(pendingUploads.name, 'old.png'));
    const [youngRow] = await db.select().from(pendingUploads).where(eq(pendingUploads.name, 'young.png'));
    const tmp = storeDirs(clocked).tmp;
    await fs.access(path.join(tmp, oldRow!.storage_upload_id!));

    const swept = await sweepStaleUploads(clocked.app.deps);
    expect(swept.removedUploads).toBe(1);
    expect((await db.select().from(pendingUploads)).map((r) => r.name)).toEqual(['young.png']);
    await expect(fs.access(path.join(tmp, oldRow!.storage_upload_id!))).rejects.toThrow();
    await fs.access(path.join(tmp, youngRow!.storage_upload_id!));
    expect(Object.keys(youngRow!.parts)).toEqual(['0']);

    // The old upload is gone: its second chunk starts a new upload instead of completing a file.
    const resumed = await postChunk(clocked.app, owner.auth, {
      chunk: pieces[1],
      chunkIndex: 1,
      totalChunks: 2,
      name: 'old.png',
    });
    expect(resumed.json().RES_RESULT).toEqual([{ received: 1, totalChunks: 2 }]);
  });

  it('streams a large chunk to disk without holding it in memory', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain('127.0.0.1');
    const size = 60 * 1024 * 1024;
    const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
    const head = Buffer.from(
      ['chunkIndex', 'totalChunks', 'name', 'private']
        .map(
          (k, i) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${['0', '1', 'big.png', '4'][i]}\r\n`,
        )
        .join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="blob"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const slice = crypto.randomBytes(1024 * 1024);

    if (global.gc) global.gc();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/files/public/create',
          headers: {
            ...host.auth,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': head.length + size + tail.length,
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      void (async () => {
        req.write(head);
        for (let sent = 0; sent < size; sent += slice.length) {
          if (!req.write(slice)) await new Promise((r) => req.once('drain', r));
        }
        req.end(tail);
      })();
    });
    clearInterval(sampler);
    // Random bytes are no image: the whole chunk was received, assembled and refused.
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.body).RES_MESSAGE).toBe(MESSAGES.file.notAnImage);
    const growth = peak - baseline;
    console.info(`upload of a ${size / 1_048_576} MB chunk: peak RSS growth ${(growth / 1_048_576).toFixed(1)} MB`);
    expect(growth).toBeLessThan(size / 2);
    expect(LIMITS.CHUNK_SIZE).toBeGreaterThan(size);
  });
});
