import { beforeAll, describe, expect, it } from 'vitest';
import { GUIDE_IMPORT_MAX_BYTES, MESSAGES, RESULT, type TGuideExportFile } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import {
  FULL_GUIDE,
  api,
  buildAccount,
  buildCategory,
  buildFile,
  buildGuide,
  buildTopic,
  shareLink,
  type TestAccount,
} from './helpers/factories.ts';
import { noisePng, solidJpeg } from './helpers/images.ts';

let idGuide: number;
let shareToken: string;
const imageBytes: Record<string, Buffer> = {};

type Json = Record<string, unknown>;

/** Everything a host sees of a guide, without ids, dates, the share token and its own readable link (slug). */
async function snapshot(account: TestAccount, id: number) {
  const guide = (await api(t.app, account).get(`/guides/select?id_guide=${id}`)).body.RES_RESULT;
  const {
    id_guide: _id,
    date_created: _c,
    date_modified: _m,
    id_file_logo: _l,
    image: logoPath,
    id_map: _map,
    slug: _slug,
    readable_url: _readable,
    ...fields
  } = guide;
  const categories = (await api(t.app, account).get(`/content_categories/list?id_guide=${id}`)).body
    .RES_RESULT as Json[];
  const content = [];
  for (const c of categories) {
    const items = (await api(t.app, account).get(`/content_topics/list?id_guide_content=${c.id_guide_content}`)).body
      .RES_RESULT as Json[];
    const topics: Json[] = [];
    for (const item of items)
      topics.push(
        (await api(t.app, account).get(`/content_topics/select?id_guide_topic=${item.id_guide_topic}`)).body.RES_RESULT,
      );
    content.push({
      name: c.name,
      description: c.description,
      image: c.image,
      id_status: c.id_status,
      comment: c.comment,
      topics: topics.map((tp) => ({
        name: tp.name,
        description: tp.description,
        image: tp.image,
        content: tp.content,
        comment: tp.comment,
        id_status: tp.id_status,
        path_file: tp.path_file,
        id_file_public: tp.id_file_public,
      })),
    });
  }
  return { fields, logoPath: logoPath as string | null, content };
}

async function bytesAt(pathFile: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: `/api${pathFile}` });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function libraryCount(account: TestAccount): Promise<number> {
  const res = await api(t.app, account).get('/files/public/list?page=1&page_size=10');
  return res.body.RES_OTHERS.TOTAL as number;
}

const t = await getTestServer();
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

beforeAll(async () => {
  imageBytes.logo = await solidJpeg(120, 60);
  imageBytes.beach = await noisePng(64, 48);
  imageBytes.door = await solidJpeg(80, 80);
  const logo = (await buildFile(t.app, host, { name: 'logo.jpg', bytes: imageBytes.logo })).id_file_public;
  const beach = (await buildFile(t.app, host, { name: 'beach.png', bytes: imageBytes.beach })).id_file_public;
  const door = (await buildFile(t.app, host, { name: 'front door.jpg', bytes: imageBytes.door })).id_file_public;

  idGuide = (
    await buildGuide(t.app, host, {
      ...FULL_GUIDE,
      id_address_view: 2,
      welcome: 'Make yourself at home.',
      with_template: true,
    })
  ).id_guide;
  const branding = await api(t.app, host).put('/guides/branding', {
    id_guide: idGuide,
    id_file_public: logo,
    font: 'Lato',
    color: '#123abc',
  });
  expect(branding.body.RES_CODE).toBe(RESULT.OK);
  shareToken = (await shareLink(t.app, host, idGuide)).token;

  const categories = (await api(t.app, host).get(`/content_categories/list?id_guide=${idGuide}`)).body.RES_RESULT;
  const [first, second] = categories as { id_guide_content: number }[];
  const draftCategory = await buildCategory(t.app, host, {
    id_guide: idGuide,
    name: 'Owner notes',
    description: 'Not for guests yet',
    image: '<i class="fa fa-lock"></i>',
    id_status: 0,
  });
  const topics = [
    { id_guide_content: first!.id_guide_content, name: 'Beach', file: beach, status: 1 },
    { id_guide_content: first!.id_guide_content, name: 'Packing list', file: beach, status: 0 },
    { id_guide_content: second!.id_guide_content, name: 'Front door code', file: door, status: 1 },
    { id_guide_content: draftCategory.id_guide_content, name: 'Boiler', file: door, status: 1 },
  ];
  for (const tp of topics) {
    await buildTopic(t.app, host, {
      id_guide_content: tp.id_guide_content,
      name: tp.name,
      description: `About ${tp.name}`,
      content: `<h2>${tp.name}</h2><p><strong>Bold</strong> and <em>italic</em> <a href="https://example.com">link</a></p><ul><li>One</li></ul>`,
      comment: 'note',
      id_file_public: tp.file,
      id_status: tp.status,
    });
  }
});

