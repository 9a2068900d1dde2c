/**
 * Invitations: a host invites a guest to a guide for a stay. Each invitation
 * has its own link, the guide's public link plus `?invite={invitation token}`: the readable link
 * `{origin}/{workspace slug}/{guide slug}` (on a verified own domain `https://{domain}/{guide slug}`) once
 * both slugs exist, else `{origin}/g/{share token}` (origin: the verified domain, else PUBLIC_URL); inside its
 * access window the guest guide also shows what the host marked Hidden. Times are typed
 * as local date-times in the guide's timezone and answered as ISO instants.
 */
import { z } from 'zod';
import { INT_MAX, ZDeleteComment, ZId, zInteger } from './common.ts';
import { MESSAGES, translatedPlaceholder } from './constants.ts';
import { LOCAL_DATE_TIME_PATTERN, parseLocalDateTime } from './local-time.ts';
import { ZLanguageTag } from './languages.ts';
import { STAY_MESSAGE_STATUSES } from './message-rules.ts';

export const INVITATION = {
  GUEST_NAME_MAX: 100,
  EMAIL_MAX: 254,
  SUBJECT_MAX: 200,
  BODY_MAX: 10_000,
  /** Settings: at most 30 days before check-in / after check-out. */
  HOURS_MAX: 720,
  DEFAULT_HOURS_BEFORE_CHECKIN: 24,
  DEFAULT_HOURS_AFTER_CHECKOUT: 12,
  DOOR_CODE_MAX: 100,
  REFERENCE_MAX: 100,
  PHONE_MAX: 40,
  GUESTS_MAX: 99,
  /** A guide's check-in and check-out times of day when it has none: a stay given by dates only. */
  DEFAULT_CHECK_IN_TIME: '15:00',
  DEFAULT_CHECK_OUT_TIME: '11:00',
} as const;

/** Where a stay came from: the host's hand, a calendar feed, a CSV file. */
export const INVITATION_SOURCES = ['manual', 'calendar', 'import'] as const;
export type TInvitationSource = (typeof INVITATION_SOURCES)[number];

/** The booking platform of a stay from a calendar feed; `ical`: any other calendar. */
export const STAY_PLATFORMS = ['airbnb', 'vrbo', 'booking', 'ical'] as const;
export type TStayPlatform = (typeof STAY_PLATFORMS)[number];

/** The template placeholders and what each becomes (read from MESSAGES when shown, in the reader's language). */
export const INVITATION_PLACEHOLDERS = [
  translatedPlaceholder('{{guest_name}}', 'placeholderGuestName'),
  translatedPlaceholder('{{guide_title}}', 'placeholderGuideTitle'),
  translatedPlaceholder('{{link}}', 'placeholderLink'),
  translatedPlaceholder('{{check_in}}', 'placeholderCheckIn'),
  translatedPlaceholder('{{check_out}}', 'placeholderCheckOut'),
  translatedPlaceholder('{{wifi_name}}', 'placeholderWifiName'),
  translatedPlaceholder('{{check_in_time}}', 'placeholderCheckInTime'),
  translatedPlaceholder('{{check_out_time}}', 'placeholderCheckOutTime'),
] as const;

export const DEFAULT_INVITATION_TEMPLATE = {
  subject: 'Your guide to {{guide_title}}',
  body:
    'Hello {{guest_name}},\n\n' +
    'We look forward to welcoming you from {{check_in}} until {{check_out}}.\n\n' +
    'Everything you need for your stay is in your personal guide:\n{{link}}\n\n' +
    'See you soon!',
} as const;

export const INVITATION_STATUSES = ['Scheduled', 'Active', 'Expired', 'Revoked', 'Cancelled'] as const;
export type TInvitationStatus = (typeof INVITATION_STATUSES)[number];

