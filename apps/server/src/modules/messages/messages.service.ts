/**
 * Rules for timed messages. A host's rules (message_rules) e-mail each stay of their guide (or of every
 * guide) at a moment of the stay; each stay has one message per rule (stay_messages), planned again in
 * the transaction of every change that moves it: a stay created, moved, cancelled or given an e-mail,
 * a rule created, changed, disabled or deleted (`planStayMessages`). The sender (`sendDueMessages`, the
 * stay-messages job) takes due messages with FOR UPDATE SKIP LOCKED and, in one transaction, queues
 * each e-mail in the mail outbox and marks it sent: a message is mailed once, whatever instance takes
 * it, and one whose instance dies before the commit is still due for the next.
 *
 * Who may do what: a viewer lists; a member limited to chosen guides sees and changes the rules of
 * those guides and sees the rules of every guide; a rule of every guide is changed by the owner and
 * admins only.
 */
import {
  englishLanguageName,
  MESSAGES,
  RESULT,
  type TMessagePreview,
  type TMessageRule,
  type TMessageTrigger,
  type TRole,
  type TStayMessage,
  type TStayMessageStatus,
  type ZMessagePreviewRequest,
  type ZMessageRuleCreateRequest,
  type ZMessageRuleModifyRequest,
} from '@guidebook/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Transaction } from '../../db/job-sql.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { crashPoint } from '../../lib/crash-points.ts';
import { restBetweenRounds } from '../../lib/minute-job.ts';
import type { GuideScope } from '../../lib/owned.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { queueMail, queueMailBurst, type Undelivered } from '../../mail/outbox.ts';
import { forGuests, guestMailStyle } from '../white-label/white-label.service.ts';
import { requireGuide } from '../guides/guides.service.ts';
import { invitationLink } from '../invitations/invitations.presenter.ts';
import { guideLinkBase, readableGuideUrl, type GuideLinkBase } from '../share/public-link.ts';
import { dueAt, planMessage, type PlanRule } from './due-time.ts';
import { fillMessage, messageMail, textLanguage } from './message-mail.ts';
import { recordWebhookEvent, webhookEventsRecorded, webhookSubscribed } from '../webhooks/webhook-events.ts';
import * as repo from './messages.repository.ts';
import { presentRule, presentStayMessage } from './messages.presenter.ts';

type CreateInput = z.output<typeof ZMessageRuleCreateRequest>;
type ModifyInput = z.output<typeof ZMessageRuleModifyRequest>;
type PreviewInput = z.output<typeof ZMessagePreviewRequest>;

/** Who is asking: the workspace, the role there and the guides a member is limited to. */
export type RuleCaller = { id_workspace: number; role: TRole; guides: GuideScope };

const m = MESSAGES.stayMessages;
const notFound = () => AppError.notFound(m.notFound);

/** A rule of every guide: owner and admins only. */
function requireWorkspaceRuleRole(caller: RuleCaller): void {
  if (caller.guides !== null || (caller.role !== 'owner' && caller.role !== 'admin'))
    throw new AppError(RESULT.FORBIDDEN, m.workspaceRuleForbidden);
}

/** A rule the caller may see: a member limited to guides sees theirs and the rules of every guide. */
function visible(caller: RuleCaller, row: { id_guide: number | null }): boolean {
  return row.id_guide === null || caller.guides === null || caller.guides.includes(row.id_guide);
}

/** The rule to change: 01 when the caller may not see it, 43 when it is a rule of every guide they may not change. */
async function ruleToChange(deps: Deps, caller: RuleCaller, idRule: number): Promise<repo.RuleRow> {
  const row = await repo.findRule(deps.database.db, caller.id_workspace, idRule);
  if (!row || !visible(caller, row)) throw notFound();
  if (row.id_guide === null) requireWorkspaceRuleRole(caller);
  return row;
}

/** A rule of one guide has a text in the guide's default language (12 on texts otherwise). */
async function checkTexts(
  deps: Deps,
  caller: RuleCaller,
  idGuide: number | null,
  texts: Record<string, unknown>,
): Promise<void> {
  if (idGuide === null) {
    requireWorkspaceRuleRole(caller);
    return;
  }
  const guide = await requireGuide(deps, caller.id_workspace, idGuide);
  if (!Object.hasOwn(texts, guide.default_language))
    throw AppError.invalid('texts', m.defaultLanguageRequired(englishLanguageName(guide.default_language)));
}

