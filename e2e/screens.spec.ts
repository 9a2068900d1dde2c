/**
 * The main screens, photographed in every project (light, dark, 375 px phone) into
 * e2e/artifacts/screenshots/, and checked with axe-core: no serious or critical violation.
 * Every signed-in screen of the router (apps/web/src/lib/route-table.ts) has a case below, each
 * tab of the edit screen too: a new screen without a case does not compile, and fails here.
 * The signed-in screens use an account arranged through the API (the journey covers the UI).
 * The cases share nothing but that account's guide, map and library, which none of them changes in a
 * way another checks: they run spread over the workers, each worker arranging its own account.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as playwrightRequest, type Page, type TestInfo } from '@playwright/test';
import { MESSAGES } from '@guidebook/contract';
import { test, expect, openSignedIn, storeSession } from './support/fixtures.ts';
import { Api, newAccount, type Account, type LoginResult } from './support/api.ts';
import { SIGNED_IN_PAGES, type SignedInPageId } from '../apps/web/src/lib/route-table.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { pngFile } from './support/images.ts';
import { baseUrl } from './support/env.ts';
import { settle } from './support/settle.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');
const guideTitle = 'Harbour View Flat';

test.describe.configure({ mode: 'parallel' });

let session: LoginResult;
let account: Account;
let guideId = 0;
let mapId = 0;

test.beforeAll(async () => {
  fs.mkdirSync(shotsDir, { recursive: true });
  const request = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    const api = new Api(request);
    account = newAccount('screens');
    session = await api.signUpVerified(account);
    const guide = await api.createGuide({
      title: guideTitle,
      subtitle: 'Sea views, two bedrooms',
      host: 'Ana Host',
      phone: '+44 20 7946 0000',
      email: 'stay@example.com',
      address: '4 Quay Street',
      city: 'Falmouth',
      state: 'Cornwall',
      zipcode: 'TR11 3HH',
      country: 'United Kingdom',
      timezone: 'Europe/London',
      id_address_view: 1,
    });
    guideId = guide.id_guide;
    const map = await request.post('/api/maps/create', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { title: 'Around the flat', pins: [{ name: 'Beach', latitude: 50.15, longitude: -5.07 }] },
    });
    mapId = ((await map.json()) as { RES_RESULT: { id_map: number } }).RES_RESULT.id_map;
    expect(mapId, 'the map was created').toBeGreaterThan(0);
    const category = await api.createCategory({
      id_guide: guide.id_guide,
      name: 'Arrival',
      image: '<i class="fa-solid fa-key"></i>',
    });
    await api.createCategory({
      id_guide: guide.id_guide,
      name: 'WiFi & Internet',
      image: '<i class="fa-solid fa-wifi"></i>',
    });
    const files = [];
    for (let i = 0; i < 11; i++) files.push(await api.upload(await pngFile(`photo-${i + 1}.png`, i * 33)));
    await api.createTopic({
      id_guide_content: category.id_guide_content,
      name: 'Getting the keys',
      content: '<p>The key box is by the <strong>blue door</strong>.</p>',
      id_status: 1,
      id_file_public: files[0]?.id_file_public,
    });
  } finally {
    await request.dispose();
  }
});

async function shoot(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  // Let lazy chunks, images and fonts settle so the picture shows the screen, not a loader.
  await settle(page);
  await page.evaluate(() => document.fonts.ready);
  // Lazy images below the fold load only when scrolled to; a full-page picture needs them all.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(
    () => [...document.images].every((img) => img.complete || !img.checkVisibility()),
    undefined,
    { timeout: 10_000 },
  );
  // Usable at 375 px: nothing pushes the page itself sideways (wide tables scroll in their own box).
  await expectNoSidewaysScroll(page, screen);
  const file = path.join(shotsDir, `${testInfo.project.name}-${screen}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  await testInfo.attach(screen, { path: file, contentType: 'image/png' });
}

async function signedIn(page: Page, to: string): Promise<void> {
  await openSignedIn(page, session, to);
}

test('login', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await shoot(page, testInfo, 'login');
  await expectNoSeriousViolations(page, 'login', testInfo);
});

test('sign-up (with the messages under the fields)', async ({ page }, testInfo) => {
  await page.goto('/signup');
  await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
  await shoot(page, testInfo, 'signup');
  await expectNoSeriousViolations(page, 'signup', testInfo);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await shoot(page, testInfo, 'signup-errors');
});

/** Signs in and opens the guide's edit screen on its Content tab, with the Arrival category expanded. */
async function openArrivalCategory(page: Page): Promise<void> {
  await signedIn(page, '/digital-guides');
  await page
    .getByRole('row')
    .filter({ hasText: guideTitle })
    .getByRole('button', { name: /^Edit/ })
    .or(page.getByRole('row').filter({ hasText: guideTitle }).getByRole('link', { name: /^Edit/ }))
    .first()
    .click();
  await expect(page.getByRole('heading', { name: `Updating Guide: ${guideTitle}` })).toBeVisible();
  await page.getByRole('tab', { name: 'Content' }).click();
  await page
    .getByRole('button', { name: /Arrival/ })
    .first()
    .click();
}

