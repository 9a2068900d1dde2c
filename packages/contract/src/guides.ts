/** Guides: one per property. Field names are the API's (id_guide, id_address_view, ...). */
import { z } from 'zod';
import { ZId, ZOptionalText, ZDeleteComment, zInteger, zIntegerOf } from './common.ts';
import { LIMITS, MESSAGES, translatedOption, VISIBILITY } from './constants.ts';
import { ZLanguageTag } from './languages.ts';
import { ZGuideTranslation, ZTranslationProgress } from './translation-answers.ts';

const g = MESSAGES.guide;

export const ZVisibility = zIntegerOf([VISIBILITY.VISIBLE, VISIBILITY.HIDDEN], g.visibilityInvalid);

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

export const WIFI_SECURITY = ['WPA', 'WEP', 'nopass'] as const;
export type TWifiSecurity = (typeof WIFI_SECURITY)[number];
/** The labels are read from MESSAGES when shown, in the reader's language. */
export const WIFI_SECURITY_OPTIONS = [
  translatedOption('WPA', 'wifiWpa'),
  translatedOption('WEP', 'wifiWep'),
  translatedOption('nopass', 'wifiNone'),
] as const;

/** Optional text where absent keeps the stored value: undefined stays undefined, blank becomes null. */
const ZKeptText = (max: number, message: string, trim = true) =>
  z
    .string()
    .max(max, message)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : trim ? v.trim() : v));

/** A time of day, 00:00 to 23:59; absent keeps the stored value, null or "" clears it. */
export const ZTimeOfDay = z
  .string()
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v.trim()))
  .refine((v) => v == null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { message: MESSAGES.stay.invalidTime });

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
  // WiFi and stay times: in a modify call absent keeps the stored value (older clients do
  // not send them), null or "" clears it.
  wifi_name: ZKeptText(32, MESSAGES.stay.wifiNameTooLong),
  wifi_password: ZKeptText(63, MESSAGES.stay.wifiPasswordTooLong, false),
  /** The Join WiFi QR code's T: WPA (also WPA2/WPA3), WEP, or nopass (an open network). */
  wifi_security: z.enum(WIFI_SECURITY, { error: MESSAGES.stay.wifiSecurityInvalid }).optional(),
  /** Visible Always, or Hidden until an invited guest's access window (like the phones). */
  wifi_view: ZVisibility.optional(),
  check_in_time: ZTimeOfDay,
  check_out_time: ZTimeOfDay,
});

export const ZGuideCreateRequest = ZGuideFields.extend({
  /** Start with the ten standard categories of the guest Info tab (default false). */
  with_template: z.boolean().optional(),
  /** The language the host writes in (BCP 47; the web app sends the browser's). Default en. */
  default_language: ZLanguageTag.optional(),
});
export type TGuideCreateRequest = z.infer<typeof ZGuideCreateRequest>;

export const ZGuideModifyRequest = ZGuideFields.extend({ id_guide: ZId });
export type TGuideModifyRequest = z.infer<typeof ZGuideModifyRequest>;

export const ZGuideSelectQuery = z.object({ id_guide: ZId });
export const ZGuideDeleteRequest = z.object({ id_guide: ZId, comment: ZDeleteComment });

/** A guide's postal address as answers give it, each line null when not filled in. */
export const ZGuideAddress = z.object({
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string().nullable(),
});

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
  ...ZGuideAddress.shape,
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
  wifi_name: z.string().nullable().optional(),
  wifi_password: z.string().nullable().optional(),
  wifi_security: z.enum(WIFI_SECURITY).optional(),
  wifi_view: z.number().optional(),
  check_in_time: z.string().nullable().optional(),
  check_out_time: z.string().nullable().optional(),
  /** The language the guide is written in (BCP 47). */
  default_language: z.string().optional(),
  /** Further languages guests may read it in, in the host's order. */
  languages: z.array(z.string()).optional(),
  /** In /guides/select: the guide's slug (`/{workspace slug}/{slug}`) and its readable link, null without slugs. */
  slug: z.string().nullable().optional(),
  readable_url: z.string().nullable().optional(),
  /** In /guides/select: the guide's translations, one per further language that has one. */
  translations: z.array(ZGuideTranslation).optional(),
  /** In /guides/select: per further language, how much is translated. */
  translation_progress: z.array(ZTranslationProgress).optional(),
});
export type TGuide = z.infer<typeof ZGuide>;

