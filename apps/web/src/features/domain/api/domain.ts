/**
 * /workspace/domain: the workspace's own domain (read, set, remove) and its verification. Each
 * answer is the domain's whole state, which replaces the cached one.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDomainRequest, TWorkspaceDomain } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const domainKey = ['workspace-domain'] as const;

export function useWorkspaceDomain() {
  return useQuery({ queryKey: domainKey, queryFn: () => call<TWorkspaceDomain>('/workspace/domain') });
}

function useDomainChange<V>(send: (value: V) => Promise<TWorkspaceDomain>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (domain) => client.setQueryData(domainKey, domain),
    // A refused verification stored its outcome: read it again.
    onError: () => client.invalidateQueries({ queryKey: domainKey }),
  });
}

export function useSaveDomain() {
  return useDomainChange((body: TDomainRequest) =>
    call<TWorkspaceDomain>('/workspace/domain', { method: 'PUT', body }),
  );
}

export function useRemoveDomain() {
  return useDomainChange(() => call<TWorkspaceDomain>('/workspace/domain', { method: 'DELETE' }));
}

export function useVerifyDomain() {
  return useDomainChange(() => call<TWorkspaceDomain>('/workspace/domain/verify', { method: 'POST', body: {} }));
}
