import { z } from 'zod';
/**
 * `storage`: the store of file bytes answers (STORAGE: the local files folder, or the S3 bucket).
 * `status` 'draining' (HTTP 503): the instance is stopping, still serving; send new requests elsewhere.
 */
export const ZHealth = z.object({
  status: z.enum(['ok', 'draining']),
  database: z.literal('ok'),
  storage: z.literal('ok'),
});
