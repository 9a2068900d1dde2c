import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HELP_ARTICLES, HELP_SECTIONS, findArticle } from './articles.ts';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../public');

/** Width and height from a WebP file's VP8/VP8L/VP8X header. */
function webpSize(bytes: Buffer): { width: number; height: number } {
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const b = bytes.readUInt32LE(21);
    return { width: 1 + (b & 0x3fff), height: 1 + ((b >> 14) & 0x3fff) };
  }
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

describe('the Help Center articles', () => {
  it('have unique ids that are safe in an address, and sections from the list', () => {
    const ids = HELP_ARTICLES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const a of HELP_ARTICLES) {
      expect(a.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(HELP_SECTIONS).toContain(a.section);
    }
  });

  it('link only to articles that exist, never to themselves', () => {
    for (const a of HELP_ARTICLES) {
      for (const id of a.related) {
        expect(findArticle(id), `${a.id} -> ${id}`).toBeDefined();
        expect(id).not.toBe(a.id);
      }
    }
    expect(findArticle('no-such-article')).toBeUndefined();
    expect(findArticle(null)).toBeUndefined();
  });

  it('pair every ** mark, so no stray asterisks reach the screen', () => {
    for (const a of HELP_ARTICLES) {
      const texts = a.blocks.flatMap((b) =>
        b.kind === 'steps' || b.kind === 'list' ? b.items : b.kind === 'image' ? [] : [b.text],
      );
      for (const t of texts) expect((t.match(/\*\*/g) ?? []).length % 2, `${a.id}: ${t}`).toBe(0);
    }
  });

  it('show screenshots that exist, are small, have alt text and their real size', () => {
    const images = HELP_ARTICLES.flatMap((a) => a.blocks.flatMap((b) => (b.kind === 'image' ? [b.image] : [])));
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const image of images) {
      const file = path.join(publicDir, image.src);
      expect(fs.existsSync(file), image.src).toBe(true);
      const bytes = fs.readFileSync(file);
      expect(bytes.length, image.src).toBeLessThan(60 * 1024);
      expect(webpSize(bytes), image.src).toEqual({ width: image.width, height: image.height });
      expect(image.alt.length, image.src).toBeGreaterThan(20);
    }
  });
});
