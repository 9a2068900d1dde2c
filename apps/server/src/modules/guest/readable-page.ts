/**
 * The guest page of a readable link, `/{workspace slug}/{guide slug}`: the same guest.html as the token
 * link `/g/{token}`, with the guide's share token written into `<meta name="share-token">` (the guest app
 * reads it there, and the address bar keeps the readable link) and the token link's manifest and icons.
 * A former slug inside its redirect window answers 301 to the current link; anything else, the page
 * without a token and 404 (the guest app's "Guide not found").
 */
import { SLUG_RESERVED } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { readableTarget } from '../share/slugs.service.ts';
import { inviteOf, withManifestLink } from './guest-page.ts';

/** Two path segments of slug characters (the slug rule's lengths), an optional trailing slash. */
const READABLE_PATH = /^\/([a-z0-9-]{3,60})\/([a-z0-9-]{3,60})\/?$/;

/**
 * The two slugs of a readable link's path, or null: another shape, or a first segment the app uses
 * itself (the admin app's routes, /g/, /api, /assets), which a workspace slug can never be.
 */
export function readablePathOf(path: string): { workspace: string; guide: string } | null {
  const match = READABLE_PATH.exec(path);
  if (!match?.[1] || !match[2]) return null;
  if ((SLUG_RESERVED as readonly string[]).includes(match[1])) return null;
  return { workspace: match[1], guide: match[2] };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The guest page with the share token it shows, and that token's manifest and icons; the manifest
 * opens `readable`, the readable link's path this page answers (its trailing slash dropped), with the
 * page's `?invite=` when it is a personal link (`search`: the page's query, `?…` or '').
 */
export function withShareToken(html: string, token: string, readable: string, search = ''): string {
  const tagged = html.replace(
    '</head>',
    `    <meta name="share-token" content="${escapeAttribute(token)}" />\n  </head>`,
  );
  return withManifestLink(tagged, `/g/${encodeURIComponent(token)}`, readable.replace(/\/+$/, ''), inviteOf(search));
}

export type ReadablePage = { status: 200 | 404; html: string } | { status: 301; location: string };

/** The answer to a readable link (`search`: the query, `?…` or '', kept on a redirect). */
export async function readablePage(
  deps: Deps,
  slugs: { workspace: string; guide: string },
  search: string,
  guestHtml: () => Promise<string>,
): Promise<ReadablePage> {
  const target = await readableTarget(deps, slugs.workspace, slugs.guide);
  if (target.kind === 'moved')
    return { status: 301, location: `/${target.workspace_slug}/${target.guide_slug}${search}` };
  const html = await guestHtml();
  return target.kind === 'guide'
    ? { status: 200, html: withShareToken(html, target.share_token, `/${slugs.workspace}/${slugs.guide}`, search) }
    : { status: 404, html };
}
