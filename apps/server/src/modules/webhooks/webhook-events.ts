/**
 * Recording webhook events: a writer calls `recordWebhookEvent` inside its own transaction (a
 * transactional outbox), so the event and one delivery per subscribed, enabled hook exist exactly
 * when the change commits; after the commit it calls `webhookEventsRecorded`, which wakes this
 * instance's sender (and, a NOTIFY per window, the other instances') so the delivery leaves at once
 * instead of at the next poll.
 */
import { randomBytes } from 'node:crypto';
import type { TWebhookEventData, TWebhookEventType, TWebhookSubscribableEvent } from '@guidebook/contract';
import type { Db } from '../../db/client.ts';
import type { Transaction } from '../../db/job-sql.ts';
import type { Deps } from '../../lib/deps.ts';
import * as repo from './webhooks.repository.ts';

/** The `webhook-id` of an event: the same on every attempt and for every hook it goes to. */
function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/**
 * Per deps (app): the workspaces whose events this process recorded since its last announcement,
 * the last one recorded and when, and the timer of the announcement window (open while set).
 */
type Announcer = {
  pending: Set<number>;
  last: { idWorkspace: number; at: number } | null;
  window: NodeJS.Timeout | null;
};
const announcers = new WeakMap<Deps, Announcer>();
/** Other instances hear of this process's recorded events at most this often (one NOTIFY per window). */
const ANNOUNCE_EVERY_MS = 100;
/** A writer whose events another writer's call announced wakes this process's sender again within this time. */
const RECENT_MS = 1_000;

function announcerOf(deps: Deps): Announcer {
  let announcer = announcers.get(deps);
  if (!announcer) {
    announcer = { pending: new Set(), last: null, window: null };
    announcers.set(deps, announcer);
  }
  return announcer;
}

/** Marks `idWorkspace`'s events as recorded by this process, not yet announced. */
function noteRecorded(deps: Deps, idWorkspace: number): void {
  const announcer = announcerOf(deps);
  announcer.pending.add(idWorkspace);
  announcer.last = { idWorkspace, at: Date.now() };
}

/** Announces the pending workspaces to every instance, this one included, and opens a window. */
function announce(deps: Deps, announcer: Announcer): void {
  const workspaces = [...announcer.pending];
  announcer.pending.clear();
  for (const idWorkspace of workspaces) deps.events.emit('webhookEventsRecorded', { idWorkspace });
  announcer.window = setTimeout(() => {
    announcer.window = null;
    if (announcer.pending.size > 0) announce(deps, announcer);
  }, ANNOUNCE_EVERY_MS);
  announcer.window.unref();
}

/** The JSON every delivery of the event sends and signs: `{ type, timestamp, data }`, data naming the workspace first. */
export function eventBody<T extends TWebhookEventType>(
  type: T,
  idWorkspace: number,
  data: TWebhookEventData<T>,
  at: Date,
): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data: { id_workspace: idWorkspace, ...data } });
}

/**
 * Records `type` with `data` for the workspace's hooks subscribed to it, in `tx`: nothing when none
 * is (one indexed read). `data` holds the objects' ids and current fields (never door codes or
 * passwords; a guest's e-mail only in invitation and request events), typed by the event's schema
 * in the contract (`WEBHOOK_EVENT_DATA`), which also documents it.
 */
export async function recordWebhookEvent<T extends TWebhookSubscribableEvent>(
  deps: Deps,
  tx: Transaction,
  idWorkspace: number,
  type: T,
  data: TWebhookEventData<T>,
): Promise<void> {
  const now = deps.now();
  const deliveries = await repo.recordEvent(tx as unknown as Db, {
    idWorkspace,
    type,
    messageId: newMessageId(),
    body: eventBody(type, idWorkspace, data, now),
    now,
  });
  if (deliveries.length > 0) noteRecorded(deps, idWorkspace);
}

/**
 * Whether an enabled hook of the workspace subscribes to `type` (read in `tx`): a writer of many rows
 * asks once before building their events.
 */
export async function webhookSubscribed(
  tx: Transaction,
  idWorkspace: number,
  type: TWebhookEventType,
): Promise<boolean> {
  return repo.hasSubscriber(tx as unknown as Db, idWorkspace, type);
}

/** Records a `ping` for one hook (the test call), whatever its events; answers the delivery. */
export async function recordPing(
  deps: Deps,
  tx: Transaction,
  idWorkspace: number,
  idWebhook: number,
): Promise<{ id_delivery: number; message_id: string }> {
  const now = deps.now();
  const messageId = newMessageId();
  const [delivery] = await repo.recordEvent(tx as unknown as Db, {
    idWorkspace,
    type: 'ping',
    messageId,
    body: eventBody('ping', idWorkspace, { id_webhook: idWebhook }, now),
    now,
    idWebhook,
  });
  noteRecorded(deps, idWorkspace);
  return { id_delivery: delivery!.id_delivery, message_id: messageId };
}

/**
 * Call after the transaction that recorded events committed: this process's sender looks at once.
 * Other instances are told (LISTEN/NOTIFY) only when this process recorded a delivery since the last
 * announcement, and at most once per ANNOUNCE_EVERY_MS: a burst of writes sends one NOTIFY at its
 * start and one at the end of each window, not one per write. A wake-up missed in a race costs at
 * most WEBHOOKS_POLL_SECONDS.
 */
export function webhookEventsRecorded(deps: Deps): void {
  const announcer = announcers.get(deps);
  if (!announcer?.last) return;
  if (announcer.pending.size === 0) {
    // Another writer's call announced this writer's events, maybe before they committed: look again here.
    if (Date.now() - announcer.last.at < RECENT_MS)
      deps.events.deliver('webhookEventsRecorded', { idWorkspace: announcer.last.idWorkspace });
    return;
  }
  if (announcer.window === null) return announce(deps, announcer);
  // Within the window: this instance's sender now, the others at the window's end.
  for (const idWorkspace of announcer.pending) deps.events.deliver('webhookEventsRecorded', { idWorkspace });
}
