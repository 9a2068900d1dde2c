/**
 * The translation state of each category and topic in one language, read from
 * GET /guides/translations, which lists only the items that have a translation.
 */
import type { TGuideTranslations } from '@guidebook/contract';

/** Translated; translated but the original changed since ("original changed"); or not translated. */
export type TranslationState = 'translated' | 'outdated' | 'missing';

export type ItemTranslation = { state: TranslationState; name: string | null };

export type TranslationIndex = {
  category: (id: number) => ItemTranslation;
  topic: (id: number) => ItemTranslation & { content: string | null };
};

const MISSING = { state: 'missing', name: null, content: null } as const;

function stateOf(t: { original_changed: boolean }): TranslationState {
  return t.original_changed ? 'outdated' : 'translated';
}

export function indexTranslations(data: TGuideTranslations | undefined): TranslationIndex {
  const categories = new Map((data?.categories ?? []).map((c) => [c.id_guide_content, c]));
  const topics = new Map((data?.topics ?? []).map((t) => [t.id_guide_topic, t]));
  return {
    category: (id) => {
      const c = categories.get(id);
      return c ? { state: stateOf(c), name: c.name } : MISSING;
    },
    topic: (id) => {
      const t = topics.get(id);
      return t ? { state: stateOf(t), name: t.name, content: t.content } : MISSING;
    },
  };
}

/** The guide's title, subtitle and welcome text in the language, with their state. */
export function guideTranslationState(data: TGuideTranslations | undefined): TranslationState {
  return data?.guide ? stateOf(data.guide) : 'missing';
}
