/**
 * SQL for timed messages: the rules (message_rules, scoped by the workspace), each stay's message
 * (stay_messages, one row per stay and rule) and what sending one needs from its stay, guide and
 * workspace. A due message is taken with FOR UPDATE SKIP LOCKED inside the transaction that marks it
 * sent and queues its e-mail, so no two instances take the same one.
 */
import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  guides,
  invitations,
  messageRules,
  stayMessages,
  users,
  workspaces,
  type StayTimeColumn,
} from '../../db/schema.ts';
import type { StayFieldGuide, StayFieldStay } from '../invitations/stay-fields.ts';

export type RuleRow = typeof messageRules.$inferSelect & { guide_title: string | null };
export type NewRule = Pick<
  typeof messageRules.$inferInsert,
  'id_guide' | 'name' | 'trigger' | 'offset_days' | 'send_time' | 'texts' | 'enabled'
>;
export type RuleChanges = Partial<NewRule>;

const ruleColumns = {
  id_message_rule: messageRules.id_message_rule,
  id_workspace: messageRules.id_workspace,
  id_guide: messageRules.id_guide,
  name: messageRules.name,
  trigger: messageRules.trigger,
  offset_days: messageRules.offset_days,
  send_time: messageRules.send_time,
  texts: messageRules.texts,
  enabled: messageRules.enabled,
  deleted_at: messageRules.deleted_at,
  created_at: messageRules.created_at,
  updated_at: messageRules.updated_at,
  guide_title: guides.title,
};

function selectRules(db: Db) {
  return db.select(ruleColumns).from(messageRules).leftJoin(guides, eq(guides.id_guide, messageRules.id_guide));
}

/** The workspace's rule `idRule`, unless it is deleted. */
const liveRule = (idWorkspace: number, idRule: number) =>
  and(
    eq(messageRules.id_workspace, idWorkspace),
    eq(messageRules.id_message_rule, idRule),
    isNull(messageRules.deleted_at),
  );

/** The workspace's rules (not deleted); with idGuide, that guide's and those of every guide. */
export function listRules(db: Db, idWorkspace: number, idGuide?: number): Promise<RuleRow[]> {
  const where = [eq(messageRules.id_workspace, idWorkspace), isNull(messageRules.deleted_at)];
  if (idGuide !== undefined) where.push(or(eq(messageRules.id_guide, idGuide), isNull(messageRules.id_guide))!);
  return selectRules(db)
    .where(and(...where))
    .orderBy(asc(messageRules.id_message_rule));
}

export async function findRule(db: Db, idWorkspace: number, idRule: number): Promise<RuleRow | undefined> {
  const rows = await selectRules(db).where(liveRule(idWorkspace, idRule));
  return rows[0];
}

export async function createRule(db: Db, idWorkspace: number, values: NewRule): Promise<number> {
  const rows = await db
    .insert(messageRules)
    .values({ ...values, id_workspace: idWorkspace })
    .returning({ id: messageRules.id_message_rule });
  return rows[0]!.id;
}

export async function updateRule(
  db: Db,
  idWorkspace: number,
  idRule: number,
  changes: RuleChanges,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(messageRules)
    .set({ ...changes, updated_at: now })
    .where(liveRule(idWorkspace, idRule))
    .returning({ id: messageRules.id_message_rule });
  return rows.length > 0;
}

/** Marks the rule deleted: it schedules nothing more; its stays' messages keep its name. */
export async function deleteRule(db: Db, idWorkspace: number, idRule: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(messageRules)
    .set({ deleted_at: now, updated_at: now })
    .where(liveRule(idWorkspace, idRule))
    .returning({ id: messageRules.id_message_rule });
  return rows.length > 0;
}

/** Which stays to plan the messages of. */
export type StayFilter =
  | { kind: 'stays'; ids: readonly number[] }
  | { kind: 'feed'; id_calendar_feed: number }
  | { kind: 'rule'; id_guide: number | null };

export type PlanStayRow = {
  id_invitation: number;
  id_guide: number;
  check_in: Date;
  check_out: Date;
  guest_email: string | null;
  cancelled_at: Date | null;
  revoked_at: Date | null;
  date_created: Date;
  timezone: string | null;
};

