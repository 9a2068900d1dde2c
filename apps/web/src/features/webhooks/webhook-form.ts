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
import { t } from '../../lib/i18n/admin-i18n.ts';

export type WebhookFormValues = {
  url: string;
  description: string;
  events: TWebhookSubscribableEvent[];
  enabled: boolean;
};

export type WebhookFormErrors = FieldErrors<keyof WebhookFormValues>;

/** Each event type's name in words (the code stays beside it, for the receiver's author). */
const EVENT_LABELS: Record<TWebhookSubscribableEvent | 'ping', () => string> = {
  'invitation.created': () => t('webhooksUi.eventInvitationCreated'),
  'invitation.updated': () => t('webhooksUi.eventInvitationUpdated'),
  'invitation.cancelled': () => t('webhooksUi.eventInvitationCancelled'),
  'request.created': () => t('webhooksUi.eventRequestCreated'),
  'request.answered': () => t('webhooksUi.eventRequestAnswered'),
  'feedback.created': () => t('webhooksUi.eventFeedbackCreated'),
  'message.sent': () => t('webhooksUi.eventMessageSent'),
  'message.failed': () => t('webhooksUi.eventMessageFailed'),
  'guide.published': () => t('webhooksUi.eventGuidePublished'),
  'calendar_feed.failed': () => t('webhooksUi.eventCalendarFeedFailed'),
  ping: () => t('webhooksUi.eventPing'),
};

/** An event type in words; a type this app does not know shows as its code. */
export function eventLabel(type: string): string {
  const label = (EVENT_LABELS as Record<string, (() => string) | undefined>)[type];
  return label ? label() : type;
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
