/**
 * Analytics and the Data tab end to end: a guest opens the shared guide and a topic on
 * it, and the host's Analytics tab then shows those views (figures, chart, topic table)
 * and the dashboard adds them up; the Data tab exports the guide, imports the file as a
 * new guide and duplicates it, each opening the new guide.
 */
import fs from 'node:fs/promises';
import { type Page } from '@playwright/test';
import { test, expect, storeSession } from './support/fixtures.ts';
import { withApi, newAccount, type LoginResult } from './support/api.ts';
import { pngFile } from './support/images.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { holdingTimers } from './support/timed.ts';

const TITLE = 'Harbour View Flat';
const CATEGORY = 'Getting Around';
const TOPIC = 'Bus to the beach';

let session: LoginResult;
let idGuide: number;
let shareToken: string;

test.beforeAll(() =>
  withApi(async (api, request) => {
    session = await api.signUpVerified(newAccount('analytics'));
    idGuide = (await api.createGuide({ title: TITLE, timezone: 'Europe/London' })).id_guide;
    const image = await api.upload(await pngFile('bus-stop.png', 200));
    const category = await api.createCategory({
      id_guide: idGuide,
      name: CATEGORY,
      image: '<i class="fa-solid fa-bus"></i>',
    });
    await api.createTopic({
      id_guide_content: category.id_guide_content,
      name: TOPIC,
      content: '<p>The 17 leaves from the harbour every 20 minutes.</p>',
      id_file_public: image.id_file_public,
    });
    const share = await request.get('/api/guides/share', {
      params: { id_guide: idGuide },
      headers: { authorization: `Bearer ${session.token}` },
    });
    shareToken = (await share.json()).RES_RESULT.token;
  }),
);

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await storeSession(page, session);
}

const figure = (page: Page, label: string) => page.getByTestId(`analytics-${label.toLowerCase().replace(/\s+/g, '-')}`);

test('views made by the guest journey appear in the Analytics tab and on the dashboard', async ({
  browser,
  page,
}, testInfo) => {
  // The guest: a separate browser context, no session, as on a phone.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const counted = (topic: boolean) =>
    guestPage.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/guest/guides/${shareToken}/views`) &&
        r.request().method() === 'POST' &&
        (r.request().postData() ?? '').includes('id_guide_topic') === topic,
    );
  const guideView = counted(false);
  await guestPage.goto(`/g/${shareToken}`);
  await expect(guestPage.getByRole('heading', { name: TITLE })).toBeVisible();
  expect((await guideView).status()).toBe(204);

  await guestPage.getByRole('tab', { name: 'Info' }).click();
  await guestPage.getByRole('link', { name: CATEGORY }).click();
  const topicView = counted(true);
  await guestPage.getByRole('link', { name: TOPIC }).click();
  await expect(guestPage.getByText('The 17 leaves from the harbour')).toBeVisible();
  expect((await topicView).status()).toBe(204);
  expect(await guest.cookies()).toEqual([]);
  await guest.close();

  await signIn(page);
  await page.goto(`/digital-guides/${idGuide}/edit?tab=analytics`);
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  await expect(figure(page, 'All-Time Views')).toHaveText('1');
  await expect(figure(page, 'Views Today')).toHaveText('1');
  await expect(figure(page, 'Views Yesterday')).toHaveText('0');
  await expect(figure(page, 'Invites Created')).toHaveText('0');
  // The 30-day chart is drawn (its own lazily loaded chunk).
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const table = page.getByRole('table', { name: `Topic views: ${CATEGORY}` });
  await expect(table.getByRole('columnheader')).toHaveText(['Topic Name', 'Total Views', 'Views Today']);
  await expect(table.getByRole('row').filter({ hasText: TOPIC }).getByRole('cell')).toHaveText([TOPIC, '1', '1']);

  await expectNoSeriousViolations(page, 'analytics tab', testInfo);

  await page.goto('/main-panel');
  const perGuide = page.getByRole('table', { name: 'Views per guide' });
  await expect(perGuide.getByRole('row').filter({ hasText: TITLE }).getByRole('cell')).toHaveText([TITLE, '1', '1']);
});

test('the Data tab exports the guide, imports the file as a new guide, and duplicates it', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await page.goto(`/digital-guides/${idGuide}/edit?tab=data`);
  await expect(page.getByRole('button', { name: 'Duplicate Guide' })).toBeVisible();
  await expectNoSeriousViolations(page, 'data tab', testInfo);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Guide' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('harbour-view-flat.guide.json');
  const file = await download.path();
  const exported = JSON.parse(await fs.readFile(file, 'utf8'));
  expect(exported).toMatchObject({ format: 'guidebook-guide', guide: { title: TITLE } });
  expect(exported.categories[0].topics[0].name).toBe(TOPIC);

  // Import the file: a new guide opens, with the same content.
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page).not.toHaveURL(new RegExp(`/digital-guides/${idGuide}/edit`));
  await expect(page.getByRole('heading', { name: `Updating Guide: ${TITLE}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByRole('button', { name: new RegExp(CATEGORY) }).first()).toBeVisible();

  // A file that is not a guide export is refused with the server's reason.
  await page.getByRole('tab', { name: 'Data' }).click();
  await holdingTimers(page, async () => {
    await page.locator('input[type="file"]').setInputFiles({
      name: 'notes.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"hello": "world"}'),
    });
    await expect(
      page.getByRole('alert').filter({ hasText: 'The file is not a guide export from Guidebook.' }),
    ).toBeVisible();
  });

  // Duplicate the original: confirm, then the copy opens.
  await page.goto(`/digital-guides/${idGuide}/edit?tab=data`);
  await page.getByRole('button', { name: 'Duplicate Guide' }).click();
  const confirm = page.getByRole('dialog', { name: 'Duplicate this guide?' });
  await confirm.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Updating Guide: ${TITLE} (copy)` })).toBeVisible();

  await page.goto('/digital-guides');
  await expect(page.getByRole('row').filter({ hasText: TITLE })).toHaveCount(3);
});
