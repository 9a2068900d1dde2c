// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, WEBHOOK, type TWebhook, type TWebhookAttempt } from '@guidebook/contract';
import { answerApi, ok, refusal, renderWithProviders, signInAs } from '../../../lib/testing/render-form.tsx';
import { WebhooksScreen } from './webhooks-screen.tsx';

const hook = (overrides: Partial<TWebhook> = {}): TWebhook => ({
  id_webhook: 1,
  url: 'https://pms.example.com/hooks',
  description: 'PMS sync',
  events: ['invitation.created', 'request.created'],
  enabled: true,
  failures_in_row: 0,
  disabled_at: null,
  date_created: '2026-01-01T00:00:00.000Z',
  date_updated: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const attempt = (overrides: Partial<TWebhookAttempt> = {}): TWebhookAttempt => ({
  id_attempt: 10,
  id_delivery: 5,
  message_id: 'msg_1',
  event: 'request.created',
  attempted_at: '2026-01-02T10:00:00.000Z',
  status_code: 503,
  duration_ms: 1234,
  response: 'Service Unavailable',
  delivery_status: 'pending',
  next_retry_at: '2026-01-02T10:05:00.000Z',
  ...overrides,
});

describe('the Webhooks screen', () => {
  it('shows each endpoint’s events in words and its state: failing, or switched off by the server', async () => {
    answerApi(() =>
      ok([
        hook({ failures_in_row: 3 }),
        hook({
          id_webhook: 2,
          url: 'https://zap.example.com/in',
          description: '',
          enabled: false,
          failures_in_row: WEBHOOK.DISABLE_AFTER_FAILURES,
          disabled_at: '2026-01-03T08:00:00.000Z',
        }),
      ]),
    );
    renderWithProviders(<WebhooksScreen />);
    const failing = await screen.findByRole('region', { name: 'https://pms.example.com/hooks' });
    expect(failing.textContent).toContain('Invitation created and Guest request received');
    expect(failing.textContent).toContain('Enabled');
    expect(failing.textContent).toContain(`Failed attempts in a row: 3. At ${WEBHOOK.DISABLE_AFTER_FAILURES}`);
    const off = screen.getByRole('region', { name: 'https://zap.example.com/in' });
    expect(off.textContent).toContain('Disabled');
    expect(off.textContent).toContain(`after ${WEBHOOK.DISABLE_AFTER_FAILURES} failed attempts in a row`);
    expect((within(off).getByRole('switch', { name: 'Enabled' }) as HTMLInputElement).checked).toBe(false);
  });

  it('lists a failed attempt with its code, duration and next try, and redelivers it', async () => {
    const api = answerApi((call) => {
      if (call.path.startsWith('/webhooks/deliveries')) return ok([attempt(), attempt({ id_attempt: 9 })]);
      if (call.path === '/webhooks/redeliver') return ok(null);
      return ok([hook()]);
    });
    renderWithProviders(<WebhooksScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries' }));
    const table = await screen.findByRole('table', { name: 'Deliveries to https://pms.example.com/hooks' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const [, latest, older] = within(table).getAllByRole('row');
    expect(latest!.textContent).toContain('Guest request received');
    expect(latest!.textContent).toContain('503');
    expect(latest!.textContent).toMatch(/1,234 ms/);
    expect(latest!.textContent).toContain('Failed');
    expect(latest!.textContent).toContain('Next try:');
    // Redeliver belongs to the delivery's latest attempt only.
    expect(within(older!).queryByRole('button')).toBeNull();
    fireEvent.click(within(latest!).getByRole('button', { name: /^Redeliver Guest request received of / }));
    await waitFor(() => expect(api.sent.some((c) => c.path === '/webhooks/redeliver')).toBe(true));
    expect(api.sent.find((c) => c.path === '/webhooks/redeliver')!.body).toEqual({ id_delivery: 5 });
  });

  it('after Send test event, reads the deliveries again until the test’s attempt shows', async () => {
    // The sender records the attempt a moment after the test is answered: the first read has none.
    let reads = 0;
    answerApi((call) => {
      if (call.path.startsWith('/webhooks/deliveries'))
        return ok(++reads === 1 ? [] : [attempt({ event: 'ping', status_code: 204, delivery_status: 'succeeded' })]);
      if (call.path === '/webhooks/test') return ok({ id_delivery: 5, message_id: 'msg_1' });
      return ok([hook()]);
    });
    renderWithProviders(<WebhooksScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send test event' }));
    const table = await screen.findByRole('table', { name: 'Deliveries to https://pms.example.com/hooks' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2), { timeout: 5000 });
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('204');
    expect(reads).toBeGreaterThanOrEqual(2);
  }, 10_000);

  it('shows the server’s refusal of an address under the field', async () => {
    const api = answerApi((call) =>
      call.path === '/webhooks/create'
        ? refusal({ url: MESSAGES.webhooks.urlNotPublic }, MESSAGES.webhooks.urlNotPublic)
        : ok([]),
    );
    renderWithProviders(<WebhooksScreen />);
    await screen.findByText(/No endpoints yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add endpoint' });
    fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), { target: { value: 'http://10.0.0.5/hook' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(MESSAGES.webhooks.urlNotPublic)).toBeTruthy();
    const sent = api.sent.find((c) => c.path === '/webhooks/create')!;
    // Every event, as the form starts.
    expect(sent.body).toMatchObject({ url: 'http://10.0.0.5/hook', description: '' });
    expect((sent.body as { events: string[] }).events).toHaveLength(10);
  });

  it('tells a member without members.manage that only the owner and admins manage webhooks, and asks nothing', async () => {
    signInAs('editor');
    const api = answerApi(() => ok([]));
    renderWithProviders(<WebhooksScreen />);
    expect(await screen.findByText('Only the owner and admins can see and manage webhooks.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(api.sent).toEqual([]);
  });
});
