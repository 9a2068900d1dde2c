/**
 * Which booking platform a stay from a calendar feed came from, for the host's source badge:
 * the feed's address names it (airbnb.com/calendar/ical/…, vrbo.com/icalendar/…,
 * admin.booking.com/…/ical.html), else the event's UID does (…@airbnb.com, …@booking.com);
 * any other calendar is `ical`. Stays typed by the host or imported from a file have none.
 */
import type { TStayPlatform } from '@guidebook/contract';

/** Registrable names each platform exports calendars from (Vrbo's older HomeAway and its sister sites). */
const HOSTS: [TStayPlatform, RegExp][] = [
  ['airbnb', /(^|\.)airbnb\.[a-z.]+$/],
  ['vrbo', /(^|\.)(vrbo|homeaway|abritel|fewo-direkt|stayz|bookabach)\.[a-z.]+$/],
  ['booking', /(^|\.)booking\.com$/],
];

const UID_DOMAINS: [TStayPlatform, RegExp][] = [
  ['airbnb', /@airbnb\.com$/],
  ['vrbo', /@(vrbo|homeaway)\.com$/],
  ['booking', /@booking\.com$/],
];

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

export function stayPlatform(stay: {
  source: string;
  feed_url: string | null;
  external_uid: string | null;
}): TStayPlatform | null {
  if (stay.source !== 'calendar') return null;
  const host = stay.feed_url ? hostOf(stay.feed_url) : null;
  const byHost = host ? HOSTS.find(([, pattern]) => pattern.test(host)) : undefined;
  if (byHost) return byHost[0];
  const uid = stay.external_uid?.toLowerCase() ?? '';
  return UID_DOMAINS.find(([, pattern]) => pattern.test(uid))?.[0] ?? 'ical';
}
