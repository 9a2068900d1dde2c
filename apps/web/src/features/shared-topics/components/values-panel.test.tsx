// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@guidebook/contract';
import { answerApi, ok, renderWithProviders } from '../../../lib/testing/render-form.tsx';
import { aSharedTopic } from '../shared-topic-fixture.ts';
import { ValuesPanel } from './values-panel.tsx';

/** Guide 7 has parking (and its French text); its shared topic House rules uses {{bin_day}}. */
function api() {
  return answerApi((call) => {
    if (call.path.startsWith('/guides/values') && call.method === 'GET')
      return ok({
        id_guide: 7,
        default_language: 'en',
        values: { parking: 'Bay 12' },
        translations: { fr: { parking: 'Place 12' } },
      });
    if (call.path === '/guides/values')
      return ok({ id_guide: 7, default_language: 'en', values: {}, translations: {} });
    if (call.path.startsWith('/shared_topics/list')) return ok([aSharedTopic()]);
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

const puts = (sent: { method: string; path: string; body: unknown }[]) =>
  sent.filter((c) => c.method === 'PUT' && c.path === '/guides/values').map((c) => c.body);

describe('the property values section', () => {
  it('names the value a shared topic uses and the guide lacks, adds its row and saves it', async () => {
    const calls = api();
    renderWithProviders(<ValuesPanel guide={{ id_guide: 7, default_language: 'en', languages: [] }} />);
    expect(await screen.findByDisplayValue('Bay 12')).toBeTruthy();
    const missing = await screen.findByTestId('missing-values');
    // {{wifi_name}} is the guide's own field: never a missing value.
    expect(within(missing).queryByText('{{wifi_name}}')).toBeNull();
    fireEvent.click(within(missing).getByRole('button', { name: '{{bin_day}}' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Value of bin_day' }), { target: { value: 'Tuesday' } });
    // Filled: nothing is missing any more.
    await waitFor(() => expect(screen.queryByTestId('missing-values')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Save values' }));
    await waitFor(() => expect(puts(calls.sent)).toHaveLength(1));
    expect(puts(calls.sent)[0]).toEqual({ id_guide: 7, values: { parking: 'Bay 12', bin_day: 'Tuesday' } });
  });

  it('refuses a name the guide fills itself, or a name given twice, before sending', async () => {
    const calls = api();
    renderWithProviders(<ValuesPanel guide={{ id_guide: 7, default_language: 'en', languages: [] }} />);
    await screen.findByDisplayValue('Bay 12');
    fireEvent.click(screen.getByRole('button', { name: 'Add value' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of value 2' }), { target: { value: 'wifi_name' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Value of wifi_name' })[0]!, {
      target: { value: 'Home' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save values' }));
    expect(await screen.findByText(MESSAGES.shared.valueNameReserved('wifi_name'))).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Name of value 2' }), { target: { value: 'parking' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save values' }));
    expect(await screen.findByText('parking is named twice.')).toBeTruthy();
    expect(puts(calls.sent)).toEqual([]);
  });

  it('writes a further language’s own texts under the main names, sent with its language', async () => {
    const calls = api();
    renderWithProviders(<ValuesPanel guide={{ id_guide: 7, default_language: 'en', languages: ['fr'] }} />);
    await screen.findByDisplayValue('Bay 12');
    fireEvent.click(screen.getByRole('combobox', { name: 'Values in' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Français — French', hidden: true }));
    const french = await screen.findByDisplayValue('Place 12');
    // Names are the main language's: only the texts are written here.
    expect(screen.queryByRole('button', { name: 'Add value' })).toBeNull();
    fireEvent.change(french, { target: { value: 'Place 14' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save values' }));
    await waitFor(() => expect(puts(calls.sent)).toHaveLength(1));
    expect(puts(calls.sent)[0]).toEqual({ id_guide: 7, values: { parking: 'Place 14' }, language: 'fr' });
  });
});
