/** /workspace/branding: the workspace's default branding, and applying it to every guide. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TWorkspaceBranding, TWorkspaceBrandingApplied, TWorkspaceBrandingRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const workspaceBrandingKey = ['workspace-branding'] as const;

export function useWorkspaceBranding() {
  return useQuery({
    queryKey: workspaceBrandingKey,
    queryFn: () => call<TWorkspaceBranding>('/workspace/branding'),
  });
}

/** Every guide's branding may change: the guides' lists and each guide's branding (`share`) are refreshed. */
function useWorkspaceBrandingChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: workspaceBrandingKey }),
        client.invalidateQueries({ queryKey: ['guides'] }),
        client.invalidateQueries({ queryKey: ['share'] }),
      ]),
  });
}

export function useSaveWorkspaceBranding() {
  return useWorkspaceBrandingChange((body: TWorkspaceBrandingRequest) =>
    call<TWorkspaceBranding>('/workspace/branding', { method: 'PUT', body }),
  );
}

export function useApplyWorkspaceBranding() {
  return useWorkspaceBrandingChange(() =>
    call<TWorkspaceBrandingApplied>('/workspace/branding/apply_all', { method: 'POST', body: {} }),
  );
}
