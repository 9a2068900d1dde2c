/** The public image library and its chunked upload (spec/api.md "Uploads"). */
import { z } from 'zod';
import { ZId, ZDeleteComment } from './common.ts';
import { LIMITS } from './constants.ts';

export const ZPrivateFlag = z.coerce
  .number()
  .refine((v) => v === LIMITS.PRIVATE_FLAG, { message: `private must be ${LIMITS.PRIVATE_FLAG}.` });

export const ZFilePublic = z.object({
  id_file_public: z.number(),
  file_ID: z.string(),
  name: z.string(),
  size: z.number(),
  path_file: z.string(),
  path_thumbnail: z.string().nullable(),
  mime_type: z.string(),
  width: z.number(),
  height: z.number(),
  comment: z.string().nullable(),
  private: z.number(),
  date_created: z.string(),
});
export type TFilePublic = z.infer<typeof ZFilePublic>;

export const ZFileSelectQuery = z.object({ id: ZId });
export const ZFileExistsQuery = z.object({
  name: z.string({ error: 'name is required.' }).min(1, 'name is required.').max(255),
  private: ZPrivateFlag.optional(),
});
export const ZFileListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(LIMITS.MEDIA_PAGE_SIZE),
});
export const ZFileSearchQuery = ZFileListQuery.extend({
  name: z.string().max(255).default(''),
});
export const ZFileDeleteRequest = z.object({
  id_file_public: ZId,
  private: ZPrivateFlag.optional(),
  comment: ZDeleteComment,
});

export const ZUploadProgress = z.object({ received: z.number(), totalChunks: z.number() });
