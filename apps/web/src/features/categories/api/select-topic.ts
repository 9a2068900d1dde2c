/** GET /content_topics/select?id_guide_topic=: one topic with its content, for the edit form. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TTopic, ZTopicSelectQuery } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function selectTopic(topicId: number): Promise<TTopic> {
  return call<TTopic>('/content_topics/select', {
    query: { id_guide_topic: topicId } satisfies z.infer<typeof ZTopicSelectQuery>,
  });
}

/**
 * Always asked afresh when the form opens (the form copies the topic into its own state once,
 * so it must start from what is stored), and never refetched while it is open.
 */
export function useTopic(topicId: number) {
  return useQuery({
    queryKey: contentKeys.topic(topicId),
    queryFn: () => selectTopic(topicId),
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
