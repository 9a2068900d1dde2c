/**
 * Rules for branding, sharing and the guest guide. Host calls see only the host's own
 * guides; guest calls know a guide only by its current share token, and see it only
 * through the guest presenter.
 */
import {
  MESSAGES,
  type TBranding,
  type TBrandingRequest,
  type TGuestGuide,
  type TShareLink,
} from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireOwned } from '../../lib/owned.ts';
import { envelope } from '../../plugins/envelope.ts';
import * as repo from './share.repository.ts';
import { presentGuestGuide } from './guest.presenter.ts';
import { etagOf, type GuestCache, type GuestEntry } from './guest-cache.ts';
import { newShareToken } from './share-token.ts';
import { qrPng, qrSvg } from './qr-code.ts';
import { renderFlyer } from './flyer-pdf.ts';
import { renderGuidePdf } from './guide-pdf.ts';
import { fileNameOf, printableImage, type PaperSize, type PrintableImage } from './pdf-document.ts';
import { guestContentChanged } from '../../lib/events.ts';

export type Download = { bytes: Buffer | string; contentType: string; fileName: string };

const notFound = () => AppError.notFound(MESSAGES.guide.notFound);

function presentBranding(b: repo.BrandingRow): TBranding {
  return { id_file_public: b.id_file_logo, logo_path: b.logo_path, font: b.font, color: b.color };
}

export async function selectBranding(deps: Deps, idUser: number, idGuide: number): Promise<TBranding> {
  const branding = await repo.findBranding(deps.database.db, idUser, idGuide);
  if (!branding) throw notFound();
  return presentBranding(branding);
}

export async function saveBranding(deps: Deps, idUser: number, input: TBrandingRequest): Promise<TBranding> {
  const { db } = deps.database;
  if (!(await repo.findBranding(db, idUser, input.id_guide))) throw notFound();
  if (input.id_file_public !== null)
    await requireOwned(repo.ownsFile(db, idUser, input.id_file_public), MESSAGES.sharing.logoNotInLibrary);
  const saved = await repo.saveBranding(db, idUser, input.id_guide, {
    id_file_logo: input.id_file_public,
    font: input.font,
    color: input.color.toLowerCase(),
  });
  if (!saved) throw notFound();
  guestContentChanged(deps, idUser);
  return selectBranding(deps, idUser, input.id_guide);
}

function shareUrl(deps: Deps, token: string): string {
  return `${deps.config.publicUrl}/g/${token}`;
}

export async function shareLink(deps: Deps, idUser: number, idGuide: number): Promise<TShareLink> {
  const share = await repo.findShare(deps.database.db, idUser, idGuide);
  if (!share) throw notFound();
  return { id_guide: idGuide, token: share.token, url: shareUrl(deps, share.token) };
}

/** A new token; the old link answers 01 from now on (the announcement drops the cached guide). */
export async function regenerateShareLink(deps: Deps, idUser: number, idGuide: number): Promise<TShareLink> {
  const token = newShareToken();
  if (!(await repo.replaceShareToken(deps.database.db, idUser, idGuide, token))) throw notFound();
  guestContentChanged(deps, idUser);
  return { id_guide: idGuide, token, url: shareUrl(deps, token) };
}

export async function qrCode(deps: Deps, idUser: number, idGuide: number, format: 'png' | 'svg'): Promise<Download> {
  const share = await repo.findShare(deps.database.db, idUser, idGuide);
  if (!share) throw notFound();
  const url = shareUrl(deps, share.token);
  return format === 'svg'
    ? { bytes: await qrSvg(url), contentType: 'image/svg+xml', fileName: fileNameOf(share.title, '-qr', 'svg') }
    : { bytes: await qrPng(url), contentType: 'image/png', fileName: fileNameOf(share.title, '-qr', 'png') };
}

