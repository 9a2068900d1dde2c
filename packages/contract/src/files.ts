/** The public image library and its chunked upload (spec/api.md "Uploads"). */
import { z } from 'zod';
import { ZId, ZDeleteComment } from './common.ts';
import { LIMITS, MESSAGES } from './constants.ts';

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

/** Most chunks one upload may have; keeps a chunk folder to a sane size. */
export const MAX_UPLOAD_CHUNKS = 10_000;

/**
 * The text fields of one multipart chunk post (the binary `chunk` part travels beside
 * them). Wrong types and missing fields are malformed requests (10); values out of
 * range are rules a person broke (12).
 */
export const ZFileUploadFields = z.object({
  chunkIndex: z.coerce
    .number({ error: 'chunkIndex must be a number.' })
    .int('chunkIndex must be a whole number.')
    .min(0, MESSAGES.file.chunkOutOfRange),
  totalChunks: z.coerce
    .number({ error: 'totalChunks must be a number.' })
    .int('totalChunks must be a whole number.')
    .min(1, 'totalChunks must be at least 1.')
    .max(MAX_UPLOAD_CHUNKS, `totalChunks must be at most ${MAX_UPLOAD_CHUNKS}.`),
  name: z.string({ error: 'name is required.' }).trim().min(1, 'name is required.').max(255),
  comment: z.string().max(500).nullish(),
  private: ZPrivateFlag.optional(),
  uploadId: z.uuid({ error: 'uploadId must be a UUID.' }).optional(),
});
export type TFileUploadFields = z.infer<typeof ZFileUploadFields>;
export type TUploadProgress = z.infer<typeof ZUploadProgress>;
