/**
 * Readable links. A host sets the guide's Link name in the Quick Share tab and sees the readable link
 * change (a reserved word is refused under the field); a guest with no session opens the readable link,
 * sees the guide with the readable link still in the address bar, and opens it again offline; the former
 * link name answers with the current link.
 */
import { test, expect, serialAsHost } from './support/fixtures.ts';
import { baseUrl } from './support/env.ts';
import { pngFile } from './support/images.ts';
import { holdingTimers } from './support/timed.ts';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TITLE = `Lighthouse Cottage ${RUN}`;
const SLUG = `lighthouse-${RUN}`;
const TOPIC = { name: 'Where the keys are', text: 'The keys hang by the green door.' };

let idGuide: number;

serialAsHost(async (api) => {
  ({ id_guide: idGuide } = await api.createGuide({ title: TITLE, city: 'Porto' }));
  const image = await api.upload(await pngFile('lighthouse.png', 120));
  const arrival = await api.createCategory({
    id_guide: idGuide,
    name: 'Arrival',
    image: '<i class="fa-solid fa-key"></i>',
  });
  await api.createTopic({
    id_guide_content: arrival.id_guide_content,
    name: TOPIC.name,
    content: `<p>${TOPIC.text}</p>`,
    id_status: 1,
    id_file_public: image.id_file_public,
  });
});

let readable = '';
let former = '';

test('host: the readable link first in Quick Share, and its Link name changed there', async ({ page }) => {
  await page.goto(`/digital-guides/${idGuide}/edit?tab=quick-share`);
  const link = page.getByLabel('Readable link');
  await expect(link).toHaveValue(new RegExp(`^${baseUrl()}/[a-z0-9-]+/lighthouse-cottage-[a-z0-9-]+$`));
  former = await link.inputValue();

  const name = page.getByRole('textbox', { name: 'Link name' });
  await expect(name).toHaveValue(former.split('/').pop() as string);
  await name.fill('admin');
  await page.getByRole('button', { name: 'Save link name' }).click();
  await expect(page.getByText('“admin” is a word the app uses itself. Choose another.')).toBeVisible();
  await name.fill('Not a slug');
  await page.getByRole('button', { name: 'Save link name' }).click();
  await expect(page.getByText(/Use 3 to 60 lower-case letters/)).toBeVisible();

  await name.fill(SLUG);
  await holdingTimers(page, async () => {
    await page.getByRole('button', { name: 'Save link name' }).click();
    await expect(page.getByText('Link name saved.')).toBeVisible();
  });
  await expect(link).toHaveValue(new RegExp(`/${SLUG}$`));
  readable = await link.inputValue();
  // The token link is still there, below it.
  await expect(page.getByLabel('Guest link')).toHaveValue(/\/g\/[A-Za-z0-9_-]{16,}$/);
  await page.screenshot({ path: test.info().outputPath('quick-share-readable-link.png'), fullPage: true });
  // Kept: a fresh load shows the new link name.
  await page.reload();
  await expect(page.getByLabel('Readable link')).toHaveValue(readable);
});

test('guest: the readable link opens the guide, keeps its address, and opens again offline', async ({ browser }) => {
  expect(readable, 'the host test set the link name').not.toBe('');
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  try {
    const guest = await context.newPage();
    await guest.goto(readable);
    await expect(guest.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(guest.url()).toBe(readable);
    await guest.getByRole('tab', { name: 'Info' }).click();
    await guest.getByRole('link', { name: 'Arrival' }).click();
    await guest.getByRole('link', { name: TOPIC.name }).click();
    await expect(guest.getByText(TOPIC.text)).toBeVisible();
    await guest.screenshot({ path: test.info().outputPath('guest-readable-link.png') });

    await expect(guest.locator('html')).toHaveAttribute('data-offline-ready', 'true');
    await context.setOffline(true);
    await guest.goto(readable);
    await expect(guest.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(guest.getByText('Offline', { exact: true })).toBeVisible();
    expect(guest.url()).toBe(readable);
    await context.setOffline(false);

    // The former link name leads to the current link.
    const fresh = await context.newPage();
    await fresh.goto(former);
    await expect(fresh.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    expect(fresh.url()).toBe(readable);
  } finally {
    await context.close();
  }
});
