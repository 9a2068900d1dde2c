/** POST /content_categories/create. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STATUS, type TCategory } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export type CategoryInput = { id_guide: number; name: string; image: string; description?: string | null };

export function createCategory(input: CategoryInput): Promise<TCategory> {
  return call<TCategory>('/content_categories/create', {
    method: 'POST',
    body: { description: '', ...input, id_status: STATUS.PUBLISHED },
  });
}

export function useCreateCategory(guideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.categories(guideId) }),
  });
}