async function exportFile(account: TestAccount, id: number) {
  return t.app.inject({ method: 'GET', url: `/api/guides/export?id_guide=${id}`, headers: account.auth });
}

async function importFile(account: TestAccount, body: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/guides/import',
    headers: { ...account.auth, 'content-type': 'application/json' },
    payload: body,
  });
}

describe('guide export and import', () => {
  it('exports one attachment file with the guide, its content and images, and no ids, owner or token', async () => {
    const res = await exportFile(host, idGuide);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toBe('attachment; filename="seaside-cottage.guide.json"');
    expect(res.body).not.toContain(shareToken);
    expect(res.body).not.toMatch(/"id_(guide|user|file_public|guide_content|guide_topic|map)"/);
    const file = res.json() as TGuideExportFile;
    expect(file).toMatchObject({ format: 'guidebook-guide', version: 1 });
    expect(file.guide).toMatchObject({ title: 'Seaside Cottage', font: 'Lato', color: '#123abc', id_address_view: 2 });
    expect(file.categories).toHaveLength(11);
    expect(file.images.map((i) => [i.name, i.mime])).toEqual([
      ['logo.jpg', 'image/jpeg'],
      ['beach.png', 'image/png'],
      ['front door.jpg', 'image/jpeg'],
    ]);
    expect(Buffer.from(file.images[1]!.data, 'base64').equals(imageBytes.beach!)).toBe(true);
  });

  it('imports the file as an equal new guide of another account, with the images in that account’s library', async () => {
    const exported = await exportFile(host, idGuide);
    expect(await libraryCount(other)).toBe(0);
    const res = await importFile(other, exported.body);
    expect(res.statusCode).toBe(201);
    expect(res.json().RES_CODE).toBe(RESULT.OK);
    const idCopy = res.json().RES_RESULT.id_guide as number;
    expect(idCopy).not.toBe(idGuide);

    const original = await snapshot(host, idGuide);
    const imported = await snapshot(other, idCopy);
    expect(imported.fields).toEqual(original.fields);
    // The same content, but images are new files of the importing account.
    const strip = (s: typeof original) =>
      s.content.map((c) => ({ ...c, topics: c.topics.map(({ path_file: _p, id_file_public: _f, ...tp }) => tp) }));
    expect(strip(imported)).toEqual(strip(original));
    expect(await libraryCount(other)).toBe(3);

    expect((await bytesAt(imported.logoPath!)).equals(imageBytes.logo!)).toBe(true);
    for (const [ci, category] of original.content.entries()) {
      for (const [ti, topic] of category.topics.entries()) {
        const copy = imported.content[ci]!.topics[ti]!;
        // The template's starter topics have no featured image yet, and neither do their copies.
        if (topic.path_file === null) {
          expect(copy.path_file).toBeNull();
          continue;
        }
        expect(copy.path_file).not.toBe(topic.path_file);
        expect((await bytesAt(copy.path_file as string)).equals(await bytesAt(topic.path_file as string))).toBe(true);
      }
    }
    // Two topics sharing an image in the file share one new library file.
    const beach = imported.content[0]!.topics.map((tp) => tp.id_file_public);
    expect(beach[0]).toBe(beach[1]);

    // The new guide has its own share link.
    const share = (await shareLink(t.app, other, idCopy)).token;
    expect(share).not.toBe(shareToken);
  });

  it('refuses another account’s guide with 01 for export and duplicate', async () => {
    const exported = await exportFile(other, idGuide);
    expect(exported.statusCode).toBe(404);
    expect(exported.json()).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_RESULT: null });
    const duplicate = await api(t.app, other).post('/guides/duplicate', { id_guide: idGuide });
    expect(duplicate.status).toBe(404);
    expect(duplicate.body.RES_CODE).toBe(RESULT.NOT_FOUND);
  });

  it('answers 12 with a clear message for a malformed file, and keeps nothing of it', async () => {
    const valid = (await exportFile(host, idGuide)).json() as TGuideExportFile;
    const guidesBefore = (await api(t.app, other).get('/guides/list')).body.RES_RESULT.length;
    const filesBefore = await libraryCount(other);

    const notImage = structuredClone(valid);
    notImage.images[2]!.data = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
    const missingRef = structuredClone(valid);
    missingRef.categories[0]!.topics[0]!.featured_image = 'image-99';
    const noTitle = structuredClone(valid) as unknown as { guide: Json };
    noTitle.guide.title = '';
    const badIcon = structuredClone(valid);
    badIcon.categories[1]!.image = '<img src=x onerror=alert(1)>';

    const cases: [string, string][] = [
      ['{"format": "guidebook-guide", ', MESSAGES.transfer.notJson],
      [JSON.stringify({ hello: 'world' }), MESSAGES.transfer.wrongFormat],
      [JSON.stringify([1, 2]), MESSAGES.transfer.wrongFormat],
      [JSON.stringify({ ...valid, version: 7 }), MESSAGES.transfer.unsupportedVersion(7)],
      [JSON.stringify(notImage), MESSAGES.transfer.imageInvalid('front door.jpg')],
      [JSON.stringify(missingRef), MESSAGES.transfer.imageMissing('image-99')],
      [JSON.stringify(noTitle), MESSAGES.transfer.invalidFile('guide.title', MESSAGES.guide.titleRequired)],
      [JSON.stringify(badIcon), MESSAGES.transfer.invalidFile('categories.1.image', MESSAGES.category.iconInvalid)],
    ];
    for (const [body, message] of cases) {
      const res = await importFile(other, body);
      expect(res.statusCode, message).toBe(422);
      expect(res.json()).toMatchObject({
        RES_CODE: RESULT.VALIDATION,
        RES_MESSAGE: message,
        RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: message, FIELDS: { file: message } },
      });
    }
    expect((await api(t.app, other).get('/guides/list')).body.RES_RESULT.length).toBe(guidesBefore);
    expect(await libraryCount(other)).toBe(filesBefore);
  });

  it('answers 45 for a file over the import size limit', async () => {
    const res = await importFile(other, `{"pad":"${'a'.repeat(GUIDE_IMPORT_MAX_BYTES)}"}`);
    expect(res.statusCode).toBe(413);
    expect(res.json().RES_CODE).toBe(RESULT.PAYLOAD_TOO_LARGE);
  });
});

