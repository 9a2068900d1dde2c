import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, ZCategory, type TCategory } from '@guidebook/contract';
import { filesPublic, guideContents, guideTopics } from '../src/db/schema.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { createAccount, type TestAccount } from './helpers/accounts.ts';

let t: TestApp;
let host: TestAccount;
let other: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  host = await createAccount(t.app);
  other = await createAccount(t.app);
});
afterAll(async () => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function call(method: Method, url: string, who: TestAccount | null, payload?: object) {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? who.auth : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function newGuide(who: TestAccount, title = 'Cottage'): Promise<number> {
  const res = await call('POST', '/guides/create', who, { title });
  expect(res.status).toBe(201);
  return res.body.RES_RESULT.id_guide;
}

const icon = (name: string) => `<i class="fa fa-${name}"></i>`;

async function newCategory(who: TestAccount, idGuide: number, name: string, extra: object = {}): Promise<TCategory> {
  const res = await call('POST', '/content_categories/create', who, {
    id_guide: idGuide,
    name,
    image: icon('home'),
    ...extra,
  });
  expect(res.status).toBe(201);
  return ZCategory.parse(res.body.RES_RESULT);
}

async function listNames(who: TestAccount, idGuide: number): Promise<string[]> {
  const res = await call('GET', `/content_categories/list?id_guide=${idGuide}`, who);
  expect(res.body.RES_CODE).toBe('00');
  return res.body.RES_RESULT.map((c: TCategory) => c.name);
}

async function newFile(who: TestAccount): Promise<number> {
  const [row] = await t.app.deps.database.db
    .insert(filesPublic)
    .values({
      id_user: who.id_user,
      name: 'beach.jpg',
      size: 1234,
      path_file: '/files/beach.jpg',
      mime_type: 'image/jpeg',
      width: 10,
      height: 10,
    })
    .returning();
  return row!.id_file_public;
}

async function newTopic(who: TestAccount, idCategory: number, idFile: number, name = 'Wifi') {
  const res = await call('POST', '/content_topics/create', who, {
    id_guide_content: idCategory,
    name,
    content: '<p>Network: Home</p>',
    id_file_public: idFile,
  });
  expect(res.status).toBe(201);
  return res.body.RES_RESULT.id_guide_topic as number;
}

function expectValidation(res: { status: number; body: Record<string, unknown> }, field: string, message: string) {
  expect(res.status).toBe(422);
  expect(res.body).toMatchObject({
    RES_CODE: '12',
    RES_RESULT: null,
    RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: message, FIELDS: { [field]: message } },
  });
}

function expectNotFound(res: { status: number; body: Record<string, unknown> }, message: string) {
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({
    RES_CODE: '01',
    RES_MESSAGE: message,
    RES_RESULT: null,
    RES_OTHERS: { ERROR_FLAG: 0 },
  });
}

describe('content categories', () => {
  it('answers 40 to every call without a token or with an unknown one', async () => {
    const calls: [Method, string, object | undefined][] = [
      ['GET', '/content_categories/list?id_guide=1', undefined],
      ['POST', '/content_categories/create', { id_guide: 1, name: 'x', image: icon('x') }],
      ['PUT', '/content_categories/modify', { id_guide_content: 1, name: 'x' }],
      ['PUT', '/content_categories/order', { id_guide: 1, ids: [] }],
      ['DELETE', '/content_categories/delete', { id_guide_content: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const none = await call(method, url, null, payload);
      expect(none.status, `${method} ${url}`).toBe(401);
      expect(none.body).toMatchObject({ RES_CODE: '40', RES_RESULT: null });
      const unknown = await t.app.inject({
        method,
        url: `/api${url}`,
        headers: { authorization: 'Bearer not-a-real-token' },
        ...(payload ? { payload } : {}),
      });
      expect(unknown.json().RES_CODE).toBe('40');
    }
  });

  it('creates categories last in order with status 1 and lists them with their topic counts', async () => {
    const idGuide = await newGuide(host);
    const created = await call('POST', '/content_categories/create', host, {
      id_guide: idGuide,
      name: 'Arrival',
      description: 'Getting here',
      image: icon('plane'),
      comment: 'first',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ RES_CODE: '00', RES_OTHERS: { ERROR_FLAG: 0, RES_MESSAGE: '' } });
    const arrival = ZCategory.parse(created.body.RES_RESULT);
    expect(arrival).toMatchObject({
      id_guide: idGuide,
      name: 'Arrival',
      description: 'Getting here',
      image: icon('plane'),
      id_status: 1,
      comment: 'first',
      position: 1,
      topics_count: 0,
    });
    const wifi = await newCategory(host, idGuide, 'Wifi & Internet', { id_status: 0 });
    expect(wifi).toMatchObject({ position: 2, id_status: 0, name: 'Wifi & Internet' });
    const idFile = await newFile(host);
    await newTopic(host, wifi.id_guide_content, idFile, 'Network');
    await newTopic(host, wifi.id_guide_content, idFile, 'Router');

    const list = await call('GET', `/content_categories/list?id_guide=${idGuide}`, host);
    expect(list.status).toBe(200);
    const rows = list.body.RES_RESULT.map((c: unknown) => ZCategory.parse(c));
    expect(rows.map((c: TCategory) => [c.name, c.position, c.topics_count])).toEqual([
      ['Arrival', 1, 0],
      ['Wifi & Internet', 2, 2],
    ]);
  });

  it('validates name and icon with the contract messages', async () => {
    const idGuide = await newGuide(host);
    const c = MESSAGES.category;
    const create = (body: object) => call('POST', '/content_categories/create', host, { id_guide: idGuide, ...body });
    expectValidation(await create({ image: icon('x') }), 'name', c.nameRequired);
    expectValidation(await create({ name: '   ', image: icon('x') }), 'name', c.nameRequired);
    expectValidation(await create({ name: '<b></b>', image: icon('x') }), 'name', c.nameRequired);
    expectValidation(await create({ name: 'Rules' }), 'image', c.iconRequired);
    expectValidation(await create({ name: 'Rules', image: '  ' }), 'image', c.iconRequired);
    expectValidation(await create({ name: 'Rules', image: 'fa fa-home' }), 'image', c.iconInvalid);
    expectValidation(await create({ name: 'Rules', image: '<img src=x onerror=alert(1)>' }), 'image', c.iconInvalid);
    expectValidation(
      await create({ name: 'Rules', image: '<i class="fa" onclick="alert(1)"></i>' }),
      'image',
      c.iconInvalid,
    );
    expectValidation(await create({ name: 'Rules', image: '<i class="fa">x</i>' }), 'image', c.iconInvalid);
    expect(await listNames(host, idGuide)).toEqual([]);

    const cat = await newCategory(host, idGuide, 'Rules');
    const modify = (body: object) =>
      call('PUT', '/content_categories/modify', host, { id_guide_content: cat.id_guide_content, ...body });
    expectValidation(await modify({ name: '' }), 'name', c.nameRequired);
    expectValidation(await modify({ image: '' }), 'image', c.iconRequired);
    expectValidation(await modify({ image: '<i class="a"></i><script></script>' }), 'image', c.iconInvalid);
    expect(await listNames(host, idGuide)).toEqual(['Rules']);
  });

  it('answers 10 to malformed ids', async () => {
    const list = await call('GET', '/content_categories/list?id_guide=abc', host);
    expect(list.status).toBe(400);
    expect(list.body.RES_CODE).toBe('10');
    expect((await call('GET', '/content_categories/list', host)).body.RES_CODE).toBe('10');
    expect((await call('PUT', '/content_categories/modify', host, { name: 'x' })).body.RES_CODE).toBe('10');
  });

  it('modifies only the fields given and keeps the rest', async () => {
    const idGuide = await newGuide(host);
    const cat = await newCategory(host, idGuide, 'House', { description: 'Rules', comment: 'c' });
    const res = await call('PUT', '/content_categories/modify', host, {
      id_guide_content: cat.id_guide_content,
      id_guide: idGuide,
      name: 'House rules',
      image: icon('book'),
      id_status: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.RES_RESULT).toMatchObject({
      name: 'House rules',
      image: icon('book'),
      id_status: 0,
      description: 'Rules',
      comment: 'c',
      position: 1,
    });
    const cleared = await call('PUT', '/content_categories/modify', host, {
      id_guide_content: cat.id_guide_content,
      description: null,
    });
    expect(cleared.body.RES_RESULT).toMatchObject({ name: 'House rules', description: null });
  });

  it('moves a category to another of the host’s guides, last in place', async () => {
    const from = await newGuide(host);
    const to = await newGuide(host);
    await newCategory(host, to, 'Existing');
    const cat = await newCategory(host, from, 'Moving');
    const res = await call('PUT', '/content_categories/modify', host, {
      id_guide_content: cat.id_guide_content,
      id_guide: to,
    });
    expect(res.body.RES_RESULT).toMatchObject({ id_guide: to, position: 2 });
    expect(await listNames(host, to)).toEqual(['Existing', 'Moving']);
    expect(await listNames(host, from)).toEqual([]);
  });

  it('answers 01 for guides and categories that do not exist', async () => {
    const missing = 99_999;
    expectNotFound(await call('GET', `/content_categories/list?id_guide=${missing}`, host), MESSAGES.guide.notFound);
    expectNotFound(
      await call('POST', '/content_categories/create', host, { id_guide: missing, name: 'x', image: icon('x') }),
      MESSAGES.guide.notFound,
    );
    expectNotFound(
      await call('PUT', '/content_categories/modify', host, { id_guide_content: missing, name: 'x' }),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await call('DELETE', '/content_categories/delete', host, { id_guide_content: missing }),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await call('PUT', '/content_categories/order', host, { id_guide: missing, ids: [] }),
      MESSAGES.guide.notFound,
    );
  });

  it('treats another account’s guide and category as not found and changes nothing', async () => {
    const idGuide = await newGuide(host);
    const a = await newCategory(host, idGuide, 'A');
    const b = await newCategory(host, idGuide, 'B');
    const strangerGuide = await newGuide(other);

    expectNotFound(await call('GET', `/content_categories/list?id_guide=${idGuide}`, other), MESSAGES.guide.notFound);
    expectNotFound(
      await call('POST', '/content_categories/create', other, { id_guide: idGuide, name: 'Spam', image: icon('x') }),
      MESSAGES.guide.notFound,
    );
    expectNotFound(
      await call('PUT', '/content_categories/modify', other, { id_guide_content: a.id_guide_content, name: 'Stolen' }),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await call('PUT', '/content_categories/modify', other, {
        id_guide_content: a.id_guide_content,
        id_guide: strangerGuide,
      }),
      MESSAGES.category.notFound,
    );
    // The host cannot push a category into someone else's guide either.
    expectNotFound(
      await call('PUT', '/content_categories/modify', host, {
        id_guide_content: a.id_guide_content,
        id_guide: strangerGuide,
      }),
      MESSAGES.guide.notFound,
    );
    expectNotFound(
      await call('DELETE', '/content_categories/delete', other, { id_guide_content: a.id_guide_content }),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await call('PUT', '/content_categories/order', other, {
        id_guide: idGuide,
        ids: [b.id_guide_content, a.id_guide_content],
      }),
      MESSAGES.guide.notFound,
    );
    // Someone else's category ids in an order of one's own guide are simply not this guide's children.
    const otherCat = await newCategory(other, strangerGuide, 'Theirs');
    expectValidation(
      await call('PUT', '/content_categories/order', host, {
        id_guide: idGuide,
        ids: [b.id_guide_content, otherCat.id_guide_content],
      }),
      'ids',
      MESSAGES.category.orderMismatch,
    );

    const list = await call('GET', `/content_categories/list?id_guide=${idGuide}`, host);
    expect(list.body.RES_RESULT.map((c: TCategory) => [c.name, c.id_guide, c.position])).toEqual([
      ['A', idGuide, 1],
      ['B', idGuide, 2],
    ]);
    expect(await listNames(other, strangerGuide)).toEqual(['Theirs']);
  });

  it('deletes a category with its topics', async () => {
    const idGuide = await newGuide(host);
    const keep = await newCategory(host, idGuide, 'Keep');
    const gone = await newCategory(host, idGuide, 'Gone');
    const idFile = await newFile(host);
    await newTopic(host, gone.id_guide_content, idFile, 'One');
    await newTopic(host, gone.id_guide_content, idFile, 'Two');
    const kept = await newTopic(host, keep.id_guide_content, idFile, 'Stays');

    const del = await call('DELETE', '/content_categories/delete', host, {
      id_guide_content: gone.id_guide_content,
      comment: 'no longer needed',
    });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ RES_CODE: '00', RES_RESULT: null });
    expect(await listNames(host, idGuide)).toEqual(['Keep']);
    expectNotFound(
      await call('GET', `/content_topics/list?id_guide_content=${gone.id_guide_content}`, host),
      MESSAGES.category.notFound,
    );
    const { db } = t.app.deps.database;
    expect(await db.select().from(guideTopics).where(eq(guideTopics.id_guide_content, gone.id_guide_content))).toEqual(
      [],
    );
    const left = await call('GET', `/content_topics/list?id_guide_content=${keep.id_guide_content}`, host);
    expect(left.body.RES_RESULT.map((x: { id_guide_topic: number }) => x.id_guide_topic)).toEqual([kept]);
    expectNotFound(
      await call('DELETE', '/content_categories/delete', host, { id_guide_content: gone.id_guide_content }),
      MESSAGES.category.notFound,
    );
  });

  it('deleting a guide deletes its categories and their topics', async () => {
    const idGuide = await newGuide(host);
    const cat = await newCategory(host, idGuide, 'Soon gone');
    const idFile = await newFile(host);
    const idTopic = await newTopic(host, cat.id_guide_content, idFile);
    const del = await call('DELETE', '/guides/delete', host, { id_guide: idGuide });
    expect(del.body.RES_CODE).toBe('00');
    const { db } = t.app.deps.database;
    expect(await db.select().from(guideContents).where(eq(guideContents.id_guide, idGuide))).toEqual([]);
    expect(await db.select().from(guideTopics).where(eq(guideTopics.id_guide_topic, idTopic))).toEqual([]);
    expectNotFound(await call('GET', `/content_categories/list?id_guide=${idGuide}`, host), MESSAGES.guide.notFound);
  });

  it('stores a new order and lists in it; new categories still go last', async () => {
    const idGuide = await newGuide(host);
    const [a, b, c] = [
      await newCategory(host, idGuide, 'A'),
      await newCategory(host, idGuide, 'B'),
      await newCategory(host, idGuide, 'C'),
    ];
    const res = await call('PUT', '/content_categories/order', host, {
      id_guide: idGuide,
      ids: [c!.id_guide_content, a!.id_guide_content, b!.id_guide_content],
    });
    expect(res.status).toBe(200);
    expect(res.body.RES_RESULT.map((x: TCategory) => [x.name, x.position])).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
    expect(await listNames(host, idGuide)).toEqual(['C', 'A', 'B']);
    await newCategory(host, idGuide, 'D');
    expect(await listNames(host, idGuide)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('refuses an order that is not exactly the guide’s categories, and keeps the old one', async () => {
    const idGuide = await newGuide(host);
    const a = await newCategory(host, idGuide, 'A');
    const b = await newCategory(host, idGuide, 'B');
    const elsewhere = await newCategory(host, await newGuide(host), 'Elsewhere');
    const bad: number[][] = [
      [b.id_guide_content],
      [b.id_guide_content, a.id_guide_content, elsewhere.id_guide_content],
      [b.id_guide_content, b.id_guide_content],
      [b.id_guide_content, elsewhere.id_guide_content],
      [],
    ];
    for (const ids of bad) {
      expectValidation(
        await call('PUT', '/content_categories/order', host, { id_guide: idGuide, ids }),
        'ids',
        MESSAGES.category.orderMismatch,
      );
    }
    expectValidation(
      await call('PUT', '/content_categories/order', host, { id_guide: idGuide }),
      'ids',
      MESSAGES.category.orderMismatch,
    );
    expect(await listNames(host, idGuide)).toEqual(['A', 'B']);
  });
});
