/** GET and PUT /guides/branding: a guide's logo (library file), font and colour. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBranding, TBrandingRequest } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { shareKey } from './query-keys.ts';

export const brandingKey = (id: number) => [...shareKey(id), 'branding'] as const;

export function getBranding(id: number): Promise<TBranding> {
  return call<TBranding>('/guides/branding', { query: { id_guide: id } });
}

export function useBranding(id: number) {
  return useQuery({ queryKey: brandingKey(id), queryFn: () => getBranding(id) });
}

export function saveBranding(body: TBrandingRequest): Promise<TBranding> {
  return call<TBranding>('/guides/branding', { method: 'PUT', body });
}

export function useSaveBranding(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBranding,
    // The QR preview, flyer and guides list show the branding: refresh what depends on it.
    onSuccess: (branding) => {
      client.setQueryData(brandingKey(id), branding);
      return client.invalidateQueries({ queryKey: ['guides'] });
    },
  });
}

/** PUT /guides/branding/use_workspace: the guide follows the workspace branding again. */
export function useUseWorkspaceBranding(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call<TBranding>('/guides/branding/use_workspace', { method: 'PUT', body: { id_guide: id } }),
    onSuccess: (branding) => {
      client.setQueryData(brandingKey(id), branding);
      return client.invalidateQueries({ queryKey: ['guides'] });
    },
  });
}
