/**
 * The door code on the guest Home, on a 375 px phone: a stay's personal link inside its window
 * shows "Door code …, from …" in the guide's timezone; a stay whose code is not released yet says
 * when it appears; the plain share link shows no card and no code. The card fits the
 * phone's width, and its booking reference and guests count start on one line, left to right and in
 * Arabic right to left (e2e/artifacts/screenshots/guest-door-code-*.png).
 * When the window ends on an open page with no network, the code leaves the screen and the phone's
 * offline copy (the service worker's cache) no longer holds it.
 */
import type { Locator, Page } from '@playwright/test';
import { instantToLocal } from '../packages/contract/src/local-time.ts';
import { formatStayMoment } from '../packages/contract/src/stay-moment.ts';
import { test, expect } from './support/fixtures.ts';
import { GuideApi, withApi } from './support/api.ts';
import { PHONE, createStayLink, listStays } from './support/stays.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { screenshotsOf } from './support/shots.ts';

const TZ = 'Europe/Paris';
const HOUR = 3_600_000;
const CODE = '4711-93';
const LATER_CODE = '5822-17';
const shot = screenshotsOf('guest-door-code');

/**
 * Where the text of each value of the card's list of labels and values starts: its left edge left to
 * right, its right edge right to left.
 */
function valueStarts(card: Locator, side: 'left' | 'right'): Promise<number[]> {
  return card.locator('.stay-facts dd').evaluateAll(
    (values, edge) =>
      values.map((value) => {
        const text = document.createRange();
        text.selectNodeContents(value);
        return Math.round(text.getBoundingClientRect()[edge]);
      }),
    side,
  );
}

