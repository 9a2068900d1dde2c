/**
 * The five branding fonts, self-hosted (@fontsource), for the Branding panel's previews:
 * loaded when the panel opens (the stylesheets only; a browser downloads a face when text uses it).
 */
import { textOn } from '../../lib/contrast.ts';

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

/**
 * Black or white, whichever reads better on a #rrggbb brand colour: what the guest guide's header
 * puts on it (lib/contrast.ts). Anything that is not #rrggbb (a colour being typed) gets black.
 */
export function textOnBrand(color: string): '#111111' | '#ffffff' {
  return /^#[0-9a-f]{6}$/i.test(color) ? textOn(color) : '#111111';
}
