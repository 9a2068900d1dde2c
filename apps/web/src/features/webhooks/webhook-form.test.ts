import { describe, expect, it } from 'vitest';
import { MESSAGES, WEBHOOK, WEBHOOK_EVENT_TYPES, type TWebhook } from '@guidebook/contract';
import {
  EMPTY_WEBHOOK,
  eventLabel,
  toCreatePayload,
  toModifyPayload,
  validateWebhook,
  webhookFormValues,
} from './webhook-form.ts';

const HOOK: TWebhook = {
  id_webhook: 7,
  url: 'https://pms.example.com/hooks',
  description: 'PMS sync',
  events: ['request.created', 'invitation.created'],
  enabled: false,
  failures_in_row: 3,
  disabled_at: null,
  date_created: '2026-01-01T00:00:00.000Z',
  date_updated: '2026-01-01T00:00:00.000Z',
};

describe('webhook form', () => {
  it('starts with every event ticked, enabled', () => {
    expect(EMPTY_WEBHOOK.events).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(EMPTY_WEBHOOK.enabled).toBe(true);
  });

  it('trims the address and description and sends the events in the list’s order', () => {
    const values = {
      ...EMPTY_WEBHOOK,
      url: '  https://example.com/in ',
      description: ' Zapier ',
      events: ['guide.published', 'invitation.created'] as typeof EMPTY_WEBHOOK.events,
    };
    expect(toCreatePayload(values)).toEqual({
      url: 'https://example.com/in',
      description: 'Zapier',
      events: ['invitation.created', 'guide.published'],
    });
  });

  it('edits an endpoint with all its fields, enabled included', () => {
    const values = webhookFormValues(HOOK);
    expect(values).toEqual({
      url: HOOK.url,
      description: 'PMS sync',
      events: ['request.created', 'invitation.created'],
      enabled: false,
    });
    expect(toModifyPayload(7, { ...values, enabled: true })).toEqual({
      id_webhook: 7,
      url: HOOK.url,
      description: 'PMS sync',
      events: ['invitation.created', 'request.created'],
      enabled: true,
    });
  });

  it('checks with the server’s messages', () => {
    expect(validateWebhook(EMPTY_WEBHOOK)).toEqual({ url: MESSAGES.webhooks.urlRequired });
    expect(validateWebhook({ ...EMPTY_WEBHOOK, url: 'ftp://example.com' })).toEqual({
      url: MESSAGES.webhooks.urlInvalid,
    });
    expect(validateWebhook({ ...EMPTY_WEBHOOK, url: 'https://example.com', events: [] })).toEqual({
      events: MESSAGES.webhooks.eventsRequired,
    });
    expect(
      validateWebhook({
        ...EMPTY_WEBHOOK,
        url: 'https://example.com',
        description: 'x'.repeat(WEBHOOK.DESCRIPTION_MAX + 1),
      }),
    ).toEqual({ description: MESSAGES.guide.maxLength(WEBHOOK.DESCRIPTION_MAX) });
    expect(validateWebhook({ ...EMPTY_WEBHOOK, url: 'https://example.com' })).toEqual({});
  });

  it('names every event in words, and an unknown one by its code', () => {
    const labels = [...WEBHOOK_EVENT_TYPES, 'ping'].map(eventLabel);
    expect(labels[0]).toBe('Invitation created');
    expect(eventLabel('ping')).toBe('Test event');
    for (const label of labels) expect(label).not.toContain('webhooksUi.');
    expect(new Set(labels).size).toBe(labels.length);
    expect(eventLabel('stay.teleported')).toBe('stay.teleported');
  });
});
