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

/** A language's English name ("fr" → "French"), for the host's screens and messages. */
export function englishLanguageName(tag: string): string {
  const known = COMMON_LANGUAGES.find((c) => c.tag === tag);
  if (known) return known.name;
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The admin's label of a language: "Français — French"; one whose own name is its English one once ("English"). */
export function languageLabel(tag: string): string {
  const native = nativeLanguageName(tag);
  const english = englishLanguageName(tag);
  return native === english ? english : `${native} — ${english}`;
}
