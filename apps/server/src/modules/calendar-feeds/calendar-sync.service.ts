/**
 * The sync of a calendar feed: its reservations become stays, keyed by the feed and the event's UID.
 *
 * - One reader at a time: the feed's lease is taken in one UPDATE (calendar-sync.repository.ts), so
 *   two instances, or the schedule and a host's "Sync now", never read the same feed at once; the
 *   second is told (`busy`).
 * - The feed is fetched through the outbound guard (lib/outbound) with its stored validators; 304, or
 *   a body read before (its SHA-256, with the guide's times and timezone), costs the lease's UPDATE
 *   and the record's, and touches no stay.
 * - Read in the guide's timezone at its check-in/out times (15:00 / 11:00 when unset); then, in ONE
 *   transaction with the result: new events become stays (source `calendar`, the guide's default
 *   language, access window check-in..check-out, a personal link); moved events move their stays
 *   (window and door-code release by as much); a stay the host edited keeps its edits but the dates;
 *   an event gone from the feed cancels its future stay (its link closes), unless some event has no
 *   UID (it may be that stay's); an event back after such a cancel reopens it; a stay that has begun
 *   or ended is never touched. An event makes no stay when it has already ended when first read (a
 *   feed's past bookings are no guest to welcome; not counted in the status, which names problems),
 *   nor when the host deleted the stay it made (the feed's dismissed UIDs, forgotten once the event
 *   leaves the feed).
 * - Anything wrong (an HTTP error, HTML, an empty or oversized body, invalid iCal, too many events)
 *   changes no stay and records a status the host reads in their language.
 */
import crypto from 'node:crypto';
import { MESSAGES, RESULT } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogLanguage, localize } from '../../lib/languages.ts';
import { newSecret } from '../../lib/tokens.ts';
import { movedWindow } from '../../lib/stay-window.ts';
import { FETCH_OUTSIDE_DEFAULTS, fetchOutside, type FetchOutsideResult } from '../../lib/outbound/fetch-outside.ts';
import { MAX_FEED_EVENTS, parseFeed, type FeedPlatform, type FeedStay } from './parse-feed.ts';
import * as repo from './calendar-sync.repository.ts';
import { partText, skippedParts, statusText, type StatusPart } from './sync-status.ts';
import { planStayMessages, stayMessagesChanged } from '../messages/messages.service.ts';
import { recordStayEvents } from '../invitations/invitations.service.ts';
import { recordWebhookEvent, webhookEventsRecorded } from '../webhooks/webhook-events.ts';
import type { Db } from '../../db/client.ts';

/** How long a reader holds a feed: the fetch's 10 s and the transaction, with room to spare. */
export const LEASE_SECONDS = 120;

/** The part of a refused fetch. */
function fetchRefusalPart(result: Extract<FetchOutsideResult, { kind: 'refused' }>): StatusPart {
  switch (result.reason) {
    case 'http_status':
      return { key: 'httpStatus', values: { status: result.status, reason: result.statusText } };
    case 'timeout':
      return { key: 'timeout', values: { seconds: FETCH_OUTSIDE_DEFAULTS.timeoutMs / 1000 } };
    case 'too_large':
      return { key: 'tooLarge', values: { size: `${FETCH_OUTSIDE_DEFAULTS.maxBytes / 1024 ** 2} MiB` } };
    case 'not_public':
      return { key: 'notPublic', values: {} };
    case 'bad_url':
      return { key: 'badUrl', values: {} };
    case 'too_many_redirects':
      return { key: 'tooManyRedirects', values: { max: FETCH_OUTSIDE_DEFAULTS.maxRedirects } };
    case 'unreachable':
      return { key: 'unreachable', values: {} };
  }
}

/** When the feed is read next: the interval from now, plus up to a fifth of it, so feeds spread out. */
export function nextSyncAt(deps: Deps, now: Date): Date {
  const ms = deps.config.calendarSyncMinutes * 60_000;
  return new Date(now.getTime() + ms + Math.floor(Math.random() * ms * 0.2));
}

/** The name of a stay whose event names no guest, in the guide's language. */
function neutralName(platform: FeedPlatform, guideLanguage: string): string {
  return localize(MESSAGES.calendarSync.guestName[platform], catalogLanguage(guideLanguage) ?? 'en');
}

const GUEST_NAME_MAX = 100;
const REFERENCE_MAX = 100;

const same = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

type Decision = ReturnType<Parameters<typeof repo.applySync>[5]>;

/**
 * What the events make of the feed's stays: see the file's comment. `now` decides which stays have
 * begun (check-in passed: never touched) and which are future (cancelled when their event is gone).
 */