/** A wall-clock time in the guide's timezone, e.g. 2026-12-01T15:00. */
export const ZLocalDateTime = z
  .string({ error: MESSAGES.invitation.dateRequired })
  .min(1, MESSAGES.invitation.dateRequired)
  .regex(LOCAL_DATE_TIME_PATTERN, MESSAGES.invitation.dateInvalid)
  .refine((v) => parseLocalDateTime(v) !== null, MESSAGES.invitation.dateInvalid);

export const ZGuestName = z
  .string({ error: MESSAGES.invitation.guestNameRequired })
  .trim()
  .min(1, MESSAGES.invitation.guestNameRequired)
  .max(INVITATION.GUEST_NAME_MAX, MESSAGES.guide.maxLength(INVITATION.GUEST_NAME_MAX));

/**
 * Blank text is none (null); absent stays absent (undefined), so that a modify can tell "keep"
 * (absent) from "clear" (null or blank).
 */
const blankIsNull = <T>(v: T | null | undefined): T | null | undefined => (v === undefined ? undefined : v || null);

/** A guest's e-mail, optional: null or blank is "not known yet" (stored as null). */
export const ZGuestEmail = z
  .string({ error: MESSAGES.validator.invalidEmail })
  .trim()
  .max(INVITATION.EMAIL_MAX, MESSAGES.guide.maxLength(INVITATION.EMAIL_MAX))
  .pipe(z.union([z.literal(''), z.email(MESSAGES.validator.invalidEmail)]))
  .nullish()
  .transform(blankIsNull);

/** Optional text of a stay (reference, phone, door code): blank is none (null). */
const zStayText = (max: number) =>
  z.string().trim().max(max, MESSAGES.guide.maxLength(max)).nullish().transform(blankIsNull);

export const ZGuestPhone = zStayText(INVITATION.PHONE_MAX);
export const ZStayReference = zStayText(INVITATION.REFERENCE_MAX);
export const ZDoorCode = zStayText(INVITATION.DOOR_CODE_MAX);

/** How many guests: typed by a person, so a number out of range is a rule (12); null is "not known". */
export const ZGuestCount = zInteger({ message: MESSAGES.invitation.guestsInvalid, min: -INT_MAX })
  .refine((v) => v >= 1 && v <= INVITATION.GUESTS_MAX, MESSAGES.invitation.guestsInvalid)
  .nullish()
  .transform((v) => (v === undefined ? undefined : (v ?? null)));

/** The new optional fields of a stay, shared by create and modify. */
const stayFields = {
  guest_phone: ZGuestPhone,
  guests: ZGuestCount,
  /** The platform's reservation code. */
  reference: ZStayReference,
  /** A secret shown only through the stay's personal link, from door_code_from until the access window ends. */
  door_code: ZDoorCode,
  /** Local date-time in the guide's timezone; absent or null: from the access window's start. */
  door_code_from: ZLocalDateTime.nullish(),
};

export const ZInvitationCreateRequest = z
  .object({
    id_guide: ZId,
    guest_name: ZGuestName,
    /** Required while send_email is true (the default); a stay without it is created with send_email false. */
    guest_email: ZGuestEmail,
    check_in: ZLocalDateTime,
    check_out: ZLocalDateTime,
    /** Absent or null: check-in minus the Settings' hours before check-in. */
    access_from: ZLocalDateTime.nullish(),
    /** Absent or null: check-out plus the Settings' hours after check-out. */
    access_to: ZLocalDateTime.nullish(),
    send_email: z.boolean().default(true),
    /**
     * The stay's language (BCP 47): one of the guide's languages (default or further), else 12 on
     * `language`. The e-mail uses that language's template. Absent: the guide's default language.
     */
    language: ZLanguageTag.optional(),
    ...stayFields,
  })
  // Sending the e-mail (the default) needs an address; a stay without one is created with send_email false.
  // Checked also while other fields are wrong, so a form shows every missing field at once.
  .refine((v) => v.send_email === false || !!v.guest_email, {
    path: ['guest_email'],
    message: MESSAGES.invitation.guestEmailRequired,
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  })
  // Same-zone wall-clock strings compare in order as text (fixed width).
  .refine((v) => v.check_out > v.check_in, { path: ['check_out'], message: MESSAGES.invitation.checkOutBeforeIn })
  .refine((v) => !v.access_from || !v.access_to || v.access_to > v.access_from, {
    path: ['access_to'],
    message: MESSAGES.invitation.accessToBeforeFrom,
  });
