/** The "Add a calendar" form: its values, the contract's checks, and the request it sends. */
import { ZCalendarFeedCreateRequest, type TCalendarFeedCreateRequest } from '@guidebook/contract';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

const ZFeedForm = ZCalendarFeedCreateRequest.pick({ url: true, label: true });

/** `everyEventIsStay`: the switch, sent as events_are 'stays' (on) or 'auto' (off). */
export type FeedFormValues = { url: string; label: string; everyEventIsStay: boolean };

export const EMPTY_FEED_FORM: FeedFormValues = { url: '', label: '', everyEventIsStay: false };

/** The request's messages, the server's own words, under the address and the label. */
export function validateFeedForm(values: FeedFormValues): FieldErrors<keyof FeedFormValues> {
  return fieldErrors(ZFeedForm, { url: values.url, label: values.label });
}

/** A blank label is none; the address is sent trimmed, as the server reads it. */
export function toFeedRequest(idGuide: number, values: FeedFormValues): TCalendarFeedCreateRequest {
  const label = values.label.trim();
  return {
    id_guide: idGuide,
    url: values.url.trim(),
    label: label === '' ? null : label,
    events_are: values.everyEventIsStay ? 'stays' : 'auto',
  };
}

/** The request's field names are the form's, except events_are (the switch). */
export function toFeedFormErrors(fields: Record<string, string>): Record<string, string> {
  const { events_are: eventsAre, ...rest } = fields;
  return eventsAre ? { ...rest, everyEventIsStay: eventsAre } : rest;
}

/** What a feed is called in the list: its label, else its address's host. */
export function feedName(feed: { label: string | null; url: string }): string {
  if (feed.label) return feed.label;
  try {
    return new URL(feed.url).host;
  } catch {
    return feed.url;
  }
}

/**
 * The address shortened for a narrow row: host and the path's end, with the query (an export
 * address's secret token) left out; the whole address is the element's title.
 */
export function shortFeedUrl(value: string, max = 48): string {
  let text: string;
  try {
    const url = new URL(value);
    text = `${url.host}${url.pathname === '/' ? '' : url.pathname}`;
  } catch {
    text = value;
  }
  if (text.length <= max) return text;
  const keep = max - 1;
  const head = Math.ceil(keep / 2);
  return `${text.slice(0, head)}…${text.slice(text.length - (keep - head))}`;
}
