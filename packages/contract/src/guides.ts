/** Guides: one per property. Field names as in spec section 3. */
import { z } from 'zod';
import { ZId, ZOptionalText, ZDeleteComment, zIntegerOf } from './common.ts';
import { LIMITS, MESSAGES, VISIBILITY } from './constants.ts';

const g = MESSAGES.guide;

export const ZVisibility = zIntegerOf([VISIBILITY.VISIBLE, VISIBILITY.HIDDEN], 'Choose Visible Always or Hidden.');

/**
 * Zone names this runtime accepted: asking Intl costs ~0.1 ms a time. Bounded, since Intl also accepts
 * other spellings of a name (any letter case).
 */
const knownTimezones = new Set<string>();

/** True when the runtime knows the IANA zone name. */
export function isTimezone(tz: string): boolean {
  if (knownTimezones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: tz });
  } catch {
    return false;
  }
  if (knownTimezones.size >= 2000) knownTimezones.clear();
  knownTimezones.add(tz);
  return true;
}

export const ZGuideFields = z.object({
  title: z
    .string({ error: g.titleRequired })
    .trim()
    .min(1, g.titleRequired)
    .max(LIMITS.TITLE_MAX, g.maxLength(LIMITS.TITLE_MAX)),
  subtitle: ZOptionalText(LIMITS.SUBTITLE_MAX),
  host: ZOptionalText(120),
  phone: ZOptionalText(40),
  phone_id_contact_type: ZVisibility.default(VISIBILITY.VISIBLE),
  phone2: ZOptionalText(40),
  phone2_id_contact_type: ZVisibility.default(VISIBILITY.VISIBLE),
  email: ZOptionalText(254),
  address: ZOptionalText(200),
  address2: ZOptionalText(200),
  city: ZOptionalText(120),
  state: ZOptionalText(120),
  zipcode: ZOptionalText(20),
  country: ZOptionalText(120),
  timezone: z
    .string()
    .max(64)
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v == null || isTimezone(v), { message: g.invalidTimezone }),
  id_address_view: ZVisibility.default(VISIBILITY.VISIBLE),
  id_map: ZId.nullish().transform((v) => v ?? null),
  comment: ZOptionalText(1000),
  /** Home tab welcome text. In a modify call, absent keeps the stored text and null clears it. */
  welcome: z.string().max(LIMITS.WELCOME_MAX, g.maxLength(LIMITS.WELCOME_MAX)).nullish(),
});

export const ZGuideCreateRequest = ZGuideFields.extend({
  /** Start with the ten standard categories of the guest Info tab (default false). */
  with_template: z.boolean().optional(),
});
export type TGuideCreateRequest = z.infer<typeof ZGuideCreateRequest>;

export const ZGuideModifyRequest = ZGuideFields.extend({ id_guide: ZId });
export type TGuideModifyRequest = z.infer<typeof ZGuideModifyRequest>;

export const ZGuideSelectQuery = z.object({ id_guide: ZId });
export const ZGuideDeleteRequest = z.object({ id_guide: ZId, comment: ZDeleteComment });

export const ZGuide = z.object({
  id_guide: z.number(),
  title: z.string(),
  subtitle: z.string().nullable(),
  host: z.string().nullable(),
  phone: z.string().nullable(),
  phone_id_contact_type: z.number(),
  phone2: z.string().nullable(),
  phone2_id_contact_type: z.number(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  id_address_view: z.number(),
  id_map: z.number().nullable(),
  comment: z.string().nullable(),
  date_created: z.string(),
  date_modified: z.string(),
  welcome: z.string().nullable().optional(),
  /** The logo's library path (for the guides table's Image column), or null. */
  image: z.string().nullable().optional(),
  id_file_logo: z.number().nullable().optional(),
  font: z.string().optional(),
  color: z.string().optional(),
});
export type TGuide = z.infer<typeof ZGuide>;

/**
 * A guide as GET /guides/list gives it: what the guides table, the dashboard and the invitation form
 * (the guide's timezone) use (spec section 3: "list items carry id_guide, title, address, city"), not
 * every field; /guides/select has them all.
 */
export const ZGuideListItem = ZGuide.pick({
  id_guide: true,
  title: true,
  subtitle: true,
  address: true,
  city: true,
  timezone: true,
  date_created: true,
  date_modified: true,
}).extend({ image: z.string().nullable() });
export type TGuideListItem = z.infer<typeof ZGuideListItem>;
