/**
 * Analytics benchmark: the Analytics tab's call (GET /api/analytics/guide) for a guide
 * with 1,000 recorded views, then with 1,000,000, same guide, same server. Target: within
 * 3x (views are pre-aggregated per day and in all-time totals, so the call reads about
 * 30 days plus one row per topic whatever the volume).
 */
import { CleanupStack } from './lib/cleanup.ts';
import { startGuidebook } from './lib/guidebook-server.ts';
import { callApi, createHost, withDatabase } from './lib/host-account.ts';
import { benchSeconds, measure } from './lib/load.ts';
import { checkTarget, fmt, printTable, slowdownRow, type BenchOutcome } from './lib/report.ts';

const SMALL = 1_000;
const LARGE = 1_000_000;
const MAX_SLOWDOWN = 3;
const TOPICS_PER_CATEGORY = 4;
/** Views are spread over the last two years, more of them recent. */
const HISTORY_DAYS = 730;

/**
 * Adds `views` views to the guide as a real stream would leave them: each view picks a
 * day (squared random: recent days busier) and either the guide itself (40%) or one of
 * its topics, and the daily counts grow by upsert; the all-time totals are then rebuilt
 * from the daily rows, which is what the counting statement keeps them equal to.
 */
async function addViews(databaseUrl: string, idGuide: number, views: number): Promise<void> {
  await withDatabase(databaseUrl, async (client) => {
    await client.query(
      `with topics as (
         select array_agg(t.id_guide_topic order by t.id_guide_topic) as ids
         from guide_topics t join guide_contents c on c.id_guide_content = t.id_guide_content
         where c.id_guide = $1
       ), events as (
         select case when random() < 0.4 then 0
                     else ids[1 + floor(random() * array_length(ids, 1))::int] end as id_guide_topic,
                current_date - floor(power(random(), 2) * $3)::int as day
         from topics, generate_series(1, $2::int)
       )
       insert into guide_view_daily (id_guide, id_guide_topic, day, views)
       select $1, id_guide_topic, day, count(*) from events group by id_guide_topic, day
       on conflict (id_guide, id_guide_topic, day) do update set views = guide_view_daily.views + excluded.views`,
      [idGuide, views, HISTORY_DAYS],
    );
    await client.query('delete from guide_view_totals where id_guide = $1', [idGuide]);
    await client.query(
      `insert into guide_view_totals (id_guide, id_guide_topic, views)
       select id_guide, id_guide_topic, sum(views) from guide_view_daily where id_guide = $1
       group by id_guide, id_guide_topic`,
      [idGuide],
    );
    // What autovacuum would do shortly after such a load; without it the planner guesses.
    await client.query('analyze guide_view_daily');
    await client.query('analyze guide_view_totals');
  });
}

async function countRows(databaseUrl: string, idGuide: number): Promise<{ rows: number; views: number }> {
  return withDatabase(databaseUrl, async (client) => {
    const r = await client.query<{ rows: number; views: string }>(
      'select count(*)::int as rows, coalesce(sum(views), 0)::text as views from guide_view_daily where id_guide = $1',
      [idGuide],
    );
    return { rows: r.rows[0]!.rows, views: Number(r.rows[0]!.views) };
  });
}

async function addTopics(databaseUrl: string, idWorkspace: number, idGuide: number): Promise<void> {
  await withDatabase(databaseUrl, async (client) => {
    await client.query(
      `insert into guide_topics (id_guide_content, id_workspace, name, content, id_status, position)
       select c.id_guide_content, $1, c.name || ' topic ' || n, '<p>Text</p>', 1, n
       from guide_contents c cross join generate_series(1, $3::int) as n
       where c.id_guide = $2`,
      [idWorkspace, idGuide, TOPICS_PER_CATEGORY],
    );
  });
}

type Figures = { all_time_views: number; categories: { topics: unknown[] }[]; daily: unknown[] };

export async function runAnalyticsBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    const seconds = Math.max(2, Math.round(benchSeconds() / 2));
    console.log(`Analytics benchmark: 20 connections, ${seconds} s per run; ${SMALL} vs ${LARGE} views`);
    const gb = await startGuidebook(cleanup);
    const host = await createHost(gb.databaseUrl);
    const guide = (await callApi(gb.baseUrl, host, 'POST', '/guides/create', {
      title: 'Analytics bench',
      timezone: 'Europe/London',
      with_template: true,
    })) as { id_guide: number };
    await addTopics(gb.databaseUrl, host.id_workspace, guide.id_guide);
    const callPath = `/analytics/guide?id_guide=${guide.id_guide}`;

    const round = async (views: number) => {
      const stored = await countRows(gb.databaseUrl, guide.id_guide);
      if (stored.views !== views) throw new Error(`seeded ${stored.views} views, not ${views}`);
      const answer = (await callApi(gb.baseUrl, host, 'GET', callPath)) as Figures;
      const topics = answer.categories.reduce((n, c) => n + c.topics.length, 0);
      if (answer.daily.length !== 30 || topics !== 10 * TOPICS_PER_CATEGORY)
        throw new Error(`unexpected answer: ${answer.daily.length} days, ${topics} topics`);
      console.log(
        `  ${views} views in ${stored.rows} daily rows; the guide's own all-time views: ${answer.all_time_views}`,
      );
      const figures = await measure(
        `analytics/guide, ${views} views`,
        { url: `${gb.baseUrl}/api${callPath}`, headers: host.headers },
        seconds,
      );
      return { figures, dailyRows: stored.rows };
    };

    await addViews(gb.databaseUrl, guide.id_guide, SMALL);
    const small = await round(SMALL);
    await addViews(gb.databaseUrl, guide.id_guide, LARGE - SMALL);
    const large = await round(LARGE);

    console.log('');
    printTable(
      ['call', `req/s ${SMALL}`, `req/s ${LARGE}`, 'mean ms', 'mean ms', 'p99 ms', 'p99 ms', 'slowdown'],
      [slowdownRow('GET /api/analytics/guide', small.figures, large.figures, { p99: true })],
    );
    console.log('');
    const slowdown = small.figures.rps / large.figures.rps;
    const checks = [
      checkTarget(
        `analytics/guide within ${MAX_SLOWDOWN}x at ${LARGE} views`,
        slowdown <= MAX_SLOWDOWN,
        `${slowdown.toFixed(2)}x (${fmt.n(small.figures.rps)} vs ${fmt.n(large.figures.rps)} req/s)`,
      ),
    ];
    return {
      bench: 'analytics',
      checks,
      figures: {
        seconds,
        small: small.figures,
        large: large.figures,
        dailyRows: { small: small.dailyRows, large: large.dailyRows },
        slowdown,
      },
    };
  } finally {
    await cleanup.run();
  }
}
