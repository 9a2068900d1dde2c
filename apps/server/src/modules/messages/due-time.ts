/**
 * When a stay's message is due, and what becomes of it, decided without the database: the rule's
 * moment in the guide's timezone (daylight-saving changes respected through the contract's
 * localToInstant) and the message's status from the stay's state at `now`.
 */
import { instantToLocal, localToInstant, type TMessageTrigger, type TStayMessageStatus } from '@guidebook/contract';

export type DueRule = { trigger: TMessageTrigger; offset_days: number; send_time: string };

/** YYYY-MM-DD moved by whole calendar days. */
function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The instant a rule's message is due for a stay: `send_time` local time on the check-in day less
 * offset_days (before_check_in), on the check-in day (check_in_day), on the check-out day plus
 * offset_days (after_check_out). booking_confirmed: `confirmedAt` (the stay's creation).
 */
export function dueAt(
  rule: DueRule,
  stay: { check_in: Date; check_out: Date },
  timeZone: string,
  confirmedAt: Date,
): Date {
  if (rule.trigger === 'booking_confirmed') return confirmedAt;
  const day =
    rule.trigger === 'after_check_out'
      ? addDays(instantToLocal(stay.check_out, timeZone).slice(0, 10), rule.offset_days)
      : addDays(
          instantToLocal(stay.check_in, timeZone).slice(0, 10),
          rule.trigger === 'before_check_in' ? -rule.offset_days : 0,
        );
  return localToInstant(`${day}T${rule.send_time}`, timeZone);
}

/** What a stay's message is to become. */
export type Plan = { status: TStayMessageStatus; due_at: Date | null; reason: string | null };

export type PlanStay = {
  check_in: Date;
  check_out: Date;
  guest_email: string | null;
  /** Cancelled or revoked: its link is closed, its messages are not sent. */
  closed: boolean;
};

export type PlanRule = DueRule & { enabled: boolean; deleted: boolean };

/** The message as it is, when there is one. */
export type PlanExisting = { status: TStayMessageStatus; due_at: Date | null };

/**
 * The message's next state; null: leave it as it is (sent and failed messages are never changed here,
 * nor is a message that a disabled rule or closed stay would only cancel before it exists).
 * - a closed stay, or a disabled or deleted rule: cancelled;
 * - no guest e-mail: waiting, or skipped once the stay has ended;
 * - due in the future: scheduled;
 * - due already: a message already scheduled at that time stays scheduled (the sender takes it);
 *   otherwise (new, moved, or waiting for the e-mail) it is sent at once while still before check-in
 *   (before check-out for one that waited for the e-mail), else skipped with why.
 */
export function planMessage(
  rule: PlanRule,
  stay: PlanStay,
  existing: PlanExisting | undefined,
  due: Date,
  now: Date,
): Plan | null {
  if (existing && (existing.status === 'sent' || existing.status === 'failed')) return null;
  if (rule.deleted || !rule.enabled || stay.closed) {
    if (!existing || existing.status === 'cancelled' || existing.status === 'skipped') return null;
    const reason = stay.closed ? 'stayCancelled' : rule.deleted ? 'ruleDeleted' : 'ruleDisabled';
    return { status: 'cancelled', due_at: existing.due_at, reason };
  }
  if (!stay.guest_email) {
    if (now >= stay.check_out) return { status: 'skipped', due_at: due, reason: 'endedWithoutEmail' };
    return { status: 'waiting', due_at: due, reason: null };
  }
  if (due > now) return { status: 'scheduled', due_at: due, reason: null };
  if (existing?.status === 'scheduled' && existing.due_at?.getTime() === due.getTime())
    return { status: 'scheduled', due_at: due, reason: null };
  const waited = existing?.status === 'waiting';
  const cutoff = waited ? stay.check_out : stay.check_in;
  if (now < cutoff) return { status: 'scheduled', due_at: due, reason: null };
  return { status: 'skipped', due_at: due, reason: waited ? 'endedWithoutEmail' : 'tooLate' };
}
