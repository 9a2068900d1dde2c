/**
 * SQL of the calendar sync: the feed's lease (one reader at a time, across instances), the stays a
 * feed made (invitations keyed by the feed and the event's UID), and the sync's result. Everything a
 * sync writes to stays happens in one transaction with its result, and only while the caller still
 * holds the lease.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Transaction } from '../../db/job-sql.ts';
import {
  calendarFeedDismissals,
  calendarFeeds,
  guides,
  invitations,
  type DbInvitation,
  type StayTimeColumn,
  type NewStay,
} from '../../db/schema.ts';

/** A leased feed with what reading it needs from its guide. */
export type LeasedFeed = {
  id_calendar_feed: number;
  id_workspace: number;
  id_guide: number;
  url: string;
  label: string | null;
  events_are: string;
  etag: string | null;
  last_modified: string | null;
  body_sha256: string | null;
  timezone: string | null;
  check_in_time: string | null;
  check_out_time: string | null;
  default_language: string;
};

/** A stay a sync makes: the feed's guide, source and feed are added when it is written. */
export type NewFeedStay = Omit<NewStay, 'id_guide'> & { external_uid: string };

/** The new values of a stay the sync moves or refreshes (every field written, changed or not). */
export type FeedStayUpdate = Pick<
  DbInvitation,
  'id_invitation' | 'guest_name' | 'reference' | 'guest_phone' | StayTimeColumn
>;

/**
 * A stay of the feed as the sync compares it with the event: the fields a sync writes, its event's
 * uid, and whether the host has edited it.
 */
export type FeedStayRow = FeedStayUpdate & Pick<DbInvitation, 'external_uid' | 'host_edited_at'>;

/** What the sync records on the feed; the lease is released with it. */
export type SyncRecord = {
  last_status: string;
  last_status_parts: { key: string; values: Record<string, string | number> }[] | null;
  last_created: number;
  last_updated: number;
  last_cancelled: number;
  last_skipped: number;
  etag: string | null;
  last_modified: string | null;
  body_sha256: string | null;
  next_sync_at: Date;
};

/**
 * What a result that read no new body records (304, the same body): the validators, the next read and
 * zero counts; the status and the body's fingerprint stay as the last read left them.
 */
export type UnchangedRecord = Pick<SyncRecord, 'etag' | 'last_modified' | 'next_sync_at'> & {
  last_created: 0;
  last_updated: 0;
  last_cancelled: 0;
};

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

const leasedColumns = sql`f.id_calendar_feed, f.id_workspace, f.id_guide, f.url, f.label, f.events_are, f.etag, f.last_modified,
  f.body_sha256, g.timezone, g.check_in_time, g.check_out_time, g.default_language`;

/**
 * Takes the feed's lease when it is free (none, or expired): undefined when another reader holds it
 * or there is no such feed. One statement, so two callers can never both take it.
 */
export async function takeLease(
  db: Db,
  idWorkspace: number,
  idFeed: number,
  owner: string,
  now: Date,
  leaseSeconds: number,
): Promise<LeasedFeed | undefined> {
  const result = await db.execute<LeasedFeed>(sql`
    UPDATE calendar_feeds f SET lease_owner = ${owner}, lease_until = ${ts(now)} + make_interval(secs => ${leaseSeconds})
    FROM guides g
    WHERE g.id_guide = f.id_guide AND f.id_workspace = ${idWorkspace} AND f.id_calendar_feed = ${idFeed}
      AND (f.lease_until IS NULL OR f.lease_until < ${ts(now)})
    RETURNING ${leasedColumns}`);
  return result.rows[0];
}

/**
 * Leases up to `limit` due feeds of any workspace (next_sync_at passed, lease free), the longest
 * overdue first. Rows another instance is claiming at the same moment are skipped, not waited for.
 */
