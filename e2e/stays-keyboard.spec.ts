/**
 * The stays screens by keyboard only (Tab, Shift+Tab, Enter, Space, Escape, arrow keys, typing), as a
 * host of their own: on Invite Home the guide and status filters change a stay list, a stay's View
 * opens its details, whose Messages tab and door code are reached and saved, and Escape closes them
 * with focus back on View; on the guide's Calendar tab a calendar served on 127.0.0.1 is added and
 * synced, and a CSV file is imported; on Messages a rule is written with a field code inserted from
 * the list, previewed and saved. Every step says where focus is. Pictures:
 * e2e/artifacts/screenshots/stays-keyboard-*.png.
 */
import type { Locator, Page } from '@playwright/test';
import { instantToLocal } from '../packages/contract/src/local-time.ts';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { newAccount, withApi, type LoginResult } from './support/api.ts';
import { airbnbExport, createStayLink, listStays, serveCalendar, type ServedCalendar } from './support/stays.ts';
import { holdingTimers } from './support/timed.ts';
import { screenshotsOf } from './support/shots.ts';

const TZ = 'Europe/London';
const DAY = 86_400_000;
const GUIDE = 'Keyboard Cottage';
const OTHER_GUIDE = 'Mouse Flat';
const GUEST = 'Kira Keys';
const OTHER_GUEST = 'Otto Other';
const CODE = '2468';

const shoot = screenshotsOf('stays-keyboard');
const londonIn = (days: number) => instantToLocal(new Date(Date.now() + days * DAY), TZ);

/** An Airbnb export with one reservation, in ten days. */
const FEED = airbnbExport(TZ, [{ uid: 'keyboard-feed', from: 10, to: 13, summary: 'Fern Feed (HMKEYB0001)' }]);

let session: LoginResult;
let idGuide: number;
let feeds: ServedCalendar;

test.beforeAll(async () => {
  feeds = await serveCalendar(FEED);
  // A host of their own: Invite Home and Messages show the whole account's stays and rules.
  await withApi(async (api, request) => {
    session = await api.signUpVerified(newAccount('stays-keyboard'));
    ({ id_guide: idGuide } = await api.createGuide({ title: GUIDE, city: 'Whitby', timezone: TZ }));
    const other = await api.createGuide({ title: OTHER_GUIDE, city: 'York', timezone: TZ });
    await createStayLink(request, session.token, {
      id_guide: idGuide,
      guest_name: GUEST,
      guest_email: `kira-${Date.now().toString(36)}@example.com`,
      check_in: londonIn(2),
      check_out: londonIn(5),
    });
    await createStayLink(request, session.token, {
      id_guide: other.id_guide,
      guest_name: OTHER_GUEST,
      check_in: londonIn(3),
      check_out: londonIn(6),
    });
  });
});

test.afterAll(() => feeds.close());

/** What has focus, as a person would name it (for a failure's message). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[${el.getAttribute('role')}]` : ''} "${name}"`;
  });

const isFocused = async (target: Locator) =>
  (await target.count()) === 1 && (await target.evaluate((el) => el === document.activeElement));

/**
 * Presses `key` until `target` has focus (not at all if it has already), at most `max` times; with
 * `within`, every stop on the way is inside it (a dialog's focus trap). Fails naming the stops it passed.
 */
async function pressUntilFocused(
  page: Page,
  key: string,
  target: Locator,
  { max = 80, within }: { max?: number; within?: Locator } = {},
): Promise<void> {
  if (await isFocused(target)) return;
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    stops.push(await focusedName(page));
    if (within) {
      const inside = await within.evaluate((box) => box.contains(document.activeElement));
      expect(inside, `${key} left the dialog for ${stops.at(-1)}`).toBe(true);
    }
    if (await isFocused(target)) return;
  }
  throw new Error(`${key} never reached ${target} in ${max} presses; it went through:\n  ${stops.join('\n  ')}`);
}

const tabTo = (page: Page, target: Locator, options?: { max?: number; within?: Locator }) =>
  pressUntilFocused(page, 'Tab', target, options);
const shiftTabTo = (page: Page, target: Locator, options?: { max?: number; within?: Locator }) =>
  pressUntilFocused(page, 'Shift+Tab', target, options);

/** A Mantine Select, named `name` (a combobox, or a read-only textbox). */
const select = (scope: Page | Locator, name: string) =>
  scope.getByRole('combobox', { name, exact: true }).or(scope.getByRole('textbox', { name, exact: true }));

