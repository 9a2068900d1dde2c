/**
 * PUT /guides/translate, /content_categories/translate and /content_topics/translate.
 * Empty fields mean "not translated" (guests read the original); saving clears "original changed".
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TCategoryTranslateRequest,
  TCategoryTranslation,
  TGuideTranslateRequest,
  TGuideTranslation,
  TTopicTranslateRequest,
  TTopicTranslation,
} from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys, guideQueryKey, hadPastedImages, LIBRARY_KEY } from './query-keys.ts';

export function translateGuide(body: TGuideTranslateRequest): Promise<TGuideTranslation> {
  return call<TGuideTranslation>('/guides/translate', { method: 'PUT', body });
}

export function translateCategory(body: TCategoryTranslateRequest): Promise<TCategoryTranslation> {
  return call<TCategoryTranslation>('/content_categories/translate', { method: 'PUT', body });
}

export function translateTopic(body: TTopicTranslateRequest): Promise<TTopicTranslation> {
  return call<TTopicTranslation>('/content_topics/translate', { method: 'PUT', body });
}

/** What a saved translation changes: the language view, the guide's progress, the lists that carry translations. */
function refreshAfterTranslation(client: QueryClient, guideId: number, also: readonly (readonly unknown[])[] = []) {
  return Promise.all(
    [contentKeys.allTranslations, guideQueryKey(guideId), ...also].map((queryKey) =>
      client.invalidateQueries({ queryKey }),
    ),
  );
}

export function useTranslateGuide(guideId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: translateGuide,
    onSuccess: () => refreshAfterTranslation(client, guideId),
  });
}

export function useTranslateCategory(guideId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: translateCategory,
    onSuccess: () => refreshAfterTranslation(client, guideId, [contentKeys.categories(guideId)]),
  });
}

export function useTranslateTopic(guideId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: translateTopic,
    onSuccess: (_saved, input) => {
      if (hadPastedImages(input.content ?? undefined)) void client.invalidateQueries({ queryKey: LIBRARY_KEY });
      return refreshAfterTranslation(client, guideId, [contentKeys.topic(input.id_guide_topic), contentKeys.allTopics]);
    },
  });
}
