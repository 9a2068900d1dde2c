/**
 * Shared topics and property values. A shared topic lives once in the workspace's library and is
 * placed into any number of guides' categories, each placement a topic row of its guide
 * (`id_shared_topic` set) that follows the shared one: its title, description, image, content and
 * translations change everywhere when the shared topic changes. Its `{{name}}` codes are filled with
 * each guide's own property values (`PUT /guides/values`), a value the guide lacks reading "—".
 */
import { z } from 'zod';
import { ZDeleteComment, ZId } from './common.ts';
import { MESSAGES } from './constants.ts';
import { MESSAGE_FIELD_CODES, GUIDE_DETAIL_CODES } from './field-codes.ts';
import { ZLanguageTag } from './languages.ts';
import { ZTopicTranslation } from './translation-answers.ts';
import { ZTopicAnswerFields, ZTopicFields, ZTopicFieldsPatch, isEmptyRichText } from './topics.ts';

const s = MESSAGES.shared;
const t = MESSAGES.topic;

/** At most this many value names per guide (over all its languages). */
export const GUIDE_VALUES_MAX = 100;
/** A value's longest text. */
export const GUIDE_VALUE_MAX_LENGTH = 2000;
/** A value's name: what a topic writes between the braces. */
export const GUIDE_VALUE_NAME = /^[a-z0-9_]{1,40}$/;
/** The `{{name}}` codes of a text, as the server fills them (spaces inside the braces allowed). */
export const FIELD_CODE_PATTERN = /\{\{\s*([a-z0-9_]{1,40})\s*\}\}/g;

/** Names the guide or a stay fills from their own details: a property value cannot take them. */
export const RESERVED_VALUE_NAMES: ReadonlySet<string> = new Set<string>([
  ...MESSAGE_FIELD_CODES,
  ...GUIDE_DETAIL_CODES,
]);

/** The distinct `{{name}}` codes a text uses, in order of first use. */
export function fieldCodesOf(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(FIELD_CODE_PATTERN)) names.add(match[1]!);
  return [...names];
}

/** A topic's fields (ZTopicFields); its status and visibility are those of new placements. */
export const ZSharedTopicCreateRequest = ZTopicFields;
export type TSharedTopicCreateRequest = z.infer<typeof ZSharedTopicCreateRequest>;

/** Status and visibility, when given, change every placement too. */
export const ZSharedTopicModifyRequest = z.object({ id_shared_topic: ZId, ...ZTopicFieldsPatch.shape });
export type TSharedTopicModifyRequest = z.infer<typeof ZSharedTopicModifyRequest>;

/**
 * Deleting a shared topic removes it from every guide that shows it: while it is placed, the call
 * answers 13 naming how many guides show it, unless `confirm: true`.
 */
export const ZSharedTopicDeleteRequest = z.object({
  id_shared_topic: ZId,
  comment: ZDeleteComment,
  confirm: z.boolean().optional(),
});
export type TSharedTopicDeleteRequest = z.infer<typeof ZSharedTopicDeleteRequest>;

export const ZSharedTopicSelectQuery = z.object({ id_shared_topic: ZId });

/** Places the shared topic, last, into a category (once per guide). */
export const ZSharedTopicPlaceRequest = z.object({ id_shared_topic: ZId, id_guide_content: ZId });
export type TSharedTopicPlaceRequest = z.infer<typeof ZSharedTopicPlaceRequest>;

/** Removes one placement (a topic row that shows a shared topic); the shared topic stays. */
export const ZSharedTopicUnplaceRequest = z.object({ id_guide_topic: ZId, comment: ZDeleteComment });
export type TSharedTopicUnplaceRequest = z.infer<typeof ZSharedTopicUnplaceRequest>;

/** Turns a placement into the guide's own topic (content and translations kept), no longer following. */
export const ZSharedTopicDetachRequest = z.object({ id_guide_topic: ZId });
export type TSharedTopicDetachRequest = z.infer<typeof ZSharedTopicDetachRequest>;

