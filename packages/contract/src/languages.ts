/**
 * Languages of a guide (issue 14): a default language and further languages (BCP 47 tags), the
 * translations of every text a guest reads, and the one rule that picks the language a guest is
 * served (`pickLanguage`), used by the server and the guest guide alike.
 */
import { z } from 'zod';
import { ZId } from './common.ts';
import { LIMITS, MESSAGES } from './constants.ts';
import { isEmptyRichText } from './topics.ts';
import {
  ZCategoryTranslation,
  ZGuideTranslation,
  ZTopicTranslation,
  ZTranslationProgress,
} from './translation-answers.ts';

export * from './translation-answers.ts';

const l = MESSAGES.language;

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

/** The primary language subtag, lower case: "pt-BR" → "pt". */
export function primaryLanguage(tag: string): string {
  return tag.split('-')[0]!.toLowerCase();
}

export function isRtlLanguage(tag: string): boolean {
  return RTL_LANGUAGES.has(primaryLanguage(tag));
}

/** The canonical spelling of a BCP 47 tag ("PT-br" → "pt-BR"), or undefined when it is not one. */
export function canonicalLanguage(tag: string): string | undefined {
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(tag) || tag.length > 35) return undefined;
  try {
    return Intl.getCanonicalLocales(tag)[0];
  } catch {
    return undefined;
  }
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

/**
 * The languages of an Accept-Language header, most wanted first ("fr-CH, fr;q=0.9, en;q=0.8").
 * Malformed parts are skipped; q=0 means "not this one".
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
      return { tag: tag.trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((x) => x.q > 0 && x.tag !== '*' && canonicalLanguage(x.tag) !== undefined)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((x) => canonicalLanguage(x.tag)!);
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

/** A BCP 47 tag, canonicalised. */
export const ZLanguageTag = z
  .string({ error: l.invalidTag })
  .max(35, l.invalidTag)
  .transform((v, ctx) => {
    const tag = canonicalLanguage(v.trim());
    if (!tag) {
      ctx.addIssue({ code: 'custom', message: l.invalidTag });
      return z.NEVER;
    }
    return tag;
  });

export const ZGuideLanguagesRequest = z
  .object({
    id_guide: ZId,
    default_language: ZLanguageTag,
    /** The further languages, in the order guests see them; the default is left out. */
    languages: z.array(ZLanguageTag).max(LANGUAGES_MAX, l.tooMany(LANGUAGES_MAX)),
    /**
     * Removing a language that has translations deletes them: without `remove_translations: true`
     * such a call answers 13 naming what would be lost, and changes nothing.
     */
    remove_translations: z.boolean().optional(),
  })
  .refine((v) => new Set(v.languages).size === v.languages.length, {
    message: l.duplicate,
    path: ['languages'],
  })
  .refine((v) => !v.languages.includes(v.default_language), {
    message: l.defaultAlsoFurther,
    path: ['languages'],
  });
export type TGuideLanguagesRequest = z.infer<typeof ZGuideLanguagesRequest>;

/** A translated text: empty or absent means "not translated" (guests read the original). */
const ZTranslatedText = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

export const ZGuideTranslateRequest = z.object({
  id_guide: ZId,
  language: ZLanguageTag,
  title: ZTranslatedText(LIMITS.TITLE_MAX),
  subtitle: ZTranslatedText(LIMITS.SUBTITLE_MAX),
  welcome: ZTranslatedText(LIMITS.WELCOME_MAX),
});
export type TGuideTranslateRequest = z.infer<typeof ZGuideTranslateRequest>;

export const ZCategoryTranslateRequest = z.object({
  id_guide_content: ZId,
  language: ZLanguageTag,
  name: ZTranslatedText(120),
});
export type TCategoryTranslateRequest = z.infer<typeof ZCategoryTranslateRequest>;

export const ZTopicTranslateRequest = z.object({
  id_guide_topic: ZId,
  language: ZLanguageTag,
  name: ZTranslatedText(200),
  /** Rich text, sanitised like the original; an empty editor means "not translated". */
  content: z
    .string()
    .max(5_000_000, 'The content is too long.')
    .nullish()
    .transform((v) => (v == null || isEmptyRichText(v) ? null : v)),
});
export type TTopicTranslateRequest = z.infer<typeof ZTopicTranslateRequest>;

export const ZMapTranslateRequest = z.object({
  id_map: ZId,
  language: ZLanguageTag,
  title: ZTranslatedText(120),
  /** Pin texts by the pin's original name: a pin keeps its translation when pins are reordered or re-saved. */
  pins: z
    .array(
      z.object({
        original: z.string().max(200),
        name: ZTranslatedText(200),
        description: ZTranslatedText(1000),
      }),
    )
    .max(500)
    .default([]),
});
export type TMapTranslateRequest = z.infer<typeof ZMapTranslateRequest>;

/** GET /guides/translations: everything of one language for the Content tab's side-by-side editor. */
export const ZGuideTranslationsQuery = z.object({ id_guide: ZId, language: ZLanguageTag });
export const ZGuideTranslations = z.object({
  language: z.string(),
  guide: ZGuideTranslation.nullable(),
  categories: z.array(ZCategoryTranslation.extend({ id_guide_content: z.number() })),
  topics: z.array(ZTopicTranslation.extend({ id_guide_topic: z.number(), id_guide_content: z.number() })),
  progress: ZTranslationProgress,
});
export type TGuideTranslations = z.infer<typeof ZGuideTranslations>;

/** A guide's languages as /guides/select and /guides/languages answer them. */
export const ZGuideLanguages = z.object({
  id_guide: z.number(),
  default_language: z.string(),
  languages: z.array(z.string()),
  translation_progress: z.array(ZTranslationProgress),
});
export type TGuideLanguages = z.infer<typeof ZGuideLanguages>;

/** The guest's ?lang= (anything else in the query is not ours to refuse). */
export const ZGuestLanguageQuery = z.object({ lang: z.string().max(35).optional() });
