/** PUT /guides/modify; updates the cached guide and refreshes the list. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuide, TGuideModifyRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { guidesKey } from './list-guides.ts';
import { guideKey } from './select-guide.ts';

export function modifyGuide(body: TGuideModifyRequest): Promise<TGuide> {
  return call<TGuide>('/guides/modify', { method: 'PUT', body });
}

export function useModifyGuide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: modifyGuide,
    onSuccess: (guide) => {
      client.setQueryData(guideKey(guide.id_guide), guide);
      return client.invalidateQueries({ queryKey: guidesKey, exact: true });
    },
  });
}
