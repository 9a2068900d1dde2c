import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, RESULT, ZCategory, type TCategory } from '@guidebook/contract';
import { categories, guideTopics } from '../src/db/schema.ts';
import { getTestServer } from './helpers/test-app.ts';
import {
  api,
  expectTokenRequired,
  buildAccount,
  buildCategory,
  buildGuide,
  buildTopic,
  type TestAccount,
} from './helpers/factories.ts';

const t = await getTestServer();
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

const icon = (name: string) => `<i class="fa fa-${name}"></i>`;

async function listNames(who: TestAccount, idGuide: number): Promise<string[]> {
  const res = await api(t.app, who).get(`/content_categories/list?id_guide=${idGuide}`);
  expect(res.body.RES_CODE).toBe(RESULT.OK);
  return res.body.RES_RESULT.map((c: TCategory) => c.name);
}

function expectValidation(res: { status: number; body: Record<string, unknown> }, field: string, message: string) {
  expect(res.status).toBe(422);
  expect(res.body).toMatchObject({
    RES_CODE: RESULT.VALIDATION,
    RES_RESULT: null,
    RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: message, FIELDS: { [field]: message } },
  });
}

function expectNotFound(res: { status: number; body: Record<string, unknown> }, message: string) {
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({
    RES_CODE: RESULT.NOT_FOUND,
    RES_MESSAGE: message,
    RES_RESULT: null,
    RES_OTHERS: { ERROR_FLAG: 0 },
  });
}

