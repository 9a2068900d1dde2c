/**
 * Contrast of #rrggbb colours (WCAG): which text colour reads on a brand colour, in the guest
 * guide's header (guest/lib/branding.ts) and in the Branding panel's preview alike.
 */

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Black or white, whichever reads better on the brand colour (orange #ed8438 takes black). */
export function textOn(color: string): '#111111' | '#ffffff' {
  return contrastRatio(color, '#111111') >= contrastRatio(color, '#ffffff') ? '#111111' : '#ffffff';
}