export type TInvitationCreateRequest = z.input<typeof ZInvitationCreateRequest>;

/**
 * Changes some fields of a stay; an absent field keeps its value, null clears an optional one. Dates
 * moved without access_from / access_to move the access window with them (same gaps).
 */
export const ZInvitationModifyRequest = z
  .object({
    id_invitation: ZId,
    guest_name: ZGuestName.optional(),
    guest_email: ZGuestEmail,
    check_in: ZLocalDateTime.optional(),
    check_out: ZLocalDateTime.optional(),
    access_from: ZLocalDateTime.optional(),
    access_to: ZLocalDateTime.optional(),
    language: ZLanguageTag.optional(),
    ...stayFields,
  })
  .refine((v) => !v.check_in || !v.check_out || v.check_out > v.check_in, {
    path: ['check_out'],
    message: MESSAGES.invitation.checkOutBeforeIn,
  })
  .refine((v) => !v.access_from || !v.access_to || v.access_to > v.access_from, {
    path: ['access_to'],
    message: MESSAGES.invitation.accessToBeforeFrom,
  });
export type TInvitationModifyRequest = z.input<typeof ZInvitationModifyRequest>;

/** Paging of the stays list (GET /invitations/list with page, page_size or status). */
export const INVITATION_LIST = { PAGE_SIZE_DEFAULT: 25, PAGE_SIZE_MAX: 100 } as const;

/**
 * GET /invitations/list: without paging parameters, every stay (optionally of one guide), newest
 * first, as always. With any of page, page_size and status: one page of the stays (of that status),
 * those not yet over first by check-in, then the past ones latest first, and the total in RES_OTHERS.
 */
export const ZInvitationListQuery = z.object({
  id_guide: ZId.optional(),
  page: zInteger({ message: MESSAGES.file.pageInvalid, min: 1 }).optional(),
  page_size: zInteger({
    message: MESSAGES.file.pageSizeInvalid,
    min: 1,
    max: INVITATION_LIST.PAGE_SIZE_MAX,
  }).optional(),
  status: z.enum(INVITATION_STATUSES, { error: MESSAGES.invitation.statusFilterInvalid }).optional(),
});
export type TInvitationListQuery = z.infer<typeof ZInvitationListQuery>;

/** What a paged stays list answers in RES_OTHERS. */
export const ZInvitationListPage = z.object({ TOTAL: z.number(), PAGE: z.number(), PAGE_SIZE: z.number() });
export type TInvitationListPage = z.infer<typeof ZInvitationListPage>;
export const ZInvitationSelectQuery = z.object({ id_invitation: ZId });
export const ZInvitationIdRequest = z.object({ id_invitation: ZId });
export const ZInvitationDeleteRequest = z.object({ id_invitation: ZId, comment: ZDeleteComment });

