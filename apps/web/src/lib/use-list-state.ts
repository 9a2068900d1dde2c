/**
 * A list screen's state (filters, search, page) kept in the URL's search parameters, so opening a
 * row and coming back (Back, or a link to the list with the same query), a reload or a shared link
 * shows the same list. Each field's default gives its type (a text, or a page number from 1) and
 * stays out of the URL; parameters the list does not own are kept as they are.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A list's fields: texts, or whole numbers from 1 (a page). */
export type ListState = Record<string, string | number>;

/** The state `params` names; a missing or unreadable field is its default. */
export function listStateFrom<T extends ListState>(params: URLSearchParams, defaults: T): T {
  const state: ListState = { ...defaults };
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = params.get(key);
    if (raw === null) continue;
    if (typeof fallback === 'number') {
      const n = Number(raw);
      if (Number.isSafeInteger(n) && n >= 1) state[key] = n;
    } else {
      state[key] = raw;
    }
  }
  return state as T;
}

/** `params` with the list's fields set to `state`: defaults removed, other parameters kept. */
export function paramsWithListState<T extends ListState>(params: URLSearchParams, state: T, defaults: T) {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(defaults)) {
    const value = state[key];
    if (value === undefined || value === defaults[key]) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

/**
 * The list's state and its setter. A change of any field but `page` starts again at page 1 (the
 * old page may not exist in the new list). The URL is replaced, not pushed: Back leaves the list.
 */
export function useListState<T extends ListState>(defaults: T): [T, (change: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  // The defaults are a literal at the call site: their content, not their identity, matters.
  const key = JSON.stringify(defaults);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => defaults, [key]);
  const state = useMemo(() => listStateFrom(params, stable), [params, stable]);
  const set = useCallback(
    (change: Partial<T>) =>
      setParams(
        (current) => {
          const now = listStateFrom(current, stable);
          const restart = 'page' in stable && !('page' in change) ? { page: 1 } : {};
          return paramsWithListState(current, { ...now, ...restart, ...change } as T, stable);
        },
        { replace: true },
      ),
    [setParams, stable],
  );
  return [state, set];
}