/**
 * The stays whose messages a change may move: the ones named, the feed's, or (for a rule) every stay
 * of the guide or workspace not ended more than the longest offset ago.
 */
export function stayRowsToPlan(db: Db, idWorkspace: number, filter: StayFilter, now: Date): Promise<PlanStayRow[]> {
  const where: SQL[] = [eq(invitations.id_workspace, idWorkspace)];
  if (filter.kind === 'stays') where.push(inArray(invitations.id_invitation, [...filter.ids]));
  else if (filter.kind === 'feed') where.push(eq(invitations.id_calendar_feed, filter.id_calendar_feed));
  else {
    if (filter.id_guide !== null) where.push(eq(invitations.id_guide, filter.id_guide));
    where.push(gt(invitations.check_out, new Date(now.getTime() - 62 * 86_400_000)));
  }
  return db
    .select({
      id_invitation: invitations.id_invitation,
      id_guide: invitations.id_guide,
      check_in: invitations.check_in,
      check_out: invitations.check_out,
      guest_email: invitations.guest_email,
      cancelled_at: invitations.cancelled_at,
      revoked_at: invitations.revoked_at,
      date_created: invitations.date_created,
      timezone: guides.timezone,
    })
    .from(invitations)
    .innerJoin(guides, eq(guides.id_guide, invitations.id_guide))
    .where(and(...where));
}

/** Every rule of the workspace that may concern stays, deleted ones too (to cancel their messages). */
export function rulesToPlan(db: Db, idWorkspace: number, idRule?: number) {
  const where = [eq(messageRules.id_workspace, idWorkspace)];
  where.push(idRule !== undefined ? eq(messageRules.id_message_rule, idRule) : isNull(messageRules.deleted_at));
  return db
    .select({
      id_message_rule: messageRules.id_message_rule,
      id_guide: messageRules.id_guide,
      trigger: messageRules.trigger,
      offset_days: messageRules.offset_days,
      send_time: messageRules.send_time,
      enabled: messageRules.enabled,
      deleted_at: messageRules.deleted_at,
    })
    .from(messageRules)
    .where(and(...where));
}

export type ExistingMessageRow = {
  id_invitation: number;
  id_message_rule: number;
  status: string;
  due_at: Date | null;
};

export async function existingMessages(
  db: Db,
  idInvitations: readonly number[],
  idRules: readonly number[],
): Promise<ExistingMessageRow[]> {
  if (idInvitations.length === 0 || idRules.length === 0) return [];
  return db
    .select({
      id_invitation: stayMessages.id_invitation,
      id_message_rule: stayMessages.id_message_rule,
      status: stayMessages.status,
      due_at: stayMessages.due_at,
    })
    .from(stayMessages)
    .where(
      and(inArray(stayMessages.id_invitation, [...idInvitations]), inArray(stayMessages.id_message_rule, [...idRules])),
    );
}

export type PlannedRow = {
  id_invitation: number;
  id_message_rule: number;
  status: string;
  due_at: Date | null;
  reason: string | null;
};

/**
 * Writes the planned messages, 1,000 per statement. A message that was sent (or failed) meanwhile is
 * left as it is: the sender holds its row while it marks it, and the condition is read after.
 */
export async function savePlanned(db: Db, idWorkspace: number, rows: readonly PlannedRow[], now: Date): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const values = JSON.stringify(
      rows.slice(i, i + 1000).map((r) => ({ ...r, due_at: r.due_at?.toISOString() ?? null })),
    );
    await db.execute(sql`
      INSERT INTO stay_messages AS sm (id_workspace, id_invitation, id_message_rule, status, due_at, reason,
        reason_detail, date_updated)
      SELECT ${idWorkspace}, v.id_invitation, v.id_message_rule, v.status, v.due_at, v.reason, NULL,
        ${now.toISOString()}::timestamptz
      FROM jsonb_to_recordset(${values}::jsonb) AS v(id_invitation int, id_message_rule int, status text,
        due_at timestamptz, reason text)
      ON CONFLICT (id_invitation, id_message_rule) DO UPDATE SET status = EXCLUDED.status,
        due_at = EXCLUDED.due_at, reason = EXCLUDED.reason, reason_detail = NULL, date_updated = EXCLUDED.date_updated
      WHERE sm.status NOT IN ('sent', 'failed')`);
  }
}

