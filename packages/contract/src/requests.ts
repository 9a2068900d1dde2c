/**
 * Guest requests: a workspace's request types (early check-in, late check-out, anything else the host
 * offers, with a price as free text), asked for by a stay's guest through the stay's personal link
 * inside its access window, and answered by the host (approve or decline, with a reply). An approved
 * early check-in or late check-out moves the stay.
 */
import { z } from 'zod';
import { ZDeleteComment, ZId } from './common.ts';
import { MESSAGES } from './constants.ts';
import { LANGUAGES_MAX } from './language-tags.ts';
import { ZTextsByLanguage } from './languages.ts';
import { REQUEST, REQUEST_KINDS, REQUEST_STATUSES } from './request-kinds.ts';

export * from './request-kinds.ts';

const m = MESSAGES.requests;

/** A local time of day, 00:00 to 23:59, in the guide's timezone. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const ZRequestTime = z.string({ error: m.timeInvalid }).trim().regex(TIME_PATTERN, m.timeInvalid);

const zSwitch = () => z.boolean({ error: m.switchInvalid });

/** One language's name and description of a request type. */
export const ZRequestTypeText = z.object({
  name: z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(REQUEST.NAME_MAX, MESSAGES.guide.maxLength(REQUEST.NAME_MAX)),
  description: z
    .string()
    .trim()
    .max(REQUEST.DESCRIPTION_MAX, MESSAGES.guide.maxLength(REQUEST.DESCRIPTION_MAX))
    .default(''),
});
export type TRequestTypeText = z.output<typeof ZRequestTypeText>;

/** A type's texts by language (BCP 47, canonicalised), at least one. */
export const ZRequestTypeTexts = ZTextsByLanguage(ZRequestTypeText, {
  required: m.textsRequired,
  tooMany: m.textsTooMany(LANGUAGES_MAX),
});

export const ZRequestKind = z.enum(REQUEST_KINDS, { error: m.kindInvalid });

/** The guides a type is offered in: null for every guide. */
const ZOfferedGuides = z.array(ZId, { error: m.guidesInvalid }).max(REQUEST.GUIDES_MAX, m.guidesInvalid).nullable();

const ZPriceText = z
  .string()
  .trim()
  .max(REQUEST.PRICE_MAX, MESSAGES.guide.maxLength(REQUEST.PRICE_MAX))
  .nullish()
  .transform((v) => (v ? v : null));

export const ZRequestTypeCreateRequest = z.object({
  texts: ZRequestTypeTexts,
  kind: ZRequestKind,
  /** Free text such as "€20"; nothing is charged. */
  price_text: ZPriceText,
  /** False: a request of this type is approved as soon as it is sent. */
  needs_approval: zSwitch().default(true),
  /**
   * Early check-in and late check-out only: approved at once when the stays allow it (no stay of the
   * guide ends on the check-in day, or starts on the check-out day).
   */
  auto_approve: zSwitch().default(false),
  enabled: zSwitch().default(true),
  /** Absent or null: offered in every guide. */
  guides: ZOfferedGuides.optional().transform((v) => v ?? null),
});
export type TRequestTypeCreateRequest = z.input<typeof ZRequestTypeCreateRequest>;

/** Changes the fields given. */
export const ZRequestTypeModifyRequest = z.object({
  id_request_type: ZId,
  texts: ZRequestTypeTexts.optional(),
  kind: ZRequestKind.optional(),
  price_text: ZPriceText.optional(),
  needs_approval: zSwitch().optional(),
  auto_approve: zSwitch().optional(),
  enabled: zSwitch().optional(),
  guides: ZOfferedGuides.optional(),
});
export type TRequestTypeModifyRequest = z.input<typeof ZRequestTypeModifyRequest>;

export const ZRequestTypeDeleteRequest = z.object({ id_request_type: ZId, comment: ZDeleteComment });
export type TRequestTypeDeleteRequest = z.input<typeof ZRequestTypeDeleteRequest>;

