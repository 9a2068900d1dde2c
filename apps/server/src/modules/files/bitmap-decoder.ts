/**
 * BMP and ICO decoding, for the image library's ingestion of images pasted into the topic editor
 * (its image insertion "accepts png, gif, jpeg, bmp, x-icon files"). sharp (libvips) reads neither,
 * and the library keeps JPEG, PNG, WebP and GIF only, so these are decoded here to RGBA pixels (or,
 * for an icon holding a PNG, to that PNG) and stored as PNG. It knows nothing of topics or the
 * store: bytes in, pixels out.
 *
 * Why not a package: decode-bmp ignores the pixel-data offset, top-down rows, bit-field masks,
 * 16-bit and RLE images, and reads the unused fourth byte of 32-bit BMPs as alpha (transparent
 * pictures); bmp-ts writes alpha 0 for 24-bit pixels and ignores the pixel offset; fast-bmp returns
 * palette indices instead of colours. Browsers show all of these, so the host would see an image
 * in the editor that the server stored wrong.
 *
 * Covered: BITMAPCOREHEADER (OS/2 1.x) and BITMAPINFOHEADER through V5; 1, 2, 4, 8 bits with a
 * palette, 16, 24 and 32 bits; BI_RGB, BI_RLE8, BI_RLE4, BI_BITFIELDS, BI_ALPHABITFIELDS; bottom-up
 * and top-down rows. Like browsers, an alpha channel that is zero everywhere counts as opaque.
 * ICO/CUR: the largest entry (then the deepest), a PNG entry as is, a BMP entry with its AND mask.
 * Nothing is allocated before the header's size is checked against `maxPixels` and the bytes.
 */

export class BitmapError extends Error {}

export type RgbaImage = { width: number; height: number; data: Buffer };
/** A decoded icon: its PNG entry's bytes as they are, or the pixels of a BMP entry. */
export type DecodedIcon = { png: Buffer } | { rgba: RgbaImage };

const BI_RGB = 0;
const BI_RLE8 = 1;
const BI_RLE4 = 2;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
const INFO_HEADER_SIZES = new Set([40, 52, 56, 64, 108, 124]);
const CORE_HEADER_SIZE = 12;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function isBmp(bytes: Buffer): boolean {
  return bytes.length >= 26 && bytes[0] === 0x42 && bytes[1] === 0x4d;
}

/** ICO (type 1) or CUR (type 2): reserved 0, type, at least one entry. */
export function isIco(bytes: Buffer): boolean {
  if (bytes.length < 22 || bytes.readUInt16LE(0) !== 0) return false;
  const type = bytes.readUInt16LE(2);
  return (type === 1 || type === 2) && bytes.readUInt16LE(4) > 0;
}

/** A BMP file's pixels as RGBA, top row first. */
export function decodeBmp(bytes: Buffer, maxPixels: number): RgbaImage {
  if (!isBmp(bytes)) throw new BitmapError('not a BMP file');
  const pixelOffset = bytes.readUInt32LE(10);
  return decodeDib(bytes, 14, { pixelOffset, icon: false, maxPixels });
}

/** The best image of an ICO or CUR file: the most pixels, then the most bits per pixel. */
export function decodeIco(bytes: Buffer, maxPixels: number): DecodedIcon {
  if (!isIco(bytes)) throw new BitmapError('not an ICO file');
  const count = bytes.readUInt16LE(4);
  if (bytes.length < 6 + 16 * count) throw new BitmapError('truncated icon directory');
  let best: { offset: number; size: number; pixels: number; bpp: number } | null = null;
  for (let i = 0; i < count; i++) {
    const entry = 6 + 16 * i;
    const width = bytes[entry] || 256;
    const height = bytes[entry + 1] || 256;
    const bpp = bytes.readUInt16LE(entry + 6);
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    if (size === 0 || offset + size > bytes.length) continue;
    const pixels = width * height;
    if (!best || pixels > best.pixels || (pixels === best.pixels && bpp > best.bpp))
      best = { offset, size, pixels, bpp };
  }
  if (!best) throw new BitmapError('no readable icon entry');
  const data = bytes.subarray(best.offset, best.offset + best.size);
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return { png: Buffer.from(data) };
  return { rgba: decodeDib(data, 0, { pixelOffset: null, icon: true, maxPixels }) };
}

