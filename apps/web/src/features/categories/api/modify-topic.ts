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
      // The saved topic's category: the one the form sent, or where a move put it.
      return queryClient.invalidateQueries({ queryKey: contentKeys.topics(topic.id_guide_content) });
    },
  });
}
