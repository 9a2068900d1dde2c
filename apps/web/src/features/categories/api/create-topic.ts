/** POST /content_topics/create. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTopic, TTopicCreateRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys, hadPastedImages, LIBRARY_KEY } from './query-keys.ts';

export function createTopic(body: TTopicCreateRequest): Promise<TTopic> {
  return call<TTopic>('/content_topics/create', { method: 'POST', body });
}

/** Refreshes the category's topics, the category list (it shows topic counts) and the library when images were pasted. */
export function useCreateTopic(guideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTopic,
    onSuccess: (_t, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.topics(input.id_guide_content) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.categories(guideId) }),
        hadPastedImages(input.content) ? queryClient.invalidateQueries({ queryKey: LIBRARY_KEY }) : null,
      ]),
  });
}
