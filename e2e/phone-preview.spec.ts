/**
 * The phone preview beside the Details and Content tabs: the guest guide as it will
 * look, Drafts and topics only for invited guests marked, and following the host's saves in place
 * (no reload of the page or of the preview); below 1200 px it opens from a button.
 */
import { type FrameLocator, type Page } from '@playwright/test';
import { MESSAGES } from '@guidebook/contract';
import { test, expect } from './support/fixtures.ts';
import { withApi } from './support/api.ts';
import { pngFile } from './support/images.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const TITLE = 'Harbour Cottage';
const CATEGORY = 'Arrival';
const PUBLISHED = 'WiFi';
const DRAFT = 'Parking';
const RENAMED = 'Parking behind the cottage';
const INVITED = 'Door code';
const DRAFT_CATEGORY = 'Pool';

let guideId = 0;

// Every page starts signed in as the project's shared host (support/host.ts).
test.use({ signedIn: true });

test.beforeAll(({ host }) =>
  withApi(async (api) => {
    api.use(host);
    ({ id_guide: guideId } = await api.createGuide({ title: TITLE, subtitle: 'Your home by the sea' }));
    const arrival = await api.createCategory({
      id_guide: guideId,
      name: CATEGORY,
      image: '<i class="fa-solid fa-key"></i>',
    });
    const image = await api.upload(await pngFile('harbour.png', 200));
    const withImage = { content: '<p>Details.</p>', id_file_public: image.id_file_public };
    const inArrival = { id_guide_content: arrival.id_guide_content, ...withImage };
    await api.createTopic({ ...inArrival, name: PUBLISHED, id_status: 1 });
    await api.createTopic({ ...inArrival, name: DRAFT, id_status: 0 });
    await api.createTopic({ ...inArrival, name: INVITED, id_status: 1, id_topic_view: 2 });
    const pool = await api.createCategory({
      id_guide: guideId,
      name: DRAFT_CATEGORY,
      image: '<i class="fa-solid fa-water-ladder"></i>',
      id_status: 0,
    });
    await api.createTopic({ id_guide_content: pool.id_guide_content, name: 'Pool hours', ...withImage });
  }),
);

async function signedIn(page: Page, to: string): Promise<void> {
  await page.goto(to);
}

const previewOf = (page: Page): FrameLocator => page.getByTitle(MESSAGES.admin.phonePreviewTitle).contentFrame();

/** Marks both windows; a reload of either would drop its mark. */
async function markWindows(page: Page, preview: FrameLocator): Promise<void> {
  await page.evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
  await preview.locator('html').evaluate(() => Object.assign(window, { e2eNotReloaded: true }));
}

async function stillSameWindows(page: Page, preview: FrameLocator): Promise<void> {
  expect(await page.evaluate(() => 'e2eNotReloaded' in window), 'the admin page was not reloaded').toBe(true);
  expect(await preview.locator('html').evaluate(() => 'e2eNotReloaded' in window), 'the preview was not reloaded').toBe(
    true,
  );
}

