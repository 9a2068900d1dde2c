/**
 * The webhook form's rules, kept apart from React: each event's name in words, the values a new
 * or an existing hook starts from, the request bodies, and the contract schema's checks (the
 * server's own messages).
 */
import {
  WEBHOOK_EVENT_TYPES,
  ZWebhookCreateRequest,
  type TWebhook,
  type TWebhookCreateRequest,
  type TWebhookModifyRequest,
  type TWebhookSubscribableEvent,
} from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';
import { t, type AdminKey } from '../../lib/i18n/admin-i18n.ts';

export type WebhookFormValues = {
  url: string;
  description: string;
  events: TWebhookSubscribableEvent[];
  enabled: boolean;
};

export type WebhookFormErrors = FieldErrors<keyof WebhookFormValues>;

/** Each event type's catalog key: its name in words (the code stays beside it, for the receiver's author). */
const EVENT_KEYS: Record<TWebhookSubscribableEvent | 'ping', AdminKey> = {
  'invitation.created': 'webhooksUi.eventInvitationCreated',
  'invitation.updated': 'webhooksUi.eventInvitationUpdated',
  'invitation.cancelled': 'webhooksUi.eventInvitationCancelled',
  'request.created': 'webhooksUi.eventRequestCreated',
  'request.answered': 'webhooksUi.eventRequestAnswered',
  'feedback.created': 'webhooksUi.eventFeedbackCreated',
  'message.sent': 'webhooksUi.eventMessageSent',
  'message.failed': 'webhooksUi.eventMessageFailed',
  'guide.published': 'webhooksUi.eventGuidePublished',
  'calendar_feed.failed': 'webhooksUi.eventCalendarFeedFailed',
  ping: 'webhooksUi.eventPing',
};

/** An event type in words; a type this app does not know shows as its code. */
export function eventLabel(type: string): string {
  const key = (EVENT_KEYS as Record<string, AdminKey | undefined>)[type];
  return key ? t(key) : type;
}

/** A new hook hears every event until the host unticks some. */
export const EMPTY_WEBHOOK: WebhookFormValues = {
  url: '',
  description: '',
  events: [...WEBHOOK_EVENT_TYPES],
  enabled: true,
};

/** An existing hook's values in the form. */
export function webhookFormValues(hook: TWebhook): WebhookFormValues {
  return { url: hook.url, description: hook.description, events: [...hook.events], enabled: hook.enabled };
}

/** The events in the contract's order (the order the checkboxes show), without repeats. */
function orderedEvents(events: readonly string[]): TWebhookSubscribableEvent[] {
  return WEBHOOK_EVENT_TYPES.filter((type) => events.includes(type));
}

/** The body for POST /webhooks/create. */
export function toCreatePayload(values: WebhookFormValues): TWebhookCreateRequest {
  return { url: values.url.trim(), description: values.description.trim(), events: orderedEvents(values.events) };
}

/** The body for PUT /webhooks/modify: every field of the form, so what the host sees is what is saved. */
export function toModifyPayload(id: number, values: WebhookFormValues): TWebhookModifyRequest {
  return { id_webhook: id, ...toCreatePayload(values), enabled: values.enabled };
}

/** The same rules as the server (the contract schema), one message per field. */
export function validateWebhook(values: WebhookFormValues): WebhookFormErrors {
  return fieldErrors(ZWebhookCreateRequest, toCreatePayload(values));
}
