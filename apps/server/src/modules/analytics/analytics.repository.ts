/**
 * SQL for analytics: counting guest views into the pre-aggregated tables and reading
 * the figures back. Host reads are scoped by the owner's id; days are computed in SQL
 * in the guide's timezone from the clock value the service passes in.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invitations } from '../../db/schema.ts';

/** id_guide_topic of the rows that count views of the guide itself. */
export const GUIDE_ITSELF = 0;
const PUBLISHED = 1;

export type ViewTarget = { id_guide: number; id_workspace: number; topic_ok: boolean };

/**
 * The guide of a share token and, when a topic is named, whether that topic is one a
 * guest can open (published, in a published category of this guide).
 */
export async function findViewTarget(db: Db, token: string, idTopic: number | null): Promise<ViewTarget | undefined> {
  const result = await db.execute<ViewTarget>(sql`
    select g.id_guide, g.id_workspace,
      (${idTopic}::int is null or exists (
        select 1 from guide_topics t
        join guide_contents c on c.id_guide_content = t.id_guide_content
        where t.id_guide_topic = ${idTopic}::int and t.id_status = ${PUBLISHED}
          and c.id_guide = g.id_guide and c.id_status = ${PUBLISHED}
      )) as topic_ok
    from guides g
    where g.share_token = ${token}
    limit 1`);
  return result.rows[0];
}

/** One more view of the guide (or topic) today in the guide's timezone, and in its all-time total. */
export async function recordView(db: Db, idGuide: number, idTopic: number, now: Date): Promise<void> {
  await db.execute(sql`
    with daily as (
      insert into guide_view_daily (id_guide, id_guide_topic, day, views)
      select g.id_guide, ${idTopic}::int, (${now.toISOString()}::timestamptz at time zone coalesce(g.timezone, 'UTC'))::date, 1
      from guides g where g.id_guide = ${idGuide}
      on conflict (id_guide, id_guide_topic, day) do update set views = guide_view_daily.views + 1
      returning id_guide
    )
    insert into guide_view_totals (id_guide, id_guide_topic, views)
    select id_guide, ${idTopic}::int, 1 from daily
    on conflict (id_guide, id_guide_topic) do update set views = guide_view_totals.views + 1`);
}

export type DayViews = { day: string; views: number };

/** The last `days` days up to today in `timezone`, oldest first, days without views as 0. */
export async function dailyViews(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  timezone: string,
  now: Date,
  days: number,
): Promise<DayViews[]> {
  const result = await db.execute<DayViews>(sql`
    with today as (select (${now.toISOString()}::timestamptz at time zone ${timezone})::date as d)
    select s.day::date::text as day, coalesce(v.views, 0)::int as views
    from today
    cross join generate_series(today.d - ${days - 1}::int, today.d, interval '1 day') as s(day)
    left join guide_view_daily v
      on v.id_guide = ${idGuide} and v.id_guide_topic = ${GUIDE_ITSELF} and v.day = s.day::date
      and exists (select 1 from guides g where g.id_guide = ${idGuide} and g.id_workspace = ${idWorkspace})
    order by s.day`);
  return result.rows;
}

export async function allTimeViews(db: Db, idWorkspace: number, idGuide: number): Promise<number> {
  const result = await db.execute<{ views: number }>(sql`
    select t.views::bigint as views from guide_view_totals t
    join guides g on g.id_guide = t.id_guide
    where t.id_guide = ${idGuide} and t.id_guide_topic = ${GUIDE_ITSELF} and g.id_workspace = ${idWorkspace}`);
  return Number(result.rows[0]?.views ?? 0);
}

export type TopicViewsRow = {
  id_guide_content: number;
  category_name: string;
  id_guide_topic: number | null;
  topic_name: string | null;
  total_views: number;
  views_today: number;
};

/** Every category of the guide with its topics (host order) and their views; `today` is YYYY-MM-DD. */
export async function topicViews(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  today: string,
): Promise<TopicViewsRow[]> {
  const result = await db.execute<TopicViewsRow>(sql`
    select c.id_guide_content, c.name as category_name, t.id_guide_topic, t.name as topic_name,
      coalesce(tot.views, 0)::bigint as total_views, coalesce(d.views, 0)::int as views_today
    from guide_contents c
    left join guide_topics t on t.id_guide_content = c.id_guide_content
    left join guide_view_totals tot on tot.id_guide = c.id_guide and tot.id_guide_topic = t.id_guide_topic
    left join guide_view_daily d
      on d.id_guide = c.id_guide and d.id_guide_topic = t.id_guide_topic and d.day = ${today}::date
    where c.id_guide = ${idGuide} and c.id_workspace = ${idWorkspace}
    order by c.position, c.id_guide_content, t.position, t.id_guide_topic`);
  return result.rows.map((r) => ({ ...r, total_views: Number(r.total_views) }));
}

export type GuideViewsRow = { id_guide: number; title: string; all_time_views: number; views_today: number };

/** Each of the host's guides with its all-time views and today's, today in each guide's own timezone. */
export async function viewsPerGuide(db: Db, idWorkspace: number, now: Date): Promise<GuideViewsRow[]> {
  const result = await db.execute<GuideViewsRow>(sql`
    select g.id_guide, g.title, coalesce(tot.views, 0)::bigint as all_time_views, coalesce(d.views, 0)::int as views_today
    from guides g
    left join guide_view_totals tot on tot.id_guide = g.id_guide and tot.id_guide_topic = ${GUIDE_ITSELF}
    left join guide_view_daily d
      on d.id_guide = g.id_guide and d.id_guide_topic = ${GUIDE_ITSELF}
      and d.day = (${now.toISOString()}::timestamptz at time zone coalesce(g.timezone, 'UTC'))::date
    where g.id_workspace = ${idWorkspace}
    order by g.id_guide desc`);
  return result.rows.map((r) => ({ ...r, all_time_views: Number(r.all_time_views) }));
}

/** Invitations the host has made for the guide (revoked ones too: they were created); deleted ones are gone. */
export async function countInvitations(db: Db, idWorkspace: number, idGuide: number): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.id_workspace, idWorkspace), eq(invitations.id_guide, idGuide)));
  return rows[0]?.n ?? 0;
}