test('the door code card on the guest Home at 375 px', async ({ browser, host }, testInfo) => {
  // One "now" for every time, whole minutes (the form's local times have no seconds).
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const local = (hours: number) => instantToLocal(new Date(now + hours * HOUR), TZ);
  let guideId = 0;
  const { share, open, early } = await withApi(async (api, request) => {
    api.use(host);
    const { id_guide } = await api.createGuide({ title: 'Canal Flat', timezone: TZ });
    guideId = id_guide;
    const guideApi = new GuideApi(request, host.token);
    await guideApi.setLanguages(id_guide, 'en', ['ar']);
    const token = await guideApi.shareToken(id_guide);
    const stay = (name: string, code: string, codeFromHours: number) =>
      createStayLink(request, host.token, {
        id_guide,
        guest_name: name,
        check_in: local(-20),
        check_out: local(48),
        access_from: local(-24),
        access_to: local(52),
        guests: 3,
        reference: 'HMXK4Q2P9R',
        door_code: code,
        door_code_from: local(codeFromHours),
      });
    return {
      share: `/g/${encodeURIComponent(token)}`,
      open: await stay('Nora Open', CODE, -2),
      early: await stay('Ezra Early', LATER_CODE, 20),
    };
  });

  const context = await browser.newContext(PHONE);
  const guest = await context.newPage();
  try {
    await guest.goto(open);
    const card = guest.getByTestId('door-code');
    await expect(card).toBeVisible();
    const from = formatStayMoment(new Date(now - 2 * HOUR).toISOString(), 'en', TZ);
    await expect(card.locator('.door-code-text')).toHaveText(`Door code ${CODE}, from ${from}`);
    await expect(card).toContainText('HMXK4Q2P9R');
    // Check-in and check-out are the stay's own, in the guide's timezone.
    const moment = (hours: number) => formatStayMoment(new Date(now + hours * HOUR).toISOString(), 'en', TZ);
    await expect(guest.locator('.stay-times dd')).toHaveText([moment(-20), moment(48)]);
    // One visit is one opening of the link: the offline copy the page then keeps is not another.
    await expect(guest.locator('html')).toHaveAttribute('data-offline-ready', 'true');
    const opens = Object.fromEntries((await listStays(host.token, guideId)).map((s) => [s.guest_name, s.open_count]));
    expect(opens).toEqual({ 'Nora Open': 1, 'Ezra Early': 0 });
    // Nothing of the page is wider than the phone.
    await expectNoSidewaysScroll(guest, 'the guest Home with its door code at 375 px');
    expect(await card.evaluate((el) => el.getBoundingClientRect().right)).toBeLessThanOrEqual(375);
    // The booking reference and the guests count start on one line.
    const starts = await valueStarts(card, 'left');
    expect(starts).toHaveLength(2);
    expect(starts[1]).toBe(starts[0]);
    await shot(guest, testInfo, '375');

    // Right to left: the values start on one line at their column's right edge, the code reads left to right.
    await guest.goto(`${open}&lang=ar`);
    await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(card.locator('.door-code-value')).toHaveText(CODE);
    const rtlStarts = await valueStarts(card, 'right');
    expect(rtlStarts).toHaveLength(2);
    expect(rtlStarts[1]).toBe(rtlStarts[0]);
    await expectNoSidewaysScroll(guest, 'the guest Home with its door code at 375 px, right to left');
    await shot(guest, testInfo, 'ar-375');

    await guest.goto(early);
    const later = formatStayMoment(new Date(now + 20 * HOUR).toISOString(), 'en', TZ);
    await expect(guest.getByTestId('door-code')).toHaveText(
      new RegExp(`Your door code appears here from ${later.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(guest.getByText(LATER_CODE)).toHaveCount(0);

    await guest.goto(share);
    await expect(guest.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(guest.getByTestId('door-code')).toHaveCount(0);
    await expect(guest.getByText(CODE)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

/** Every payload the guest service worker keeps, as text. */
function keptPayloads(page: Page): Promise<{ url: string; body: string }[]> {
  return page.evaluate(async () => {
    const out: { url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('guest-data')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        out.push({ url: request.url, body: await (await cache.match(request))!.text() });
    }
    return out;
  });
}

test('the offline copy of a personal link loses the door code when the window ends', async ({ browser, host }) => {
  test.setTimeout(300_000);
  const now = Date.now();
  // The window ends at the next whole minute at least 70 s away (local times have no seconds).
  const end = Math.ceil((now + 70_000) / 60_000) * 60_000;
  const code = 'TIDE-3141';
  const link = await withApi(async (api, request) => {
    api.use(host);
    const { id_guide } = await api.createGuide({ title: 'Tide House', timezone: TZ });
    return createStayLink(request, host.token, {
      id_guide,
      guest_name: 'Olga Offline',
      check_in: instantToLocal(new Date(end - 3 * HOUR), TZ),
      check_out: instantToLocal(new Date(end), TZ),
      access_from: instantToLocal(new Date(end - 3 * HOUR), TZ),
      access_to: instantToLocal(new Date(end), TZ),
      door_code: code,
    });
  });

  const context = await browser.newContext(PHONE);
  const guest = await context.newPage();
  try {
    await guest.goto(link);
    await expect(guest.locator('.door-code-value')).toHaveText(code);
    await expect(guest.locator('html')).toHaveAttribute('data-offline-ready', 'true');
    const kept = await keptPayloads(guest);
    expect(kept.some((p) => p.url.includes('invite=') && p.body.includes(code))).toBe(true);

    // No network from here on: when the window ends the page loads the guide again, the worker
    // finds its copy ended and deletes it.
    await context.setOffline(true);
    await expect(guest.getByTestId('door-code')).toHaveCount(0, { timeout: end - Date.now() + 60_000 });
    // Offline, with the copy deleted, the guide cannot be shown: the worker did not serve the old copy.
    await expect(guest.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect
      .poll(async () => (await keptPayloads(guest)).filter((p) => p.body.includes(code)).map((p) => p.url), {
        timeout: 30_000,
      })
      .toEqual([]);
    await expect(guest.getByText(code)).toHaveCount(0);
  } finally {
    await context.close();
  }
});
