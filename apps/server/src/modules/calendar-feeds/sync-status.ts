/**
 * How a feed's last sync went, as the host reads it: parts (a key of MESSAGES.calendarSync and its
 * values) stored with the feed, and put into the reader's language when the feed is presented.
 */
import { MESSAGES } from '@guidebook/contract';
import { localize } from '../../lib/languages.ts';
import type { FeedSkip, SkipReason } from './parse-feed.ts';

/** A part of the status: a key of MESSAGES.calendarSync and its values. */
export type StatusPart = { key: StatusKey; values: Record<string, string | number> };

export type StatusKey =
  | 'httpStatus'
  | 'notCalendar'
  | 'empty'
  | 'tooLarge'
  | 'tooManyEvents'
  | 'timeout'
  | 'notPublic'
  | 'unreachable'
  | 'badUrl'
  | 'tooManyRedirects'
  | 'skipped';

type ReportedSkip = keyof typeof MESSAGES.calendarSync.skipReason;
export const REPORTED_SKIPS = new Set<SkipReason>(Object.keys(MESSAGES.calendarSync.skipReason) as ReportedSkip[]);

/** The parts naming the events a sync could not use, by reason ("2 events skipped: no UID"); blocks and cancelled events are no problem. */
export function skippedParts(skipped: readonly FeedSkip[]): StatusPart[] {
  return skipped
    .filter((s) => REPORTED_SKIPS.has(s.reason) && s.count > 0)
    .map((s) => ({ key: 'skipped', values: { count: s.count, reason: s.reason } }));
}

const num = (v: string | number | undefined) => Number(v ?? 0);
const str = (v: string | number | undefined) => String(v ?? '');

/** One part's English sentence (the catalog's text, values filled in). */
export function partText(part: { key: string; values: Record<string, string | number> }): string {
  const m = MESSAGES.calendarSync;
  const v = part.values;
  switch (part.key as StatusKey) {
    case 'httpStatus':
      return m.httpStatus(num(v.status), str(v.reason));
    case 'notCalendar':
      return m.notCalendar;
    case 'empty':
      return m.empty;
    case 'tooLarge':
      return m.tooLarge(str(v.size));
    case 'tooManyEvents':
      return m.tooManyEvents(num(v.max));
    case 'timeout':
      return m.timeout(num(v.seconds));
    case 'notPublic':
      return m.notPublic;
    case 'unreachable':
      return m.unreachable;
    case 'badUrl':
      return m.badUrl;
    case 'tooManyRedirects':
      return m.tooManyRedirects(num(v.max));
    case 'skipped': {
      const reason = str(v.reason) as ReportedSkip;
      return m.skipped(num(v.count), m.skipReason[reason] ?? reason);
    }
    default:
      return '';
  }
}

/** The status the host reads, in `language` (a catalog language): the parts' sentences joined. */
export function statusText(parts: { key: string; values: Record<string, string | number> }[], language: string) {
  return parts
    .map((p) => localize(partText(p), language))
    .filter((s) => s !== '')
    .join('. ');
}
