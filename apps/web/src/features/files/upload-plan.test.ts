import { describe, expect, it } from 'vitest';
import { LIMITS } from '@guidebook/contract';
import { chunkCount, downloadName, hasAllowedImageExtension, planChunks, timestampedName } from './upload-plan.ts';

describe('hasAllowedImageExtension', () => {
  it('accepts img, jpg, jpeg and png in any letter case', () => {
    for (const n of ['a.img', 'b.jpg', 'c.JPEG', 'd.Png', 'holiday photo.final.JPG']) {
      expect(hasAllowedImageExtension(n), n).toBe(true);
    }
  });
  it('refuses other extensions, no extension and a trailing dot', () => {
    for (const n of ['a.gif', 'b.webp', 'c.pdf', 'jpg', 'png.', 'photo.jpg.exe', '.']) {
      expect(hasAllowedImageExtension(n), n).toBe(false);
    }
  });
});

describe('chunk planning', () => {
  it('uses 100 MB chunks and rounds the count up', () => {
    expect(LIMITS.CHUNK_SIZE).toBe(104_857_600);
    expect(chunkCount(1)).toBe(1);
    expect(chunkCount(LIMITS.CHUNK_SIZE)).toBe(1);
    expect(chunkCount(LIMITS.CHUNK_SIZE + 1)).toBe(2);
    expect(chunkCount(250 * 1_048_576)).toBe(3);
  });
  it('sends an empty file as one empty chunk', () => {
    expect(planChunks(0)).toEqual([{ index: 0, start: 0, end: 0 }]);
  });
  it('covers every byte once, in order, with the last chunk shorter', () => {
    const plan = planChunks(25, 10);
    expect(plan).toEqual([
      { index: 0, start: 0, end: 10 },
      { index: 1, start: 10, end: 20 },
      { index: 2, start: 20, end: 25 },
    ]);
    const exact = planChunks(20, 10);
    expect(exact.map((c) => c.end - c.start)).toEqual([10, 10]);
  });
});

describe('timestampedName', () => {
  const at = new Date('2026-11-22T14:30:05.123Z');
  it('appends the digits of the ISO time before the extension', () => {
    expect(timestampedName('photo.jpg', at)).toBe('photo20261122143005123.jpg');
    expect(timestampedName('my.beach.photo.PNG', at)).toBe('my.beach.photo20261122143005123.PNG');
  });
  it('appends at the end when there is no extension', () => {
    expect(timestampedName('photo', at)).toBe('photo20261122143005123');
    expect(timestampedName('.hidden', at)).toBe('.hidden20261122143005123');
  });
  it('contains only digits in the suffix', () => {
    const name = timestampedName('x.png');
    expect(name).toMatch(/^x\d{17}\.png$/);
  });
});

describe('downloadName', () => {
  it('removes every whitespace character', () => {
    expect(downloadName(' my holiday\tphoto 1.jpg ')).toBe('myholidayphoto1.jpg');
  });
});
