/**
 * Portfolio benchmark: a workspace of 2,000 guides (30 topics each, two tags each), and the guides
 * list asked as the list screen asks it: a search and a page, sorted by title. Measured against the
 * same query with plain pg in the same run (bench/portfolio-baseline-server.ts: the repository's own
 * SQL text and parameters). Targets: >= 50% of the baseline's req/s, p99 <= 1.5x its p99.
 */
import { isDeepStrictEqual } from 'node:util';
import { CleanupStack } from './lib/cleanup.ts';
import { freePort, startNodeChild, waitUntilAnswering } from './lib/child.ts';
import { startGuidebook } from './lib/guidebook-server.ts';
import { callApi, createHost, withDatabase } from './lib/host-account.ts';
import { benchSeconds, measure } from './lib/load.ts';
import { checkTarget, fmt, printTable, type BenchOutcome } from './lib/report.ts';

const GUIDES = 2000;
const TOPICS_PER_GUIDE = 30;
const RATIO_TARGET = 0.5;
const P99_RATIO_TARGET = 1.5;
/** What a host types and where they page: about one guide in eight matches, page 3 of 25. */
const QUERY = { q: 'lisb', sort: 'title', page: '3', page_size: '25' } as const;

const CITIES = ['Lisboa', 'São Paulo', 'Zürich', 'Brighton', 'Kraków', 'Montréal', 'Sevilla', 'Nice'];

export async function runPortfolioBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    const seconds = benchSeconds();
    console.log(`Portfolio benchmark: ${GUIDES} guides, 20 connections, ${seconds} s per run, loopback`);
    const gb = await startGuidebook(cleanup);
    const host = await createHost(gb.databaseUrl);
    // Rows written straight into the database, as an import would: the list only reads them.
    await withDatabase(gb.databaseUrl, async (client) => {
      await client.query(
        `insert into guides (id_workspace, title, subtitle, address, city, timezone, date_modified)
         select $1, 'Casa ' || i || ' ' || (array['Azul','Verde','Sol','Mar'])[1 + i % 4], 'By the sea',
           'Rua das Flores ' || i, ($2::text[])[1 + i % ${CITIES.length}], 'Europe/Lisbon',
           now() - (i || ' minutes')::interval
         from generate_series(1, ${GUIDES}) as i`,
        [host.id_workspace, CITIES],
      );
      await client.query(
        `insert into guide_contents (id_guide, id_workspace, name, image, id_status, position)
         select id_guide, id_workspace, 'House', '<i class="fa-solid fa-house"></i>', 1, 1 from guides
         where id_workspace = $1`,
        [host.id_workspace],
      );
      await client.query(
        `insert into guide_topics (id_guide_content, id_workspace, name, content, id_status, position)
         select c.id_guide_content, c.id_workspace, 'Topic ' || t, '<p>Text</p>', (t % 5 > 0)::int, t
         from guide_contents c, generate_series(1, ${TOPICS_PER_GUIDE}) as t where c.id_workspace = $1`,
        [host.id_workspace],
      );
      await client.query(
        `insert into guide_tags (id_guide, id_workspace, name, position)
         select id_guide, id_workspace, 'Owner ' || (id_guide % 40), 1 from guides where id_workspace = $1
         union all
         select id_guide, id_workspace, (array['Sea view','City','Family'])[1 + id_guide % 3], 2 from guides
         where id_workspace = $1`,
        [host.id_workspace],
      );
      await client.query('analyze guides, guide_contents, guide_topics, guide_tags');
    });

    const query = new URLSearchParams(QUERY).toString();
    const apiAnswer = (await callApi(gb.baseUrl, host, 'GET', `/guides/list?${query}`)) as unknown[];
    if (!Array.isArray(apiAnswer) || apiAnswer.length !== 25)
      throw new Error(`guides/list?${query} answered ${JSON.stringify(apiAnswer).slice(0, 200)}`);

    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = startNodeChild(
      'bench/portfolio-baseline-server.ts',
      { DATABASE_URL: gb.databaseUrl, PORT: String(port) },
      cleanup,
      'portfolio baseline server',
    );
    await waitUntilAnswering(`${baseUrl}/health`, child, 'portfolio baseline server');
    const pgUrl = `${baseUrl}/guides/page?id_workspace=${host.id_workspace}&${query}`;
    // The baseline does the same work: its rows are the API's items, field for field, less the total.
    const pgRows = ((await (await fetch(pgUrl)).json()) as Record<string, unknown>[]).map(
      ({ total: _total, ...row }) => row,
    );
    if (!isDeepStrictEqual(pgRows, apiAnswer)) throw new Error(`baseline ${pgUrl} does not return the API's rows`);

    const pgPage = await measure('plain pg guides page', { url: pgUrl }, seconds);
    const page = await measure(
      'guides/list page',
      { url: `${gb.baseUrl}/api/guides/list?${query}`, headers: host.headers },
      seconds,
    );
    console.log('');
    printTable(
      ['call', 'req/s', 'p50 ms', 'p99 ms', 'vs plain pg', 'p99 vs plain pg'],
      [
        [
          'baseline: plain pg, guides page query',
          fmt.n(pgPage.rps),
          fmt.ms(pgPage.p50),
          fmt.ms(pgPage.p99),
          '100%',
          '-',
        ],
        [
          `GET /api/guides/list?${query} (${GUIDES} guides)`,
          fmt.n(page.rps),
          fmt.ms(page.p50),
          fmt.ms(page.p99),
          fmt.pct(page.rps / pgPage.rps),
          `${(page.p99 / pgPage.p99).toFixed(2)}x`,
        ],
      ],
    );
    console.log('');
    return {
      bench: 'portfolio',
      checks: [
        checkTarget(
          'guides/list page >= 50% of plain-pg req/s',
          page.rps >= RATIO_TARGET * pgPage.rps,
          fmt.pct(page.rps / pgPage.rps),
        ),
        checkTarget(
          `guides/list page p99 <= ${P99_RATIO_TARGET}x plain-pg p99`,
          page.p99 <= P99_RATIO_TARGET * pgPage.p99,
          `${fmt.ms(page.p99)} vs ${fmt.ms(pgPage.p99)} ms = ${(page.p99 / pgPage.p99).toFixed(2)}x`,
        ),
      ],
      figures: { seconds, guides: GUIDES, query: QUERY, pgPage, page },
    };
  } finally {
    await cleanup.run();
  }
}
