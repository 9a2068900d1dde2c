/**
 * The guest guide end to end. The host brands a guide in the Details tab and reads
 * its link in the Quick Share tab, whose QR PNG, flyer and guide PDF downloads are checked.
 * A guest with no session then opens the link, at 1280 px and again at 375 px: branding
 * applied, published topics shown, the Draft and the Hidden phone absent from the page and
 * from every response; the guide opens again offline; after the host regenerates the link,
 * the old one shows "not found" and the new one opens the guide.
 */
import fs from 'node:fs/promises';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { devices, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { test, expect, serialAsHost } from './support/fixtures.ts';
import { baseUrl } from './support/env.ts';
import { pngFile } from './support/images.ts';
import { parsePdf } from '../apps/server/test/helpers/pdf.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const TITLE = 'Harbour View Flat';
const HIDDEN_PHONE = '+44 7700 900461';
const VISIBLE_EMAIL = 'stay@harbourview.example.com';
const FONT = 'Montserrat';
const COLOR = '#1d6fa5';
const COLOR_RGB = 'rgb(29, 111, 165)';
const ARRIVAL = 'Arrival';
const WIFI = 'WiFi & Internet';
const KEYS = { name: 'Getting the keys', text: 'The key box is by the blue door.' };
const NETWORK = { name: 'Network and password', text: 'The network is HarbourGuest.' };
const DRAFT = { name: 'Spare key code', text: 'The spare code is 9182.' };

/** What must never reach a guest: the Hidden phone (as typed and as a tel: link has it) and the Draft. */
const SECRETS = [HIDDEN_PHONE, HIDDEN_PHONE.replace(/[^\d+]/g, ''), DRAFT.name, DRAFT.text];

let idGuide: number;

// Every page starts signed in as the project's shared host (support/host.ts).
serialAsHost(async (api) => {
  ({ id_guide: idGuide } = await api.createGuide({
    title: TITLE,
    subtitle: 'Sea views, two bedrooms',
    host: 'Ana Host',
    phone: HIDDEN_PHONE,
    phone_id_contact_type: 2,
    email: VISIBLE_EMAIL,
    address: '4 Quay Street',
    city: 'Falmouth',
    country: 'United Kingdom',
    id_address_view: 1,
    timezone: 'Europe/London',
  }));
  const image = await api.upload(await pngFile('harbour.png', 200));
  const arrival = await api.createCategory({
    id_guide: idGuide,
    name: ARRIVAL,
    image: '<i class="fa-solid fa-key"></i>',
  });
  const wifi = await api.createCategory({ id_guide: idGuide, name: WIFI, image: '<i class="fa-solid fa-wifi"></i>' });
  const topic = (id: number, t: { name: string; text: string }, status: number) =>
    api.createTopic({
      id_guide_content: id,
      name: t.name,
      content: `<p>${t.text}</p>`,
      id_status: status,
      id_file_public: image.id_file_public,
    });
  await topic(arrival.id_guide_content, KEYS, 1);
  await topic(arrival.id_guide_content, DRAFT, 0);
  await topic(wifi.id_guide_content, NETWORK, 1);
});

async function openEditScreen(page: Page, tab: string): Promise<void> {
  await page.goto(`/digital-guides/${idGuide}/edit${tab === 'details' ? '' : `?tab=${tab}`}`);
  await expect(page.getByRole('heading', { name: `Updating Guide: ${TITLE}` })).toBeVisible();
}

/** The link the Quick Share tab shows (the tab must be open). */
async function shownLink(page: Page): Promise<string> {
  const field = page.getByLabel('Guest link');
  await expect(field).toHaveValue(/\/g\/[A-Za-z0-9_-]{16,}$/);
  return field.inputValue();
}

async function download(page: Page, button: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return fs.readFile(await file.path());
}

test('host: branding in the Details tab; link, QR code, flyer and guide PDF from the Quick Share tab', async ({
  page,
}) => {
  await openEditScreen(page, 'details');
  await page.getByRole('combobox', { name: 'Font' }).click();
  await page.getByRole('option', { name: FONT }).click();
  const colour = page.getByRole('textbox', { name: 'Colour' });
  await colour.fill(COLOR);
  await colour.press('Escape');
  await holdingTimers(page, async () => {
    await page.getByRole('button', { name: 'Save Branding' }).click();
    await expect(page.getByText('Branding saved.')).toBeVisible();
  });
  // Stored on the server: a fresh load of the screen shows the choice.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Font' })).toHaveValue(FONT);
  await expect(page.getByRole('textbox', { name: 'Colour' })).toHaveValue(COLOR);

  await page.getByRole('tab', { name: 'Quick Share' }).click();
  const link = await shownLink(page);
  // The printed code must work on a phone: the link is built from PUBLIC_URL (the harness sets it to the server).
  expect(link.startsWith(`${baseUrl()}/g/`), link).toBe(true);

  // The print-outs carry the readable link, /{workspace}/{guide}, which opens the same guide.
  const readable = await page.getByLabel('Readable link').inputValue();
  expect(readable).toMatch(new RegExp(`^${baseUrl()}/[a-z0-9-]+/harbour-view-flat$`));

  const png = PNG.sync.read(await download(page, 'Download PNG'));
  const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(decoded?.data, 'the QR code PNG decodes to the readable link').toBe(readable);

  const flyer = await parsePdf(await download(page, 'Flyer PDF (A4)'));
  expect(flyer.text).toContain(TITLE);
  expect(flyer.text).toContain(readable);
  expect(flyer.pageSizes[0]?.width).toBeCloseTo(595.28, 0);
  const guidePdf = await parsePdf(await download(page, 'Guide PDF'));
  expect(guidePdf.text).toContain(TITLE);
  expect(guidePdf.text).toContain(KEYS.name);
  expect(guidePdf.text).not.toContain(DRAFT.name);
});

type Recorded = { url: string; status: number; type: string; body: string | null };

/** Every response the guest's browser receives, with its body as text (null when it has none to read). */
function recordResponses(context: BrowserContext): () => Promise<Recorded[]> {
  const pending: Promise<Recorded>[] = [];
  context.on('response', (res) => {
    const status = res.status();
    const type = res.headers()['content-type'] ?? '';
    pending.push(
      res.body().then(
        (body) => ({ url: res.url(), status, type, body: body.toString('utf8') }),
        () => ({ url: res.url(), status, type, body: null }),
      ),
    );
  });
  return () => Promise.all(pending);
}

async function expectGuideShown(guest: Page): Promise<void> {
  await expect(guest.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await guest.getByRole('tab', { name: 'Info' }).click();
  await expect(guest.getByRole('link', { name: ARRIVAL })).toBeVisible();
  await expect(guest.getByRole('link', { name: WIFI })).toBeVisible();
}

async function regenerate(host: Page, old: string): Promise<string> {
  await host.getByRole('button', { name: 'Regenerate link' }).click();
  const dialog = host.getByRole('dialog', { name: 'Regenerate the share link?' });
  await expect(dialog.getByText('The current link and QR code stop working at once.')).toBeVisible();
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(host.getByText('A new share link is ready.')).toBeVisible();
  await expect(host.getByLabel('Guest link')).not.toHaveValue(old);
  return shownLink(host);
}

async function guestJourney(browser: Browser, host: Page, options: BrowserContextOptions): Promise<void> {
  await openEditScreen(host, 'quick-share');
  const link = await shownLink(host);

  // A fresh context: no session, no cookies, nothing cached, as a guest's phone.
  const context = await browser.newContext(options);
  try {
    const responses = recordResponses(context);
    const guest = await context.newPage();
    await guest.goto(link);

    // Branding: the host's colour on the header, the font on the page.
    await expect(guest.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(guest.locator('.guest')).toHaveAttribute('data-font', FONT);
    await expect(guest.locator('.guest-header')).toHaveCSS('background-color', COLOR_RGB);
    expect(
      await guest.getByRole('heading', { level: 1, name: TITLE }).evaluate((h) => getComputedStyle(h).fontFamily),
    ).toMatch(new RegExp(`^"?${FONT}"?,`));

    // Published content shown, the Draft absent.
    await expectGuideShown(guest);
    await guest.getByRole('link', { name: ARRIVAL }).click();
    await expect(guest.getByRole('link', { name: KEYS.name })).toBeVisible();
    await expect(guest.getByText(DRAFT.name)).toHaveCount(0);
    await guest.getByRole('link', { name: KEYS.name }).click();
    await expect(guest.getByText(KEYS.text)).toBeVisible();
    await guest.getByRole('tab', { name: 'Info' }).click();
    await guest.getByRole('link', { name: WIFI }).click();
    await guest.getByRole('link', { name: NETWORK.name }).click();
    await expect(guest.getByText(NETWORK.text)).toBeVisible();

    // Contacts: the visible e-mail is there, the Hidden phone is not.
    await guest.getByRole('tab', { name: 'Help' }).click();
    await expect(guest.getByRole('link', { name: VISIBLE_EMAIL })).toBeVisible();
    const html = await guest.content();
    for (const secret of SECRETS) expect(html, `the page HTML holds "${secret}"`).not.toContain(secret);

    if (options.viewport && options.viewport.width <= 375) {
      await expectNoSidewaysScroll(guest, 'the guest page on a 375 px phone');
    }

    // Offline: once the service worker has the guide, a reload with no network still shows it.
    await expect(guest.locator('html')).toHaveAttribute('data-offline-ready', 'true');
    await context.setOffline(true);
    await guest.reload();
    await expectGuideShown(guest);
    await expect(guest.getByText('Offline', { exact: true })).toBeVisible();
    await guest.getByRole('link', { name: ARRIVAL }).click();
    await guest.getByRole('link', { name: KEYS.name }).click();
    await expect(guest.getByText(KEYS.text)).toBeVisible();
    await context.setOffline(false);

    // Nothing the guest's browser received (page, payload, scripts, images, cached answers) holds a secret.
    const received = await responses();
    const token = new URL(link).pathname.split('/').pop() as string;
    const payloads = received.filter((r) => new URL(r.url).pathname === `/api/guest/guides/${token}` && r.body);
    expect(payloads.length, 'the guest payload was received and read').toBeGreaterThan(0);
    expect(payloads[0]?.body, 'the payload carries the visible contact').toContain(VISIBLE_EMAIL);
    const textual = received.filter((r) => /json|html|javascript|css|text|svg/.test(r.type) && r.status < 300);
    const unread = textual.filter((r) => r.body === null && r.status !== 204);
    expect(
      unread.map((r) => r.url),
      'text responses whose body could not be read',
    ).toEqual([]);
    for (const r of received) {
      for (const secret of SECRETS) expect(r.body ?? '', `${r.url} holds "${secret}"`).not.toContain(secret);
    }

    // The host regenerates the link: the guest's old link now says not found, the new one opens.
    const fresh = await regenerate(host, link);
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: 'Guide not found' })).toBeVisible();
    await expect(guest.getByText('This guide link is not valid any more. Ask your host for a new link.')).toBeVisible();
    await expect(guest.getByRole('heading', { level: 1, name: TITLE })).toHaveCount(0);
    await guest.goto(fresh);
    await expectGuideShown(guest);
  } finally {
    await context.close();
  }
}

test('guest at 1280 px: branded, published only, no Hidden phone, offline, old link not found', async ({
  browser,
  page,
}) => {
  await guestJourney(browser, page, { viewport: { width: 1280, height: 800 } });
});

test('guest at 375 px: the same on a phone', async ({ browser, page }) => {
  await guestJourney(browser, page, {
    ...devices['Pixel 5'],
    viewport: { width: 375, height: 812 },
    screen: { width: 375, height: 812 },
  });
});
