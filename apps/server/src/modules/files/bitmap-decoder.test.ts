import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { BitmapError, decodeBmp, decodeIco, isBmp, isIco } from './bitmap-decoder.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'bitmap-fixtures');

const MAX = 1_000_000;
type Rgba = [number, number, number, number];

/** Pixel (x, y) of decoded RGBA, top row first. */
function px(image: { width: number; data: Buffer }, x: number, y: number): Rgba {
  const i = (y * image.width + x) * 4;
  return [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!, image.data[i + 3]!];
}

/** A BMP file: 14-byte file header, the DIB header given, optional table, rows as given (already in file order). */
function bmpFile(dib: Buffer, table: Buffer, pixels: Buffer, offsetOverride?: number): Buffer {
  const head = Buffer.alloc(14);
  head.write('BM', 0, 'latin1');
  const offset = 14 + dib.length + table.length;
  head.writeUInt32LE(offset + pixels.length, 2);
  head.writeUInt32LE(offsetOverride ?? offset, 10);
  return Buffer.concat([head, dib, table, pixels]);
}

function infoHeader(o: {
  width: number;
  height: number;
  bpp: number;
  compression?: number;
  colors?: number;
  size?: number;
}) {
  const h = Buffer.alloc(o.size ?? 40);
  h.writeUInt32LE(o.size ?? 40, 0);
  h.writeInt32LE(o.width, 4);
  h.writeInt32LE(o.height, 8);
  h.writeUInt16LE(1, 12);
  h.writeUInt16LE(o.bpp, 14);
  h.writeUInt32LE(o.compression ?? 0, 16);
  h.writeUInt32LE(o.colors ?? 0, 32);
  return h;
}

/** Rows padded to 4 bytes. */
function rows(...lines: number[][]): Buffer {
  return Buffer.concat(
    lines.map((line) => {
      const b = Buffer.from(line);
      return Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
    }),
  );
}

const RED: Rgba = [255, 0, 0, 255];
const GREEN: Rgba = [0, 255, 0, 255];
const BLUE: Rgba = [0, 0, 255, 255];
const WHITE: Rgba = [255, 255, 255, 255];

