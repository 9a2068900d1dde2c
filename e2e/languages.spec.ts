/**
 * A guide in several languages end to end. The host adds French, Japanese and Arabic in
 * the Details tab's Languages section, and in the Content tab's language view translates the welcome
 * text, the category and two of its three topics into French (and the welcome text and one topic into
 * Japanese). A guest whose browser speaks French (locale fr-FR), at 1280 px and again at 375 px, opens
 * the share link: French labels from the guest app's French catalog, the French welcome text and
 * topics, the untranslated topic in English; the switcher changes to 日本語 and Japanese labels appear;
 * an offline reload keeps Japanese; `?lang=ar` renders right to left.
 *
 * Arabic is a language of the guide so that `?lang=ar` is served in it: the server answers a language
 * the guide lacks in its best other match, and `<html dir>` follows the language served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { withApi, GuideApi, type LoginResult } from './support/api.ts';
import { pngFile } from './support/images.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');

const TITLE = 'Cliff Top Cottage';
const WELCOME = 'Welcome! Make yourself at home.';
const CATEGORY = 'Arrival';
const KEYS = { name: 'Getting the keys', text: 'The key box is by the blue door.' };
const PARKING = { name: 'Parking', text: 'Park on the gravel behind the house.' };
const BINS = { name: 'Bins and recycling', text: 'Bins go out on Tuesday evening.' };

/** What the host types in each language. */
const FR = {
  welcome: 'Bienvenue ! Faites comme chez vous.',
  category: 'Arrivée',
  keys: { name: 'Récupérer les clés', text: 'La boîte à clés est près de la porte bleue.' },
  parking: { name: 'Stationnement', text: 'Garez-vous sur le gravier derrière la maison.' },
};
const JA = {
  welcome: 'ようこそ！ごゆっくりお過ごしください。',
  keys: { name: '鍵の受け取り', text: 'キーボックスは青いドアの横にあります。' },
};

/** The guest app's own labels, from its catalogs (apps/web/src/guest/i18n/catalogs/{fr,ja,ar}.ts). */
const LABELS = {
  fr: { language: 'Langue', home: 'Accueil', info: 'Infos', welcome: 'Bienvenue', offline: 'Hors ligne' },
  ja: { language: '言語', home: 'ホーム', info: '情報', welcome: 'ようこそ', offline: 'オフライン' },
  ar: { home: 'الرئيسية', info: 'معلومات', welcome: 'أهلًا وسهلًا' },
};

let session: LoginResult;
let idGuide: number;
let shareToken: string;

test.describe.configure({ mode: 'serial' });

// Every page starts signed in as the project's shared host (support/host.ts).
test.use({ signedIn: true });

test.beforeAll(({ host }) =>
  withApi(async (api, request) => {
    session = api.use(host);
    ({ id_guide: idGuide } = await api.createGuide({
      title: TITLE,
      subtitle: 'Sea views, one bedroom',
      welcome: WELCOME,
      host: 'Ana Host',
      city: 'St Ives',
      country: 'United Kingdom',
      timezone: 'Europe/London',
    }));
    const category = await api.createCategory({
      id_guide: idGuide,
      name: CATEGORY,
      image: '<i class="fa-solid fa-key"></i>',
    });
    const image = await api.upload(await pngFile('cottage.png', 30));
    for (const t of [KEYS, PARKING, BINS]) {
      await api.createTopic({
        id_guide_content: category.id_guide_content,
        name: t.name,
        content: `<p>${t.text}</p>`,
        id_status: 1,
        id_file_public: image.id_file_public,
      });
    }
    shareToken = await new GuideApi(request, session.token).shareToken(idGuide);
  }),
);

/** The admin app scrolls inside its shell: its screens are taken as the viewport shows them. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: path.join(shotsDir, `languages-${name}.png`), fullPage, animations: 'disabled' });
}

async function openEditScreen(page: Page, tab: 'details' | 'content'): Promise<void> {
  await page.goto(`/digital-guides/${idGuide}/edit${tab === 'details' ? '' : `?tab=${tab}`}`);
  await expect(page.getByRole('heading', { name: `Updating Guide: ${TITLE}` })).toBeVisible();
}

/** Picks `option` in the Languages section's Further languages (a searchable multi-select). */
async function addLanguage(page: Page, search: string, option: string): Promise<void> {
  const field = page.getByRole('combobox', { name: 'Further languages' });
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option }).click();
  await field.press('Escape');
}

/** The Content tab's language switch (segmented for up to three further languages). */
async function showLanguage(page: Page, name: string): Promise<void> {
  const switcher = page.getByRole('radiogroup', { name: 'Language' });
  await switcher.getByText(name, { exact: true }).click();
  await expect(switcher.getByRole('radio', { name })).toBeChecked();
}

