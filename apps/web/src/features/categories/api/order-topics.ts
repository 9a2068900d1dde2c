/** PUT /content_topics/order {id_guide_content, ids}: a category's topics in their new order. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTopicListItem, TTopicOrderRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function orderTopics(categoryId: number, ids: number[]): Promise<unknown> {
  return call('/content_topics/order', {
    method: 'PUT',
    body: { id_guide_content: categoryId, ids } satisfies TTopicOrderRequest,
  });
}

/** Shows the new order at once and puts the server's order back if the call fails. */
export function useOrderTopics(categoryId: number) {
  const queryClient = useQueryClient();
  const key = contentKeys.topics(categoryId);
  return useMutation({
    mutationFn: (ids: number[]) => orderTopics(categoryId, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TTopicListItem[]>(key);
      if (previous) {
        const byId = new Map(previous.map((t) => [t.id_guide_topic, t]));
        queryClient.setQueryData(
          key,
          ids.map((id) => byId.get(id)).filter((t): t is TTopicListItem => !!t),
        );
      }
      return { previous };
    },
    onError: (_e, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