export async function claimDueFeeds(
  db: Db,
  owner: string,
  now: Date,
  leaseSeconds: number,
  limit: number,
): Promise<LeasedFeed[]> {
  const result = await db.execute<LeasedFeed>(sql`
    UPDATE calendar_feeds f SET lease_owner = ${owner}, lease_until = ${ts(now)} + make_interval(secs => ${leaseSeconds})
    FROM guides g
    WHERE g.id_guide = f.id_guide AND f.id_calendar_feed IN (
      SELECT id_calendar_feed FROM calendar_feeds
      WHERE next_sync_at <= ${ts(now)} AND (lease_until IS NULL OR lease_until < ${ts(now)})
      ORDER BY next_sync_at LIMIT ${limit}
      FOR UPDATE SKIP LOCKED)
    RETURNING ${leasedColumns}`);
  return result.rows;
}

/** Gives the lease back without recording anything (the reader stopped before a result). */
export async function releaseLease(db: Db, idWorkspace: number, idFeed: number, owner: string): Promise<void> {
  await db
    .update(calendarFeeds)
    .set({ lease_owner: null, lease_until: null })
    .where(
      and(
        eq(calendarFeeds.id_workspace, idWorkspace),
        eq(calendarFeeds.id_calendar_feed, idFeed),
        eq(calendarFeeds.lease_owner, owner),
      ),
    );
}

/** Thrown inside the transaction when the lease is no longer the caller's: nothing is written. */
export class LeaseLostError extends Error {
  constructor() {
    super('The calendar feed’s lease passed to another reader');
  }
}

/**
 * Records the result and releases the lease, in `db` or the sync's transaction; throws LeaseLostError
 * (nothing written) when the lease is no longer the caller's.
 */
export async function recordResult(
  db: Db,
  idWorkspace: number,
  idFeed: number,
  owner: string,
  now: Date,
  record: SyncRecord | UnchangedRecord,
): Promise<void> {
  const rows = await db
    .update(calendarFeeds)
    .set({ ...record, last_synced_at: now, lease_owner: null, lease_until: null })
    .where(
      and(
        eq(calendarFeeds.id_workspace, idWorkspace),
        eq(calendarFeeds.id_calendar_feed, idFeed),
        eq(calendarFeeds.lease_owner, owner),
      ),
    )
    .returning({ id: calendarFeeds.id_calendar_feed });
  if (rows.length === 0) throw new LeaseLostError();
}

/**
 * Applies a read feed in one transaction: `decide` is given the feed's stays (locked) and the UIDs
 * whose stays the host deleted, and answers what to create, update and cancel, which of those UIDs to
 * forget, and the record; all of it is written, with the result, or none.
 */
