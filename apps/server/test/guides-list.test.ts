/**
 * The guides list built for hundreds: without parameters every guide exactly as before; with page,
 * page_size, q, sort or tag one page on the server with its total, the member's scope applied first;
 * and the guides' tags (PUT /guides/tags, GET /guides/tags/list).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { GUIDE_LIST_SORTS, MESSAGES, RESULT, WORKSPACE_HEADER, type TGuideListItem } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { api, buildAccount, buildCategory, buildGuide, buildTopic, resultOf } from './helpers/factories.ts';

const t = await getTestServer();
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);
const as = api(t.app, host);

/** The guides of the host, in the order they are made (ids ascending). */
const SEEDS = [
  { title: 'São Paulo Loft', city: 'São Paulo', address: 'Rua Augusta 10' },
  { title: 'lisbon flat', city: 'Lisboa', address: 'Rua da Prata 4' },
  { title: 'Ábaco House', city: null, address: 'Calle Mayor 1' },
  { title: 'Zürich Studio', city: 'Zürich', address: 'Bahnhofstrasse 2' },
  { title: 'Beach Cabin', city: 'Brighton', address: '14 Harbour Lane' },
  { title: 'beach cabin', city: 'Brighton', address: '15 Harbour Lane' },
  { title: 'Mountain Hut', city: 'Chamonix', address: 'Route des Praz' },
];
const made: { id_guide: number; title: string }[] = [];
for (const seed of SEEDS) made.push(await buildGuide(t.app, host, seed));
await buildGuide(t.app, other, { title: 'São Paulo elsewhere', city: 'São Paulo' });
// Distinct creation and update times, in an order of their own: updated is the reverse of a shuffle.
const updatedOrder = [3, 0, 6, 2, 5, 1, 4].map((i) => made[i]!.id_guide);
await t.app.deps.database.db.execute(sql`
  update guides g set date_created = now() - ((10 - u.ord) || ' hours')::interval,
    date_modified = now() - (v.upd || ' minutes')::interval
  from unnest(${`{${made.map((g) => g.id_guide).join(',')}}`}::int[]) with ordinality as u(id, ord)
  join unnest(${`{${updatedOrder.join(',')}}`}::int[]) with ordinality as v(id, upd) on v.id = u.id
  where g.id_guide = u.id`);

type Row = TGuideListItem;

async function page(query: string): Promise<{ rows: Row[]; others: Record<string, unknown> }> {
  const res = await as.get<Row[]>(`/guides/list?${query}`);
  const rows = resultOf(res, `guides/list?${query}`);
  return { rows, others: res.body.RES_OTHERS as Record<string, unknown> };
}

const titles = (rows: Row[]) => rows.map((r) => r.title);

describe('GET /guides/list without parameters', () => {
  it('answers every guide of the workspace newest first, with the listed fields only and no page', async () => {
    const res = await as.get<Row[]>('/guides/list');
    const rows = resultOf(res);
    expect(rows.map((r) => r.id_guide)).toEqual(made.map((g) => g.id_guide).reverse());
    for (const row of rows)
      expect(Object.keys(row).sort()).toEqual(
        [
          'address',
          'city',
          'date_created',
          'date_modified',
          'id_guide',
          'image',
          'subtitle',
          'timezone',
          'title',
          'workspace_name',
        ].sort(),
      );
    expect(res.body.RES_OTHERS).toEqual({ ERROR_FLAG: 0, RES_MESSAGE: '' });
    // An unknown parameter asks for nothing either.
    expect(resultOf(await as.get<Row[]>('/guides/list?foo=1'))).toEqual(rows);
  });
});

