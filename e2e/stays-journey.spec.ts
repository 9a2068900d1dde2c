/**
 * The stays journey in one page, as a host of their own: the guide's Calendar tab adds an Airbnb
 * feed served on 127.0.0.1 (the e2e server may read it: CALENDAR_FEEDS_ALLOW_PRIVATE); its two
 * reservations arrive on Invite Home with the Airbnb badge; the stay under way gets door code 4711 in
 * its details; a check-in day rule on the Messages screen shows its preview filled from that stay;
 * then the stay's personal link, opened by a guest with no session on a 375 px phone, welcomes the
 * guest by name and shows "Door code 4711". The guest card is photographed
 * (e2e/artifacts/screenshots/stays-journey-guest-375.png).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { newAccount, withApi, type LoginResult } from './support/api.ts';
import { PHONE, airbnbExport, serveCalendar, type ServedCalendar } from './support/stays.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');
const TZ = 'Europe/London';
const GUIDE = 'Harbour View';
const GUEST = 'Lena Journey';
const LATER_GUEST = 'Omar Later';
const CODE = '4711';

/**
 * A stay that began yesterday at the guide's check-in time (15:00) and ends in three days, so its
 * access window is open now, and one in ten days.
 */
const FEED = airbnbExport(TZ, [
  { uid: 'journey-now', from: -1, to: 3, summary: `${GUEST} (HMJRNY0001)` },
  { uid: 'journey-later', from: 10, to: 13, summary: `${LATER_GUEST} (HMJRNY0002)` },
]);

let session: LoginResult;
let idGuide: number;
let feeds: ServedCalendar;

test.beforeAll(async () => {
  feeds = await serveCalendar(FEED);
  // A host of their own: Invite Home and the Messages screen show the whole account's stays.
  await withApi(async (api) => {
    session = await api.signUpVerified(newAccount('stays-journey'));
    ({ id_guide: idGuide } = await api.createGuide({ title: GUIDE, city: 'Whitby', timezone: TZ }));
  });
});

test.afterAll(() => feeds.close());

test('a host adds a feed, sets a door code, writes a rule, and the guest sees the code', async ({
  page,
  browser,
}, testInfo) => {
  // Calendar tab: the feed is read at once and its two reservations are counted.
  await openSignedIn(page, session, `/digital-guides/${idGuide}/edit?tab=calendar`);
  await expect(page.getByText('No calendar yet.')).toBeVisible();
  await page.getByRole('textbox', { name: /^Calendar address( \*)?$/ }).fill(feeds.url);
  await page.getByRole('textbox', { name: 'Label' }).fill('Airbnb');
  await page.getByRole('button', { name: 'Add calendar' }).click();
  const first = page.getByRole('status').filter({ hasText: 'First reading of Airbnb' });
  await expect(first).toContainText('2 new, 0 changed, 0 cancelled');

  // Invite Home (Invites menu): both stays arrived, from Airbnb, with the guests' names.
  await page.getByText('Invites', { exact: true }).click();
  await page.getByRole('link', { name: 'Invite Home' }).click();
  const table = page.getByRole('table', { name: 'Invitations' });
  const row = table.getByRole('row', { name: new RegExp(GUEST) });
  await expect(row).toContainText('Airbnb');
  await expect(table.getByRole('row', { name: new RegExp(LATER_GUEST) })).toContainText('Airbnb');

  // The stay under way: door code 4711 on its Stay tab; its personal link kept for the guest.
  await page.getByRole('button', { name: `View invitation of ${GUEST}` }).click();
  const details = page.getByRole('dialog', { name: 'Invitation', exact: true });
  const personal = details.getByLabel('Personal link');
  await expect(personal).toHaveValue(/^https?:\/\/[^/]+\/[a-z0-9-]+\/[a-z0-9-]+\?invite=/);
  const link = await personal.inputValue();
  await details.getByRole('tab', { name: 'Stay' }).click();
  const code = details.getByRole('textbox', { name: 'Door code', exact: true });
  await code.fill(CODE);
  await holdingTimers(page, async () => {
    await code.press('Enter');
    await expect(page.getByText('Stay saved.')).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(row).toContainText('Set');

  // Messages: a check-in day rule; its preview is filled from the stay under way.
  await page.getByRole('link', { name: 'Messages' }).click();
  await page.getByRole('button', { name: 'New rule' }).click();
  const rule = page.getByRole('dialog', { name: 'New rule' });
  await rule.getByLabel(/^Name/).fill('Welcome on the check-in day');
  await rule
    .getByRole('textbox', { name: 'Guide' })
    .or(rule.getByRole('combobox', { name: 'Guide' }))
    .fill(GUIDE.slice(0, 5));
  // The guide chooser searches: typing a part of the title leaves the guides that have it.
  await expect(page.getByRole('option', { name: 'All guides' })).toBeHidden();
  await page.getByRole('option', { name: GUIDE }).click();
  await rule
    .getByRole('textbox', { name: 'When' })
    .or(rule.getByRole('combobox', { name: 'When' }))
    .click();
  await page.getByRole('option', { name: 'On the check-in day' }).click();
  await rule.getByLabel(/^Subject/).fill('Welcome to {{guide_title}}');
  await rule
    .getByRole('textbox', { name: /^Message/ })
    .fill('Hello {{guest_first_name}}, your door code: {{door_code}}.');
  await expect(rule.getByTestId('rule-preview-subject')).toHaveText(`Welcome to ${GUIDE}`);
  // Filled as now: the stay's window is open, so the code itself.
  await expect(rule.getByTestId('rule-preview-body')).toContainText(`Hello Lena, your door code: ${CODE}.`);
  await expect(rule.getByText(`As ${GUEST}, the next guest of this guide, would read it.`)).toBeVisible();
  await rule.getByRole('button', { name: 'Save' }).click();
  await expect(rule).toBeHidden();
  await expect(
    page.getByRole('table', { name: 'Message rules' }).getByRole('row', { name: /Welcome on the check-in day/ }),
  ).toContainText('On the check-in day at');

  // The guest: the personal link in a browser of their own, no session, on a phone.
  const context = await browser.newContext(PHONE);
  try {
    const guest = await context.newPage();
    await guest.goto(link);
    await expect(guest.getByText(new RegExp(`Welcome, ${GUEST}`))).toBeVisible();
    const card = guest.getByTestId('door-code');
    await expect(card.locator('.door-code-text')).toContainText(`Door code ${CODE}`);
    await expect(card).toContainText('HMJRNY0001');
    await expectNoSidewaysScroll(guest, 'the guest Home with its door code at 375 px');
    fs.mkdirSync(shotsDir, { recursive: true });
    const file = path.join(shotsDir, 'stays-journey-guest-375.png');
    await guest.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    await testInfo.attach('guest-375', { path: file, contentType: 'image/png' });
  } finally {
    await context.close();
  }
});