type Header = {
  width: number;
  height: number;
  topDown: boolean;
  bpp: number;
  compression: number;
  /** Where the colour table starts and how many entries, and bytes per entry (3 in core headers). */
  paletteAt: number;
  paletteSize: number;
  paletteEntry: number;
  masks: [r: number, g: number, b: number, a: number] | null;
};

function readHeader(bytes: Buffer, at: number, icon: boolean): Header {
  if (at + 4 > bytes.length) throw new BitmapError('truncated header');
  const size = bytes.readUInt32LE(at);
  let width: number;
  let rawHeight: number;
  let bpp: number;
  let compression = BI_RGB;
  let colorsUsed = 0;
  let masks: Header['masks'] = null;
  let afterHeader = at + size;
  if (size === CORE_HEADER_SIZE) {
    if (at + 12 > bytes.length) throw new BitmapError('truncated header');
    width = bytes.readUInt16LE(at + 4);
    rawHeight = bytes.readInt16LE(at + 6);
    bpp = bytes.readUInt16LE(at + 10);
  } else if (INFO_HEADER_SIZES.has(size)) {
    if (at + 40 > bytes.length) throw new BitmapError('truncated header');
    width = bytes.readInt32LE(at + 4);
    rawHeight = bytes.readInt32LE(at + 8);
    bpp = bytes.readUInt16LE(at + 14);
    compression = bytes.readUInt32LE(at + 16);
    colorsUsed = bytes.readUInt32LE(at + 32);
    if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
      // Masks live in the header from V2 (52 bytes) on; after a 40-byte header they follow it.
      const masksAt = at + 40;
      const withAlpha = compression === BI_ALPHABITFIELDS || size >= 56;
      if (size === 40) afterHeader += withAlpha ? 16 : 12;
      if (masksAt + (withAlpha ? 16 : 12) > bytes.length) throw new BitmapError('truncated colour masks');
      masks = [
        bytes.readUInt32LE(masksAt),
        bytes.readUInt32LE(masksAt + 4),
        bytes.readUInt32LE(masksAt + 8),
        withAlpha ? bytes.readUInt32LE(masksAt + 12) : 0,
      ];
    }
  } else {
    throw new BitmapError(`unsupported header size ${size}`);
  }
  // An icon's bitmap is twice as tall: the colour rows, then the AND mask's.
  const height = icon ? Math.trunc(rawHeight / 2) : rawHeight;
  const paletteEntry = size === CORE_HEADER_SIZE ? 3 : 4;
  const paletteSize = bpp <= 8 ? Math.min(colorsUsed || 1 << bpp, 1 << bpp) : 0;
  // A colour table may also come with 16-32 bit images (a display hint); it is skipped.
  const skipped = bpp > 8 ? Math.min(colorsUsed, 256) : 0;
  return {
    width,
    height: Math.abs(height),
    topDown: height < 0,
    bpp,
    compression,
    paletteAt: afterHeader,
    paletteSize: paletteSize + skipped,
    paletteEntry,
    masks,
  };
}

