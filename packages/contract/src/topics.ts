/** Topics: rich-text pages inside a category, with a featured image from the library. */
import { z } from 'zod';
import { ZId, ZOptionalText, ZStatus, ZDeleteComment, STATUS } from './common.ts';
import { MESSAGES } from './constants.ts';

const t = MESSAGES.topic;

/** Editor output that means "nothing written": empty, or only empty paragraphs. */
export function isEmptyRichText(html: string): boolean {
  const stripped = html
    .replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/gi, '')
    .replace(/&nbsp;/g, '')
    .trim();
  return stripped.length === 0;
}

const ZTopicContent = z
  .string({ error: t.contentRequired })
  .max(5_000_000, 'The content is too long.')
  .refine((v) => !isEmptyRichText(v), { message: t.contentRequired });

const ZTopicBase = z.object({
  id_guide_content: ZId,
  name: z.string({ error: t.titleRequired }).trim().min(1, t.titleRequired).max(200, 'Must be at most 200 characters.'),
  description: ZOptionalText(1000),
  image: ZOptionalText(500),
  content: ZTopicContent,
  comment: ZOptionalText(1000),
  id_status: ZStatus.default(STATUS.PUBLISHED),
});

export const ZTopicCreateRequest = ZTopicBase.extend({
  id_file_public: z.coerce.number({ error: t.imageRequired }).int(t.imageRequired).positive(t.imageRequired),
});
export type TTopicCreateRequest = z.infer<typeof ZTopicCreateRequest>;

export const ZTopicModifyRequest = ZTopicBase.partial({ id_guide_content: true }).extend({
  id_guide_topic: ZId,
  id_file_public: z.coerce.number().int().positive(t.imageRequired).nullish(),
});
export type TTopicModifyRequest = z.infer<typeof ZTopicModifyRequest>;

export const ZTopicListQuery = z.object({ id_guide_content: ZId });
export const ZTopicDeleteRequest = z.object({ id_guide_topic: ZId, comment: ZDeleteComment });

export const ZTopic = z.object({
  id_guide_topic: z.number(),
  id_guide_content: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  content: z.string(),
  comment: z.string().nullable(),
  id_status: z.number(),
  id_file_public: z.number().nullable(),
  path_file: z.string().nullable(),
  position: z.number(),
  date_created: z.string(),
  date_modified: z.string(),
});
export type TTopic = z.infer<typeof ZTopic>;
