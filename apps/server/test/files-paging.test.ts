/**
 * The library pager on a larger library: list's TOTAL stays exact however rows come and go
 * (kept by database triggers, so also for rows written outside the API), and a search
 * counts its matches only up to a cap that moves with the page, flagged by TOTAL_CAPPED.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RESULT } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { api, buildAccount, buildFile, type TestAccount } from './helpers/factories.ts';
import { solidJpeg } from './helpers/images.ts';
import { SEARCH_PAGES_COUNTED } from '../src/modules/files/files.repository.ts';

const t = await getTestServer();
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

/** Library rows written in one statement, as an import or a restore would (the bytes are never read). */
async function insertRows(account: TestAccount, count: number, name: (i: number) => string): Promise<void> {
  const names = Array.from({ length: count }, (_, i) => name(i));
  await t.app.deps.database.db.execute(sql`
    insert into files_public (id_workspace, name, size, path_file, mime_type, width, height, private, date_created)
    select ${account.id_workspace}, n, 1000, '/files/public/raw/' || gen_random_uuid() || '/x.jpg', 'image/jpeg', 10, 10, 4,
           now() - (ord || ' seconds')::interval
    from unnest(${sql.raw(`array[${names.map((n) => `'${n}'`).join(',')}]`)}::text[]) with ordinality as u(n, ord)`);
}

describe('library pager', () => {
  it('keeps list’s TOTAL exact through uploads, bulk inserts and deletes, per account', async () => {
    const total = async (account: TestAccount) =>
      (await api(t.app, account).get('/files/public/list?page=1&page_size=5')).body.RES_OTHERS;
    expect(await total(host)).toMatchObject({ TOTAL: 0, PAGE: 1, PAGE_SIZE: 5 });

    const file = await buildFile(t.app, host, { name: 'first.jpg', bytes: await solidJpeg(16, 16) });
    await insertRows(host, 30, (i) => `bulk-${i}.jpg`);
    await insertRows(other, 4, (i) => `theirs-${i}.jpg`);
    expect((await total(host)).TOTAL).toBe(31);
    expect((await total(other)).TOTAL).toBe(4);
    expect((await total(host)).TOTAL_CAPPED).toBeUndefined();

    const deleted = await api(t.app, host).delete('/files/public/delete', { id_file_public: file.id_file_public });
    expect(deleted.body.RES_CODE).toBe(RESULT.OK);
    expect((await total(host)).TOTAL).toBe(30);
    expect((await total(other)).TOTAL).toBe(4);

    // Newest first, a page at a time, through the whole library.
    const last = (await api(t.app, host).get('/files/public/list?page=6&page_size=5')).body;
    expect(last.RES_RESULT.map((f: { name: string }) => f.name)).toEqual(
      [25, 26, 27, 28, 29].map((i) => `bulk-${i}.jpg`),
    );
  });

  it('counts search matches up to a cap that moves with the page, and says when it stopped', async () => {
    await insertRows(host, 40, (i) => `sea-${String(i).padStart(2, '0')}.jpg`);
    const cap = 2 * (SEARCH_PAGES_COUNTED + 1);
    expect(cap).toBeLessThan(40);

    const first = (await api(t.app, host).get('/files/public/search?name=SEA&page=1&page_size=2')).body;
    expect(first.RES_RESULT.map((f: { name: string }) => f.name)).toEqual(['sea-00.jpg', 'sea-01.jpg']);
    expect(first.RES_OTHERS).toMatchObject({ TOTAL: cap, TOTAL_CAPPED: true, PAGE: 1, PAGE_SIZE: 2 });

    // Further pages count further; near the end the count is exact again.
    const later = (await api(t.app, host).get('/files/public/search?name=sea&page=15&page_size=2')).body;
    expect(later.RES_RESULT.map((f: { name: string }) => f.name)).toEqual(['sea-28.jpg', 'sea-29.jpg']);
    expect(later.RES_OTHERS.TOTAL).toBe(40);
    expect(later.RES_OTHERS.TOTAL_CAPPED).toBeUndefined();

    const exact = (await api(t.app, host).get('/files/public/search?name=sea&page=1&page_size=10')).body;
    expect(exact.RES_OTHERS).toMatchObject({ TOTAL: 40 });
    expect(exact.RES_OTHERS.TOTAL_CAPPED).toBeUndefined();
    expect(
      (await api(t.app, other).get('/files/public/search?name=sea&page=1&page_size=2')).body.RES_OTHERS.TOTAL,
    ).toBe(0);
  });
});
