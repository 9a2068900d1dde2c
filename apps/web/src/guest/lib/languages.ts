/**
 * The contract's language rules the guest guide needs (pickLanguage, isRtlLanguage, primaryLanguage,
 * nativeLanguageName), spelled here: the contract's languages module also builds zod schemas, which
 * would bring zod (~25 KB gzipped) into the guest bundle. languages.test.ts keeps both the same.
 */

/** Scripts written right to left: the guest guide sets dir="rtl" for these languages. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

/** Own names of the contract's COMMON_LANGUAGES (the host's list), as the switcher shows them. */
const NATIVE_NAMES = new Map<string, string>([
  ['en', 'English'],
  ['en-US', 'English (US)'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['de', 'Deutsch'],
  ['it', 'Italiano'],
  ['pt', 'Português'],
  ['pt-BR', 'Português (Brasil)'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
  ['ja', '日本語'],
  ['zh', '中文'],
  ['zh-Hant', '繁體中文'],
  ['ko', '한국어'],
  ['ar', 'العربية'],
  ['he', 'עברית'],
  ['ru', 'Русский'],
  ['uk', 'Українська'],
  ['el', 'Ελληνικά'],
  ['tr', 'Türkçe'],
  ['sv', 'Svenska'],
  ['da', 'Dansk'],
  ['nb', 'Norsk bokmål'],
  ['fi', 'Suomi'],
  ['cs', 'Čeština'],
  ['sk', 'Slovenčina'],
  ['hu', 'Magyar'],
  ['ro', 'Română'],
  ['bg', 'Български'],
  ['hr', 'Hrvatski'],
  ['sl', 'Slovenščina'],
  ['sr', 'Српски'],
  ['ca', 'Català'],
  ['eu', 'Euskara'],
  ['ga', 'Gaeilge'],
  ['is', 'Íslenska'],
  ['et', 'Eesti'],
  ['lv', 'Latviešu'],
  ['lt', 'Lietuvių'],
  ['fa', 'فارسی'],
  ['hi', 'हिन्दी'],
  ['th', 'ไทย'],
  ['vi', 'Tiếng Việt'],
  ['id', 'Bahasa Indonesia'],
  ['ms', 'Bahasa Melayu'],
]);

/** The primary language subtag, lower case: "pt-BR" → "pt". */
export function primaryLanguage(tag: string): string {
  return (tag.split('-')[0] ?? '').toLowerCase();
}

export function isRtlLanguage(tag: string): boolean {
  return RTL_LANGUAGES.has(primaryLanguage(tag));
}

/** A language's name in its own language ("fr" → "Français"), for the guest switcher. */
export function nativeLanguageName(tag: string): string {
  const known = NATIVE_NAMES.get(tag);
  if (known) return known;
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // An engine without DisplayNames data: the tag itself.
  }
  return tag;
}

/**
 * The first of `wanted` (in order of preference) that the guide has, matched exactly, then by its
 * primary language ("fr-CH" → "fr", "pt" → "pt-BR"); undefined when none matches.
 */
export function pickLanguage(available: readonly string[], wanted: readonly string[]): string | undefined {
  const exact = new Map(available.map((a) => [a.toLowerCase(), a]));
  for (const want of wanted) {
    const hit = exact.get(want.toLowerCase());
    if (hit) return hit;
    const primary = primaryLanguage(want);
    const near = available.find((a) => primaryLanguage(a) === primary);
    if (near) return near;
  }
  return undefined;
}
