/**
 * The Data tab: one JSON file holds a guide's fields, categories, topics and
 * the images they use, so a host can export a guide and import it as a new one, or
 * duplicate it. The file carries no ids, owner or share token: images are referred to
 * by a `ref` inside the file.
 */
import { z } from 'zod';
import { STATUS, ZId, ZStatus } from './common.ts';
import { BRANDING, LIMITS, MESSAGES, VISIBILITY } from './constants.ts';
import { ZGuideFields, ZGuideTagList } from './guides.ts';
import { ICON_MARKUP_RE } from './categories.ts';
import { isEmptyRichText, isSafeImageAddress, ZTopicView } from './topics.ts';
import { GUIDE_VALUE_MAX_LENGTH, GUIDE_VALUE_NAME, GUIDE_VALUES_MAX } from './shared-topics.ts';
import { ZHexColor } from './share.ts';
import { CATEGORY_KINDS } from './category-kinds.ts';
import { LANGUAGES_MAX, ZLanguageTag } from './languages.ts';

/** A translation in the file: its language, its texts, and whether the original changed after it was saved. */
const ZExportTranslation = <T extends z.ZodRawShape>(fields: T) =>
  z
    .array(z.object({ language: ZLanguageTag, original_changed: z.boolean().default(false), ...fields }))
    .max(LANGUAGES_MAX)
    .optional();
const ZExportText = (max: number) => z.string().max(max).nullable();

export const GUIDE_EXPORT_FORMAT = 'guidebook-guide';
export const GUIDE_EXPORT_VERSION = 1;
/** The largest import accepted (the file is JSON with base64 images, a third larger than the images). */
export const GUIDE_IMPORT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * How a topic's content refers to an image of the file's `images`: `<img src="guidebook-image:{ref}">`.
 * Export writes the library images a content shows this way (so the file is self-contained), and
 * import stores them in the importer's library and writes their new URL in.
 */
export const EXPORT_IMAGE_SCHEME = 'guidebook-image:';

export const ZGuideExportQuery = z.object({ id_guide: ZId });
export const ZGuideDuplicateRequest = z.object({ id_guide: ZId });

const ZRef = z.string().min(1).max(40);

export const ZExportImage = z.object({
  ref: ZRef,
  name: z.string().min(1).max(300),
  mime: z.enum(['image/jpeg', 'image/png', 'image/webp', 'image/gif']),
  /** The image bytes, base64. */
  data: z
    .string()
    .min(1)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, MESSAGES.transfer.imageDataInvalid),
});
export type TExportImage = z.infer<typeof ZExportImage>;

export const ZExportTopic = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(1000).nullable(),
  image: z
    .string()
    .max(500)
    .refine((v) => isSafeImageAddress(v), { message: MESSAGES.topic.imageAddressInvalid })
    .nullable(),
  content: z
    .string()
    .max(5_000_000)
    .refine((v) => !isEmptyRichText(v), { message: MESSAGES.topic.contentRequired }),
  comment: z.string().max(1000).nullable(),
  id_status: ZStatus.default(STATUS.PUBLISHED),
  /** Who sees it (TOPIC_VISIBILITY_OPTIONS); files written before it existed mean everyone. */
  id_topic_view: ZTopicView.default(VISIBILITY.VISIBLE),
  /** The `ref` of the featured image in `images`, or null. */
  featured_image: ZRef.nullable(),
  /** Absent in files written before languages. */
  translations: ZExportTranslation({ name: ZExportText(200), content: ZExportText(5_000_000) }),
  /**
   * The shared topic this topic shows (shared-topics.ts), and the workspace it lives in: imported into
   * that workspace while the shared topic exists, the topic shows it again; anywhere else it is the
   * guide's own copy. Absent or null: the guide's own topic.
   */
  shared: z
    .object({ id_workspace: z.number().int().positive(), id_shared_topic: z.number().int().positive() })
    .nullish(),
});
export type TExportTopic = z.infer<typeof ZExportTopic>;

export const ZExportCategory = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().max(1000).nullable(),
  /** Icon markup, as a category stores it. */
  image: z.string().regex(ICON_MARKUP_RE, MESSAGES.category.iconInvalid),
  id_status: ZStatus.default(STATUS.PUBLISHED),
  comment: z.string().max(1000).nullable(),
  kind: z.enum(CATEGORY_KINDS).nullable(),
  topics: z.array(ZExportTopic).max(2000),
  translations: ZExportTranslation({ name: ZExportText(120) }),
});
export type TExportCategory = z.infer<typeof ZExportCategory>;

export const ZExportGuide = ZGuideFields.omit({ id_map: true }).extend({
  font: z.enum(BRANDING.FONTS),
  color: ZHexColor,
  /** The `ref` of the logo in `images`, or null. */
  logo: ZRef.nullable(),
  /** The `ref` of the cover photo in `images`, or null (absent in files exported before covers). */
  cover: ZRef.nullable().optional(),
  /** Absent in files written before languages: English, no further languages. */
  default_language: ZLanguageTag.optional(),
  languages: z.array(ZLanguageTag).max(LANGUAGES_MAX).optional(),
  /** The guide's tags, in the host's order (absent in files written before tags). */
  tags: ZGuideTagList.optional(),
  /** The guide's property values (`{{bin_day}}`), language '' the main one (absent in files written before them). */
  values: z
    .array(
      z.object({
        language: z.string().max(35),
        name: z.string().regex(GUIDE_VALUE_NAME),
        value: z.string().min(1).max(GUIDE_VALUE_MAX_LENGTH),
      }),
    )
    .max(GUIDE_VALUES_MAX * (LANGUAGES_MAX + 1))
    .optional(),
  translations: ZExportTranslation({
    title: ZExportText(LIMITS.TITLE_MAX),
    subtitle: ZExportText(LIMITS.SUBTITLE_MAX),
    welcome: ZExportText(LIMITS.WELCOME_MAX),
  }),
});
export type TExportGuide = z.infer<typeof ZExportGuide>;

export const ZGuideExport = z.object({
  format: z.literal(GUIDE_EXPORT_FORMAT),
  version: z.literal(GUIDE_EXPORT_VERSION),
  exported_at: z.string(),
  guide: ZExportGuide,
  categories: z.array(ZExportCategory).max(500),
  images: z.array(ZExportImage).max(2000),
});
export type TGuideExport = z.infer<typeof ZGuideExport>;
/** The file as written (before the schema's defaults and narrowing). */
export type TGuideExportFile = z.input<typeof ZGuideExport>;
