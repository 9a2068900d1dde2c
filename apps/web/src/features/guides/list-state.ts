/**
 * The guides list's state as the URL keeps it (`?q=lisb&sort=-updated&page=2&tag=City`), so a
 * reload, a shared link or Back shows the same list. Defaults stay out of the URL.
 */
import { GUIDE_LIST, GUIDE_LIST_SORTS, type TGuideListQuery, type TGuideListSort } from '@guidebook/contract';

export type GuideListState = { q: string; sort: TGuideListSort; page: number; tag: string };

export const DEFAULT_SORT: TGuideListSort = '-created';

/** The state a URL's search parameters name; anything unreadable is the default. */
export function listStateOf(params: URLSearchParams): GuideListState {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, GUIDE_LIST.SEARCH_MAX),
    sort: (GUIDE_LIST_SORTS as readonly string[]).includes(sort) ? (sort as TGuideListSort) : DEFAULT_SORT,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    tag: (params.get('tag') ?? '').slice(0, GUIDE_LIST.TAG_MAX),
  };
}

/** The search parameters of `state`: only what differs from the defaults. */
export function paramsOf(state: GuideListState): Record<string, string> {
  const out: Record<string, string> = {};
  if (state.q.trim() !== '') out.q = state.q;
  if (state.sort !== DEFAULT_SORT) out.sort = state.sort;
  if (state.page > 1) out.page = String(state.page);
  if (state.tag !== '') out.tag = state.tag;
  return out;
}

/** A change of search, tag or order starts again at page 1. */
export function withChange(state: GuideListState, change: Partial<Omit<GuideListState, 'page'>>): GuideListState {
  return { ...state, ...change, page: 1 };
}

/** Clicking a column's heading: ascending first, then the other way. */
export function sortByColumn(
  current: TGuideListSort,
  column: 'title' | 'city' | 'updated' | 'created',
): TGuideListSort {
  return current === column ? (`-${column}` as TGuideListSort) : column;
}

/** The API query of a state, at `pageSize` guides a page. */
export function queryOf(state: GuideListState, pageSize: number = GUIDE_LIST.PAGE_SIZE_DEFAULT): TGuideListQuery {
  return {
    page: state.page,
    page_size: pageSize,
    sort: state.sort,
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.tag ? { tag: state.tag } : {}),
  };
}