test('beside Details and Content: drafts marked, and a saved edit shows without a reload', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, `/digital-guides/${guideId}/edit`);
  await expect(page.getByRole('heading', { name: `Updating Guide: ${TITLE}` })).toBeVisible();

  const frame = page.getByTitle(MESSAGES.admin.phonePreviewTitle);
  await expect(frame).toHaveAttribute('src', `/digital-guides-view?preview=${guideId}&drafts=1`);
  await expect(page.getByText(MESSAGES.admin.phonePreviewCaption)).toBeVisible();
  await expect(page.getByRole('link', { name: MESSAGES.admin.phonePreviewOpen })).toHaveAttribute(
    'href',
    `/digital-guides-view?preview=${guideId}&drafts=1`,
  );
  // Beside the form, not under it.
  const form = await page.getByRole('textbox', { name: 'Title', exact: true }).boundingBox();
  const phone = await frame.boundingBox();
  expect(phone && form && phone.x > form.x + form.width).toBe(true);

  const preview = previewOf(page);
  await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

  await test.step('the Info tab marks the Draft category, the Draft topic and the invited-only topic', async () => {
    await preview.getByRole('tab', { name: 'Info' }).click();
    await expect(preview.getByRole('link', { name: `${DRAFT_CATEGORY} ${MESSAGES.guest.draftBadge}` })).toBeVisible();
    await expect(preview.getByRole('link', { name: CATEGORY, exact: true })).toBeVisible();
    await preview.getByRole('link', { name: CATEGORY, exact: true }).click();
    await expect(preview.getByRole('link', { name: PUBLISHED, exact: true })).toBeVisible();
    await expect(
      preview.getByRole('link', { name: `${DRAFT} ${MESSAGES.guest.draftBadge}`, exact: true }),
    ).toBeVisible();
    await expect(
      preview.getByRole('link', { name: `${INVITED} ${MESSAGES.guest.invitedOnlyBadge}`, exact: true }),
    ).toBeVisible();
  });

  // The whole phone, its caption and its link fit in the 800 px high window.
  const link = await page.getByRole('link', { name: MESSAGES.admin.phonePreviewOpen }).boundingBox();
  expect(link && link.y + link.height <= 800).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('12-phone-preview-after.png') });

  await markWindows(page, preview);

  await test.step('rename and publish the Draft in the Content tab: the preview follows in place', async () => {
    await page.getByRole('tab', { name: 'Content' }).click();
    // The same preview stays beside the Content tab, still on the category the host opened.
    await expect(frame).toBeVisible();
    await page.getByRole('button', { name: new RegExp(`^${CATEGORY} \\d+ topics?$`) }).click();
    await page.getByRole('button', { name: `Edit topic ${DRAFT}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Topic' });
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(RENAMED);
    await dialog.getByRole('combobox', { name: 'Topic Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    await dialog.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(dialog).toBeHidden();

    await expect(preview.getByRole('link', { name: RENAMED, exact: true })).toBeVisible();
    await expect(preview.getByRole('link', { name: new RegExp(`^${DRAFT}`) })).toHaveCount(1);
    await expect(preview.getByText(MESSAGES.guest.draftBadge, { exact: true })).toHaveCount(0);
    await stillSameWindows(page, preview);
  });

  await test.step('a Details save shows too (the title)', async () => {
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${TITLE} by the sea`);
    await holdingTimers(page, async () => {
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText(MESSAGES.guide.updated).first()).toBeVisible();
    });
    await expect(preview.getByRole('heading', { level: 1, name: `${TITLE} by the sea` })).toBeVisible();
    // Still on the category the host had opened in the preview.
    await expect(preview.getByRole('link', { name: RENAMED, exact: true })).toBeVisible();
    await stillSameWindows(page, preview);
  });
});

test('the guests’ link never shows the marks', async ({ page }) => {
  // The preview without drafts=1, as the Quick Share tab's example view opens it: no Draft at all.
  await signedIn(page, `/digital-guides-view?preview=${guideId}#info`);
  await expect(page.getByRole('link', { name: CATEGORY, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(DRAFT_CATEGORY) })).toHaveCount(0);
  await expect(page.getByText(MESSAGES.guest.draftBadge, { exact: true })).toHaveCount(0);
  await expect(page.getByText(MESSAGES.guest.invitedOnlyBadge, { exact: true })).toHaveCount(0);
});

test('below 1200 px the preview opens from a button, inside the page width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedIn(page, `/digital-guides/${guideId}/edit`);
  await expect(page.getByRole('heading', { name: /^Updating Guide: / })).toBeVisible();
  await expect(page.getByTitle(MESSAGES.admin.phonePreviewTitle)).toHaveCount(0);
  const show = page.getByRole('button', { name: MESSAGES.admin.phonePreviewShow });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  const frame = page.getByTitle(MESSAGES.admin.phonePreviewTitle);
  await expect(previewOf(page).getByRole('heading', { level: 1, name: new RegExp(TITLE) })).toBeVisible();
  const box = await frame.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await expectNoSidewaysScroll(page, 'the edit screen with its phone preview at 375 px');
  await page.getByRole('button', { name: MESSAGES.admin.phonePreviewHide }).click();
  await expect(frame).toHaveCount(0);
  // Not beside the other tabs.
  await page.getByRole('tab', { name: 'Map' }).click();
  await expect(page.getByRole('button', { name: MESSAGES.admin.phonePreviewShow })).toHaveCount(0);
});