describe('BMP decoding', () => {
  it('reads 24-bit bottom-up rows (BGR, padded) as opaque RGBA, top row first', () => {
    // 2×2: bottom row blue, green; top row red, white.
    const file = bmpFile(
      infoHeader({ width: 2, height: 2, bpp: 24 }),
      Buffer.alloc(0),
      rows([255, 0, 0, 0, 255, 0], [0, 0, 255, 255, 255, 255]),
    );
    expect(isBmp(file)).toBe(true);
    const image = decodeBmp(file, MAX);
    expect([image.width, image.height]).toEqual([2, 2]);
    expect([px(image, 0, 0), px(image, 1, 0), px(image, 0, 1), px(image, 1, 1)]).toEqual([RED, WHITE, BLUE, GREEN]);
  });

  it('reads top-down rows (negative height) and honours the pixel offset of the file header', () => {
    const pixels = Buffer.concat([Buffer.alloc(6), rows([0, 0, 255], [255, 0, 0])]);
    const dib = infoHeader({ width: 1, height: -2, bpp: 24 });
    const file = bmpFile(dib, Buffer.alloc(0), pixels, 14 + 40 + 6);
    const image = decodeBmp(file, MAX);
    expect([px(image, 0, 0), px(image, 0, 1)]).toEqual([RED, BLUE]);
  });

  it('treats a 32-bit BI_RGB alpha byte that is zero everywhere as opaque, and keeps a real one', () => {
    const opaque = bmpFile(infoHeader({ width: 1, height: 1, bpp: 32 }), Buffer.alloc(0), Buffer.from([0, 0, 255, 0]));
    expect(px(decodeBmp(opaque, MAX), 0, 0)).toEqual(RED);
    const half = bmpFile(
      infoHeader({ width: 2, height: 1, bpp: 32 }),
      Buffer.alloc(0),
      Buffer.from([0, 0, 255, 128, 0, 255, 0, 0]),
    );
    const image = decodeBmp(half, MAX);
    expect([px(image, 0, 0), px(image, 1, 0)]).toEqual([
      [255, 0, 0, 128],
      [0, 255, 0, 0],
    ]);
  });

  it('reads 1-, 4- and 8-bit palette images', () => {
    const palette = Buffer.from([0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 0, 255, 255, 255, 0]); // red, green, blue, white
    const eight = bmpFile(infoHeader({ width: 3, height: 1, bpp: 8, colors: 4 }), palette, rows([2, 1, 3]));
    const image8 = decodeBmp(eight, MAX);
    expect([px(image8, 0, 0), px(image8, 1, 0), px(image8, 2, 0)]).toEqual([BLUE, GREEN, WHITE]);
    const four = bmpFile(infoHeader({ width: 3, height: 1, bpp: 4, colors: 4 }), palette, rows([0x30, 0x10]));
    const image4 = decodeBmp(four, MAX);
    expect([px(image4, 0, 0), px(image4, 1, 0), px(image4, 2, 0)]).toEqual([WHITE, RED, GREEN]);
    const one = bmpFile(
      infoHeader({ width: 9, height: 1, bpp: 1 }),
      palette.subarray(0, 8),
      rows([0b10100000, 0b10000000]),
    );
    const image1 = decodeBmp(one, MAX);
    expect([0, 1, 2, 3, 8].map((x) => px(image1, x, 0))).toEqual([GREEN, RED, GREEN, RED, GREEN]);
  });

  it('reads 16-bit 5-6-5 bit fields and the 5-5-5 default', () => {
    const dib = infoHeader({ width: 2, height: 1, bpp: 16, compression: 3 });
    const masks = Buffer.alloc(12);
    masks.writeUInt32LE(0xf800, 0);
    masks.writeUInt32LE(0x07e0, 4);
    masks.writeUInt32LE(0x001f, 8);
    const pixels = Buffer.alloc(4);
    pixels.writeUInt16LE(0xf800, 0);
    pixels.writeUInt16LE(0x07e0, 2);
    const image = decodeBmp(bmpFile(dib, masks, pixels), MAX);
    expect([px(image, 0, 0), px(image, 1, 0)]).toEqual([RED, GREEN]);
    const plain = Buffer.alloc(4);
    plain.writeUInt16LE(0x001f, 0);
    const image555 = decodeBmp(bmpFile(infoHeader({ width: 1, height: 1, bpp: 16 }), Buffer.alloc(0), plain), MAX);
    expect(px(image555, 0, 0)).toEqual(BLUE);
  });

  it('reads masks inside a V4 header', () => {
    const dib = infoHeader({ width: 1, height: 1, bpp: 32, compression: 3, size: 108 });
    dib.writeUInt32LE(0x000000ff, 40); // red in the low byte
    dib.writeUInt32LE(0x0000ff00, 44);
    dib.writeUInt32LE(0x00ff0000, 48);
    dib.writeUInt32LE(0xff000000, 52);
    const image = decodeBmp(bmpFile(dib, Buffer.alloc(0), Buffer.from([255, 0, 0, 255])), MAX);
    expect(px(image, 0, 0)).toEqual(RED);
  });

  it('decodes RLE8 and RLE4, leaving pixels the runs skip transparent', () => {
    const palette = Buffer.from([0, 0, 255, 0, 0, 255, 0, 0]); // red, green
    // 3×2 bottom-up: row 0 = 3 × green; row 1 = absolute [red, green, red] ... then end of bitmap.
    const rle8 = Buffer.from([3, 1, 0, 0, 0, 3, 0, 1, 0, 0, 0, 1]);
    const image8 = decodeBmp(
      bmpFile(infoHeader({ width: 3, height: 2, bpp: 8, compression: 1, colors: 2 }), palette, rle8),
      MAX,
    );
    expect([px(image8, 0, 1), px(image8, 2, 1), px(image8, 0, 0), px(image8, 1, 0), px(image8, 2, 0)]).toEqual([
      GREEN,
      GREEN,
      RED,
      GREEN,
      RED,
    ]);
    // RLE4: 3 pixels alternating 0,1 then a delta (1 right, 1 up) skipping into row 1, one pixel, end.
    const rle4 = Buffer.from([3, 0x01, 0, 2, 1, 1, 1, 0x10, 0, 1]);
    const image4 = decodeBmp(
      bmpFile(infoHeader({ width: 5, height: 2, bpp: 4, compression: 2, colors: 2 }), palette, rle4),
      MAX,
    );
    expect([px(image4, 0, 1), px(image4, 1, 1), px(image4, 2, 1), px(image4, 3, 1)]).toEqual([
      RED,
      GREEN,
      RED,
      [0, 0, 0, 0],
    ]);
    expect(px(image4, 4, 0)).toEqual(GREEN);
  });

  it('refuses truncated data, empty and oversized images, and unknown headers before allocating', () => {
    const dib = infoHeader({ width: 100, height: 100, bpp: 24 });
    expect(() => decodeBmp(bmpFile(dib, Buffer.alloc(0), Buffer.alloc(10)), MAX)).toThrow(BitmapError);
    const huge = infoHeader({ width: 100_000, height: 100_000, bpp: 1 });
    expect(() => decodeBmp(bmpFile(huge, Buffer.alloc(8), Buffer.alloc(10)), MAX)).toThrow(/too large/);
    expect(() =>
      decodeBmp(bmpFile(infoHeader({ width: 0, height: 1, bpp: 24 }), Buffer.alloc(0), Buffer.alloc(4)), MAX),
    ).toThrow(BitmapError);
    expect(() =>
      decodeBmp(bmpFile(infoHeader({ width: 1, height: 1, bpp: 24, size: 41 }), Buffer.alloc(0), Buffer.alloc(4)), MAX),
    ).toThrow(/header size/);
    expect(() =>
      decodeBmp(
        bmpFile(infoHeader({ width: 1, height: 1, bpp: 24, compression: 4 }), Buffer.alloc(0), Buffer.alloc(4)),
        MAX,
      ),
    ).toThrow(/compression/);
    expect(() => decodeBmp(Buffer.from('not a bitmap at all, no no no'), MAX)).toThrow(BitmapError);
  });
});

