/**
 * SQL for webhooks: the hooks (scoped by the workspace), the events recorded in their writers'
 * transactions, one delivery per event and subscribed hook, and each attempt. The sender leases due
 * deliveries with FOR UPDATE SKIP LOCKED in one UPDATE, so no two instances send the same one.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEvents, webhookGuideDigests, webhooks, type DbWebhook } from '../../db/schema.ts';

export type WebhookRow = Omit<DbWebhook, 'secret'>;

const columns = {
  id_webhook: webhooks.id_webhook,
  id_workspace: webhooks.id_workspace,
  id_user: webhooks.id_user,
  url: webhooks.url,
  description: webhooks.description,
  events: webhooks.events,
  enabled: webhooks.enabled,
  failures_in_row: webhooks.failures_in_row,
  disabled_at: webhooks.disabled_at,
  date_created: webhooks.date_created,
  date_updated: webhooks.date_updated,
};

export async function listWebhooks(db: Db, idWorkspace: number): Promise<WebhookRow[]> {
  return db.select(columns).from(webhooks).where(eq(webhooks.id_workspace, idWorkspace)).orderBy(webhooks.id_webhook);
}

export async function findWebhook(db: Db, idWorkspace: number, idWebhook: number): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(webhooks)
    .where(and(eq(webhooks.id_workspace, idWorkspace), eq(webhooks.id_webhook, idWebhook)));
  return row;
}

export async function countWebhooks(db: Db, idWorkspace: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhooks)
    .where(eq(webhooks.id_workspace, idWorkspace));
  return row?.n ?? 0;
}

export async function insertWebhook(
  db: Db,
  row: { idWorkspace: number; idUser: number; url: string; description: string; events: string[]; secret: string },
): Promise<WebhookRow> {
  const [inserted] = await db
    .insert(webhooks)
    .values({
      id_workspace: row.idWorkspace,
      id_user: row.idUser,
      url: row.url,
      description: row.description,
      events: row.events,
      secret: row.secret,
    })
    .returning(columns);
  return inserted!;
}

export type WebhookChanges = { url?: string; description?: string; events?: string[]; enabled?: boolean };

/** Enabling a hook starts its failure count again. */
export async function updateWebhook(
  db: Db,
  idWorkspace: number,
  idWebhook: number,
  changes: WebhookChanges,
  now: Date,
): Promise<WebhookRow | undefined> {
  const [row] = await db
    .update(webhooks)
    .set({
      ...changes,
      ...(changes.enabled === true ? { failures_in_row: 0, disabled_at: null } : {}),
      date_updated: now,
    })
    .where(and(eq(webhooks.id_workspace, idWorkspace), eq(webhooks.id_webhook, idWebhook)))
    .returning(columns);
  return row;
}

export async function deleteWebhook(db: Db, idWorkspace: number, idWebhook: number): Promise<boolean> {
  const rows = await db
    .delete(webhooks)
    .where(and(eq(webhooks.id_workspace, idWorkspace), eq(webhooks.id_webhook, idWebhook)))
    .returning({ id: webhooks.id_webhook });
  return rows.length > 0;
}

/**
 * Records an event and one pending delivery per enabled hook of the workspace subscribed to its
 * type, in one statement (the event row only when some hook wants it). Answers how many deliveries.
 */
export async function recordEvent(
  db: Db,
  event: { idWorkspace: number; type: string; messageId: string; body: string; now: Date; idWebhook?: number },
): Promise<{ id_delivery: number }[]> {
  const hookFilter =
    event.idWebhook === undefined ? sql`enabled AND events ? ${event.type}` : sql`id_webhook = ${event.idWebhook}`;
  const result = await db.execute<{ id_delivery: number }>(sql`
    WITH hooks AS (
      SELECT id_webhook FROM webhooks WHERE id_workspace = ${event.idWorkspace} AND ${hookFilter}
    ), ev AS (
      INSERT INTO webhook_events (id_workspace, type, message_id, body, date_created)
      SELECT ${event.idWorkspace}, ${event.type}, ${event.messageId}, ${event.body}, ${event.now}
      WHERE EXISTS (SELECT 1 FROM hooks)
      RETURNING id_webhook_event
    )
    INSERT INTO webhook_deliveries (id_workspace, id_webhook, id_webhook_event, next_attempt_at, date_created)
    SELECT ${event.idWorkspace}, hooks.id_webhook, ev.id_webhook_event, ${event.now}, ${event.now} FROM hooks, ev
    RETURNING id_delivery`);
  return result.rows;
}

export type LeasedDelivery = {
  id_delivery: number;
  id_webhook: number;
  id_workspace: number;
  attempts: number;
  url: string;
  secret: string;
  message_id: string;
  body: string;
  event_at: Date;
};

/**
 * Leases up to `limit` due deliveries of enabled hooks (FOR UPDATE SKIP LOCKED: a row another
 * instance is leasing is passed over) until `leaseUntil`, and answers what sending them needs.
 */
