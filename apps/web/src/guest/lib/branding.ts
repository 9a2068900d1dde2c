/**
 * The host's branding applied to the guest guide: the colour as CSS variables (with a
 * text colour that stays readable on it, and inks for coloured text in light and dark mode)
 * and the font by name with fallbacks (the font itself is self-hosted: fonts.ts).
 */
import { BRANDING } from '@guidebook/contract';
import { contrastRatio, textOn } from '../../lib/contrast.ts';

export { contrastRatio, textOn };

const FALLBACKS: Record<string, string> = {
  'PT Sans': '"PT Sans", "Trebuchet MS", "Segoe UI", system-ui, sans-serif',
  Roboto: 'Roboto, "Helvetica Neue", Arial, system-ui, sans-serif',
  Montserrat: 'Montserrat, "Segoe UI", "Helvetica Neue", Arial, system-ui, sans-serif',
  Lato: 'Lato, "Segoe UI", "Helvetica Neue", Arial, system-ui, sans-serif',
  'Open Sans': '"Open Sans", "Segoe UI", "Helvetica Neue", Arial, system-ui, sans-serif',
};

/** One of the five fonts the host can choose; anything else becomes the default. */
export function brandFont(font: string | null | undefined): string {
  return font && font in FALLBACKS ? font : BRANDING.FONT;
}

/** CSS font-family for a chosen font. */
export function fontStack(font: string | null | undefined): string {
  return FALLBACKS[brandFont(font)] as string;
}

const HEX = /^#([0-9a-f]{6})$/i;

/** The host's colour when it is a #rrggbb colour, else the default brand colour. */
export function brandColor(color: string | null | undefined): string {
  return color && HEX.test(color) ? color.toLowerCase() : BRANDING.COLOR;
}

/** The guest page's background (guest.css --page), the darkest surface coloured text sits on. */
export const PAGE_BACKGROUND = '#f6f4f1';

/**
 * The brand colour darkened until it reads at 4.5:1 on the page background (and so on
 * white cards), for coloured text and for white text on it; the raw colour may be too light.
 */
export function inkOf(color: string): string {
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
  const hex = () => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  for (let i = 0; i < 40 && contrastRatio(hex(), PAGE_BACKGROUND) < 4.5; i += 1) {
    [r, g, b] = [r, g, b].map((v) => Math.floor(v * 0.9)) as [number, number, number];
  }
  return hex();
}

/** The dark mode's surfaces (guest.css): the page and the lighter cards coloured text sits on. */
export const DARK_PAGE_BACKGROUND = '#15171a';
export const DARK_CARD_BACKGROUND = '#202327';

/**
 * The brand colour lightened until it reads at 4.5:1 on the dark mode's cards (and so on its
 * page), for coloured text and for dark text on it in dark mode.
 */
export function inkOnDark(color: string): string {
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16)) as [number, number, number];
  const hex = () => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  for (let i = 0; i < 40 && contrastRatio(hex(), DARK_CARD_BACKGROUND) < 4.5; i += 1) {
    [r, g, b] = [r, g, b].map((v) => Math.ceil(v + (255 - v) * 0.1)) as [number, number, number];
  }
  return hex();
}

export type BrandStyle = {
  '--brand': string;
  '--brand-text': string;
  '--brand-ink': string;
  '--brand-ink-dark': string;
  fontFamily: string;
};

export function brandStyle(branding: { color: string; font: string }): BrandStyle {
  const color = brandColor(branding.color);
  return {
    '--brand': color,
    '--brand-text': textOn(color),
    '--brand-ink': inkOf(color),
    '--brand-ink-dark': inkOnDark(color),
    fontFamily: fontStack(branding.font),
  };
}
