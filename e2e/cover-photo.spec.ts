/**
 * The cover photo: the host chooses it from the library in the Details tab's
 * branding and saves; the guest's Home opens with it as a hero behind the title, loaded as the
 * server's phone-sized rendition; the flyer and the House Manual print it.
 */
import { devices, type Page } from '@playwright/test';
import { MESSAGES } from '@guidebook/contract';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { withApi, newAccount, type LoginResult } from './support/api.ts';
import { baseUrl } from './support/env.ts';
import { landscapeJpeg, pngFile } from './support/images.ts';
import { parsePdf } from '../apps/server/test/helpers/pdf.ts';
import { holdingTimers } from './support/timed.ts';

const TITLE = 'Harbour Light Cottage';
const PHOTO = 'harbour-at-dusk.jpg';

let session: LoginResult;
let guideId = 0;
let link = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(() =>
  withApi(async (api, request) => {
    session = await api.signUpVerified(newAccount('cover'));
    ({ id_guide: guideId } = await api.createGuide({ title: TITLE, subtitle: 'St Ives, Cornwall' }));
    const arrival = await api.createCategory({
      id_guide: guideId,
      name: 'Arrival',
      image: '<i class="fa-solid fa-key"></i>',
    });
    const key = await api.upload(await pngFile('key-box.png', 30));
    await api.createTopic({
      id_guide_content: arrival.id_guide_content,
      name: 'Getting in',
      content: '<p>The key box is by the blue door.</p>',
      id_status: 1,
      id_file_public: key.id_file_public,
    });
    await api.upload(await landscapeJpeg(PHOTO));
    const share = await request.get(`/api/guides/share?id_guide=${guideId}`, {
      headers: { authorization: `Bearer ${session.token}` },
    });
    link = ((await share.json()) as { RES_RESULT: { url: string } }).RES_RESULT.url;
  }),
);

async function openGuestHome(page: Page): Promise<void> {
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

test('the cover photo shows on the guest Home, and prints on the flyer and the House Manual', async ({
  browser,
  page,
}, testInfo) => {
  const phone = await browser.newContext({ ...devices['Pixel 7'], baseURL: baseUrl() });
  const guest = await phone.newPage();
  try {
    // Before: a guide without a cover opens on its welcome card.
    await openGuestHome(guest);
    await expect(guest.locator('header[data-cover]')).toHaveCount(0);
    await guest.screenshot({ path: testInfo.outputPath('12-cover-before.png') });

    // The host chooses the photo from the library and saves the branding.
    await openSignedIn(page, session, `/digital-guides/${guideId}/edit`);
    const branding = page.getByRole('heading', { name: 'Guide Branding' }).locator('xpath=..');
    await expect(branding.getByText('No cover photo chosen')).toBeVisible();
    await branding.getByRole('button', { name: 'Choose cover photo' }).click();
    const manager = page.getByRole('dialog', { name: 'Manage Your Images' });
    await manager.getByRole('tab', { name: 'Select from Library' }).click();
    await manager.getByRole('button', { name: PHOTO, exact: true }).click();
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(manager).toBeHidden();
    await expect(branding.getByRole('img', { name: `Cover photo: ${PHOTO}` })).toBeVisible();
    await holdingTimers(page, async () => {
      await branding.getByRole('button', { name: 'Save Branding' }).click();
      await expect(page.getByText(MESSAGES.share.brandingSaved)).toBeVisible();
    });
    await branding.screenshot({ path: testInfo.outputPath('12-cover-branding-after.png') });

    // The guest's Home: the header is a hero, its picture loaded (the rendition or the thumbnail,
    // never the original), the title (the page's h1) over it.
    await openGuestHome(guest);
    const hero = guest.locator('header[data-cover]');
    await expect(hero).toBeVisible();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(TITLE);
    const image = hero.locator('img.cover-image');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const source = await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    expect(source).toMatch(/\/api\/files\/public\/raw\/[0-9a-f-]{36}\/(cover|thumb)\.webp$/);
    // The photo fills the header, edge to edge and at least half as tall as wide, the title inside it.
    const box = (await hero.boundingBox())!;
    const viewport = guest.viewportSize()!;
    expect(box.width).toBe(viewport.width);
    expect(box.height).toBeGreaterThanOrEqual(Math.floor(viewport.width * 0.5));
    expect(await image.boundingBox()).toEqual(box);
    const title = (await hero.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(title.y + title.height).toBeLessThanOrEqual(box.y + box.height);
    await guest.screenshot({ path: testInfo.outputPath('12-cover-after.png') });
    // Only Home opens on the photo: the other tabs keep the plain branded header.
    await guest.getByRole('tab', { name: 'Info' }).click();
    await expect(guest.locator('header[data-cover]')).toHaveCount(0);
    await expect(guest.locator('img.cover-image')).toHaveCount(0);

    // Printed: the flyer (the QR code's colour and mask, and the photo) and the House Manual.
    const auth = { authorization: `Bearer ${session.token}` };
    const flyer = await page.request.get(`/api/guides/share/flyer?id_guide=${guideId}&paper=a4`, { headers: auth });
    const flyerPdf = await parsePdf(await flyer.body());
    expect(flyerPdf.pageSizes).toHaveLength(1);
    expect(flyerPdf.images).toBe(3);
    const manual = await page.request.get(`/api/guides/share/pdf?id_guide=${guideId}`, { headers: auth });
    // The topic's featured image and the cover photo.
    expect((await parsePdf(await manual.body())).images).toBe(2);
  } finally {
    await phone.close();
  }
});
