/** Translations as the host's select answers carry them; see languages.ts. */
import { z } from 'zod';

/** Common to every translation in an answer. */
const translationMeta = {
  language: z.string(),
  /** The original changed after this translation was saved: it shows "original changed" until saved again. */
  original_changed: z.boolean(),
  date_modified: z.string(),
};

export const ZGuideTranslation = z.object({
  ...translationMeta,
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  welcome: z.string().nullable(),
});
export type TGuideTranslation = z.infer<typeof ZGuideTranslation>;

export const ZCategoryTranslation = z.object({ ...translationMeta, name: z.string().nullable() });
export type TCategoryTranslation = z.infer<typeof ZCategoryTranslation>;

export const ZTopicTranslation = z.object({
  ...translationMeta,
  name: z.string().nullable(),
  content: z.string().nullable(),
});
export type TTopicTranslation = z.infer<typeof ZTopicTranslation>;

export const ZMapTranslation = z.object({
  ...translationMeta,
  title: z.string().nullable(),
  pins: z.array(z.object({ original: z.string(), name: z.string().nullable(), description: z.string().nullable() })),
});
export type TMapTranslation = z.infer<typeof ZMapTranslation>;

/** How far one language is: "French: 18 of 24 topics". Topics and categories counted over the whole guide. */
export const ZTranslationProgress = z.object({
  language: z.string(),
  topics_total: z.number(),
  topics_translated: z.number(),
  /** Translated, but the original changed since. */
  topics_outdated: z.number(),
  categories_total: z.number(),
  categories_translated: z.number(),
  categories_outdated: z.number(),
  /** The guide's title, subtitle and welcome text have a translation. */
  guide_translated: z.boolean(),
  guide_outdated: z.boolean(),
});
export type TTranslationProgress = z.infer<typeof ZTranslationProgress>;
