// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type TGuideListItem, type TMessageRule } from '@guidebook/contract';
import { languageLabel } from '../../../lib/i18n/language-names.ts';
import { answerApi, ok, refusal, renderWithProviders, type SentCall } from '../../../lib/testing/render-form.tsx';
import { RuleForm } from './rule-form.tsx';

const guides: TGuideListItem[] = [
  {
    id_guide: 7,
    title: 'Harbour House',
    subtitle: null,
    address: null,
    city: null,
    timezone: 'Europe/London',
    date_created: '2026-01-01T00:00:00Z',
    date_modified: '2026-01-01T00:00:00Z',
    image: null,
  } as TGuideListItem,
];

const aRule = (fields: Partial<TMessageRule> = {}): TMessageRule => ({
  id_message_rule: 31,
  name: 'Door code',
  id_guide: 7,
  guide_title: 'Harbour House',
  trigger: 'before_check_in',
  offset_days: 1,
  send_time: '10:00',
  texts: { fr: { subject: 'Votre code', body: 'Le code : {{door_code}}' } },
  enabled: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...fields,
});

/**
 * The languages: every guide's (English first), or guide 7's (French its default, then English);
 * the preview fills the guest's first name; `save` answers create and modify.
 */
function api(save: (call: SentCall) => ReturnType<typeof ok> = (call) => ok({ ...aRule(), ...(call.body as object) })) {
  return answerApi((call) => {
    if (call.path.startsWith('/invitations/template_languages')) return ok({ languages: ['en', 'fr'], saved: [] });
    if (call.path.startsWith('/guides/select')) return ok({ id_guide: 7, default_language: 'fr', languages: ['en'] });
    if (call.path === '/message_rules/preview') {
      const body = call.body as { subject: string; body: string };
      const fill = (text: string) => text.replaceAll('{{guest_first_name}}', 'Grace');
      return ok({ subject: fill(body.subject), body: fill(body.body), id_invitation: 5, guest_name: 'Grace Guest' });
    }
    return save(call);
  });
}

