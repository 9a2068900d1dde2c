/**
 * Timed messages: rules that e-mail a stay's guest at a moment of the stay (when the booking is
 * confirmed, some days before check-in, on the check-in day, some days after check-out), at a local
 * time in the guide's timezone, in the stay's language. Each stay gets one message per rule, sent
 * exactly once.
 */
import { z } from 'zod';
import { ZDeleteComment, ZId, zInteger } from './common.ts';
import { MESSAGES } from './constants.ts';
import { LANGUAGES_MAX } from './language-tags.ts';
import { ZLanguageTag, ZTextsByLanguage } from './languages.ts';
import { MESSAGE_FIELD_CODES } from './field-codes.ts';
import { fieldCodesOf } from './shared-topics.ts';

export const MESSAGE_RULE = {
  NAME_MAX: 100,
  SUBJECT_MAX: 200,
  BODY_MAX: 10_000,
  OFFSET_DAYS_MAX: 60,
  /** The send time a new rule gets when none is given. */
  DEFAULT_SEND_TIME: '10:00',
} as const;

/**
 * When a rule's message is due: `booking_confirmed` at once when the stay is added; the others at
 * `send_time` local time, `offset_days` before the check-in day, on it, or after the check-out day.
 */
export const MESSAGE_TRIGGERS = ['booking_confirmed', 'before_check_in', 'check_in_day', 'after_check_out'] as const;
export type TMessageTrigger = (typeof MESSAGE_TRIGGERS)[number];

/**
 * A stay's message: `scheduled` (due at due_at), `sent`, `failed` (the mail server refused it; see
 * reason), `skipped` (its time had passed when the stay was added, after check-in), `cancelled` (the
 * stay was cancelled, or the rule disabled or deleted), `waiting` (for the guest's e-mail).
 */
export const STAY_MESSAGE_STATUSES = ['scheduled', 'sent', 'failed', 'skipped', 'cancelled', 'waiting'] as const;
export type TStayMessageStatus = (typeof STAY_MESSAGE_STATUSES)[number];

const m = MESSAGES.stayMessages;

/** A local time of day, 00:00 to 23:59, in the guide's timezone. */
export const SEND_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ZSendTime = z.string({ error: m.sendTimeInvalid }).trim().regex(SEND_TIME_PATTERN, m.sendTimeInvalid);

export const ZMessageRuleName = z
  .string({ error: m.nameRequired })
  .trim()
  .min(1, m.nameRequired)
  .max(MESSAGE_RULE.NAME_MAX, MESSAGES.guide.maxLength(MESSAGE_RULE.NAME_MAX));

/** Days before check-in or after check-out, typed by a person: out of range is a rule (12). */
export const ZOffsetDays = zInteger({ message: m.offsetInvalid, min: -2_147_483_647 }).refine(
  (v) => v >= 0 && v <= MESSAGE_RULE.OFFSET_DAYS_MAX,
  m.offsetInvalid,
);

export const ZMessageTrigger = z.enum(MESSAGE_TRIGGERS, { error: m.triggerInvalid });

/** One language's text of a rule; field codes ({{guest_first_name}}, {{check_in}}, …) are filled when sent. */
export const ZMessageText = z.object({
  subject: z
    .string({ error: m.subjectRequired })
    .trim()
    .min(1, m.subjectRequired)
    .max(MESSAGE_RULE.SUBJECT_MAX, MESSAGES.guide.maxLength(MESSAGE_RULE.SUBJECT_MAX)),
  body: z
    .string({ error: m.bodyRequired })
    .trim()
    .min(1, m.bodyRequired)
    .max(MESSAGE_RULE.BODY_MAX, MESSAGES.guide.maxLength(MESSAGE_RULE.BODY_MAX)),
});
export type TMessageText = z.infer<typeof ZMessageText>;

const MESSAGE_CODES: ReadonlySet<string> = new Set(MESSAGE_FIELD_CODES);

/**
 * A text as a host writes it: each `{{code}}` must be one a message fills (MESSAGE_FIELD_CODES), so a
 * mistyped code is named when the rule is saved instead of reaching the guest as braces.
 */
export const ZMessageTextWritten = ZMessageText.superRefine((text, ctx) => {
  for (const field of ['subject', 'body'] as const) {
    const unknown = fieldCodesOf(text[field]).find((code) => !MESSAGE_CODES.has(code));
    if (unknown) ctx.addIssue({ code: 'custom', path: [field], message: m.unknownCode(`{{${unknown}}}`) });
  }
});

/**
 * A rule's texts by language (BCP 47, canonicalised: "EN-gb" is "en-GB"): at least one; a rule of one
 * guide must have the guide's default language (checked by the server, which knows the guide).
 */
