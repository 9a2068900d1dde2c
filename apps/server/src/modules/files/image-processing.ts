/**
 * What sharp does for the library: decide from the bytes (not the name) whether a file
 * is an image we keep, read its size, and make the WebP thumbnail.
 */
import sharp from 'sharp';

// Thumbnails read each image once: libvips' operation cache would only hold on to decoded
// pixels, and one thread per thumbnail keeps a 100-megapixel decode from taking every core
// and tens of MB of extra buffers on a small host.
sharp.cache(false);
sharp.concurrency(1);

/** The formats kept, and the Content-Type each is served with. */
const MIME_OF_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export const THUMBNAIL_WIDTH = 400;
/**
 * A cover photo's rendition: wide enough for a 390 px phone at three device pixels per CSS pixel
 * and a PDF cover, while a guest downloads about 100-200 kB instead of a camera original.
 */
export const COVER_WIDTH = 1280;
/** sharp's own default (0x3FFF squared), written out: larger images are refused. */
export const MAX_INPUT_PIXELS = 268_402_689;
/**
 * Above this many pixels an upload is answered before its thumbnail is made (jobs/thumbnail.job.ts):
 * decoding a 100-megapixel PNG takes about a second, longer than receiving its bytes.
 * JPEGs shrink while they decode, so only very large ones wait.
 */
export const THUMBNAIL_AFTER_ANSWER_PIXELS = 40_000_000;

export type ImageInfo = { mimeType: string; width: number; height: number };

const INPUT_OPTIONS = { sequentialRead: true, limitInputPixels: MAX_INPUT_PIXELS } as const;

/** An image file on disk (libvips reads what it needs of it) or the bytes in memory. */
export type ImageInput = string | Buffer;

/** The image's type and displayed size, or null when the bytes are not a kept format. Reads the header only. */
export async function probeImage(input: ImageInput): Promise<ImageInfo | null> {
  try {
    const meta = await sharp(input, INPUT_OPTIONS).metadata();
    const mimeType = MIME_OF_FORMAT[meta.format];
    if (!mimeType) return null;
    // EXIF-rotated photos: report the size a browser shows.
    const { width, height } = meta.autoOrient ?? meta;
    if (!width || !height) return null;
    // What the decoder would refuse anyway: refused now, while the upload can still be answered 12.
    if (meta.width * meta.height > MAX_INPUT_PIXELS) return null;
    return { mimeType, width, height };
  } catch {
    return null;
  }
}

/** Whether an upload of this image is answered before its thumbnail exists. */
export function thumbnailAfterAnswer(image: ImageInfo): boolean {
  return image.width * image.height > THUMBNAIL_AFTER_ANSWER_PIXELS;
}

/** The WebP thumbnail (tens of kB); null when the image cannot be decoded after all (truncated, corrupt). */
export async function makeThumbnail(input: ImageInput): Promise<Buffer | null> {
  try {
    // Sequential: libvips streams the rows through the shrink instead of decoding the whole image first.
    return await sharp(input, INPUT_OPTIONS)
      .autoOrient()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The displayed size of an image's cover rendition (never enlarged). */
export function coverRenditionSize(image: { width: number; height: number }): { width: number; height: number } {
  if (image.width <= COVER_WIDTH) return { width: image.width, height: image.height };
  return { width: COVER_WIDTH, height: Math.max(1, Math.round((image.height * COVER_WIDTH) / image.width)) };
}

/** The WebP cover rendition; null when the image cannot be decoded after all. */
export async function makeCoverRendition(input: ImageInput): Promise<Buffer | null> {
  try {
    return await sharp(input, INPUT_OPTIONS)
      .autoOrient()
      .resize({ width: COVER_WIDTH, withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
  } catch {
    return null;
  }
}
