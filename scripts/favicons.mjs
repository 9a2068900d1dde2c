// The admin app's raster icons, drawn from the product mark (apps/web/public/favicon.svg) with sharp:
// favicon.ico (16, 32 and 48 px PNGs in one ICO, for browsers and tools that ask for /favicon.ico),
// favicon-32.png and the 180 px apple-touch-icon.png (opaque: iOS shows transparency as black).
// Run `node scripts/favicons.mjs` after changing the SVG and commit what it writes into apps/web/public;
// apps/server/test/favicon.test.ts fails when the committed files no longer match the SVG.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
export const ICO_SIZES = [16, 32, 48];
/** The mark's own orange, behind the apple-touch-icon's corners. */
const BRAND = '#ed8438';

/** The SVG as a square PNG of `size` px (transparent corners unless `background`). */
export function renderMark(svg, size, background) {
  const image = sharp(svg, { density: Math.max(72, Math.ceil((72 * size) / 64) * 4) }).resize(size, size);
  return (background ? image.flatten({ background }) : image).png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file holding each PNG as one image (PNG entries: every browser since IE 9 / Windows Vista). */
export function icoOf(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map(({ png }) => png)]);
}

/** Every raster icon, by file name, drawn from the SVG's bytes. */
export async function rasterIcons(svg) {
  const pngs = await Promise.all(ICO_SIZES.map(async (size) => ({ size, png: await renderMark(svg, size) })));
  return {
    'favicon.ico': icoOf(pngs),
    'favicon-32.png': await renderMark(svg, 32),
    'apple-touch-icon.png': await renderMark(svg, 180, BRAND),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const icons = await rasterIcons(fs.readFileSync(path.join(publicDir, 'favicon.svg')));
  for (const [name, bytes] of Object.entries(icons)) {
    fs.writeFileSync(path.join(publicDir, name), bytes);
    console.log(`${name}: ${bytes.length} bytes`);
  }
}
