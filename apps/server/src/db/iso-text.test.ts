import { describe, expect, it } from 'vitest';
import { utcTextToIso } from './iso-text.ts';

describe('utcTextToIso', () => {
  it('prints what toISOString prints for the same instant, milliseconds truncated as Date does', () => {
    for (const [text, iso] of [
      ['2026-11-22 05:43:12.123456', '2026-11-22T05:43:12.123Z'],
      ['2026-11-22 05:43:12.123999', '2026-11-22T05:43:12.123Z'],
      ['2026-11-22 05:43:12.12', '2026-11-22T05:43:12.120Z'],
      ['2026-11-22 05:43:12.1', '2026-11-22T05:43:12.100Z'],
      ['2026-11-22 05:43:12', '2026-11-22T05:43:12.000Z'],
      ['2024-02-29 23:59:59.999999', '2024-02-29T23:59:59.999Z'],
    ]) {
      expect(utcTextToIso(text!)).toBe(iso);
      expect(new Date(`${text}+00`).toISOString()).toBe(iso);
    }
  });

  it('takes the long way for any other shape', () => {
    expect(utcTextToIso('2026-11-22T05:43:12.5')).toBe('2026-11-22T05:43:12.500Z');
  });
});
