/** /workspace/white_label: the workspace's white-label settings (owners and admins). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TWhiteLabel, TWhiteLabelRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

const whiteLabelKey = ['white-label'] as const;

export function useWhiteLabel() {
  return useQuery({ queryKey: whiteLabelKey, queryFn: () => call<TWhiteLabel>('/workspace/white_label') });
}

export function useSaveWhiteLabel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TWhiteLabelRequest) => call<TWhiteLabel>('/workspace/white_label', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(whiteLabelKey, saved),
  });
}
