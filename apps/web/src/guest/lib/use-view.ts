/** The current tab/category/topic from location.hash, and navigation that pushes history entries. */
import { useCallback, useSyncExternalStore } from 'react';
import { formatHash, parseHash, type TabId, type View } from './route.ts';

function subscribe(listener: () => void): () => void {
  window.addEventListener('hashchange', listener);
  return () => window.removeEventListener('hashchange', listener);
}

export function useView(): [View, (next: Partial<View> & { tab: TabId }) => void] {
  const hash = useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => '',
  );
  const go = useCallback((next: Partial<View> & { tab: TabId }) => {
    const target = formatHash(next);
    if (target !== window.location.hash) window.location.hash = target;
  }, []);
  return [parseHash(hash), go];
}
