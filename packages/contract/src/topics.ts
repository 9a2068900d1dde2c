/** Topics: rich-text pages inside a category, with a featured image from the library. */
import { z } from 'zod';
import { ZTopicTranslation } from './translation-answers.ts';
import { ZId, ZOptionalText, ZStatus, ZDeleteComment, STATUS, zInteger, zIntegerOf } from './common.ts';
import { MESSAGES, VISIBILITY } from './constants.ts';

const t = MESSAGES.topic;

/**
 * Editor output that means "nothing written": no text and no embed (image, video,
 * formula). Quill 2 writes `<p><br></p>` for an empty editor.
 */
export function isEmptyRichText(html: string): boolean {
  if (/<(img|iframe)\b/i.test(html) || /class="[^"]*\bql-formula\b/i.test(html)) return false;
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;|\u00a0/gi, '')
    .trim();
  return text.length === 0;
}

/** A topic's `image` address: a same-origin path or an http(s) URL, nothing a browser would run. */
export function isSafeImageAddress(value: string): boolean {
  if (/[\s"'<>\\`]/.test(value)) return false;
  return /^\/(?!\/)/.test(value) || /^https?:\/\/[^/]/i.test(value);
}

export const ZTopicName = z
  .string({ error: t.titleRequired })
  .trim()
  .min(1, t.titleRequired)
  .max(200, MESSAGES.guide.maxLength(200));

export const ZTopicContent = z
  .string({ error: t.contentRequired })
  .max(5_000_000, t.contentTooLong)
  .refine((v) => !isEmptyRichText(v), { message: t.contentRequired });

export const ZTopicImage = z
  .string()
  .trim()
  .max(500, MESSAGES.guide.maxLength(500))
  .refine((v) => v === '' || isSafeImageAddress(v), { message: t.imageAddressInvalid });

/** In a modify call: absent keeps the stored value, null clears it. */
export const ZPatchText = (max: number) => z.string().max(max, MESSAGES.guide.maxLength(max)).nullable().optional();

/** Who sees the topic (TOPIC_VISIBILITY_OPTIONS): invited-only topics reach guests only through an invitation link. */
export const ZTopicView = zIntegerOf([VISIBILITY.VISIBLE, VISIBILITY.HIDDEN], t.visibilityInvalid);

/**
 * What a topic is written with: its texts, featured image, status and visibility, and its library
 * image. A guide's topic and a shared topic (shared-topics.ts) take the same fields; a shared
 * topic's status and visibility are those of its new placements.
 */
export const ZTopicFields = z.object({
  name: ZTopicName,
  description: ZOptionalText(1000),
  image: ZTopicImage.nullish().transform((v) => (v ? v : null)),
  content: ZTopicContent,
  comment: ZOptionalText(1000),
  id_status: ZStatus.default(STATUS.PUBLISHED),
  id_topic_view: ZTopicView.default(VISIBILITY.VISIBLE),
  id_file_public: zInteger({ message: t.imageRequired, min: 1, required: t.imageRequired }),
});
export type TTopicFields = z.output<typeof ZTopicFields>;

/** The same fields in a modify call: absent keeps the stored value (id_file_public too); null clears an optional text. */
export const ZTopicFieldsPatch = z.object({
  name: ZTopicName.optional(),
  description: ZPatchText(1000),
  image: ZTopicImage.nullable().optional(),
  content: ZTopicContent.optional(),
  comment: ZPatchText(1000),
  id_status: ZStatus.optional(),
  id_topic_view: ZTopicView.optional(),
  id_file_public: zInteger({ message: t.imageRequired, min: 1 }).nullish(),
});
export type TTopicFieldsPatch = z.output<typeof ZTopicFieldsPatch>;

export const ZTopicCreateRequest = z.object({ id_guide_content: ZId, ...ZTopicFields.shape });
export type TTopicCreateRequest = z.infer<typeof ZTopicCreateRequest>;

/** id_guide_content moves the topic, last place, to another category of its guide. */
export const ZTopicModifyRequest = z.object({
  id_guide_topic: ZId,
  id_guide_content: ZId.optional(),
  ...ZTopicFieldsPatch.shape,
});
export type TTopicModifyRequest = z.infer<typeof ZTopicModifyRequest>;

export const ZTopicListQuery = z.object({ id_guide_content: ZId });
export const ZTopicSelectQuery = z.object({ id_guide_topic: ZId });
export const ZTopicDeleteRequest = z.object({ id_guide_topic: ZId, comment: ZDeleteComment });

/** The category's topics in their new order: every one of them, each once. */
export const ZTopicOrderRequest = z.object({
  id_guide_content: ZId,
  ids: z.array(ZId, { error: t.orderMismatch }).max(10_000),
});
export type TTopicOrderRequest = z.infer<typeof ZTopicOrderRequest>;

/** What a topic answers with, a guide's topic and a shared topic (shared-topics.ts) alike. */
export const ZTopicAnswerFields = z.object({
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  content: z.string(),
  comment: z.string().nullable(),
  id_status: z.number(),
  /** 1 every guest with the link; 2 only invited guests inside their access window (TOPIC_VISIBILITY_OPTIONS). */
  id_topic_view: z.number(),
  id_file_public: z.number().nullable(),
  /** The featured image's library path; its URL is the API base plus this. */
  path_file: z.string().nullable(),
  date_created: z.string(),
  date_modified: z.string(),
});

export const ZTopic = z.object({
  id_guide_topic: z.number(),
  id_guide_content: z.number(),
  ...ZTopicAnswerFields.shape,
  /**
   * The shared topic this topic shows (shared-topics.ts): its title, description, image and content
   * follow the shared one; null for the guide's own topic.
   */
  id_shared_topic: z.number().nullable(),
  position: z.number(),
  /** In the select answer: one per further language of the guide that has a translation. */
  translations: z.array(ZTopicTranslation).optional(),
});
export type TTopic = z.infer<typeof ZTopic>;

/**
 * A topic as lists give it: the whole topic, content included (the web app opens the edit form
 * from the list). Content stays small: images pasted into the editor are moved
 * into the host's library when a topic is saved, and the content keeps their URL.
 */
export const ZTopicListItem = ZTopic;
export type TTopicListItem = z.infer<typeof ZTopicListItem>;
