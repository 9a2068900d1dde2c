/** For tests: a calendar feed as the server answers it (of guide FEED_GUIDE), with the fields a test gives. */
import type { TCalendarFeed } from '@guidebook/contract';

export const FEED_GUIDE = 7;

export const aFeed = (overrides: Partial<TCalendarFeed> = {}): TCalendarFeed => ({
  id_calendar_feed: 3,
  id_guide: FEED_GUIDE,
  guide_title: 'Harbour View Flat',
  url: 'https://www.airbnb.com/calendar/ical/123.ics?s=secret',
  label: 'Airbnb',
  events_are: 'auto',
  last_synced_at: '2026-12-02T09:00:00.000Z',
  last_status: 'ok',
  stays_created: 4,
  stays_updated: 0,
  stays_cancelled: 0,
  date_created: '2026-12-02T09:00:00.000Z',
  date_updated: '2026-12-02T09:00:00.000Z',
  ...overrides,
});