/** An ICO file holding the given entries (width, height, bpp, bytes). */
function icoFile(entries: { width: number; height: number; bpp: number; data: Buffer }[]): Buffer {
  const head = Buffer.alloc(6 + 16 * entries.length);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(entries.length, 4);
  let offset = head.length;
  entries.forEach((e, i) => {
    const at = 6 + 16 * i;
    head[at] = e.width % 256;
    head[at + 1] = e.height % 256;
    head.writeUInt16LE(1, at + 4);
    head.writeUInt16LE(e.bpp, at + 6);
    head.writeUInt32LE(e.data.length, at + 8);
    head.writeUInt32LE(offset, at + 12);
    offset += e.data.length;
  });
  return Buffer.concat([head, ...entries.map((e) => e.data)]);
}

describe('ICO decoding', () => {
  it('returns a PNG entry as it is, choosing the largest entry', () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(20)]);
    const small = Buffer.concat([infoHeader({ width: 1, height: 2, bpp: 24 }), rows([0, 0, 255]), rows([0])]);
    const file = icoFile([
      { width: 1, height: 1, bpp: 24, data: small },
      { width: 256, height: 256, bpp: 32, data: png },
    ]);
    expect(isIco(file)).toBe(true);
    expect(decodeIco(file, MAX)).toEqual({ png });
  });

  it('decodes a 24-bit BMP entry with its AND mask (set bits transparent)', () => {
    // 2×1, doubled height in the header; colour row red, blue; AND mask: second pixel transparent.
    const data = Buffer.concat([
      infoHeader({ width: 2, height: 2, bpp: 24 }),
      rows([0, 0, 255, 255, 0, 0]),
      rows([0b01000000]),
    ]);
    const icon = decodeIco(icoFile([{ width: 2, height: 1, bpp: 24, data }]), MAX);
    if (!('rgba' in icon)) throw new Error('expected pixels');
    expect([px(icon.rgba, 0, 0), px(icon.rgba, 1, 0)]).toEqual([RED, [0, 0, 255, 0]]);
  });

  it('uses a 32-bit entry’s own alpha, and the mask when that alpha is zero everywhere', () => {
    const withAlpha = Buffer.concat([
      infoHeader({ width: 1, height: 2, bpp: 32 }),
      Buffer.from([0, 255, 0, 200]),
      rows([0x80]),
    ]);
    const a = decodeIco(icoFile([{ width: 1, height: 1, bpp: 32, data: withAlpha }]), MAX);
    expect('rgba' in a && px(a.rgba, 0, 0)).toEqual([0, 255, 0, 200]);
    const noAlpha = Buffer.concat([
      infoHeader({ width: 1, height: 2, bpp: 32 }),
      Buffer.from([0, 255, 0, 0]),
      rows([0x00]),
    ]);
    const b = decodeIco(icoFile([{ width: 1, height: 1, bpp: 32, data: noAlpha }]), MAX);
    expect('rgba' in b && px(b.rgba, 0, 0)).toEqual(GREEN);
  });

  it('refuses a directory pointing past the file', () => {
    const file = icoFile([{ width: 1, height: 1, bpp: 32, data: Buffer.alloc(4) }]);
    file.writeUInt32LE(10_000, 6 + 12);
    expect(() => decodeIco(file, MAX)).toThrow(BitmapError);
    expect(isIco(Buffer.from('GIF89a..............'))).toBe(false);
  });
});

describe('files from other encoders (bitmap-fixtures/README.md)', () => {
  it.each(['os2.bmp', 'p4.bmp', 'one.bmp', 'rle8.bmp', 'bmp.ico'])(
    '%s decodes to the pixels Pillow reads',
    async (name) => {
      const bytes = fs.readFileSync(path.join(FIXTURES, name));
      const expected = await sharp(path.join(FIXTURES, `${name.replace('.', '-')}.expected.png`))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const decoded = name.endsWith('.ico') ? decodeIco(bytes, MAX) : { rgba: decodeBmp(bytes, MAX) };
      if (!('rgba' in decoded)) throw new Error('expected pixels');
      expect([decoded.rgba.width, decoded.rgba.height]).toEqual([expected.info.width, expected.info.height]);
      expect(decoded.rgba.data.equals(expected.data)).toBe(true);
    },
  );
});
