/** PUT /content_topics/modify. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTopic } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys, hadPastedImages, LIBRARY_KEY } from './query-keys.ts';
import type { TopicInput } from './create-topic.ts';

export function modifyTopic(input: TopicInput & { id_guide_topic: number }): Promise<TTopic> {
  return call<TTopic>('/content_topics/modify', { method: 'PUT', body: input });
}

export function useModifyTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyTopic,
    onSuccess: (topic, input) => {
      queryClient.setQueryData(contentKeys.topic(topic.id_guide_topic), topic);
      if (hadPastedImages(input.content)) void queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });
      return queryClient.invalidateQueries({ queryKey: contentKeys.topics(input.id_guide_content) });
    },
  });
}
