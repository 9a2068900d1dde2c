/* global self, caches */
/**
 * Service worker of the guest guide (registered with scope /g/, and once per readable link
 * /{workspace}/{guide}, or /{guide} on a workspace's own domain, with that path as its scope). Lets a
 * guide that was opened once open again with no signal:
 * - pages under /g/ (one shell for all), a readable link's page (its own copy: the server writes the
 *   guide's token into it) and the guide payload: network first (fresh content when online),
 *   cached copy when the network fails or hangs; a slug that moved answers its 301 as it is;
 * - hashed build assets and images: cache first (their URLs change when they change);
 * - a 404 for a guide (link regenerated) drops the cached copy, so an old link stops working.
 * - a cached copy served because the network failed carries the header X-Offline-Copy: 1, so the
 *   page can say it shows the copy kept on the phone even where navigator.onLine still says online
 *   (a captive portal, a signal that carries no data);
 * - a personal link's answer (?invite=) is kept under its own key; once its stay's access window
 *   has ended it is deleted (on activation, when a page asks, and before a cached copy is served),
 *   so the stay's door code does not stay on the phone.
 */
const VERSION = 'v1';
const SHELL_CACHE = `guest-shell-${VERSION}`;
const DATA_CACHE = `guest-data-${VERSION}`;
const IMAGE_CACHE = `guest-images-${VERSION}`;
const KEEP = [SHELL_CACHE, DATA_CACHE, IMAGE_CACHE];
/** Every /g/* path serves the same guest.html, so one cached copy stands for all. */
const SHELL_KEY = '/g/';
const NETWORK_TIMEOUT_MS = 4000;
const MAX_IMAGES = 300;

/** Marks an answer served from the cache in place of the network's (see the header comment). */
const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
/** Sent as 0 with the read that fills the offline copy: no guest opening a personal link again. */
const GUEST_VISIT_HEADER = 'x-guest-visit';

const GUIDE_PAYLOAD = /^\/api\/guest\/guides\/[A-Za-z0-9_-]+(\/pdf)?$/;

/** Script and style URLs the shell HTML references. */
function assetUrlsOf(html) {
  const urls = [];
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.push(match[1]);
  return urls;
}

async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_KEY, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL_KEY, response);
  await cache.addAll(assetUrlsOf(html));
}

self.addEventListener('install', (event) => {
  // A failed precache must not block installing: the first visit's own fetches fill the cache too.
  event.waitUntil(
    precacheShell()
      .catch(() => undefined)
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('guest-') && !KEEP.includes(n)).map((n) => caches.delete(n))),
      )
      .then(() => dropEndedStays().catch(() => undefined))
      .then(() => self.clients.claim()),
  );
});

/** fetch() that gives up after NETWORK_TIMEOUT_MS, so a weak signal falls back to the cache quickly. */
function fetchWithTimeout(request) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_TIMEOUT_MS);
  return fetch(request, { signal: controller.signal }).finally(() => clearTimeout(timer));
}

/** True for a cached personal answer (a stay with its access window) whose window has ended. */
async function stayEnded(response) {
  try {
    const result = (await response.clone().json()).RES_RESULT;
    const access = result && result.access;
    if (!result || !result.stay || !access || access.state !== 'active') return false;
    const end = Date.parse(access.access_to);
    return !Number.isFinite(end) || end <= Date.now();
  } catch {
    return false;
  }
}

/** Deletes every kept personal answer whose stay's window has ended. */
async function dropEndedStays() {
  const cache = await caches.open(DATA_CACHE);
  for (const request of await cache.keys()) {
    if (!new URL(request.url).searchParams.has('invite')) continue;
    const response = await cache.match(request);
    if (response && (await stayEnded(response))) await cache.delete(request);
  }
}

/** The kept copy under `key`, unless it is a personal answer whose window has ended (then deleted). */
async function keptCopy(cache, key) {
  const cached = await cache.match(key);
  if (cached && (await stayEnded(cached))) {
    await cache.delete(key);
    return undefined;
  }
  return cached;
}

/** A kept copy with OFFLINE_COPY_HEADER added (a cached Response's headers cannot be changed). */
function markedOfflineCopy(cached) {
  const headers = new Headers(cached.headers);
  headers.set(OFFLINE_COPY_HEADER, '1');
  return new Response(cached.body, { status: cached.status, statusText: cached.statusText, headers });
}

