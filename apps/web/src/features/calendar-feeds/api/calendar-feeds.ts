/**
 * /calendar_feeds/* and POST /invitations/import: a guide's calendars and its CSV import of stays.
 * Creating and syncing a feed read the calendar before answering (up to 10 s on the server), and an
 * import checks up to 2,000 rows, so these calls wait longer than the usual 10 s. Every change that
 * can make stays also refreshes the invitations' lists.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LIMITS,
  type TCalendarFeed,
  type TCalendarFeedCreateRequest,
  type TStayImportAnswer,
} from '@guidebook/contract';
import { call } from '../../../lib/api-client.ts';

export const calendarFeedsKey = ['calendar-feeds'] as const;
const listKey = (idGuide: number) => [...calendarFeedsKey, 'list', idGuide] as const;
/** The invitations feature's queries (stays made by a feed or an import show there). */
const invitationsKey = ['invitations'] as const;

/** Long enough for the server's 10 s read of a calendar, then its writes. */
const READ_TIMEOUT_MS = LIMITS.REQUEST_TIMEOUT_MS * 3;
/** As the guide import: a file of thousands of rows is checked before it is answered. */
const IMPORT_TIMEOUT_MS = LIMITS.REQUEST_TIMEOUT_MS * 12;

export function listCalendarFeeds(idGuide: number): Promise<TCalendarFeed[]> {
  return call<TCalendarFeed[]>('/calendar_feeds/list', { query: { id_guide: idGuide } });
}

export function useCalendarFeeds(idGuide: number) {
  return useQuery({ queryKey: listKey(idGuide), queryFn: () => listCalendarFeeds(idGuide) });
}

/** After a call that may have made, moved or cancelled stays: the feeds and the stays are read again. */
function useRefresh() {
  const client = useQueryClient();
  return (idGuide: number) =>
    Promise.all([
      client.invalidateQueries({ queryKey: listKey(idGuide) }),
      client.invalidateQueries({ queryKey: invitationsKey }),
    ]);
}

export function useCreateCalendarFeed() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TCalendarFeedCreateRequest) =>
      call<TCalendarFeed>('/calendar_feeds/create', { method: 'POST', body, timeoutMs: READ_TIMEOUT_MS }),
    onSuccess: (feed) => refresh(feed.id_guide),
  });
}

/** "Sync now": answers the feed as listed, with this reading's result (13 while another reads it). */
export function useSyncCalendarFeed() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (feed: Pick<TCalendarFeed, 'id_calendar_feed'>) =>
      call<TCalendarFeed>('/calendar_feeds/sync', {
        method: 'POST',
        body: { id_calendar_feed: feed.id_calendar_feed },
        timeoutMs: READ_TIMEOUT_MS,
      }),
    onSuccess: (feed) => refresh(feed.id_guide),
  });
}

/** The stays the feed made remain; the comment is the house's fixed note for a delete from a screen. */
export function useDeleteCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (feed: Pick<TCalendarFeed, 'id_calendar_feed' | 'id_guide'>) =>
      call<null>('/calendar_feeds/delete', {
        method: 'DELETE',
        body: { id_calendar_feed: feed.id_calendar_feed, comment: 'Deleted from the Calendar tab' },
      }),
    onSuccess: (_answer, feed) => client.invalidateQueries({ queryKey: listKey(feed.id_guide) }),
  });
}

/** POST /invitations/import: the file as it is (multipart `file`), all rows or none. */
export function importStays(idGuide: number, file: File): Promise<TStayImportAnswer> {
  const form = new FormData();
  form.append('id_guide', String(idGuide));
  form.append('file', file, file.name);
  return call<TStayImportAnswer>('/invitations/import', { method: 'POST', form, timeoutMs: IMPORT_TIMEOUT_MS });
}

export function useImportStays(idGuide: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importStays(idGuide, file),
    onSuccess: () => client.invalidateQueries({ queryKey: invitationsKey }),
  });
}