export const ZMessageTexts = ZTextsByLanguage(ZMessageTextWritten, {
  required: m.textsRequired,
  tooMany: m.textsTooMany(LANGUAGES_MAX),
});

export const ZMessageRuleCreateRequest = z.object({
  name: ZMessageRuleName,
  /** Absent or null: every guide of the workspace (owner and admins only). */
  id_guide: ZId.nullish().transform((v) => v ?? null),
  trigger: ZMessageTrigger,
  /** Days before check-in (before_check_in) or after check-out (after_check_out); 0 otherwise. */
  offset_days: ZOffsetDays.default(0),
  /** Local HH:MM in the guide's timezone; ignored for booking_confirmed. */
  send_time: ZSendTime.default(MESSAGE_RULE.DEFAULT_SEND_TIME),
  texts: ZMessageTexts,
  enabled: z.boolean({ error: m.enabledInvalid }).default(true),
});
export type TMessageRuleCreateRequest = z.input<typeof ZMessageRuleCreateRequest>;

/** Changes the fields given; the stays' messages not yet sent are scheduled again. */
export const ZMessageRuleModifyRequest = z.object({
  id_message_rule: ZId,
  name: ZMessageRuleName.optional(),
  /** null: every guide of the workspace. */
  id_guide: ZId.nullable().optional(),
  trigger: ZMessageTrigger.optional(),
  offset_days: ZOffsetDays.optional(),
  send_time: ZSendTime.optional(),
  texts: ZMessageTexts.optional(),
  enabled: z.boolean({ error: m.enabledInvalid }).optional(),
});
export type TMessageRuleModifyRequest = z.input<typeof ZMessageRuleModifyRequest>;

export const ZMessageRuleDeleteRequest = z.object({ id_message_rule: ZId, comment: ZDeleteComment });
export type TMessageRuleDeleteRequest = z.input<typeof ZMessageRuleDeleteRequest>;

/** GET /message_rules/list: every rule the caller may see; with id_guide, that guide's and the workspace-wide ones. */
export const ZMessageRuleListQuery = z.object({ id_guide: ZId.optional() });

export const ZMessageRule = z.object({
  id_message_rule: z.number(),
  name: z.string(),
  id_guide: z.number().nullable(),
  /** The guide's title; null for a rule of every guide. */
  guide_title: z.string().nullable(),
  trigger: z.enum(MESSAGE_TRIGGERS),
  offset_days: z.number(),
  send_time: z.string(),
  texts: z.record(z.string(), ZMessageText),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TMessageRule = z.infer<typeof ZMessageRule>;

/**
 * POST /message_rules/preview: a text as a stay's guest would read it, filled from that stay
 * (id_invitation), else the next upcoming stay of the guide (else of the workspace), else from
 * sample values.
 */
export const ZMessagePreviewRequest = z.object({
  id_guide: ZId.nullish().transform((v) => v ?? null),
  language: ZLanguageTag,
  subject: z.string().max(MESSAGE_RULE.SUBJECT_MAX, MESSAGES.guide.maxLength(MESSAGE_RULE.SUBJECT_MAX)),
  body: z.string().max(MESSAGE_RULE.BODY_MAX, MESSAGES.guide.maxLength(MESSAGE_RULE.BODY_MAX)),
  id_invitation: ZId.optional(),
});
export type TMessagePreviewRequest = z.input<typeof ZMessagePreviewRequest>;

export const ZMessagePreview = z.object({
  subject: z.string(),
  body: z.string(),
  /** The stay whose values filled the text; null: sample values. */
  id_invitation: z.number().nullable(),
  guest_name: z.string().nullable(),
});
export type TMessagePreview = z.infer<typeof ZMessagePreview>;

/** GET /invitations/messages?id_invitation= */
export const ZStayMessagesQuery = z.object({ id_invitation: ZId });

/** POST /invitations/messages/send_now: sends a rule's message to a stay's guest now, again if it was sent. */
export const ZStayMessageSendNowRequest = z.object({ id_invitation: ZId, id_message_rule: ZId });
export type TStayMessageSendNowRequest = z.input<typeof ZStayMessageSendNowRequest>;

export const ZStayMessage = z.object({
  id_message_rule: z.number(),
  rule_name: z.string(),
  trigger: z.enum(MESSAGE_TRIGGERS),
  /** When it is or was due (ISO); null while it waits for the guest's e-mail with no time known. */
  due_at: z.string().nullable(),
  status: z.enum(STAY_MESSAGE_STATUSES),
  /** The status as the host reads it, in the caller's language ("Waiting for the guest's e-mail"). */
  status_text: z.string(),
  sent_at: z.string().nullable(),
  /** Why it failed, was skipped or cancelled, in the caller's language; null otherwise. */
  reason: z.string().nullable(),
});
export type TStayMessage = z.infer<typeof ZStayMessage>;
