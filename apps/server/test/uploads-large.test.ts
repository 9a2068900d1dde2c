/**
 * Uploads in the web app's chunk size (LIMITS.CHUNK_SIZE): chunks are written straight into
 * their place in the final file, in any order, and a very large image is answered before its
 * thumbnail exists (path_thumbnail null), which follows right after, or is removed when its
 * pixels turn out not to decode.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, ZFilePublic } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { buildAccount } from './helpers/factories.ts';
import { postChunk, solidJpeg, splitBytes } from './helpers/images.ts';
import { THUMBNAIL_AFTER_ANSWER_PIXELS } from '../src/modules/files/image-processing.ts';
import { thumbnailsSettled } from '../src/modules/files/jobs/thumbnail.job.ts';

const WIDTH = 6600;
const HEIGHT = 6400;

/** A noise PNG stored uncompressed: one full chunk and a shorter last one. */
let big: Buffer;

const t = await getTestServer();
const host = await buildAccount(t.app);

beforeAll(async () => {
  const pixels = crypto.randomBytes(WIDTH * HEIGHT * 3);
  big = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
}, 60_000);

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** Sends bytes as the web app does: full-size chunks, fields before the chunk, one uploadId. */
async function sendInChunks(bytes: Buffer, name: string, order: number[]) {
  const totalChunks = Math.ceil(bytes.length / LIMITS.CHUNK_SIZE);
  const uploadId = crypto.randomUUID();
  const answers = [];
  for (const index of order) {
    const chunk = bytes.subarray(index * LIMITS.CHUNK_SIZE, (index + 1) * LIMITS.CHUNK_SIZE);
    answers.push(await postChunk(t.app, host.auth, { chunk, chunkIndex: index, totalChunks, name, uploadId }));
  }
  return answers;
}

const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

describe('uploads in full-size chunks', () => {
  it('assembles chunks sent last-first into the exact bytes, and adds the thumbnail after answering', async () => {
    expect(big.length).toBeGreaterThan(LIMITS.CHUNK_SIZE);
    expect(big.length).toBeLessThan(2 * LIMITS.CHUNK_SIZE);
    expect(WIDTH * HEIGHT).toBeGreaterThan(THUMBNAIL_AFTER_ANSWER_PIXELS);

    const [last, first] = await sendInChunks(big, 'Panorama.png', [1, 0]);
    expect(last!.json().RES_RESULT).toEqual([{ received: 1, totalChunks: 2 }]);
    expect(first!.statusCode, first!.body).toBe(201);
    const file = ZFilePublic.parse(first!.json().RES_RESULT[0]);
    expect(file).toMatchObject({ size: big.length, width: WIDTH, height: HEIGHT, mime_type: 'image/png' });
    expect(file.path_thumbnail).toBeNull();

    const served = await t.app.inject({ method: 'GET', url: `/api${file.path_file}` });
    expect(served.statusCode).toBe(200);
    expect(sha256(served.rawPayload)).toBe(sha256(big));

    await thumbnailsSettled(t.app.deps);
    const selected = await t.app.inject({
      method: 'GET',
      url: `/api/files/public/select?id=${file.id_file_public}`,
      headers: host.auth,
    });
    const now = ZFilePublic.parse(selected.json().RES_RESULT);
    expect(now.path_thumbnail).toBe(`/files/public/raw/${file.file_ID}/thumb.webp`);
    const thumb = await t.app.inject({ method: 'GET', url: `/api${now.path_thumbnail}` });
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
    expect(await filesBelow(path.join(t.dataDir, 'uploads-tmp'))).toEqual([]);
  }, 120_000);

  it('removes a very large image again when its pixels do not decode', async () => {
    // A real PNG header over too few pixel rows: the check before answering reads the header only.
    const cut = big.subarray(0, LIMITS.CHUNK_SIZE + 5 * 1024 * 1024);
    const [, done] = await sendInChunks(cut, 'Broken.png', [0, 1]);
    expect(done!.statusCode, done!.body).toBe(201);
    const file = ZFilePublic.parse(done!.json().RES_RESULT[0]);
    expect(file.path_thumbnail).toBeNull();

    await thumbnailsSettled(t.app.deps);
    const selected = await t.app.inject({
      method: 'GET',
      url: `/api/files/public/select?id=${file.id_file_public}`,
      headers: host.auth,
    });
    expect(selected.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api${file.path_file}` })).statusCode).toBe(404);
    const stored = await filesBelow(path.join(t.dataDir, 'files'));
    expect(stored.filter((f) => f.startsWith(file.file_ID))).toEqual([]);
  }, 120_000);

  it('joins chunks kept as separate files when the chunk count would make a huge sparse file', async () => {
    // 4 chunks of a 100 kB limit cannot all be full-size: each is kept on its own and joined at the end.
    const small = await getTestServer({ maxFileSize: 100_000 });
    const owner = await buildAccount(small.app);
    const jpeg = await solidJpeg(300, 200);
    const pieces = splitBytes(jpeg, 4);
    const uploadId = crypto.randomUUID();
    const send = (index: number) =>
      postChunk(small.app, owner.auth, {
        chunk: pieces[index],
        chunkIndex: index,
        totalChunks: 4,
        name: 'a.jpg',
        uploadId,
      });
    for (const index of [2, 0, 3]) expect((await send(index)).statusCode).toBe(200);
    const done = await send(1);
    expect(done.statusCode, done.body).toBe(201);
    const file = ZFilePublic.parse(done.json().RES_RESULT[0]);
    const served = await small.app.inject({ method: 'GET', url: `/api${file.path_file}` });
    expect(served.rawPayload.equals(jpeg)).toBe(true);
    expect(file.path_thumbnail).not.toBeNull();
    expect(await filesBelow(path.join(small.dataDir, 'uploads-tmp'))).toEqual([]);
  });
});