export async function leaseDue(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<LeasedDelivery[]> {
  const result = await db.execute<LeasedDelivery & { event_at: string | Date }>(sql`
    WITH due AS (
      SELECT d.id_delivery FROM webhook_deliveries d
      JOIN webhooks w ON w.id_webhook = d.id_webhook
      JOIN webhook_events e ON e.id_webhook_event = d.id_webhook_event
      WHERE d.status = 'pending' AND d.next_attempt_at <= ${now}
        AND (d.lease_until IS NULL OR d.lease_until <= ${now})
        AND (w.enabled OR e.type = 'ping')
      ORDER BY d.next_attempt_at
      LIMIT ${limit}
      FOR UPDATE OF d SKIP LOCKED
    ), leased AS (
      UPDATE webhook_deliveries d SET lease_until = ${leaseUntil}
      FROM due WHERE d.id_delivery = due.id_delivery
      RETURNING d.id_delivery, d.id_webhook, d.id_workspace, d.attempts, d.id_webhook_event
    )
    SELECT l.id_delivery, l.id_webhook, l.id_workspace, l.attempts, w.url, w.secret, e.message_id, e.body,
           e.date_created AS event_at
    FROM leased l
    JOIN webhooks w ON w.id_webhook = l.id_webhook
    JOIN webhook_events e ON e.id_webhook_event = l.id_webhook_event`);
  return result.rows.map((row) => ({ ...row, event_at: new Date(row.event_at) }));
}

/**
 * When the next delivery may be sent: its due time, or its lease's end when another instance holds
 * it. Deliveries of a disabled hook wait (pending) until it is enabled again, so they are left out.
 */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const result = await db.execute<{ next: string | null }>(sql`
    SELECT min(greatest(d.next_attempt_at, coalesce(d.lease_until, d.next_attempt_at))) AS next
    FROM webhook_deliveries d
    JOIN webhooks w ON w.id_webhook = d.id_webhook
    JOIN webhook_events e ON e.id_webhook_event = d.id_webhook_event
    WHERE d.status = 'pending' AND (w.enabled OR e.type = 'ping')`);
  const next = result.rows[0]?.next;
  return next ? new Date(next) : null;
}

export type AttemptResult = {
  id_delivery: number;
  id_webhook: number;
  id_workspace: number;
  attempted_at: Date;
  status_code: number | null;
  duration_ms: number;
  response: string;
  /** succeeded, failed (for good), or pending with next_attempt_at. */
  status: 'succeeded' | 'failed' | 'pending';
  next_attempt_at: Date | null;
  ok: boolean;
};

/**
 * Writes a batch of attempts: each attempt's row, each delivery's new state (its lease released),
 * and each hook's failures in a row (reset by a success, the batch's attempts in the order they ended).
 * Answers the hooks that reached `disableAfter` failures and were disabled by this write.
 */
export async function recordAttempts(
  db: Db,
  results: AttemptResult[],
  disableAfter: number,
  now: Date,
): Promise<{ id_webhook: number; id_workspace: number; url: string; email: string; language: string | null }[]> {
  if (results.length === 0) return [];
  const rows = results.map((r) => ({
    id_delivery: r.id_delivery,
    id_webhook: r.id_webhook,
    id_workspace: r.id_workspace,
    attempted_at: r.attempted_at.toISOString(),
    status_code: r.status_code,
    duration_ms: r.duration_ms,
    response: r.response,
    status: r.status,
    next_attempt_at: r.next_attempt_at?.toISOString() ?? null,
  }));
  await db.execute(sql`
    INSERT INTO webhook_attempts (id_workspace, id_webhook, id_delivery, attempted_at, status_code, duration_ms, response)
    SELECT r.id_workspace, r.id_webhook, r.id_delivery, r.attempted_at, r.status_code, r.duration_ms, r.response
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id_workspace int, id_webhook int, id_delivery int,
      attempted_at timestamptz, status_code int, duration_ms int, response text)
    WHERE EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.id_delivery = r.id_delivery)`);
  await db.execute(sql`
    UPDATE webhook_deliveries d SET status = r.status, attempts = d.attempts + 1, lease_until = NULL,
      next_attempt_at = r.next_attempt_at,
      delivered_at = CASE WHEN r.status = 'succeeded' THEN r.attempted_at ELSE d.delivered_at END
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id_delivery int, status text,
      next_attempt_at timestamptz, attempted_at timestamptz)
    WHERE d.id_delivery = r.id_delivery`);
  // Per hook: the failures after its last success in this batch, and whether it had one.
  const perHook = new Map<number, { reset: boolean; failures: number }>();
  for (const r of [...results].sort(
    (a, b) => a.attempted_at.getTime() + a.duration_ms - (b.attempted_at.getTime() + b.duration_ms),
  )) {
    const hook = perHook.get(r.id_webhook) ?? { reset: false, failures: 0 };
    if (r.ok) perHook.set(r.id_webhook, { reset: true, failures: 0 });
    else perHook.set(r.id_webhook, { ...hook, failures: hook.failures + 1 });
  }
  const counts = [...perHook].map(([id_webhook, v]) => ({ id_webhook, reset: v.reset, failures: v.failures }));
  const disabled = await db.execute<{
    id_webhook: number;
    id_workspace: number;
    url: string;
    email: string;
    language: string | null;
  }>(sql`
    WITH counted AS (
      UPDATE webhooks w SET failures_in_row = (CASE WHEN c.reset THEN 0 ELSE w.failures_in_row END) + c.failures
      FROM jsonb_to_recordset(${JSON.stringify(counts)}::jsonb) AS c(id_webhook int, reset boolean, failures int)
      WHERE w.id_webhook = c.id_webhook
      RETURNING w.id_webhook, w.id_workspace, w.id_user, w.url, w.enabled, w.failures_in_row
    ), disabled AS (
      UPDATE webhooks w SET enabled = false, disabled_at = ${now}, date_updated = ${now}
      FROM counted c
      WHERE w.id_webhook = c.id_webhook AND c.enabled AND c.failures_in_row >= ${disableAfter}
      RETURNING w.id_webhook, w.id_workspace, w.id_user, w.url
    )
    SELECT d.id_webhook, d.id_workspace, d.url, u.email, u.language
    FROM disabled d
    JOIN workspaces ws ON ws.id_workspace = d.id_workspace
    JOIN users u ON u.id_user = coalesce(
      (SELECT m.id_user FROM workspace_members m
        WHERE m.id_workspace = d.id_workspace AND m.id_user = d.id_user AND m.status = 'active'),
      ws.id_user_owner)`);
  return disabled.rows;
}

