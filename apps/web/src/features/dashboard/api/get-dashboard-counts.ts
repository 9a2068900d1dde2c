/**
 * The dashboard's figures from the real list calls: guides (GET /guides/list), files
 * (RES_OTHERS.TOTAL of GET /files/public/list, one item a page) and topics (the sum of
 * each guide's categories' topics_count from GET /content_categories/list).
 */
import { useQuery } from '@tanstack/react-query';
import type { TCategory, TFilePublic, TGuideListItem } from '@guidebook/contract';
import { call, request } from '../../../lib/api-client.ts';

export type DashboardCounts = {
  guides: TGuideListItem[];
  topics: number;
  categories: number;
  files: number;
  /** The guide with the most topics (the first such guide listed), or null without topics. */
  topicsGuideId: number | null;
};

export async function getDashboardCounts(): Promise<DashboardCounts> {
  const [guides, files] = await Promise.all([
    call<TGuideListItem[]>('/guides/list'),
    request<TFilePublic[]>('/files/public/list', { query: { page: 1, page_size: 1 } }),
  ]);
  const perGuide = await Promise.all(
    guides.map((g) => call<TCategory[]>('/content_categories/list', { query: { id_guide: g.id_guide } })),
  );
  const categories = perGuide.flat();
  const topicsPerGuide = perGuide.map((list) => list.reduce((sum, c) => sum + c.topics_count, 0));
  const most = Math.max(0, ...topicsPerGuide);
  const topicsGuideId = most > 0 ? (guides[topicsPerGuide.indexOf(most)]?.id_guide ?? null) : null;
  return {
    topicsGuideId,
    guides,
    categories: categories.length,
    topics: categories.reduce((sum, c) => sum + c.topics_count, 0),
    files: files.RES_OTHERS.TOTAL ?? files.RES_RESULT.length,
  };
}

export function useDashboardCounts() {
  return useQuery({ queryKey: ['dashboard-counts'], queryFn: getDashboardCounts, staleTime: 0 });
}
