/** GET and PUT /workspace/slug: the workspace's link name, the first part of every readable guide link. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TWorkspaceSlug, TWorkspaceSlugInfo, TWorkspaceSlugRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

const workspaceSlugKey = ['workspace-slug'] as const;

export function useWorkspaceSlug() {
  return useQuery({ queryKey: workspaceSlugKey, queryFn: () => call<TWorkspaceSlugInfo>('/workspace/slug') });
}

export function useSaveWorkspaceSlug() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TWorkspaceSlugRequest) => call<TWorkspaceSlug>('/workspace/slug', { method: 'PUT', body }),
    // Every readable link of the workspace changes: the share answers and the guides' details hold them.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: workspaceSlugKey }),
        client.invalidateQueries({ queryKey: ['share'] }),
        client.invalidateQueries({ queryKey: ['guides'] }),
      ]),
  });
}