describe('content categories', () => {
  it('answers 40 to every call without a token or with an unknown one', async () => {
    await expectTokenRequired(t.app, [
      ['GET', '/content_categories/list?id_guide=1', undefined],
      ['POST', '/content_categories/create', { id_guide: 1, name: 'x', image: icon('x') }],
      ['PUT', '/content_categories/modify', { id_guide_content: 1, name: 'x' }],
      ['PUT', '/content_categories/order', { id_guide: 1, ids: [] }],
      ['DELETE', '/content_categories/delete', { id_guide_content: 1 }],
    ]);
  });

  it('creates categories last in order with status 1 and lists them with their topic counts', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const created = await api(t.app, host).post('/content_categories/create', {
      id_guide: idGuide,
      name: 'Arrival',
      description: 'Getting here',
      image: icon('plane'),
      comment: 'first',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ RES_CODE: RESULT.OK, RES_OTHERS: { ERROR_FLAG: 0, RES_MESSAGE: '' } });
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
    const wifi = await buildCategory(t.app, host, { id_guide: idGuide, name: 'Wifi & Internet', id_status: 0 });
    expect(wifi).toMatchObject({ position: 2, id_status: 0, name: 'Wifi & Internet' });
    await buildTopic(t.app, host, { id_guide_content: wifi.id_guide_content, name: 'Network' });
    await buildTopic(t.app, host, { id_guide_content: wifi.id_guide_content, name: 'Router' });

    const list = await api(t.app, host).get(`/content_categories/list?id_guide=${idGuide}`);
    expect(list.status).toBe(200);
    const rows = list.body.RES_RESULT.map((c: unknown) => ZCategory.parse(c));
    expect(rows.map((c: TCategory) => [c.name, c.position, c.topics_count])).toEqual([
      ['Arrival', 1, 0],
      ['Wifi & Internet', 2, 2],
    ]);
  });

  it('validates name and icon with the contract messages', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const c = MESSAGES.category;
    const create = (body: object) =>
      api(t.app, host).post('/content_categories/create', { id_guide: idGuide, ...body });
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

    const cat = await buildCategory(t.app, host, { id_guide: idGuide, name: 'Rules' });
    const modify = (body: object) =>
      api(t.app, host).put('/content_categories/modify', { id_guide_content: cat.id_guide_content, ...body });
    expectValidation(await modify({ name: '' }), 'name', c.nameRequired);
    expectValidation(await modify({ image: '' }), 'image', c.iconRequired);
    expectValidation(await modify({ image: '<i class="a"></i><script></script>' }), 'image', c.iconInvalid);
    expect(await listNames(host, idGuide)).toEqual(['Rules']);
  });

  it('answers 10 to malformed ids', async () => {
    const list = await api(t.app, host).get('/content_categories/list?id_guide=abc');
    expect(list.status).toBe(400);
    expect(list.body.RES_CODE).toBe(RESULT.BAD_REQUEST);
    expect((await api(t.app, host).get('/content_categories/list')).body.RES_CODE).toBe(RESULT.BAD_REQUEST);
    expect((await api(t.app, host).put('/content_categories/modify', { name: 'x' })).body.RES_CODE).toBe(
      RESULT.BAD_REQUEST,
    );
  });

  it('modifies only the fields given and keeps the rest', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const cat = await buildCategory(t.app, host, {
      id_guide: idGuide,
      name: 'House',
      description: 'Rules',
      comment: 'c',
    });
    const res = await api(t.app, host).put('/content_categories/modify', {
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
    const cleared = await api(t.app, host).put('/content_categories/modify', {
      id_guide_content: cat.id_guide_content,
      description: null,
    });
    expect(cleared.body.RES_RESULT).toMatchObject({ name: 'House rules', description: null });
  });

  it('moves a category to another of the host’s guides, last in place', async () => {
    const from = (await buildGuide(t.app, host)).id_guide;
    const to = (await buildGuide(t.app, host)).id_guide;
    await buildCategory(t.app, host, { id_guide: to, name: 'Existing' });
    const cat = await buildCategory(t.app, host, { id_guide: from, name: 'Moving' });
    const res = await api(t.app, host).put('/content_categories/modify', {
      id_guide_content: cat.id_guide_content,
      id_guide: to,
    });
    expect(res.body.RES_RESULT).toMatchObject({ id_guide: to, position: 2 });
    expect(await listNames(host, to)).toEqual(['Existing', 'Moving']);
    expect(await listNames(host, from)).toEqual([]);
  });

  it('answers 01 for guides and categories that do not exist', async () => {
    const missing = 99_999;
    expectNotFound(await api(t.app, host).get(`/content_categories/list?id_guide=${missing}`), MESSAGES.guide.notFound);
    expectNotFound(
      await api(t.app, host).post('/content_categories/create', { id_guide: missing, name: 'x', image: icon('x') }),
      MESSAGES.guide.notFound,
    );
    expectNotFound(
      await api(t.app, host).put('/content_categories/modify', { id_guide_content: missing, name: 'x' }),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await api(t.app, host).delete('/content_categories/delete', { id_guide_content: missing }),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await api(t.app, host).put('/content_categories/order', { id_guide: missing, ids: [] }),
      MESSAGES.guide.notFound,
    );
  });

  it('treats another account’s guide and category as not found and changes nothing', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const a = await buildCategory(t.app, host, { id_guide: idGuide, name: 'A' });
    const b = await buildCategory(t.app, host, { id_guide: idGuide, name: 'B' });
    const strangerGuide = (await buildGuide(t.app, other)).id_guide;

    expectNotFound(
      await api(t.app, other).get(`/content_categories/list?id_guide=${idGuide}`),
      MESSAGES.guide.notFound,
    );
    expectNotFound(
      await api(t.app, other).post('/content_categories/create', { id_guide: idGuide, name: 'Spam', image: icon('x') }),
      MESSAGES.guide.notFound,
    );
    expectNotFound(
      await api(t.app, other).put('/content_categories/modify', {
        id_guide_content: a.id_guide_content,
        name: 'Stolen',
      }),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await api(t.app, other).put('/content_categories/modify', {
        id_guide_content: a.id_guide_content,
        id_guide: strangerGuide,
      }),
      MESSAGES.category.notFound,
    );
    // The host cannot push a category into someone else's guide either.
    expectNotFound(
      await api(t.app, host).put('/content_categories/modify', {
        id_guide_content: a.id_guide_content,
        id_guide: strangerGuide,
      }),
      MESSAGES.guide.notFound,
    );
    expectNotFound(
      await api(t.app, other).delete('/content_categories/delete', { id_guide_content: a.id_guide_content }),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await api(t.app, other).put('/content_categories/order', {
        id_guide: idGuide,
        ids: [b.id_guide_content, a.id_guide_content],
      }),
      MESSAGES.guide.notFound,
    );
    // Someone else's category ids in an order of one's own guide are simply not this guide's children.
    const otherCat = await buildCategory(t.app, other, { id_guide: strangerGuide, name: 'Theirs' });
    expectValidation(
      await api(t.app, host).put('/content_categories/order', {
        id_guide: idGuide,
        ids: [b.id_guide_content, otherCat.id_guide_content],
      }),
      'ids',
      MESSAGES.category.orderMismatch,
    );

    const list = await api(t.app, host).get(`/content_categories/list?id_guide=${idGuide}`);
    expect(list.body.RES_RESULT.map((c: TCategory) => [c.name, c.id_guide, c.position])).toEqual([
      ['A', idGuide, 1],
      ['B', idGuide, 2],
    ]);
    expect(await listNames(other, strangerGuide)).toEqual(['Theirs']);
  });

  it('deletes a category with its topics', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const keep = await buildCategory(t.app, host, { id_guide: idGuide, name: 'Keep' });
    const gone = await buildCategory(t.app, host, { id_guide: idGuide, name: 'Gone' });
    await buildTopic(t.app, host, { id_guide_content: gone.id_guide_content, name: 'One' });
    await buildTopic(t.app, host, { id_guide_content: gone.id_guide_content, name: 'Two' });
    const kept = (await buildTopic(t.app, host, { id_guide_content: keep.id_guide_content, name: 'Stays' }))
      .id_guide_topic;

    const del = await api(t.app, host).delete('/content_categories/delete', {
      id_guide_content: gone.id_guide_content,
      comment: 'no longer needed',
    });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    expect(await listNames(host, idGuide)).toEqual(['Keep']);
    expectNotFound(
      await api(t.app, host).get(`/content_topics/list?id_guide_content=${gone.id_guide_content}`),
      MESSAGES.category.notFound,
    );
    const { db } = t.app.deps.database;
    expect(await db.select().from(guideTopics).where(eq(guideTopics.id_guide_content, gone.id_guide_content))).toEqual(
      [],
    );
    const left = await api(t.app, host).get(`/content_topics/list?id_guide_content=${keep.id_guide_content}`);
    expect(left.body.RES_RESULT.map((x: { id_guide_topic: number }) => x.id_guide_topic)).toEqual([kept]);
    expectNotFound(
      await api(t.app, host).delete('/content_categories/delete', { id_guide_content: gone.id_guide_content }),
      MESSAGES.category.notFound,
    );
  });

  it('deleting a guide deletes its categories and their topics', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const cat = await buildCategory(t.app, host, { id_guide: idGuide, name: 'Soon gone' });
    const idTopic = (await buildTopic(t.app, host, { id_guide_content: cat.id_guide_content })).id_guide_topic;
    const del = await api(t.app, host).delete('/guides/delete', { id_guide: idGuide });
    expect(del.body.RES_CODE).toBe(RESULT.OK);
    const { db } = t.app.deps.database;
    expect(await db.select().from(categories).where(eq(categories.id_guide, idGuide))).toEqual([]);
    expect(await db.select().from(guideTopics).where(eq(guideTopics.id_guide_topic, idTopic))).toEqual([]);
    expectNotFound(await api(t.app, host).get(`/content_categories/list?id_guide=${idGuide}`), MESSAGES.guide.notFound);
  });

  it('stores a new order and lists in it; new categories still go last', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const [a, b, c] = [
      await buildCategory(t.app, host, { id_guide: idGuide, name: 'A' }),
      await buildCategory(t.app, host, { id_guide: idGuide, name: 'B' }),
      await buildCategory(t.app, host, { id_guide: idGuide, name: 'C' }),
    ];
    const res = await api(t.app, host).put('/content_categories/order', {
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
    await buildCategory(t.app, host, { id_guide: idGuide, name: 'D' });
    expect(await listNames(host, idGuide)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('refuses an order that is not exactly the guide’s categories, and keeps the old one', async () => {
    const idGuide = (await buildGuide(t.app, host)).id_guide;
    const a = await buildCategory(t.app, host, { id_guide: idGuide, name: 'A' });
    const b = await buildCategory(t.app, host, { id_guide: idGuide, name: 'B' });
    const elsewhere = await buildCategory(t.app, host, { name: 'Elsewhere' });
    const bad: number[][] = [
      [b.id_guide_content],
      [b.id_guide_content, a.id_guide_content, elsewhere.id_guide_content],
      [b.id_guide_content, b.id_guide_content],
      [b.id_guide_content, elsewhere.id_guide_content],
      [],
    ];
    for (const ids of bad) {
      expectValidation(
        await api(t.app, host).put('/content_categories/order', { id_guide: idGuide, ids }),
        'ids',
        MESSAGES.category.orderMismatch,
      );
    }
    expectValidation(
      await api(t.app, host).put('/content_categories/order', { id_guide: idGuide }),
      'ids',
      MESSAGES.category.orderMismatch,
    );
    expect(await listNames(host, idGuide)).toEqual(['A', 'B']);
  });
});
