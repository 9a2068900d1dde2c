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
import { callApi, createHost, insertLibraryRow, withDatabase, type Host } from './lib/host-account.ts';
import { benchSeconds, measure } from './lib/load.ts';
import { checkTarget, fmt, printTable, type BenchOutcome } from './lib/report.ts';

const GUIDES = 2000;
const TOPICS_PER_GUIDE = 30;
const RATIO_TARGET = 0.5;
const P99_RATIO_TARGET = 1.5;
/** What a host types and where they page: about one guide in eight matches, page 3 of 25. */
const QUERY = { q: 'lisb', sort: 'title', page: '3', page_size: '25' } as const;

const CITIES = ['Lisboa', 'São Paulo', 'Zürich', 'Brighton', 'Kraków', 'Montréal', 'Sevilla', 'Nice'];
const SHARED_TOPICS = 10;
/** Shared-topic edits timed one after another. */
const EDITS = 50;
const EDIT_P99_TARGET_MS = 200;
const PROPAGATION_TARGET_MS = 5000;
/** How long payloads that do not show the edit yet are read again before the bench calls them stale. */
const PROPAGATION_GIVE_UP_MS = 30_000;
const GUEST_RATIO_TARGET = 1.5;
/** Guest payloads read at once while checking that every guide shows an edit. */
const SWEEP_CONNECTIONS = 20;

const nearestRank = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