export function decideStays(
  stays: repo.FeedStayRow[],
  events: FeedStay[],
  unusableUids: string[],
  now: Date,
  guideLanguage: string,
  /** False when some event has no UID: it may be any stay's, so none is taken for gone. */
  mayCancel = true,
  /** UIDs whose stays the host deleted: not made again while their events are in the feed. */
  dismissed: ReadonlySet<string> = new Set(),
): Omit<Decision, 'record'> {
  const byUid = new Map(stays.map((s) => [s.external_uid, s]));
  const inFeed = new Set([...events.map((e) => e.uid), ...unusableUids]);
  const creates: repo.NewFeedStay[] = [];
  const updates: repo.FeedStayUpdate[] = [];
  const cancels: number[] = [];
  for (const event of events) {
    const stay = byUid.get(event.uid);
    if (!stay) {
      if (dismissed.has(event.uid) || event.checkOut <= now) continue;
      creates.push({
        external_uid: event.uid,
        guest_name: (event.guestName ?? neutralName(event.platform, guideLanguage)).slice(0, GUEST_NAME_MAX),
        check_in: event.checkIn,
        check_out: event.checkOut,
        access_from: event.checkIn,
        access_to: event.checkOut,
        token: newSecret(),
        language: guideLanguage,
        guest_phone: event.phoneLast4 ?? null,
        reference: event.reference?.slice(0, REFERENCE_MAX) ?? null,
        guest_email: null,
        guests: null,
        door_code: null,
        door_code_from: null,
      });
      continue;
    }
    if (stay.check_in <= now) continue;
    const next: repo.FeedStayUpdate = {
      id_invitation: stay.id_invitation,
      guest_name: stay.guest_name,
      reference: stay.reference,
      guest_phone: stay.guest_phone,
      check_in: stay.check_in,
      check_out: stay.check_out,
      access_from: stay.access_from,
      access_to: stay.access_to,
      door_code_from: stay.door_code_from,
      cancelled_at: stay.cancelled_at,
      revoked_at: stay.revoked_at,
    };
    if (!same(stay.check_in, event.checkIn) || !same(stay.check_out, event.checkOut)) {
      Object.assign(
        next,
        { check_in: event.checkIn, check_out: event.checkOut },
        movedWindow(stay, event.checkIn, event.checkOut),
      );
    }
    if (stay.cancelled_at) {
      // Back in the calendar after the sync cancelled it: open again. A host's own revoke stays.
      next.cancelled_at = null;
      if (same(stay.revoked_at, stay.cancelled_at)) next.revoked_at = null;
    }
    if (!stay.host_edited_at) {
      if (event.guestName) next.guest_name = event.guestName.slice(0, GUEST_NAME_MAX);
      if (event.reference) next.reference = event.reference.slice(0, REFERENCE_MAX);
      if (event.phoneLast4) next.guest_phone = event.phoneLast4;
    }
    const changed =
      next.guest_name !== stay.guest_name ||
      next.reference !== stay.reference ||
      next.guest_phone !== stay.guest_phone ||
      !same(next.check_in, stay.check_in) ||
      !same(next.check_out, stay.check_out) ||
      !same(next.access_from, stay.access_from) ||
      !same(next.access_to, stay.access_to) ||
      !same(next.door_code_from, stay.door_code_from) ||
      !same(next.cancelled_at, stay.cancelled_at) ||
      !same(next.revoked_at, stay.revoked_at);
    if (changed) updates.push(next);
  }
  for (const stay of mayCancel ? stays : []) {
    if (stay.external_uid === null || inFeed.has(stay.external_uid)) continue;
    if (stay.cancelled_at || stay.check_in <= now) continue;
    cancels.push(stay.id_invitation);
  }
  // A dismissed UID is kept while its event may still be in the feed (also behind an event without UID).
  const forget = mayCancel ? [...dismissed].filter((uid) => !inFeed.has(uid)) : [];
  return { creates, updates, cancels, forget };
}

/** What reading a body depends on besides the body: the guide's timezone and times, the feed's events_are. */
function readingOf(feed: repo.LeasedFeed): string {
  const reading = `${feed.timezone ?? ''}|${feed.check_in_time ?? ''}|${feed.check_out_time ?? ''}|${feed.events_are}`;
  return crypto.createHash('sha256').update(reading).digest('hex').slice(0, 16);
}

/**
 * A body's fingerprint: the reading's, then the body's SHA-256. The same body under new guide times
 * is read again; and a fingerprint of another reading sends no validators (a 304 would keep the old one).
 */
