/** POST /guides/bulk: one action on the chosen guides, or on every guide the list's filter matches. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGuidesBulkRequest, TGuidesBulkResult } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { guidesKey } from './list-guides.ts';

export function useGuidesBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TGuidesBulkRequest) => call<TGuidesBulkResult>('/guides/bulk', { method: 'POST', body }),
    // Changed, copied or deleted guides: every list and tag count is read again.
    onSuccess: () => client.invalidateQueries({ queryKey: guidesKey }),
  });
}