async function networkFirst(request, cacheName, key) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetchWithTimeout(request);
    if (response.ok) await cache.put(key, response.clone());
    else if (response.status === 404) await cache.delete(key);
    else if (response.status >= 500) {
      const cached = await keptCopy(cache, key);
      return cached ? markedOfflineCopy(cached) : response;
    }
    return response;
  } catch (error) {
    const cached = await keptCopy(cache, key);
    if (cached) return markedOfflineCopy(cached);
    throw error;
  }
}

async function trimImages(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_IMAGES)).map((k) => cache.delete(k)));
}

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    if (cacheName === IMAGE_CACHE) await trimImages(cache);
  }
  return response;
}

function isImage(request, url) {
  return request.destination === 'image' || /\.(png|jpe?g|webp|gif|svg)$/i.test(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === 'navigate' && url.pathname.startsWith('/g/')) {
    event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_KEY));
  } else if (request.mode === 'navigate') {
    // Only a readable link's registration sees navigations outside /g/ (its scope is that page's path).
    event.respondWith(networkFirst(request, SHELL_CACHE, readablePageKey(url.pathname)));
  } else if (GUIDE_PAYLOAD.test(url.pathname)) {
    // Keyed with the query: a personal ?invite= payload and the plain one are different answers.
    event.respondWith(networkFirst(request, DATA_CACHE, url.pathname + url.search));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
  } else if (url.pathname.startsWith('/api/') && isImage(request, url)) {
    event.respondWith(cacheFirst(request, IMAGE_CACHE));
  }
});

/** A readable link's page is kept under its path without a trailing slash (both spellings are one page). */
function readablePageKey(pathname) {
  return pathname.replace(/\/+$/, '');
}

/** Keeps a readable link's page (`page`, its path) as the network gives it now. */
async function cacheReadablePage(page) {
  const key = readablePageKey(new URL(page, self.location.origin).pathname);
  const response = await fetch(key, { cache: 'no-cache', redirect: 'follow' });
  if (!response.ok || response.redirected) throw new Error(`${response.status}`);
  await (await caches.open(SHELL_CACHE)).put(key, response);
}

/**
 * The page sends what it loaded before this worker controlled it (and a readable link's page path,
 * `page`); reply once all is stored.
 */
async function cacheUrls(urls, page) {
  const pageKept = typeof page === 'string' && page.startsWith('/') && !page.startsWith('/g/');
  const results = await Promise.allSettled([
    ...(pageKept ? [cacheReadablePage(page)] : []),
    ...urls.map(async (path) => {
      const url = new URL(path, self.location.origin);
      if (url.origin !== self.location.origin) return;
      if (GUIDE_PAYLOAD.test(url.pathname)) {
        const cache = await caches.open(DATA_CACHE);
        const key = url.pathname + url.search;
        const response = await fetch(key, { cache: 'no-cache', headers: { [GUEST_VISIT_HEADER]: '0' } });
        if (!response.ok) throw new Error(`${response.status}`);
        await cache.put(key, response);
        return;
      }
      const cacheName = url.pathname.startsWith('/assets/') ? SHELL_CACHE : IMAGE_CACHE;
      const cache = await caches.open(cacheName);
      if (await cache.match(url.pathname + url.search)) return;
      await cache.add(url.pathname + url.search);
    }),
  ]);
  let shell = await caches.open(SHELL_CACHE).then((c) => c.match(SHELL_KEY));
  if (!shell) {
    await precacheShell().catch(() => undefined);
    shell = await caches.open(SHELL_CACHE).then((c) => c.match(SHELL_KEY));
  }
  return Boolean(shell) && results.every((r) => r.status === 'fulfilled');
}

self.addEventListener('message', (event) => {
  const data = event.data;
  const port = event.ports && event.ports[0];
  if (data && data.type === 'drop-ended-stays') {
    event.waitUntil(
      dropEndedStays()
        .then(() => true)
        .catch(() => false)
        .then((ok) => port && port.postMessage({ ok })),
    );
    return;
  }
  if (!data || data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    cacheUrls(data.urls.filter((u) => typeof u === 'string').slice(0, 500), data.page)
      .catch(() => false)
      .then((ok) => port && port.postMessage({ ok })),
  );
});
