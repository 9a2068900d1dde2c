/**
 * The host's stays and timed messages in the browser: a host creates a stay on Invite Home, sets its
 * door code in the stay's details (the list then says a code is set, never which), sees the stay's
 * messages, then writes a message rule on the Messages screen and reads its live preview, filled from
 * that stay, in the guide's two languages. Each screen is photographed at 1280 and 375 px
 * (e2e/artifacts/screenshots/stays-*.png).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, type TestInfo } from '@playwright/test';
import { instantToLocal } from '../packages/contract/src/local-time.ts';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { GuideApi, newAccount, withApi, type LoginResult } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');
const TZ = 'Europe/London';
const DAY = 86_400_000;
const GUIDE = 'Quayside Loft';
const GUEST = 'Grace Hopper';
const CODE = '4711';

/** A wall-clock time in the guide's timezone, `days` from now, as the form takes it. */
const londonIn = (days: number) => instantToLocal(new Date(Date.now() + days * DAY), TZ);

// A host of its own: the stays list and the rules are the whole account's.
let session: LoginResult;

test.beforeAll(() =>
  withApi(async (api, request) => {
    fs.mkdirSync(shotsDir, { recursive: true });
    session = await api.signUpVerified(newAccount('stays'));
    const { id_guide } = await api.createGuide({ title: GUIDE, host: 'Ana Host', timezone: TZ });
    await new GuideApi(request, session.token).setLanguages(id_guide, 'en', ['fr']);
  }),
);

/** The page at 1280 px, then at 375 px (then back): full-page pictures, nothing wider than the window. */
async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSidewaysScroll(page, `${name} at ${width} px`);
    const file = path.join(shotsDir, `stays-${name}-${width}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    await testInfo.attach(`${name}-${width}`, { path: file, contentType: 'image/png' });
  }
  if (size) await page.setViewportSize(size);
}

test('a host creates a stay, sets its door code, and writes a timed message with its preview', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, session, '/invites-home');
  await expect(page.getByRole('heading', { name: 'Invites' })).toBeVisible();

  // A stay in four days, without sending the invitation.
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  const create = page.getByRole('dialog', { name: 'Create Invitation' });
  await create.getByLabel('Guest name').fill(GUEST);
  await create.getByLabel('Guest e-mail').fill(`grace-${Date.now().toString(36)}@example.com`);
  await create.getByLabel(/^Check-in/).fill(londonIn(4));
  await create.getByLabel(/^Check-out/).fill(londonIn(7));
  await create.getByLabel('Send the invitation e-mail').uncheck();
  await create.getByRole('button', { name: 'Create Invitation' }).click();

  // Its details open: the Stay tab takes the door code, by keyboard.
  const details = page.getByRole('dialog', { name: 'Invitation', exact: true });
  await expect(details.getByLabel('Personal link')).toHaveValue(/^https?:\/\/[^/]+\/[a-z0-9-]+\/[a-z0-9-]+\?invite=/);
  await details.getByRole('tab', { name: 'Stay' }).click();
  const code = details.getByRole('textbox', { name: 'Door code', exact: true });
  await code.fill(CODE);
  await details.getByLabel('Guests').fill('2');
  await details.getByLabel('Booking reference').fill('HMQ4711');
  await holdingTimers(page, async () => {
    await code.press('Enter');
    await expect(page.getByText('Stay saved.')).toBeVisible();
  });
  await expect(code).toHaveValue(CODE);
  await shoot(page, testInfo, 'details-stay');
  await expectNoSeriousViolations(page, 'stay details (Stay tab)', testInfo);

  // Its messages: none until a rule exists.
  await details.getByRole('tab', { name: 'Messages' }).click();
  await expect(details.getByText(/No timed messages for this stay/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // The list: the stay with its source, and a door code set, never the code itself.
  const table = page.getByRole('table', { name: 'Invitations' });
  const row = table.getByRole('row', { name: new RegExp(GUEST) });
  await expect(row).toContainText('Manual');
  await expect(row).toContainText('Scheduled');
  await expect(row).toContainText('Set');
  await expect(table).not.toContainText(CODE);
  await shoot(page, testInfo, 'list');
  await expectNoSeriousViolations(page, 'stays list', testInfo);

  // The status filter: no cancelled stay.
  await page
    .getByRole('textbox', { name: 'Status' })
    .or(page.getByRole('combobox', { name: 'Status' }))
    .click();
  await page.getByRole('option', { name: 'Cancelled' }).click();
  await expect(page.getByText('No stay matches these filters.')).toBeVisible();

  // Messages (Invites menu): a rule for the guide, and its preview filled from the stay.
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New rule' }).click();
  const rule = page.getByRole('dialog', { name: 'New rule' });
  await rule.getByLabel(/^Name/).fill('Door code the day before');
  await rule
    .getByRole('textbox', { name: 'Guide' })
    .or(rule.getByRole('combobox', { name: 'Guide' }))
    .fill(GUIDE.slice(0, 5));
  // The guide chooser searches: typing a part of the title leaves the guides that have it.
  await expect(page.getByRole('option', { name: 'All guides' })).toBeHidden();
  await page.getByRole('option', { name: GUIDE }).click();
  await expect(rule.getByRole('tab', { name: /English.*\(required\)/ })).toBeVisible();
  await rule.getByLabel(/^Subject/).fill('Your stay at {{guide_title}}');
  const body = rule.getByRole('textbox', { name: /^Message/ });
  await body.fill('Hello ');
  await rule.getByRole('button', { name: 'Insert {{guest_first_name}}' }).click();
  await body.press('End');
  await body.pressSequentially(', your door code is {{door_code}}.');
  await expect(rule.getByTestId('rule-preview-subject')).toHaveText(`Your stay at ${GUIDE}`);
  await expect(rule.getByTestId('rule-preview-body')).toContainText('Hello Grace,');
  await expect(rule.getByText(`As ${GUEST}, the next guest of this guide, would read it.`)).toBeVisible();
  // The French tab has its own text and preview.
  await rule.getByRole('tab', { name: /Français/ }).click();
  await rule.getByLabel(/^Subject/).fill('Votre séjour');
  await rule.getByRole('textbox', { name: /^Message/ }).fill('Bonjour {{guest_first_name}}');
  await expect(rule.getByTestId('rule-preview-body')).toContainText('Bonjour Grace');
  await shoot(page, testInfo, 'rule-form');
  await expectNoSeriousViolations(page, 'message rule form', testInfo);
  await rule.getByRole('button', { name: 'Save' }).click();
  await expect(rule).toBeHidden();
  const rules = page.getByRole('table', { name: 'Message rules' });
  await expect(rules.getByRole('row', { name: /Door code the day before/ })).toContainText(
    `1 day before check-in at 10:00`,
  );
  await shoot(page, testInfo, 'rules');
  await expectNoSeriousViolations(page, 'messages screen', testInfo);

  // The stay now has the rule's message, scheduled.
  await page.getByRole('link', { name: 'Invite Home' }).click();
  // The list names it as the stay's next message.
  await expect(row).toContainText('Door code the day before');
  await page.getByRole('button', { name: `View invitation of ${GUEST}` }).click();
  await details.getByRole('tab', { name: 'Messages' }).click();
  const messages = details.getByRole('table', { name: 'Messages' });
  await expect(messages.getByRole('row', { name: /Door code the day before/ })).toContainText('Scheduled');
  await shoot(page, testInfo, 'details-messages');
});
