// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { BRANDING, MESSAGES, type TBranding } from '@guidebook/contract';
import { answerApi, ok, refusal, renderWithProviders, signInAsOwner } from '../../../lib/testing/render-form.tsx';
import { BrandingPanel } from './branding-panel.tsx';

beforeEach(signInAsOwner);
afterEach(cleanup);

const noImage = { id_file_public: null, logo_path: null, id_file_cover: null, cover_path: null };
const branding: TBranding = { ...noImage, font: BRANDING.FONT, color: BRANDING.COLOR };
// Each test its own guide: the form's unsaved draft outlives its unmounting (by its key).
let guideId = 0;

describe('guide branding', () => {
  it('checks the colour before sending, with the contract’s message under it', async () => {
    const api = answerApi(() => ok(branding));
    renderWithProviders(<BrandingPanel guideId={++guideId} />);
    const colour = await screen.findByLabelText('Colour');
    fireEvent.change(colour, { target: { value: 'orange' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Branding' }));
    expect(await screen.findByText(MESSAGES.sharing.colorInvalid)).toBeTruthy();
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.map((c) => c.method)).toEqual(['GET']);
  });

  it('shows the server’s refusal under its field', async () => {
    const api = answerApi((call) => (call.method === 'GET' ? ok(branding) : refusal({ color: 'Not that colour.' })));
    renderWithProviders(<BrandingPanel guideId={++guideId} />);
    const colour = await screen.findByLabelText('Colour');
    fireEvent.change(colour, { target: { value: '#123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Branding' }));
    expect(await screen.findByText('Not that colour.')).toBeTruthy();
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/guides/branding',
      body: { id_guide: guideId, id_file_public: null, id_file_cover: null, font: BRANDING.FONT, color: '#123456' },
    });
  });
});
