/**
 * The fonts PDFs print with, from npm packages (nothing is fetched at run time):
 * Noto Sans for Latin, Greek and Cyrillic, Noto Naskh Arabic, Noto Sans Hebrew,
 * Noto Sans JP for Japanese and Noto Sans SC (Hans) for the Chinese ideographs JP lacks.
 * Each style is a fallback chain: a character prints in the first font that has it.
 * pdfkit embeds only the glyphs used (fontkit subsetting), so a page of Japanese costs
 * kilobytes, not the font's megabytes. Font files are read and parsed once, when a
 * character first needs them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create, type Font } from 'fontkit';
import type { Pdf } from './pdf-document.ts';

export type FontStyle = 'regular' | 'bold' | 'italic' | 'boldItalic' | 'code';

/** One font of a chain: its name in the document and which characters it prints. */
export type ChainFont = {
  /** The name the font is registered under in each document. */
  name: string;
  covers: (codePoint: number) => boolean;
  /** Whether fontkit lays its runs out right to left (Arabic, Hebrew): it then reverses the glyphs itself. */
  rtl: boolean;
  /** The font file, for fonts embedded from a package; none for pdfkit's built-in Courier. */
  path?: () => string;
};

const require = createRequire(import.meta.url);

/** A font file shipped by a package whose only export is its index: files sit in <package>/fonts/. */
function packageFont(pkg: string, file: string): string {
  return join(dirname(require.resolve(pkg)), '..', 'fonts', file);
}

const parsed = new Map<string, Font>();

/**
 * One parsed font serves every document, and fontkit keeps each glyph it has made, with the
 * characters it was first made for; pdfkit writes those characters into the PDF's ToUnicode
 * map, which is what copying, search and screen readers read. Subsetting makes the parts of
 * a composite glyph without characters ('…' is three '.', ':' two), so a '.' first met that
 * way would be blank text in every later PDF ('127 0 0 1'). Glyphs made without characters
 * get the ones the font's character map gives them.
 */
function keepGlyphCharacters(font: Font): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) =>
    getGlyph(id, characters.length > 0 ? characters : font._cmapProcessor.codePointsForGlyph(id));
}