export const ZInvitation = z.object({
  id_invitation: z.number(),
  id_guide: z.number(),
  guide_title: z.string(),
  /** The guide's IANA timezone the times were typed in (UTC when the guide has none). */
  timezone: z.string(),
  guest_name: z.string(),
  /** Null: not known yet (a stay from a calendar or a file without it). */
  guest_email: z.string().nullable(),
  check_in: z.string(),
  check_out: z.string(),
  access_from: z.string(),
  access_to: z.string(),
  status: z.enum(INVITATION_STATUSES),
  /** The guest's personal link: the guide's public link (readable when both slugs exist) with `?invite=`. */
  link: z.string(),
  opened: z.boolean(),
  opened_at: z.string().nullable(),
  open_count: z.number(),
  revoked_at: z.string().nullable(),
  date_created: z.string(),
  /** The stay's language (BCP 47), whose template the e-mail uses. */
  language: z.string(),
  source: z.enum(INVITATION_SOURCES),
  /** The calendar feed the stay came from (null: not from a feed, or the feed was deleted). */
  id_calendar_feed: z.number().nullable(),
  /** The calendar event's UID (stays from a feed). */
  external_uid: z.string().nullable(),
  reference: z.string().nullable(),
  guest_phone: z.string().nullable(),
  guests: z.number().nullable(),
  door_code: z.string().nullable(),
  /** When the door code starts to show (ISO); null: from access_from. */
  door_code_from: z.string().nullable(),
  /** When the stay was cancelled (its event left the calendar); status Cancelled. */
  cancelled_at: z.string().nullable(),
  /**
   * Stays from a calendar feed: the platform, by the feed's address or else the event's UID (`ical`:
   * neither names one). Null for stays typed by the host or imported from a file.
   */
  platform: z.enum(STAY_PLATFORMS).nullable().optional(),
  /**
   * Lists and select: the stay's next timed message not yet sent (scheduled, or waiting for the
   * guest's e-mail), the soonest first; null when none is.
   */
  next_message: z
    .object({
      id_message_rule: z.number(),
      rule_name: z.string(),
      /** ISO; null while it waits for the guest's e-mail with no time known. */
      due_at: z.string().nullable(),
      status: z.enum(STAY_MESSAGE_STATUSES),
    })
    .nullable()
    .optional(),
  /** Create and resend: whether the e-mail was queued for sending (false when not asked or it could not be queued). */
  email_sent: z.boolean().optional(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationTemplate = z.object({
  subject: z
    .string({ error: MESSAGES.invitation.subjectRequired })
    .trim()
    .min(1, MESSAGES.invitation.subjectRequired)
    .max(INVITATION.SUBJECT_MAX, MESSAGES.guide.maxLength(INVITATION.SUBJECT_MAX)),
  body: z
    .string({ error: MESSAGES.invitation.bodyRequired })
    .trim()
    .min(1, MESSAGES.invitation.bodyRequired)
    .max(INVITATION.BODY_MAX, MESSAGES.guide.maxLength(INVITATION.BODY_MAX))
    .refine((v) => v.includes('{{link}}'), MESSAGES.invitation.bodyNeedsLink),
});
export type TInvitationTemplate = z.infer<typeof ZInvitationTemplate>;

/**
 * The language whose template is read or saved: English (`en`) or absent is the default template,
 * used for every language without one of its own; any other language (a guide's, BCP 47) has its own.
 */
export const ZInvitationTemplateQuery = z.object({ language: ZLanguageTag.optional() });
export const ZInvitationTemplateSaveRequest = ZInvitationTemplate.extend({ language: ZLanguageTag.optional() });
export type TInvitationTemplateSaveRequest = z.input<typeof ZInvitationTemplateSaveRequest>;

/**
 * A template as read. Asked with a language: `language` and `saved` too; not saved, a language's
 * template is its built-in text (the host's starting point), and until it is saved that language's
 * invitations are sent with the default template.
 */
export const ZInvitationTemplateAnswer = ZInvitationTemplate.extend({
  language: z.string().optional(),
  saved: z.boolean().optional(),
});
export type TInvitationTemplateAnswer = z.infer<typeof ZInvitationTemplateAnswer>;

/**
 * The languages the Template page offers: English (the default template) first, then every language
 * of the workspace's guides (default or further); `saved`: those with a template of their own.
 */
export const ZInvitationTemplateLanguages = z.object({
  languages: z.array(z.string()),
  saved: z.array(z.string()),
});
export type TInvitationTemplateLanguages = z.infer<typeof ZInvitationTemplateLanguages>;

/** Whether a template language is the default template's (English, or none named). */
export function isDefaultTemplateLanguage(language: string | null | undefined): boolean {
  return !language || language === 'en';
}

/** Typed by a person: not a whole number is malformed (10); past the allowed range is a rule (12). */
const ZHours = zInteger({ message: MESSAGES.invitation.hoursInvalid, min: -INT_MAX }).refine(
  (v) => v >= 0 && v <= INVITATION.HOURS_MAX,
  MESSAGES.invitation.hoursInvalid,
);

export const ZInvitationSettings = z.object({
  hours_before_checkin: ZHours,
  hours_after_checkout: ZHours,
});
export type TInvitationSettings = z.infer<typeof ZInvitationSettings>;

/** What the guest guide says about an invitation link (GET /guest/guides/:token?invite=). */
export const ZGuestAccess = z.discriminatedUnion('state', [
  z.object({ state: z.literal('active'), invitee: z.string(), access_to: z.string() }),
  z.object({ state: z.literal('scheduled'), opens_at: z.string() }),
  z.object({ state: z.literal('expired') }),
  z.object({ state: z.literal('revoked') }),
  z.object({ state: z.literal('invalid') }),
]);
export type TGuestAccess = z.infer<typeof ZGuestAccess>;

/**
 * The stay a personal link (?invite=) belongs to, while its access window is open: only in that
 * answer, never in the public one. Instants are ISO (UTC); the guest app shows them in the guide's
 * timezone. `door_code` is the code from `door_code_from` until the window ends, else null (not
 * yet, or none set); `door_code_from` is when it shows (the window's start unless the host chose).
 */
export const ZGuestStay = z.object({
  guest_name: z.string(),
  check_in: z.string(),
  check_out: z.string(),
  guests: z.number().nullable(),
  reference: z.string().nullable(),
  door_code: z.string().nullable(),
  door_code_from: z.string(),
});
export type TGuestStay = z.infer<typeof ZGuestStay>;

/** The CSV import's columns, in the order of the example file; a header row names them (any order). */
export const STAY_IMPORT_COLUMNS = [
  'guest_name',
  'guest_email',
  'guest_phone',
  'check_in',
  'check_out',
  'guests',
  'reference',
  'language',
  'door_code',
] as const;
export type TStayImportColumn = (typeof STAY_IMPORT_COLUMNS)[number];
/** Columns a file must have; the others may be left out. */
export const STAY_IMPORT_REQUIRED_COLUMNS = ['guest_name', 'check_in', 'check_out'] as const;

export const STAY_IMPORT = {
  MAX_ROWS: 2000,
  /** Bytes; 2,000 rows of every column fit well within it. */
  MAX_FILE_SIZE: 5 * 1024 * 1024,
} as const;

/** A date (the guide's check-in or check-out time is added) or a date and time, as a file holds it. */
export const IMPORT_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The import's multipart field besides the file: ids the app sends (malformed: 10). */
export const ZStayImportFields = z.object({ id_guide: ZId });

/** What POST /invitations/import answers: how many stays it made, and their ids in file order. */
export const ZStayImportAnswer = z.object({
  /** The file's rows, every one in. */
  imported: z.number(),
  /** Stays made, and stays updated (a row whose reference was already a stay's of the guide). */
  created: z.number(),
  updated: z.number(),
  /** Each row's stay, in the file's order (a reference on several rows: the same stay). */
  id_invitations: z.array(z.number()),
});
export type TStayImportAnswer = z.infer<typeof ZStayImportAnswer>;

/**
 * Fills {{placeholder}}s (spaces inside the braces allowed); unknown ones stay as typed.
 * The server's e-mail and the Template page's live preview both use it.
 */
export function fillInvitationTemplate(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? (values[key] as string) : whole,
  );
}