function decodeDib(
  bytes: Buffer,
  at: number,
  options: { pixelOffset: number | null; icon: boolean; maxPixels: number },
): RgbaImage {
  const h = readHeader(bytes, at, options.icon);
  const { width, height, bpp, compression } = h;
  if (width <= 0 || height <= 0) throw new BitmapError('empty image');
  if (width * height > options.maxPixels) throw new BitmapError('image too large');
  if (![1, 2, 4, 8, 16, 24, 32].includes(bpp)) throw new BitmapError(`unsupported depth ${bpp}`);
  const rle = compression === BI_RLE8 || compression === BI_RLE4;
  if (compression === BI_RLE8 && bpp !== 8) throw new BitmapError('RLE8 needs 8 bits per pixel');
  if (compression === BI_RLE4 && bpp !== 4) throw new BitmapError('RLE4 needs 4 bits per pixel');
  if (!rle && compression !== BI_RGB && !h.masks) throw new BitmapError(`unsupported compression ${compression}`);
  if (h.masks && bpp !== 16 && bpp !== 32) throw new BitmapError('colour masks need 16 or 32 bits per pixel');

  const paletteEnd = h.paletteAt + h.paletteSize * h.paletteEntry;
  if (paletteEnd > bytes.length) throw new BitmapError('truncated colour table');
  const palette = readPalette(bytes, h);
  // The file header says where the pixels start; a nonsensical offset falls back to right after the table.
  const offset =
    options.pixelOffset !== null && options.pixelOffset >= paletteEnd && options.pixelOffset < bytes.length
      ? options.pixelOffset
      : paletteEnd;
  const stride = Math.ceil((width * bpp) / 32) * 4;
  if (!rle && offset + stride * height > bytes.length) throw new BitmapError('truncated pixel data');

  const out = Buffer.alloc(width * height * 4);
  const rowOf = (fileRow: number) => (h.topDown ? fileRow : height - 1 - fileRow);
  if (rle) {
    decodeRle(bytes, offset, { width, height, four: compression === BI_RLE4, palette, out, rowOf });
    return { width, height, data: out };
  }
  let alphaSeen = false;
  if (bpp <= 8) {
    if (palette.length === 0) throw new BitmapError('missing colour table');
    const perByte = 8 / bpp;
    const mask = (1 << bpp) - 1;
    for (let y = 0; y < height; y++) {
      const src = offset + y * stride;
      let dst = rowOf(y) * width * 4;
      for (let x = 0; x < width; x++) {
        const byte = bytes[src + Math.floor(x / perByte)] as number;
        const index = (byte >> (8 - bpp * ((x % perByte) + 1))) & mask;
        const colour = palette[index] ?? palette[0]!;
        out[dst++] = colour[0];
        out[dst++] = colour[1];
        out[dst++] = colour[2];
        out[dst++] = 255;
      }
    }
  } else if (bpp === 24) {
    for (let y = 0; y < height; y++) {
      let src = offset + y * stride;
      let dst = rowOf(y) * width * 4;
      for (let x = 0; x < width; x++, src += 3) {
        out[dst++] = bytes[src + 2] as number;
        out[dst++] = bytes[src + 1] as number;
        out[dst++] = bytes[src] as number;
        out[dst++] = 255;
      }
    }
  } else {
    // 16 and 32 bits: channels by mask (defaults: 5-5-5, and 8-8-8 with the fourth byte as alpha).
    const masks = h.masks ?? (bpp === 16 ? [0x7c00, 0x03e0, 0x001f, 0] : [0xff0000, 0xff00, 0xff, 0xff000000]);
    const channels = masks.map(channelOf);
    for (let y = 0; y < height; y++) {
      let src = offset + y * stride;
      let dst = rowOf(y) * width * 4;
      for (let x = 0; x < width; x++) {
        const px = bpp === 16 ? bytes.readUInt16LE(src) : bytes.readUInt32LE(src);
        src += bpp / 8;
        out[dst++] = channels[0]!(px);
        out[dst++] = channels[1]!(px);
        out[dst++] = channels[2]!(px);
        const alpha = channels[3]!(px);
        if (alpha !== 0) alphaSeen = true;
        out[dst++] = alpha;
      }
    }
    // No alpha channel, or one that is zero everywhere (usual in 32-bit BI_RGB files): opaque, as browsers show it.
    if (!alphaSeen && !options.icon) fillAlpha(out, 255);
  }
  if (options.icon && !(bpp === 32 && alphaSeen)) applyAndMask(bytes, offset + stride * height, width, height, h, out);
  return { width, height, data: out };
}

