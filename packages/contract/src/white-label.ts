/**
 * White-label settings of a workspace: the sender name and footer of the e-mails its guests get, and
 * whether the product's name is hidden from every surface a guest sees (guest pages, manifest, print-outs,
 * e-mails). Owners and admins change them (`workspace.manage`).
 */
import { z } from 'zod';
import { MESSAGES } from './constants.ts';

const m = MESSAGES.whiteLabel;

export const WHITE_LABEL = {
  SENDER_NAME_MAX: 80,
  MAIL_FOOTER_MAX: 1000,
} as const;

/** Control characters (CR, LF, tab, …) and the characters that delimit an address header. */
// eslint-disable-next-line no-control-regex
const SENDER_NAME_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f"<>\\]/;
/** A footer keeps its line breaks; other control characters are refused. */
// eslint-disable-next-line no-control-regex
const FOOTER_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Empty (after trimming) or null: not set. */
const emptyToNull = (value: string | null) => (value === null || value === '' ? null : value);

export const ZWhiteLabelSenderName = z
  .string({ error: m.senderNameInvalid })
  .trim()
  .max(WHITE_LABEL.SENDER_NAME_MAX, MESSAGES.guide.maxLength(WHITE_LABEL.SENDER_NAME_MAX))
  .refine((value) => !SENDER_NAME_FORBIDDEN.test(value), m.senderNameCharacters)
  .nullable()
  .transform(emptyToNull);

export const ZWhiteLabelMailFooter = z
  .string({ error: m.mailFooterInvalid })
  .transform((value) => value.replace(/\r\n?/g, '\n').trim())
  .pipe(
    z
      .string()
      .max(WHITE_LABEL.MAIL_FOOTER_MAX, MESSAGES.guide.maxLength(WHITE_LABEL.MAIL_FOOTER_MAX))
      .refine((value) => !FOOTER_FORBIDDEN.test(value), m.mailFooterCharacters),
  )
  .nullable()
  .transform(emptyToNull);

export const ZWhiteLabelRequest = z.object({
  /** The name guests see as the sender of their e-mails; null or empty: the workspace's name when the product's name is hidden, else MAIL_FROM's. */
  sender_name: ZWhiteLabelSenderName,
  /** Plain text added under every e-mail to guests; null or empty: none. */
  mail_footer: ZWhiteLabelMailFooter,
  /** True: the product's name and links are absent from everything a guest sees. */
  hide_product_name: z.boolean({ error: m.hideInvalid }),
});
export type TWhiteLabelRequest = z.input<typeof ZWhiteLabelRequest>;

export const ZWhiteLabel = z.object({
  sender_name: z.string().nullable(),
  mail_footer: z.string().nullable(),
  hide_product_name: z.boolean(),
  /** The name e-mails to guests are sent as now (the sender name, else what applies). */
  effective_sender_name: z.string(),
  date_modified: z.string().nullable(),
});
export type TWhiteLabel = z.infer<typeof ZWhiteLabel>;