/**
 * With the focused select's list closed: `open` (ArrowDown, Space or Enter) opens it, ArrowDown
 * moves to `option`, Enter picks it. The option moved to is the one aria-activedescendant names.
 */
async function chooseByKeys(page: Page, combobox: Locator, option: string, open = 'ArrowDown'): Promise<void> {
  await expect(combobox).toBeFocused();
  await page.keyboard.press(open);
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const target = page.getByRole('option', { name: option, exact: true });
  await expect(target).toBeVisible();
  const id = await target.getAttribute('id');
  for (let i = 0; i < 10 && (await combobox.getAttribute('aria-activedescendant')) !== id; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(combobox).toHaveAttribute('aria-activedescendant', id ?? '');
  await page.keyboard.press('Enter');
  await expect(target).toBeHidden();
  await expect(combobox).toBeFocused();
}

/**
 * The focused guide chooser: typing `search` over what it shows narrows its list (which opens as
 * one types), ArrowDown moves to `option`, Enter picks it, as with hundreds of guides.
 */
async function searchByKeys(page: Page, combobox: Locator, search: string, option: string): Promise<void> {
  await expect(combobox).toBeFocused();
  // A chooser with a value ("All guides") shows it as text: select it so the typing replaces it.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(search);
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const target = page.getByRole('option', { name: option, exact: true });
  await expect(target).toBeVisible();
  const id = await target.getAttribute('id');
  for (let i = 0; i < 10 && (await combobox.getAttribute('aria-activedescendant')) !== id; i++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(combobox).toHaveAttribute('aria-activedescendant', id ?? '');
  await page.keyboard.press('Enter');
  await expect(target).toBeHidden();
  await expect(combobox).toBeFocused();
}

/**
 * Focus is on `target` (named `what`) once the page has answered. Checked softly: the failure names
 * where focus is instead, and the test goes on from there as a keyboard user would.
 */
async function expectFocusOn(page: Page, target: Locator, what: string): Promise<void> {
  await expect.soft
    .poll(async () => ((await isFocused(target)) ? what : focusedName(page)), {
      message: `focus on ${what}`,
      timeout: 5_000,
    })
    .toBe(what);
}

/** A control reached by keyboard shows a focus ring (Mantine's :focus-visible outline). */
async function expectFocusRing(control: Locator): Promise<void> {
  await expect(control).toBeFocused();
  await expect(control).not.toHaveCSS('outline-style', 'none');
}

test('Invite Home: the filters, a stay’s details, its Messages tab and door code, by keyboard', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, session, '/invites-home');
  const table = page.getByRole('table', { name: 'Invitations' });
  const row = table.getByRole('row', { name: new RegExp(GUEST) });
  await expect(row).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(OTHER_GUEST) })).toBeVisible();

  // The guide filter: Tab reaches it, typing narrows it, ArrowDown moves to the guide, Enter picks it.
  const guide = select(page, 'Guide');
  await tabTo(page, guide);
  await searchByKeys(page, guide, GUIDE.slice(0, 4), GUIDE);
  await expect(guide).toHaveValue(GUIDE);
  await expect(table.getByRole('row', { name: new RegExp(OTHER_GUEST) })).toBeHidden();
  await expect(row).toBeVisible();

  // The status filter, next, opened with Space: Scheduled keeps the stay.
  const status = select(page, 'Status');
  await tabTo(page, status, { max: 3 });
  await chooseByKeys(page, status, 'Scheduled', 'Space');
  await expect(status).toHaveValue('Scheduled');
  await expect(row).toContainText('Scheduled');

  // The stay's View, then Enter: its details open with focus inside.
  const view = page.getByRole('button', { name: `View invitation of ${GUEST}` });
  await tabTo(page, view, { max: 10 });
  await expectFocusRing(view);
  // The list is wider than the page at 1280 px and scrolls to show View; the guest's name stays in view.
  await expect(row.getByText(GUEST, { exact: true })).toBeInViewport();
  await shoot(page, testInfo, 'list-view-focused');
  await page.keyboard.press('Enter');
  const details = page.getByRole('dialog', { name: 'Invitation', exact: true });
  await expect(details.getByLabel('Personal link')).toHaveValue(/\?invite=/);
  await expect(details.locator(':focus')).toHaveCount(1);

  // The tabs: Tab reaches the selected one (Overview); the arrow keys move to Messages and show it.
  const overview = details.getByRole('tab', { name: 'Overview' });
  await tabTo(page, overview, { max: 20, within: details });
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  const messagesTab = details.getByRole('tab', { name: 'Messages' });
  await expectFocusRing(messagesTab);
  await expect(messagesTab).toHaveAttribute('aria-selected', 'true');
  await expect(details.getByText(/No timed messages for this stay/)).toBeVisible();

  // Back to Stay; Tab goes into its form, down to the door code; typed, then Save by Enter.
  await page.keyboard.press('ArrowLeft');
  await expect(details.getByRole('tab', { name: 'Stay' })).toHaveAttribute('aria-selected', 'true');
  const code = details.getByRole('textbox', { name: 'Door code', exact: true });
  await tabTo(page, code, { max: 20, within: details });
  await page.keyboard.type(CODE);
  await expect(code).toHaveValue(CODE);
  const save = details.getByRole('button', { name: 'Save' });
  await tabTo(page, save, { max: 10, within: details });
  await expectFocusRing(save);
  // The focus trap: Tab from Save, the last control, goes round to Close, the first; Shift+Tab comes back.
  const close = details.getByRole('button', { name: 'Close' });
  await tabTo(page, close, { max: 1, within: details });
  await shiftTabTo(page, save, { max: 1, within: details });
  await holdingTimers(page, async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByText('Stay saved.')).toBeVisible();
  });
  await expect(code).toHaveValue(CODE);
  await shoot(page, testInfo, 'details-saved');
  // Saved, focus is still on Save, and Tab goes on round the dialog to Close.
  await expectFocusOn(page, save, 'Save');
  await page.keyboard.press('Tab');
  await expectFocusOn(page, close, 'Close');

  // Escape closes the details; focus is back on the View that opened them.
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expectFocusOn(page, view, 'View');
  await expect(row).toContainText('Set');
});

