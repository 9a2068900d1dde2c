/** GET /files/public/list?page=&page_size=: one page of the library and the total count. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TFilePublic } from '@guidebook/contract';
import { request } from '../../../lib/api-client.ts';
import { filesKeys } from './query-keys.ts';

export type FilePage = { files: TFilePublic[]; total: number };

export async function listFiles(page: number, pageSize: number): Promise<FilePage> {
  const envelope = await request<TFilePublic[]>('/files/public/list', { query: { page, page_size: pageSize } });
  const files = envelope.RES_RESULT ?? [];
  return { files, total: envelope.RES_OTHERS.TOTAL ?? files.length };
}

/** Keeps the previous page on screen while the next one loads, so the grid does not jump. */
export function useFiles(page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: filesKeys.page(page, pageSize),
    queryFn: () => listFiles(page, pageSize),
    placeholderData: keepPreviousData,
    enabled,
  });
}