/** A shared topic's title and content in one language; empty means "not translated". */
export const ZSharedTopicTranslateRequest = z.object({
  id_shared_topic: ZId,
  language: ZLanguageTag,
  name: z
    .string()
    .max(200, MESSAGES.guide.maxLength(200))
    .nullish()
    .transform((v) => (v == null || v.trim() === '' ? null : v.trim())),
  content: z
    .string()
    .max(5_000_000, t.contentTooLong)
    .nullish()
    .transform((v) => (v == null || isEmptyRichText(v) ? null : v)),
});
export type TSharedTopicTranslateRequest = z.infer<typeof ZSharedTopicTranslateRequest>;

export const ZSharedTopic = z.object({
  id_shared_topic: z.number(),
  ...ZTopicAnswerFields.shape,
  /** The `{{name}}` codes its title and content use (its translations' too), property values and the guide's own. */
  codes: z.array(z.string()),
  /** In the select answer: its translations, any language. */
  translations: z.array(ZTopicTranslation).optional(),
});
export type TSharedTopic = z.infer<typeof ZSharedTopic>;

/** Where a shared topic is shown: one placement, a topic row of a guide's category. */
export const ZSharedTopicPlacement = z.object({
  id_guide_topic: z.number(),
  id_guide: z.number(),
  guide_title: z.string(),
  id_guide_content: z.number(),
  category_name: z.string(),
});
export type TSharedTopicPlacement = z.infer<typeof ZSharedTopicPlacement>;

/** A guide that shows the shared topic but has no value for some of the property values it uses. */
export const ZSharedTopicMissingValues = z.object({
  id_guide: z.number(),
  guide_title: z.string(),
  /** The value names it lacks, in its main language. */
  names: z.array(z.string()),
});
export type TSharedTopicMissingValues = z.infer<typeof ZSharedTopicMissingValues>;

/** GET /shared_topics/list: each shared topic, where it is placed, and the guides that miss a value it uses. */
export const ZSharedTopicListItem = ZSharedTopic.extend({
  placements: z.array(ZSharedTopicPlacement),
  missing_values: z.array(ZSharedTopicMissingValues),
});
export type TSharedTopicListItem = z.infer<typeof ZSharedTopicListItem>;

/** A value's text: a string up to GUIDE_VALUE_MAX_LENGTH; null or "" removes the value. */
const ZGuideValue = z
  .string({ error: s.valueInvalid })
  .max(GUIDE_VALUE_MAX_LENGTH, s.valueTooLong(GUIDE_VALUE_MAX_LENGTH))
  .nullable()
  .transform((v) => (v == null || v.trim() === '' ? null : v.trim()));

/** `{ name: value }`: names checked one by one, so the message names the wrong one. */
export const ZGuideValues = z.record(z.string(), ZGuideValue, { error: s.valuesInvalid }).superRefine((values, ctx) => {
  const names = Object.keys(values);
  if (names.length > GUIDE_VALUES_MAX) {
    ctx.addIssue({ code: 'custom', message: s.valuesTooMany(GUIDE_VALUES_MAX) });
    return;
  }
  for (const name of names) {
    if (!GUIDE_VALUE_NAME.test(name)) ctx.addIssue({ code: 'custom', message: s.valueNameInvalid(name), path: [name] });
    else if (RESERVED_VALUE_NAMES.has(name))
      ctx.addIssue({ code: 'custom', message: s.valueNameReserved(name), path: [name] });
  }
});

/**
 * PUT /guides/values: the guide's values in one language (its main language when absent), replacing
 * that language's values; a name left out or given null or "" has no value in that language. A
 * further language's value stands in for the main one where guests read that language.
 */
export const ZGuideValuesRequest = z.object({
  id_guide: ZId,
  values: ZGuideValues,
  language: ZLanguageTag.optional(),
});
export type TGuideValuesRequest = z.infer<typeof ZGuideValuesRequest>;

export const ZGuideValuesQuery = z.object({ id_guide: ZId });

/** A guide's values: the main language's, and each further language's own. */
export const ZGuideValuesAnswer = z.object({
  id_guide: z.number(),
  default_language: z.string(),
  values: z.record(z.string(), z.string()),
  /** Per further language, the values written in it (a missing one falls back to `values`). */
  translations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type TGuideValuesAnswer = z.infer<typeof ZGuideValuesAnswer>;
