// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type TGuideListItem, type TRequestType } from '@guidebook/contract';
import type { SentCall } from '../../../lib/testing/render-form.tsx';
import * as testing from '../../../lib/testing/render-form.tsx';
import { RequestsPage } from './requests-page.tsx';

const type = (overrides: Partial<TRequestType> = {}): TRequestType => ({
  id_request_type: 1,
  kind: 'early_check_in',
  name: 'Early check-in',
  texts: {},
  price_text: null,
  needs_approval: true,
  auto_approve: false,
  enabled: false,
  guides: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const GUIDES = [{ id_guide: 3, title: 'Harbour View' }] as TGuideListItem[];

/** The list, the guides' languages (English and French), and `other` for the writes. */
function api(other: (call: SentCall) => ReturnType<typeof testing.ok> = () => testing.ok(null), types = [type()]) {
  return testing.answerApi((call) => {
    if (call.path === '/request_types/list') return testing.ok(types);
    if (call.path.startsWith('/requests/list')) return testing.ok([]);
    if (call.path === '/invitations/template_languages') return testing.ok({ languages: ['en', 'fr'], saved: [] });
    return other(call);
  });
}

describe('the request types on the Requests screen', () => {
  it('adds a type with a name per language, a price and the guides it is offered in', async () => {
    const sent = api(() => testing.ok(type({ id_request_type: 8, kind: 'other', name: 'Airport pick-up' })));
    testing.renderWithProviders(<RequestsPage guides={GUIDES} />);
    await screen.findByRole('switch', { name: 'Enabled: Early check-in' });
    fireEvent.click(screen.getByRole('button', { name: 'Add request type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New request type' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Airport pick-up' } });
    fireEvent.click(await within(dialog).findByRole('tab', { name: /French|Français/ }));
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Navette aéroport' } });
    fireEvent.change(within(dialog).getByLabelText('Price (optional)'), { target: { value: '€40' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Offered in every guide/ }));
    // Chosen guides, none chosen: the form says so before sending.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Choose at least one guide, or offer it in every guide.')).toBeTruthy();
    expect(sent.sent.some((c) => c.path === '/request_types/create')).toBe(false);
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Offered in every guide/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(sent.sent.some((c) => c.path === '/request_types/create')).toBe(true));
    // What the dialog was given; the rest of the body is request-type-form.test.ts's (toCreateBody).
    expect(sent.sent.find((c) => c.path === '/request_types/create')!.body).toMatchObject({
      texts: { en: { name: 'Airport pick-up', description: '' }, fr: { name: 'Navette aéroport', description: '' } },
      price_text: '€40',
      guides: null,
    });
  });

  it('shows the server’s refusal under the field of its language', async () => {
    api((call) =>
      call.path === '/request_types/create'
        ? testing.refusal({ 'texts.en.name': MESSAGES.requests.nameRequired }, MESSAGES.requests.nameRequired)
        : testing.ok(null),
    );
    testing.renderWithProviders(<RequestsPage guides={GUIDES} />);
    await screen.findByRole('switch', { name: 'Enabled: Early check-in' });
    fireEvent.click(screen.getByRole('button', { name: 'Add request type' }));
    const dialog = await screen.findByRole('dialog', { name: 'New request type' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Towels' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(MESSAGES.requests.nameRequired)).toBeTruthy();
  });

  it('edits a starting type without giving it texts, so it keeps its kind’s name', async () => {
    const sent = api(() => testing.ok(type({ enabled: true })));
    testing.renderWithProviders(<RequestsPage guides={GUIDES} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Early check-in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit request type' });
    expect(within(dialog).getByText('Left empty, the name is “Early check-in” in each guest’s language.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Enabled/ }));
    fireEvent.click(within(dialog).getByRole('switch', { name: /^Automatic approval/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.sent.some((c) => c.path === '/request_types/modify')).toBe(true));
    expect(sent.sent.find((c) => c.path === '/request_types/modify')!.body).toEqual({
      id_request_type: 1,
      kind: 'early_check_in',
      price_text: null,
      needs_approval: true,
      auto_approve: true,
      enabled: true,
      guides: null,
    });
  });

  it('shows a viewer the types read-only: no Add, Edit or Delete, switches off limits', async () => {
    testing.signInAs('viewer');
    api();
    testing.renderWithProviders(<RequestsPage guides={GUIDES} />);
    const enabled = await screen.findByRole('switch', { name: 'Enabled: Early check-in' });
    expect((enabled as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add request type' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Early check-in' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Early check-in' })).toBeNull();
  });
});

describe('the requests inbox filter', () => {
  it('asks for every request once All requests is chosen, and keeps the choice in the URL', async () => {
    const sent = api();
    testing.renderWithProviders(<RequestsPage guides={GUIDES} />);
    await waitFor(() => expect(sent.sent.some((c) => c.path === '/requests/list?status=pending')).toBe(true));
    fireEvent.click(screen.getByText('All requests'));
    await waitFor(() => expect(sent.sent.some((c) => c.path === '/requests/list')).toBe(true));
    // The choice is read back from the URL, the only place it is kept (so Back from a row keeps it).
    expect(screen.getByRole('radio', { name: 'All requests' })).toHaveProperty('checked', true);
  });
});