/** Removes the unsent messages of rules that no longer concern their stays (a rule moved to another guide). */
export async function dropUnsent(
  db: Db,
  idWorkspace: number,
  pairs: readonly { id_invitation: number; id_message_rule: number }[],
): Promise<void> {
  if (pairs.length === 0) return;
  await db.execute(sql`
    DELETE FROM stay_messages sm USING jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb)
      AS v(id_invitation int, id_message_rule int)
    WHERE sm.id_workspace = ${idWorkspace} AND sm.id_invitation = v.id_invitation
      AND sm.id_message_rule = v.id_message_rule AND sm.status NOT IN ('sent', 'failed')`);
}

export async function stayExists(db: Db, idWorkspace: number, idInvitation: number): Promise<boolean> {
  const rows = await db
    .select({ id: invitations.id_invitation })
    .from(invitations)
    .where(and(eq(invitations.id_workspace, idWorkspace), eq(invitations.id_invitation, idInvitation)));
  return rows.length > 0;
}

export type StayMessageRow = {
  id_message_rule: number;
  rule_name: string;
  trigger: string;
  due_at: Date | null;
  status: string;
  sent_at: Date | null;
  reason: string | null;
  reason_detail: string | null;
};

/** A stay's messages, soonest first (those without a time last). */
export function stayMessageRows(db: Db, idWorkspace: number, idInvitation: number): Promise<StayMessageRow[]> {
  return db
    .select({
      id_message_rule: stayMessages.id_message_rule,
      rule_name: messageRules.name,
      trigger: messageRules.trigger,
      due_at: stayMessages.due_at,
      status: stayMessages.status,
      sent_at: stayMessages.sent_at,
      reason: stayMessages.reason,
      reason_detail: stayMessages.reason_detail,
    })
    .from(stayMessages)
    .innerJoin(messageRules, eq(messageRules.id_message_rule, stayMessages.id_message_rule))
    .where(and(eq(stayMessages.id_workspace, idWorkspace), eq(stayMessages.id_invitation, idInvitation)))
    .orderBy(sql`${stayMessages.due_at} asc nulls last`, asc(stayMessages.id_message_rule));
}

/** Everything a message's e-mail is made of: the stay, its guide, the rule, the workspace owner's address. */
export type SendRow = StayFieldStay &
  StayFieldGuide & {
    id_stay_message: number | null;
    id_workspace: number;
    id_invitation: number;
    id_message_rule: number;
    due_at: Date | null;
    status: string | null;
    guest_email: string | null;
    cancelled_at: Date | null;
    revoked_at: Date | null;
    token: string;
    language: string | null;
    guide_title: string;
    share_token: string;
    /** The guide's slug, for the readable personal link (null: none yet, the token link). */
    guide_slug: string | null;
    default_language: string;
    texts: Record<string, { subject: string; body: string }>;
    enabled: boolean;
    rule_deleted_at: Date | null;
    owner_email: string;
    /** The stay's guide and the rule's (null: every guide). */
    id_guide: number;
    rule_id_guide: number | null;
  };

const SEND_COLUMNS = sql`
  i.id_workspace, i.id_invitation, i.id_guide, r.id_guide AS rule_id_guide, r.id_message_rule, i.guest_name, i.guest_email, i.check_in, i.check_out,
  i.access_from, i.access_to, i.guests, i.reference, i.door_code, i.door_code_from, i.cancelled_at, i.revoked_at,
  i.token, i.language, g.title AS guide_title, g.share_token, g.slug AS guide_slug, g.timezone, g.default_language,
  g.wifi_name, g.wifi_password, g.check_in_time, g.check_out_time, r.texts, r.enabled, r.deleted_at AS rule_deleted_at,
  u.email AS owner_email`;

/** The date-times of a SendRow: the raw SQL row may hold them as text. */
type SendTimeColumn = StayTimeColumn | 'rule_deleted_at' | 'due_at';
type RawSendRow = Omit<SendRow, SendTimeColumn> & Record<SendTimeColumn, string | Date | null>;

