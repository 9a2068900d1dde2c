// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { BRANDING, MESSAGES, type TBranding, type TEnvelope, type TWorkspaceBranding } from '@guidebook/contract';
import { answerApi, ok, refusal, renderWithProviders, type SentCall } from '../../../lib/testing/render-form.tsx';
import { BrandingPanel } from './branding-panel.tsx';

const noImage = { id_file_public: null, logo_path: null, id_file_cover: null, cover_path: null };
const branding: TBranding = { ...noImage, font: BRANDING.FONT, color: BRANDING.COLOR, uses_workspace: false };
const unsetWorkspace: TWorkspaceBranding = {
  ...noImage,
  font: BRANDING.FONT,
  color: BRANDING.COLOR,
  is_set: false,
  guides_following: 0,
  guides_total: 1,
};
/** The guide's branding, the workspace's (none saved unless given), and `other` for the rest. */
const answers =
  (other: (call: SentCall) => TEnvelope<unknown>, guide = branding, workspace = unsetWorkspace) =>
  (call: SentCall) =>
    call.method !== 'GET' ? other(call) : call.path.startsWith('/workspace/branding') ? ok(workspace) : ok(guide);
// Each test its own guide: the form's unsaved draft outlives its unmounting (by its key).
let guideId = 0;

describe('guide branding', () => {
  it('checks the colour before sending, with the contract’s message under it', async () => {
    const api = answerApi(answers(() => ok(branding)));
    renderWithProviders(<BrandingPanel guideId={++guideId} />);
    const colour = await screen.findByLabelText('Colour');
    fireEvent.change(colour, { target: { value: 'orange' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Branding' }));
    expect(await screen.findByText(MESSAGES.sharing.colorInvalid)).toBeTruthy();
    expect(colour.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows the server’s refusal under its field', async () => {
    const api = answerApi(answers(() => refusal({ color: 'Not that colour.' })));
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

  it('shows a guide that follows the workspace branding as such, its fields changed there', async () => {
    const workspace = { ...unsetWorkspace, font: 'Lato', is_set: true, guides_following: 1 };
    const following = { ...branding, font: 'Lato', uses_workspace: true };
    const api = answerApi(answers(() => ok(following), following, workspace));
    renderWithProviders(<BrandingPanel guideId={++guideId} />);
    const toggle = await screen.findByRole('switch', { name: 'Uses the workspace branding' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Edit the workspace branding' })).toBeTruthy();
    expect((screen.getByLabelText('Colour') as HTMLInputElement).disabled).toBe(true);
    // Turned off, the guide's own branding is edited here and saved with the guide.
    fireEvent.click(toggle);
    expect((screen.getByLabelText('Colour') as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save Branding' }));
    await screen.findByRole('switch', { name: 'Uses the workspace branding' });
    await new Promise((r) => setTimeout(r, 50));
    expect(api.sent.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /guides/branding',
    ]);
  });
});
