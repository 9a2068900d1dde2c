/** DELETE /content_categories/delete {id_guide_content, comment}. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZCategoryDeleteRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function deleteCategory(categoryId: number): Promise<unknown> {
  return call('/content_categories/delete', {
    method: 'DELETE',
    body: { id_guide_content: categoryId, comment: 'Deleted from the Content tab' } satisfies z.infer<
      typeof ZCategoryDeleteRequest
    >,
  });
}

export function useDeleteCategory(guideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_r, categoryId) => {
      queryClient.removeQueries({ queryKey: contentKeys.topics(categoryId) });
      return queryClient.invalidateQueries({ queryKey: contentKeys.categories(guideId) });
    },
  });
}