export async function listRules(deps: Deps, caller: RuleCaller, idGuide?: number): Promise<TMessageRule[]> {
  if (idGuide !== undefined) await requireGuide(deps, caller.id_workspace, idGuide);
  const rows = await repo.listRules(deps.database.db, caller.id_workspace, idGuide);
  return rows.filter((row) => visible(caller, row)).map(presentRule);
}

async function selectRule(deps: Deps, idWorkspace: number, idRule: number): Promise<TMessageRule> {
  const row = await repo.findRule(deps.database.db, idWorkspace, idRule);
  if (!row) throw notFound();
  return presentRule(row);
}

export async function createRule(deps: Deps, caller: RuleCaller, input: CreateInput): Promise<TMessageRule> {
  await checkTexts(deps, caller, input.id_guide, input.texts);
  const idWorkspace = caller.id_workspace;
  let id = 0;
  const due = await deps.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    id = await repo.createRule(db, idWorkspace, {
      id_guide: input.id_guide,
      name: input.name,
      trigger: input.trigger,
      offset_days: offsetOf(input.trigger, input.offset_days),
      send_time: input.send_time,
      texts: input.texts,
      enabled: input.enabled,
    });
    return planStayMessages(deps, tx, idWorkspace, { kind: 'rule', id_guide: input.id_guide }, id);
  });
  if (due) wakeSender(deps);
  return selectRule(deps, idWorkspace, id);
}

/** Days count only before check-in and after check-out. */
const offsetOf = (trigger: TMessageTrigger, days: number) =>
  trigger === 'before_check_in' || trigger === 'after_check_out' ? days : 0;

export async function modifyRule(deps: Deps, caller: RuleCaller, input: ModifyInput): Promise<TMessageRule> {
  const idWorkspace = caller.id_workspace;
  const before = await ruleToChange(deps, caller, input.id_message_rule);
  const idGuide = input.id_guide !== undefined ? input.id_guide : before.id_guide;
  if (input.id_guide !== undefined || input.texts !== undefined)
    await checkTexts(deps, caller, idGuide, input.texts ?? before.texts);
  const trigger = input.trigger ?? (before.trigger as TMessageTrigger);
  const changes: repo.RuleChanges = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.id_guide !== undefined) changes.id_guide = input.id_guide;
  if (input.trigger !== undefined) changes.trigger = input.trigger;
  if (input.offset_days !== undefined || input.trigger !== undefined)
    changes.offset_days = offsetOf(trigger, input.offset_days ?? before.offset_days);
  if (input.send_time !== undefined) changes.send_time = input.send_time;
  if (input.texts !== undefined) changes.texts = input.texts;
  if (input.enabled !== undefined) changes.enabled = input.enabled;
  const due = await deps.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await repo.updateRule(db, idWorkspace, before.id_message_rule, changes, deps.now()))) throw notFound();
    // A rule moved to another guide (or to every guide) leaves the stays it no longer concerns.
    const guideFilter = idGuide === before.id_guide ? idGuide : null;
    return planStayMessages(deps, tx, idWorkspace, { kind: 'rule', id_guide: guideFilter }, before.id_message_rule);
  });
  if (due) wakeSender(deps);
  return selectRule(deps, idWorkspace, before.id_message_rule);
}

/** Deletes the rule; its unsent messages are cancelled, the sent ones keep its name. */
export async function deleteRule(deps: Deps, caller: RuleCaller, idRule: number): Promise<void> {
  const before = await ruleToChange(deps, caller, idRule);
  await deps.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await repo.deleteRule(db, caller.id_workspace, idRule, deps.now()))) throw notFound();
    await planStayMessages(deps, tx, caller.id_workspace, { kind: 'rule', id_guide: before.id_guide }, idRule);
  });
}

