/** GET /analytics/summary: views across the host's guides, for the dashboard. */
import { useQuery } from '@tanstack/react-query';
import type { TAnalyticsSummary } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { analyticsKey } from './get-guide-analytics.ts';

export function getAnalyticsSummary(): Promise<TAnalyticsSummary> {
  return call<TAnalyticsSummary>('/analytics/summary');
}

export function useAnalyticsSummary() {
  return useQuery({ queryKey: [...analyticsKey, 'summary'], queryFn: getAnalyticsSummary, staleTime: 0 });
}
