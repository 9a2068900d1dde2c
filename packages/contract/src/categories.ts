/** Content categories of a guide; each carries an icon as `<i class="..."></i>` markup. */
import { z } from 'zod';
import { ZCategoryTranslation } from './translation-answers.ts';
import { ZId, ZOptionalText, ZStatus, ZDeleteComment, STATUS } from './common.ts';
import { MESSAGES } from './constants.ts';

const c = MESSAGES.category;

/** Icon markup: exactly one empty <i> with safe class characters. */
export const ICON_MARKUP_RE = /^<i class="([A-Za-z0-9 _-]{1,120})"><\/i>$/;

const ZCategoryName = z
  .string({ error: c.nameRequired })
  .trim()
  .min(1, c.nameRequired)
  .max(120, MESSAGES.guide.maxLength(120));
const ZCategoryIcon = z
  .string({ error: c.iconRequired })
  .trim()
  .min(1, c.iconRequired)
  .regex(ICON_MARKUP_RE, c.iconInvalid);

/** In a modify call: absent keeps the stored value, null clears it. */
const ZPatchText = (max: number) => z.string().max(max, MESSAGES.guide.maxLength(max)).nullable().optional();

export const ZCategoryFields = z.object({
  id_guide: ZId,
  name: ZCategoryName,
  description: ZOptionalText(1000),
  image: ZCategoryIcon,
  id_status: ZStatus.default(STATUS.PUBLISHED),
  comment: ZOptionalText(1000),
});

export const ZCategoryCreateRequest = ZCategoryFields;
export type TCategoryCreateRequest = z.infer<typeof ZCategoryCreateRequest>;

/**
 * Every field but the id is optional: absent keeps the stored value. An id_guide other
 * than the current one moves the category (last place) to that guide of the same host.
 */
export const ZCategoryModifyRequest = z.object({
  id_guide_content: ZId,
  id_guide: ZId.optional(),
  name: ZCategoryName.optional(),
  description: ZPatchText(1000),
  image: ZCategoryIcon.optional(),
  id_status: ZStatus.optional(),
  comment: ZPatchText(1000),
});
export type TCategoryModifyRequest = z.infer<typeof ZCategoryModifyRequest>;
export const ZCategoryListQuery = z.object({ id_guide: ZId });
export const ZCategoryDeleteRequest = z.object({ id_guide_content: ZId, comment: ZDeleteComment });

/** The guide's categories in their new order: every one of them, each once. */
export const ZCategoryOrderRequest = z.object({
  id_guide: ZId,
  ids: z.array(ZId, { error: c.orderMismatch }).max(10_000),
});
export type TCategoryOrderRequest = z.infer<typeof ZCategoryOrderRequest>;

export const ZCategory = z.object({
  id_guide_content: z.number(),
  id_guide: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string(),
  id_status: z.number(),
  comment: z.string().nullable(),
  position: z.number(),
  topics_count: z.number(),
  date_created: z.string(),
  date_modified: z.string(),
  /** In the select answer: one per further language of the guide that has a translation. */
  translations: z.array(ZCategoryTranslation).optional(),
});
export type TCategory = z.infer<typeof ZCategory>;
