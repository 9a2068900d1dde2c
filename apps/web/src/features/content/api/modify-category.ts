/** PUT /content_categories/modify. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STATUS, type TCategory } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';
import type { CategoryInput } from './create-category.ts';

export function modifyCategory(input: CategoryInput & { id_guide_content: number }): Promise<TCategory> {
  return call<TCategory>('/content_categories/modify', {
    method: 'PUT',
    body: { description: '', ...input, id_status: STATUS.PUBLISHED },
  });
}

export function useModifyCategory(guideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.categories(guideId) }),
  });
}