const sameTime = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Plans the messages of the stays `filter` names (with `idRule`, of that rule only; else of every rule
 * of the workspace not deleted), on `db` (the caller's transaction). True when a message became due
 * now (the caller wakes the sender after its commit).
 */
export async function planStayMessages(
  deps: Deps,
  tx: Transaction,
  idWorkspace: number,
  filter: repo.StayFilter,
  idRule?: number,
): Promise<boolean> {
  const db = tx as unknown as Db;
  const now = deps.now();
  // The rules first: a workspace without any (many hosts) costs one small read, not its stays'.
  const rules = await repo.rulesToPlan(db, idWorkspace, idRule);
  if (rules.length === 0) return false;
  const stays = await repo.stayRowsToPlan(db, idWorkspace, filter, now);
  if (stays.length === 0) return false;
  const existing = new Map<string, repo.ExistingMessageRow>();
  for (const row of await repo.existingMessages(
    db,
    stays.map((s) => s.id_invitation),
    rules.map((r) => r.id_message_rule),
  ))
    existing.set(`${row.id_invitation}:${row.id_message_rule}`, row);
  const planned: repo.PlannedRow[] = [];
  const dropped: { id_invitation: number; id_message_rule: number }[] = [];
  let dueNow = false;
  for (const stay of stays) {
    const timeZone = stay.timezone ?? 'UTC';
    for (const rule of rules) {
      const key = `${stay.id_invitation}:${rule.id_message_rule}`;
      const before = existing.get(key);
      const beforeStatus = before?.status as TStayMessageStatus | undefined;
      if (rule.id_guide !== null && rule.id_guide !== stay.id_guide) {
        if (before && beforeStatus !== 'sent' && beforeStatus !== 'failed')
          dropped.push({ id_invitation: stay.id_invitation, id_message_rule: rule.id_message_rule });
        continue;
      }
      const planRule: PlanRule = {
        trigger: rule.trigger as TMessageTrigger,
        offset_days: rule.offset_days,
        send_time: rule.send_time,
        enabled: rule.enabled,
        deleted: rule.deleted_at !== null,
      };
      const due = dueAt(planRule, stay, timeZone, stay.date_created);
      const plan = planMessage(
        planRule,
        { ...stay, closed: stay.cancelled_at !== null || stay.revoked_at !== null },
        before && { status: beforeStatus!, due_at: before.due_at },
        due,
        now,
      );
      if (!plan) continue;
      if (plan.status === 'scheduled' && plan.due_at && plan.due_at <= now) dueNow = true;
      if (before && before.status === plan.status && sameTime(before.due_at, plan.due_at) && plan.reason === null)
        continue;
      planned.push({ id_invitation: stay.id_invitation, id_message_rule: rule.id_message_rule, ...plan });
    }
  }
  await repo.savePlanned(db, idWorkspace, planned, now);
  await repo.dropUnsent(db, idWorkspace, dropped);
  return dueNow;
}

/** After a change to stays committed: the sender of this instance looks at once when one is due now. */
export function stayMessagesChanged(deps: Deps, dueNow: boolean): void {
  if (dueNow) wakeSender(deps);
}

/** A stay's messages, soonest first; statuses and reasons in `language` (the caller's). */
export async function listStayMessages(
  deps: Deps,
  idWorkspace: number,
  idInvitation: number,
  language = 'en',
): Promise<TStayMessage[]> {
  await requireStay(deps, idWorkspace, idInvitation);
  const rows = await repo.stayMessageRows(deps.database.db, idWorkspace, idInvitation);
  return rows.map((row) => presentStayMessage(row, language));
}

async function requireStay(deps: Deps, idWorkspace: number, idInvitation: number): Promise<void> {
  if (!(await repo.stayExists(deps.database.db, idWorkspace, idInvitation)))
    throw AppError.notFound(MESSAGES.invitation.notFound);
}

/**
 * The e-mail of a message for its stay now, or why it cannot be sent. `base` is the stay's workspace's
 * `guideLinkBase`: `{link}` is the stay's personal link on it (readable when both slugs exist).
 */
function render(
  row: repo.SendRow,
  base: GuideLinkBase,
  now: Date,
):
  | { kind: 'mail'; to: string; subject: string; body: string }
  | { kind: 'none'; status: TStayMessageStatus; reason: string | null } {
  if (row.rule_deleted_at) return { kind: 'none', status: 'cancelled', reason: 'ruleDeleted' };
  if (!row.enabled) return { kind: 'none', status: 'cancelled', reason: 'ruleDisabled' };
  if (row.cancelled_at || row.revoked_at) return { kind: 'none', status: 'cancelled', reason: 'stayCancelled' };
  if (!row.guest_email) return { kind: 'none', status: 'waiting', reason: null };
  const language = textLanguage(row.texts, row.language, row.default_language);
  const text = language ? row.texts[language] : undefined;
  if (!language || !text) return { kind: 'none', status: 'failed', reason: 'sendFailed' };
  const filled = fillMessage(
    text,
    { ...row, link: invitationLink(base, { share_token: row.share_token, slug: row.guide_slug }, row.token) },
    row,
    language,
    now,
  );
  return { kind: 'mail', to: row.guest_email, ...filled };
}

/**
 * The `{link}` of a preview without a stay: the guide's readable link with a placeholder for the
 * invitation token, or a token link's placeholder while the guide or workspace has no slug.
 */
function sampleLink(base: GuideLinkBase, guide: { slug: string | null } | null): string {
  const readable = guide && readableGuideUrl(base, guide.slug);
  return readable ? `${readable}?invite=…` : `${base.origin}/g/…`;
}

/** "Send now": mails the rule's message to the stay's guest now, again if it was sent; answers the stay's messages. */
export async function sendNow(
  deps: Deps,
  idWorkspace: number,
  idInvitation: number,
  idRule: number,
  language = 'en',
): Promise<TStayMessage[]> {
  await requireStay(deps, idWorkspace, idInvitation);
  await deps.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const row = await repo.findForSending(db, idWorkspace, idInvitation, idRule);
    if (!row) throw notFound();
    if (row.rule_id_guide !== null && row.rule_id_guide !== row.id_guide)
      throw AppError.invalid('id_message_rule', m.ruleNotForStay);
    const now = deps.now();
    const mail = render({ ...row, enabled: true }, await guideLinkBase(deps, idWorkspace), now);
    if (mail.kind === 'none') {
      if (mail.status === 'waiting') throw AppError.invalid('id_invitation', m.noEmail);
      if (mail.reason === 'stayCancelled') throw new AppError(RESULT.CONFLICT, m.stayCancelled);
      throw AppError.invalid('id_message_rule', m.ruleNotForStay);
    }
    await queueMail(deps, await forGuests(deps, row.id_workspace, messageMail(mail, mail.to, row.owner_email), tx), tx);
    const idStayMessage = await repo.markSent(db, row, now);
    await recordMessageEvent(deps, tx, row, { id_stay_message: idStayMessage, status: 'sent', reason: null, at: now });
  });
  webhookEventsRecorded(deps);
  return listStayMessages(deps, idWorkspace, idInvitation, language);
}

