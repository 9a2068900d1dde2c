/**
 * The guide's Calendar tab end to end. The spec serves an Airbnb export (the server tests' fixture)
 * on 127.0.0.1, which the e2e server may read (CALENDAR_FEEDS_ALLOW_PRIVATE, scripts/e2e.mjs). The
 * host adds it as a calendar, sees its stays counted (and the stays are there), presses Sync now,
 * makes the guide's calendar address out, copies it and replaces it (the old one then answers 404);
 * then downloads the CSV example and imports it, and a bad file is refused naming its line and
 * column. Axe at 1280 and 375 px, and nothing scrolls sideways on the phone. A host of their own who
 * reads Arabic sees the tab right to left, with the server's status sentences in Arabic.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { newAccount, withApi, type LoginResult } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import arAdmin from '../packages/i18n/locales/ar/admin.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { listStays, serveCalendar, type ServedCalendar } from './support/stays.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/**
 * The server tests' Airbnb export with its bookings moved to next year: a booking that has already
 * ended makes no stay, and these must all be ahead, whenever the spec runs.
 */
const AIRBNB = fs
  .readFileSync(path.join(here, '../apps/server/test/fixtures/calendar/airbnb.ics'), 'utf8')
  .replace(/(DT(?:START|END);VALUE=DATE:)\d{4}/g, `$1${new Date().getFullYear() + 1}`);
const shotsDir = path.join(here, 'artifacts/screenshots');

let session: LoginResult;
let idGuide: number;
let feeds: ServedCalendar;

/** The "Add a calendar" address field (not the calendar address out, "Calendar address (iCal)"). */
const ADDRESS = /^Calendar address( \*)?$/;

test.use({ signedIn: true });

test.beforeAll(async ({ host }) => {
  feeds = await serveCalendar(AIRBNB);
  await withApi(async (api) => {
    session = api.use(host);
    ({ id_guide: idGuide } = await api.createGuide({
      title: 'Seaside Cottage',
      address: '1 Shore Lane',
      city: 'Whitby',
      country: 'United Kingdom',
      id_address_view: 1,
      timezone: 'Europe/London',
    }));
  });
});

test.afterAll(() => feeds.close());

/** The guide's stays, as the API lists them. */
const stays = () => listStays(session.token, idGuide);

test('a host adds a calendar, sees its stays counted and syncs it now', async ({ page }, testInfo) => {
  await page.goto(`/digital-guides/${idGuide}/edit?tab=calendar`);
  await expect(page.getByRole('tab', { name: 'Calendar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No calendar yet.')).toBeVisible();

  // Checked before sending: the address is required, and only http or https.
  const add = page.getByRole('button', { name: 'Add calendar' });
  await add.click();
  await expect(page.getByText('Calendar address is required.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: ADDRESS })).toBeFocused();
  await page.getByRole('textbox', { name: ADDRESS }).fill('webcal://example.com/a.ics');
  await add.click();
  await expect(page.getByText('Enter a calendar address starting with http:// or https://.')).toBeVisible();
  expect(feeds.reads()).toBe(0);

  await page.getByRole('textbox', { name: ADDRESS }).fill(feeds.url);
  await page.getByRole('textbox', { name: 'Label' }).fill('Airbnb');
  await add.click();
  const first = page.getByRole('status').filter({ hasText: 'First reading of Airbnb' });
  await expect(first).toContainText('Read without problems');
  await expect(first).toContainText('4 new, 0 changed, 0 cancelled');
  expect(feeds.reads()).toBe(1);
  // The form is empty again, and the feed is listed with its result.
  await expect(page.getByRole('textbox', { name: ADDRESS })).toHaveValue('');
  const row = page.getByRole('listitem').filter({ hasText: 'Airbnb' });
  await expect(row).toContainText(feeds.url.replace('http://', ''));
  await expect(row).toContainText('Last read');
  await expect(row).toContainText('4 new, 0 changed, 0 cancelled');
  // The four reservations are stays of the guide; the block is not.
  const made = await stays();
  expect(
    made
      .filter((s) => s.source === 'calendar')
      .map((s) => s.reference)
      .sort(),
  ).toEqual(['HMABC12345', 'HMLAST0001', 'HMXK9P2QRT', 'HMZZ77YY88']);
  await expectNoSeriousViolations(page, 'calendar tab, 1280 px', testInfo);

  // Sync now, by keyboard: the calendar is read again and the result is told.
  await row.getByRole('button', { name: 'Sync now' }).focus();
  await holdingTimers(page, async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByText(/^Airbnb read: \d+ new, \d+ changed, \d+ cancelled\.$/)).toBeVisible();
  });
  expect(feeds.reads()).toBe(2);
  await expect(row.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  expect((await stays()).filter((s) => s.source === 'calendar')).toHaveLength(4);

  // The calendar address out: made, copied, then replaced after a confirmation; the old one stops working.
  const out = page.getByRole('textbox', { name: 'Calendar address (iCal)' });
  await expect(out).toHaveValue('');
  await page.getByRole('button', { name: 'Make an address' }).click();
  await expect(out).toHaveValue(/\/ical\/[^/]+\.ics$/);
  const firstUrl = await out.inputValue();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await holdingTimers(page, async () => {
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByText('Address copied.')).toBeVisible();
  });
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);
  const calendar = await page.request.get(firstUrl);
  expect(calendar.status()).toBe(200);
  expect(await calendar.text()).toContain('HMXK9P2QRT');
  await page.getByRole('button', { name: 'Make a new address' }).click();
  const confirm = page.getByRole('dialog', { name: 'Make a new address?' });
  await expect(confirm).toContainText('stops working');
  await holdingTimers(page, async () => {
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('New address made. The old one no longer works.')).toBeVisible();
  });
  await expect(out).not.toHaveValue(firstUrl);
  expect((await page.request.get(firstUrl)).status()).toBe(404);
  expect((await page.request.get(await out.inputValue())).status()).toBe(200);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(row.getByRole('button', { name: 'Sync now' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'calendar tab at 375 px');
  await expectNoSeriousViolations(page, 'calendar tab, 375 px', testInfo);
});

test('the CSV example downloads, imports as two stays, and a bad file names its line', async ({ page }, testInfo) => {
  await page.goto(`/digital-guides/${idGuide}/edit?tab=calendar`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download an example file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('stays-example.csv');
  const example = fs.readFileSync(await download.path(), 'utf8');
  expect(example.split('\r\n')[0]).toBe(
    'guest_name,guest_email,guest_phone,check_in,check_out,guests,reference,language,door_code',
  );

  const choose = async (name: string, text: string) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a CSV file' }).click();
    await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  };
  const before = (await stays()).length;
  await holdingTimers(page, async () => {
    await choose('stays-example.csv', example);
    await expect(page.getByText('2 stays imported.')).toBeVisible();
  });
  expect(await stays()).toHaveLength(before + 2);

  const bad = example.replace(/^(Tom Berg,,,)([^,]+),([^,]+)/m, '$1$3,$2');
  const refused = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
  await holdingTimers(page, async () => {
    await choose('bad.csv', bad);
    await expect(refused).toContainText('Line 3, check_out');
  });
  expect(await stays()).toHaveLength(before + 2);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page, 'calendar tab with an import refused at 375 px');
  await expectNoSeriousViolations(page, 'calendar tab with an import refused, 375 px', testInfo);
});

