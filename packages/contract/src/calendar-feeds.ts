/**
 * Calendar feeds: a guide's iCal exports (Airbnb, Vrbo, Booking.com, any calendar) whose
 * reservations become stays. A feed is read when it is created and then at intervals; each listed
 * feed says how its last sync went.
 */
import { z } from 'zod';
import { ZDeleteComment, ZId, ZOptionalText } from './common.ts';
import { MESSAGES } from './constants.ts';

export const CALENDAR_FEED = {
  URL_MAX: 2048,
  LABEL_MAX: 100,
} as const;

/** 'auto': the platform's reservations are stays and its blocks are not; 'stays': every event is a stay. */
export const CALENDAR_FEED_EVENTS = ['auto', 'stays'] as const;
export type TCalendarFeedEvents = (typeof CALENDAR_FEED_EVENTS)[number];

/** True for an absolute http: or https: URL with a host. */
export function isFeedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** A calendar's export address: http or https only, at most 2,048 characters. */
export const ZCalendarFeedUrl = z
  .string({ error: MESSAGES.calendarFeed.urlRequired })
  .trim()
  .min(1, MESSAGES.calendarFeed.urlRequired)
  .max(CALENDAR_FEED.URL_MAX, MESSAGES.guide.maxLength(CALENDAR_FEED.URL_MAX))
  .refine(isFeedUrl, MESSAGES.calendarFeed.urlInvalid);

const ZEventsAre = z.enum(CALENDAR_FEED_EVENTS, { error: MESSAGES.calendarFeed.eventsAreInvalid });

export const ZCalendarFeedCreateRequest = z.object({
  id_guide: ZId,
  url: ZCalendarFeedUrl,
  /** A name the host recognises ("Airbnb"); absent, null or blank: none. */
  label: ZOptionalText(CALENDAR_FEED.LABEL_MAX),
  events_are: ZEventsAre.default('auto'),
});
export type TCalendarFeedCreateRequest = z.input<typeof ZCalendarFeedCreateRequest>;

/** Changes the fields given; null clears the label. */
export const ZCalendarFeedModifyRequest = z.object({
  id_calendar_feed: ZId,
  url: ZCalendarFeedUrl.optional(),
  label: z.string().max(CALENDAR_FEED.LABEL_MAX, MESSAGES.guide.maxLength(CALENDAR_FEED.LABEL_MAX)).nullish(),
  events_are: ZEventsAre.optional(),
});
export type TCalendarFeedModifyRequest = z.input<typeof ZCalendarFeedModifyRequest>;

export const ZCalendarFeedListQuery = z.object({ id_guide: ZId.optional() });
export const ZCalendarFeedDeleteRequest = z.object({ id_calendar_feed: ZId, comment: ZDeleteComment });
/** "Sync now". */
export const ZCalendarFeedSyncRequest = z.object({ id_calendar_feed: ZId });
export type TCalendarFeedSyncRequest = z.input<typeof ZCalendarFeedSyncRequest>;

export const ZCalendarFeed = z.object({
  id_calendar_feed: z.number(),
  id_guide: z.number(),
  guide_title: z.string(),
  url: z.string(),
  label: z.string().nullable(),
  events_are: z.enum(CALENDAR_FEED_EVENTS),
  /** The last sync's time (ISO); null before the first. */
  last_synced_at: z.string().nullable(),
  /**
   * 'ok', or a sentence saying what went wrong, in the caller's language ("The address answered 404 Not
   * Found", "2 events skipped: no UID"); null before the first sync.
   */
  last_status: z.string().nullable(),
  /** Stays the last sync created, updated and cancelled (0 before the first). */
  stays_created: z.number(),
  stays_updated: z.number(),
  stays_cancelled: z.number(),
  date_created: z.string(),
  date_updated: z.string(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

/**
 * A guide's calendar of stays, out (iCal): a secret address calendar apps subscribe to (cleaners, the
 * host's own calendar). `url` is null until it is made; regenerating replaces it (the old one answers 404).
 */
export const ZCalendarExportQuery = z.object({ id_guide: ZId });
export const ZCalendarExportRequest = z.object({ id_guide: ZId });
export type TCalendarExportRequest = z.input<typeof ZCalendarExportRequest>;

export const ZCalendarExport = z.object({
  id_guide: z.number(),
  /** The secret address (`{PUBLIC_URL}/ical/{token}.ics`); null until made. */
  url: z.string().nullable(),
});
export type TCalendarExport = z.infer<typeof ZCalendarExport>;
