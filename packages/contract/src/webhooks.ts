/**
 * Webhooks: a workspace's HTTPS (or HTTP) endpoints told about what happens in it (a stay created,
 * a message sent, a guide's guest content changed, ...). Every delivery is signed as the Standard
 * Webhooks specification says (`webhook-id`, `webhook-timestamp`, `webhook-signature`: HMAC-SHA256
 * over `id.timestamp.body` with the hook's `whsec_` secret, shown once at creation). The body is
 * `{ type, timestamp, data }`; `data` names the workspace and the objects' ids and current fields.
 */
import { z } from 'zod';
import { ZId, zInteger } from './common.ts';
import { MESSAGES } from './constants.ts';
import { isFeedUrl } from './calendar-feeds.ts';
import { REQUEST_KINDS } from './request-kinds.ts';

const m = MESSAGES.webhooks;

export const WEBHOOK = {
  /** Every secret starts with it (the Standard Webhooks convention); base64 of 24 random bytes follows. */
  SECRET_PREFIX: 'whsec_',
  URL_MAX: 2048,
  DESCRIPTION_MAX: 200,
  /** Per workspace: enough for every integration a host connects. */
  MAX_PER_WORKSPACE: 20,
  /** Failed attempts in a row that disable a hook (its owner is e-mailed). */
  DISABLE_AFTER_FAILURES: 50,
  /** The answer's first bytes kept with each attempt. */
  RESPONSE_KEPT_BYTES: 1024,
  /** Attempts listed by /webhooks/deliveries. */
  DELIVERIES_LISTED: 100,
} as const;

/** The events a hook may subscribe to (`ping` is sent by /webhooks/test only). */
export const WEBHOOK_EVENT_TYPES = [
  'invitation.created',
  'invitation.updated',
  'invitation.cancelled',
  'request.created',
  'request.answered',
  'feedback.created',
  'message.sent',
  'message.failed',
  'guide.published',
  'calendar_feed.failed',
] as const;
export type TWebhookSubscribableEvent = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Every event type a delivery may carry. */
export type TWebhookEventType = TWebhookSubscribableEvent | 'ping';

export const ZWebhookUrl = z
  .string({ error: m.urlRequired })
  .trim()
  .min(1, m.urlRequired)
  .max(WEBHOOK.URL_MAX, MESSAGES.guide.maxLength(WEBHOOK.URL_MAX))
  .refine(isFeedUrl, m.urlInvalid);

const ZEventType = z.enum(WEBHOOK_EVENT_TYPES, { error: m.eventInvalid });
const ZEvents = z
  .array(ZEventType, { error: m.eventsRequired })
  .min(1, m.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length, m.eventsRequired)
  .transform((events) => [...new Set(events)]);
const ZDescription = z
  .string({ error: m.descriptionInvalid })
  .trim()
  .max(WEBHOOK.DESCRIPTION_MAX, MESSAGES.guide.maxLength(WEBHOOK.DESCRIPTION_MAX));

export const ZWebhook = z.object({
  id_webhook: z.number(),
  url: z.string(),
  description: z.string(),
  events: z.array(ZEventType),
  enabled: z.boolean(),
  /** Failed attempts since the last success; at 50 the hook is disabled. */
  failures_in_row: z.number(),
  /** Set when the server disabled the hook after repeated failures (null otherwise). */
  disabled_at: z.string().nullable(),
  date_created: z.string(),
  date_updated: z.string(),
});
export type TWebhook = z.infer<typeof ZWebhook>;

/** The create answer: the hook and its signing secret, shown this once. */
export const ZWebhookCreated = ZWebhook.extend({ secret: z.string() });
export type TWebhookCreated = z.infer<typeof ZWebhookCreated>;

export const ZWebhookCreateRequest = z.object({
  url: ZWebhookUrl,
  events: ZEvents,
  description: ZDescription.optional(),
});
export type TWebhookCreateRequest = z.input<typeof ZWebhookCreateRequest>;

export const ZWebhookModifyRequest = z.object({
  id_webhook: ZId,
  url: ZWebhookUrl.optional(),
  events: ZEvents.optional(),
  description: ZDescription.optional(),
  enabled: z.boolean({ error: m.enabledInvalid }).optional(),
});
export type TWebhookModifyRequest = z.input<typeof ZWebhookModifyRequest>;

export const ZWebhookIdRequest = z.object({ id_webhook: ZId });
export type TWebhookIdRequest = z.infer<typeof ZWebhookIdRequest>;

export const ZWebhookDeliveriesQuery = z.object({
  id_webhook: ZId,
  /** Only the attempts before this attempt id (paging back), newest first. */
  before: zInteger({ message: MESSAGES.input.positiveWholeNumber, min: 1 }).optional(),
});
export type TWebhookDeliveriesQuery = z.infer<typeof ZWebhookDeliveriesQuery>;

export const ZWebhookRedeliverRequest = z.object({ id_delivery: ZId });
export type TWebhookRedeliverRequest = z.infer<typeof ZWebhookRedeliverRequest>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

/** One attempt to deliver one event to one hook. */
export const ZWebhookAttempt = z.object({
  id_attempt: z.number(),
  /** The delivery (one event to one hook) the attempt belongs to: /webhooks/redeliver takes it. */
  id_delivery: z.number(),
  /** The `webhook-id` header: the same on every attempt of a delivery. */
  message_id: z.string(),
  event: z.string(),
  attempted_at: z.string(),
  /** The receiver's HTTP status; null when none came (timeout, refused connection, refused address). */
  status_code: z.number().nullable(),
  duration_ms: z.number(),
  /** The answer's first 1 KB (UTF-8), or why no answer came. */
  response: z.string(),
  /** The delivery's state now: pending (a retry is due at next_retry_at), succeeded or failed. */
  delivery_status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  next_retry_at: z.string().nullable(),
});
export type TWebhookAttempt = z.infer<typeof ZWebhookAttempt>;

