/** POST /content_categories/create. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCategory, TCategoryCreateRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function createCategory(body: TCategoryCreateRequest): Promise<TCategory> {
  return call<TCategory>('/content_categories/create', { method: 'POST', body });
}

export function useCreateCategory(guideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.categories(guideId) }),
  });
}
