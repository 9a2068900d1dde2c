// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TStayMessage } from '@guidebook/contract';
import {
  answerApi,
  ok,
  renderWithProviders,
  type SentCall,
  closeAllDialogs,
  openDialogs,
} from '../../../lib/testing/render-form.tsx';
import { dialogStore } from '../../../components/ui/dialog-store.ts';
import { formatDateTime } from '../../../lib/formatting.ts';
import { aStay } from '../stay-fixture.ts';
import { StayMessages } from './stay-messages.tsx';

const DAY = 86_400_000;
const ahead = new Date(Date.now() + 3 * DAY).toISOString();
const message = (fields: Partial<TStayMessage>): TStayMessage => ({
  id_message_rule: 1,
  rule_name: 'Door code',
  trigger: 'before_check_in',
  due_at: ahead,
  status: 'scheduled',
  status_text: 'Scheduled',
  sent_at: null,
  reason: null,
  ...fields,
});
const messages = [
  message({ id_message_rule: 1, rule_name: 'Door code' }),
  message({
    id_message_rule: 2,
    rule_name: 'Welcome',
    due_at: new Date(Date.now() - DAY).toISOString(),
    status: 'sent',
    status_text: 'Sent',
    sent_at: new Date(Date.now() - DAY).toISOString(),
  }),
];

const sends = (sent: SentCall[]) => sent.filter((c) => c.path === '/invitations/messages/send_now');
const lastDialog = () => dialogStore.get().dialogs.at(-1);

afterEach(() => {
  cleanup();
  closeAllDialogs();
});

describe('a stay’s messages: Send now', () => {
  it('asks first for a message still ahead, saying when it was due; sends only when confirmed', async () => {
    const stay = aStay();
    const api = answerApi(() => ok(messages));
    renderWithProviders(<StayMessages stay={stay} canWrite />);
    fireEvent.click(await screen.findByRole('button', { name: /Door code/ }));
    await waitFor(() => expect(lastDialog()?.title).toBe('Send this message now?'));
    expect(lastDialog()?.text).toContain(formatDateTime(ahead, stay.timezone));
    dialogStore.close(lastDialog()!.id, false);
    await new Promise((r) => setTimeout(r, 50));
    expect(sends(api.sent)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: /Door code/ }));
    await waitFor(() => expect(lastDialog()?.title).toBe('Send this message now?'));
    dialogStore.close(lastDialog()!.id, true);
    await waitFor(() => expect(sends(api.sent)).toHaveLength(1));
    expect(sends(api.sent)[0]!.body).toEqual({ id_invitation: stay.id_invitation, id_message_rule: 1 });
  });

  it('sends a message already sent again at once', async () => {
    const stay = aStay();
    const api = answerApi(() => ok(messages));
    renderWithProviders(<StayMessages stay={stay} canWrite />);
    fireEvent.click(await screen.findByRole('button', { name: /Welcome/ }));
    await waitFor(() => expect(sends(api.sent)).toHaveLength(1));
    expect(openDialogs()).toEqual([]);
  });
});
