/**
 * Shared topics end to end. A host writes a "House rules" shared topic that uses {{bin_day}} on the
 * Shared topics screen, places it into the Rules category of two guides from their Content tabs
 * (each shows it with a Shared badge), gives each guide its own bin_day in the Details tab's
 * Property values (which first names the value as missing), and sees each guest guide read its own
 * day. The host then edits the shared topic once, and both guest guides show the change.
 * Screenshots of the screens at 1280 and 375 px: `artifacts/screenshots/shared-topics-*.png`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { withApi, GuideApi } from './support/api.ts';
import { pngFile } from './support/images.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');

const TOPIC = 'House rules';
const IMAGE = 'house-rules.png';
const GUIDES = [
  { title: 'Harbour House', day: 'Tuesday' },
  { title: 'Canal Flat', day: 'Friday' },
];
const CATEGORY = 'Rules';

type Placed = { title: string; day: string; id: number; token: string };
let guides: Placed[] = [];

test.describe.configure({ mode: 'serial' });

// Every page starts signed in as the project's shared host (support/host.ts). The machine running
// the browser tests may be busy: each action and screen gets more time than the defaults.
test.use({ signedIn: true, actionTimeout: 60_000, navigationTimeout: 90_000 });
const slow = expect.configure({ timeout: 60_000 });

test.beforeAll(({ host }) =>
  withApi(async (api, request) => {
    api.use(host);
    await api.upload(await pngFile(IMAGE, 40));
    guides = [];
    for (const guide of GUIDES) {
      const { id_guide } = await api.createGuide({ title: guide.title, timezone: 'Europe/London' });
      await api.createCategory({ id_guide, name: CATEGORY, image: '<i class="fa-solid fa-house"></i>' });
      guides.push({ ...guide, id: id_guide, token: await new GuideApi(request, host.token).shareToken(id_guide) });
    }
  }),
);

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: path.join(shotsDir, `shared-topics-${name}.png`), fullPage, animations: 'disabled' });
}

/** A popup or toast with this text. */
const message = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** Picks the uploaded image from the library in "Manage Your Images". */
async function chooseImage(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: /^(Choose|Change) image$/ }).click();
  const manager = page.getByRole('dialog', { name: 'Manage Your Images' });
  await manager.getByRole('tab', { name: 'Select from Library' }).click();
  await manager.getByRole('button', { name: IMAGE, exact: true }).click();
  await manager.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(manager).toBeHidden();
}

/** Replaces the Quill editor's text in `dialog`. */
async function writeContent(dialog: Locator, text: string): Promise<void> {
  const editor = dialog.getByRole('textbox', { name: /Topic Content/ });
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.press('Backspace');
  await editor.pressSequentially(text);
  await expect(editor).toHaveText(text);
}

/** What a guest reads in the guide's House rules (a fresh browser each time: no kept copy). */
async function guestReads(browser: Browser, guide: Placed, width = 1280): Promise<string> {
  const context = await browser.newContext({
    viewport: { width, height: width <= 375 ? 812 : 800 },
    ...(width <= 375 ? { isMobile: true, hasTouch: true } : {}),
  });
  try {
    const guest = await context.newPage();
    await guest.goto(`/g/${encodeURIComponent(guide.token)}`);
    await guest.getByRole('tab', { name: 'Info' }).click();
    await guest.getByRole('link', { name: CATEGORY }).click();
    await guest.getByRole('link', { name: TOPIC }).click();
    const text = guest.getByText(/^Bins go out on/);
    await slow(text).toBeVisible();
    if (width <= 375) await shot(guest, `guest-${guide.day.toLowerCase()}-375`);
    return (await text.textContent()) ?? '';
  } finally {
    await context.close();
  }
}

