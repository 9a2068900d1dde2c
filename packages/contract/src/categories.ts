/** Content categories of a guide; each carries an icon as `<i class="..."></i>` markup. */
import { z } from 'zod';
import { ZId, ZOptionalText, ZStatus, ZDeleteComment, STATUS } from './common.ts';
import { MESSAGES } from './constants.ts';

const c = MESSAGES.category;

/** Icon markup: exactly one empty <i> with safe class characters. */
export const ICON_MARKUP_RE = /^<i class="([A-Za-z0-9 _-]{1,120})"><\/i>$/;

export const ZCategoryFields = z.object({
  id_guide: ZId,
  name: z.string({ error: c.nameRequired }).trim().min(1, c.nameRequired).max(120, 'Must be at most 120 characters.'),
  description: ZOptionalText(1000),
  image: z.string({ error: c.iconRequired }).trim().min(1, c.iconRequired).regex(ICON_MARKUP_RE, c.iconInvalid),
  id_status: ZStatus.default(STATUS.PUBLISHED),
  comment: ZOptionalText(1000),
});

export const ZCategoryCreateRequest = ZCategoryFields;
export type TCategoryCreateRequest = z.infer<typeof ZCategoryCreateRequest>;
export const ZCategoryModifyRequest = ZCategoryFields.extend({ id_guide_content: ZId }).partial({ id_guide: true });
export type TCategoryModifyRequest = z.infer<typeof ZCategoryModifyRequest>;
export const ZCategoryListQuery = z.object({ id_guide: ZId });
export const ZCategoryDeleteRequest = z.object({ id_guide_content: ZId, comment: ZDeleteComment });

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
});
export type TCategory = z.infer<typeof ZCategory>;