export type AttemptRow = {
  id_attempt: number;
  id_delivery: number;
  message_id: string;
  event: string;
  attempted_at: Date;
  status_code: number | null;
  duration_ms: number;
  response: string;
  delivery_status: string;
  next_retry_at: Date | null;
};

/** A hook's attempts, newest first. */
export async function listAttempts(
  db: Db,
  idWorkspace: number,
  idWebhook: number,
  limit: number,
  before?: number,
): Promise<AttemptRow[]> {
  return db
    .select({
      id_attempt: webhookAttempts.id_attempt,
      id_delivery: webhookAttempts.id_delivery,
      message_id: webhookEvents.message_id,
      event: webhookEvents.type,
      attempted_at: webhookAttempts.attempted_at,
      status_code: webhookAttempts.status_code,
      duration_ms: webhookAttempts.duration_ms,
      response: webhookAttempts.response,
      delivery_status: webhookDeliveries.status,
      next_retry_at: webhookDeliveries.next_attempt_at,
    })
    .from(webhookAttempts)
    .innerJoin(webhookDeliveries, eq(webhookDeliveries.id_delivery, webhookAttempts.id_delivery))
    .innerJoin(webhookEvents, eq(webhookEvents.id_webhook_event, webhookDeliveries.id_webhook_event))
    .where(
      and(
        eq(webhookAttempts.id_workspace, idWorkspace),
        eq(webhookAttempts.id_webhook, idWebhook),
        before === undefined ? undefined : lt(webhookAttempts.id_attempt, before),
      ),
    )
    .orderBy(desc(webhookAttempts.id_attempt))
    .limit(limit);
}

/** Makes a delivery of the workspace due now again (same webhook-id); false when there is none. */
export async function redeliver(db: Db, idWorkspace: number, idDelivery: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', next_attempt_at: now, lease_until: null })
    .where(and(eq(webhookDeliveries.id_workspace, idWorkspace), eq(webhookDeliveries.id_delivery, idDelivery)))
    .returning({ id: webhookDeliveries.id_delivery });
  return rows.length > 0;
}


/** Whether an enabled hook of the workspace subscribes to `type`. */
export async function hasSubscriber(db: Db, idWorkspace: number, type: string): Promise<boolean> {
  const result = await db.execute(sql`
    SELECT 1 FROM webhooks WHERE id_workspace = ${idWorkspace} AND enabled AND events ? ${type} LIMIT 1`);
  return result.rows.length > 0;
}

/**
 * Stores a guide's guest-payload digest: 'new' (no digest before), 'changed', or 'same' (nothing
 * written). Two instances storing the same digest: the second finds it 'same'.
 */
export async function storeGuideDigest(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  digest: string,
  now: Date,
): Promise<'new' | 'changed' | 'same'> {
  const rows = await db
    .insert(webhookGuideDigests)
    .values({ id_guide: idGuide, id_workspace: idWorkspace, digest, date_updated: now })
    .onConflictDoUpdate({
      target: webhookGuideDigests.id_guide,
      set: { digest, date_updated: now },
      setWhere: sql`${webhookGuideDigests.digest} <> ${digest} AND ${webhookGuideDigests.id_workspace} = ${idWorkspace}`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const row = rows[0];
  return row === undefined ? 'same' : row.inserted ? 'new' : 'changed';
}
