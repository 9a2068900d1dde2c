/**
 * Scale benchmark: one page of the image library (list and search) with 100 files in it,
 * then with 100,000, same account, same server. Target: each call within 2x (server-side
 * paging on an index keeps a page's cost independent of the library's size).
 */
import { CleanupStack } from './lib/cleanup.ts';
import { startGuidebook } from './lib/guidebook-server.ts';
import { callApi, createHost, rowsOf, withDatabase } from './lib/host-account.ts';
import { benchSeconds, measure } from './lib/load.ts';
import { checkTarget, printTable, slowdownRow, type BenchOutcome } from './lib/report.ts';

const SMALL = 100;
const LARGE = 100_000;
const MAX_SLOWDOWN = 2;
const LIST = '/files/public/list?page=1&page_size=10';
const SEARCH = '/files/public/search?name=abc&page=1&page_size=10';

/**
 * Rows `from`..`to` for one account in a single statement. Every tenth name contains
 * "abc" (so a search page is always full); the others vary without it.
 */
async function insertFiles(databaseUrl: string, idWorkspace: number, from: number, to: number): Promise<void> {
  await withDatabase(databaseUrl, async (client) => {
    await client.query(
      `insert into files_public (id_workspace, name, size, path_file, mime_type, width, height, comment, private, date_created)
       select $1,
              case when i % 10 = 0 then 'beach-abc-' || i || '.jpg'
                   else (array['kitchen', 'garden', 'pool', 'street', 'bedroom'])[i % 5 + 1] || '-' || i || '.jpg' end,
              200000 + i, '/files/public/bench/' || gen_random_uuid() || '.jpg', 'image/jpeg', 1600, 1200, null, 4,
              now() - (i || ' seconds')::interval
       from generate_series($2::int, $3::int) as s(i)`,
      [idWorkspace, from, to],
    );
    // What autovacuum does soon after such a load (insert-triggered vacuum, then analyze): without
    // it the planner guesses and index-only scans visit the heap, which no library in use does.
    await client.query('vacuum analyze files_public');
  });
}

export async function runScaleBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    const seconds = Math.max(2, Math.round(benchSeconds() / 2));
    console.log(`Scale benchmark: 20 connections, ${seconds} s per run; ${SMALL} vs ${LARGE} files`);
    const gb = await startGuidebook(cleanup);
    const host = await createHost(gb.databaseUrl);

    const round = async (size: number) => {
      const listRows = rowsOf(await callApi(gb.baseUrl, host, 'GET', LIST));
      const searchRows = rowsOf(await callApi(gb.baseUrl, host, 'GET', SEARCH));
      if (listRows?.length !== 10) throw new Error(`list page has ${listRows?.length} rows with ${size} files, not 10`);
      if (searchRows?.length !== 10) throw new Error(`search page has ${searchRows?.length} rows, not 10`);
      const list = await measure(
        `list, ${size} files`,
        { url: `${gb.baseUrl}/api${LIST}`, headers: host.headers },
        seconds,
      );
      const search = await measure(
        `search, ${size} files`,
        { url: `${gb.baseUrl}/api${SEARCH}`, headers: host.headers },
        seconds,
      );
      return { list, search };
    };

    await insertFiles(gb.databaseUrl, host.id_workspace, 1, SMALL);
    const small = await round(SMALL);
    await insertFiles(gb.databaseUrl, host.id_workspace, SMALL + 1, LARGE);
    const large = await round(LARGE);

    console.log('');
    printTable(
      ['call (page 1, 10 per page)', `req/s ${SMALL}`, `req/s ${LARGE}`, 'mean ms small', 'mean ms large', 'slowdown'],
      [
        slowdownRow('GET /api/files/public/list', small.list, large.list),
        slowdownRow('GET /api/files/public/search?name=abc', small.search, large.search),
      ],
    );
    console.log('');
    const listSlowdown = small.list.rps / large.list.rps;
    const searchSlowdown = small.search.rps / large.search.rps;
    const checks = [
      checkTarget(
        `list within ${MAX_SLOWDOWN}x at ${LARGE} files`,
        listSlowdown <= MAX_SLOWDOWN,
        `${listSlowdown.toFixed(2)}x`,
      ),
      checkTarget(
        `search within ${MAX_SLOWDOWN}x at ${LARGE} files`,
        searchSlowdown <= MAX_SLOWDOWN,
        `${searchSlowdown.toFixed(2)}x`,
      ),
    ];
    return { bench: 'scale', checks, figures: { seconds, small, large, listSlowdown, searchSlowdown } };
  } finally {
    await cleanup.run();
  }
}