async function translateWelcome(page: Page, language: string, welcome: string): Promise<void> {
  const card = page.getByRole('region', { name: `Guide texts in ${language}` });
  await expect(card.getByText(WELCOME)).toBeVisible();
  await card.getByRole('textbox', { name: `Welcome text in ${language}` }).fill(welcome);
  await holdingTimers(page, async () => {
    await card.getByRole('button', { name: 'Save translation' }).click();
    await expect(page.getByText('Translation saved.').first()).toBeVisible();
  });
}

async function translateTopic(
  page: Page,
  original: string,
  language: string,
  translation: { name: string; text: string },
): Promise<void> {
  await page.getByRole('button', { name: `Translate topic ${original}` }).click();
  const dialog = page.getByRole('dialog', { name: `Translate topic into ${language}` });
  await expect(dialog.getByRole('region', { name: 'Original' }).getByText(original)).toBeVisible();
  await dialog.getByRole('textbox', { name: `Title in ${language}` }).fill(translation.name);
  const editor = dialog.getByRole('textbox', { name: `Content in ${language}` });
  await editor.click();
  await editor.pressSequentially(translation.text);
  await dialog.getByRole('button', { name: 'Save translation' }).click();
  await expect(dialog).toBeHidden();
}

function categoryControl(page: Page) {
  return page.getByRole('button', { name: new RegExp(`^${CATEGORY}\\b.*\\d+ topics?$`) });
}

test('host: adds French, Japanese and Arabic, translates the welcome text, the category and two topics', async ({
  page,
}) => {
  // Three screens of forms and two editor dialogs per language: more than the usual minute on a busy machine.
  test.setTimeout(120_000);
  await test.step('Details tab: the Languages section', async () => {
    await openEditScreen(page, 'details');
    const section = page.getByRole('region', { name: 'Languages' });
    await expect(section.getByRole('combobox', { name: 'Default language' })).toHaveValue('English');
    await addLanguage(page, 'French', 'Français — French');
    await addLanguage(page, 'Japanese', '日本語 — Japanese');
    await addLanguage(page, 'Arabic', 'العربية — Arabic');
    await holdingTimers(page, async () => {
      await section.getByRole('button', { name: 'Save Languages' }).click();
      await expect(page.getByText('Languages saved.')).toBeVisible();
    });
    await expect(section.getByRole('list', { name: 'Translation progress' })).toContainText('French: 0 of 3 topics');
    await shot(page, 'host-languages', false);
  });

  await test.step('Content tab in French: welcome text, category, two topics', async () => {
    await page.getByRole('tab', { name: 'Content' }).click();
    await showLanguage(page, 'Français — French');
    await translateWelcome(page, 'French', FR.welcome);

    await categoryControl(page).click();
    await page.getByRole('textbox', { name: `${CATEGORY} in French` }).fill(FR.category);
    await page.getByRole('button', { name: `Save ${CATEGORY} in French` }).click();
    await expect(categoryControl(page)).toContainText(FR.category);

    await translateTopic(page, KEYS.name, 'French', FR.keys);
    await translateTopic(page, PARKING.name, 'French', FR.parking);
    await expect(page.getByText(FR.keys.name)).toBeVisible();
    await expect(page.getByText(FR.parking.name)).toBeVisible();
    await expect(page.getByText('French: 2 of 3 topics')).toBeVisible();
    await shot(page, 'host-content-fr', false);
  });

  await test.step('Content tab in Japanese: welcome text and one topic', async () => {
    await showLanguage(page, '日本語 — Japanese');
    await translateWelcome(page, 'Japanese', JA.welcome);
    if ((await categoryControl(page).getAttribute('aria-expanded')) !== 'true') await categoryControl(page).click();
    await translateTopic(page, KEYS.name, 'Japanese', JA.keys);
    await expect(page.getByText('Japanese: 1 of 3 topics')).toBeVisible();
    await shot(page, 'host-content-ja', false);
  });
});

/** The Info tab's category, then its topics: two in French, the untranslated one in English. */
async function expectFrenchTopics(guest: Page, suffix: string): Promise<void> {
  await guest.getByRole('tab', { name: LABELS.fr.info }).click();
  await guest.getByRole('link', { name: FR.category }).click();
  await expect(guest.getByRole('link', { name: FR.keys.name })).toBeVisible();
  await expect(guest.getByRole('link', { name: FR.parking.name })).toBeVisible();
  await expect(guest.getByRole('link', { name: BINS.name })).toBeVisible();
  await expect(guest.getByRole('link', { name: KEYS.name })).toHaveCount(0);
  await shot(guest, `guest-fr-topics-${suffix}`);
  await guest.getByRole('link', { name: FR.keys.name }).click();
  await expect(guest.getByText(FR.keys.text)).toBeVisible();
}

