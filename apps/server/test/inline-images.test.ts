/**
 * Pasted images and the list calls: content_topics/list carries whole topics (content too), which
 * stays small because images pasted into the editor are moved into the host's library on save (and
 * existing topics at start); files/public/list without parameters gives every file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { MESSAGES, RESULT, ZFilePublic, ZTopic, type TFilePublic, type TTopic } from '@guidebook/contract';
import { guideTopics } from '../src/db/schema.ts';
import { migrateInlineImages } from '../src/modules/topics/inline-images-migration.ts';
import { withInlineImages } from '../src/modules/topics/inline-images.ts';
import { getTestServer } from './helpers/test-app.ts';
import { api, buildAccount, buildCategory, buildFile, buildGuide, type TestAccount } from './helpers/factories.ts';
import { solidJpeg } from './helpers/images.ts';

let idGuide: number;
let idCategory: number;
let featured: number;

/** Every file of the account, through the call without page parameters. */
async function library(who: TestAccount): Promise<TFilePublic[]> {
  const res = await api(t.app, who).get('/files/public/list');
  expect(res.body.RES_CODE).toBe(RESULT.OK);
  return res.body.RES_RESULT as TFilePublic[];
}

/** Files in the store folder (images and thumbnails), to see that nothing is left behind. */
async function storedFiles(): Promise<number> {
  const root = path.join(t.dataDir, 'files');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

const dataUri = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;
/** The library URLs in content, in order. */
const imageUrls = (html: string) => [...html.matchAll(/<img[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);

async function pngOf(r: number, g: number, b: number, size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** A 2×2 24-bit BMP (red, green / blue, white), bottom-up. */
function bmp(): Buffer {
  const file = Buffer.alloc(14 + 40 + 16);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(54, 10);
  file.writeUInt32LE(40, 14);
  file.writeInt32LE(2, 18);
  file.writeInt32LE(2, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(24, 28);
  // Bottom row: blue, white; top row: red, green (BGR, rows padded to 8 bytes).
  Buffer.from([255, 0, 0, 255, 255, 255, 0, 0, 0, 0, 255, 0, 255, 0, 0, 0]).copy(file, 54);
  return file;
}

/** An icon whose one 16×16 entry is a PNG (what most .ico files hold today). */
async function icoWithPng(): Promise<Buffer> {
  const png = await pngOf(0, 128, 255, 16);
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head[6] = 16;
  head[7] = 16;
  head.writeUInt16LE(1, 10);
  head.writeUInt16LE(32, 12);
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, png]);
}

async function pixelsOf(url: string): Promise<{ mime: string; data: Buffer; width: number }> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  const { data, info } = await sharp(res.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { mime: String(res.headers['content-type']), data, width: info.width };
}

async function postTopic(
  content: string,
  name = 'Arrival',
): Promise<{ status: number; body: Record<string, unknown> }> {
  return api(t.app, host).post('/content_topics/create', {
    id_guide_content: idCategory,
    name,
    content,
    id_file_public: featured,
  });
}

const t = await getTestServer();
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

beforeAll(async () => {
  const category = await buildCategory(t.app, host, {
    id_guide: (await buildGuide(t.app, host, { title: 'Cottage' })).id_guide,
    name: 'Arrival',
    image: '<i class="fa fa-home"></i>',
  });
  idGuide = category.id_guide;
  idCategory = category.id_guide_content;
  featured = (await buildFile(t.app, host, { name: 'featured.jpg' })).id_file_public;
});

describe('content_topics/list', () => {
  it('carries every topic field, content included, equal to select', async () => {
    const made = await postTopic('<h2>Keys</h2><p>In the <strong>lockbox</strong>.</p>', 'Keys');
    expect(made.status).toBe(201);
    const list = await api(t.app, host).get(`/content_topics/list?id_guide_content=${idCategory}`);
    const items = (list.body.RES_RESULT as unknown[]).map((x) => ZTopic.strict().parse(x));
    const item = items.find((x) => x.id_guide_topic === (made.body.RES_RESULT as TTopic).id_guide_topic)!;
    // Every field but the translations, which only the select answer carries.
    expect(Object.keys(item).sort()).toEqual(
      Object.keys(ZTopic.shape)
        .filter((k) => k !== 'translations')
        .sort(),
    );
    expect(item.content).toBe('<h2>Keys</h2><p>In the <strong>lockbox</strong>.</p>');
    const selected = await api(t.app, host).get(`/content_topics/select?id_guide_topic=${item.id_guide_topic}`);
    expect({ ...item, translations: [] }).toEqual(selected.body.RES_RESULT);
  });
});

describe('files/public/list', () => {
  it('gives every file of the account without parameters (25 here), and pages when asked', async () => {
    const owner = await buildAccount(t.app);
    const names: string[] = [];
    for (let i = 1; i <= 25; i++)
      names.push((await buildFile(t.app, owner, { name: `room-${String(i).padStart(2, '0')}.jpg` })).name);
    await buildFile(t.app, other, { name: 'not-yours.jpg' });

    const all = await api(t.app, owner).get('/files/public/list');
    expect(all.body).toMatchObject({ RES_CODE: RESULT.OK, RES_OTHERS: { TOTAL: 25, PAGE: 1, PAGE_SIZE: 25 } });
    expect((all.body.RES_RESULT as TFilePublic[]).map((f) => f.name)).toEqual([...names].reverse());
    for (const f of all.body.RES_RESULT as unknown[]) ZFilePublic.strict().parse(f);

    // What the web app asks: pages of 10.
    const page = await api(t.app, owner).get('/files/public/list?page=3&page_size=10');
    expect(page.body.RES_OTHERS).toMatchObject({ TOTAL: 25, PAGE: 3, PAGE_SIZE: 10 });
    expect((page.body.RES_RESULT as TFilePublic[]).map((f) => f.name)).toEqual([
      'room-05.jpg',
      'room-04.jpg',
      'room-03.jpg',
      'room-02.jpg',
      'room-01.jpg',
    ]);
    const sized = await api(t.app, owner).get('/files/public/list?page_size=4');
    expect(sized.body.RES_OTHERS).toMatchObject({ TOTAL: 25, PAGE: 1, PAGE_SIZE: 4 });
    expect((await api(t.app, owner).get('/files/public/list?page=0')).body.RES_CODE).toBe(RESULT.BAD_REQUEST);

    const empty = await api(t.app, await buildAccount(t.app)).get('/files/public/list');
    expect(empty.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: [], RES_OTHERS: { TOTAL: 0, PAGE: 1 } });
  });
});

describe('images pasted into topic content', () => {
  it('are stored in the host’s library on create, and the content keeps their URL', async () => {
    const before = (await library(host)).length;
    const png = await pngOf(200, 30, 40);
    const jpeg = await solidJpeg(12, 10);
    const res = await postTopic(
      `<p>Door <img src="${dataUri('image/png', png)}" alt="door" width="120"></p>` +
        `<p><img src="${dataUri('image/jpeg', jpeg)}"><img src="${dataUri('image/png', png)}"></p>`,
      'Front door',
    );
    expect(res.status).toBe(201);
    const topic = ZTopic.parse(res.body.RES_RESULT);
    expect(topic.content).not.toContain('data:');
    const urls = imageUrls(topic.content);
    expect(urls).toHaveLength(3);
    // The same image twice is one file.
    expect(urls[2]).toBe(urls[0]);
    expect(topic.content).toContain(`<img src="${urls[0]}" alt="door" width="120" />`);

    const files = await library(host);
    expect(files.length).toBe(before + 2);
    const added = files.filter((f) => urls.includes(`/api${f.path_file}`));
    expect(added.map((f) => [f.name, f.mime_type]).sort()).toEqual([
      ['Front door image 1.png', 'image/png'],
      ['Front door image 2.jpg', 'image/jpeg'],
    ]);
    // Each has its thumbnail, and the URL serves the very bytes pasted.
    for (const f of added) expect(f.path_thumbnail).toMatch(/thumb\.webp$/);
    const served = await t.app.inject({ method: 'GET', url: urls[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    // And the list gives the same small content.
    const list = await api(t.app, host).get(`/content_topics/list?id_guide_content=${idCategory}`);
    const listed = (list.body.RES_RESULT as TTopic[]).find((x) => x.id_guide_topic === topic.id_guide_topic)!;
    expect(listed.content).toBe(topic.content);
  });

  it('are stored on modify too, under the topic’s title', async () => {
    const created = ZTopic.parse((await postTopic('<p>Plain</p>', 'Parking')).body.RES_RESULT);
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00ff00' } })
      .gif()
      .toBuffer();
    const res = await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: created.id_guide_topic,
      content: `<p>Here <img src="${dataUri('image/gif', gif)}"></p>`,
    });
    expect(res.status).toBe(200);
    const topic = ZTopic.parse(res.body.RES_RESULT);
    const [url] = imageUrls(topic.content);
    expect(url).toMatch(/^\/api\/files\/public\/raw\/[0-9a-f-]{36}\/parking-image-1\.gif$/i);
    expect((await library(host)).find((f) => `/api${f.path_file}` === url)?.name).toBe('Parking image 1.gif');
    // A modify without content leaves it alone.
    const renamed = await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: created.id_guide_topic,
      name: 'Car park',
    });
    expect(renamed.body.RES_RESULT.content).toBe(topic.content);
  });

  it('converts BMP and ICO images to PNG library files', async () => {
    const res = await postTopic(
      `<p><img src="${dataUri('image/bmp', bmp())}"><img src="${dataUri('image/x-icon', await icoWithPng())}"></p>`,
      'Icons',
    );
    expect(res.status).toBe(201);
    const [bmpUrl, icoUrl] = imageUrls((res.body.RES_RESULT as TTopic).content);
    const files = await library(host);
    const byUrl = (url: string) => files.find((f) => `/api${f.path_file}` === url)!;
    expect([byUrl(bmpUrl!).mime_type, byUrl(icoUrl!).mime_type]).toEqual(['image/png', 'image/png']);
    expect([byUrl(bmpUrl!).name, byUrl(icoUrl!).name]).toEqual(['Icons image 1.png', 'Icons image 2.png']);
    expect([byUrl(bmpUrl!).width, byUrl(bmpUrl!).height, byUrl(icoUrl!).width]).toEqual([2, 2, 16]);
    const pixels = await pixelsOf(bmpUrl!);
    expect(pixels.mime).toBe('image/png');
    expect([...pixels.data]).toEqual([255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]);
    const icon = await pixelsOf(icoUrl!);
    expect([...icon.data.subarray(0, 4)]).toEqual([0, 128, 255, 255]);
  });

  it('answers 12 naming content for an image that cannot be read, and keeps nothing', async () => {
    const files = (await library(host)).length;
    const onDisk = await storedFiles();
    const good = dataUri('image/png', await pngOf(1, 2, 3));
    for (const bad of [
      'data:image/png;base64,iVBORw0KGgo=', // a PNG signature and nothing else
      dataUri('image/bmp', bmp().subarray(0, 60)), // a BMP cut short
      dataUri('image/jpeg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>')), // not an image we keep
    ]) {
      // A readable image before the bad one is stored first, then removed again.
      const res = await postTopic(`<p><img src="${good}"><img src="${bad}"></p>`);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({
        RES_CODE: RESULT.VALIDATION,
        RES_OTHERS: {
          ERROR_FLAG: 1,
          RES_MESSAGE: MESSAGES.topic.inlineImageUnreadable,
          FIELDS: { content: MESSAGES.topic.inlineImageUnreadable },
        },
      });
    }
    expect((await library(host)).length).toBe(files);
    expect(await storedFiles()).toBe(onDisk);
  });

  it('cannot be deleted from the library while a topic’s content shows them', async () => {
    const made = await postTopic(`<p><img src="${dataUri('image/png', await pngOf(4, 4, 4))}"></p>`, 'Garden');
    const topic = made.body.RES_RESULT as TTopic;
    const [url] = imageUrls(topic.content);
    const file = (await library(host)).find((f) => `/api${f.path_file}` === url)!;
    const refused = await api(t.app, host).delete('/files/public/delete', { id_file_public: file.id_file_public });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      RES_CODE: RESULT.CONFLICT,
      RES_MESSAGE: MESSAGES.file.shownInContent(['Garden']),
    });
    await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: topic.id_guide_topic,
      content: '<p>No picture</p>',
    });
    const deleted = await api(t.app, host).delete('/files/public/delete', { id_file_public: file.id_file_public });
    expect(deleted.body.RES_CODE).toBe(RESULT.OK);
  });

  it('removes the files again when the topic write fails after they were stored', async () => {
    const files = (await library(host)).length;
    const onDisk = await storedFiles();
    const html = `<p><img src="${dataUri('image/png', await pngOf(9, 9, 9))}"></p>`;
    let seen = '';
    await expect(
      withInlineImages(t.app.deps, host.id_workspace, html, { name: 'Lost', unreadable: 'refuse' }, async (content) => {
        seen = content;
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(seen).toMatch(/src="\/api\/files\/public\/raw\//);
    expect((await library(host)).length).toBe(files);
    expect(await storedFiles()).toBe(onDisk);
  });
});

describe('topics saved before images moved into the library', () => {
  /** A topic row written straight into the database, as an older version stored it. */
  async function legacyTopic(who: TestAccount, content: string, name: string): Promise<number> {
    const [row] = await t.app.deps.database.db
      .insert(guideTopics)
      .values({
        id_guide_content: idCategory,
        id_workspace: who.id_workspace,
        name,
        content,
        id_file_public: featured,
        date_modified: sql`'2026-01-02T03:04:05Z'`,
      })
      .returning({ id: guideTopics.id_guide_topic });
    return row!.id;
  }

  it('are migrated by the start-up step into their owner’s library, once; unreadable images are dropped', async () => {
    const png = await pngOf(10, 20, 30);
    const ownerTopic = await legacyTopic(
      host,
      `<p>Old <img src="${dataUri('image/png', png)}" alt="old" /></p><p><img src="${dataUri('image/bmp', bmp())}" /></p>`,
      'Old topic',
    );
    const brokenTopic = await legacyTopic(
      host,
      '<p>Broken <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /></p>',
      'Broken',
    );
    // Another account's category cannot hold it via the API; straight in the table, the owner is what counts.
    const theirTopic = await legacyTopic(other, `<p><img src="${dataUri('image/png', png)}"></p>`, 'Theirs');
    const hostFiles = (await library(host)).length;
    const otherFiles = (await library(other)).length;

    const result = await migrateInlineImages(t.app.deps);
    expect(result).toEqual({ topics: 3, images: 3, failed: 0 });

    const rowOf = async (id: number) =>
      (await t.app.deps.database.db.select().from(guideTopics).where(eq(guideTopics.id_guide_topic, id)))[0]!;
    const migrated = await rowOf(ownerTopic);
    const urls = imageUrls(migrated.content);
    expect(urls).toHaveLength(2);
    expect(migrated.content).toBe(`<p>Old <img src="${urls[0]}" alt="old" /></p><p><img src="${urls[1]}" /></p>`);
    expect(migrated.date_modified.toISOString()).toBe('2026-01-02T03:04:05.000Z');
    const mine = await library(host);
    expect(mine.length).toBe(hostFiles + 2);
    expect(
      mine
        .filter((f) => urls.includes(`/api${f.path_file}`))
        .map((f) => f.mime_type)
        .sort(),
    ).toEqual(['image/png', 'image/png']);
    expect((await rowOf(brokenTopic)).content).toBe('<p>Broken </p>');
    const theirs = await rowOf(theirTopic);
    expect((await library(other)).map((f) => `/api${f.path_file}`)).toContain(imageUrls(theirs.content)[0]);
    expect((await library(other)).length).toBe(otherFiles + 1);

    // Idempotent: nothing left to do.
    expect(await migrateInlineImages(t.app.deps)).toEqual({ topics: 0, images: 0, failed: 0 });
  });

  it('runs when the app starts', async () => {
    const id = await legacyTopic(
      host,
      `<p><img src="${dataUri('image/png', await pngOf(5, 5, 5))}" /></p>`,
      'At start',
    );
    const again = await getTestServer({}, { databaseUrl: t.databaseUrl, dataDir: t.dataDir });
    const [row] = await again.app.deps.database.db.select().from(guideTopics).where(eq(guideTopics.id_guide_topic, id));
    expect(row!.content).toMatch(
      /^<p><img src="\/api\/files\/public\/raw\/[0-9a-f-]{36}\/at-start-image-1\.png" \/><\/p>$/i,
    );
  });
});

describe('guide import and duplicate', () => {
  it('move inline images of imported topics into the importer’s library (identical ones once)', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/guides/export?id_guide=${idGuide}`,
      headers: host.auth,
    });
    const file = JSON.parse(exported.body);
    const png = dataUri('image/png', await pngOf(70, 80, 90));
    file.categories[0].topics = [
      { ...file.categories[0].topics[0], name: 'Pasted', content: `<p><img src="${png}"></p>` },
      {
        ...file.categories[0].topics[0],
        name: 'Pasted again',
        content: `<p><img src="${png}"><img src="${dataUri('image/bmp', bmp())}"></p>`,
      },
    ];
    const importer = await buildAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guides/import',
      headers: { ...importer.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(file),
    });
    expect(res.json().RES_CODE).toBe(RESULT.OK);
    const newGuide = res.json().RES_RESULT.id_guide;
    const categories = (await api(t.app, importer).get(`/content_categories/list?id_guide=${newGuide}`)).body
      .RES_RESULT;
    const topics = (
      await api(t.app, importer).get(`/content_topics/list?id_guide_content=${categories[0].id_guide_content}`)
    ).body.RES_RESULT as TTopic[];
    const [first, second] = topics.map((x) => imageUrls(x.content));
    expect(first).toHaveLength(1);
    expect(second![0]).toBe(first![0]);
    const theirs = (await library(importer)).map((f) => `/api${f.path_file}`);
    expect(theirs).toEqual(expect.arrayContaining([first![0], second![1]]));

    // An unreadable one: 12 naming the topic, and nothing of the import is kept.
    file.categories[0].topics[1].content = '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>';
    const before = (await library(importer)).length;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/guides/import',
      headers: { ...importer.auth, 'content-type': 'application/json' },
      payload: JSON.stringify(file),
    });
    expect(bad.json()).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { RES_MESSAGE: MESSAGES.transfer.contentImageInvalid('Pasted again') },
    });
    expect((await library(importer)).length).toBe(before);
  });

  it('export carries the library images content shows, and import puts them in the importer’s library', async () => {
    const { id_guide: guide, id_guide_content: category } = await buildCategory(t.app, host, {
      id_guide: (await buildGuide(t.app, host, { title: 'Loft' })).id_guide,
      name: 'Info',
      image: '<i class="fa fa-home"></i>',
    });
    const png = await pngOf(11, 22, 33);
    const made = await api(t.app, host).post('/content_topics/create', {
      id_guide_content: category,
      name: 'Stairs',
      content: `<p>Mind the step <img src="${dataUri('image/png', png)}" alt="step"></p>`,
      id_file_public: featured,
    });
    const [url] = imageUrls(made.body.RES_RESULT.content);

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/guides/export?id_guide=${guide}`,
      headers: host.auth,
    });
    const file = JSON.parse(exported.body);
    const content = file.categories[0].topics[0].content as string;
    expect(content).not.toContain('/api/files/');
    const ref = /src="guidebook-image:([^"]+)"/.exec(content)?.[1];
    const image = file.images.find((i: { ref: string }) => i.ref === ref);
    expect(Buffer.from(image.data, 'base64').equals(png)).toBe(true);

    const importer = await buildAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guides/import',
      headers: { ...importer.auth, 'content-type': 'application/json' },
      payload: exported.body,
    });
    expect(res.json().RES_CODE).toBe(RESULT.OK);
    const [copiedCategory] = (
      await api(t.app, importer).get(`/content_categories/list?id_guide=${res.json().RES_RESULT.id_guide}`)
    ).body.RES_RESULT;
    const [topic] = (
      await api(t.app, importer).get(`/content_topics/list?id_guide_content=${copiedCategory.id_guide_content}`)
    ).body.RES_RESULT as TTopic[];
    const [newUrl] = imageUrls(topic!.content);
    expect(newUrl).not.toBe(url);
    expect(topic!.content).toBe(`<p>Mind the step <img src="${newUrl}" alt="step" /></p>`);
    expect((await library(importer)).map((f) => `/api${f.path_file}`)).toContain(newUrl);
    const served = await t.app.inject({ method: 'GET', url: newUrl! });
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('duplicate leaves no inline image in the copy', async () => {
    const { id_guide: guide, id_guide_content: category } = await buildCategory(t.app, host, {
      id_guide: (await buildGuide(t.app, host, { title: 'Barn' })).id_guide,
      name: 'Info',
      image: '<i class="fa fa-home"></i>',
    });
    await t.app.deps.database.db.insert(guideTopics).values({
      id_guide_content: category,
      id_workspace: host.id_workspace,
      name: 'Not yet migrated',
      content: `<p><img src="${dataUri('image/png', await pngOf(1, 1, 1))}" /></p>`,
      id_file_public: featured,
    });
    const copy = await api(t.app, host).post('/guides/duplicate', { id_guide: guide });
    expect(copy.body.RES_CODE).toBe(RESULT.OK);
    const copied = (await api(t.app, host).get(`/content_categories/list?id_guide=${copy.body.RES_RESULT.id_guide}`))
      .body.RES_RESULT;
    const [topic] = (await api(t.app, host).get(`/content_topics/list?id_guide_content=${copied[0].id_guide_content}`))
      .body.RES_RESULT as TTopic[];
    expect(topic!.content).toMatch(
      /^<p><img src="\/api\/files\/public\/raw\/[0-9a-f-]{36}\/not-yet-migrated-image-1\.png" \/><\/p>$/i,
    );
  });
});