function fontkitFont(path: string): Font {
  let font = parsed.get(path);
  if (!font) {
    const opened = create(readFileSync(path));
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${path} is a font collection`);
    font = opened;
    keepGlyphCharacters(font);
    parsed.set(path, font);
  }
  return font;
}

type FileFont = { name: string; path: () => string; rtl: boolean };

const file = (name: string, pkg: string, fileName: string, rtl = false): FileFont => ({
  name,
  path: () => packageFont(pkg, fileName),
  rtl,
});

const LATIN = '@embedpdf/fonts-latin';
const FILES = {
  sans: file('NotoSans', LATIN, 'NotoSans-Regular.ttf'),
  sansBold: file('NotoSans-Bold', LATIN, 'NotoSans-Bold.ttf'),
  sansItalic: file('NotoSans-Italic', LATIN, 'NotoSans-Italic.ttf'),
  sansBoldItalic: file('NotoSans-BoldItalic', LATIN, 'NotoSans-BoldItalic.ttf'),
  arabic: file('NotoNaskhArabic', '@embedpdf/fonts-arabic', 'NotoNaskhArabic-Regular.ttf', true),
  arabicBold: file('NotoNaskhArabic-Bold', '@embedpdf/fonts-arabic', 'NotoNaskhArabic-Bold.ttf', true),
  hebrew: file('NotoSansHebrew', '@embedpdf/fonts-hebrew', 'NotoSansHebrew-Regular.ttf', true),
  hebrewBold: file('NotoSansHebrew-Bold', '@embedpdf/fonts-hebrew', 'NotoSansHebrew-Bold.ttf', true),
  japanese: file('NotoSansJP', '@embedpdf/fonts-jp', 'NotoSansJP-Regular.otf'),
  japaneseBold: file('NotoSansJP-Bold', '@embedpdf/fonts-jp', 'NotoSansJP-Bold.otf'),
  chinese: file('NotoSansSC', '@embedpdf/fonts-sc', 'NotoSansHans-Regular.otf'),
  chineseBold: file('NotoSansSC-Bold', '@embedpdf/fonts-sc', 'NotoSansHans-Bold.otf'),
};

function chainFont(font: FileFont): ChainFont {
  return {
    name: font.name,
    covers: (cp) => fontkitFont(font.path()).hasGlyphForCodePoint(cp),
    rtl: font.rtl,
    path: font.path,
  };
}

/** pdfkit's built-in Courier: monospace for code, printable ASCII only (the rest falls back). */
const COURIER: ChainFont = { name: 'Courier', covers: (cp) => cp >= 0x20 && cp <= 0x7e, rtl: false };

const REGULAR_FALLBACKS = [FILES.arabic, FILES.hebrew, FILES.japanese, FILES.chinese].map(chainFont);
const BOLD_FALLBACKS = [FILES.arabicBold, FILES.hebrewBold, FILES.japaneseBold, FILES.chineseBold].map(chainFont);

/** Each style's fallback chain. Italic exists for Latin, Greek and Cyrillic only; other scripts print upright. */
export const CHAINS: Record<FontStyle, ChainFont[]> = {
  regular: [chainFont(FILES.sans), ...REGULAR_FALLBACKS],
  bold: [chainFont(FILES.sansBold), ...BOLD_FALLBACKS],
  italic: [chainFont(FILES.sansItalic), ...REGULAR_FALLBACKS],
  boldItalic: [chainFont(FILES.sansBoldItalic), ...BOLD_FALLBACKS],
  code: [COURIER, chainFont(FILES.sans), ...REGULAR_FALLBACKS],
};

/**
 * The host's guest font (branding), from the same @fontsource packages the guest guide uses: one
 * WOFF file per weight, style and unicode-range subset. Where it has a character, it prints it.
 */
const BRAND_SUBSETS = ['latin', 'latin-ext', 'vietnamese', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext'];
const BRAND_FILES: Record<Exclude<FontStyle, 'code'>, string> = {
  regular: '400-normal',
  bold: '700-normal',
  italic: '400-italic',
  boldItalic: '700-italic',
};

/** The font's files of one style that the package has (Montserrat has no Greek, for one). */
function brandFonts(font: string, style: Exclude<FontStyle, 'code'>): ChainFont[] {
  const slug = font.toLowerCase().replace(/\s+/g, '-');
  if (!/^[a-z0-9-]+$/.test(slug)) return [];
  let dir: string;
  try {
    dir = join(dirname(require.resolve(`@fontsource/${slug}/package.json`)), 'files');
  } catch {
    return [];
  }
  return BRAND_SUBSETS.flatMap((subset) => {
    const path = join(dir, `${slug}-${subset}-${BRAND_FILES[style]}.woff`);
    return existsSync(path)
      ? [chainFont({ name: `${slug}-${subset}-${BRAND_FILES[style]}`, path: () => path, rtl: false })]
      : [];
  });
}

const brandChains = new Map<string, Record<FontStyle, ChainFont[]>>();

/** Each style's chain with the host's guest font first (the default chains for none or an unknown font). */
export function chainsFor(brand: string | undefined): Record<FontStyle, ChainFont[]> {
  if (!brand) return CHAINS;
  let chains = brandChains.get(brand);
  if (!chains) {
    chains = {
      regular: [...brandFonts(brand, 'regular'), ...CHAINS.regular],
      bold: [...brandFonts(brand, 'bold'), ...CHAINS.bold],
      italic: [...brandFonts(brand, 'italic'), ...CHAINS.italic],
      boldItalic: [...brandFonts(brand, 'boldItalic'), ...CHAINS.boldItalic],
      code: CHAINS.code,
    };
    brandChains.set(brand, chains);
  }
  return chains;
}

const brandOfDoc = new WeakMap<Pdf, string>();

/** Prints the document's text in the host's guest font where it has the characters. */
export function useBrandFont(doc: Pdf, font: string | undefined): void {
  if (font) brandOfDoc.set(doc, font);
}

/** The chains a document's text is set in. */
export function chainsOf(doc: Pdf): Record<FontStyle, ChainFont[]> {
  return chainsFor(brandOfDoc.get(doc));
}

const registered = new WeakMap<Pdf, Set<string>>();

/**
 * Makes the font current in the document, registering it on first use. pdfkit embeds a
 * font only when text is drawn with it, and then only the glyphs drawn.
 */
export function selectFont(doc: Pdf, font: ChainFont): void {
  const names = registered.get(doc) ?? new Set<string>();
  registered.set(doc, names);
  if (font.path && !names.has(font.name)) {
    // pdfkit takes a parsed fontkit font as well as bytes: each file is parsed once per process.
    doc.registerFont(font.name, fontkitFont(font.path()) as unknown as Buffer);
    names.add(font.name);
  }
  doc.font(font.name);
}
