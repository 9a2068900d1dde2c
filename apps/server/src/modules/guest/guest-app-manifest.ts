/**
 * "Add to Home Screen" for one guide: each share link has its own web app
 * manifest (name = the guide's title, theme colour = its brand colour, start_url = the link: the
 * readable link whose page linked it, else the token link) and its own icons, made from the guide's logo or, without one, the Guidebook book on the brand
 * colour. Built from the guest payload (guest cache), so they change when the guide does, and
 * answer 01 for a token that is unknown or replaced, like the guide itself.
 */
import sharp from 'sharp';
import type { TGuestGuide } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { printableImage } from '../../pdf/pdf-document.ts';
import { storeKeyOf } from '../files/files.service.ts';
import type { GuestCache, GuestEntry } from './guest-cache.ts';
import { findGuideByToken, guestGuide } from './guest.service.ts';
import { openInvitation } from '../invitations/invitations.service.ts';
import { guideBySlug, readableTarget } from '../share/slugs.service.ts';
import { readablePathOf } from './readable-page.ts';

/** The icon sizes a manifest lists: what Android and Chrome ask for. */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

const BACKGROUND = '#ffffff';
/** Kept for a while per token, size and guide version: a phone asks again on every install. */
const ICON_CACHE_MAX = 200;

function payloadOf(entry: GuestEntry): TGuestGuide {
  return (JSON.parse(entry.body) as { RES_RESULT: TGuestGuide }).RES_RESULT;
}

/** A hex colour the manifest can carry (the brand colour is validated on save; this is belt and braces). */
function colourOf(guide: TGuestGuide): string {
  return /^#[0-9a-f]{6}$/i.test(guide.branding.color) ? guide.branding.color : '#ed8438';
}

/** What a home screen shows under the icon: the title, cut at a word to at most 24 characters. */
function shortName(title: string): string {
  if (title.length <= 24) return title;
  const cut = title.slice(0, 23);
  const atWord = /\s/.test(title[23] ?? '') ? cut : cut.replace(/\s+\S*$/, '');
  return `${(atWord || cut).trimEnd()}…`;
}

export type GuestManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: 'any' }[];
};

/** One readable segment, `/{guide slug}`: a readable link on a workspace's own domain. */
const DOMAIN_READABLE = /^\/([a-z0-9-]{3,60})$/;

/**
 * `link` when it is a readable link that opens this share token's guide on the host asked
 * (`idDomainWorkspace`: the workspace whose verified domain that is, undefined on the main origin),
 * else null: a manifest opens only a link that shows its own guide.
 */
export async function readableLinkOf(
  deps: Deps,
  token: string,
  link: string | undefined,
  idDomainWorkspace: number | undefined,
): Promise<string | null> {
  if (!link) return null;
  if (idDomainWorkspace !== undefined) {
    const slug = DOMAIN_READABLE.exec(link)?.[1];
    const found = slug ? await guideBySlug(deps, idDomainWorkspace, slug) : null;
    return found && 'token' in found && found.token === token ? link : null;
  }
  const slugs = readablePathOf(link);
  const target = slugs ? await readableTarget(deps, slugs.workspace, slugs.guide) : null;
  return target?.kind === 'guide' && target.share_token === token ? link : null;
}

/**
 * `invite` when it is an invitation of this share token's guide (whatever its state: a link that
 * opens later or has ended still shows the guest its own message), else null: a manifest opens only
 * a personal link of its own guide.
 */
export async function ownInvite(deps: Deps, token: string, invite: string | undefined): Promise<string | null> {
  if (!invite) return null;
  const guide = await findGuideByToken(deps, token);
  return guide && (await openInvitation(deps, invite, guide, { countOpen: false })) ? invite : null;
}

/**
 * The manifest of a share link, and the guide version it was made from (its ETag). `readable`: the
 * readable link of this guide (readableLinkOf) it opens instead of the token link; `invite`: the
 * invitation token (ownInvite) its start_url carries, so the installed guide opens the guest's stay.
 */
export async function guestManifest(
  deps: Deps,
  cache: GuestCache,
  token: string,
  readable: string | null = null,
  invite: string | null = null,
): Promise<{ manifest: GuestManifest; etag: string }> {
  const entry = await guestGuide(deps, cache, token);
  const guide = payloadOf(entry);
  const link = readable ?? `/g/${encodeURIComponent(token)}`;
  const start = invite ? `${link}?${new URLSearchParams({ invite })}` : link;
  const api = `/api/guest/guides/${encodeURIComponent(token)}`;
  const title = guide.title.trim() || 'Guide';
  return {
    etag: entry.etag,
    manifest: {
      id: link,
      name: title,
      short_name: shortName(title),
      description: guide.subtitle ?? title,
      start_url: start,
      scope: link,
      display: 'standalone',
      theme_color: colourOf(guide),
      background_color: BACKGROUND,
      icons: APP_ICON_SIZES.map((size) => ({
        src: `${api}/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose: 'any' as const,
      })),
    },
  };
}

/** The Guidebook book (the favicon's shape), white, for guides without a logo. */
function bookSvg(size: number, colour: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24">` +
      `<rect width="24" height="24" fill="${colour}"/>` +
      '<g transform="translate(4.8 4.8) scale(0.6)" fill="none" stroke="#ffffff" stroke-width="2" ' +
      'stroke-linecap="round" stroke-linejoin="round">' +
      '<path d="M5 4a1 1 0 0 1 1 -1h12a1 1 0 0 1 1 1v16a1 1 0 0 1 -1 1h-12a1 1 0 0 1 -1 -1z"/>' +
      '<path d="M9 7h6"/><path d="M5 17h14"/></g></svg>',
  );
}

async function makeIcon(deps: Deps, guide: TGuestGuide, size: AppIconSize): Promise<Buffer> {
  const logoPath = guide.branding.logo_path;
  // The logo sits inside the safe zone of a maskable shape (80 %), on white, so any logo reads.
  const logo = logoPath
    ? await printableImage(deps.store, storeKeyOf(logoPath.replace(/^\/api(?=\/)/, '')), Math.round(size * 0.8), 'png')
    : null;
  if (!logo)
    return sharp(bookSvg(size, colourOf(guide)))
      .png()
      .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: logo.bytes, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/** Icons made recently, by token, size and guide version. */
export class AppIconCache {
  private readonly entries = new Map<string, Buffer>();

  async get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const found = this.entries.get(key);
    if (found) return found;
    const made = await make();
    while (this.entries.size >= ICON_CACHE_MAX) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, made);
    return made;
  }
}

/** A share link's app icon of `size` pixels square (PNG), and its ETag. */
export async function guestAppIcon(
  deps: Deps,
  cache: GuestCache,
  icons: AppIconCache,
  token: string,
  size: AppIconSize,
): Promise<{ png: Buffer; etag: string }> {
  const entry = await guestGuide(deps, cache, token);
  const etag = `"icon-${size}-${entry.etag.replace(/"/g, '')}"`;
  const png = await icons.get(`${token}\n${size}\n${etag}`, () => makeIcon(deps, payloadOf(entry), size));
  return { png, etag };
}
