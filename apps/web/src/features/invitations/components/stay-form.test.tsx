// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type TInvitation } from '@guidebook/contract';
import { answerApi, ok, refusal, renderWithProviders, type SentCall } from '../../../lib/testing/render-form.tsx';
import { unsavedChanges } from '../../../lib/unsaved-changes.ts';
import { aStay } from '../stay-fixture.ts';
import { StayForm } from './stay-form.tsx';

const guide = { id_guide: 7, default_language: 'en', languages: ['fr'] };
/** The guide's languages for the language list; `modify` answers the save. */
function api(modify: (call: SentCall) => ReturnType<typeof ok>) {
  return answerApi((call) => (call.path.startsWith('/guides/select') ? ok(guide) : modify(call)));
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const modifies = (sent: SentCall[]) => sent.filter((c) => c.path === '/invitations/modify');

describe('a stay’s details form', () => {
  it('sends only the fields changed, and hands the saved stay back', async () => {
    const stay = aStay({ door_code: null, guests: 2, reference: 'HMABC' });
    const savedStays: TInvitation[] = [];
    const calls = api((call) => ok({ ...stay, ...(call.body as object) }));
    renderWithProviders(<StayForm stay={stay} canWrite onSaved={(s) => savedStays.push(s)} />);
    fireEvent.change(screen.getByLabelText('Door code'), { target: { value: ' 4711 ' } });
    fireEvent.change(screen.getByLabelText('Door code shown from'), { target: { value: '2026-07-01T12:00' } });
    fireEvent.change(screen.getByLabelText('Booking reference'), { target: { value: '' } });
    await waitFor(() => expect(unsavedChanges.any()).toBe(true));
    save();
    await waitFor(() => expect(savedStays).toHaveLength(1));
    expect(modifies(calls.sent)).toEqual([
      {
        method: 'PUT',
        path: '/invitations/modify',
        body: {
          id_invitation: stay.id_invitation,
          reference: null,
          door_code: '4711',
          door_code_from: '2026-07-01T12:00',
        },
      },
    ]);
    expect(unsavedChanges.any()).toBe(false);
  });

  it('checks before sending: each message under its field, nothing sent', async () => {
    const calls = api(() => ok());
    renderWithProviders(<StayForm stay={aStay()} canWrite onSaved={() => undefined} />);
    const email = screen.getByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'not an address' } });
    fireEvent.change(screen.getByLabelText('Door code'), { target: { value: 'x'.repeat(101) } });
    save();
    expect(await screen.findByText(MESSAGES.validator.invalidEmail)).toBeTruthy();
    expect(screen.getByText(MESSAGES.guide.maxLength(100))).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(modifies(calls.sent)).toEqual([]);
  });

  it('shows the server’s refusal under the field it names', async () => {
    const calls = api(() => refusal({ door_code_from: 'Not that time.' }));
    renderWithProviders(<StayForm stay={aStay()} canWrite onSaved={() => undefined} />);
    const from = screen.getByLabelText('Door code shown from');
    fireEvent.change(from, { target: { value: '2026-07-01T12:00' } });
    save();
    expect(await screen.findByText('Not that time.')).toBeTruthy();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(modifies(calls.sent)).toHaveLength(1);
  });

  it('offers the guide’s languages, and is read only without invitations.write', async () => {
    api(() => ok());
    renderWithProviders(<StayForm stay={aStay({ door_code: '4711' })} canWrite={false} onSaved={() => undefined} />);
    expect((await screen.findAllByLabelText("Guest's language")).length).toBeGreaterThan(0);
    const code = screen.getByLabelText('Door code') as HTMLInputElement;
    expect(code.value).toBe('4711');
    // Inside a disabled fieldset: the browser disables every input in it.
    expect(code.closest('fieldset')?.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
