/**
 * Recording webhook events: a writer calls `recordWebhookEvent` inside its own transaction (a
 * transactional outbox), so the event and one delivery per subscribed, enabled hook exist exactly
 * when the change commits; after the commit it calls `webhookEventsRecorded`, which wakes the sender
 * (on whichever instance runs it) so the delivery leaves at once instead of at the next poll.
 */
import { randomBytes } from 'node:crypto';
import type { TWebhookEventType } from '@guidebook/contract';
import type { Db } from '../../db/client.ts';
import type { Transaction } from '../../db/job-sql.ts';
import type { Deps } from '../../lib/deps.ts';
import * as repo from './webhooks.repository.ts';

/** The `webhook-id` of an event: the same on every attempt and for every hook it goes to. */
function newMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** Workspaces whose events this process recorded since its last wake-up announcement. */
const recordedSince = new WeakMap<Deps, Set<number>>();

/** The JSON every delivery of the event sends and signs: `{ type, timestamp, data }`, data naming the workspace first. */
export function eventBody(type: TWebhookEventType, idWorkspace: number, data: object, at: Date): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data: { id_workspace: idWorkspace, ...data } });
}

/**
 * Records `type` with `data` for the workspace's hooks subscribed to it, in `tx`: nothing when none
 * is (one indexed read). `data` holds the objects' ids and current fields (never door codes or
 * passwords; a guest's e-mail only in invitation and request events).
 */
export async function recordWebhookEvent(
  deps: Deps,
  tx: Transaction,
  idWorkspace: number,
  type: TWebhookEventType,
  data: object,
): Promise<void> {
  const now = deps.now();
  const deliveries = await repo.recordEvent(tx as unknown as Db, {
    idWorkspace,
    type,
    messageId: newMessageId(),
    body: eventBody(type, idWorkspace, data, now),
    now,
  });
  if (deliveries.length > 0) {
    const set = recordedSince.get(deps) ?? new Set();
    recordedSince.set(deps, set.add(idWorkspace));
  }
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
  const set = recordedSince.get(deps) ?? new Set();
  recordedSince.set(deps, set.add(idWorkspace));
  return { id_delivery: delivery!.id_delivery, message_id: messageId };
}

/**
 * Call after the transaction that recorded events committed: the sender looks at once. Other
 * instances are told (LISTEN/NOTIFY) only when this process recorded a delivery since the last call;
 * a wake-up missed in a race costs at most WEBHOOKS_POLL_SECONDS.
 */
export function webhookEventsRecorded(deps: Deps): void {
  const set = recordedSince.get(deps);
  if (!set || set.size === 0) return;
  recordedSince.delete(deps);
  for (const idWorkspace of set) deps.events.emit('webhookEventsRecorded', { idWorkspace });
}
