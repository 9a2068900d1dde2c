/** GET /content_categories/list?id_guide=: the categories of a guide, in their order. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TCategory, ZCategoryListQuery } from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';
import { contentKeys } from './query-keys.ts';

export function listCategories(guideId: number): Promise<TCategory[]> {
  return call<TCategory[]>('/content_categories/list', {
    query: { id_guide: guideId } satisfies z.infer<typeof ZCategoryListQuery>,
  });
}

export function useCategories(guideId: number) {
  return useQuery({ queryKey: contentKeys.categories(guideId), queryFn: () => listCategories(guideId) });
}