const asDate = (v: string | Date | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

function sendRowOf(raw: RawSendRow): SendRow {
  return {
    ...raw,
    check_in: asDate(raw.check_in)!,
    check_out: asDate(raw.check_out)!,
    access_from: asDate(raw.access_from)!,
    access_to: asDate(raw.access_to)!,
    door_code_from: asDate(raw.door_code_from),
    cancelled_at: asDate(raw.cancelled_at),
    revoked_at: asDate(raw.revoked_at),
    rule_deleted_at: asDate(raw.rule_deleted_at),
    due_at: asDate(raw.due_at),
  };
}

/**
 * Takes up to `limit` due messages (scheduled, due_at passed) for the caller's transaction: their rows
 * stay locked until it ends, and other instances skip them.
 */
export async function takeDueMessages(tx: Db, now: Date, limit: number): Promise<SendRow[]> {
  const result = await tx.execute(sql`
    WITH due AS (
      SELECT id_stay_message FROM stay_messages
      WHERE status = 'scheduled' AND due_at <= ${now.toISOString()}::timestamptz
      ORDER BY due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED
    )
    SELECT sm.id_stay_message, sm.due_at, sm.status, ${SEND_COLUMNS}
    FROM due JOIN stay_messages sm USING (id_stay_message)
    JOIN invitations i ON i.id_invitation = sm.id_invitation
    JOIN guides g ON g.id_guide = i.id_guide
    JOIN message_rules r ON r.id_message_rule = sm.id_message_rule
    JOIN workspaces w ON w.id_workspace = i.id_workspace
    JOIN users u ON u.id_user = w.id_user_owner
    ORDER BY sm.due_at`);
  return (result.rows as RawSendRow[]).map(sendRowOf);
}

/** A stay and a rule of the workspace, for "send now" and the preview; the message row locked when it exists. */
export async function findForSending(
  tx: Db,
  idWorkspace: number,
  idInvitation: number,
  idRule: number,
): Promise<SendRow | undefined> {
  const result = await tx.execute(sql`
    SELECT sm.id_stay_message, sm.due_at, sm.status, ${SEND_COLUMNS}
    FROM invitations i
    JOIN guides g ON g.id_guide = i.id_guide
    JOIN message_rules r ON r.id_workspace = i.id_workspace AND r.id_message_rule = ${idRule}
      AND r.deleted_at IS NULL
    JOIN workspaces w ON w.id_workspace = i.id_workspace
    JOIN users u ON u.id_user = w.id_user_owner
    LEFT JOIN stay_messages sm ON sm.id_invitation = i.id_invitation AND sm.id_message_rule = r.id_message_rule
    WHERE i.id_workspace = ${idWorkspace} AND i.id_invitation = ${idInvitation}
    FOR UPDATE OF i`);
  const raw = result.rows[0] as RawSendRow | undefined;
  return raw && sendRowOf(raw);
}

/** Marks a message sent (creating its row for a rule that had none for the stay). */
export async function markSent(
  tx: Db,
  row: { id_workspace: number; id_invitation: number; id_message_rule: number },
  now: Date,
): Promise<number> {
  const [written] = await tx
    .insert(stayMessages)
    .values({
      id_workspace: row.id_workspace,
      id_invitation: row.id_invitation,
      id_message_rule: row.id_message_rule,
      status: 'sent',
      due_at: now,
      sent_at: now,
      attempts: 1,
      last_attempt_at: now,
    })
    .onConflictDoUpdate({
      target: [stayMessages.id_invitation, stayMessages.id_message_rule],
      set: sentNow(now),
    })
    .returning({ id: stayMessages.id_stay_message });
  return written!.id;
}

/** What an existing row's columns become when its message is sent: one more attempt, no reason left. */
function sentNow(now: Date) {
  return {
    status: 'sent' as const,
    sent_at: now,
    reason: null,
    reason_detail: null,
    attempts: sql`${stayMessages.attempts} + 1`,
    last_attempt_at: now,
    date_updated: now,
  };
}

/** Marks taken messages sent, in one statement. */
export async function markSentMany(tx: Db, ids: readonly number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(stayMessages)
    .set(sentNow(now))
    .where(inArray(stayMessages.id_stay_message, [...ids]));
}

/** Sets a taken message's status (not sent: cancelled, waiting or failed) with its reason. */
export async function markOther(
  tx: Db,
  idStayMessage: number,
  status: string,
  reason: string | null,
  detail: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(stayMessages)
    .set({
      status,
      reason,
      reason_detail: detail,
      attempts: sql`${stayMessages.attempts} + 1`,
      last_attempt_at: now,
      date_updated: now,
    })
    .where(eq(stayMessages.id_stay_message, idStayMessage));
}

/**
 * Marks a sent message failed because its e-mail never went out (the mail server refused every
 * attempt); only while it still reads sent. Answers what its webhook event names, or undefined.
 */
export async function markUndelivered(
  tx: Db,
  idStayMessage: number,
  detail: string,
  now: Date,
): Promise<{ id_workspace: number; id_invitation: number; id_message_rule: number; id_guide: number } | undefined> {
  const result = await tx.execute(sql`
    UPDATE stay_messages sm
    SET status = 'failed', reason = 'sendFailed', reason_detail = ${detail}, date_updated = ${now.toISOString()}::timestamptz
    FROM invitations i
    WHERE sm.id_stay_message = ${idStayMessage} AND sm.status = 'sent' AND i.id_invitation = sm.id_invitation
    RETURNING sm.id_workspace, sm.id_invitation, sm.id_message_rule, i.id_guide`);
  return result.rows[0] as
    { id_workspace: number; id_invitation: number; id_message_rule: number; id_guide: number } | undefined;
}

/** When the next scheduled message is due (any workspace); null when none is. */
export async function nextDueAt(db: Db): Promise<Date | null> {
  const result = await db.execute(sql`SELECT min(due_at) AS next FROM stay_messages WHERE status = 'scheduled'`);
  return asDate((result.rows[0] as { next: string | Date | null } | undefined)?.next ?? null);
}

export type PreviewStayRow = Omit<
  SendRow,
  | 'id_stay_message'
  | 'id_message_rule'
  | 'due_at'
  | 'status'
  | 'texts'
  | 'enabled'
  | 'rule_deleted_at'
  | 'owner_email'
  | 'id_guide'
  | 'rule_id_guide'
>;

/**
 * The stay a preview is filled from: the one named, else the next upcoming (not ended, not cancelled)
 * of the guide, else of the workspace (within `guideIds` when given: a member's guides).
 */
export async function previewStay(
  db: Db,
  idWorkspace: number,
  opts: { id_invitation?: number; id_guide: number | null; guideIds: readonly number[] | null; now: Date },
): Promise<PreviewStayRow | undefined> {
  const conditions: SQL[] = [sql`i.id_workspace = ${idWorkspace}`];
  if (opts.id_invitation !== undefined) conditions.push(sql`i.id_invitation = ${opts.id_invitation}`);
  else {
    conditions.push(sql`i.check_out > ${opts.now.toISOString()}::timestamptz AND i.cancelled_at IS NULL`);
    if (opts.id_guide !== null) conditions.push(sql`i.id_guide = ${opts.id_guide}`);
  }
  if (opts.guideIds !== null)
    conditions.push(
      opts.guideIds.length > 0
        ? sql`i.id_guide IN (${sql.join(
            opts.guideIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  const result = await db.execute(sql`
    SELECT i.id_workspace, i.id_invitation, i.guest_name, i.guest_email, i.check_in, i.check_out, i.access_from,
      i.access_to, i.guests, i.reference, i.door_code, i.door_code_from, i.cancelled_at, i.revoked_at, i.token,
      i.language, g.title AS guide_title, g.share_token, g.slug AS guide_slug, g.timezone, g.default_language,
      g.wifi_name, g.wifi_password, g.check_in_time, g.check_out_time
    FROM invitations i JOIN guides g ON g.id_guide = i.id_guide
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY i.check_in ASC LIMIT 1`);
  const raw = result.rows[0] as (RawSendRow & { id_invitation: number }) | undefined;
  return raw && (sendRowOf({ ...raw, rule_deleted_at: null, due_at: null }) as PreviewStayRow);
}

/** The workspace owner's e-mail (Reply-To of the messages). */
export async function ownerEmail(db: Db, idWorkspace: number): Promise<string | undefined> {
  const rows = await db
    .select({ email: users.email })
    .from(workspaces)
    .innerJoin(users, eq(users.id_user, workspaces.id_user_owner))
    .where(eq(workspaces.id_workspace, idWorkspace));
  return rows[0]?.email;
}
