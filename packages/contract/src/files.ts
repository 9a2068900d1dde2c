/** The public image library and its chunked upload. */
import { z } from 'zod';
import { MALFORMED, ZId, ZDeleteComment, zInteger, zIntegerOf } from './common.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
import { LIMITS, MESSAGES } from './constants.ts';

export const ZPrivateFlag = zIntegerOf([LIMITS.PRIVATE_FLAG], MESSAGES.file.privateInvalid(LIMITS.PRIVATE_FLAG));

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
  name: z
    .string({ error: MESSAGES.input.required('name') })
    .min(1, MESSAGES.input.required('name'))
    .max(255),
  private: ZPrivateFlag.optional(),
});
const ZPage = zInteger({ message: MESSAGES.file.pageInvalid, min: 1 });
const ZPageSize = zInteger({ message: MESSAGES.file.pageSizeInvalid, min: 1, max: 100 });
/**
 * Without page and page_size: every file of the account, newest first (a client may call the
 * list without parameters and page locally). With either: that page (page 1 and a page size of
 * LIMITS.MEDIA_PAGE_SIZE stand in for the one left out), as the web app asks.
 */
export const ZFileListQuery = z.object({
  page: ZPage.optional(),
  page_size: ZPageSize.optional(),
});
export type TFileListQuery = z.infer<typeof ZFileListQuery>;
/** A search is always paged. */
export const ZFileSearchQuery = z.object({
  page: ZPage.default(1),
  page_size: ZPageSize.default(LIMITS.MEDIA_PAGE_SIZE),
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
  chunkIndex: zInteger({ message: MESSAGES.file.chunkIndexInvalid }),
  totalChunks: zInteger({ message: MESSAGES.file.totalChunksInvalid })
    .refine((v) => v >= 1, MESSAGES.file.totalChunksTooFew)
    .refine((v) => v <= MAX_UPLOAD_CHUNKS, MESSAGES.file.totalChunksTooMany(MAX_UPLOAD_CHUNKS)),
  name: z
    .string({ error: MESSAGES.input.required('name') })
    .trim()
    .min(1, MESSAGES.input.required('name'))
    .max(255),
  comment: z.string().max(500).nullish(),
  private: ZPrivateFlag.optional(),
  uploadId: z
    .string({ error: MESSAGES.file.uploadIdInvalid })
    .refine((v) => UUID.test(v), { message: MESSAGES.file.uploadIdInvalid, params: MALFORMED })
    .optional(),
});
export type TFileUploadFields = z.infer<typeof ZFileUploadFields>;
export type TUploadProgress = z.infer<typeof ZUploadProgress>;