/** The test call's answer: the ping's delivery, queued. */
export const ZWebhookTestAnswer = z.object({ id_delivery: z.number(), message_id: z.string() });
export type TWebhookTestAnswer = z.infer<typeof ZWebhookTestAnswer>;

/*
 * ---- What each event's `data` carries (documented in /api/docs; the server builds them). ----
 * Strict objects: a field the server sends is a field documented here, and the record function
 * (`recordWebhookEvent`) takes exactly `TWebhookEventData<type>`, so a payload cannot drift from its
 * schema without a type error.
 */

const ZStayData = z.strictObject({
  id_invitation: z.number(),
  id_guide: z.number(),
  guest_name: z.string(),
  /** Only invitation and request events carry a guest's e-mail. */
  guest_email: z.string().nullable(),
  guest_phone: z.string().nullable(),
  status: z.string(),
  check_in: z.string().nullable(),
  check_out: z.string().nullable(),
  access_from: z.string().nullable(),
  access_to: z.string().nullable(),
  guests: z.number().nullable(),
  reference: z.string().nullable(),
  language: z.string().nullable(),
  source: z.string(),
  date_created: z.string(),
});

/** A cancelled stay; `deleted_at` is set when it was cancelled by deleting it (or its guide), absent otherwise. */
const ZCancelledStayData = ZStayData.extend({ deleted_at: z.string().optional() });

/** A guest's request as `request.created` and `request.answered` carry it, the stay's current dates with it. */
const ZRequestData = z.strictObject({
  id_request: z.number(),
  id_request_type: z.number(),
  /** The request type's name in English. */
  type_name: z.string(),
  kind: z.enum(REQUEST_KINDS),
  id_guide: z.number(),
  id_invitation: z.number(),
  guest_name: z.string(),
  guest_email: z.string().nullable(),
  check_in: z.string(),
  check_out: z.string(),
  message: z.string().nullable(),
  requested_time: z.string().nullable(),
  status: z.string(),
  reply: z.string().nullable(),
  auto_approved: z.boolean(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});

/** A guest's rating and comment after a stay; `replaced` when it changes an earlier answer of the stay. */
const ZFeedbackData = z.strictObject({
  id_feedback: z.number(),
  id_invitation: z.number(),
  id_guide: z.number(),
  guest_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  rating: z.number(),
  comment: z.string().nullable(),
  replaced: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** What `message.sent` and `message.failed` carry: the timed message, its stay, rule and guide. */
const ZMessageEventData = z.strictObject({
  id_workspace: z.number(),
  message: z.strictObject({
    id_stay_message: z.number(),
    id_invitation: z.number(),
    id_message_rule: z.number(),
    id_guide: z.number(),
    status: z.string(),
    sent_at: z.string().nullable(),
    reason: z.string().nullable(),
  }),
});

export const WEBHOOK_EVENT_DATA = {
  ping: z.strictObject({ id_workspace: z.number(), id_webhook: z.number() }),
  'invitation.created': z.strictObject({ id_workspace: z.number(), invitation: ZStayData }),
  'invitation.updated': z.strictObject({ id_workspace: z.number(), invitation: ZStayData }),
  'invitation.cancelled': z.strictObject({ id_workspace: z.number(), invitation: ZCancelledStayData }),
  'request.created': z.strictObject({ id_workspace: z.number(), request: ZRequestData }),
  'request.answered': z.strictObject({ id_workspace: z.number(), request: ZRequestData }),
  'feedback.created': z.strictObject({ id_workspace: z.number(), feedback: ZFeedbackData }),
  'message.sent': ZMessageEventData,
  'message.failed': ZMessageEventData,
  'guide.published': z.strictObject({
    id_workspace: z.number(),
    guide: z.strictObject({
      id_guide: z.number(),
      title: z.string(),
      default_language: z.string(),
      /**
       * The link guests open, as the QR code prints it: the readable link on the workspace's origin once
       * both slugs exist, else the token link (null: the guide has no share link yet).
       */
      share_url: z.string().nullable(),
      date_modified: z.string(),
    }),
  }),
  'calendar_feed.failed': z.strictObject({
    id_workspace: z.number(),
    calendar_feed: z.strictObject({
      id_calendar_feed: z.number(),
      id_guide: z.number(),
      label: z.string().nullable(),
      last_status: z.string().nullable(),
      last_synced_at: z.string().nullable(),
    }),
  }),
} as const satisfies Record<TWebhookEventType, z.ZodType>;

/** An event's whole `data`, as a delivery carries it. */
export type TWebhookEventBody<T extends TWebhookEventType> = z.output<(typeof WEBHOOK_EVENT_DATA)[T]>;
/** What a writer hands the record function for an event: its `data` without the workspace, which is added to every event. */
export type TWebhookEventData<T extends TWebhookEventType> = Omit<TWebhookEventBody<T>, 'id_workspace'>;

/** The body of every delivery: the event's type, when it happened (ISO 8601) and its data. */
export function webhookPayloadSchema<T extends TWebhookEventType>(type: T) {
  return z.object({ type: z.literal(type), timestamp: z.string(), data: WEBHOOK_EVENT_DATA[type] });
}