function fingerprint(body: Buffer, reading: string): string {
  return `${reading}:${crypto.createHash('sha256').update(body).digest('hex')}`;
}

export type SyncOutcome =
  | { kind: 'synced'; created: number; updated: number; cancelled: number; skipped: number }
  | { kind: 'unchanged' }
  | { kind: 'failed'; status: string }
  | { kind: 'stopped' };

const failureRecord = (deps: Deps, now: Date, part: StatusPart): repo.SyncRecord => ({
  last_status: partText(part),
  last_status_parts: [part],
  last_created: 0,
  last_updated: 0,
  last_cancelled: 0,
  last_skipped: 0,
  // Forgotten, so the next read is a whole one (a 304 then would stand for a body never applied).
  etag: null,
  last_modified: null,
  body_sha256: null,
  next_sync_at: nextSyncAt(deps, now),
});

/**
 * Records a failed read and releases the lease, with a `calendar_feed.failed` webhook event in the
 * same transaction (the feed's ids, label and why; never its address, which may hold a secret).
 */
async function recordFailure(
  deps: Deps,
  feed: repo.LeasedFeed,
  owner: string,
  now: Date,
  record: repo.SyncRecord,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await repo.recordResult(tx as unknown as Db, feed.id_workspace, feed.id_calendar_feed, owner, now, record);
    await recordWebhookEvent(deps, tx, feed.id_workspace, 'calendar_feed.failed', {
      calendar_feed: {
        id_calendar_feed: feed.id_calendar_feed,
        id_guide: feed.id_guide,
        label: feed.label,
        last_status: record.last_status,
        last_synced_at: now.toISOString(),
      },
    });
  });
  webhookEventsRecorded(deps);
}

/** Reads a feed whose lease the caller holds (as `owner`), records the result and releases the lease. */
export async function syncLeasedFeed(
  deps: Deps,
  feed: repo.LeasedFeed,
  owner: string,
  signal?: AbortSignal,
): Promise<SyncOutcome> {
  const { db } = deps.database;
  try {
    const reading = readingOf(feed);
    const sameReading = feed.body_sha256?.startsWith(`${reading}:`) === true;
    const fetched = await fetchOutside(feed.url, {
      etag: sameReading ? feed.etag : null,
      lastModified: sameReading ? feed.last_modified : null,
      allowPrivate: deps.config.calendarFeedsAllowPrivate,
      ...(deps.resolveHost && { resolveHost: deps.resolveHost }),
      ...(signal && { signal }),
    });
    if (signal?.aborted) {
      // The instance is stopping: nothing is recorded; the feed is read again when next due.
      await repo.releaseLease(db, feed.id_workspace, feed.id_calendar_feed, owner);
      return { kind: 'stopped' };
    }
    let now = deps.now();
    if (fetched.kind === 'refused') {
      const record = failureRecord(deps, now, fetchRefusalPart(fetched));
      await recordFailure(deps, feed, owner, now, record);
      return { kind: 'failed', status: record.last_status };
    }
    const hash = fetched.kind === 'not_modified' ? null : fingerprint(fetched.body, reading);
    // 304, or the body read last time: only the validators and the next read are recorded.
    if (fetched.kind === 'not_modified' || hash === feed.body_sha256) {
      await repo.recordResult(db, feed.id_workspace, feed.id_calendar_feed, owner, now, {
        etag: fetched.etag,
        last_modified: fetched.lastModified,
        next_sync_at: nextSyncAt(deps, now),
        last_created: 0,
        last_updated: 0,
        last_cancelled: 0,
      });
      return { kind: 'unchanged' };
    }
    const parsed = parseFeed(fetched.body, {
      timezone: feed.timezone,
      checkInTime: feed.check_in_time,
      checkOutTime: feed.check_out_time,
      eventsAre: feed.events_are === 'stays' ? 'stays' : 'auto',
    });
    now = deps.now();
    if (parsed.kind === 'refused') {
      const part: StatusPart =
        parsed.reason === 'too_many_events'
          ? { key: 'tooManyEvents', values: { max: MAX_FEED_EVENTS } }
          : parsed.detail === 'empty'
            ? { key: 'empty', values: {} }
            : { key: 'notCalendar', values: {} };
      const record = failureRecord(deps, now, part);
      await recordFailure(deps, feed, owner, now, record);
      return { kind: 'failed', status: record.last_status };
    }
    const parts = skippedParts(parsed.skipped);
    const skipped = parts.reduce((sum, p) => sum + Number(p.values.count), 0);
    let counts = { created: 0, updated: 0, cancelled: 0 };
    let changed: { created: string[]; updated: number[]; cancelled: number[] } = {
      created: [],
      updated: [],
      cancelled: [],
    };
    let dueNow = false;
    await repo.applySync(
      db,
      feed.id_workspace,
      feed,
      owner,
      now,
      (stays, dismissed) => {
        const mayCancel = !parsed.skipped.some((s) => s.reason === 'no_uid');
        const decision = decideStays(
          stays,
          parsed.stays,
          parsed.unusableUids,
          now,
          feed.default_language,
          mayCancel,
          dismissed,
        );
        changed = {
          created: decision.creates.map((c) => c.external_uid),
          updated: decision.updates.map((u) => u.id_invitation),
          cancelled: decision.cancels,
        };
        counts = {
          created: decision.creates.length,
          updated: decision.updates.length,
          cancelled: decision.cancels.length,
        };
        return {
          ...decision,
          record: {
            last_status: parts.length > 0 ? statusText(parts, 'en') : 'ok',
            last_status_parts: parts.length > 0 ? parts : null,
            last_created: counts.created,
            last_updated: counts.updated,
            last_cancelled: counts.cancelled,
            last_skipped: skipped,
            etag: fetched.etag,
            last_modified: fetched.lastModified,
            body_sha256: hash,
            next_sync_at: nextSyncAt(deps, now),
          },
        };
      },
      // The feed's stays' timed messages follow them in the same transaction.
      async (tx) => {
        if (counts.created + counts.updated + counts.cancelled === 0) return;
        dueNow = await planStayMessages(deps, tx, feed.id_workspace, {
          kind: 'feed',
          id_calendar_feed: feed.id_calendar_feed,
        });
        const { id_workspace: idWorkspace, id_calendar_feed: idCalendarFeed } = feed;
        await recordStayEvents(deps, tx, idWorkspace, 'invitation.created', { idCalendarFeed, uids: changed.created });
        await recordStayEvents(deps, tx, idWorkspace, 'invitation.updated', { ids: changed.updated });
        await recordStayEvents(deps, tx, idWorkspace, 'invitation.cancelled', { ids: changed.cancelled });
      },
    );
    stayMessagesChanged(deps, dueNow);
    webhookEventsRecorded(deps);
    return { kind: 'synced', ...counts, skipped };
  } catch (err) {
    // A programming or database error: no stay was changed (one transaction); the lease is given back.
    await repo.releaseLease(db, feed.id_workspace, feed.id_calendar_feed, owner).catch(() => {});
    throw err;
  }
}