/**
 * A guide as GET /guides/list gives it: what the guides table, the dashboard and the invitation form
 * (the guide's timezone) use (id_guide, title, subtitle, address, city, timezone, dates, image),
 * not every field; /guides/select has them all.
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
}).extend({
  image: z.string().nullable(),
  /** In a paged list: the language the guide is written in and its further languages. */
  default_language: z.string().optional(),
  languages: z.array(z.string()).optional(),
  /** In a paged list: how many of its topics are published. */
  topics_published: z.number().optional(),
  /** In a paged list: its tags, in the host's order. */
  tags: z.array(z.string()).optional(),
  /** In GET /guides/list: the name of the workspace the guide is in (an agency runs several). */
  workspace_name: z.string().optional(),
});
export type TGuideListItem = z.infer<typeof ZGuideListItem>;

/** Paging, search and tags of the guides list. */
export const GUIDE_LIST = {
  PAGE_SIZE_DEFAULT: 25,
  PAGE_SIZE_MAX: 100,
  SEARCH_MAX: 200,
  TAGS_MAX: 20,
  TAG_MAX: 40,
} as const;

/** The guides list's orders: a column, ascending, or with a leading `-` descending (ties by id, the same way). */
export const GUIDE_LIST_SORTS = [
  'title',
  '-title',
  'city',
  '-city',
  'updated',
  '-updated',
  'created',
  '-created',
] as const;
export type TGuideListSort = (typeof GUIDE_LIST_SORTS)[number];

/**
 * GET /guides/list: without any parameter, every guide the caller may see (newest first, the listed
 * fields). With any of them, one page of the guides that match, ordered by `sort` (default
 * `-created`), and the total in RES_OTHERS. `page_size` over GUIDE_LIST.PAGE_SIZE_MAX is a rule a
 * person broke (12, checked by the service); the other parameters are the app's own (10).
 */
export const ZGuideListQuery = z.object({
  page: zInteger({ message: MESSAGES.guidesList.pageInvalid, min: 1 }).optional(),
  page_size: zInteger({ message: MESSAGES.guidesList.pageSizeInvalid, min: 1 }).optional(),
  /** Matches the title, city or address, ignoring case and accents ("sao" finds "São Paulo"). */
  q: z.string().max(GUIDE_LIST.SEARCH_MAX, MESSAGES.guidesList.searchTooLong(GUIDE_LIST.SEARCH_MAX)).optional(),
  sort: z.enum(GUIDE_LIST_SORTS, { error: MESSAGES.guidesList.sortInvalid }).optional(),
  /** Only guides with this tag (case-insensitive). */
  tag: z.string().max(GUIDE_LIST.TAG_MAX, MESSAGES.guidesList.tagFilterTooLong(GUIDE_LIST.TAG_MAX)).optional(),
});
export type TGuideListQuery = z.infer<typeof ZGuideListQuery>;

/** What a paged guides list answers in RES_OTHERS. */
export const ZGuideListPage = z.object({ TOTAL: z.number(), PAGE: z.number(), PAGE_SIZE: z.number() });
export type TGuideListPage = z.infer<typeof ZGuideListPage>;

/**
 * A guide's tags as a host types them: each trimmed, 1 to GUIDE_LIST.TAG_MAX characters, at most
 * GUIDE_LIST.TAGS_MAX, no two the same ignoring case. The stored order is the given order.
 */
export const ZGuideTagList = z
  .array(z.string(), { error: MESSAGES.guidesList.tagsInvalid })
  .transform((tags) => tags.map((tag) => tag.trim()))
  .superRefine((tags, ctx) => {
    if (tags.length > GUIDE_LIST.TAGS_MAX) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.guidesList.tagsTooMany(GUIDE_LIST.TAGS_MAX) });
      return;
    }
    const seen = new Set<string>();
    tags.forEach((tag, i) => {
      const folded = tag.toLocaleLowerCase('en');
      if (tag === '') ctx.addIssue({ code: 'custom', path: [i], message: MESSAGES.guidesList.tagEmpty });
      else if (tag.length > GUIDE_LIST.TAG_MAX)
        ctx.addIssue({ code: 'custom', path: [i], message: MESSAGES.guidesList.tagTooLong(GUIDE_LIST.TAG_MAX) });
      else if (seen.has(folded))
        ctx.addIssue({ code: 'custom', path: [i], message: MESSAGES.guidesList.tagDuplicate(tag) });
      seen.add(folded);
    });
  });

export const ZGuideTagsRequest = z.object({ id_guide: ZId, tags: ZGuideTagList });
export type TGuideTagsRequest = z.input<typeof ZGuideTagsRequest>;

/** A guide's tags, in the host's order. */
export const ZGuideTags = z.object({ id_guide: z.number(), tags: z.array(z.string()) });
export type TGuideTags = z.infer<typeof ZGuideTags>;

/** A tag of the workspace and how many of the guides the caller may see carry it. */
export const ZGuideTagCount = z.object({ tag: z.string(), guides: z.number() });
export type TGuideTagCount = z.infer<typeof ZGuideTagCount>;
