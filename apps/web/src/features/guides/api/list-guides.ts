/** GET /guides/list: the host's guides. */
import { useQuery } from '@tanstack/react-query';
import type { TGuideListItem } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const guidesKey = ['guides'] as const;

export function listGuides(): Promise<TGuideListItem[]> {
  return call<TGuideListItem[]>('/guides/list');
}

export function useGuides() {
  return useQuery({ queryKey: guidesKey, queryFn: listGuides });
}
