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
      // The whole list and its pages (a title, city or address changes where a guide sorts and matches).
      return Promise.all([
        client.invalidateQueries({ queryKey: guidesKey, exact: true }),
        client.invalidateQueries({ queryKey: [...guidesKey, 'page'] }),
      ]);
    },
  });
}
