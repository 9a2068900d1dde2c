/**
 * The host's side of sharing: branding, the share link and its QR code, the printable
 * flyer and the guide's PDF. Host calls see only the host's own guides. What guests get
 * (and the host's preview of it) is the guest module's.
 */
import {
  BRANDING,
  MESSAGES,
  RESULT,
  type TBranding,
  type TBrandingRequest,
  type TWorkspaceBranding,
  type TWorkspaceBrandingApplied,
  type TWorkspaceBrandingRequest,
  type TGuestGuide,
  type TShareLink,
} from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireOwned } from '../../lib/owned.ts';
import { newShareToken } from '../../lib/tokens.ts';
import { guestContentChanged } from '../../lib/events.ts';
import { qrPng, qrSvg } from '../../pdf/qr-code.ts';
import { renderFlyer, type FlyerInput } from '../../pdf/flyer-pdf.ts';
import { wifiQrPng, type FlyerWifi } from '../../pdf/flyer-wifi.ts';
import { fileNameOf } from '../../pdf/pdf-document.ts';
import { requireGuide, type GuideRow } from '../guides/guides.service.ts';
import { ensureCoverRendition, ownsLibraryFile } from '../files/files.service.ts';
import {
  guestGuidePdf,
  hostLanguage,
  previewGuide as previewGuestGuide,
  printableCover,
  printableLogo,
} from '../guest/guest.service.ts';
import { presentWifi } from '../guest/guest.presenter.ts';
import { guideTextsIn } from '../translations/translations.service.ts';
import { guideLinkBase, publicGuideUrl, readableGuideUrl, tokenGuideUrl } from './public-link.ts';
import { printMaker } from '../white-label/white-label.service.ts';
import * as repo from './share.repository.ts';

export type Download = { bytes: Buffer | string; contentType: string; fileName: string };

const notFound = () => AppError.notFound(MESSAGES.guide.notFound);

function presentBranding(g: GuideRow): TBranding {
  return {
    id_file_public: g.id_file_logo,
    logo_path: g.logo_path,
    id_file_cover: g.id_file_cover,
    cover_path: g.cover?.path_file ?? null,
    font: g.font,
    color: g.color,
    uses_workspace: g.branding_follows,
  };
}

export async function selectBranding(deps: Deps, idWorkspace: number, idGuide: number): Promise<TBranding> {
  return presentBranding(await requireGuide(deps, idWorkspace, idGuide));
}

export async function saveBranding(deps: Deps, idWorkspace: number, input: TBrandingRequest): Promise<TBranding> {
  const { db } = deps.database;
  await requireGuide(deps, idWorkspace, input.id_guide);
  await checkBrandingFiles(deps, idWorkspace, input);
  const saved = await repo.saveBranding(db, idWorkspace, input.id_guide, {
    id_file_logo: input.id_file_public,
    ...(input.id_file_cover !== undefined ? { id_file_cover: input.id_file_cover } : {}),
    font: input.font,
    color: input.color.toLowerCase(),
  });
  if (!saved) throw notFound();
  guestContentChanged(deps, idWorkspace);
  return selectBranding(deps, idWorkspace, input.id_guide);
}

/** The library files a branding names: each must be the workspace's (the cover's rendition made first). */
async function checkBrandingFiles(
  deps: Deps,
  idWorkspace: number,
  input: { id_file_public: number | null; id_file_cover?: number | null | undefined },
): Promise<void> {
  if (input.id_file_public !== null)
    await requireOwned(ownsLibraryFile(deps, idWorkspace, input.id_file_public), MESSAGES.sharing.logoNotInLibrary);
  // The cover's rendition is made before anything points at it, so guests never wait for it.
  if (input.id_file_cover != null)
    await requireOwned(
      ensureCoverRendition(deps, idWorkspace, input.id_file_cover),
      MESSAGES.sharing.coverNotInLibrary,
    );
}

