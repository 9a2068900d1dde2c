/** PUT /content_categories/order {id_guide, ids}: the categories in their new order. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCategory, TCategoryOrderRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function orderCategories(guideId: number, ids: number[]): Promise<unknown> {
  return call('/content_categories/order', {
    method: 'PUT',
    body: { id_guide: guideId, ids } satisfies TCategoryOrderRequest,
  });
}

/** Shows the new order at once and puts the server's order back if the call fails. */
export function useOrderCategories(guideId: number) {
  const queryClient = useQueryClient();
  const key = contentKeys.categories(guideId);
  return useMutation({
    mutationFn: (ids: number[]) => orderCategories(guideId, ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<TCategory[]>(key);
      if (previous) {
        const byId = new Map(previous.map((c) => [c.id_guide_content, c]));
        queryClient.setQueryData(
          key,
          ids.map((id) => byId.get(id)).filter((c): c is TCategory => !!c),
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