test('in Arabic the tab reads right to left, with the server’s sentences in Arabic', async ({ page }, testInfo) => {
  const account = newAccount('calendar-ar');
  const { arabic, id } = await withApi(async (api, request) => {
    await api.signUpVerified(account);
    const { id_guide } = await api.createGuide({ title: 'بيت البحر', city: 'Muscat', timezone: 'Asia/Muscat' });
    const own = await api.login(account);
    const headers = { authorization: `Bearer ${own.token}` };
    await request.put('/api/users/modify', { data: { name: 'Sara', lastname: 'Host', language: 'ar' }, headers });
    for (const [url, label] of [
      [feeds.url, 'Airbnb'],
      [feeds.url.replace('/airbnb.ics', '/gone.ics'), 'Vrbo'],
    ])
      await request.post('/api/calendar_feeds/create', { data: { id_guide, url, label }, headers });
    // Signed in again: the session carries the account's language.
    return { arabic: await api.login(account), id: id_guide };
  });
  await openSignedIn(page, arabic, `/digital-guides/${id}/edit?tab=calendar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('tab', { name: arAdmin['calendar.tab'] })).toHaveAttribute('aria-selected', 'true');
  const airbnb = page.getByRole('listitem').filter({ hasText: 'Airbnb' });
  const vrbo = page.getByRole('listitem').filter({ hasText: 'Vrbo' });
  await expect(airbnb).toContainText(arAdmin['calendar.statusOk']!);
  // The server's sentence for a 404, in Arabic (its number stays).
  await expect(vrbo).toContainText('404');
  await expect(vrbo).not.toContainText('The address answered');
  // Right to left: a row's name starts at its right edge and its buttons sit at its left end.
  const row = (await airbnb.boundingBox())!;
  const sync = (await airbnb.getByRole('button', { name: arAdmin['calendar.syncNow'] }).boundingBox())!;
  const name = (await airbnb.getByText('Airbnb', { exact: true }).boundingBox())!;
  expect(sync.x + sync.width).toBeLessThan(row.x + row.width / 2);
  expect(name.x + name.width).toBeGreaterThan(row.x + row.width / 2);
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, 'calendar-ar-1280.png'), fullPage: true, animations: 'disabled' });

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page, 'calendar tab in Arabic at 375 px');
  await page.screenshot({ path: path.join(shotsDir, 'calendar-ar-375.png'), fullPage: true, animations: 'disabled' });
  await expectNoSeriousViolations(page, 'calendar tab in Arabic, 375 px', testInfo);
});
