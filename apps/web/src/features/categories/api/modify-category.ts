/** PUT /content_categories/modify. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCategory, TCategoryModifyRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function modifyCategory(body: TCategoryModifyRequest): Promise<TCategory> {
  return call<TCategory>('/content_categories/modify', { method: 'PUT', body });
}

export function useModifyCategory(guideId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: modifyCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.categories(guideId) }),
  });
}
