/** GET /guides/select?id_guide=: one guide with every field. */
import { useQuery } from '@tanstack/react-query';
import type { TGuide } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { guidesKey } from './list-guides.ts';

export const guideKey = (id: number) => [...guidesKey, id] as const;

export function selectGuide(id: number): Promise<TGuide> {
  return call<TGuide>('/guides/select', { query: { id_guide: id } });
}

export function useGuide(id: number) {
  return useQuery({ queryKey: guideKey(id), queryFn: () => selectGuide(id), enabled: Number.isInteger(id) && id > 0 });
}
