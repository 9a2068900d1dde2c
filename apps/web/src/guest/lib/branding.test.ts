import { describe, expect, it } from 'vitest';
import {
  brandColor,
  brandFont,
  brandStyle,
  contrastRatio,
  fontStack,
  DARK_CARD_BACKGROUND,
  DARK_PAGE_BACKGROUND,
  inkOf,
  inkOnDark,
  PAGE_BACKGROUND,
  textOn,
} from './branding.ts';

describe('branding', () => {
  it('uses the chosen font by name with fallbacks, and PT Sans for anything unknown', () => {
    expect(fontStack('Montserrat')).toMatch(/^Montserrat, /);
    expect(fontStack('Open Sans')).toMatch(/^"Open Sans", /);
    expect(brandFont('Comic Sans')).toBe('PT Sans');
    expect(fontStack(null)).toMatch(/^"PT Sans", /);
  });

  it('accepts only #rrggbb colours', () => {
    expect(brandColor('#1A2B3C')).toBe('#1a2b3c');
    expect(brandColor('red; background: url(x)')).toBe('#ed8438');
  });

  it('puts readable text on the brand colour', () => {
    expect(textOn('#ed8438')).toBe('#111111');
    expect(textOn('#1a237e')).toBe('#ffffff');
    for (const c of ['#ed8438', '#ffeb3b', '#1a237e', '#00bcd4'])
      expect(contrastRatio(c, textOn(c))).toBeGreaterThanOrEqual(4.5);
  });

  it('darkens a light brand colour until it reads on the page and on white', () => {
    for (const c of ['#ed8438', '#ffeb3b', '#ffffff']) {
      expect(contrastRatio(inkOf(c), PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(inkOf(c), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    expect(inkOf('#1a237e')).toBe('#1a237e');
  });

  it.each(['#ed8438', '#1d6fa5', '#1a237e', '#000000', '#7b1fa2', '#2e7d32', '#ffeb3b', '#ffffff'])(
    'lightens %s until it reads on the dark mode page and cards, with dark text on it',
    (c) => {
      const ink = inkOnDark(c);
      expect(contrastRatio(ink, DARK_CARD_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ink, DARK_PAGE_BACKGROUND)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ink, '#111111')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keeps a brand colour that already reads in dark mode', () => {
    expect(inkOnDark('#ffeb3b')).toBe('#ffeb3b');
  });

  it('builds the CSS variables of the guide', () => {
    expect(brandStyle({ color: '#ed8438', font: 'Lato' })).toMatchObject({
      '--brand': '#ed8438',
      '--brand-text': '#111111',
      '--brand-ink-dark': '#ed8438',
    });
  });
});
