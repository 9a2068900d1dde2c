/**
 * SQL for calendar feeds, scoped by the workspace. The sync state columns (validators, last result,
 * next_sync_at, lease) are written by the sync; these host calls write the feed's own fields and
 * make a changed address due at once, with its validators forgotten.
 */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarFeeds, guides, type DbCalendarFeed } from '../../db/schema.ts';

export type { DbCalendarFeed } from '../../db/schema.ts';

/** A feed with its guide's title. */
export type CalendarFeedRow = DbCalendarFeed & { guide_title: string };

export type NewCalendarFeed = Pick<DbCalendarFeed, 'id_guide' | 'url' | 'label' | 'events_are'>;
export type CalendarFeedChanges = Partial<Pick<DbCalendarFeed, 'url' | 'label' | 'events_are'>>;

function selectWithGuide(db: Db) {
  return db
    .select({ ...getTableColumns(calendarFeeds), guide_title: guides.title })
    .from(calendarFeeds)
    .innerJoin(guides, eq(guides.id_guide, calendarFeeds.id_guide));
}

export function listFeeds(db: Db, idWorkspace: number, idGuide?: number): Promise<CalendarFeedRow[]> {
  const scope = eq(calendarFeeds.id_workspace, idWorkspace);
  return selectWithGuide(db)
    .where(idGuide === undefined ? scope : and(scope, eq(calendarFeeds.id_guide, idGuide)))
    .orderBy(asc(calendarFeeds.id_guide), asc(calendarFeeds.id_calendar_feed));
}

export async function findFeed(db: Db, idWorkspace: number, idFeed: number): Promise<CalendarFeedRow | undefined> {
  const rows = await selectWithGuide(db)
    .where(and(eq(calendarFeeds.id_workspace, idWorkspace), eq(calendarFeeds.id_calendar_feed, idFeed)))
    .limit(1);
  return rows[0];
}

/** A new feed is due at once (next_sync_at defaults to now). */
export async function createFeed(db: Db, idWorkspace: number, values: NewCalendarFeed): Promise<number> {
  const rows = await db
    .insert(calendarFeeds)
    .values({ ...values, id_workspace: idWorkspace })
    .returning({ id: calendarFeeds.id_calendar_feed });
  return (rows[0] as { id: number }).id;
}

/**
 * Writes the changes. A new address is another calendar: its validators and its body's fingerprint
 * are dropped and it is due at once. (New events_are is another reading of the same body: the sync
 * sees it in the fingerprint.) False when not found.
 */
export async function updateFeed(
  db: Db,
  idWorkspace: number,
  idFeed: number,
  changes: CalendarFeedChanges,
  now: Date,
): Promise<boolean> {
  const urlChanged = changes.url === undefined ? sql`false` : sql`${calendarFeeds.url} is distinct from ${changes.url}`;
  const rows = await db
    .update(calendarFeeds)
    .set({
      ...changes,
      etag: sql`case when ${urlChanged} then null else ${calendarFeeds.etag} end`,
      last_modified: sql`case when ${urlChanged} then null else ${calendarFeeds.last_modified} end`,
      body_sha256: sql`case when ${urlChanged} then null else ${calendarFeeds.body_sha256} end`,
      next_sync_at: sql`case when ${urlChanged} then ${now.toISOString()}::timestamptz else ${calendarFeeds.next_sync_at} end`,
      date_updated: now,
    })
    .where(and(eq(calendarFeeds.id_workspace, idWorkspace), eq(calendarFeeds.id_calendar_feed, idFeed)))
    .returning({ id: calendarFeeds.id_calendar_feed });
  return rows.length > 0;
}

/** Deletes the feed; its stays remain (their id_calendar_feed becomes null). False when not found. */
export async function deleteFeed(db: Db, idWorkspace: number, idFeed: number): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(and(eq(calendarFeeds.id_workspace, idWorkspace), eq(calendarFeeds.id_calendar_feed, idFeed)))
    .returning({ id: calendarFeeds.id_calendar_feed });
  return rows.length > 0;
}