/** A text as a stay's guest would read it (see the contract's ZMessagePreviewRequest). */
export async function preview(deps: Deps, caller: RuleCaller, input: PreviewInput): Promise<TMessagePreview> {
  const idWorkspace = caller.id_workspace;
  if (input.id_guide !== null) await requireGuide(deps, idWorkspace, input.id_guide);
  const now = deps.now();
  const base = { id_guide: input.id_guide, guideIds: caller.guides, now };
  let stay: repo.PreviewStayRow | undefined;
  if (input.id_invitation !== undefined) {
    stay = await repo.previewStay(deps.database.db, idWorkspace, { ...base, id_invitation: input.id_invitation });
    if (!stay) throw AppError.notFound(MESSAGES.invitation.notFound);
  } else {
    stay = await repo.previewStay(deps.database.db, idWorkspace, base);
    if (!stay && input.id_guide !== null)
      stay = await repo.previewStay(deps.database.db, idWorkspace, { ...base, id_guide: null });
  }
  const text = { subject: input.subject, body: input.body };
  const links = await guideLinkBase(deps, idWorkspace);
  if (stay) {
    const filled = fillMessage(
      text,
      { ...stay, link: invitationLink(links, { share_token: stay.share_token, slug: stay.guide_slug }, stay.token) },
      stay,
      input.language,
      now,
    );
    return { ...filled, id_invitation: stay.id_invitation, guest_name: stay.guest_name };
  }
  // No stay: sample values, a stay of a week from tomorrow at the guide's times.
  const guide = input.id_guide !== null ? await requireGuide(deps, idWorkspace, input.id_guide) : null;
  const checkIn = new Date(now.getTime() + 86_400_000);
  const sample = {
    guest_name: m.sampleGuestName,
    check_in: checkIn,
    check_out: new Date(checkIn.getTime() + 7 * 86_400_000),
    access_from: checkIn,
    access_to: new Date(checkIn.getTime() + 7 * 86_400_000),
    guests: 2,
    reference: 'ABC123',
    door_code: '1234',
    door_code_from: null,
    guide_title: guide?.title ?? '',
    link: sampleLink(links, guide),
  };
  const filled = fillMessage(
    text,
    sample,
    {
      timezone: guide?.timezone ?? null,
      wifi_name: guide?.wifi_name ?? null,
      wifi_password: guide?.wifi_password ?? null,
      check_in_time: guide?.check_in_time ?? null,
      check_out_time: guide?.check_out_time ?? null,
    },
    input.language,
    checkIn,
  );
  return { ...filled, id_invitation: null, guest_name: null };
}

