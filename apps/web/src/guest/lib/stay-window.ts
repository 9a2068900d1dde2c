/**
 * The end of a personal link's access window on the phone: the Home card hides the door code
 * when the window ends on an open page, and the guest service worker (public/sw.js) deletes a
 * kept personal answer whose window has ended, when the window ends and at every load.
 */
import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days); a later end is checked again then. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** True while `end` (ISO) is ahead, or when there is none. */
export function windowOpen(end: string | null, now = Date.now()): boolean {
  if (end === null) return true;
  const at = Date.parse(end);
  return Number.isFinite(at) && now < at;
}

/** Asks the guest service worker to delete kept personal answers whose window has ended. */
export async function dropEndedStays(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const worker = (await navigator.serviceWorker.getRegistration())?.active;
  if (!worker) return false;
  return new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 10_000);
    channel.port1.onmessage = (event: MessageEvent<{ ok?: boolean }>) => {
      clearTimeout(timer);
      resolve(event.data?.ok === true);
    };
    worker.postMessage({ type: 'drop-ended-stays' }, [channel.port2]);
  });
}

/**
 * windowOpen(end) for a page left open: turns false when `end` passes (checked first right after
 * mounting), then drops the kept copies whose window has ended and calls `onEnd`.
 */
export function useWindowOpen(end: string | null, onEnd?: () => void): boolean {
  // An end already past when the hook first runs is known at once (no frame shows it open).
  const [ended, setEnded] = useState<string | null>(() => (end !== null && !windowOpen(end) ? end : null));
  useEffect(() => {
    if (end === null) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      if (windowOpen(end)) {
        timer = setTimeout(check, Math.min(Date.parse(end) - Date.now(), MAX_DELAY_MS));
        return;
      }
      setEnded(end);
      void dropEndedStays();
      onEnd?.();
    };
    timer = setTimeout(check, 0);
    return () => clearTimeout(timer);
  }, [end, onEnd]);
  return end === null || ended !== end;
}

/** Calls `then` when `instant` (ISO) passes on an open page; nothing for one already past or none. */
export function useWhenPassed(instant: string | null, then: () => void): void {
  useEffect(() => {
    if (instant === null || !windowOpen(instant)) return;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      if (windowOpen(instant)) {
        timer = setTimeout(check, Math.min(Date.parse(instant) - Date.now(), MAX_DELAY_MS));
        return;
      }
      then();
    };
    check();
    return () => clearTimeout(timer);
  }, [instant, then]);
}