describe('GET /guides/list with parameters', () => {
  it('pages on the server with TOTAL, PAGE and PAGE_SIZE; the pages together are the whole list', async () => {
    const first = await page('page_size=3');
    expect(first.others).toMatchObject({ TOTAL: 7, PAGE: 1, PAGE_SIZE: 3 });
    expect(first.rows).toHaveLength(3);
    const all = [...first.rows, ...(await page('page_size=3&page=2')).rows, ...(await page('page_size=3&page=3')).rows];
    // Default order: newest first (creation time).
    expect(all.map((r) => r.id_guide)).toEqual(made.map((g) => g.id_guide).reverse());
    const past = await page('page_size=3&page=9');
    expect(past.rows).toEqual([]);
    expect(past.others).toMatchObject({ TOTAL: 7, PAGE: 9, PAGE_SIZE: 3 });
    expect((await page('page=1')).others).toMatchObject({ TOTAL: 7, PAGE_SIZE: 25 });
  });

  it('finds title, city and address ignoring case and accents', async () => {
    expect(titles((await page('q=Sao')).rows)).toEqual(['São Paulo Loft']);
    expect(titles((await page('q=s%C3%83O%20paulo')).rows)).toEqual(['São Paulo Loft']);
    expect(titles((await page('q=zurich')).rows)).toEqual(['Zürich Studio']);
    expect(titles((await page('q=abaco')).rows)).toEqual(['Ábaco House']);
    expect(titles((await page('q=LISBOA')).rows)).toEqual(['lisbon flat']);
    expect(titles((await page('q=augusta')).rows)).toEqual(['São Paulo Loft']);
    expect(titles((await page('q=%20harbour%20%20lane%20&sort=title')).rows)).toEqual(['Beach Cabin', 'beach cabin']);
    const none = await page('q=nowhere');
    expect(none.rows).toEqual([]);
    expect(none.others).toMatchObject({ TOTAL: 0 });
    // Wildcards are text like any other.
    expect((await page('q=%25')).others).toMatchObject({ TOTAL: 0 });
    expect((await page('q=_')).others).toMatchObject({ TOTAL: 0 });
  });

  it('sorts by each column both ways, ties by id the same way', async () => {
    const list = await page('page_size=100');
    const byId = new Map(list.rows.map((r) => [r.id_guide, r]));
    const ids = list.rows.map((r) => r.id_guide);
    // Titles and cities compare ignoring case and accents.
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const compare = (a: string | null, b: string | null) =>
      a === null || b === null
        ? Number(a === null) - Number(b === null)
        : fold(a) === fold(b)
          ? 0
          : fold(a) < fold(b)
            ? -1
            : 1;
    const key: Record<string, (r: Row) => string | null> = {
      title: (r) => r.title,
      city: (r) => r.city,
      updated: (r) => r.date_modified,
      created: (r) => r.date_created,
    };
    for (const sort of GUIDE_LIST_SORTS) {
      const column = sort.replace('-', '');
      const down = sort.startsWith('-');
      const expected = [...ids].sort((a, b) => {
        const ra = byId.get(a)!;
        const rb = byId.get(b)!;
        const [ka, kb] = [key[column]!(ra), key[column]!(rb)];
        // A guide without a city comes last both ways.
        if (ka === null || kb === null) return compare(ka, kb) || (down ? b - a : a - b);
        const c = compare(ka, kb) || a - b;
        return down ? -c : c;
      });
      const got = (await page(`sort=${sort}&page_size=100`)).rows.map((r) => r.id_guide);
      expect(got, sort).toEqual(expected);
      // Paged one by one, the same order.
      const oneByOne: number[] = [];
      for (let p = 1; p <= ids.length; p++)
        oneByOne.push(...(await page(`sort=${sort}&page_size=1&page=${p}`)).rows.map((r) => r.id_guide));
      expect(oneByOne, `${sort} page by page`).toEqual(expected);
    }
    expect(titles((await page('sort=title&page_size=3')).rows)).toEqual(['Ábaco House', 'Beach Cabin', 'beach cabin']);
  });

  it('gives each guide’s languages, published topics count and tags', async () => {
    const guide = made[4]!;
    resultOf(
      await as.put('/guides/languages', { id_guide: guide.id_guide, default_language: 'en', languages: ['fr', 'de'] }),
    );
    const category = await buildCategory(t.app, host, { id_guide: guide.id_guide });
    await buildTopic(t.app, host, { id_guide_content: category.id_guide_content, name: 'One' });
    await buildTopic(t.app, host, { id_guide_content: category.id_guide_content, name: 'Two' });
    await buildTopic(t.app, host, { id_guide_content: category.id_guide_content, name: 'Draft', id_status: 0 });
    resultOf(await as.put('/guides/tags', { id_guide: guide.id_guide, tags: ['Seaside', 'Family'] }));
    const [row] = (await page(`q=14%20harbour`)).rows;
    expect(row).toMatchObject({
      id_guide: guide.id_guide,
      default_language: 'en',
      languages: ['fr', 'de'],
      topics_published: 2,
      tags: ['Seaside', 'Family'],
    });
    const [plain] = (await page('q=mountain')).rows;
    expect(plain).toMatchObject({ languages: [], topics_published: 0, tags: [] });
  });

  it('filters by tag ignoring case, with the search and paging', async () => {
    resultOf(await as.put('/guides/tags', { id_guide: made[0]!.id_guide, tags: ['Brazil', 'City'] }));
    resultOf(await as.put('/guides/tags', { id_guide: made[1]!.id_guide, tags: ['city', 'Portugal'] }));
    resultOf(await as.put('/guides/tags', { id_guide: made[3]!.id_guide, tags: [' CITY '] }));
    const city = await page('tag=city&sort=title');
    expect(titles(city.rows)).toEqual(['lisbon flat', 'São Paulo Loft', 'Zürich Studio']);
    expect(city.others).toMatchObject({ TOTAL: 3 });
    expect(titles((await page('tag=City&q=rua&sort=-title')).rows)).toEqual(['São Paulo Loft', 'lisbon flat']);
    expect((await page('tag=City&page_size=1&page=2')).others).toMatchObject({ TOTAL: 3 });
    expect((await page('tag=nothing')).others).toMatchObject({ TOTAL: 0 });
  });

  it('applies a member’s guide scope before paging and the total', async () => {
    const member = await buildAccount(t.app);
    await t.app.deps.database.db.execute(sql`
      insert into workspace_members (id_workspace, id_user, email, role, guides, status, date_accepted)
      values (${host.id_workspace}, ${member.id_user}, ${member.email}, 'editor',
        ${`{${made[0]!.id_guide},${made[1]!.id_guide}}`}::int[], 'active', now())`);
    const headers = { [WORKSPACE_HEADER]: String(host.id_workspace) };
    const scoped = api(t.app, member);
    const first = await scoped.get<Row[]>('/guides/list?page_size=1', { headers });
    expect(resultOf(first)).toHaveLength(1);
    expect(first.body.RES_OTHERS).toMatchObject({ TOTAL: 2 });
    const second = resultOf(await scoped.get<Row[]>('/guides/list?page_size=1&page=2', { headers }));
    expect([...resultOf(first), ...second].map((r) => r.id_guide).sort()).toEqual(
      [made[0]!.id_guide, made[1]!.id_guide].sort(),
    );
    expect((await scoped.get('/guides/list?tag=city', { headers })).body.RES_OTHERS).toMatchObject({ TOTAL: 2 });
    expect(resultOf(await scoped.get('/guides/tags/list', { headers }))).toEqual([
      { tag: 'Brazil', guides: 1 },
      { tag: 'City', guides: 2 },
      { tag: 'Portugal', guides: 1 },
    ]);
  });

  it('refuses a page size over 100 with 12 and other bad parameters with 10', async () => {
    const big = await as.get('/guides/list?page_size=101');
    expect(big.status).toBe(422);
    expect(big.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_MESSAGE: MESSAGES.guidesList.pageSizeTooLarge(100),
      RES_OTHERS: { FIELDS: { page_size: MESSAGES.guidesList.pageSizeTooLarge(100) } },
    });
    for (const query of ['page_size=0', 'page=0', 'page=x', 'sort=size', 'sort=-', `q=${'a'.repeat(201)}`]) {
      const res = await as.get(`/guides/list?${query}`);
      expect(res.body.RES_CODE, query).toBe(RESULT.BAD_REQUEST);
    }
    const far = await as.get('/guides/list?page=2147483647&page_size=100');
    expect(far.body.RES_CODE).toBe(RESULT.VALIDATION);
    expect((await page('page=20000000&page_size=100')).rows).toEqual([]);
  });
});

