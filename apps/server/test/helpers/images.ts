/**
 * Real image bytes for upload tests (made with sharp), and the multipart chunk posts a
 * browser would send to POST /api/files/public/create.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';

/** Random RGB noise, which compresses badly, so the PNG is large for its size. */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = crypto.randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export async function solidJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 237, g: 132, b: 56 } } })
    .jpeg()
    .toBuffer();
}

/** Splits bytes into `count` nearly equal consecutive pieces. */
export function splitBytes(bytes: Buffer, count: number): Buffer[] {
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

export type ChunkPost = {
  chunk?: Buffer;
  chunkIndex?: number | string;
  totalChunks?: number | string;
  name?: string;
  comment?: string;
  private?: number | string;
  uploadId?: string;
  /** Put the binary part before the text fields (browsers may send either order). */
  chunkFirst?: boolean;
};

/** A multipart/form-data body as the browser's FormData encodes it. */
export async function multipartBody(post: ChunkPost): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  const addChunk = () => {
    if (post.chunk) form.append('chunk', new Blob([post.chunk]), 'blob');
  };
  if (post.chunkFirst) addChunk();
  for (const key of ['chunkIndex', 'totalChunks', 'name', 'comment', 'private', 'uploadId'] as const) {
    const value = post[key];
    if (value !== undefined) form.append(key, String(value));
  }
  if (!post.chunkFirst) addChunk();
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** A multipart/form-data body of text fields and at most one file part, as the browser's FormData encodes it. */
export async function formBody(
  fields: Record<string, unknown>,
  file?: { field: string; bytes: Buffer; filename?: string },
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  if (file) form.append(file.field, new Blob([file.bytes]), file.filename ?? 'stays.csv');
  const request = new Request('http://upload.test/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

export async function postChunk(
  app: FastifyInstance,
  auth: Record<string, string>,
  post: ChunkPost,
): Promise<LightMyRequestResponse> {
  const { body, contentType } = await multipartBody({ comment: '', private: 4, ...post });
  return app.inject({
    method: 'POST',
    url: '/api/files/public/create',
    headers: { ...auth, 'content-type': contentType },
    payload: body,
  });
}

/** Uploads bytes in `chunks` pieces, in order; returns the last answer. */
export async function uploadImage(
  app: FastifyInstance,
  auth: Record<string, string>,
  bytes: Buffer,
  name: string,
  chunks = 1,
): Promise<LightMyRequestResponse> {
  const pieces = splitBytes(bytes, chunks);
  let last: LightMyRequestResponse | undefined;
  for (const [index, chunk] of pieces.entries()) {
    last = await postChunk(app, auth, { chunk, chunkIndex: index, totalChunks: chunks, name });
  }
  return last as LightMyRequestResponse;
}
