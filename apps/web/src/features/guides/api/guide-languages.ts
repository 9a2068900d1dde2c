/**
 * PUT /guides/languages: a guide's default and further languages. Removing a language
 * that has translations answers 13 unless `remove_translations` is true (languages-panel.tsx asks).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuide, TGuideLanguages, TGuideLanguagesRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { guideKey } from './select-guide.ts';

/**
 * The Content tab's translation queries (features/categories `contentKeys.translations`; features
 * do not import each other): a removed language takes its translations with it.
 */
const TRANSLATIONS_KEY = ['content', 'translations'] as const;

export function setGuideLanguages(body: TGuideLanguagesRequest): Promise<TGuideLanguages> {
  return call<TGuideLanguages>('/guides/languages', { method: 'PUT', body });
}

export function useSetGuideLanguages() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setGuideLanguages,
    onSuccess: (saved) => {
      client.setQueryData<TGuide>(guideKey(saved.id_guide), (guide) =>
        guide
          ? {
              ...guide,
              default_language: saved.default_language,
              languages: saved.languages,
              translation_progress: saved.translation_progress,
            }
          : guide,
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: guideKey(saved.id_guide) }),
        client.invalidateQueries({ queryKey: TRANSLATIONS_KEY }),
      ]);
    },
  });
}
