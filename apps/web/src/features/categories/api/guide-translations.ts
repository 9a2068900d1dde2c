/**
 * GET /guides/translations?id_guide=&language=: what of a guide is translated into one language
 * (only the items that have a translation), and its progress, for the Content tab's language view.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TGuideTranslations, ZGuideTranslationsQuery } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function getGuideTranslations(guideId: number, language: string): Promise<TGuideTranslations> {
  return call<TGuideTranslations>('/guides/translations', {
    query: { id_guide: guideId, language } satisfies z.input<typeof ZGuideTranslationsQuery>,
  });
}

export function useGuideTranslations(guideId: number, language: string | null) {
  return useQuery({
    queryKey: contentKeys.translations(guideId, language ?? ''),
    queryFn: () => getGuideTranslations(guideId, language ?? ''),
    enabled: language !== null,
  });
}
