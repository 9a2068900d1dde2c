import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RESULT, type TFilePublic } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import {
  buildAccount,
  buildCategory,
  buildFile,
  buildGuide,
  buildTopic,
  type TestAccount,
} from './helpers/factories.ts';
import { solidJpeg } from './helpers/images.ts';

let jpeg: Buffer;

const t = await getTestServer();
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

beforeAll(async () => {
  jpeg = await solidJpeg(48, 32);
});

const get = (account: TestAccount, url: string) => t.app.inject({ method: 'GET', url, headers: account.auth });
const remove = (account: TestAccount, id: number) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/files/public/delete',
    headers: account.auth,
    payload: { id_file_public: id, private: 4, comment: 'no longer needed' },
  });

describe('image library', () => {
  it('says whether a name exists: 01 before the upload, 00 with the file after', async () => {
    const url = `/api/files/public/exists?name=${encodeURIComponent('Front door.jpg')}&private=4`;
    const before = await get(host, url);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({
      RES_CODE: RESULT.NOT_FOUND,
      RES_MESSAGE: MESSAGES.file.nameFree,
      RES_RESULT: null,
    });

    const file = await buildFile(t.app, host, { name: 'Front door.jpg', bytes: jpeg });
    const after = await get(host, url);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: { id_file_public: file.id_file_public } });

    // Names are matched exactly, and only among the caller's own files.
    expect((await get(host, '/api/files/public/exists?name=front%20door.jpg&private=4')).json().RES_CODE).toBe(
      RESULT.NOT_FOUND,
    );
    expect((await get(other, url)).json().RES_CODE).toBe(RESULT.NOT_FOUND);
    expect((await get(host, '/api/files/public/exists?private=4')).json().RES_CODE).toBe(RESULT.BAD_REQUEST);
  });

  it('lists the caller’s files newest first, a page at a time, with TOTAL, PAGE and PAGE_SIZE', async () => {
    const owner = await buildAccount(t.app);
    const made: TFilePublic[] = [];
    for (let i = 1; i <= 12; i += 1)
      made.push(await buildFile(t.app, owner, { name: `room-${String(i).padStart(2, '0')}.jpg`, bytes: jpeg }));
    await buildFile(t.app, other, { name: 'not-yours.jpg', bytes: jpeg });

    // page alone: the page size defaults to the media library's (no parameters at all: every file, inline-images.test.ts).
    const first = await get(owner, '/api/files/public/list?page=1');
    expect(first.json()).toMatchObject({ RES_CODE: RESULT.OK, RES_OTHERS: { TOTAL: 12, PAGE: 1, PAGE_SIZE: 10 } });
    const firstNames = first.json().RES_RESULT.map((f: TFilePublic) => f.name);
    expect(firstNames).toEqual(
      made
        .slice(2)
        .reverse()
        .map((f) => f.name),
    );

    const second = (await get(owner, '/api/files/public/list?page=2&page_size=10')).json();
    expect(second.RES_RESULT.map((f: TFilePublic) => f.name)).toEqual(['room-02.jpg', 'room-01.jpg']);
    expect(second.RES_OTHERS).toMatchObject({ TOTAL: 12, PAGE: 2, PAGE_SIZE: 10 });

    const small = (await get(owner, '/api/files/public/list?page=3&page_size=5')).json();
    expect(small.RES_RESULT.map((f: TFilePublic) => f.name)).toEqual(['room-02.jpg', 'room-01.jpg']);
    const beyond = (await get(owner, '/api/files/public/list?page=9')).json();
    expect(beyond).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: [], RES_OTHERS: { TOTAL: 12 } });

    expect((await get(owner, '/api/files/public/list?page_size=101')).json().RES_CODE).toBe(RESULT.BAD_REQUEST);
    expect((await get(owner, '/api/files/public/list?page=0')).json().RES_CODE).toBe(RESULT.BAD_REQUEST);
  });

  it('searches names case-insensitively, treating % and _ as plain characters', async () => {
    const owner = await buildAccount(t.app);
    await buildFile(t.app, owner, { name: 'Kitchen Sink.jpg', bytes: jpeg });
    await buildFile(t.app, owner, { name: 'kitchen_table.jpg', bytes: jpeg });
    await buildFile(t.app, owner, { name: 'bathroom.jpg', bytes: jpeg });
    await buildFile(t.app, owner, { name: '100% view.jpg', bytes: jpeg });
    await buildFile(t.app, other, { name: 'kitchen-of-someone-else.jpg', bytes: jpeg });

    const search = async (name: string) => {
      const res = (await get(owner, `/api/files/public/search?name=${encodeURIComponent(name)}`)).json();
      expect(res.RES_CODE).toBe(RESULT.OK);
      return { names: res.RES_RESULT.map((f: TFilePublic) => f.name).sort(), total: res.RES_OTHERS.TOTAL };
    };
    expect(await search('KITCHEN')).toEqual({ names: ['Kitchen Sink.jpg', 'kitchen_table.jpg'], total: 2 });
    expect(await search('_')).toEqual({ names: ['kitchen_table.jpg'], total: 1 });
    expect(await search('%')).toEqual({ names: ['100% view.jpg'], total: 1 });
    expect(await search('cellar')).toEqual({ names: [], total: 0 });
    expect((await search('')).total).toBe(4);

    const paged = (await get(owner, '/api/files/public/search?name=jpg&page=2&page_size=3')).json();
    expect(paged.RES_RESULT).toHaveLength(1);
    expect(paged.RES_OTHERS).toMatchObject({ TOTAL: 4, PAGE: 2, PAGE_SIZE: 3 });
  });

  it('selects one file; another account’s id is not found', async () => {
    const file = await buildFile(t.app, host, { name: 'select-me.jpg', bytes: jpeg });
    const mine = await get(host, `/api/files/public/select?id=${file.id_file_public}`);
    expect(mine.json()).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: file });
    const theirs = await get(other, `/api/files/public/select?id=${file.id_file_public}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.file.notFound });
    expect((await get(host, '/api/files/public/select?id=999999')).json().RES_CODE).toBe(RESULT.NOT_FOUND);
    expect((await get(host, '/api/files/public/select?id=abc')).json().RES_CODE).toBe(RESULT.BAD_REQUEST);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/public/list' })).json().RES_CODE).toBe(
      RESULT.UNAUTHENTICATED,
    );
  });

  it('deletes a file with its image and thumbnail; another account cannot', async () => {
    const file = await buildFile(t.app, host, { name: 'delete-me.jpg', bytes: jpeg });
    const folder = path.join(t.dataDir, 'files', file.file_ID);
    expect((await fs.readdir(folder)).sort()).toEqual(['delete-me.jpg', 'thumb.webp']);

    const theirs = await remove(other, file.id_file_public);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().RES_CODE).toBe(RESULT.NOT_FOUND);
    expect((await get(host, `/api${file.path_file}`)).statusCode).toBe(200);

    const mine = await remove(host, file.id_file_public);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    await expect(fs.access(folder)).rejects.toThrow();
    expect((await get(host, `/api${file.path_file}`)).json().RES_CODE).toBe(RESULT.NOT_FOUND);
    expect((await get(host, `/api${file.path_thumbnail}`)).statusCode).toBe(404);
    expect((await get(host, `/api/files/public/select?id=${file.id_file_public}`)).json().RES_CODE).toBe(
      RESULT.NOT_FOUND,
    );
    expect((await remove(host, file.id_file_public)).json().RES_CODE).toBe(RESULT.NOT_FOUND);
  });

  it('refuses with 13, naming the topics, to delete a topic’s featured image, and deletes nothing', async () => {
    const file = await buildFile(t.app, host, { name: 'pool.jpg', bytes: jpeg });
    const guide = await buildGuide(t.app, host, { title: 'Villa' });
    const category = await buildCategory(t.app, host, {
      id_guide: guide.id_guide,
      name: 'Outside',
      image: '<i class="fa fa-sun"></i>',
    });
    for (const name of ['Pool rules', 'Sunbeds']) {
      await buildTopic(t.app, host, {
        id_guide_content: category.id_guide_content,
        name,
        content: '<p>Text</p>',
        id_file_public: file.id_file_public,
      });
    }

    const res = await remove(host, file.id_file_public);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      RES_CODE: RESULT.CONFLICT,
      RES_MESSAGE: MESSAGES.file.inUse([
        { topic: 'Pool rules', guide: 'Villa' },
        { topic: 'Sunbeds', guide: 'Villa' },
      ]),
      RES_RESULT: null,
    });
    expect(res.json().RES_MESSAGE).toBe(
      'This file is the featured image of the topics “Pool rules” in “Villa”, “Sunbeds” in “Villa”. Choose another image there first.',
    );
    expect((await get(host, `/api/files/public/select?id=${file.id_file_public}`)).json().RES_CODE).toBe(RESULT.OK);
    const served = await get(host, `/api${file.path_file}`);
    expect(served.rawPayload.equals(jpeg)).toBe(true);
    expect((await get(host, `/api${file.path_thumbnail}`)).statusCode).toBe(200);
  });

  it('names each topic once with its guide when a duplicated guide shares the image', async () => {
    const file = await buildFile(t.app, host, { name: 'router.jpg', bytes: jpeg });
    const guide = await buildGuide(t.app, host, { title: 'Beach House' });
    const category = await buildCategory(t.app, host, {
      id_guide: guide.id_guide,
      name: 'Internet',
      image: '<i class="fa fa-wifi"></i>',
    });
    await buildTopic(t.app, host, {
      id_guide_content: category.id_guide_content,
      name: 'WiFi',
      content: '<p>Network: Beach</p>',
      id_file_public: file.id_file_public,
    });
    const copy = await t.app.inject({
      method: 'POST',
      url: '/api/guides/duplicate',
      headers: host.auth,
      payload: { id_guide: guide.id_guide },
    });
    expect(copy.json().RES_CODE).toBe(RESULT.OK);
    const copyTitle = (copy.json().RES_RESULT as { title: string }).title;
    expect(copyTitle).not.toBe('Beach House');

    const res = await remove(host, file.id_file_public);
    expect(res.json()).toMatchObject({ RES_CODE: RESULT.CONFLICT, RES_RESULT: null });
    expect(res.json().RES_MESSAGE).toBe(
      `This file is the featured image of the topics “WiFi” in “Beach House”, “WiFi” in “${copyTitle}”. Choose another image there first.`,
    );
    // Another account's delete of the same id says nothing about the host's topics.
    expect((await remove(other, file.id_file_public)).json().RES_CODE).toBe(RESULT.NOT_FOUND);
  });
});