describe('guide duplicate', () => {
  it('copies the guide as "{title} (copy)" with every category and topic, reusing the same library files', async () => {
    const filesBefore = await libraryCount(host);
    const res = await api(t.app, host).post('/guides/duplicate', { id_guide: idGuide });
    expect(res.status).toBe(201);
    const copy = res.body.RES_RESULT;
    expect(copy.title).toBe('Seaside Cottage (copy)');

    const original = await snapshot(host, idGuide);
    const duplicated = await snapshot(host, copy.id_guide);
    expect(duplicated.fields).toEqual({ ...original.fields, title: 'Seaside Cottage (copy)' });
    expect(duplicated.content).toEqual(original.content);
    expect(duplicated.logoPath).toBe(original.logoPath);
    expect(await libraryCount(host)).toBe(filesBefore);
    const share = (await shareLink(t.app, host, copy.id_guide)).token;
    expect(share).not.toBe(shareToken);
  });

  it('shortens a long title so the copy stays within 60 characters', async () => {
    const title = 'A'.repeat(60);
    const created = await buildGuide(t.app, host, { title });
    const res = await api(t.app, host).post('/guides/duplicate', { id_guide: created.id_guide });
    expect(res.body.RES_RESULT.title).toBe(`${'A'.repeat(53)} (copy)`);
  });
});
