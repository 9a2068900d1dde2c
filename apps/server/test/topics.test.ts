import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, ZTopic, ZTopicListItem, type TTopic, type TTopicListItem } from '@guidebook/contract';
import { filesPublic, guideTopics } from '../src/db/schema.ts';
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
type Answer = { status: number; body: Record<string, unknown> & { RES_RESULT: unknown } };

async function call(method: Method, url: string, who: TestAccount | null, payload?: object): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url: `/api${url}`,
    headers: who ? who.auth : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

async function newGuide(who: TestAccount): Promise<number> {
  const res = await call('POST', '/guides/create', who, { title: 'Cottage' });
  return (res.body.RES_RESULT as { id_guide: number }).id_guide;
}

async function newCategory(who: TestAccount, idGuide: number, name = 'Arrival'): Promise<number> {
  const res = await call('POST', '/content_categories/create', who, {
    id_guide: idGuide,
    name,
    image: '<i class="fa fa-home"></i>',
  });
  expect(res.status).toBe(201);
  return (res.body.RES_RESULT as { id_guide_content: number }).id_guide_content;
}

async function newFile(who: TestAccount, name = 'beach.jpg'): Promise<{ id: number; path: string }> {
  const path = `/files/${who.id_user}/${name}`;
  const [row] = await t.app.deps.database.db
    .insert(filesPublic)
    .values({
      id_user: who.id_user,
      name,
      size: 2048,
      path_file: path,
      mime_type: 'image/jpeg',
      width: 800,
      height: 600,
    })
    .returning();
  return { id: row!.id_file_public, path };
}

const topicBody = (idCategory: number, idFile: number, extra: object = {}) => ({
  id_guide_content: idCategory,
  name: 'Wifi',
  content: '<p>Network <strong>Home</strong></p>',
  id_file_public: idFile,
  ...extra,
});

async function newTopic(who: TestAccount, idCategory: number, idFile: number, extra: object = {}): Promise<TTopic> {
  const res = await call('POST', '/content_topics/create', who, topicBody(idCategory, idFile, extra));
  expect(res.status).toBe(201);
  return ZTopic.parse(res.body.RES_RESULT);
}

/** The list's items: whole topics, content included (strict: no other field either). */
async function listTopics(who: TestAccount, idCategory: number): Promise<TTopicListItem[]> {
  const res = await call('GET', `/content_topics/list?id_guide_content=${idCategory}`, who);
  expect(res.body.RES_CODE).toBe('00');
  return (res.body.RES_RESULT as unknown[]).map((x) => ZTopicListItem.strict().parse(x));
}

/** A whole topic as its list item: the same (spec section 3: lists carry every field). */
function listed(topic: TTopic): TTopicListItem {
  return topic;
}

async function selectTopic(who: TestAccount, idTopic: number): Promise<Answer> {
  return call('GET', `/content_topics/select?id_guide_topic=${idTopic}`, who);
}

function expectValidation(res: Answer, field: string, message: string) {
  expect(res.status).toBe(422);
  expect(res.body).toMatchObject({
    RES_CODE: '12',
    RES_RESULT: null,
    RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: message, FIELDS: { [field]: message } },
  });
}

function expectMalformed(res: Answer, field: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    RES_CODE: '10',
    RES_RESULT: null,
    RES_OTHERS: { FIELDS: { [field]: expect.any(String) } },
  });
}

function expectNotFound(res: Answer, message: string) {
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ RES_CODE: '01', RES_MESSAGE: message, RES_RESULT: null });
}

/** A category of the host's with one library file, for tests that need a place to write. */
async function setting() {
  const idGuide = await newGuide(host);
  const idCategory = await newCategory(host, idGuide);
  const file = await newFile(host);
  return { idGuide, idCategory, file };
}