/** The workspace's branding (the defaults until first saved) and how many guides follow it. */
export async function selectWorkspaceBranding(deps: Deps, idWorkspace: number): Promise<TWorkspaceBranding> {
  const { db } = deps.database;
  const [saved, counts] = await Promise.all([
    repo.findWorkspaceBranding(db, idWorkspace),
    repo.countBrandingFollowers(db, idWorkspace),
  ]);
  return {
    id_file_public: saved?.id_file_logo ?? null,
    logo_path: saved?.logo_path ?? null,
    id_file_cover: saved?.id_file_cover ?? null,
    cover_path: saved?.cover_path ?? null,
    font: saved?.font ?? BRANDING.FONT,
    color: saved?.color ?? BRANDING.COLOR,
    is_set: saved !== undefined,
    guides_following: counts.following,
    guides_total: counts.total,
  };
}

/**
 * Saves the workspace's branding; every guide that follows it takes it in the same transaction,
 * and the guest caches are dropped on every instance.
 */
export async function saveWorkspaceBranding(
  deps: Deps,
  idWorkspace: number,
  input: TWorkspaceBrandingRequest,
): Promise<TWorkspaceBranding> {
  await checkBrandingFiles(deps, idWorkspace, input);
  const current = await repo.findWorkspaceBranding(deps.database.db, idWorkspace);
  const changed = await repo.saveWorkspaceBranding(deps.database.db, idWorkspace, {
    id_file_logo: input.id_file_public,
    // Absent keeps the stored cover, as for a guide.
    id_file_cover: input.id_file_cover !== undefined ? input.id_file_cover : (current?.id_file_cover ?? null),
    font: input.font,
    color: input.color.toLowerCase(),
  });
  if (changed.length > 0) guestContentChanged(deps, idWorkspace);
  return selectWorkspaceBranding(deps, idWorkspace);
}

/** Every guide of the workspace takes and follows its branding (13 before it is first saved). */
export async function applyWorkspaceBranding(deps: Deps, idWorkspace: number): Promise<TWorkspaceBrandingApplied> {
  if (!(await repo.findWorkspaceBranding(deps.database.db, idWorkspace)))
    throw new AppError(RESULT.CONFLICT, MESSAGES.sharing.workspaceBrandingUnset);
  const changed = await repo.applyWorkspaceBrandingToAll(deps.database.db, idWorkspace);
  if (changed.length > 0) guestContentChanged(deps, idWorkspace);
  return { changed: changed.length };
}

/**
 * These guides (already checked to be the workspace's) follow the workspace's branding again, taking it
 * now, in one statement; the ids of those that changed (13 before the workspace has a branding).
 */
export async function useWorkspaceBrandingMany(
  deps: Deps,
  idWorkspace: number,
  ids: readonly number[],
): Promise<number[]> {
  if (!(await repo.findWorkspaceBranding(deps.database.db, idWorkspace)))
    throw new AppError(RESULT.CONFLICT, MESSAGES.sharing.workspaceBrandingUnset);
  const changed = await repo.followWorkspaceBrandingMany(deps.database.db, idWorkspace, ids);
  if (changed.length > 0) guestContentChanged(deps, idWorkspace);
  return changed;
}

/** The guide follows the workspace's branding again, taking it now (13 before the workspace has one). */
export async function useWorkspaceBranding(deps: Deps, idWorkspace: number, idGuide: number): Promise<TBranding> {
  await requireGuide(deps, idWorkspace, idGuide);
  if (!(await repo.findWorkspaceBranding(deps.database.db, idWorkspace)))
    throw new AppError(RESULT.CONFLICT, MESSAGES.sharing.workspaceBrandingUnset);
  await repo.followWorkspaceBranding(deps.database.db, idWorkspace, idGuide);
  guestContentChanged(deps, idWorkspace);
  return selectBranding(deps, idWorkspace, idGuide);
}

/** The token link and the readable link of a guide. */
async function presentShareLink(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  token: string,
  slug: string | null,
): Promise<TShareLink> {
  const base = await guideLinkBase(deps, idWorkspace);
  return {
    id_guide: idGuide,
    token,
    url: tokenGuideUrl(base.origin, token),
    slug,
    readable_url: readableGuideUrl(base, slug),
  };
}

