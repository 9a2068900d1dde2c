/**
 * /api_tokens/*: list, create (the answer carries the token, shown once) and revoke. Every change
 * refreshes the list. Signed-in sessions only: the server refuses these calls to API tokens.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TApiToken, TApiTokenCreated, TApiTokenCreateRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const apiTokensKey = ['api-tokens'] as const;
const listKey = [...apiTokensKey, 'list'] as const;

export function listApiTokens(): Promise<TApiToken[]> {
  return call<TApiToken[]>('/api_tokens/list');
}

export function useApiTokens() {
  return useQuery({ queryKey: listKey, queryFn: listApiTokens });
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TApiTokenCreateRequest) =>
      call<TApiTokenCreated>('/api_tokens/create', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call<null>('/api_tokens/delete', { method: 'DELETE', body: { id_api_token: id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}