async function expectJapaneseHome(guest: Page): Promise<void> {
  await expect(guest.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(guest.getByRole('tab', { name: LABELS.ja.home })).toBeVisible();
  await guest.getByRole('tab', { name: LABELS.ja.home }).click();
  await expect(guest.getByRole('heading', { name: LABELS.ja.welcome })).toBeVisible();
  await expect(guest.getByText(JA.welcome)).toBeVisible();
}

async function guestJourney(browser: Browser, width: number): Promise<void> {
  const viewport = { width, height: width <= 375 ? 812 : 800 };
  const context = await browser.newContext({
    locale: 'fr-FR',
    viewport,
    ...(width <= 375 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const suffix = width <= 375 ? '375' : '1280';
  try {
    const guest = await context.newPage();
    await guest.goto(`/g/${shareToken}`);

    await test.step('a French browser: French labels and texts, the untranslated topic in English', async () => {
      await expect(guest.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(guest.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(guest.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(guest.getByRole('tab', { name: LABELS.fr.home })).toBeVisible();
      await expect(guest.getByRole('heading', { name: LABELS.fr.welcome, exact: true })).toBeVisible();
      await expect(guest.getByText(FR.welcome)).toBeVisible();
      await expect(guest.getByText(WELCOME)).toHaveCount(0);
      const switcher = guest.getByRole('combobox', { name: LABELS.fr.language });
      await expect(switcher).toHaveValue('fr');
      await expect(switcher.getByRole('option')).toHaveText(['English', 'Français', '日本語', 'العربية']);
      await shot(guest, `guest-fr-home-${suffix}`);
      await expectFrenchTopics(guest, suffix);
      await shot(guest, `guest-fr-topic-${suffix}`);
      if (width <= 375) {
        await expectNoSidewaysScroll(guest, 'the French guest page on a 375 px phone');
      }
    });

    await test.step('the switcher changes to 日本語: Japanese labels and texts', async () => {
      await guest.getByRole('combobox', { name: LABELS.fr.language }).selectOption({ label: '日本語' });
      await expect(guest.getByRole('combobox', { name: LABELS.ja.language })).toHaveValue('ja');
      await expect(guest).toHaveURL(/[?&]lang=ja\b/);
      await expectJapaneseHome(guest);
      await guest.getByRole('tab', { name: LABELS.ja.info }).click();
      // The category has no Japanese name: the original's.
      await guest.getByRole('link', { name: CATEGORY }).click();
      await expect(guest.getByRole('link', { name: JA.keys.name })).toBeVisible();
      await expect(guest.getByRole('link', { name: PARKING.name })).toBeVisible();
      await shot(guest, `guest-ja-${suffix}`);
    });

    await test.step('offline: a reload keeps Japanese', async () => {
      // A load with the worker in control keeps this language's copy, then the network goes.
      await guest.reload();
      await expectJapaneseHome(guest);
      await expect(guest.locator('html')).toHaveAttribute('data-offline-ready', 'true', { timeout: 20_000 });
      await context.setOffline(true);
      await guest.reload();
      await expectJapaneseHome(guest);
      await expect(guest.getByText(LABELS.ja.offline, { exact: true })).toBeVisible();
      await guest.getByRole('tab', { name: LABELS.ja.info }).click();
      await guest.getByRole('link', { name: CATEGORY }).click();
      await guest.getByRole('link', { name: JA.keys.name }).click();
      await expect(guest.getByText(JA.keys.text)).toBeVisible();
      await shot(guest, `guest-ja-offline-${suffix}`);
      await context.setOffline(false);
    });

    await test.step('?lang=ar: right to left', async () => {
      await guest.goto(`/g/${shareToken}?lang=ar`);
      await expect(guest.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await expect(guest.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(guest.getByRole('tab', { name: LABELS.ar.home })).toBeVisible();
      await expect(guest.getByRole('heading', { name: LABELS.ar.welcome })).toBeVisible();
      // Nothing is translated into Arabic: the original welcome text.
      await expect(guest.getByText(WELCOME)).toBeVisible();
      expect(
        await guest.getByRole('heading', { name: LABELS.ar.welcome }).evaluate((h) => getComputedStyle(h).direction),
      ).toBe('rtl');
      await shot(guest, `guest-ar-${suffix}`);
      if (width <= 375) {
        await expectNoSidewaysScroll(guest, 'the right-to-left guest page on a 375 px phone');
      }
    });
  } finally {
    await context.close();
  }
}

test.beforeAll(() => fs.mkdirSync(shotsDir, { recursive: true }));

test('guest with a French browser at 1280 px: French, 日本語, offline, right to left', async ({ browser }) => {
  await guestJourney(browser, 1280);
});

test('guest with a French browser at 375 px: French, 日本語, offline, right to left', async ({ browser }) => {
  await guestJourney(browser, 375);
});
