/**
 * The message rule form's rules, kept apart from React: its values (a subject and body per
 * language, the required language first), the request it sends (languages left empty are left
 * out; the required one is always sent, so the schema names what it lacks), the contract schema's
 * messages per input, and how a rule's timing reads ("3 days before check-in, 10:00").
 */
import {
  MESSAGE_RULE,
  MESSAGE_TRIGGERS,
  ZMessageRuleCreateRequest,
  type TMessageRule,
  type TMessageRuleCreateRequest,
  type TMessageText,
  type TMessageTrigger,
} from '@guidebook/contract';
import { pathErrors } from '../../lib/form-errors.ts';
import { t } from '../../lib/i18n/admin-i18n.ts';

/** The guide choice meaning every guide of the workspace. */
export const ALL_GUIDES = 'all';

export type RuleFormValues = {
  name: string;
  /** A guide's id, or ALL_GUIDES. */
  id_guide: string;
  trigger: TMessageTrigger;
  /** A number input's value: '' while emptied. */
  offset_days: number | string;
  send_time: string;
  enabled: boolean;
  /** Subject and body by language tag; a language left empty is not sent. */
  texts: Record<string, TMessageText>;
};

export const EMPTY_RULE: RuleFormValues = {
  name: '',
  id_guide: ALL_GUIDES,
  trigger: 'before_check_in',
  offset_days: 1,
  send_time: MESSAGE_RULE.DEFAULT_SEND_TIME,
  enabled: true,
  texts: {},
};

export function ruleFormValues(rule: TMessageRule): RuleFormValues {
  return {
    name: rule.name,
    id_guide: rule.id_guide === null ? ALL_GUIDES : String(rule.id_guide),
    trigger: rule.trigger,
    offset_days: rule.offset_days,
    send_time: rule.send_time,
    enabled: rule.enabled,
    texts: structuredClone(rule.texts),
  };
}

/** The offset days only mean something before check-in and after check-out; the time, unless sent at once. */
export const usesOffset = (trigger: TMessageTrigger) => trigger === 'before_check_in' || trigger === 'after_check_out';
export const usesSendTime = (trigger: TMessageTrigger) => trigger !== 'booking_confirmed';

const isEmpty = (text: TMessageText | undefined) => !text || (!text.subject.trim() && !text.body.trim());

/**
 * The body of create (modify adds the rule's id): the texts filled in, the required language's
 * always (empty, the schema says what it lacks).
 */
export function toRulePayload(values: RuleFormValues, requiredLanguage: string | undefined): TMessageRuleCreateRequest {
  const texts: Record<string, TMessageText> = {};
  for (const [language, text] of Object.entries(values.texts)) {
    if (language === requiredLanguage || !isEmpty(text)) texts[language] = text;
  }
  if (requiredLanguage && !texts[requiredLanguage]) texts[requiredLanguage] = { subject: '', body: '' };
  const offset = values.offset_days === '' ? Number.NaN : Number(values.offset_days);
  return {
    name: values.name,
    id_guide: values.id_guide === ALL_GUIDES ? null : Number(values.id_guide),
    trigger: values.trigger,
    offset_days: usesOffset(values.trigger) ? offset : 0,
    send_time: values.send_time,
    enabled: values.enabled,
    texts,
  };
}

/** The contract schema's messages by input ("texts.fr.subject"); none about inputs the trigger hides. */
export function validateRule(values: RuleFormValues, requiredLanguage: string | undefined): Record<string, string> {
  const errors = pathErrors(ZMessageRuleCreateRequest, toRulePayload(values, requiredLanguage));
  if (!usesSendTime(values.trigger)) delete errors.send_time;
  return errors;
}

/** The trigger as a choice in the form. */
export function triggerLabel(trigger: TMessageTrigger): string {
  switch (trigger) {
    case 'booking_confirmed':
      return t('messages.triggerBookingConfirmed');
    case 'before_check_in':
      return t('messages.triggerBeforeCheckIn');
    case 'check_in_day':
      return t('messages.triggerCheckInDay');
    case 'after_check_out':
      return t('messages.triggerAfterCheckOut');
  }
}

export const TRIGGER_OPTIONS = () => MESSAGE_TRIGGERS.map((value) => ({ value, label: triggerLabel(value) }));

/** When a rule's message goes out, as the rules list says it. */
export function timingText(rule: Pick<TMessageRule, 'trigger' | 'offset_days' | 'send_time'>): string {
  const time = rule.send_time;
  switch (rule.trigger) {
    case 'booking_confirmed':
      return t('messages.whenBookingConfirmed');
    case 'check_in_day':
      return t('messages.whenCheckInDay', { time });
    case 'before_check_in':
      return t('messages.whenBeforeCheckIn', { count: rule.offset_days, time });
    case 'after_check_out':
      return t('messages.whenAfterCheckOut', { count: rule.offset_days, time });
  }
}
