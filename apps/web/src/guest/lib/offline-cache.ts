/**
 * Registers the guest service worker (public/sw.js, scope /g/) and hands it what this
 * first visit already downloaded before it took control (the guide payload, images,
 * lazily loaded chunks), so the next visit opens with no network at all.
 * Sets `data-offline-ready` on <html> once those are cached (tests wait for it).
 */
import type { TGuestGuide } from '@guidebook/contract';
import { guestGuideUrl, houseManualUrl, wifiQrUrl } from './load-guide.ts';
import { manualLanguageOf } from './manual-language.ts';

export const SW_URL = '/sw.js';
export const SW_SCOPE = '/g/';

/**
 * Same-origin URLs worth keeping for offline use: the payload, `extra` (the House Manual PDF),
 * every image the payload names, loaded assets (scripts, styles, the font).
 */
export function urlsToCache(
  payloadUrl: string,
  guide: TGuestGuide,
  loadedResources: readonly string[],
  extra: readonly string[] = [],
): string[] {
  const images = [
    guide.branding.logo_path,
    guide.cover?.path,
    guide.cover?.thumb_path,
    ...guide.categories.flatMap((c) => c.topics.flatMap((t) => [t.image_path, t.thumb_path])),
  ]
    .filter((p): p is string => typeof p === 'string' && p.startsWith('/'))
    .map((p) => `/api${p}`);
  const assets = loadedResources.filter((u) => u.startsWith('/assets/'));
  return [...new Set([payloadUrl, ...extra, ...images, ...assets])];
}

/**
 * What to keep of a guide shown from a share link: the payload under each URL it was asked with
 * (the worker keys payloads by path and query, ?lang= included, so every language is its own copy
 * and an offline reload asking the same URL finds the language the guest chose), the House Manual
 * in the language shown, and the Join WiFi QR code when there is a WiFi.
 */
export function offlineCopyUrls(
  token: string,
  invite: string | undefined,
  guide: TGuestGuide,
  askedIn: readonly (string | null)[],
): { payloadUrl: string; extra: string[] } {
  const [payloadUrl = guestGuideUrl(token, invite), ...more] = askedIn.map((lang) =>
    guestGuideUrl(token, invite, lang),
  );
  const extra = [...more, houseManualUrl(token, manualLanguageOf(guide))];
  if (guide.wifi) extra.push(wifiQrUrl(token, invite));
  return { payloadUrl, extra };
}

function loadedSameOriginResources(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name, location.href))
    .filter((u) => u.origin === location.origin)
    .map((u) => u.pathname + u.search);
}

/** A readable link's worker scope: the page's own path, without a trailing slash (it covers both spellings). */
export function readableScopeOf(pathname: string): string {
  return pathname.replace(/\/+$/, '');
}

/**
 * Registers the worker for `scope`: SW_SCOPE for token links; a readable link's own path for its page
 * (one worker script, one registration per readable link, the caches shared).
 */
export async function registerOfflineCache(scope: string = SW_SCOPE): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return null;
  try {
    return await navigator.serviceWorker.register(SW_URL, { scope });
  } catch {
    return null;
  }
}

/**
 * Asks the active worker to cache the guide; resolves when it has (or could not). `page`: a readable
 * link's path, whose page (it carries the token) the worker keeps under that path.
 */
export async function cacheGuideForOffline(
  payloadUrl: string,
  guide: TGuestGuide,
  extra: readonly string[] = [],
  page?: string,
): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) return false;
  const urls = urlsToCache(payloadUrl, guide, loadedSameOriginResources(), extra);
  const done = await new Promise<boolean>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(false), 30_000);
    channel.port1.onmessage = (event: MessageEvent<{ ok?: boolean }>) => {
      clearTimeout(timer);
      resolve(event.data?.ok === true);
    };
    worker.postMessage({ type: 'cache-urls', urls, ...(page ? { page } : {}) }, [channel.port2]);
  });
  if (done) document.documentElement.dataset.offlineReady = 'true';
  return done;
}
