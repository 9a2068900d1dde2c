/**
 * The guest guide's page (the web build's guest.html) with this deployment's map settings
 * written into its meta tags (`tile-url`, `tile-attribution`, `geocoder-url`), so the guest
 * app reads them without a rebuild. Read again when the file changes (a new build).
 */
import fs from 'node:fs/promises';
import type { MapTilesConfig } from '../../config.ts';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `html` with each map meta tag's content replaced (a tag the page lacks is left out). */
export function withMapSettings(html: string, map: MapTilesConfig): string {
  const values: Record<string, string> = {
    'tile-url': map.tileUrl,
    'tile-attribution': map.attribution,
    'geocoder-url': map.geocoderUrl,
  };
  // Any quoting and layout the build gives the tag (Vite writes some values in single quotes).
  return html.replace(
    /<meta\b[^>]*?\bname\s*=\s*["'](tile-url|tile-attribution|geocoder-url)["'][^>]*>/g,
    (_tag, name: string) => `<meta name="${name}" content="${escapeAttribute(values[name] ?? '')}" />`,
  );
}

/** The guest page for `file`, rewritten once per version of the file. */
export function guestPageReader(file: string, map: MapTilesConfig): () => Promise<string> {
  let cached: { mtimeMs: number; html: string } | null = null;
  return async () => {
    const { mtimeMs } = await fs.stat(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: withMapSettings(await fs.readFile(file, 'utf8'), map) };
    return cached.html;
  };
}

/** The personal link's invitation token in a page's query (`?…` or ''), if it has one the manifest can carry. */
export function inviteOf(search: string): string | undefined {
  const invite = new URLSearchParams(search).get('invite');
  return invite && invite.length <= 200 ? invite : undefined;
}

/** A share link's page path: `/g/{token}` (what follows the token is the guest app's own route). */
const SHARE_PAGE = /^\/g\/([^/?#]{1,200})/;

/**
 * The page of a share link links that link's own web app manifest, so "Add to Home Screen" puts
 * this guide, with its title, colour and icon, on the phone (guest-app-manifest.ts), and shows the
 * same icon as the tab's icon. Other pages (the host's preview) link none: the browser falls back
 * to the product's /favicon.ico. `readable`: the page is the guide's readable link (this path,
 * `/{workspace}/{guide}` or `/{guide}` on the workspace's domain), which the manifest then opens and
 * covers (its `?link=`), so the phone's icon opens the link the guest was given. `invite`: the
 * page is a personal link (`?invite=`), which the manifest opens with it (its `?invite=`), so the
 * installed guide still shows the guest's stay and door code.
 */
export function withManifestLink(html: string, url: string, readable?: string, invite?: string): string {
  const token = SHARE_PAGE.exec(url)?.[1];
  if (!token) return html;
  let decoded: string;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    return html;
  }
  const base = `/api/guest/guides/${encodeURIComponent(decoded)}`;
  const query = new URLSearchParams({ ...(readable ? { link: readable } : {}), ...(invite ? { invite } : {}) });
  const manifest = `${base}/manifest.webmanifest${query.size ? `?${query}` : ''}`;
  const links =
    `    <link rel="manifest" href="${escapeAttribute(manifest)}" />\n` +
    `    <link rel="icon" href="${escapeAttribute(`${base}/icon-192.png`)}" type="image/png" sizes="192x192" />\n` +
    // Safari takes the home-screen icon from here, not from the manifest.
    `    <link rel="apple-touch-icon" href="${escapeAttribute(`${base}/icon-192.png`)}" />\n`;
  return html.replace('</head>', `${links}  </head>`);
}