const saved = (sent: SentCall[]) =>
  sent.filter((c) => c.path === '/message_rules/create' || c.path === '/message_rules/modify');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('a message rule’s form', () => {
  it('sends the rule with the languages written in, a field code inserted where the cursor is', async () => {
    const calls = api();
    const done: TMessageRule[] = [];
    renderWithProviders(<RuleForm guides={guides} canWrite onSaved={(r) => done.push(r)} onCancel={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Welcome' } });
    // Every guide: English is required, French offered.
    await screen.findByRole('tab', { name: `${languageLabel('en')} (required)` });
    expect(screen.getByRole('tab', { name: languageLabel('fr') })).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Subject/), { target: { value: 'See you soon' } });
    const body = screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement;
    fireEvent.change(body, { target: { value: 'Hello !' } });
    fireEvent.focus(body);
    body.setSelectionRange(6, 6);
    fireEvent.click(screen.getByRole('button', { name: 'Insert {{guest_first_name}}' }));
    expect(body.value).toBe('Hello {{guest_first_name}}!');
    submit();
    await waitFor(() => expect(done).toHaveLength(1));
    expect(saved(calls.sent)).toEqual([
      {
        method: 'POST',
        path: '/message_rules/create',
        body: {
          name: 'Welcome',
          id_guide: null,
          trigger: 'before_check_in',
          offset_days: 1,
          send_time: '10:00',
          enabled: true,
          texts: { en: { subject: 'See you soon', body: 'Hello {{guest_first_name}}!' } },
        },
      },
    ]);
  });

  it('checks before sending: the required language’s text, and a half-written other language shown in its tab', async () => {
    const calls = api();
    renderWithProviders(<RuleForm guides={guides} canWrite onSaved={() => undefined} onCancel={() => undefined} />);
    await screen.findByRole('tab', { name: `${languageLabel('en')} (required)` });
    fireEvent.click(screen.getByRole('tab', { name: languageLabel('fr') }));
    fireEvent.change(await screen.findByLabelText(/^Subject/), { target: { value: 'Bienvenue' } });
    fireEvent.click(screen.getByRole('tab', { name: `${languageLabel('en')} (required)` }));
    submit();
    expect(await screen.findByText(MESSAGES.stayMessages.nameRequired)).toBeTruthy();
    // French has a subject but no message: its tab is shown with the message under the field.
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: languageLabel('fr') }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(screen.getByText(MESSAGES.stayMessages.bodyRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: `${languageLabel('en')} (required)` }));
    expect(await screen.findByText(MESSAGES.stayMessages.subjectRequired)).toBeTruthy();
    expect(saved(calls.sent)).toEqual([]);
  });

  it('names a field code no message fills under its text, and sends nothing', async () => {
    const calls = api();
    renderWithProviders(
      <RuleForm rule={aRule()} guides={guides} canWrite onSaved={() => undefined} onCancel={() => undefined} />,
    );
    await screen.findByRole('tab', { name: `${languageLabel('fr')} (required)` });
    const body = screen.getByRole('textbox', { name: /^Message/ });
    fireEvent.change(body, { target: { value: 'Le code : {{door_cod}}' } });
    submit();
    expect(await screen.findByText(MESSAGES.stayMessages.unknownCode('{{door_cod}}'))).toBeTruthy();
    expect(body.getAttribute('aria-invalid')).toBe('true');
    expect(saved(calls.sent)).toEqual([]);
    await act(async () => undefined);
  });

  it('edits a guide’s rule: its default language first and required, only the trigger’s inputs shown', async () => {
    const calls = api();
    renderWithProviders(
      <RuleForm rule={aRule()} guides={guides} canWrite onSaved={() => undefined} onCancel={() => undefined} />,
    );
    await screen.findByRole('tab', { name: `${languageLabel('fr')} (required)` });
    expect((screen.getByRole('textbox', { name: /^Message/ }) as HTMLTextAreaElement).value).toBe(
      'Le code : {{door_code}}',
    );
    expect(screen.getByLabelText('Days')).toBeTruthy();
    // Sent at once when the booking is confirmed: no days, no time.
    fireEvent.click(screen.getByRole('combobox', { name: 'When' }));
    fireEvent.click(await screen.findByRole('option', { name: 'When the booking is confirmed', hidden: true }));
    await waitFor(() => expect(screen.queryByLabelText('Days')).toBeNull());
    expect(screen.queryByLabelText(/^Send time/)).toBeNull();
    submit();
    await waitFor(() => expect(saved(calls.sent)).toHaveLength(1));
    expect(saved(calls.sent)[0]).toMatchObject({
      method: 'PUT',
      path: '/message_rules/modify',
      body: { id_message_rule: 31, id_guide: 7, trigger: 'booking_confirmed', offset_days: 0 },
    });
  });

  it('shows the server’s refusal about the texts above them', async () => {
    api(() => refusal({ texts: 'Write the message in the guide’s default language (French) too.' }));
    renderWithProviders(
      <RuleForm rule={aRule()} guides={guides} canWrite onSaved={() => undefined} onCancel={() => undefined} />,
    );
    await screen.findByRole('tab', { name: `${languageLabel('fr')} (required)` });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Write the message in the guide’s default language (French) too.',
    );
  });

  it('previews the language shown, filled from the guide’s next stay, once typing pauses', async () => {
    const calls = api();
    renderWithProviders(
      <RuleForm rule={aRule()} guides={guides} canWrite onSaved={() => undefined} onCancel={() => undefined} />,
    );
    await screen.findByRole('tab', { name: `${languageLabel('fr')} (required)` });
    fireEvent.change(screen.getByRole('textbox', { name: /^Message/ }), {
      target: { value: 'Bonjour {{guest_first_name}}' },
    });
    expect(await screen.findByText('Bonjour Grace', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('As Grace Guest, the next guest of this guide, would read it.')).toBeTruthy();
    const previews = calls.sent.filter((c) => c.path === '/message_rules/preview');
    expect(previews.at(-1)?.body).toEqual({
      id_guide: 7,
      language: 'fr',
      subject: 'Votre code',
      body: 'Bonjour {{guest_first_name}}',
    });
    await act(async () => undefined);
  });
});