/** Each deps' (app's) running sender, woken when a change made a message due now. */
const wakers = new WeakMap<Deps, () => void>();

function wakeSender(deps: Deps): void {
  wakers.get(deps)?.();
}

/** Records `message.sent` or `message.failed` for a stay's message, in the transaction that marked it. */
async function recordMessageEvent(
  deps: Deps,
  tx: Transaction,
  row: { id_workspace: number; id_invitation: number; id_message_rule: number; id_guide: number },
  message: { id_stay_message: number; status: 'sent' | 'failed'; reason: string | null; at: Date },
): Promise<void> {
  await recordWebhookEvent(deps, tx, row.id_workspace, message.status === 'sent' ? 'message.sent' : 'message.failed', {
    message: {
      id_stay_message: message.id_stay_message,
      id_invitation: row.id_invitation,
      id_message_rule: row.id_message_rule,
      id_guide: row.id_guide,
      status: message.status,
      sent_at: message.status === 'sent' ? message.at.toISOString() : null,
      reason: message.reason,
    },
  });
}

/** The queue of the job (jobs/message-undelivered.job.ts) the mail job queues when it gives up on a message. */
export const MESSAGE_UNDELIVERED_JOB = 'message-undelivered';

/**
 * A sent message whose e-mail the mail server refused until the mail job gave up: marked failed
 * (with the last refusal) and told to the webhooks as `message.failed`. Nothing when it no longer
 * reads sent (sent again meanwhile, or already marked).
 */
export async function markMessageUndelivered(deps: Deps, idStayMessage: number, reason: string): Promise<void> {
  const marked = await deps.database.db.transaction(async (tx) => {
    const now = deps.now();
    const row = await repo.markUndelivered(tx as unknown as Db, idStayMessage, reason.slice(0, 500), now);
    if (!row) return false;
    await recordMessageEvent(deps, tx, row, {
      id_stay_message: idStayMessage,
      status: 'failed',
      reason: 'sendFailed',
      at: now,
    });
    return true;
  });
  if (marked) webhookEventsRecorded(deps);
}

/** Messages taken per transaction. */
const BATCH = 50;

/**
 * Sends the due messages, batch by batch, each in one transaction: the rows are taken (SKIP LOCKED),
 * the e-mails queued in the outbox and the rows marked sent with one statement each (the others
 * marked cancelled, waiting, failed with why). Answers how many were sent.
 */