test('a shared topic filled per guide, edited once, changes both guest guides', async ({ page, browser }) => {
  test.setTimeout(600_000);

  await test.step('write the House rules shared topic with {{bin_day}}', async () => {
    await page.goto('/shared-topics');
    await slow(page.getByRole('heading', { level: 1, name: 'Shared topics' })).toBeVisible();
    await page.getByRole('button', { name: 'New shared topic' }).click();
    const dialog = page.getByRole('dialog', { name: 'New shared topic' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(TOPIC);
    await chooseImage(page, dialog);
    await writeContent(dialog, 'Bins go out on {{bin_day}}.');
    await shot(page, 'form-1280', false);
    await holdingTimers(page, async () => {
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(message(page, 'Shared topic created.')).toBeVisible();
    });
    await expect(dialog).toBeHidden();
    const row = page.getByTestId('shared-topic-row').filter({ hasText: TOPIC });
    await expect(row).toContainText('Not placed in a guide yet');
    await expect(row).toContainText('{{bin_day}}');
  });

  for (const guide of guides) {
    await test.step(`place it in ${guide.title}'s ${CATEGORY} category`, async () => {
      await page.goto(`/digital-guides/${guide.id}/edit?tab=content`);
      const category = page.getByRole('button', { name: new RegExp(`^${CATEGORY} \\d+ topics?$`) });
      await slow(category).toBeVisible();
      await category.click();
      await page.getByRole('button', { name: 'Add shared topic' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add shared topic' });
      await dialog.getByRole('combobox', { name: 'Shared topic' }).click();
      await page.getByRole('option', { name: TOPIC }).click();
      await holdingTimers(page, async () => {
        await dialog.getByRole('button', { name: 'Add', exact: true }).click();
        await expect(message(page, 'Shared topic added to the category.')).toBeVisible();
      });
      const item = page.getByRole('list', { name: 'Topics' }).getByRole('listitem').filter({ hasText: TOPIC });
      await expect(item).toContainText('Shared');
      await expect(item.getByRole('button', { name: `Detach shared topic ${TOPIC}` })).toBeVisible();
      // Edited once for every guide, on the Shared topics screen: no Edit or Delete here.
      await expect(item.getByRole('button', { name: `Edit topic ${TOPIC}` })).toHaveCount(0);
      if (guide === guides[0]) await shot(page, 'content-tab-1280', false);
    });

    await test.step(`give ${guide.title} its own bin_day: ${guide.day}`, async () => {
      await page.goto(`/digital-guides/${guide.id}/edit`);
      const section = page.getByRole('region', { name: 'Property values' });
      const missing = section.getByTestId('missing-values');
      await slow(missing).toBeVisible();
      await missing.getByRole('button', { name: '{{bin_day}}' }).click();
      await section.getByRole('textbox', { name: 'Value of bin_day' }).fill(guide.day);
      await expect(missing).toBeHidden();
      await holdingTimers(page, async () => {
        await section.getByRole('button', { name: 'Save values' }).click();
        await expect(message(page, 'Property values saved.')).toBeVisible();
      });
      if (guide === guides[0]) {
        await section.scrollIntoViewIfNeeded();
        await section.screenshot({ path: path.join(shotsDir, 'shared-topics-values-1280.png') });
      }
    });
  }

  await test.step('each guest guide reads its own day', async () => {
    for (const guide of guides) expect(await guestReads(browser, guide)).toBe(`Bins go out on ${guide.day}.`);
  });

  await test.step('the Shared topics screen lists both guides and no missing value', async () => {
    await page.goto('/shared-topics');
    const row = page.getByTestId('shared-topic-row').filter({ hasText: TOPIC });
    await expect(row).toContainText('2 guides');
    for (const guide of guides) await expect(row).toContainText(`${guide.title} › ${CATEGORY}`);
    await expect(row).toContainText('None');
    await shot(page, 'list-1280', false);
  });

  await test.step('edit it once: both guest guides change', async () => {
    await page.getByRole('button', { name: `Edit shared topic ${TOPIC}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit shared topic' });
    await writeContent(dialog, 'Bins go out on {{bin_day}} evening, before 8 pm.');
    await holdingTimers(page, async () => {
      await dialog.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(message(page, 'Shared topic updated in every guide that shows it.')).toBeVisible();
    });
    for (const guide of guides) {
      // The guest caches are dropped by a job right after the edit.
      await expect
        .poll(() => guestReads(browser, guide), { timeout: 120_000 })
        .toBe(`Bins go out on ${guide.day} evening, before 8 pm.`);
    }
  });

  await test.step('the screens at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/shared-topics');
    await expect(page.getByTestId('shared-topic-row').filter({ hasText: TOPIC })).toBeVisible();
    await shot(page, 'list-375');
    await page.goto(`/digital-guides/${guides[0]!.id}/edit?tab=content`);
    // A phone leaves out the category's topic count: its name opens it.
    await page.getByText(CATEGORY, { exact: true }).first().click();
    await expect(page.getByRole('list', { name: 'Topics' })).toContainText('Shared');
    await shot(page, 'content-tab-375');
    await page.goto(`/digital-guides/${guides[0]!.id}/edit`);
    await expect(page.getByRole('region', { name: 'Property values' })).toBeVisible();
    await page.getByRole('region', { name: 'Property values' }).scrollIntoViewIfNeeded();
    await shot(page, 'values-375', false);
    await expectNoSidewaysScroll(page, 'the guide edit screen on a 375 px phone');
    for (const guide of guides) await guestReads(browser, guide, 375);
  });
});