describe('guide tags', () => {
  it('stores them trimmed in order, replaces them, and lists the workspace’s with counts', async () => {
    const id = made[6]!.id_guide;
    expect(resultOf(await as.put('/guides/tags', { id_guide: id, tags: ['  Alps ', 'Ski', 'Family'] }))).toEqual({
      id_guide: id,
      tags: ['Alps', 'Ski', 'Family'],
    });
    expect((await page('q=mountain')).rows[0]!.tags).toEqual(['Alps', 'Ski', 'Family']);
    resultOf(await as.put('/guides/tags', { id_guide: id, tags: ['Ski'] }));
    expect((await page('q=mountain')).rows[0]!.tags).toEqual(['Ski']);
    const list = resultOf(await as.get<{ tag: string; guides: number }[]>('/guides/tags/list'));
    expect(list).toContainEqual({ tag: 'City', guides: 3 });
    expect(list).toContainEqual({ tag: 'Ski', guides: 1 });
    expect(list.find((row) => row.tag === 'Alps')).toBeUndefined();
    resultOf(await as.put('/guides/tags', { id_guide: id, tags: [] }));
    expect((await page('q=mountain')).rows[0]!.tags).toEqual([]);
    // Another workspace sees none of them.
    expect(resultOf(await api(t.app, other).get('/guides/tags/list'))).toEqual([]);
  });

  it('refuses bad tags with a clear 12 and changes nothing', async () => {
    const id = made[5]!.id_guide;
    resultOf(await as.put('/guides/tags', { id_guide: id, tags: ['Keep'] }));
    const cases: [unknown[], string][] = [
      [Array.from({ length: 21 }, (_, i) => `t${i}`), MESSAGES.guidesList.tagsTooMany(20)],
      [['ok', '   '], MESSAGES.guidesList.tagEmpty],
      [['x'.repeat(41)], MESSAGES.guidesList.tagTooLong(40)],
      [['Lisbon', ' lisbon'], MESSAGES.guidesList.tagDuplicate('lisbon')],
    ];
    for (const [tags, message] of cases) {
      const res = await as.put('/guides/tags', { id_guide: id, tags });
      expect(res.body.RES_CODE, message).toBe(RESULT.VALIDATION);
      expect(res.body.RES_MESSAGE).toBe(message);
    }
    expect(
      resultOf(await as.put('/guides/tags', { id_guide: id, tags: Array.from({ length: 20 }, (_, i) => `t${i}`) }))
        .tags,
    ).toHaveLength(20);
    resultOf(await as.put('/guides/tags', { id_guide: id, tags: ['Keep'] }));
    const wrongType = await as.put('/guides/tags', { id_guide: id, tags: [1] });
    expect(wrongType.body.RES_CODE).toBe(RESULT.BAD_REQUEST);
    // Another workspace's guide is not found, and keeps its tags.
    const theirs = await api(t.app, other).put('/guides/tags', { id_guide: id, tags: ['Mine'] });
    expect(theirs.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    expect((await page('q=15%20harbour')).rows[0]!.tags).toEqual(['Keep']);
  });

  it('go with their guide when it is deleted', async () => {
    const gone = await buildGuide(t.app, host, { title: 'Short lived' });
    resultOf(await as.put('/guides/tags', { id_guide: gone.id_guide, tags: ['Ephemeral'] }));
    resultOf(await as.delete('/guides/delete', { id_guide: gone.id_guide, comment: 'gone' }));
    const list = resultOf(await as.get<{ tag: string }[]>('/guides/tags/list'));
    expect(list.find((row) => row.tag === 'Ephemeral')).toBeUndefined();
  });

  it('travel with their guide through duplicate, export and import', async () => {
    const source = await buildGuide(t.app, host, { title: 'Tagged original' });
    resultOf(await as.put('/guides/tags', { id_guide: source.id_guide, tags: ['Lisbon', 'Sea view'] }));
    const copy = resultOf(await as.post<{ id_guide: number }>('/guides/duplicate', { id_guide: source.id_guide }));
    const tagsOf = async (id: number, who = as) =>
      resultOf(await who.get<Row[]>('/guides/list?page_size=100')).find((row) => row.id_guide === id)?.tags;
    expect(await tagsOf(copy.id_guide)).toEqual(['Lisbon', 'Sea view']);
    const exported = await as.get(`/guides/export?id_guide=${source.id_guide}`);
    const file = exported.body as unknown as { guide: object };
    expect(file.guide).toMatchObject({ tags: ['Lisbon', 'Sea view'] });
    const theirs = api(t.app, other);
    const imported = resultOf(await theirs.post<{ id_guide: number }>('/guides/import', file));
    expect(await tagsOf(imported.id_guide, theirs)).toEqual(['Lisbon', 'Sea view']);
    // A file with bad tags is refused like any bad field.
    const bad = await theirs.post('/guides/import', { ...file, guide: { ...file.guide, tags: ['a', 'A'] } });
    expect(bad.body.RES_CODE).toBe(RESULT.VALIDATION);
  });
});
