/**
 * GET /content_topics/list?id_guide_content=: the topics of one category (without their content),
 * loaded when it is expanded.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TTopicListItem, ZTopicListQuery } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function listTopics(categoryId: number): Promise<TTopicListItem[]> {
  return call<TTopicListItem[]>('/content_topics/list', {
    query: { id_guide_content: categoryId } satisfies z.infer<typeof ZTopicListQuery>,
  });
}

export function useTopics(categoryId: number, enabled: boolean) {
  return useQuery({ queryKey: contentKeys.topics(categoryId), queryFn: () => listTopics(categoryId), enabled });
}