export async function sendDueBatch(deps: Deps): Promise<{ taken: number; sent: number }> {
  const result = await deps.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const now = deps.now();
    const rows = await repo.takeDueMessages(db, now, BATCH);
    // A batch spans workspaces: each one's link base, white-label style and whether a webhook of it
    // wants an event are read once.
    const bases = new Map<number, GuideLinkBase>();
    const styles = new Map<number, (message: MailMessage) => MailMessage>();
    const hooked = new Map<string, boolean>();
    const recordIfHooked = async (
      row: repo.SendRow,
      status: 'sent' | 'failed',
      reason: string | null,
    ): Promise<void> => {
      const key = `${row.id_workspace} ${status}`;
      let subscribed = hooked.get(key);
      if (subscribed === undefined)
        hooked.set(
          key,
          (subscribed = await webhookSubscribed(
            tx,
            row.id_workspace,
            status === 'sent' ? 'message.sent' : 'message.failed',
          )),
        );
      if (subscribed)
        await recordMessageEvent(deps, tx, row, { id_stay_message: row.id_stay_message!, status, reason, at: now });
    };
    const sent: repo.SendRow[] = [];
    const mails: { message: MailMessage; undelivered: Undelivered }[] = [];
    for (const row of rows) {
      let base = bases.get(row.id_workspace);
      if (!base) bases.set(row.id_workspace, (base = await guideLinkBase(deps, row.id_workspace)));
      let mail: ReturnType<typeof render>;
      try {
        mail = render(row, base, now);
      } catch (err) {
        deps.log.warn({ err, id_stay_message: row.id_stay_message }, 'timed message could not be written');
        await repo.markOther(db, row.id_stay_message!, 'failed', 'sendFailed', String(err), now);
        await recordIfHooked(row, 'failed', 'sendFailed');
        continue;
      }
      if (mail.kind === 'none') {
        await repo.markOther(db, row.id_stay_message!, mail.status, mail.reason, null, now);
        if (mail.status === 'failed') await recordIfHooked(row, 'failed', mail.reason);
        continue;
      }
      let style = styles.get(row.id_workspace);
      if (!style) styles.set(row.id_workspace, (style = await guestMailStyle(deps, row.id_workspace, tx)));
      sent.push(row);
      mails.push({
        message: style(messageMail(mail, mail.to, row.owner_email)),
        // Should the mail server refuse every attempt, the message reads failed after all.
        undelivered: { queue: MESSAGE_UNDELIVERED_JOB, data: { id_stay_message: row.id_stay_message! } },
      });
    }
    await repo.markSentMany(
      db,
      sent.map((row) => row.id_stay_message!),
      now,
    );
    await queueMailBurst(deps, tx, mails);
    for (const row of sent) await recordIfHooked(row, 'sent', null);
    if (sent.length > 0) crashPoint('message-queued');
    return { taken: rows.length, sent: sent.length };
  });
  if (result.sent > 0) crashPoint('message-committed');
  if (result.taken > 0) webhookEventsRecorded(deps);
  return result;
}

/**
 * The sender's run (the stay-messages job): sends what is due, then waits for the next message due
 * (or a wake, or MESSAGES_POLL_SECONDS) until `budgetMs` has passed or the instance stops.
 */
export async function sendDueMessages(
  deps: Deps,
  { signal, budgetMs = 55_000 }: { signal?: AbortSignal; budgetMs?: number } = {},
): Promise<number> {
  const until = Date.now() + budgetMs;
  let total = 0;
  while (!signal?.aborted && Date.now() < until) {
    const { taken, sent } = await sendDueBatch(deps);
    total += sent;
    // A full batch, or some sent: there may be more due already.
    if (taken > 0) continue;
    const next = await repo.nextDueAt(deps.database.db);
    const pollMs = deps.config.messagesPollSeconds * 1000;
    let waitMs = pollMs;
    if (next) {
      const inMs = next.getTime() - deps.now().getTime();
      // Due but taken by another instance's transaction: look again shortly.
      waitMs = inMs > 0 ? Math.min(pollMs, inMs) : Math.min(pollMs, 1000);
    }
    waitMs = Math.min(waitMs, until - Date.now());
    if (waitMs <= 0) break;
    let wake: (() => void) | undefined;
    await restBetweenRounds(waitMs, signal, (w) => wakers.set(deps, (wake = w)));
    if (wakers.get(deps) === wake) wakers.delete(deps);
  }
  return total;
}
