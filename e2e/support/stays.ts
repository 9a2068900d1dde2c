/**
 * A guest's stay, arranged through the API: `createStayLink` makes the stay (an invitation sent by
 * no mail) and answers its personal link as a path with its query, which a guest page opens on the
 * test server; `PHONE` is the 375 px phone those guest pages use, and `onGuestPhone` opens the link on one.
 * `serveCalendar` serves a host's calendar export on 127.0.0.1 (the e2e server may read it:
 * CALENDAR_FEEDS_ALLOW_PRIVATE), and `airbnbExport` writes one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { devices, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { TInvitation } from '@guidebook/contract';
import { withApi } from './api.ts';

export const PHONE = {
  ...devices['Pixel 5'],
  viewport: { width: 375, height: 812 },
  screen: { width: 375, height: 812 },
};

/** What /api/invitations/create takes besides the guide, the guest's name and send_email. */
export type StayFields = Record<string, string | number | boolean | null>;

export async function createStayLink(
  request: APIRequestContext,
  token: string,
  stay: { id_guide: number; guest_name: string } & StayFields,
): Promise<string> {
  const res = await request.post('/api/invitations/create', {
    headers: { authorization: `Bearer ${token}` },
    data: { send_email: false, ...stay },
  });
  const body = (await res.json()) as { RES_RESULT: { link: string } };
  expect(res.status(), JSON.stringify(body)).toBe(201);
  const url = new URL(body.RES_RESULT.link);
  return `${url.pathname}${url.search}`;
}

/**
 * Opens the stay's link on a phone of its own (a guest apart from the host's page), runs `use` with
 * that page, and closes the phone whatever happens.
 */
export async function onGuestPhone(browser: Browser, link: string, use: (guest: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext(PHONE);
  try {
    const guest = await context.newPage();
    await guest.goto(link);
    await use(guest);
  } finally {
    await context.close();
  }
}

/** The guest page's requests card, once it shows. */
export async function requestsCard(guest: Page): Promise<Locator> {
  const card = guest.locator('section.requests');
  await expect(card).toBeVisible();
  return card;
}

/** A guide's stays, as GET /api/invitations/list answers them to the host. */
export function listStays(token: string, idGuide: number): Promise<TInvitation[]> {
  return withApi(async (_api, request) => {
    const res = await request.get('/api/invitations/list', {
      params: { id_guide: idGuide },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    return ((await res.json()) as { RES_RESULT: TInvitation[] }).RES_RESULT;
  });
}

/** The calendar date `days` after today's in `timeZone` (YYYYMMDD), as an all-day iCal event writes it. */
function calendarDate(days: number, timeZone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10).replaceAll('-', '');
}

/** A reservation of an Airbnb export: from and to are days after today in the guide's timezone. */
export type AirbnbEvent = { uid: string; from: number; to: number; summary: string };

/**
 * An Airbnb export (the older kind that names the guest in the summary, "Name (HM…)") of all-day
 * events, dated in `timeZone`.
 */
export function airbnbExport(timeZone: string, events: AirbnbEvent[]): string {
  return [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...events.flatMap(({ uid, from, to, summary }) => [
      'BEGIN:VEVENT',
      'DTSTAMP:20261201T054200Z',
      `DTSTART;VALUE=DATE:${calendarDate(from, timeZone)}`,
      `DTEND;VALUE=DATE:${calendarDate(to, timeZone)}`,
      `UID:${uid}@airbnb.com`,
      `SUMMARY:${summary}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** A calendar export served on 127.0.0.1: its address, how many times it was read, and how to stop it. */
export type ServedCalendar = { url: string; reads: () => number; close: () => Promise<void> };

/** Serves `body` as a calendar export (at `url`, a path ending in .ics; any other path answers 404). */
export async function serveCalendar(body: string): Promise<ServedCalendar> {
  let reads = 0;
  const server = http.createServer((req, res) => {
    if (req.url !== '/airbnb.ics') return void res.writeHead(404).end();
    reads += 1;
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics`,
    reads: () => reads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