/** A reader's name for the lease: unique per call, so two calls of one instance are two readers. */
export const newLeaseOwner = () => crypto.randomUUID();

/**
 * Reads one feed now (a host's "Sync now", a new feed or a new address). 13 when another reader has
 * it at this moment; 01 when there is no such feed.
 */
export async function syncFeedNow(deps: Deps, idWorkspace: number, idFeed: number): Promise<SyncOutcome> {
  const { db } = deps.database;
  const owner = newLeaseOwner();
  const feed = await repo.takeLease(db, idWorkspace, idFeed, owner, deps.now(), LEASE_SECONDS);
  if (!feed) {
    if (await repo.feedExists(db, idWorkspace, idFeed)) throw new AppError(RESULT.CONFLICT, MESSAGES.calendarFeed.busy);
    throw AppError.notFound(MESSAGES.calendarFeed.notFound);
  }
  return syncLeasedFeed(deps, feed, owner);
}

/** Feeds due, read by this instance: up to `batch` leased at a time, `concurrency` read at once. */
export async function syncDueFeeds(
  deps: Deps,
  {
    batch = 8,
    concurrency = 4,
    budgetMs = 45_000,
    signal,
  }: { batch?: number; concurrency?: number; budgetMs?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const started = Date.now();
  let done = 0;
  while (Date.now() - started < budgetMs && !signal?.aborted) {
    const owner = newLeaseOwner();
    const feeds = await repo.claimDueFeeds(deps.database.db, owner, deps.now(), LEASE_SECONDS, batch);
    if (feeds.length === 0) break;
    const queue = [...feeds];
    await Promise.all(
      Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
        for (let feed = queue.shift(); feed; feed = queue.shift()) {
          if (signal?.aborted) {
            // Not read: its lease is given back, and it stays due.
            await repo.releaseLease(deps.database.db, feed.id_workspace, feed.id_calendar_feed, owner).catch(() => {});
            continue;
          }
          try {
            await syncLeasedFeed(deps, feed, owner, signal);
          } catch (err) {
            deps.log.error({ err, id_calendar_feed: feed.id_calendar_feed }, 'calendar feed sync failed');
          }
          done++;
        }
      }),
    );
  }
  return done;
}