type Rgb = [r: number, g: number, b: number];

function readPalette(bytes: Buffer, h: Header): Rgb[] {
  if (h.bpp > 8) return [];
  const colours: Rgb[] = [];
  for (let i = 0; i < h.paletteSize; i++) {
    const at = h.paletteAt + i * h.paletteEntry;
    colours.push([bytes[at + 2] as number, bytes[at + 1] as number, bytes[at] as number]);
  }
  return colours;
}

/** A mask's channel as 0..255 (widths under 8 bits are scaled up, wider ones keep their top 8). */
function channelOf(mask: number): (px: number) => number {
  if (mask === 0) return () => 0;
  const m = mask >>> 0;
  let shift = 0;
  while (((m >>> shift) & 1) === 0) shift++;
  let bits = 0;
  while (shift + bits < 32 && ((m >>> (shift + bits)) & 1) === 1) bits++;
  const max = bits >= 32 ? 0xffffffff : 2 ** bits - 1;
  if (bits >= 8) return (px) => Math.floor((((px & m) >>> shift) / max) * 255 + 0.5);
  return (px) => Math.round((((px & m) >>> shift) * 255) / max);
}

function fillAlpha(out: Buffer, value: number): void {
  for (let i = 3; i < out.length; i += 4) out[i] = value;
}

/** An icon's 1-bit AND mask after its colour rows: a set bit is a transparent pixel. Missing: opaque. */
function applyAndMask(bytes: Buffer, at: number, width: number, height: number, h: Header, out: Buffer): void {
  const stride = Math.ceil(width / 32) * 4;
  const present = at + stride * height <= bytes.length;
  for (let y = 0; y < height; y++) {
    const row = (h.topDown ? y : height - 1 - y) * width * 4;
    for (let x = 0; x < width; x++) {
      const transparent = present && ((bytes[at + y * stride + (x >> 3)] as number) >> (7 - (x & 7))) & 1;
      out[row + x * 4 + 3] = transparent ? 0 : 255;
    }
  }
}

/**
 * Run-length encoded 8- and 4-bit images. Pixels the runs never reach (skipped by a delta or an
 * early end of line) stay transparent, as browsers show them.
 */
function decodeRle(
  bytes: Buffer,
  at: number,
  o: { width: number; height: number; four: boolean; palette: Rgb[]; out: Buffer; rowOf: (row: number) => number },
): void {
  const { width, height, four, palette, out, rowOf } = o;
  let x = 0;
  let y = 0;
  let i = at;
  const put = (index: number) => {
    if (x < width && y < height) {
      const colour = palette[index] ?? palette[0] ?? [0, 0, 0];
      const dst = (rowOf(y) * width + x) * 4;
      out[dst] = colour[0];
      out[dst + 1] = colour[1];
      out[dst + 2] = colour[2];
      out[dst + 3] = 255;
    }
    x++;
  };
  while (i + 1 < bytes.length && y < height) {
    const count = bytes[i++] as number;
    const value = bytes[i++] as number;
    if (count > 0) {
      for (let k = 0; k < count; k++) put(four ? (k % 2 === 0 ? value >> 4 : value & 15) : value);
    } else if (value === 0) {
      x = 0;
      y++;
    } else if (value === 1) {
      return;
    } else if (value === 2) {
      if (i + 1 >= bytes.length) return;
      x += bytes[i++] as number;
      y += bytes[i++] as number;
    } else {
      // Absolute run of `value` pixels, padded to a 16-bit boundary.
      const length = four ? Math.ceil(value / 2) : value;
      if (i + length > bytes.length) throw new BitmapError('truncated RLE data');
      for (let k = 0; k < value; k++) {
        const byte = bytes[i + (four ? k >> 1 : k)] as number;
        put(four ? (k % 2 === 0 ? byte >> 4 : byte & 15) : byte);
      }
      i += length + (length % 2);
    }
  }
}
