/**
 * Languages of a guide: a default language and further languages (BCP 47 tags), the
 * translations of every text a guest reads, and the one rule that picks the language a guest is
 * served (`pickLanguage`), used by the server and the guest guide alike.
 */
import { z } from 'zod';
import { ZId } from './common.ts';
import { canonicalLanguage, LANGUAGES_MAX } from './language-tags.ts';
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

export * from './language-tags.ts';

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
    .max(max, MESSAGES.guide.maxLength(max))
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
    .max(5_000_000, MESSAGES.topic.contentTooLong)
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

/**
 * Texts by language (BCP 47, canonicalised: "EN-gb" is "en-GB"), each checked by `text`: at least one
 * and at most LANGUAGES_MAX; a key that is no language tag, or names a language twice, is refused
 * under that key. `messages` are the caller's words for none given and for too many.
 */
export function ZTextsByLanguage<T extends z.ZodType>(text: T, messages: { required: string; tooMany: string }) {
  return z
    .record(z.string(), text, { error: messages.required })
    .transform((texts, ctx) => {
      const out: Record<string, z.output<T>> = {};
      for (const [key, value] of Object.entries(texts)) {
        const tag = canonicalLanguage(key.trim());
        if (!tag) {
          ctx.addIssue({ code: 'custom', message: MESSAGES.language.invalidTag, path: [key] });
          return z.NEVER;
        }
        if (Object.hasOwn(out, tag)) {
          ctx.addIssue({ code: 'custom', message: MESSAGES.language.duplicate, path: [key] });
          return z.NEVER;
        }
        out[tag] = value;
      }
      return out;
    })
    .refine((texts) => Object.keys(texts).length >= 1, messages.required)
    .refine((texts) => Object.keys(texts).length <= LANGUAGES_MAX, messages.tooMany);
}
