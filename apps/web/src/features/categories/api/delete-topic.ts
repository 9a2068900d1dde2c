/** DELETE /content_topics/delete {id_guide_topic, comment}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZTopicDeleteRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function deleteTopic(topicId: number): Promise<unknown> {
  return call('/content_topics/delete', {
    method: 'DELETE',
    body: { id_guide_topic: topicId, comment: 'Deleted from the Content tab' } satisfies z.infer<
      typeof ZTopicDeleteRequest
    >,
  });
}

export function useDeleteTopic(guideId: number, categoryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTopic,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.topics(categoryId) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.categories(guideId) }),
      ]),
  });
}