export async function applySync(
  db: Db,
  idWorkspace: number,
  feed: { id_calendar_feed: number; id_guide: number },
  owner: string,
  now: Date,
  decide: (
    stays: FeedStayRow[],
    dismissed: ReadonlySet<string>,
  ) => {
    creates: NewFeedStay[];
    updates: FeedStayUpdate[];
    cancels: number[];
    forget: string[];
    record: SyncRecord;
  },
  /** Runs last in the transaction: what else follows the feed's stays (their timed messages). */
  afterWrite?: (tx: Transaction) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const stays = await tx
      .select({
        id_invitation: invitations.id_invitation,
        external_uid: invitations.external_uid,
        guest_name: invitations.guest_name,
        reference: invitations.reference,
        guest_phone: invitations.guest_phone,
        check_in: invitations.check_in,
        check_out: invitations.check_out,
        access_from: invitations.access_from,
        access_to: invitations.access_to,
        door_code_from: invitations.door_code_from,
        cancelled_at: invitations.cancelled_at,
        revoked_at: invitations.revoked_at,
        host_edited_at: invitations.host_edited_at,
      })
      .from(invitations)
      .where(and(eq(invitations.id_workspace, idWorkspace), eq(invitations.id_calendar_feed, feed.id_calendar_feed)))
      .for('update');
    const dismissedRows = await tx
      .select({ uid: calendarFeedDismissals.external_uid })
      .from(calendarFeedDismissals)
      .where(eq(calendarFeedDismissals.id_calendar_feed, feed.id_calendar_feed));
    const { creates, updates, cancels, forget, record } = decide(stays, new Set(dismissedRows.map((r) => r.uid)));
    // One JSON parameter for all of them: a Drizzle insert of the same rows binds every column of every
    // row (thousands of parameters) and costs the server more CPU to build than the feed took to parse.
    if (creates.length > 0) {
      const values = JSON.stringify(
        creates.map((c) => ({
          ...c,
          check_in: c.check_in.toISOString(),
          check_out: c.check_out.toISOString(),
          access_from: c.access_from.toISOString(),
          access_to: c.access_to.toISOString(),
        })),
      );
      await tx.execute(sql`
        INSERT INTO invitations (id_workspace, id_guide, source, id_calendar_feed, external_uid, guest_name,
          check_in, check_out, access_from, access_to, token, language, guest_phone, reference)
        SELECT ${idWorkspace}, ${feed.id_guide}, 'calendar', ${feed.id_calendar_feed}, v.external_uid, v.guest_name,
          v.check_in, v.check_out, v.access_from, v.access_to, v.token, v.language, v.guest_phone, v.reference
        FROM jsonb_to_recordset(${values}::jsonb) AS v(external_uid text, guest_name text, check_in timestamptz,
          check_out timestamptz, access_from timestamptz, access_to timestamptz, token text, language text,
          guest_phone text, reference text)
        ON CONFLICT DO NOTHING`);
    }
    if (updates.length > 0) {
      const values = JSON.stringify(
        updates.map((u) => ({
          ...u,
          check_in: u.check_in.toISOString(),
          check_out: u.check_out.toISOString(),
          access_from: u.access_from.toISOString(),
          access_to: u.access_to.toISOString(),
          door_code_from: u.door_code_from?.toISOString() ?? null,
          cancelled_at: u.cancelled_at?.toISOString() ?? null,
          revoked_at: u.revoked_at?.toISOString() ?? null,
        })),
      );
      await tx.execute(sql`
        UPDATE invitations i SET guest_name = v.guest_name, reference = v.reference, guest_phone = v.guest_phone,
          check_in = v.check_in, check_out = v.check_out, access_from = v.access_from, access_to = v.access_to,
          door_code_from = v.door_code_from, cancelled_at = v.cancelled_at, revoked_at = v.revoked_at
        FROM jsonb_to_recordset(${values}::jsonb) AS v(id_invitation int, guest_name text, reference text,
          guest_phone text, check_in timestamptz, check_out timestamptz, access_from timestamptz,
          access_to timestamptz, door_code_from timestamptz, cancelled_at timestamptz, revoked_at timestamptz)
        WHERE i.id_invitation = v.id_invitation AND i.id_workspace = ${idWorkspace}
          AND i.id_calendar_feed = ${feed.id_calendar_feed}`);
    }
    if (cancels.length > 0) {
      await tx
        .update(invitations)
        .set({
          cancelled_at: sql`coalesce(${invitations.cancelled_at}, ${ts(now)})`,
          revoked_at: sql`coalesce(${invitations.revoked_at}, ${ts(now)})`,
        })
        .where(
          and(
            eq(invitations.id_workspace, idWorkspace),
            eq(invitations.id_calendar_feed, feed.id_calendar_feed),
            inArray(invitations.id_invitation, cancels),
          ),
        );
    }
    if (forget.length > 0) {
      await tx
        .delete(calendarFeedDismissals)
        .where(
          and(
            eq(calendarFeedDismissals.id_calendar_feed, feed.id_calendar_feed),
            inArray(calendarFeedDismissals.external_uid, forget),
          ),
        );
    }
    await recordResult(tx as unknown as Db, idWorkspace, feed.id_calendar_feed, owner, now, record);
    if (afterWrite) await afterWrite(tx);
  });
}

/** Whether the feed exists in the workspace (to tell "busy" from "not found" when its lease is not free). */
export async function feedExists(db: Db, idWorkspace: number, idFeed: number): Promise<boolean> {
  const rows = await db
    .select({ id: calendarFeeds.id_calendar_feed })
    .from(calendarFeeds)
    .innerJoin(guides, eq(guides.id_guide, calendarFeeds.id_guide))
    .where(and(eq(calendarFeeds.id_workspace, idWorkspace), eq(calendarFeeds.id_calendar_feed, idFeed)))
    .limit(1);
  return rows.length > 0;
}
