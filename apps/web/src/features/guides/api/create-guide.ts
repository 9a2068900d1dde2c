/** POST /guides/create; refreshes the list on success. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuide, TGuideCreateRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { guidesKey } from './list-guides.ts';

export function createGuide(body: TGuideCreateRequest): Promise<TGuide> {
  return call<TGuide>('/guides/create', { method: 'POST', body });
}

export function useCreateGuide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGuide,
    onSuccess: () => client.invalidateQueries({ queryKey: guidesKey }),
  });
}