test('the Calendar tab: add a calendar, Sync now, and import a CSV file, by keyboard', async ({ page }, testInfo) => {
  await openSignedIn(page, session, `/digital-guides/${idGuide}/edit`);
  const detailsTab = page.getByRole('tab', { name: 'Details' });
  await expect(detailsTab).toHaveAttribute('aria-selected', 'true');

  // Tab reaches the selected tab; the arrow keys move to Calendar and show it.
  await tabTo(page, detailsTab);
  const calendarTab = page.getByRole('tab', { name: 'Calendar' });
  await pressUntilFocused(page, 'ArrowRight', calendarTab, { max: 8 });
  await expect(calendarTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No calendar yet.')).toBeVisible();

  // Add a calendar: address, label, then Add calendar by Enter.
  const address = page.getByRole('textbox', { name: /^Calendar address( \*)?$/ });
  await tabTo(page, address, { max: 10 });
  await page.keyboard.type(feeds.url);
  await tabTo(page, page.getByRole('textbox', { name: 'Label' }), { max: 2 });
  await page.keyboard.type('Airbnb');
  const add = page.getByRole('button', { name: 'Add calendar' });
  await tabTo(page, add, { max: 3 });
  await expectFocusRing(add);
  await page.keyboard.press('Enter');
  const first = page.getByRole('status').filter({ hasText: 'First reading of Airbnb' });
  await expect(first).toContainText('1 new, 0 changed, 0 cancelled');
  await expect(address).toHaveValue('');
  // The answer is in: focus is still on Add calendar, where the host pressed it.
  await expectFocusOn(page, add, 'Add calendar');

  // Sync now, above the form: Shift+Tab goes back to it; Enter reads the calendar again.
  const sync = page.getByRole('listitem').filter({ hasText: 'Airbnb' }).getByRole('button', { name: 'Sync now' });
  await shiftTabTo(page, sync, { max: 10 });
  await expectFocusRing(sync);
  await holdingTimers(page, async () => {
    await page.keyboard.press('Enter');
    await expect(page.getByText('Airbnb read: 0 new, 0 changed, 0 cancelled.')).toBeVisible();
    await shoot(page, testInfo, 'calendar-synced');
  });
  await expect(sync).toBeEnabled();
  await expectFocusOn(page, sync, 'Sync now');
  expect((await listStays(session.token, idGuide)).filter((s) => s.source === 'calendar')).toHaveLength(1);

  // The CSV import: Enter on Choose a CSV file opens the file chooser; the file is sent at once.
  const choose = page.getByRole('button', { name: 'Choose a CSV file' });
  await tabTo(page, choose, { max: 20 });
  await expectFocusRing(choose);
  const csv = [
    'guest_name,guest_email,guest_phone,check_in,check_out,guests,reference,language,door_code',
    `Ines Import,,,${londonIn(20).slice(0, 10)},${londonIn(23).slice(0, 10)},2,,,`,
    `Ivo Import,,,${londonIn(30).slice(0, 10)},${londonIn(32).slice(0, 10)},1,,,`,
    '',
  ].join('\r\n');
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'stays.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByRole('status').filter({ hasText: '2 stays imported.' })).toBeVisible();
  await shoot(page, testInfo, 'calendar-imported');
  await expectFocusOn(page, choose, 'Choose a CSV file');
  const names = (await listStays(session.token, idGuide)).map((s) => s.guest_name);
  expect(names).toEqual(expect.arrayContaining(['Ines Import', 'Ivo Import']));
});

test('Messages: a rule written, a field code inserted, previewed and saved, by keyboard', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, session, '/messages');
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const newRule = page.getByRole('button', { name: 'New rule' });
  await tabTo(page, newRule);
  await expectFocusRing(newRule);
  await page.keyboard.press('Enter');
  const rule = page.getByRole('dialog', { name: 'New rule' });
  await expect(rule).toBeVisible();
  await expect(rule.locator(':focus')).toHaveCount(1);

  // Name, guide, trigger, days (ArrowUp), send time, each reached by Tab.
  const name = rule.getByRole('textbox', { name: /^Name/ });
  await tabTo(page, name, { max: 5, within: rule });
  await page.keyboard.type('Reminder by keyboard');
  const guide = select(rule, 'Guide');
  await tabTo(page, guide, { max: 2, within: rule });
  await searchByKeys(page, guide, GUIDE.slice(0, 4), GUIDE);
  await expect(guide).toHaveValue(GUIDE);
  const when = select(rule, 'When');
  await tabTo(page, when, { max: 2, within: rule });
  await chooseByKeys(page, when, 'Days after check-out', 'Space');
  await expect(when).toHaveValue('Days after check-out');
  const days = rule.getByRole('textbox', { name: 'Days' });
  await tabTo(page, days, { max: 2, within: rule });
  await page.keyboard.press('ArrowUp');
  await expect(days).toHaveValue('2');
  const time = rule.getByLabel('Send time');
  await tabTo(page, time, { max: 3, within: rule });
  await page.keyboard.type('0930');
  await expect(time).toHaveValue('09:30');

  // The English texts: subject, then the body with a field code from the list, by Enter and by Space.
  await expect(rule.getByRole('tab', { name: /English.*\(required\)/ })).toBeVisible();
  const subject = rule.getByRole('textbox', { name: /^Subject/ });
  await tabTo(page, subject, { max: 8, within: rule });
  await page.keyboard.type('Thank you for staying at {{guide_title}}');
  const body = rule.getByRole('textbox', { name: /^Message/ });
  await tabTo(page, body, { max: 2, within: rule });
  await page.keyboard.type('Hello ');
  const firstName = rule.getByRole('button', { name: 'Insert {{guest_first_name}}' });
  await tabTo(page, firstName, { max: 2, within: rule });
  await expectFocusRing(firstName);
  await page.keyboard.press('Enter');
  // The code goes in where the cursor was, and the cursor (focus) is back in the body after it.
  await expect(body).toBeFocused();
  await expect(body).toHaveValue('Hello {{guest_first_name}}');
  await page.keyboard.type(', your door code was ');
  await tabTo(page, rule.getByRole('button', { name: 'Insert {{door_code}}' }), { max: 6, within: rule });
  await page.keyboard.press('Space');
  await expect(body).toBeFocused();
  await page.keyboard.type('.');
  await expect(body).toHaveValue('Hello {{guest_first_name}}, your door code was {{door_code}}.');

  // The preview, filled from the guide's next stay.
  await expect(rule.getByTestId('rule-preview-subject')).toHaveText(`Thank you for staying at ${GUIDE}`);
  await expect(rule.getByTestId('rule-preview-body')).toContainText('Hello Kira, your door code was');
  await expect(rule.getByText(`As ${GUEST}, the next guest of this guide, would read it.`)).toBeVisible();
  await shoot(page, testInfo, 'rule-form');

  // Save by Enter: the dialog closes, focus is back on New rule, the rule is listed.
  const save = rule.getByRole('button', { name: 'Save' });
  await tabTo(page, save, { max: 20, within: rule });
  await expectFocusRing(save);
  await page.keyboard.press('Enter');
  await expect(rule).toBeHidden();
  await expectFocusOn(page, newRule, 'New rule');
  await expect(
    page.getByRole('table', { name: 'Message rules' }).getByRole('row', { name: /Reminder by keyboard/ }),
  ).toContainText('2 days after check-out at 09:30');
});
