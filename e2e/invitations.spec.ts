/**
 * Invitations end to end: the host invites a guest from Invites home, the e-mail arrives
 * at the real SMTP receiver with the personal link, and the guest guide opened through
 * it shows the Hidden phone and the topics only for invited guests inside the access window; an
 * invitation whose window has not opened yet says when it opens and shows neither, nor does the
 * plain share link (its payload, search and House Manual).
 */
import { type Page } from '@playwright/test';
import { instantToLocal } from '../packages/contract/src/local-time.ts';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { newAccount, withApi, type LoginResult } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { waitForMail, linkIn } from './support/mailbox.ts';
import { pngFile } from './support/images.ts';
import { parsePdf } from '../apps/server/test/helpers/pdf.ts';
import { holdingTimers } from './support/timed.ts';

/** The guest searches the guide (in memory, over what this link received) and reads the result titles. */
async function searchTitles(guest: Page, words: string): Promise<string[]> {
  await guest.getByRole('searchbox').first().fill(words);
  await expect(guest.getByRole('heading', { name: 'Search results' })).toBeVisible();
  return guest.locator('.search-results .topic-link-name').allInnerTexts();
}

const HIDDEN_PHONE = '+44 7700 900123';
const VISIBLE_PHONE = '+44 20 7946 0001';
const TZ = 'Europe/London';
const HOUR = 3_600_000;
const KEY_SAFE = 'Key safe';
const KEY_CODE = '5183';

/** A wall-clock time in the guide's timezone, `hours` from `now`, as the form takes it. */
const londonAt = (now: number, hours: number) => instantToLocal(new Date(now + hours * HOUR), TZ);

// A host of its own: the Create Invitation dialog offers every guide of the account, and Invites home
// lists every invitation of it.
let session: LoginResult;

test.beforeAll(() =>
  withApi(async (api) => {
    session = await api.signUpVerified(newAccount('invites'));
    const { id_guide } = await api.createGuide({
      title: 'Lighthouse Cottage',
      host: 'Ana Host',
      phone: VISIBLE_PHONE,
      phone_id_contact_type: 1,
      phone2: HIDDEN_PHONE,
      phone2_id_contact_type: 2,
      address: '1 Lighthouse Lane',
      city: 'Penzance',
      country: 'United Kingdom',
      id_address_view: 2,
      timezone: TZ,
    });
    // One topic for everyone, one only for invited guests during their stay (a key safe code).
    const image = await api.upload(await pngFile('lighthouse.png', 120));
    const arrival = await api.createCategory({ id_guide, name: 'Arrival', image: '<i class="fa-solid fa-key"></i>' });
    for (const [name, content, view] of [
      ['Parking', '<p>Park by the harbour wall.</p>', 1],
      [KEY_SAFE, `<p>The code is ${KEY_CODE}.</p>`, 2],
    ] as const)
      await api.createTopic({
        id_guide_content: arrival.id_guide_content,
        name,
        content,
        id_status: 1,
        id_topic_view: view,
        id_file_public: image.id_file_public,
      });
  }),
);

async function invite(page: Page, guest: { name: string; email: string; checkInHours: number; checkOutHours: number }) {
  await page.getByRole('button', { name: 'Create Invitation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Invitation' });
  await dialog.getByLabel('Guest name').fill(guest.name);
  await dialog.getByLabel('Guest e-mail').fill(guest.email);
  // One "now" for all three times, so a minute ticking over between them does not matter.
  const now = Date.now();
  await dialog.getByLabel(/^Check-in/).fill(londonAt(now, guest.checkInHours));
  await dialog.getByLabel(/^Check-out/).fill(londonAt(now, guest.checkOutHours));
  // Prefilled from Settings: 24 h before check-in.
  await expect(dialog.getByLabel(/^Access from/)).toHaveValue(londonAt(now, guest.checkInHours - 24));
  await dialog.getByRole('button', { name: 'Create Invitation' }).click();
  const details = page.getByRole('dialog', { name: 'Invitation', exact: true });
  await expect(details).toBeVisible();
  const link = await details.getByLabel('Personal link').inputValue();
  await details.getByRole('button', { name: 'Close', exact: true }).first().click();
  return link;
}

