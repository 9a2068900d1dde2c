/** GET /guides/share, POST /guides/share/regenerate and PUT /guides/slug: the guide's guest links. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TGuideSlug, TGuideSlugRequest, TShareLink } from '@guidebook/contract';
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

export function saveGuideSlug(body: TGuideSlugRequest): Promise<TGuideSlug> {
  return call<TGuideSlug>('/guides/slug', { method: 'PUT', body });
}

/** The guide's link name: the readable link changes, and the QR code that prints it. */
export function useSaveGuideSlug(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGuideSlug,
    onSuccess: (saved) => {
      client.setQueryData<TShareLink>(shareLinkKey(id), (link) =>
        link ? { ...link, slug: saved.slug, readable_url: saved.readable_url } : link,
      );
      return Promise.all([
        client.invalidateQueries({ queryKey: [...shareKey(id), 'qr'] }),
        client.invalidateQueries({ queryKey: shareLinkKey(id) }),
      ]);
    },
  });
}
