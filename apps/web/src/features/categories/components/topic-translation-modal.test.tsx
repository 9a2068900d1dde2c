// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { TTopic } from '@guidebook/contract';
import { answerApi, ok, refusal, renderWithProviders } from '../../../lib/testing/render-form.tsx';
import { TopicTranslationModal } from './topic-translation-modal.tsx';

const topic: TTopic = {
  id_guide_topic: 12,
  id_guide_content: 4,
  name: 'Wi-Fi',
  description: null,
  image: null,
  content: '<p>The password is sunny.</p>',
  comment: null,
  id_status: 1,
  id_topic_view: 1,
  id_file_public: 7,
  id_shared_topic: null,
  path_file: null,
  position: 0,
  date_created: '2026-01-01T00:00:00Z',
  date_modified: '2026-01-01T00:00:00Z',
  translations: [],
};

describe('topic translation', () => {
  it('shows the server’s refusal under the title, typed right to left in Arabic', async () => {
    const api = answerApi((call) => (call.method === 'GET' ? ok(topic) : refusal({ name: 'Not that title.' })));
    renderWithProviders(
      <TopicTranslationModal opened onClose={() => {}} guideId={2} topicId={12} language="ar" defaultLanguage="en" />,
    );
    const title = await screen.findByLabelText('Title in Arabic');
    expect(title.closest('[dir="rtl"]')).not.toBeNull();
    expect(title.getAttribute('lang')).toBe('ar');
    fireEvent.change(title, { target: { value: 'واي فاي' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save translation' }));
    expect(await screen.findByText('Not that title.')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(api.sent.at(-1)).toEqual({
      method: 'PUT',
      path: '/content_topics/translate',
      body: { id_guide_topic: 12, language: 'ar', name: 'واي فاي', content: '' },
    });
  });
});
