/** GET /guides/share and POST /guides/share/regenerate: the guide's guest link. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TShareLink } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { shareKey } from './query-keys.ts';

export const shareLinkKey = (id: number) => [...shareKey(id), 'link'] as const;

export function getShareLink(id: number): Promise<TShareLink> {
  return call<TShareLink>('/guides/share', { query: { id_guide: id } });
}

export function useShareLink(id: number) {
  return useQuery({ queryKey: shareLinkKey(id), queryFn: () => getShareLink(id) });
}

export function regenerateShareLink(id: number): Promise<TShareLink> {
  return call<TShareLink>('/guides/share/regenerate', { method: 'POST', body: { id_guide: id } });
}

export function useRegenerateShareLink(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateShareLink(id),
    // The QR code encodes the link: drop the cached preview with the old one.
    onSuccess: (link) => {
      client.setQueryData(shareLinkKey(id), link);
      return client.invalidateQueries({ queryKey: [...shareKey(id), 'qr'] });
    },
  });
}
