/**
 * The language rules (valid tags, the language a guest is served) without zod, so the guest guide
 * can import them from the contract without bringing schemas into its bundle (languages.ts
 * re-exports them with the schemas).
 */

import { primaryLanguage } from './language-match.ts';

export * from './language-match.ts';

/** At most this many further languages per guide. */
export const LANGUAGES_MAX = 20;

/**
 * The searchable list the host picks from: common languages of travellers, with their English and
 * their own names. Any other valid BCP 47 tag is accepted too (a region: pt-BR, zh-Hant…).
 */
export const COMMON_LANGUAGES: readonly { tag: string; name: string; native: string }[] = [
  { tag: 'en', name: 'English', native: 'English' },
  { tag: 'en-US', name: 'English (United States)', native: 'English (US)' },
  { tag: 'es', name: 'Spanish', native: 'Español' },
  { tag: 'fr', name: 'French', native: 'Français' },
  { tag: 'de', name: 'German', native: 'Deutsch' },
  { tag: 'it', name: 'Italian', native: 'Italiano' },
  { tag: 'pt', name: 'Portuguese', native: 'Português' },
  { tag: 'pt-BR', name: 'Portuguese (Brazil)', native: 'Português (Brasil)' },
  { tag: 'nl', name: 'Dutch', native: 'Nederlands' },
  { tag: 'pl', name: 'Polish', native: 'Polski' },
  { tag: 'ja', name: 'Japanese', native: '日本語' },
  { tag: 'zh', name: 'Chinese', native: '中文' },
  { tag: 'zh-Hant', name: 'Chinese (Traditional)', native: '繁體中文' },
  { tag: 'ko', name: 'Korean', native: '한국어' },
  { tag: 'ar', name: 'Arabic', native: 'العربية' },
  { tag: 'he', name: 'Hebrew', native: 'עברית' },
  { tag: 'ru', name: 'Russian', native: 'Русский' },
  { tag: 'uk', name: 'Ukrainian', native: 'Українська' },
  { tag: 'el', name: 'Greek', native: 'Ελληνικά' },
  { tag: 'tr', name: 'Turkish', native: 'Türkçe' },
  { tag: 'sv', name: 'Swedish', native: 'Svenska' },
  { tag: 'da', name: 'Danish', native: 'Dansk' },
  { tag: 'nb', name: 'Norwegian Bokmål', native: 'Norsk bokmål' },
  { tag: 'fi', name: 'Finnish', native: 'Suomi' },
  { tag: 'cs', name: 'Czech', native: 'Čeština' },
  { tag: 'sk', name: 'Slovak', native: 'Slovenčina' },
  { tag: 'hu', name: 'Hungarian', native: 'Magyar' },
  { tag: 'ro', name: 'Romanian', native: 'Română' },
  { tag: 'bg', name: 'Bulgarian', native: 'Български' },
  { tag: 'hr', name: 'Croatian', native: 'Hrvatski' },
  { tag: 'sl', name: 'Slovenian', native: 'Slovenščina' },
  { tag: 'sr', name: 'Serbian', native: 'Српски' },
  { tag: 'ca', name: 'Catalan', native: 'Català' },
  { tag: 'eu', name: 'Basque', native: 'Euskara' },
  { tag: 'ga', name: 'Irish', native: 'Gaeilge' },
  { tag: 'is', name: 'Icelandic', native: 'Íslenska' },
  { tag: 'et', name: 'Estonian', native: 'Eesti' },
  { tag: 'lv', name: 'Latvian', native: 'Latviešu' },
  { tag: 'lt', name: 'Lithuanian', native: 'Lietuvių' },
  { tag: 'fa', name: 'Persian', native: 'فارسی' },
  { tag: 'hi', name: 'Hindi', native: 'हिन्दी' },
  { tag: 'th', name: 'Thai', native: 'ไทย' },
  { tag: 'vi', name: 'Vietnamese', native: 'Tiếng Việt' },
  { tag: 'id', name: 'Indonesian', native: 'Bahasa Indonesia' },
  { tag: 'ms', name: 'Malay', native: 'Bahasa Melayu' },
];

/** Scripts written right to left: the guest guide sets dir="rtl" for these languages. */
const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'yi', 'dv', 'ckb', 'sd', 'ug']);

export function isRtlLanguage(tag: string): boolean {
  return RTL_LANGUAGES.has(primaryLanguage(tag));
}

/** A language's name in its own language ("fr" → "Français"), for the guest switcher. */
export function nativeLanguageName(tag: string): string {
  const known = COMMON_LANGUAGES.find((c) => c.tag === tag);
  if (known) return known.native;
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag);
    if (name) return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  } catch {
    // An engine without DisplayNames data: the tag itself.
  }
  return tag;
}

/**
 * The tags behind the English names and lists `englishLanguageName` and `englishLanguageList` wrote,
 * so that a message made in English ("French is not one of this guide's languages") can name the
 * same languages in the reader's language when it is localized (`languageValueIn`). Bounded: an
 * entry written long ago is dropped first.
 */
const writtenNames = new Map<string, readonly string[]>();
const WRITTEN_MAX = 2000;

function remember(text: string, tags: readonly string[]): string {
  if (writtenNames.size >= WRITTEN_MAX && !writtenNames.has(text)) {
    const oldest = writtenNames.keys().next().value;
    if (oldest !== undefined) writtenNames.delete(oldest);
  }
  writtenNames.set(text, tags);
  return text;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();

function displayNamesIn(locale: string): Intl.DisplayNames | null {
  let names = displayNames.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'language' });
    } catch {
      // An engine without DisplayNames data, or a locale it refuses: the English names.
      names = null;
    }
    displayNames.set(locale, names);
  }
  return names;
}

/** A language's English name ("fr" → "French"), for the server's messages, which are made in English. */
export function englishLanguageName(tag: string): string {
  const known = COMMON_LANGUAGES.find((c) => c.tag === tag);
  let name = known?.name;
  if (name === undefined) {
    try {
      name = displayNamesIn('en')?.of(tag) ?? tag;
    } catch {
      name = tag;
    }
  }
  return remember(name, [tag]);
}

/** Languages' English names as an English list ("French and German"), for the server's messages. */
export function englishLanguageList(tags: readonly string[]): string {
  const names = tags.map(englishLanguageName);
  return remember(listIn('en', names), tags);
}

function listIn(locale: string, items: readonly string[]): string {
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
}

/**
 * A language's name in the reader's language, as a sentence writes it ("fr" in German → "Französisch",
 * in French → "français"); its English name where the engine has no name for it.
 */
export function languageNameIn(tag: string, locale: string): string {
  if (locale === 'en' || locale.startsWith('en-')) {
    const known = COMMON_LANGUAGES.find((c) => c.tag === tag);
    if (known) return known.name;
  }
  try {
    const name = displayNamesIn(locale)?.of(tag);
    if (name && name !== tag) return name;
  } catch {
    // A tag the engine refuses: its English name below.
  }
  return englishLanguageName(tag);
}

/**
 * A value of a message that `englishLanguageName` or `englishLanguageList` wrote, in the reader's
 * language (a name, or a list in that language's list form); any other value unchanged.
 */
export function languageValueIn(value: string, locale: string): string {
  const tags = writtenNames.get(value);
  if (!tags) return value;
  const names = tags.map((tag) => languageNameIn(tag, locale));
  return names.length === 1 ? names[0]! : listIn(locale, names);
}
