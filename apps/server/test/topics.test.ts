import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES, RESULT, ZTopic, ZTopicListItem, type TTopic, type TTopicListItem } from '@guidebook/contract';
import { guideTopics } from '../src/db/schema.ts';
import { getTestServer } from './helpers/test-app.ts';
import {
  api,
  expectTokenRequired,
  buildAccount,
  buildCategory,
  buildFile,
  buildGuide,
  buildTopic,
  type Answer,
  type TestAccount,
} from './helpers/factories.ts';

const t = await getTestServer();
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

const topicBody = (idCategory: number, idFile: number, extra: object = {}) => ({
  id_guide_content: idCategory,
  name: 'Wifi',
  content: '<p>Network <strong>Home</strong></p>',
  id_file_public: idFile,
  ...extra,
});

/** The list's items: whole topics, content included (strict: no other field either). */
async function listTopics(who: TestAccount, idCategory: number): Promise<TTopicListItem[]> {
  const res = await api(t.app, who).get(`/content_topics/list?id_guide_content=${idCategory}`);
  expect(res.body.RES_CODE).toBe(RESULT.OK);
  return (res.body.RES_RESULT as unknown[]).map((x) => ZTopicListItem.strict().parse(x));
}

/** A whole topic as its list item: the same (lists carry every field). */
function listed(topic: TTopic): TTopicListItem {
  return topic;
}

async function selectTopic(who: TestAccount, idTopic: number): Promise<Answer> {
  return api(t.app, who).get(`/content_topics/select?id_guide_topic=${idTopic}`);
}

function expectValidation(res: Answer, field: string, message: string) {
  expect(res.status).toBe(422);
  expect(res.body).toMatchObject({
    RES_CODE: RESULT.VALIDATION,
    RES_RESULT: null,
    RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: message, FIELDS: { [field]: message } },
  });
}

function expectMalformed(res: Answer, field: string) {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    RES_CODE: RESULT.BAD_REQUEST,
    RES_RESULT: null,
    RES_OTHERS: { FIELDS: { [field]: expect.any(String) } },
  });
}

function expectNotFound(res: Answer, message: string) {
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: message, RES_RESULT: null });
}

/** A category of the host's with one library file, for tests that need a place to write. */
async function setting() {
  const category = await buildCategory(t.app, host, { name: 'Arrival' });
  const file = await buildFile(t.app, host, { name: 'beach.jpg' });
  return { idGuide: category.id_guide, idCategory: category.id_guide_content, file };
}

