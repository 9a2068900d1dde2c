// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES, type TMap } from '@guidebook/contract';
import { answerApi, ok, refusal, renderWithProviders } from '../../../lib/testing/render-form.tsx';
import { unsavedChanges } from '../../../lib/unsaved-changes.ts';
import { MapEditor } from './map-editor.tsx';

let nextId = 0;
const pin = (id: number, name: string) => ({
  id_pin: id,
  name,
  category: null,
  description: null,
  latitude: 50.2,
  longitude: -5.4,
  position: id,
});
const aMap = (): TMap => ({
  id_map: ++nextId,
  title: 'Walks',
  pins_count: 2,
  date_created: '2026-01-01T00:00:00Z',
  date_modified: '2026-01-01T00:00:00Z',
  pins: [pin(1, 'Café'), pin(2, 'Beach')],
  translations: [],
});
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save', hidden: true }));

describe('map editor', () => {
  it('checks before sending: each message under its pin’s input', async () => {
    const api = answerApi(() => ok());
    renderWithProviders(<MapEditor map={aMap()} />);
    const latitude = screen.getByLabelText('Pin 2 latitude');
    fireEvent.change(latitude, { target: { value: '95' } });
    fireEvent.change(screen.getByLabelText('Pin 1 name'), { target: { value: '' } });
    save();
    expect(await screen.findByText(MESSAGES.map.pinNameRequired)).toBeTruthy();
    expect(screen.getByText(MESSAGES.map.latitudeRange)).toBeTruthy();
    expect(latitude.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toEqual([]);
    // Typing in a field takes its message away; the others stay until Save.
    fireEvent.change(latitude, { target: { value: '50' } });
    expect(screen.queryByText(MESSAGES.map.latitudeRange)).toBeNull();
    expect(screen.getByText(MESSAGES.map.pinNameRequired)).toBeTruthy();
  });

  it('shows the server’s refusal under the pin it names, and a message about all pins above the table', async () => {
    const map = aMap();
    const api = answerApi(() => refusal({ 'pins.1.name': 'Not that name.', pins: 'Too many pins.' }));
    renderWithProviders(<MapEditor map={map} />);
    save();
    expect(await screen.findByText('Not that name.')).toBeTruthy();
    expect(screen.getByLabelText('Pin 2 name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Too many pins.');
    expect(api.sent).toEqual([
      {
        method: 'PUT',
        path: '/maps/modify',
        body: {
          id_map: map.id_map,
          title: 'Walks',
          pins: [
            { name: 'Café', category: null, description: null, latitude: 50.2, longitude: -5.4 },
            { name: 'Beach', category: null, description: null, latitude: 50.2, longitude: -5.4 },
          ],
        },
      },
    ]);
  });

  it('translations: a refusal of a sent pin shows under that pin’s row', async () => {
    const map = aMap();
    const api = answerApi(() => refusal({ 'pins.0.name': 'Not that translation.' }));
    renderWithProviders(<MapEditor map={map} />);
    fireEvent.click(screen.getByRole('button', { name: 'Translations (0)' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Français — French' }));
    // Only Beach is translated, so it is the request's first pin.
    const beach = await screen.findByLabelText('Beach in French');
    fireEvent.change(beach, { target: { value: 'Plage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save French' }));
    expect(await screen.findByText('Not that translation.')).toBeTruthy();
    expect(beach.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Café in French').getAttribute('aria-invalid')).not.toBe('true');
    await waitFor(() => expect(api.sent.at(-1)?.path).toBe('/maps/translate'));
  });

  it('translations: the draft comes back after the editor is left, and undoing it by hand leaves nothing unsaved', async () => {
    unsavedChanges.discardAll();
    answerApi(() => ok());
    const map = aMap();
    const openFrench = async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Translations (0)' }));
      fireEvent.click(screen.getByRole('combobox', { name: 'Language' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Français — French' }));
      return screen.findByLabelText('Beach in French');
    };
    renderWithProviders(<MapEditor map={map} />);
    fireEvent.change(await openFrench(), { target: { value: 'Plage' } });
    await waitFor(() => expect(unsavedChanges.any()).toBe(true));
    cleanup();
    renderWithProviders(<MapEditor map={map} />);
    const beach = await openFrench();
    expect((beach as HTMLInputElement).value).toBe('Plage');
    fireEvent.change(beach, { target: { value: '' } });
    await waitFor(() => expect(unsavedChanges.any()).toBe(false));
  });
});
