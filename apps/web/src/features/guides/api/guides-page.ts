/**
 * GET /guides/list with parameters: one page of the guides that match, and how many match;
 * GET /guides/tags/list and PUT /guides/tags: the workspace's tags and a guide's.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGuideListItem,
  TGuideListQuery,
  TGuideTagCount,
  TGuideTags,
  TGuideTagsRequest,
} from '@guidebook/contract';
import { call, request } from '../../../lib/api-client.ts';
import { guidesKey } from './list-guides.ts';

/** Under guidesKey, so whatever refreshes the guides refreshes the pages and tags too. */
export const guidesPageKey = (query: TGuideListQuery) => [...guidesKey, 'page', query] as const;
export const guideTagsKey = [...guidesKey, 'tags'] as const;

export type GuidesPage = { guides: TGuideListItem[]; total: number };

export async function listGuidesPage(query: TGuideListQuery): Promise<GuidesPage> {
  const envelope = await request<TGuideListItem[]>('/guides/list', { query });
  const guides = envelope.RES_RESULT ?? [];
  return { guides, total: envelope.RES_OTHERS.TOTAL ?? guides.length };
}

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export function useGuidesPage(query: TGuideListQuery) {
  return useQuery({
    queryKey: guidesPageKey(query),
    queryFn: () => listGuidesPage(query),
    placeholderData: keepPreviousData,
  });
}

export function useGuideTagCounts() {
  return useQuery({
    queryKey: guideTagsKey,
    queryFn: () => call<TGuideTagCount[]>('/guides/tags/list'),
  });
}

export function useSetGuideTags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TGuideTagsRequest) => call<TGuideTags>('/guides/tags', { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: guidesKey }),
  });
}