describe('content topics', () => {
  it('answers 40 to every call without a token or with an unknown one', async () => {
    const calls: [Method, string, object | undefined][] = [
      ['GET', '/content_topics/list?id_guide_content=1', undefined],
      ['GET', '/content_topics/select?id_guide_topic=1', undefined],
      ['POST', '/content_topics/create', topicBody(1, 1)],
      ['PUT', '/content_topics/modify', { id_guide_topic: 1, name: 'x' }],
      ['PUT', '/content_topics/order', { id_guide_content: 1, ids: [] }],
      ['DELETE', '/content_topics/delete', { id_guide_topic: 1 }],
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

  it('creates topics last in their category with the featured image’s path, and lists them', async () => {
    const { idCategory, file } = await setting();
    const res = await call(
      'POST',
      '/content_topics/create',
      host,
      topicBody(idCategory, file.id, {
        description: 'How to connect',
        image: file.path,
        comment: 'ask for the code',
        id_status: 0,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ RES_CODE: '00', RES_OTHERS: { ERROR_FLAG: 0, RES_MESSAGE: '' } });
    const first = ZTopic.parse(res.body.RES_RESULT);
    expect(first).toMatchObject({
      id_guide_content: idCategory,
      name: 'Wifi',
      description: 'How to connect',
      image: file.path,
      content: '<p>Network <strong>Home</strong></p>',
      comment: 'ask for the code',
      id_status: 0,
      id_file_public: file.id,
      path_file: file.path,
      position: 1,
    });
    const second = await newTopic(host, idCategory, file.id, { name: 'Parking' });
    expect(second).toMatchObject({ position: 2, id_status: 1 });
    expect((await listTopics(host, idCategory)).map((x) => [x.name, x.position, x.path_file])).toEqual([
      ['Wifi', 1, file.path],
      ['Parking', 2, file.path],
    ]);
    // The list leaves the content out; select gives the whole topic, dates as create printed them.
    expect((await listTopics(host, idCategory))[0]).toEqual(listed(first));
    const selected = await selectTopic(host, first.id_guide_topic);
    expect(selected.status).toBe(200);
    expect(ZTopic.strict().parse(selected.body.RES_RESULT)).toEqual(first);
  });

  it('validates title, content and featured image with the spec messages', async () => {
    const { idCategory, file } = await setting();
    const m = MESSAGES.topic;
    const create = (extra: object) =>
      call('POST', '/content_topics/create', host, topicBody(idCategory, file.id, extra));
    expectValidation(await create({ name: undefined }), 'name', m.titleRequired);
    expectValidation(await create({ name: '' }), 'name', m.titleRequired);
    expectValidation(await create({ name: '  \t ' }), 'name', m.titleRequired);
    expectValidation(await create({ name: '<script>alert(1)</script>' }), 'name', m.titleRequired);
    expectValidation(await create({ content: undefined }), 'content', m.contentRequired);
    expectValidation(await create({ content: '' }), 'content', m.contentRequired);
    expectValidation(await create({ content: '<p><br></p>' }), 'content', m.contentRequired);
    expectValidation(await create({ content: '<p> </p><p><br/></p><p>&nbsp;</p>' }), 'content', m.contentRequired);
    // Nothing is left once the unsafe part is removed.
    expectValidation(await create({ content: '<script>alert(1)</script>' }), 'content', m.contentRequired);
    expectValidation(await create({ id_file_public: undefined }), 'id_file_public', m.imageRequired);
    // An id of the wrong type is a malformed request (10), not a choice a person left out.
    expectMalformed(await create({ id_file_public: null }), 'id_file_public');
    expectMalformed(await create({ id_file_public: '' }), 'id_file_public');
    expectNotFound(await create({ id_file_public: 99_999 }), m.imageNotInLibrary);
    expectValidation(await create({ image: 'javascript:alert(1)' }), 'image', m.imageAddressInvalid);
    expectValidation(await create({ image: '//evil.example/x.png' }), 'image', m.imageAddressInvalid);
    expect(await listTopics(host, idCategory)).toEqual([]);

    const topic = await newTopic(host, idCategory, file.id);
    const modify = (extra: object) =>
      call('PUT', '/content_topics/modify', host, { id_guide_topic: topic.id_guide_topic, ...extra });
    expectValidation(await modify({ name: ' ' }), 'name', m.titleRequired);
    expectValidation(await modify({ content: '<p><br></p>' }), 'content', m.contentRequired);
    expectValidation(
      await modify({ content: '<iframe src="https://evil.example/"></iframe>' }),
      'content',
      m.contentRequired,
    );
    expectMalformed(await modify({ id_file_public: 0 }), 'id_file_public');
    expectNotFound(await modify({ id_file_public: 99_999 }), m.imageNotInLibrary);
    expect(await listTopics(host, idCategory)).toEqual([listed(topic)]);
  });

  it('keeps content made only of an embed (an image) as content', async () => {
    const { idCategory, file } = await setting();
    // A library image (pasted data URIs become these: inline-images.test.ts).
    const img = '<p><img src="/api/files/public/raw/0b7c2f4e-58a1-4c55-9d3e-3f7d2a9c1e10/door.png" /></p>';
    const topic = await newTopic(host, idCategory, file.id, { content: img });
    expect(topic.content).toBe(img);
  });

  it('modifies only the fields given; the featured image stays unless another of the host’s is chosen', async () => {
    const { idCategory, file } = await setting();
    const topic = await newTopic(host, idCategory, file.id, { description: 'd', comment: 'c' });
    const res = await call('PUT', '/content_topics/modify', host, {
      id_guide_topic: topic.id_guide_topic,
      name: 'Wifi and TV',
      content: '<p>New text</p>',
      id_status: 0,
    });
    expect(res.status).toBe(200);
    expect(res.body.RES_RESULT).toMatchObject({
      name: 'Wifi and TV',
      content: '<p>New text</p>',
      id_status: 0,
      description: 'd',
      comment: 'c',
      id_file_public: file.id,
      path_file: file.path,
    });
    const second = await newFile(host, 'pool.jpg');
    const swapped = await call('PUT', '/content_topics/modify', host, {
      id_guide_topic: topic.id_guide_topic,
      id_file_public: second.id,
      description: null,
    });
    expect(swapped.body.RES_RESULT).toMatchObject({
      id_file_public: second.id,
      path_file: second.path,
      description: null,
      name: 'Wifi and TV',
    });
    const kept = await call('PUT', '/content_topics/modify', host, {
      id_guide_topic: topic.id_guide_topic,
      id_file_public: null,
    });
    expect(kept.body.RES_RESULT).toMatchObject({ id_file_public: second.id });
  });

  it('moves a topic to another category of the same guide only', async () => {
    const { idGuide, idCategory, file } = await setting();
    const target = await newCategory(host, idGuide, 'Leaving');
    await newTopic(host, target, file.id, { name: 'Keys' });
    const topic = await newTopic(host, idCategory, file.id, { name: 'Bins' });
    const moved = await call('PUT', '/content_topics/modify', host, {
      id_guide_topic: topic.id_guide_topic,
      id_guide_content: target,
    });
    expect(moved.body.RES_RESULT).toMatchObject({ id_guide_content: target, position: 2 });
    expect((await listTopics(host, target)).map((x) => x.name)).toEqual(['Keys', 'Bins']);
    expect(await listTopics(host, idCategory)).toEqual([]);

    const otherGuideCategory = await newCategory(host, await newGuide(host), 'Other guide');
    expectValidation(
      await call('PUT', '/content_topics/modify', host, {
        id_guide_topic: topic.id_guide_topic,
        id_guide_content: otherGuideCategory,
      }),
      'id_guide_content',
      MESSAGES.topic.otherGuideCategory,
    );
    expectNotFound(
      await call('PUT', '/content_topics/modify', host, {
        id_guide_topic: topic.id_guide_topic,
        id_guide_content: 99_999,
      }),
      MESSAGES.category.notFound,
    );
    expect((await listTopics(host, target)).map((x) => x.name)).toEqual(['Keys', 'Bins']);
  });

  it('answers 01 for categories and topics that do not exist', async () => {
    const { file } = await setting();
    expectNotFound(await call('GET', '/content_topics/list?id_guide_content=99999', host), MESSAGES.category.notFound);
    expectNotFound(
      await call('POST', '/content_topics/create', host, topicBody(99_999, file.id)),
      MESSAGES.category.notFound,
    );
    expectNotFound(await selectTopic(host, 99_999), MESSAGES.topic.notFound);
    expectNotFound(
      await call('PUT', '/content_topics/modify', host, { id_guide_topic: 99_999, name: 'x' }),
      MESSAGES.topic.notFound,
    );
    expectNotFound(
      await call('DELETE', '/content_topics/delete', host, { id_guide_topic: 99_999 }),
      MESSAGES.topic.notFound,
    );
    expectNotFound(
      await call('PUT', '/content_topics/order', host, { id_guide_content: 99_999, ids: [] }),
      MESSAGES.category.notFound,
    );
  });

  it('treats another account’s category, topic and file as not found and changes nothing', async () => {
    const { idCategory, file } = await setting();
    const topic = await newTopic(host, idCategory, file.id);
    const theirGuide = await newGuide(other);
    const theirCategory = await newCategory(other, theirGuide, 'Theirs');
    const theirFile = await newFile(other, 'theirs.jpg');
    const theirTopic = await newTopic(other, theirCategory, theirFile.id, { name: 'Their topic' });

    expectNotFound(
      await call('GET', `/content_topics/list?id_guide_content=${idCategory}`, other),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await call('POST', '/content_topics/create', other, topicBody(idCategory, theirFile.id)),
      MESSAGES.category.notFound,
    );
    expectNotFound(await selectTopic(other, topic.id_guide_topic), MESSAGES.topic.notFound);
    expectNotFound(
      await call('PUT', '/content_topics/modify', other, { id_guide_topic: topic.id_guide_topic, name: 'Stolen' }),
      MESSAGES.topic.notFound,
    );
    expectNotFound(
      await call('DELETE', '/content_topics/delete', other, { id_guide_topic: topic.id_guide_topic }),
      MESSAGES.topic.notFound,
    );
    expectNotFound(
      await call('PUT', '/content_topics/order', other, { id_guide_content: idCategory, ids: [topic.id_guide_topic] }),
      MESSAGES.category.notFound,
    );
    // The host cannot reach into the other account either: their category, their topic.
    expectNotFound(
      await call('PUT', '/content_topics/modify', host, {
        id_guide_topic: topic.id_guide_topic,
        id_guide_content: theirCategory,
      }),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await call('PUT', '/content_topics/modify', host, {
        id_guide_topic: theirTopic.id_guide_topic,
        name: 'Mine now',
      }),
      MESSAGES.topic.notFound,
    );

    // Someone else's file answers exactly like a file that does not exist.
    const foreignFile = await call('POST', '/content_topics/create', host, topicBody(idCategory, theirFile.id));
    const missingFile = await call('POST', '/content_topics/create', host, topicBody(idCategory, 99_999));
    expectNotFound(foreignFile, MESSAGES.topic.imageNotInLibrary);
    expect(foreignFile).toEqual(missingFile);
    const foreignSwap = await call('PUT', '/content_topics/modify', host, {
      id_guide_topic: topic.id_guide_topic,
      id_file_public: theirFile.id,
    });
    expectNotFound(foreignSwap, MESSAGES.topic.imageNotInLibrary);

    expect(await listTopics(host, idCategory)).toEqual([listed(topic)]);
    expect(await listTopics(other, theirCategory)).toEqual([listed(theirTopic)]);
  });

  it('deletes a topic, and only once', async () => {
    const { idCategory, file } = await setting();
    const a = await newTopic(host, idCategory, file.id, { name: 'A' });
    const b = await newTopic(host, idCategory, file.id, { name: 'B' });
    const del = await call('DELETE', '/content_topics/delete', host, {
      id_guide_topic: a.id_guide_topic,
      comment: 'x',
    });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ RES_CODE: '00', RES_RESULT: null });
    expect(await listTopics(host, idCategory)).toEqual([listed(b)]);
    expect(
      await t.app.deps.database.db.select().from(guideTopics).where(eq(guideTopics.id_guide_topic, a.id_guide_topic)),
    ).toEqual([]);
    expectNotFound(
      await call('DELETE', '/content_topics/delete', host, { id_guide_topic: a.id_guide_topic }),
      MESSAGES.topic.notFound,
    );
  });

  it('stores a new order and lists in it; refuses an order that is not exactly the category’s topics', async () => {
    const { idGuide, idCategory, file } = await setting();
    const [a, b, c] = [
      await newTopic(host, idCategory, file.id, { name: 'A' }),
      await newTopic(host, idCategory, file.id, { name: 'B' }),
      await newTopic(host, idCategory, file.id, { name: 'C' }),
    ];
    const res = await call('PUT', '/content_topics/order', host, {
      id_guide_content: idCategory,
      ids: [b!.id_guide_topic, c!.id_guide_topic, a!.id_guide_topic],
    });
    expect(res.status).toBe(200);
    expect((res.body.RES_RESULT as TTopic[]).map((x) => [x.name, x.position])).toEqual([
      ['B', 1],
      ['C', 2],
      ['A', 3],
    ]);
    expect((await listTopics(host, idCategory)).map((x) => x.name)).toEqual(['B', 'C', 'A']);

    const sibling = await newTopic(host, await newCategory(host, idGuide, 'Sibling'), file.id, { name: 'S' });
    const bad: number[][] = [
      [b!.id_guide_topic, c!.id_guide_topic],
      [b!.id_guide_topic, c!.id_guide_topic, a!.id_guide_topic, sibling.id_guide_topic],
      [b!.id_guide_topic, b!.id_guide_topic, a!.id_guide_topic],
      [b!.id_guide_topic, c!.id_guide_topic, sibling.id_guide_topic],
    ];
    for (const ids of bad) {
      expectValidation(
        await call('PUT', '/content_topics/order', host, { id_guide_content: idCategory, ids }),
        'ids',
        MESSAGES.topic.orderMismatch,
      );
    }
    expect((await listTopics(host, idCategory)).map((x) => x.name)).toEqual(['B', 'C', 'A']);
    await newTopic(host, idCategory, file.id, { name: 'D' });
    expect((await listTopics(host, idCategory)).map((x) => x.name)).toEqual(['B', 'C', 'A', 'D']);
  });

  it('answers 10 to malformed ids', async () => {
    const list = await call('GET', '/content_topics/list?id_guide_content=abc', host);
    expect(list.status).toBe(400);
    expect(list.body.RES_CODE).toBe('10');
    expect((await call('PUT', '/content_topics/modify', host, { name: 'x' })).body.RES_CODE).toBe('10');
    expect((await call('GET', '/content_topics/select?id_guide_topic=x', host)).body.RES_CODE).toBe('10');
  });
});