describe('content topics', () => {
  it('answers 40 to every call without a token or with an unknown one', async () => {
    await expectTokenRequired(t.app, [
      ['GET', '/content_topics/list?id_guide_content=1', undefined],
      ['GET', '/content_topics/select?id_guide_topic=1', undefined],
      ['POST', '/content_topics/create', topicBody(1, 1)],
      ['PUT', '/content_topics/modify', { id_guide_topic: 1, name: 'x' }],
      ['PUT', '/content_topics/order', { id_guide_content: 1, ids: [] }],
      ['DELETE', '/content_topics/delete', { id_guide_topic: 1 }],
    ]);
  });

  it('creates topics last in their category with the featured image’s path, and lists them', async () => {
    const { idCategory, file } = await setting();
    const res = await api(t.app, host).post(
      '/content_topics/create',
      topicBody(idCategory, file.id_file_public, {
        description: 'How to connect',
        image: file.path_file,
        comment: 'ask for the code',
        id_status: 0,
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ RES_CODE: RESULT.OK, RES_OTHERS: { ERROR_FLAG: 0, RES_MESSAGE: '' } });
    const first = ZTopic.parse(res.body.RES_RESULT);
    expect(first).toMatchObject({
      id_guide_content: idCategory,
      name: 'Wifi',
      description: 'How to connect',
      image: file.path_file,
      content: '<p>Network <strong>Home</strong></p>',
      comment: 'ask for the code',
      id_status: 0,
      id_file_public: file.id_file_public,
      path_file: file.path_file,
      position: 1,
    });
    const second = await buildTopic(t.app, host, topicBody(idCategory, file.id_file_public, { name: 'Parking' }));
    expect(second).toMatchObject({ position: 2, id_status: 1 });
    expect((await listTopics(host, idCategory)).map((x) => [x.name, x.position, x.path_file])).toEqual([
      ['Wifi', 1, file.path_file],
      ['Parking', 2, file.path_file],
    ]);
    // The list leaves the content out; select gives the whole topic, dates as create printed them.
    expect((await listTopics(host, idCategory))[0]).toEqual(listed(first));
    const selected = await selectTopic(host, first.id_guide_topic);
    expect(selected.status).toBe(200);
    expect(ZTopic.strict().parse(selected.body.RES_RESULT)).toEqual({ ...first, translations: [] });
  });

  it('validates title, content and featured image with the contract messages', async () => {
    const { idCategory, file } = await setting();
    const m = MESSAGES.topic;
    const create = (extra: object) =>
      api(t.app, host).post('/content_topics/create', topicBody(idCategory, file.id_file_public, extra));
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

    const topic = await buildTopic(t.app, host, topicBody(idCategory, file.id_file_public));
    const modify = (extra: object) =>
      api(t.app, host).put('/content_topics/modify', { id_guide_topic: topic.id_guide_topic, ...extra });
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
    const topic = await buildTopic(t.app, host, topicBody(idCategory, file.id_file_public, { content: img }));
    expect(topic.content).toBe(img);
  });

  it('modifies only the fields given; the featured image stays unless another of the host’s is chosen', async () => {
    const { idCategory, file } = await setting();
    const topic = await buildTopic(
      t.app,
      host,
      topicBody(idCategory, file.id_file_public, { description: 'd', comment: 'c' }),
    );
    const res = await api(t.app, host).put('/content_topics/modify', {
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
      id_file_public: file.id_file_public,
      path_file: file.path_file,
    });
    const second = await buildFile(t.app, host, { name: 'pool.jpg' });
    const swapped = await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: topic.id_guide_topic,
      id_file_public: second.id_file_public,
      description: null,
    });
    expect(swapped.body.RES_RESULT).toMatchObject({
      id_file_public: second.id_file_public,
      path_file: second.path_file,
      description: null,
      name: 'Wifi and TV',
    });
    const kept = await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: topic.id_guide_topic,
      id_file_public: null,
    });
    expect(kept.body.RES_RESULT).toMatchObject({ id_file_public: second.id_file_public });
  });

  it('moves a topic to another category of the same guide only', async () => {
    const { idGuide, idCategory, file } = await setting();
    const target = (await buildCategory(t.app, host, { id_guide: idGuide, name: 'Leaving' })).id_guide_content;
    await buildTopic(t.app, host, topicBody(target, file.id_file_public, { name: 'Keys' }));
    const topic = await buildTopic(t.app, host, topicBody(idCategory, file.id_file_public, { name: 'Bins' }));
    const moved = await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: topic.id_guide_topic,
      id_guide_content: target,
    });
    expect(moved.body.RES_RESULT).toMatchObject({ id_guide_content: target, position: 2 });
    expect((await listTopics(host, target)).map((x) => x.name)).toEqual(['Keys', 'Bins']);
    expect(await listTopics(host, idCategory)).toEqual([]);

    const otherGuideCategory = (
      await buildCategory(t.app, host, { id_guide: (await buildGuide(t.app, host)).id_guide, name: 'Other guide' })
    ).id_guide_content;
    expectValidation(
      await api(t.app, host).put('/content_topics/modify', {
        id_guide_topic: topic.id_guide_topic,
        id_guide_content: otherGuideCategory,
      }),
      'id_guide_content',
      MESSAGES.topic.otherGuideCategory,
    );
    expectNotFound(
      await api(t.app, host).put('/content_topics/modify', {
        id_guide_topic: topic.id_guide_topic,
        id_guide_content: 99_999,
      }),
      MESSAGES.category.notFound,
    );
    expect((await listTopics(host, target)).map((x) => x.name)).toEqual(['Keys', 'Bins']);
  });

  it('answers 01 for categories and topics that do not exist', async () => {
    const { file } = await setting();
    expectNotFound(
      await api(t.app, host).get('/content_topics/list?id_guide_content=99999'),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await api(t.app, host).post('/content_topics/create', topicBody(99_999, file.id_file_public)),
      MESSAGES.category.notFound,
    );
    expectNotFound(await selectTopic(host, 99_999), MESSAGES.topic.notFound);
    expectNotFound(
      await api(t.app, host).put('/content_topics/modify', { id_guide_topic: 99_999, name: 'x' }),
      MESSAGES.topic.notFound,
    );
    expectNotFound(
      await api(t.app, host).delete('/content_topics/delete', { id_guide_topic: 99_999 }),
      MESSAGES.topic.notFound,
    );
    expectNotFound(
      await api(t.app, host).put('/content_topics/order', { id_guide_content: 99_999, ids: [] }),
      MESSAGES.category.notFound,
    );
  });

  it('treats another account’s category, topic and file as not found and changes nothing', async () => {
    const { idCategory, file } = await setting();
    const topic = await buildTopic(t.app, host, topicBody(idCategory, file.id_file_public));
    const theirGuide = (await buildGuide(t.app, other)).id_guide;
    const theirCategory = (await buildCategory(t.app, other, { id_guide: theirGuide, name: 'Theirs' }))
      .id_guide_content;
    const theirFile = await buildFile(t.app, other, { name: 'theirs.jpg' });
    const theirTopic = await buildTopic(
      t.app,
      other,
      topicBody(theirCategory, theirFile.id_file_public, { name: 'Their topic' }),
    );

    expectNotFound(
      await api(t.app, other).get(`/content_topics/list?id_guide_content=${idCategory}`),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await api(t.app, other).post('/content_topics/create', topicBody(idCategory, theirFile.id_file_public)),
      MESSAGES.category.notFound,
    );
    expectNotFound(await selectTopic(other, topic.id_guide_topic), MESSAGES.topic.notFound);
    expectNotFound(
      await api(t.app, other).put('/content_topics/modify', { id_guide_topic: topic.id_guide_topic, name: 'Stolen' }),
      MESSAGES.topic.notFound,
    );
    expectNotFound(
      await api(t.app, other).delete('/content_topics/delete', { id_guide_topic: topic.id_guide_topic }),
      MESSAGES.topic.notFound,
    );
    expectNotFound(
      await api(t.app, other).put('/content_topics/order', {
        id_guide_content: idCategory,
        ids: [topic.id_guide_topic],
      }),
      MESSAGES.category.notFound,
    );
    // The host cannot reach into the other account either: their category, their topic.
    expectNotFound(
      await api(t.app, host).put('/content_topics/modify', {
        id_guide_topic: topic.id_guide_topic,
        id_guide_content: theirCategory,
      }),
      MESSAGES.category.notFound,
    );
    expectNotFound(
      await api(t.app, host).put('/content_topics/modify', {
        id_guide_topic: theirTopic.id_guide_topic,
        name: 'Mine now',
      }),
      MESSAGES.topic.notFound,
    );

    // Someone else's file answers exactly like a file that does not exist.
    const foreignFile = await api(t.app, host).post(
      '/content_topics/create',
      topicBody(idCategory, theirFile.id_file_public),
    );
    const missingFile = await api(t.app, host).post('/content_topics/create', topicBody(idCategory, 99_999));
    expectNotFound(foreignFile, MESSAGES.topic.imageNotInLibrary);
    expect(foreignFile).toEqual(missingFile);
    const foreignSwap = await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: topic.id_guide_topic,
      id_file_public: theirFile.id_file_public,
    });
    expectNotFound(foreignSwap, MESSAGES.topic.imageNotInLibrary);

    expect(await listTopics(host, idCategory)).toEqual([listed(topic)]);
    expect(await listTopics(other, theirCategory)).toEqual([listed(theirTopic)]);
  });

  it('deletes a topic, and only once', async () => {
    const { idCategory, file } = await setting();
    const a = await buildTopic(t.app, host, topicBody(idCategory, file.id_file_public, { name: 'A' }));
    const b = await buildTopic(t.app, host, topicBody(idCategory, file.id_file_public, { name: 'B' }));
    const del = await api(t.app, host).delete('/content_topics/delete', {
      id_guide_topic: a.id_guide_topic,
      comment: 'x',
    });
    expect(del.status).toBe(200);
    expect(del.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    expect(await listTopics(host, idCategory)).toEqual([listed(b)]);
    expect(
      await t.app.deps.database.db.select().from(guideTopics).where(eq(guideTopics.id_guide_topic, a.id_guide_topic)),
    ).toEqual([]);
    expectNotFound(
      await api(t.app, host).delete('/content_topics/delete', { id_guide_topic: a.id_guide_topic }),
      MESSAGES.topic.notFound,
    );
  });

  it('stores a new order and lists in it; refuses an order that is not exactly the category’s topics', async () => {
    const { idGuide, idCategory, file } = await setting();
    const [a, b, c] = [
      await buildTopic(t.app, host, topicBody(idCategory, file.id_file_public, { name: 'A' })),
      await buildTopic(t.app, host, topicBody(idCategory, file.id_file_public, { name: 'B' })),
      await buildTopic(t.app, host, topicBody(idCategory, file.id_file_public, { name: 'C' })),
    ];
    const res = await api(t.app, host).put('/content_topics/order', {
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

    const sibling = await buildTopic(
      t.app,
      host,
      topicBody(
        (await buildCategory(t.app, host, { id_guide: idGuide, name: 'Sibling' })).id_guide_content,
        file.id_file_public,
        { name: 'S' },
      ),
    );
    const bad: number[][] = [
      [b!.id_guide_topic, c!.id_guide_topic],
      [b!.id_guide_topic, c!.id_guide_topic, a!.id_guide_topic, sibling.id_guide_topic],
      [b!.id_guide_topic, b!.id_guide_topic, a!.id_guide_topic],
      [b!.id_guide_topic, c!.id_guide_topic, sibling.id_guide_topic],
    ];
    for (const ids of bad) {
      expectValidation(
        await api(t.app, host).put('/content_topics/order', { id_guide_content: idCategory, ids }),
        'ids',
        MESSAGES.topic.orderMismatch,
      );
    }
    expect((await listTopics(host, idCategory)).map((x) => x.name)).toEqual(['B', 'C', 'A']);
    await buildTopic(t.app, host, topicBody(idCategory, file.id_file_public, { name: 'D' }));
    expect((await listTopics(host, idCategory)).map((x) => x.name)).toEqual(['B', 'C', 'A', 'D']);
  });

  it('answers 10 to malformed ids', async () => {
    const list = await api(t.app, host).get('/content_topics/list?id_guide_content=abc');
    expect(list.status).toBe(400);
    expect(list.body.RES_CODE).toBe(RESULT.BAD_REQUEST);
    expect((await api(t.app, host).put('/content_topics/modify', { name: 'x' })).body.RES_CODE).toBe(
      RESULT.BAD_REQUEST,
    );
    expect((await api(t.app, host).get('/content_topics/select?id_guide_topic=x')).body.RES_CODE).toBe(
      RESULT.BAD_REQUEST,
    );
  });
});
