/** The host-facing shape of a calendar feed: its fields and how its last sync went. */
import { CALENDAR_FEED_EVENTS, type TCalendarFeed, type TCalendarFeedEvents } from '@guidebook/contract';
import type { CalendarFeedRow } from './calendar-feeds.repository.ts';
import { statusText } from './sync-status.ts';

function asEvents(value: string): TCalendarFeedEvents {
  return (CALENDAR_FEED_EVENTS as readonly string[]).includes(value) ? (value as TCalendarFeedEvents) : 'auto';
}

/** `language`: the caller's (a catalog language), which last_status is read in. */
export function presentFeed(row: CalendarFeedRow, language = 'en'): TCalendarFeed {
  return {
    id_calendar_feed: row.id_calendar_feed,
    id_guide: row.id_guide,
    guide_title: row.guide_title,
    url: row.url,
    label: row.label,
    events_are: asEvents(row.events_are),
    last_synced_at: row.last_synced_at?.toISOString() ?? null,
    last_status: row.last_status_parts?.length ? statusText(row.last_status_parts, language) : row.last_status,
    stays_created: row.last_created,
    stays_updated: row.last_updated,
    stays_cancelled: row.last_cancelled,
    date_created: row.date_created.toISOString(),
    date_updated: row.date_updated.toISOString(),
  };
}
