/**
 * Whether the guest is online, as React state for the Offline badge and the screens that need the
 * network. Offline when the browser says so (navigator.onLine), and also when the guide on screen
 * is the copy the service worker kept because the network failed (public/sw.js marks such an
 * answer with OFFLINE_COPY_HEADER): a captive portal or a signal that carries no data leaves
 * navigator.onLine true. Back online with the browser's `online` event or the next answer that
 * came from the network.
 */
import { useSyncExternalStore } from 'react';

export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

let showingOfflineCopy = false;
const listeners = new Set<() => void>();

function setShowingOfflineCopy(value: boolean): void {
  if (showingOfflineCopy === value) return;
  showingOfflineCopy = value;
  for (const listener of listeners) listener();
}

/** Records where the guide answer just read came from (its OFFLINE_COPY_HEADER). */
export function noteGuideAnswer(response: Pick<Response, 'headers'>): void {
  setShowingOfflineCopy(response.headers.get(OFFLINE_COPY_HEADER) === '1');
}

function onBrowserOnline(): void {
  setShowingOfflineCopy(false);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', onBrowserOnline);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The current value, outside React (tests, non-component code). */
export function isOnline(): boolean {
  return navigator.onLine && !showingOfflineCopy;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