export async function shareLink(deps: Deps, idWorkspace: number, idGuide: number): Promise<TShareLink> {
  const share = await repo.findShare(deps.database.db, idWorkspace, idGuide);
  if (!share) throw notFound();
  return presentShareLink(deps, idWorkspace, idGuide, share.token, share.slug);
}

/**
 * A new token; the old token link answers 01 from now on (the announcement drops the cached guide).
 * The readable link stays: it now opens the guide with the new token.
 */
export async function regenerateShareLink(deps: Deps, idWorkspace: number, idGuide: number): Promise<TShareLink> {
  const token = newShareToken();
  const replaced = await repo.replaceShareToken(deps.database.db, idWorkspace, idGuide, token);
  if (!replaced) throw notFound();
  guestContentChanged(deps, idWorkspace);
  return presentShareLink(deps, idWorkspace, idGuide, token, replaced.slug);
}

export async function qrCode(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  format: 'png' | 'svg',
): Promise<Download> {
  const share = await repo.findShare(deps.database.db, idWorkspace, idGuide);
  if (!share) throw notFound();
  const url = publicGuideUrl(await guideLinkBase(deps, idWorkspace), { share_token: share.token, slug: share.slug });
  return format === 'svg'
    ? { bytes: await qrSvg(url), contentType: 'image/svg+xml', fileName: fileNameOf(share.title, '-qr', 'svg') }
    : { bytes: await qrPng(url), contentType: 'image/png', fileName: fileNameOf(share.title, '-qr', 'png') };
}

/**
 * The printable flyer. `withWifi`: also the WiFi box (name, password, Join WiFi QR code), printed
 * even when the WiFi is Hidden from guests: the flyer is the host's own print-out. 12 on `wifi`
 * when the guide has no WiFi network name.
 */
export async function flyer(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  paper: 'a4' | 'letter',
  { withWifi = false, lang }: { withWifi?: boolean; lang?: string | undefined } = {},
): Promise<Download> {
  const guide = await requireGuide(deps, idWorkspace, idGuide);
  const language = hostLanguage(guide, lang);
  const shown = await guideTextsIn(deps, idWorkspace, guide, language);
  let wifi: FlyerWifi | null = null;
  if (withWifi) {
    const details = presentWifi(guide, true);
    if (!details) throw AppError.invalid('wifi', MESSAGES.stay.flyerNoWifi);
    wifi = { ...details, qrPng: await wifiQrPng(details) };
  }
  const input: FlyerInput = {
    maker: await printMaker(deps, idWorkspace),
    title: shown.title,
    subtitle: shown.subtitle,
    lang: language,
    font: guide.font,
    color: guide.color,
    logo: await printableLogo(deps, guide.logo_path),
    cover: await printableCover(deps, guide.cover?.path_cover ?? guide.cover?.path_file ?? null),
    url: publicGuideUrl(await guideLinkBase(deps, idWorkspace), guide),
    paper: paper === 'letter' ? 'LETTER' : 'A4',
    wifi,
  };
  const bytes = await renderFlyer(input);
  return { bytes, contentType: 'application/pdf', fileName: fileNameOf(guide.title, `-flyer-${paper}`, 'pdf') };
}

/** The guest payload of one of the host's guides, exactly as guests get it (the preview); `drafts`: marked Drafts too. */
export function previewGuide(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  options: { drafts?: boolean; lang?: string | undefined } = {},
): Promise<TGuestGuide> {
  return previewGuestGuide(deps, idWorkspace, idGuide, options);
}

/** The House Manual as guests get it, in one of the guide's languages (`lang`; absent: the default). */
export async function guidePdf(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  lang?: string | undefined,
): Promise<Download> {
  const guide = await previewGuide(deps, idWorkspace, idGuide, { lang });
  return {
    bytes: await guestGuidePdf(deps, idWorkspace, guide),
    contentType: 'application/pdf',
    fileName: fileNameOf(guide.title, '', 'pdf'),
  };
}
