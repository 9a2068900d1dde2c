/**
 * Every page has an icon. The web build (here: the real apps/web/index.html, guest.html and public/
 * files, copied as Vite copies them) serves /favicon.ico as an ICO of the product mark, cacheable;
 * the admin page links icons that resolve to images; a share link's page links its guide's own
 * home-screen icon, which resolves to a PNG. The raster icons are checked against favicon.svg, so
 * a changed mark without `node scripts/favicons.mjs` fails here.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getTempDir, getTestServer } from './helpers/test-app.ts';
import { buildAccount, buildSharedGuide } from './helpers/factories.ts';
import { ICO_SIZES, publicDir, rasterIcons, renderMark } from '../../../scripts/favicons.mjs';

const webSource = path.join(import.meta.dirname, '../../web');
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ICO_MAGIC = Buffer.from([0, 0, 1, 0]);

const webDist = await getTempDir('guidebook-web-');
for (const page of ['index.html', 'guest.html'])
  await fs.copyFile(path.join(webSource, page), path.join(webDist, page));
for (const entry of await fs.readdir(publicDir, { withFileTypes: true }))
  if (entry.isFile()) await fs.copyFile(path.join(publicDir, entry.name), path.join(webDist, entry.name));
const t = await getTestServer({ webDist });

const get = (url: string) => t.app.inject({ method: 'GET', url });

/** The href of every `<link rel="…">` of the page whose rel is one of `rels`. */
function linkedIcons(html: string, rels: string[]): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => ({ rel: /\brel="([^"]+)"/.exec(tag)?.[1], href: /\bhref="([^"]+)"/.exec(tag)?.[1] }))
    .filter((link) => link.rel && rels.includes(link.rel) && link.href)
    .map((link) => link.href!);
}

/** The ICO's images: each entry's declared size and its PNG. */
function icoImages(ico: Buffer): { size: number; png: Buffer }[] {
  const count = ico.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + 16 * i;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { size: ico.readUInt8(entry) || 256, png: ico.subarray(offset, offset + length) };
  });
}

/** Largest difference of any channel of any pixel between two images of one size. */
async function maxPixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all([a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer()));
  expect(ra!.length).toBe(rb!.length);
  let max = 0;
  for (let i = 0; i < ra!.length; i++) max = Math.max(max, Math.abs(ra![i]! - rb![i]!));
  return max;
}

describe('icons', () => {
  it('answers /favicon.ico with an ICO of the product mark, cacheable', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(res.headers['cache-control']).toMatch(/max-age=\d{4,}/);
    const ico = res.rawPayload;
    expect(ico.subarray(0, 4)).toEqual(ICO_MAGIC);
    const images = icoImages(ico);
    expect(images.map((image) => image.size)).toEqual(ICO_SIZES);
    const svg = await fs.readFile(path.join(publicDir, 'favicon.svg'));
    for (const { size, png } of images) {
      expect(png.subarray(0, 8)).toEqual(PNG_MAGIC);
      const meta = await sharp(png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
      // The mark itself, drawn from the SVG (a few levels of difference between sharp builds).
      expect(await maxPixelDifference(png, await renderMark(svg, size))).toBeLessThanOrEqual(8);
    }
  });

  it('keeps every committed raster icon drawn from favicon.svg', async () => {
    const drawn = await rasterIcons(await fs.readFile(path.join(publicDir, 'favicon.svg')));
    for (const name of ['favicon-32.png', 'apple-touch-icon.png'] as const) {
      const committed = await fs.readFile(path.join(publicDir, name));
      expect(await maxPixelDifference(committed, drawn[name]), name).toBeLessThanOrEqual(8);
    }
  });

  it('links icons from the admin page, each an image', async () => {
    const page = await get('/digital-guides');
    expect(page.statusCode).toBe(200);
    const icons = linkedIcons(page.body, ['icon', 'apple-touch-icon']);
    expect(icons).toContain('/favicon.svg');
    expect(icons.length).toBeGreaterThanOrEqual(3);
    for (const href of icons) {
      const icon = await get(href);
      expect(icon.statusCode, href).toBe(200);
      expect(icon.headers['content-type'], href).toMatch(/^image\//);
      const meta = await sharp(icon.rawPayload).metadata();
      expect(meta.width, href).toBeGreaterThanOrEqual(32);
    }
  });

  it('links a share link’s page to its guide’s own icon, a PNG', async () => {
    const host = await buildAccount(t.app);
    const guide = await buildSharedGuide(t.app, host, { title: 'Harbour Loft' });
    const page = await get(`/g/${guide.token}`);
    expect(page.statusCode).toBe(200);
    const icons = linkedIcons(page.body, ['icon']);
    expect(icons).toEqual([`/api/guest/guides/${guide.token}/icon-192.png`]);
    const icon = await get(icons[0]!);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(0, 8)).toEqual(PNG_MAGIC);
  });
});
