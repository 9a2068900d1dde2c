/**
 * The five branding fonts, self-hosted (@fontsource), for the Branding panel's previews:
 * loaded when the panel opens (the stylesheets only; a browser downloads a face when text uses it).
 */
let loading: Promise<unknown> | null = null;

export function loadBrandFontPreviews(): Promise<unknown> {
  loading ??= Promise.all([
    import('@fontsource/pt-sans/400.css'),
    import('@fontsource/roboto/400.css'),
    import('@fontsource/montserrat/400.css'),
    import('@fontsource/lato/400.css'),
    import('@fontsource/open-sans/400.css'),
  ]).catch(() => (loading = null));
  return loading;
}

/** CSS font-family for a branding font, with a generic fallback. */
export function brandFontFamily(font: string): string {
  return `"${font}", sans-serif`;
}

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/**
 * Black or white, whichever reads better on a #rrggbb brand colour: what the guest guide's
 * header puts on it (apps/web/src/guest/lib/branding.ts `textOn`, the same rule). Anything
 * that is not #rrggbb (a colour being typed) gets black.
 */
export function textOnBrand(color: string): '#111111' | '#ffffff' {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return '#111111';
  const l = luminance(color);
  return (l + 0.05) / (luminance('#111111') + 0.05) >= 1.05 / (l + 0.05) ? '#111111' : '#ffffff';
}
