/**
 * A host's guide with categories, topics and library images, made through the API as
 * the web app would, for the sharing and guest tests.
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { solidJpeg, uploadImage } from './images.ts';
import type { TestAccount } from './accounts.ts';

type Json = Record<string, unknown>;

async function call(
  app: FastifyInstance,
  host: TestAccount,
  method: 'POST' | 'PUT',
  url: string,
  payload: Json,
): Promise<Json> {
  const res = await app.inject({ method, url, headers: host.auth, payload });
  const body = res.json();
  expect(body.RES_CODE, `${method} ${url}: ${res.body}`).toBe('00');
  return body.RES_RESULT as Json;
}

export async function createGuide(app: FastifyInstance, host: TestAccount, fields: Json = {}): Promise<number> {
  const guide = await call(app, host, 'POST', '/api/guides/create', { title: 'Test Guide', ...fields });
  return guide.id_guide as number;
}

export async function createCategory(
  app: FastifyInstance,
  host: TestAccount,
  idGuide: number,
  fields: Json = {},
): Promise<number> {
  const category = await call(app, host, 'POST', '/api/content_categories/create', {
    id_guide: idGuide,
    name: 'Category',
    image: '<i class="fa-solid fa-key"></i>',
    ...fields,
  });
  return category.id_guide_content as number;
}

export async function createTopic(
  app: FastifyInstance,
  host: TestAccount,
  idCategory: number,
  idFile: number,
  fields: Json = {},
): Promise<number> {
  const topic = await call(app, host, 'POST', '/api/content_topics/create', {
    id_guide_content: idCategory,
    id_file_public: idFile,
    name: 'Topic',
    content: '<p>Some text.</p>',
    ...fields,
  });
  return topic.id_guide_topic as number;
}

/** Uploads a small JPEG to the host's library; answers the stored file. */
export async function uploadLibraryImage(
  app: FastifyInstance,
  host: TestAccount,
  name = 'photo.jpg',
): Promise<{ id_file_public: number; path_file: string; path_thumbnail: string | null }> {
  const res = await uploadImage(app, host.auth, await solidJpeg(64, 48), name);
  const body = res.json();
  expect(body.RES_CODE, res.body).toBe('00');
  return body.RES_RESULT[0];
}
