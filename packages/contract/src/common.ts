/** Building blocks shared by the feature schemas. */
import { z } from 'zod';

/** A positive integer id; query strings and form posts may send it as a string. */
export const ZId = z.coerce
  .number({ error: 'Must be a number.' })
  .int('Must be a whole number.')
  .positive('Must be a positive number.');

/** Optional free text: null and undefined both mean "not given". */
export const ZOptionalText = (max: number) =>
  z
    .string()
    .max(max, `Must be at most ${max} characters.`)
    .nullish()
    .transform((v) => (v == null ? null : v));

/** Status of categories and topics. */
export const STATUS = { PUBLISHED: 1, DRAFT: 0 } as const;
export const ZStatus = z.coerce.number().refine((v) => v === STATUS.PUBLISHED || v === STATUS.DRAFT, {
  message: 'Status must be 1 (Published) or 0 (Draft).',
});

export const ZDeleteComment = z.string().max(500).nullish();