test('invite a guest: the e-mailed link shows the Hidden phone inside the window only', async ({
  page,
  browser,
}, testInfo) => {
  await openSignedIn(page, session, '/invites-home');
  await expect(page.getByRole('heading', { name: 'Invites' })).toBeVisible();

  const email = `guest-${Date.now().toString(36)}@example.com`;
  // Check-in in 2 hours: the window opened 22 hours ago.
  const activeLink = await invite(page, { name: 'Grace Guest', email, checkInHours: 2, checkOutHours: 72 });
  // The personal link: the guide's readable link with the invitation token.
  const mail = await waitForMail(email, /\?invite=/);
  const mailed = linkIn(mail, /\?invite=/);
  expect(mailed.href).toBe(activeLink);
  expect(mail.subject).toContain('Lighthouse Cottage');

  // A second invitation whose window opens in 9 days.
  const laterLink = await invite(page, {
    name: 'Lena Later',
    email: `later-${Date.now().toString(36)}@example.com`,
    checkInHours: 240,
    checkOutHours: 300,
  });

  const table = page.getByRole('table', { name: 'Invitations' });
  await expect(table.getByRole('row', { name: /Grace Guest.*Active/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Lena Later.*Scheduled/ })).toBeVisible();

  // The guest, in a browser of their own, opens the e-mailed link (path and query on this server).
  const guest = await browser.newPage();
  try {
    await guest.goto(`${mailed.pathname}${mailed.search}#help`);
    await expect(guest.getByText(/Welcome, Grace Guest/)).toBeVisible();
    await expect(guest.getByText(HIDDEN_PHONE)).toBeVisible();
    // Inside the window the invited-only topic is there, and search finds it.
    await guest.goto(`${mailed.pathname}${mailed.search}`);
    expect((await searchTitles(guest, 'key safe')).join(' ')).toContain(KEY_SAFE);

    const later = new URL(laterLink);
    await guest.goto(`${later.pathname}${later.search}#help`);
    await expect(guest.getByText(/Your access opens on/)).toBeVisible();
    await expect(guest.getByText(VISIBLE_PHONE)).toBeVisible();
    await expect(guest.getByText(HIDDEN_PHONE)).toHaveCount(0);

    // Without the invitation, the plain share link shows no Hidden phone either.
    await guest.goto(`${mailed.pathname}#help`);
    await expect(guest.getByText(VISIBLE_PHONE)).toBeVisible();
    await expect(guest.getByText(HIDDEN_PHONE)).toHaveCount(0);
    // Nor the invited-only topic: not in search, not in the payload, not in the House Manual.
    await guest.goto(mailed.pathname);
    expect((await searchTitles(guest, 'key safe')).join(' ')).not.toContain(KEY_SAFE);
    expect((await searchTitles(guest, 'parking')).join(' ')).toContain('Parking');
    // The readable page names its guide's share token; the guest API is the token's.
    const token = await guest.locator('meta[name="share-token"]').getAttribute('content');
    const api = `/api/guest/guides/${token}`;
    const payload = await (await guest.request.get(api)).text();
    expect(payload).toContain('Parking');
    expect(payload).not.toContain(KEY_CODE);
    const pdf = await parsePdf(Buffer.from(await (await guest.request.get(`${api}/pdf`)).body()));
    expect(pdf.text).toContain('Parking');
    expect(pdf.text).not.toContain(KEY_SAFE);
  } finally {
    await guest.close();
  }

  // Opened shows Yes after the guest's visit; Delete asks first.
  await page.reload();
  await expect(table.getByRole('row', { name: /Grace Guest.*Active.*Yes/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('invites-home.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'invites-home', testInfo);
  await table.getByRole('button', { name: 'View invitation of Grace Guest' }).click();
  await expect(page.getByRole('dialog', { name: 'Invitation', exact: true }).getByLabel('Personal link')).toHaveValue(
    activeLink,
  );
  await page.screenshot({ path: testInfo.outputPath('invitation-details.png'), fullPage: true });
  await page
    .getByRole('dialog', { name: 'Invitation', exact: true })
    .getByRole('button', { name: 'Close', exact: true })
    .first()
    .click();
  await table.getByRole('button', { name: 'Delete invitation of Lena Later' }).click();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(table.getByRole('row', { name: /Lena Later/ })).toHaveCount(0);
});

test('Template and Settings: edit, preview, save, and both persist', async ({ page }, testInfo) => {
  await openSignedIn(page, session, '/template');
  const subject = page.getByLabel(/^Subject/);
  await expect(subject).toHaveValue('Your guide to {{guide_title}}');
  await subject.fill('{{guest_name}}, your stay at {{guide_title}}');
  await expect(page.getByTestId('preview-subject')).toHaveText('Alex Smith, your stay at Seaside Cottage');
  // A message without {{link}} is refused before it is sent.
  const body = page.getByLabel(/^Message/);
  await body.fill('Hello {{guest_name}}');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/must contain \{\{link\}\}/)).toBeVisible();
  await body.fill('Hello {{guest_name}}, here is your guide: ');
  await page.getByRole('button', { name: 'Insert {{link}}' }).click();
  await expect(body).toHaveValue('Hello {{guest_name}}, here is your guide: {{link}}');
  // The sample link has the shape guests get: the readable link under the workspace's link name.
  await expect(page.getByTestId('preview-body')).toContainText(
    /\/[a-z0-9-]{3,60}\/seaside-cottage\?invite=personal-code/,
  );
  await holdingTimers(page, async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Template saved.')).toBeVisible();
  });
  await page.screenshot({ path: testInfo.outputPath('template.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'template', testInfo);
  await page.reload();
  await expect(page.getByLabel(/^Subject/)).toHaveValue('{{guest_name}}, your stay at {{guide_title}}');

  await page.goto('/setting');
  const before = page.getByLabel(/^Hours before check-in/);
  await expect(before).toHaveValue('24 h');
  await before.fill('36');
  await holdingTimers(page, async () => {
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
  });
  await page.screenshot({ path: testInfo.outputPath('settings.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'settings', testInfo);
  await page.reload();
  await expect(page.getByLabel(/^Hours before check-in/)).toHaveValue('36 h');
});
