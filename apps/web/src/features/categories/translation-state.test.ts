import { describe, expect, it } from 'vitest';
import type { TGuideTranslations } from '@guidebook/contract';
import { guideTranslationState, indexTranslations } from './translation-state.ts';

const meta = { language: 'fr', date_modified: '2026-01-01T00:00:00.000Z' };
const data: TGuideTranslations = {
  language: 'fr',
  guide: { ...meta, original_changed: true, title: 'Le Loft', subtitle: null, welcome: null },
  categories: [{ ...meta, id_guide_content: 3, name: 'Arrivée', original_changed: false }],
  topics: [
    { ...meta, id_guide_topic: 9, id_guide_content: 3, name: 'Clés', content: '<p>Boîte</p>', original_changed: true },
  ],
  progress: {
    language: 'fr',
    topics_total: 2,
    topics_translated: 1,
    topics_outdated: 1,
    categories_total: 1,
    categories_translated: 1,
    categories_outdated: 0,
    guide_translated: true,
    guide_outdated: true,
  },
};

describe('translation state in a language', () => {
  it('is translated, original changed, or not translated', () => {
    const index = indexTranslations(data);
    expect(index.category(3)).toEqual({ state: 'translated', name: 'Arrivée' });
    expect(index.category(4)).toEqual({ state: 'missing', name: null, content: null });
    expect(index.topic(9)).toEqual({ state: 'outdated', name: 'Clés', content: '<p>Boîte</p>' });
    expect(index.topic(10).state).toBe('missing');
    expect(guideTranslationState(data)).toBe('outdated');
    expect(guideTranslationState({ ...data, guide: null })).toBe('missing');
  });

  it('has nothing translated before the answer comes', () => {
    const index = indexTranslations(undefined);
    expect(index.topic(9).state).toBe('missing');
    expect(guideTranslationState(undefined)).toBe('missing');
  });
});
