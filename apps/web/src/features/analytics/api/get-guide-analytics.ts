/** GET /analytics/guide?id_guide=: the Analytics tab's figures. */
import { useQuery } from '@tanstack/react-query';
import type { TGuideAnalytics } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const analyticsKey = ['analytics'] as const;
export const guideAnalyticsKey = (id: number) => [...analyticsKey, 'guide', id] as const;

export function getGuideAnalytics(id: number): Promise<TGuideAnalytics> {
  return call<TGuideAnalytics>('/analytics/guide', { query: { id_guide: id } });
}

/** Fresh on every visit of the tab: guests may have opened the guide a moment ago. */
export function useGuideAnalytics(id: number) {
  return useQuery({ queryKey: guideAnalyticsKey(id), queryFn: () => getGuideAnalytics(id), staleTime: 0 });
}
