/** The host-facing shapes of message rules and of a stay's messages, statuses and reasons in the caller's language. */
import {
  MESSAGE_TRIGGERS,
  MESSAGES,
  STAY_MESSAGE_STATUSES,
  type TMessageRule,
  type TMessageTrigger,
  type TStayMessage,
  type TStayMessageStatus,
} from '@guidebook/contract';
import { localize } from '../../lib/languages.ts';
import type { RuleRow, StayMessageRow } from './messages.repository.ts';

const asTrigger = (v: string): TMessageTrigger =>
  (MESSAGE_TRIGGERS as readonly string[]).includes(v) ? (v as TMessageTrigger) : 'booking_confirmed';
const asStatus = (v: string): TStayMessageStatus =>
  (STAY_MESSAGE_STATUSES as readonly string[]).includes(v) ? (v as TStayMessageStatus) : 'scheduled';

export function presentRule(row: RuleRow): TMessageRule {
  return {
    id_message_rule: row.id_message_rule,
    name: row.name,
    id_guide: row.id_guide,
    guide_title: row.guide_title,
    trigger: asTrigger(row.trigger),
    offset_days: row.offset_days,
    send_time: row.send_time,
    texts: row.texts,
    enabled: row.enabled,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

type ReasonKey = keyof typeof MESSAGES.stayMessages.reason;

/** A stored reason (a key of MESSAGES.stayMessages.reason) as English text. */
export function reasonText(reason: string | null, detail: string | null): string | null {
  if (!reason) return null;
  const texts = MESSAGES.stayMessages.reason;
  if (reason === 'sendFailed') return texts.sendFailed(detail ?? '');
  return Object.hasOwn(texts, reason) ? (texts[reason as Exclude<ReasonKey, 'sendFailed'>] as string) : reason;
}

/** `language`: the caller's (a catalog language). */
export function presentStayMessage(row: StayMessageRow, language = 'en'): TStayMessage {
  const status = asStatus(row.status);
  const reason = reasonText(row.reason, row.reason_detail);
  return {
    id_message_rule: row.id_message_rule,
    rule_name: row.rule_name,
    trigger: asTrigger(row.trigger),
    due_at: row.due_at?.toISOString() ?? null,
    status,
    status_text: localize(MESSAGES.stayMessages.status[status], language),
    sent_at: row.sent_at?.toISOString() ?? null,
    reason: reason === null ? null : localize(reason, language),
  };
}
