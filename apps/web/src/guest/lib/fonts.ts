/**
 * The host's font, self-hosted (@fontsource): only the chosen family is downloaded, in the
 * two weights the guide uses (400, 700; 600 is drawn with 700), and only the subsets its text
 * needs (each subset is an @font-face with a unicode-range). Each family is its own lazily
 * loaded chunk, so the first load carries none of them.
 */
import { brandFont } from './branding.ts';

const LOADERS: Record<string, () => Promise<unknown>> = {
  'PT Sans': () => import('../fonts/pt-sans.ts'),
  Roboto: () => import('../fonts/roboto.ts'),
  Montserrat: () => import('../fonts/montserrat.ts'),
  Lato: () => import('../fonts/lato.ts'),
  'Open Sans': () => import('../fonts/open-sans.ts'),
};

/** Starts loading the font's faces; offline (and not cached) the fallback fonts are used. */
export function loadBrandFont(font: string | null | undefined): Promise<void> {
  const load = LOADERS[brandFont(font)];
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
