import { describe, expect, it } from 'vitest';
import { MESSAGES, WEBHOOK, WEBHOOK_EVENT_TYPES, type TWebhook } from '@guidebook/contract';
import * as form from './webhook-form.ts';

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
    expect(form.EMPTY_WEBHOOK.events).toEqual([...WEBHOOK_EVENT_TYPES]);
    expect(form.EMPTY_WEBHOOK.enabled).toBe(true);
  });

  it('trims the address and description and sends the events in the list’s order', () => {
    const values = {
      ...form.EMPTY_WEBHOOK,
      url: '  https://example.com/in ',
      description: ' Zapier ',
      events: ['guide.published', 'invitation.created'] as typeof form.EMPTY_WEBHOOK.events,
    };
    expect(form.toCreatePayload(values)).toEqual({
      url: 'https://example.com/in',
      description: 'Zapier',
      events: ['invitation.created', 'guide.published'],
    });
  });

  it('edits an endpoint with all its fields, enabled included', () => {
    const values = form.webhookFormValues(HOOK);
    expect(values).toEqual({
      url: HOOK.url,
      description: 'PMS sync',
      events: ['request.created', 'invitation.created'],
      enabled: false,
    });
    expect(form.toModifyPayload(7, { ...values, enabled: true })).toEqual({
      id_webhook: 7,
      url: HOOK.url,
      description: 'PMS sync',
      events: ['invitation.created', 'request.created'],
      enabled: true,
    });
  });

  it('checks with the server’s messages', () => {
    expect(form.validateWebhook(form.EMPTY_WEBHOOK)).toEqual({ url: MESSAGES.webhooks.urlRequired });
    expect(form.validateWebhook({ ...form.EMPTY_WEBHOOK, url: 'ftp://example.com' })).toEqual({
      url: MESSAGES.webhooks.urlInvalid,
    });
    expect(form.validateWebhook({ ...form.EMPTY_WEBHOOK, url: 'https://example.com', events: [] })).toEqual({
      events: MESSAGES.webhooks.eventsRequired,
    });
    expect(
      form.validateWebhook({
        ...form.EMPTY_WEBHOOK,
        url: 'https://example.com',
        description: 'x'.repeat(WEBHOOK.DESCRIPTION_MAX + 1),
      }),
    ).toEqual({ description: MESSAGES.guide.maxLength(WEBHOOK.DESCRIPTION_MAX) });
    expect(form.validateWebhook({ ...form.EMPTY_WEBHOOK, url: 'https://example.com' })).toEqual({});
  });

  it('names every event in words, and an unknown one by its code', () => {
    const labels = [...WEBHOOK_EVENT_TYPES, 'ping'].map(form.eventLabel);
    expect(labels[0]).toBe('Invitation created');
    expect(form.eventLabel('ping')).toBe('Test event');
    for (const label of labels) expect(label).not.toContain('webhooksUi.');
    expect(new Set(labels).size).toBe(labels.length);
    expect(form.eventLabel('stay.teleported')).toBe('stay.teleported');
  });
});
