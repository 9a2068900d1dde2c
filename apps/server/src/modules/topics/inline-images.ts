/**
 * Images pasted into the topic editor arrive inline, as `data:` URIs (the editor embeds the file
 * it reads). Stored like that, one photo makes a topic megabytes long, and lists carry every
 * topic's content (the topics list gives whole topics). So every save moves them into the host's image
 * library (through the upload's own checks and thumbnail, ingestImage) and keeps only their URL
 * in the content: `/api` + path_file, the same-origin form the sanitiser allows, the web app and
 * the guest guide load, and the guest service worker caches.
 *
 * BMP and ICO images (the editor accepts them, the library does not keep them) become PNG. An image
 * that cannot be decoded is refused (12 on `content`: the host is there to fix it, and silently
 * dropping what they inserted would lose it), except in the start-up migration, which has nobody to
 * answer and drops it (a browser could not show those bytes either, or the decoder here could not).
 *
 * The order keeps the library clean: files are stored first, then the caller writes the topic, and
 * if that write fails the files made for it are removed again (withInlineImages).
 */
import sharp from 'sharp';
import { MESSAGES, type TFilePublic } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { ingestImage } from '../files/image-ingestion.ts';
import { deleteFile } from '../files/files.service.ts';
import { BitmapError, decodeBmp, decodeIco, isBmp, isIco, type RgbaImage } from '../files/bitmap-decoder.ts';

/** Where the API is mounted: a library image's URL is this plus its path_file. */
const API_BASE = '/api';
/** A BMP or icon larger than this (4096 × 4096) is not decoded: 64 MB of pixels is the most one save may take. */
export const MAX_DECODED_PIXELS = 16_777_216;

/** Sanitised HTML escapes `>` inside attribute values, so an <img> tag ends at the first `>`. */
const IMG_TAG = /<img\b[^>]*>/g;
/** Inside a sanitised tag, `"` in values is `&quot;`: this matches only the src attribute itself. */
const DATA_SRC = /\ssrc="data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/]*={0,2})"/i;

/** The src attribute of a sanitised <img> tag. */
const SRC = /\ssrc="([^"]*)"/;
/** A library image's URL in content: /api/files/public/raw/{file_ID}/{name}. */
const LIBRARY_URL = /^\/api\/files\/public\/raw\/([0-9a-f-]{36})\/[A-Za-z0-9._-]+$/;

/** A library file's URL as content (and every client) uses it. */
export function libraryUrl(pathFile: string): string {
  return `${API_BASE}${pathFile}`;
}

/** Rewrites the src of each <img> for which `to` gives a new one. */
export function mapImageSources(html: string, to: (src: string) => string | undefined): string {
  return html.replace(IMG_TAG, (tag) => {
    const match = SRC.exec(tag);
    const next = match?.[1] === undefined ? undefined : to(match[1]);
    return match && next !== undefined ? tag.replace(match[0], () => ` src="${next}"`) : tag;
  });
}

/** The file_IDs of the library images sanitised content shows. */
export function libraryFileIdsIn(html: string): string[] {
  const ids: string[] = [];
  mapImageSources(html, (src) => {
    const id = LIBRARY_URL.exec(src)?.[1];
    if (id) ids.push(id);
    return undefined;
  });
  return ids;
}

export type InlineImageOptions = {
  /** Names the library files: "<name> image 1.png", … (the topic's title). */
  name: string;
  /** An image that cannot be decoded: 'refuse' answers 12 on `content`; 'drop' removes the <img>. */
  unreadable: 'refuse' | 'drop';
  /** The 12's field and message when refused (default: `content`, MESSAGES.topic.inlineImageUnreadable). */
  refusal?: { field: string; message: string };
  /** Shared by several calls (one guide import): identical images across them become one file. */
  seen?: Map<string, string>;
};

/** The rewritten HTML, the library files made for it, and how many distinct images were dropped. */
export type MovedImages = { html: string; files: TFilePublic[]; dropped: number };

/** Whether sanitised HTML still holds an inline image (cheap: no parsing). */
export function hasInlineImages(html: string): boolean {
  return html.includes('src="data:image/');
}

/**
 * Stores each inline image of sanitised `html` in the host's library and returns the HTML with
 * their URLs. Identical images (same bytes) become one file. On any failure the files made so far
 * are removed before the error is thrown.
 */
