// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { LIMITS, MESSAGES } from '@guidebook/contract';
import { answerApi, ok, refusal, renderWithProviders } from '../../../lib/testing/render-form.tsx';
import { CategoryTranslationForm } from './category-translation-form.tsx';
import { GuideTranslationCard } from './guide-translation-card.tsx';

// Each test its own guide: a form's unsaved draft outlives its unmounting (by its key), as it should.
let guideId = 0;

describe('guide translation card', () => {
  const card = () =>
    renderWithProviders(
      <GuideTranslationCard
        guideId={++guideId}
        language="fr"
        original={{ title: 'Harbour Loft', subtitle: null, welcome: 'Welcome' }}
        translation={null}
        state="missing"
        readOnly={false}
      />,
    );

  it('shows the contract’s message under a field that is too long, focuses it, and sends nothing', async () => {
    const api = answerApi(() => ok());
    card();
    const title = screen.getByLabelText('Title in French');
    fireEvent.change(title, { target: { value: 'x'.repeat(LIMITS.TITLE_MAX + 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText(MESSAGES.guide.maxLength(LIMITS.TITLE_MAX))).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(api.sent).toEqual([]);
  });

  it('shows the server’s refusal under its field', async () => {
    const api = answerApi(() => refusal({ subtitle: 'Not that subtitle.' }));
    card();
    fireEvent.change(screen.getByLabelText('Subtitle in French'), { target: { value: 'Sous-titre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Not that subtitle.')).toBeTruthy();
    expect(api.sent).toEqual([
      {
        method: 'PUT',
        path: '/guides/translate',
        body: { id_guide: guideId, language: 'fr', title: '', subtitle: 'Sous-titre', welcome: '' },
      },
    ]);
  });
});

describe('category translation form', () => {
  it('shows the server’s refusal under the name, and keeps what was typed', async () => {
    const api = answerApi(() => refusal({ name: 'Not that name.' }));
    renderWithProviders(
      <CategoryTranslationForm guideId={1} categoryId={++guideId} original="Wi-Fi" language="ar" translated={null} />,
    );
    const name = screen.getByLabelText('Wi-Fi in Arabic');
    fireEvent.change(name, { target: { value: 'واي فاي' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Wi-Fi in Arabic' }));
    expect(await screen.findByText('Not that name.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect((name as HTMLInputElement).value).toBe('واي فاي');
    expect(api.sent.map((c) => c.body)).toEqual([{ id_guide_content: guideId, language: 'ar', name: 'واي فاي' }]);
  });

  it('saves, and the message goes as the field changes', async () => {
    answerApi(() => refusal({ name: 'Not that name.' }));
    renderWithProviders(
      <CategoryTranslationForm guideId={1} categoryId={++guideId} original="Wi-Fi" language="fr" translated="Wifi" />,
    );
    const name = screen.getByLabelText('Wi-Fi in French');
    fireEvent.click(screen.getByRole('button', { name: 'Save Wi-Fi in French' }));
    expect(await screen.findByText('Not that name.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Wi-Fi gratuit' } });
    expect(screen.queryByText('Not that name.')).toBeNull();
  });
});