test('guides list', async ({ page }, testInfo) => {
  await signedIn(page, '/digital-guides');
  await expect(page.getByRole('heading', { name: 'Your Guides' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: guideTitle })).toBeVisible();
  await shoot(page, testInfo, 'guides-list');
  await expectNoSeriousViolations(page, 'guides list', testInfo);
});

test('create guide', async ({ page }, testInfo) => {
  await signedIn(page, '/digital-guides');
  await page.getByRole('button', { name: 'Add Guide' }).click();
  await expect(page.getByRole('button', { name: 'Create Guide' })).toBeVisible();
  await shoot(page, testInfo, 'create-guide');
});

test('edit screen, Content tab, topic modal', async ({ page }, testInfo) => {
  await openArrivalCategory(page);
  await expect(page.getByText('Getting the keys')).toBeVisible();
  await shoot(page, testInfo, 'edit-content');
  await expectNoSeriousViolations(page, 'edit screen (Content tab)', testInfo);
  await page.getByRole('button', { name: /^Edit.*Getting the keys/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Topic' });
  await expect(dialog.getByRole('textbox', { name: /Topic Content/ }).locator('strong')).toHaveText('blue door');
  await shoot(page, testInfo, 'edit-topic-modal');
});

test('media library', async ({ page }, testInfo) => {
  await signedIn(page, '/media-library');
  await expect(page.getByRole('heading', { name: 'All Files' })).toBeVisible();
  await expect(page.getByText('photo-11.png')).toBeVisible();
  await shoot(page, testInfo, 'media-library');
  await expectNoSeriousViolations(page, 'media library', testInfo);
});

test('upload view', async ({ page }, testInfo) => {
  await signedIn(page, '/media-library');
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await shoot(page, testInfo, 'upload-view');
});

test('image manager: Upload Successful, then the upload selected in the library', async ({ page }, testInfo) => {
  await openArrivalCategory(page);
  await page.getByRole('button', { name: /^Edit.*Getting the keys/ }).click();
  await page
    .getByRole('dialog', { name: 'Edit Topic' })
    .getByRole('button', { name: /^(Choose|Change) image$/ })
    .click();
  const manager = page.getByRole('dialog', { name: 'Manage Your Images' });
  await manager.getByRole('tab', { name: 'Upload New File' }).click();

  // The state moves on by itself: its checks run with the page's timers held (support/timed.ts).
  // A name already in the library gets a timestamp, so the name is read from the announcement.
  const success = manager.getByRole('heading', { name: MESSAGES.file.uploadSuccessful });
  const name = await holdingTimers(page, async () => {
    await manager.locator('input[type="file"]').setInputFiles(await pngFile('terrace.png', 140));
    await expect(success).toBeVisible();
    const announced = (await manager.getByRole('status').textContent())?.match(
      /\. (terrace\d*\.png) is selected\.$/,
    )?.[1];
    expect(announced, 'the announcement names the selected file').toBeTruthy();
    await shoot(page, testInfo, 'image-manager-upload-successful');
    await expectNoSeriousViolations(page, 'image manager (Upload Successful)', testInfo);
    await expect(success).toBeVisible();
    return announced;
  });

  // Then on by itself (the pointer away from the card, which would hold it).
  await page.mouse.move(0, 0);
  await expect(manager.getByRole('tab', { name: 'Select from Library' })).toHaveAttribute('aria-selected', 'true');
  const tile = manager.getByRole('button', { name: name!, exact: true });
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expect(manager.getByText(`Selected: ${name}`)).toBeVisible();
  await shoot(page, testInfo, 'image-manager-uploaded-selected');
  await manager.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(manager).toBeHidden();
});

test('api access: the tokens, and a new token shown once', async ({ page }, testInfo) => {
  await signedIn(page, '/api-access');
  await expect(page.getByRole('heading', { name: 'Api Access', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API token' });
  // Each project adds its own token to the same account.
  await dialog.getByLabel('Name').fill(`Property manager (${testInfo.project.name})`);
  await dialog.getByLabel('Scope').click();
  await page.getByRole('option', { name: 'Write: read and change' }).click();
  await shoot(page, testInfo, 'api-access-create');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByLabel('Your new API token')).toHaveValue(/^gbk_/);
  await shoot(page, testInfo, 'api-access-token-shown');
  await expectNoSeriousViolations(page, 'api access (new token)', testInfo);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('table', { name: 'API tokens' })
      .getByRole('row', { name: /Property manager/ })
      .first(),
  ).toBeVisible();
  await shoot(page, testInfo, 'api-access');
});

/** How each signed-in screen is opened and recognised; a Record over the router's list of screens. */
const SIGNED_IN_CASES: Record<SignedInPageId, { url: () => string; heading: RegExp }> = {
  'main-panel': { url: () => '/main-panel', heading: /^Dashboard$/ },
  'digital-guides': { url: () => '/digital-guides', heading: /^Your Guides$/ },
  'guide-edit': { url: () => `/digital-guides/${guideId}/edit`, heading: /^Updating Guide: / },
  'shared-topics': { url: () => '/shared-topics', heading: /^Shared topics$/ },
  'media-library': { url: () => '/media-library', heading: /^Media library$/ },
  'invites-home': { url: () => '/invites-home', heading: /./ },
  template: { url: () => '/template', heading: /^Template$/ },
  messages: { url: () => '/messages', heading: /^Messages$/ },
  requests: { url: () => '/requests', heading: /^Requests$/ },
  setting: { url: () => '/setting', heading: /^Settings$/ },
  'help-center': { url: () => '/help-center', heading: /./ },
  'guidebook-map': { url: () => `/dashboard/guidebook-map?mid=${mapId}`, heading: /^Map: Around the flat$/ },
  profiles: { url: () => '/profiles', heading: /^Profile$/ },
  'guide-branding': { url: () => '/guide-branding', heading: /^Guide Branding$/ },
  'api-access': { url: () => '/api-access', heading: /^Api Access$/ },
  'white-label': { url: () => '/white-label', heading: /^White Label \(Reseller\)$/ },
  webhooks: { url: () => '/webhooks', heading: /^Webhooks$/ },
  team: { url: () => '/team', heading: /^Grand User Access$/ },
  // Signing out ends on the login screen (with a session of its own, so the others keep theirs).
  logout: { url: () => '/logout', heading: /./ },
};

const EDIT_TABS = ['Details', 'Content', 'Map', 'Calendar', 'Quick Share', 'Data', 'Analytics'];

for (const screen of SIGNED_IN_PAGES) {
  test(`every signed-in screen passes axe: ${screen.id}`, async ({ page }, testInfo) => {
    const c = SIGNED_IN_CASES[screen.id];
    if (screen.id === 'logout') {
      const request = await playwrightRequest.newContext({ baseURL: baseUrl() });
      const own = await new Api(request).login(account);
      await request.dispose();
      await page.goto('/login');
      await storeSession(page, own);
      await page.goto(c.url());
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await expectNoSeriousViolations(page, 'logout (back on the login screen)', testInfo);
      return;
    }
    await signedIn(page, c.url());
    await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
    await settle(page);
    await expectNoSeriousViolations(page, screen.id, testInfo);
    // Each tab of the edit screen, on the page already open: a case per tab would load the whole
    // edit screen again for each, the slowest first load of the app (several seconds on 2 cores).
    if (screen.id === 'guide-edit') {
      for (const tab of EDIT_TABS) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await settle(page);
        await expectNoSeriousViolations(page, `guide edit, ${tab} tab`, testInfo);
      }
    }
  });
}
