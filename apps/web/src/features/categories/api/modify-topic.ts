/** PUT /content_topics/modify. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTopic, TTopicModifyRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys, hadPastedImages, LIBRARY_KEY } from './query-keys.ts';

export function modifyTopic(body: TTopicModifyRequest): Promise<TTopic> {
  return call<TTopic>('/content_topics/modify', { method: 'PUT', body });
}

export function useModifyTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyTopic,
    onSuccess: (topic, input) => {
      queryClient.setQueryData(contentKeys.topic(topic.id_guide_topic), topic);
      if (hadPastedImages(input.content)) void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
      // A move changes two categories' lists and their counts: every list of topics and of categories.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.allTopics }),
        queryClient.invalidateQueries({ queryKey: contentKeys.allCategories }),
      ]);
    },
  });
}