export async function flyer(deps: Deps, idUser: number, idGuide: number, paper: 'a4' | 'letter'): Promise<Download> {
  const { db } = deps.database;
  const source = await repo.loadGuestSource(db, idUser, idGuide);
  if (!source) throw notFound();
  const { guide } = source;
  const bytes = await renderFlyer({
    title: guide.title,
    subtitle: guide.subtitle,
    color: guide.color,
    logo: await printableImage(deps.store, guide.logo_path, 400, 'png'),
    url: shareUrl(deps, guide.share_token),
    paper: (paper === 'letter' ? 'LETTER' : 'A4') satisfies PaperSize,
  });
  return { bytes, contentType: 'application/pdf', fileName: fileNameOf(guide.title, `-flyer-${paper}`, 'pdf') };
}

async function guidePdfOf(deps: Deps, guide: TGuestGuide): Promise<Buffer> {
  const images = new Map<number, PrintableImage>();
  for (const category of guide.categories) {
    for (const topic of category.topics) {
      const image = await printableImage(deps.store, topic.image_path, 1000, 'jpeg');
      if (image) images.set(topic.id, image);
    }
  }
  const logo = await printableImage(deps.store, guide.branding.logo_path, 400, 'png');
  return renderGuidePdf({ guide, logo, images });
}

/** The guest payload of one of the host's guides, exactly as guests get it (for the preview). */
export async function previewGuide(deps: Deps, idUser: number, idGuide: number): Promise<TGuestGuide> {
  const source = await repo.loadGuestSource(deps.database.db, idUser, idGuide);
  if (!source) throw notFound();
  return presentGuestGuide(source);
}

export async function guidePdf(deps: Deps, idUser: number, idGuide: number): Promise<Download> {
  const guide = await previewGuide(deps, idUser, idGuide);
  return {
    bytes: await guidePdfOf(deps, guide),
    contentType: 'application/pdf',
    fileName: fileNameOf(guide.title, '', 'pdf'),
  };
}

/**
 * The cached guest answer for a share token, built on a miss. Unknown (or replaced)
 * tokens answer 01.
 */
export async function guestGuide(deps: Deps, cache: GuestCache, token: string): Promise<GuestEntry> {
  const cached = cache.get(token);
  if (cached) return cached;
  const pending = cache.building.get(token);
  if (pending) return pending;
  const build = buildGuestEntry(deps, cache, token).finally(() => {
    if (cache.building.get(token) === build) cache.building.delete(token);
  });
  cache.building.set(token, build);
  return build;
}

async function buildGuestEntry(deps: Deps, cache: GuestCache, token: string): Promise<GuestEntry> {
  const { db } = deps.database;
  const owner = await repo.findGuideByToken(db, token);
  if (!owner) throw notFound();
  const generation = cache.generation(owner.id_user);
  const source = await repo.loadGuestSource(db, owner.id_user, owner.id_guide);
  if (!source || source.guide.share_token !== token) throw notFound();
  const body = JSON.stringify(envelope(presentGuestGuide(source)));
  const entry: GuestEntry = { idUser: owner.id_user, body, etag: etagOf(body) };
  cache.set(token, entry, generation);
  return entry;
}

/** The House Manual for guests; made once per version of the guide. */
export async function guestPdf(deps: Deps, cache: GuestCache, token: string): Promise<NonNullable<GuestEntry['pdf']>> {
  const entry = await guestGuide(deps, cache, token);
  if (entry.pdf) return entry.pdf;
  const generation = cache.generation(entry.idUser);
  const guide = (JSON.parse(entry.body) as { RES_RESULT: TGuestGuide }).RES_RESULT;
  const bytes = await guidePdfOf(deps, guide);
  const pdf = { bytes, etag: etagOf(bytes), filename: fileNameOf(guide.title, '', 'pdf') };
  // Stored on the entry only while the guide is unchanged since the entry was built.
  if (cache.get(token) === entry) cache.set(token, { ...entry, pdf }, generation);
  return pdf;
}