/** GET a guest payload's body text. */
async function guestBody(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/guest/guides/${token}`, { signal: AbortSignal.timeout(30_000) });
  if (res.status !== 200) throw new Error(`guest payload ${token} answered ${res.status}`);
  return res.text();
}

/** Reads every token's payload, SWEEP_CONNECTIONS at a time; answers the tokens whose payload lacks `marker`. */
async function sweep(baseUrl: string, tokens: string[], marker: string | null): Promise<string[]> {
  const lacking: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) {
      const token = tokens[next++]!;
      const body = await guestBody(baseUrl, token);
      if (marker !== null && !body.includes(marker)) lacking.push(token);
    }
  };
  await Promise.all(Array.from({ length: SWEEP_CONNECTIONS }, worker));
  return lacking;
}

/**
 * GUIDES guides written straight into the database, as an import would (the list only reads them):
 * titles "Casa 17 Verde", eight cities, one category of TOPICS_PER_GUIDE topics (four in five
 * published) and two tags each.
 */
export async function seedGuides(databaseUrl: string, host: Host): Promise<void> {
  await withDatabase(databaseUrl, async (client) => {
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
}

/**
 * The shared-topic part's rows, written straight into the database: SHARED_TOPICS shared topics placed
 * in every guide's category, two values per guide (`bin_day`, `parking`), and a twin of the first guide
 * whose shared topics are its own topics with the values written in. Answers every guide's share token
 * but the twin's, the first shared topic, and the two tokens of the first guide and its twin.
 */
export async function seedSharedTopics(databaseUrl: string, host: Host) {
  const idFile = await insertLibraryRow(databaseUrl, host.id_workspace, 'rules.png');
  return withDatabase(databaseUrl, async (client) => {
    await client.query(
      `insert into shared_topics (id_workspace, name, content, id_file_public)
       select $1, 'Shared ' || s, '<p>Rule ' || s || ': bins go out on {{bin_day}}, park in {{parking}}.</p>', $2
       from generate_series(1, ${SHARED_TOPICS}) as s`,
      [host.id_workspace, idFile],
    );
    await client.query(
      `insert into guide_topics (id_guide_content, id_workspace, name, content, id_status, position, id_file_public,
                                 id_shared_topic)
       select c.id_guide_content, c.id_workspace, s.name, s.content, 1, 100 + s.id_shared_topic, s.id_file_public,
              s.id_shared_topic
       from guide_contents c join shared_topics s on s.id_workspace = c.id_workspace where c.id_workspace = $1`,
      [host.id_workspace],
    );
    await client.query(
      `insert into guide_values (id_guide, id_workspace, language, name, value)
       select id_guide, id_workspace, '', 'bin_day', 'Tuesday ' || id_guide from guides where id_workspace = $1
       union all
       select id_guide, id_workspace, '', 'parking', 'Bay ' || id_guide from guides where id_workspace = $1`,
      [host.id_workspace],
    );
    // The same guide as the first, its shared topics written out as its own topics with the values filled.
    const first = await client.query<{ id_guide: number; share_token: string }>(
      `select id_guide, share_token from guides where id_workspace = $1 order by id_guide limit 1`,
      [host.id_workspace],
    );
    const { id_guide: idFirst, share_token: sharedToken } = first.rows[0]!;
    const own = await client.query<{ id_guide: number; share_token: string }>(
      `insert into guides (id_workspace, title, subtitle, address, city, timezone)
       select id_workspace, title, subtitle, address, city, timezone from guides where id_guide = $1
       returning id_guide, share_token`,
      [idFirst],
    );
    const { id_guide: idOwn, share_token: ownToken } = own.rows[0]!;
    await client.query(
      `insert into guide_contents (id_guide, id_workspace, name, image, id_status, position)
       select $2, id_workspace, name, image, id_status, position from guide_contents where id_guide = $1`,
      [idFirst, idOwn],
    );
    await client.query(
      `insert into guide_topics (id_guide_content, id_workspace, name, content, id_status, position, id_file_public)
       select (select id_guide_content from guide_contents where id_guide = $2::int), t.id_workspace, t.name,
              replace(replace(t.content, '{{bin_day}}', 'Tuesday ' || $1::int), '{{parking}}', 'Bay ' || $1::int),
              t.id_status, t.position, t.id_file_public
       from guide_topics t join guide_contents c on c.id_guide_content = t.id_guide_content where c.id_guide = $1::int`,
      [idFirst, idOwn],
    );
    await client.query('analyze shared_topics, guide_topics, guide_values, guides');
    const all = await client.query<{ share_token: string }>(
      `select share_token from guides where id_workspace = $1 and id_guide <> $2 order by id_guide`,
      [host.id_workspace, idOwn],
    );
    const shared = await client.query<{ id_shared_topic: number }>(
      `select min(id_shared_topic) as id_shared_topic from shared_topics where id_workspace = $1`,
      [host.id_workspace],
    );
    return {
      tokens: all.rows.map((r) => r.share_token),
      idShared: shared.rows[0]!.id_shared_topic,
      ownToken,
      sharedToken,
    };
  });
}

/**
 * The shared-topic part: 10 shared topics placed in every guide and two values per guide (written
 * straight into the database, as the list's rows are). Times EDITS edits of one shared topic placed
 * in every guide, then reads every guide's guest payload (all cached before the edit), again until
 * each shows the last edit, and times that from the last edit's answer; and compares a guide's guest payload with its shared topics against the
 * same guide with the filled text as its own topics.
 */
async function sharedTopicsPart(baseUrl: string, databaseUrl: string, host: Host, seconds: number) {
  const { tokens, idShared, ownToken, sharedToken } = await seedSharedTopics(databaseUrl, host);

  // The two payloads differ only in ids and dates: the same topics, texts filled alike.
  const strip = (body: string) =>
    (
      JSON.parse(body) as { RES_RESULT: { categories: { topics: { name: string; content: string }[] }[] } }
    ).RES_RESULT.categories.flatMap((c) => c.topics.map((t) => [t.name, t.content]));
  const [sharedBody, ownBody] = [await guestBody(baseUrl, sharedToken), await guestBody(baseUrl, ownToken)];
  if (!isDeepStrictEqual(strip(sharedBody), strip(ownBody)))
    throw new Error('the guide with shared topics and its own-topics twin do not show the same topics');
  const guestShared = await measure(
    'guest payload, 10 shared topics + values',
    { url: `${baseUrl}/api/guest/guides/${sharedToken}` },
    seconds,
  );
  const guestOwn = await measure(
    'guest payload, same topics as its own',
    { url: `${baseUrl}/api/guest/guides/${ownToken}` },
    seconds,
  );

  // Every guide's payload is cached before the edits (a first read builds it).
  console.log(`  reading ${tokens.length} guest payloads ...`);
  const warm = performance.now();
  await sweep(baseUrl, tokens, null);
  const warmMs = performance.now() - warm;
  console.log(`  timing ${EDITS} edits of a shared topic placed in ${tokens.length} guides ...`);
  const editMs: number[] = [];
  let marker = '';
  for (let i = 1; i <= EDITS; i += 1) {
    marker = `edit-${i}-${Date.now()}`;
    const started = performance.now();
    await callApi(baseUrl, host, 'POST', '/shared_topics/modify', {
      id_shared_topic: idShared,
      content: `<p>Rule 1 (${marker}): bins go out on {{bin_day}}, park in {{parking}}.</p>`,
    });
    editMs.push(performance.now() - started);
  }
  // From the last edit's answer every payload is read once; the copy job may still be running, so a
  // payload read before it finished is read again until it shows the edit (or PROPAGATION_GIVE_UP_MS).
  const answered = performance.now();
  let lacking = await sweep(baseUrl, tokens, marker);
  const sweepMs = performance.now() - answered;
  const lackingAtFirstRead = lacking.length;
  while (lacking.length > 0 && performance.now() - answered < PROPAGATION_GIVE_UP_MS)
    lacking = await sweep(baseUrl, lacking, marker);
  const propagationMs = performance.now() - answered;
  const sorted = [...editMs].sort((a, b) => a - b);
  return {
    guides: tokens.length,
    edit: { p50: nearestRank(sorted, 50), p99: nearestRank(sorted, 99), max: sorted.at(-1)! },
    warmMs,
    sweepMs,
    propagationMs,
    lackingAtFirstRead,
    lacking: lacking.length,
    guestShared,
    guestOwn,
  };
}

export async function runPortfolioBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    const seconds = benchSeconds();
    console.log(`Portfolio benchmark: ${GUIDES} guides, 20 connections, ${seconds} s per run, loopback`);
    const gb = await startGuidebook(cleanup);
    const host = await createHost(gb.databaseUrl);
    await seedGuides(gb.databaseUrl, host);

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
    const shared = await sharedTopicsPart(gb.baseUrl, gb.databaseUrl, host, seconds);
    printTable(
      ['shared topics', 'figure'],
      [
        [
          `edit of a shared topic placed in ${shared.guides} guides, ${EDITS} times`,
          `p50 ${fmt.ms(shared.edit.p50)} ms, p99 ${fmt.ms(shared.edit.p99)} ms`,
        ],
        [`first read of all ${shared.guides} guest payloads (cache empty)`, `${fmt.ms(shared.warmMs)} ms`],
        [
          `after the last edit: all ${shared.guides} payloads read once`,
          `${fmt.ms(shared.sweepMs)} ms, ${shared.lackingAtFirstRead} read before the copy showed it`,
        ],
        [
          `after the last edit: every payload shows it`,
          `${fmt.ms(shared.propagationMs)} ms, ${shared.lacking} never did`,
        ],
        [
          `guest payload with shared topics`,
          `${fmt.n(shared.guestShared.rps)} req/s, p99 ${fmt.ms(shared.guestShared.p99)} ms`,
        ],
        [
          `guest payload with the same own topics`,
          `${fmt.n(shared.guestOwn.rps)} req/s, p99 ${fmt.ms(shared.guestOwn.p99)} ms`,
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
        checkTarget(
          `shared topic edit (placed in ${shared.guides} guides) p99 <= ${EDIT_P99_TARGET_MS} ms`,
          shared.edit.p99 <= EDIT_P99_TARGET_MS,
          `${fmt.ms(shared.edit.p99)} ms`,
        ),
        checkTarget(
          `every guide's guest payload shows the edit within ${PROPAGATION_TARGET_MS / 1000} s`,
          shared.lacking === 0 && shared.propagationMs <= PROPAGATION_TARGET_MS,
          `${shared.lacking} without it; all showing it in ${fmt.ms(shared.propagationMs)} ms ` +
            `(all read once in ${fmt.ms(shared.sweepMs)} ms, ${shared.lackingAtFirstRead} of them before the copy)`,
        ),
        checkTarget(
          `guest payload with shared topics and values within ${GUEST_RATIO_TARGET}x of own topics (req/s)`,
          shared.guestOwn.rps <= GUEST_RATIO_TARGET * shared.guestShared.rps,
          `${fmt.n(shared.guestShared.rps)} vs ${fmt.n(shared.guestOwn.rps)} req/s = ${(shared.guestOwn.rps / shared.guestShared.rps).toFixed(2)}x`,
        ),
      ],
      figures: { seconds, guides: GUIDES, query: QUERY, pgPage, page, shared },
    };
  } finally {
    await cleanup.run();
  }
}