export const ZRequestType = z.object({
  id_request_type: z.number(),
  kind: z.enum(REQUEST_KINDS),
  /** The name in the caller's language (its text there, else English, else the first; else the kind's name). */
  name: z.string(),
  texts: z.record(z.string(), z.object({ name: z.string(), description: z.string() })),
  price_text: z.string().nullable(),
  needs_approval: z.boolean(),
  auto_approve: z.boolean(),
  enabled: z.boolean(),
  /** Null: offered in every guide. */
  guides: z.array(z.number()).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRequestType = z.infer<typeof ZRequestType>;

/** GET /requests/list */
export const ZRequestListQuery = z.object({
  status: z.enum(REQUEST_STATUSES, { error: m.statusInvalid }).optional(),
  id_guide: ZId.optional(),
});
export type TRequestListQuery = z.input<typeof ZRequestListQuery>;

export const ZRequestAnswerRequest = z.object({
  id_request: ZId,
  decision: z.enum(['approve', 'decline'], { error: m.decisionInvalid }),
  reply: z
    .string()
    .trim()
    .max(REQUEST.REPLY_MAX, MESSAGES.guide.maxLength(REQUEST.REPLY_MAX))
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TRequestAnswerRequest = z.input<typeof ZRequestAnswerRequest>;

/** A guest's request as the host reads it. */
export const ZRequest = z.object({
  id_request: z.number(),
  id_request_type: z.number(),
  type_name: z.string(),
  kind: z.enum(REQUEST_KINDS),
  price_text: z.string().nullable(),
  id_guide: z.number(),
  guide_title: z.string(),
  id_invitation: z.number(),
  guest_name: z.string(),
  guest_email: z.string().nullable(),
  /** The stay's current check-in and check-out (ISO). */
  check_in: z.string(),
  check_out: z.string(),
  timezone: z.string(),
  message: z.string().nullable(),
  /** The local time asked for (HH:MM in the guide's timezone), or null. */
  requested_time: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  /** The status in the caller's language. */
  status_text: z.string(),
  reply: z.string().nullable(),
  /** True when approved without the host (the type needs no approval, or its automatic approval applied). */
  auto_approved: z.boolean(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
});
export type TRequest = z.infer<typeof ZRequest>;

/** POST /guest/requests: a stay's guest asks through the stay's personal link. */
export const ZGuestRequestCreate = z.object({
  /** The guide's share token. */
  token: z.string().max(200),
  /** The stay's invitation token (?invite= of its personal link). */
  invite: z.string().max(200),
  id_request_type: ZId,
  message: z
    .string()
    .trim()
    .max(REQUEST.MESSAGE_MAX, MESSAGES.guide.maxLength(REQUEST.MESSAGE_MAX))
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Local HH:MM: the new check-in (early_check_in) or check-out (late_check_out) time; needed for those kinds. */
  requested_time: ZRequestTime.nullish().transform((v) => v ?? null),
});
export type TGuestRequestCreate = z.input<typeof ZGuestRequestCreate>;

/** A request type as the guest's guide offers it, in the served language. */
export const ZGuestRequestType = z.object({
  id_request_type: z.number(),
  kind: z.enum(REQUEST_KINDS),
  name: z.string(),
  description: z.string(),
  price_text: z.string().nullable(),
  needs_approval: z.boolean(),
});
export type TGuestRequestType = z.infer<typeof ZGuestRequestType>;

/** One of the stay's requests as its guest sees it. */
export const ZGuestRequest = z.object({
  id_request: z.number(),
  id_request_type: z.number(),
  name: z.string(),
  kind: z.enum(REQUEST_KINDS),
  message: z.string().nullable(),
  requested_time: z.string().nullable(),
  status: z.enum(REQUEST_STATUSES),
  reply: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type TGuestRequest = z.infer<typeof ZGuestRequest>;

/** The personal link's requests: the types offered in the guide and the stay's requests, newest first. */
export const ZGuestRequests = z.object({
  types: z.array(ZGuestRequestType),
  items: z.array(ZGuestRequest),
});
export type TGuestRequests = z.infer<typeof ZGuestRequests>;