export async function moveInlineImages(
  deps: Deps,
  idWorkspace: number,
  html: string,
  options: InlineImageOptions,
): Promise<MovedImages> {
  if (!hasInlineImages(html)) return { html, files: [], dropped: 0 };
  const urlOf = options.seen ?? new Map<string, string>();
  const files: TFilePublic[] = [];
  const unreadable = new Set<string>();
  try {
    for (const tag of html.match(IMG_TAG) ?? []) {
      const payload = DATA_SRC.exec(tag)?.[1];
      if (payload === undefined || urlOf.has(payload) || unreadable.has(payload)) continue;
      const file = await storeOne(
        deps,
        idWorkspace,
        Buffer.from(payload, 'base64'),
        `${options.name} image ${files.length + 1}`,
      );
      if (file) {
        files.push(file);
        urlOf.set(payload, libraryUrl(file.path_file));
      } else if (options.unreadable === 'drop') {
        unreadable.add(payload);
      } else {
        const { field, message } = options.refusal ?? {
          field: 'content',
          message: MESSAGES.topic.inlineImageUnreadable,
        };
        throw AppError.invalid(field, message);
      }
    }
  } catch (err) {
    await discardFiles(deps, idWorkspace, files);
    throw err;
  }
  const out = html.replace(IMG_TAG, (tag) => {
    const match = DATA_SRC.exec(tag);
    const payload = match?.[1];
    if (!match || payload === undefined) return tag;
    const url = urlOf.get(payload);
    if (url === undefined) return unreadable.has(payload) ? '' : tag;
    return tag.replace(match[0], () => ` src="${url}"`);
  });
  return { html: out, files, dropped: unreadable.size };
}

/**
 * Moves the inline images of `html` (when given) into the library, then runs `write` with the
 * rewritten HTML; when `write` fails, the files it would have used are removed and the error
 * passes on. No library file is left that no topic shows.
 */
export async function withInlineImages<H extends string | undefined, T>(
  deps: Deps,
  idWorkspace: number,
  html: H,
  options: InlineImageOptions,
  write: (html: H, moved: MovedImages | null) => Promise<T>,
): Promise<T> {
  if (html === undefined) return write(html, null);
  const moved = await moveInlineImages(deps, idWorkspace, html, options);
  try {
    return await write(moved.html as H, moved);
  } catch (err) {
    await discardFiles(deps, idWorkspace, moved.files);
    throw err;
  }
}

/** Removes library files made for a write that did not happen (best effort: the error that matters is the caller's). */
export async function discardFiles(deps: Deps, idWorkspace: number, files: TFilePublic[]): Promise<void> {
  for (const file of files) await deleteFile(deps, idWorkspace, file.id_file_public).catch(() => undefined);
}

/** The stored file, or null when the bytes are not an image the library keeps or can convert. */
async function storeOne(deps: Deps, idWorkspace: number, bytes: Buffer, name: string): Promise<TFilePublic | null> {
  const kept = await keptImageBytes(bytes);
  if (!kept || kept.bytes.length > deps.config.maxFileSize) return null;
  return ingestImage(deps, idWorkspace, {
    source: { bytes: kept.bytes },
    size: kept.bytes.length,
    displayName: `${name}.${kept.extension}`,
    comment: null,
  });
}

/**
 * Bytes in a format the library keeps, by their content (never by the declared type): JPEG, PNG,
 * WebP and GIF as they are, BMP and ICO converted to PNG. ingestImage checks them again.
 */
export async function keptImageBytes(bytes: Buffer): Promise<{ bytes: Buffer; extension: string } | null> {
  const extension = keptExtension(bytes);
  if (extension) return { bytes, extension };
  try {
    if (isBmp(bytes)) return { bytes: await toPng(decodeBmp(bytes, MAX_DECODED_PIXELS)), extension: 'png' };
    if (isIco(bytes)) {
      const icon = decodeIco(bytes, MAX_DECODED_PIXELS);
      return 'png' in icon
        ? { bytes: icon.png, extension: 'png' }
        : { bytes: await toPng(icon.rgba), extension: 'png' };
    }
  } catch (err) {
    if (err instanceof BitmapError || err instanceof RangeError) return null;
    throw err;
  }
  return null;
}

function keptExtension(b: Buffer): string | null {
  if (b.length < 12) return null;
  if (b[0] === 0x89 && b.toString('latin1', 1, 4) === 'PNG') return 'png';
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.toString('latin1', 0, 4) === 'GIF8') return 'gif';
  if (b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** PNG of decoded pixels; without alpha when every pixel is opaque (a third smaller). */
async function toPng(image: RgbaImage): Promise<Buffer> {
  const { width, height, data } = image;
  let opaque = true;
  for (let i = 3; i < data.length; i += 4) {
    if (data[i] !== 255) {
      opaque = false;
      break;
    }
  }
  const pipeline = sharp(data, { raw: { width, height, channels: 4 } });
  return (opaque ? pipeline.removeAlpha() : pipeline).png().toBuffer();
}
