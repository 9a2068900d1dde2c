/**
 * The host's side in another language: a host of their own switches Profile > Language to French,
 * then to Arabic, and in each the sidebar, a dialog, a toast, a form's own check, a date and an
 * answer of the server read in that language (texts from the catalogs, never typed here); Arabic
 * is `dir="rtl"` with the sidebar on the right and the back arrow mirrored; axe passes on Profile
 * and the guides list at 1280 and 375 px. Then a sign-up from a Polish browser gets its verification e-mail in Polish.
 * Screenshots `artifacts/screenshots/host-language-*.png`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { newAccount, withApi, type LoginResult } from './support/api.ts';
import { baseUrl } from './support/env.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';
import enAccount from '../packages/i18n/locales/en/account.ts';
import enAdmin from '../packages/i18n/locales/en/admin.ts';
import frAccount from '../packages/i18n/locales/fr/account.ts';
import frAdmin from '../packages/i18n/locales/fr/admin.ts';
import arAccount from '../packages/i18n/locales/ar/account.ts';
import arAdmin from '../packages/i18n/locales/ar/admin.ts';
import frMessages from '../packages/i18n/locales/fr/messages.ts';
import arMessages from '../packages/i18n/locales/ar/messages.ts';
import plMail from '../packages/i18n/locales/pl/mail.ts';
import frMeta from '../packages/i18n/locales/fr/meta.ts';
import arMeta from '../packages/i18n/locales/ar/meta.ts';
import { settle } from './support/settle.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');

type Texts = Readonly<Record<string, string>>;
type Language = {
  meta: { code: string; locale: string; name: string; dir: 'ltr' | 'rtl' };
  admin: Texts;
  messages: Texts;
};

const LANGUAGES: Language[] = [
  { meta: frMeta, admin: { ...frAccount, ...frAdmin } as Texts, messages: frMessages as Texts },
  { meta: arMeta, admin: { ...arAccount, ...arAdmin } as Texts, messages: arMessages as Texts },
];

const GUIDE_TITLE = 'Villa Lumière';

let host: LoginResult;

test.describe.configure({ mode: 'serial' });

/** A text of the admin catalog `texts`, `{{name}}`s filled in. */
function fill(texts: Texts, key: string, values: Record<string, string> = {}): string {
  const text = texts[key];
  if (text === undefined) throw new Error(`No text "${key}" in the catalog`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({
    path: path.join(shotsDir, `host-language-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

test.beforeAll(async () => {
  fs.mkdirSync(shotsDir, { recursive: true });
  host = await withApi(async (api) => {
    const session = await api.signUpVerified(newAccount('host-language'));
    await api.createGuide({ title: GUIDE_TITLE, city: 'Nice', country: 'France', timezone: 'Europe/Paris' });
    return session;
  });
});

test('the host switches Profile to French, then Arabic, and the admin speaks it', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, host, '/profiles');

  let before: Texts = { ...enAccount, ...enAdmin };
  for (const { meta, admin, messages } of LANGUAGES) {
    const code = meta.code;
    const menu = page.getByRole('navigation', { name: admin['layout.mainMenu'] });

    await test.step(`${code}: Profile > Language > ${meta.name}`, async () => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/profiles');
      await page.getByRole('combobox', { name: before['profiles.language'], exact: true }).click();
      await page.getByRole('option', { name: meta.name, exact: true }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', meta.locale);
      await expect(page.locator('html')).toHaveAttribute('dir', meta.dir);
      await expect(page.getByRole('heading', { name: admin['profiles.profile'], level: 1 })).toBeVisible();
      await expect(page.getByRole('combobox', { name: admin['profiles.language'], exact: true })).toHaveValue(
        meta.name,
      );
      // Kept by the account: a reload (the stored session, then /users/me) is still in it.
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', meta.locale);
      await expect(page.getByRole('heading', { name: admin['profiles.profile'], level: 1 })).toBeVisible();
      before = admin;
    });

    await test.step(`${code}: the sidebar`, async () => {
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: admin['layout.dashboard'] })).toBeVisible();
      await expect(menu.getByRole('link', { name: admin['layout.digitalGuides'] })).toBeVisible();
      const box = await menu.boundingBox();
      expect(box).not.toBeNull();
      if (meta.dir === 'rtl') expect(box!.x, 'the sidebar is on the right').toBeGreaterThan(640);
      else expect(box!.x + box!.width, 'the sidebar is on the left').toBeLessThan(640);
    });

    await test.step(`${code}: a toast (profile saved)`, async () => {
      const name = page.getByRole('textbox', { name: admin['auth.name'], exact: true });
      await name.fill(`Ana ${code}`);
      await holdingTimers(page, async () => {
        await page.getByRole('button', { name: admin['auth.saveProfile'] }).click();
        await expect(page.getByText(messages['profile.updated']!, { exact: true }).first()).toBeVisible();
      });
    });

    await test.step(`${code}: the server's answer (a wrong current password)`, async () => {
      await page.getByRole('textbox', { name: admin['auth.currentPassword'], exact: true }).fill('not my password');
      await page.getByRole('textbox', { name: admin['auth.newPassword'], exact: true }).fill('a new password 1');
      await page.getByRole('textbox', { name: admin['auth.confirmNewPassword'], exact: true }).fill('a new password 1');
      const answer = page.waitForResponse((r) => r.request().method() !== 'GET' && /\/api\/users\//.test(r.url()));
      await holdingTimers(page, async () => {
        await page.getByRole('button', { name: admin['auth.changePassword'] }).click();
        const body = (await (await answer).json()) as { RES_MESSAGE: string; RES_OTHERS?: { FIELDS?: object } };
        expect(JSON.stringify(body)).toContain(messages['password.currentWrong']);
        await expect(page.getByText(messages['password.currentWrong']!, { exact: true }).first()).toBeVisible();
      });
    });

    await test.step(`${code}: axe and screenshots of Profile at 1280 and 375 px`, async () => {
      await page.reload();
      await expect(page.getByRole('heading', { name: admin['profiles.profile'], level: 1 })).toBeVisible();
      await shoot(page, `profile-${code}`);
      await expectNoSeriousViolations(page, `profile ${code} 1280`, testInfo);
      await page.setViewportSize({ width: 375, height: 812 });
      await shoot(page, `profile-${code}-phone`);
      await expectNoSidewaysScroll(page, `profile ${code} 375`);
      await expectNoSeriousViolations(page, `profile ${code} 375`, testInfo);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step(`${code}: a dialog (deleting a guide, cancelled)`, async () => {
      await menu.getByRole('link', { name: admin['layout.digitalGuides'] }).click();
      await expect(page.getByRole('heading', { name: admin['digitalGuides.yourGuides'], level: 1 })).toBeVisible();
      await page.getByRole('button', { name: fill(admin, 'guides.deleteTitle', { title: GUIDE_TITLE }) }).click();
      const dialog = page.getByRole('dialog', { name: messages['guide.deleteTitle'] });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(messages['guide.deleteText']!)).toBeVisible();
      await expect(dialog.getByRole('button', { name: messages['dialog.confirm'], exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: messages['dialog.cancel'], exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(GUIDE_TITLE, { exact: true })).toBeVisible();
    });

    await test.step(`${code}: axe and screenshots of the guides list at 1280 and 375 px`, async () => {
      await shoot(page, `guides-${code}`);
      await expectNoSeriousViolations(page, `guides ${code} 1280`, testInfo);
      await page.setViewportSize({ width: 375, height: 812 });
      await shoot(page, `guides-${code}-phone`);
      await expectNoSidewaysScroll(page, `guides ${code} 375`);
      await expectNoSeriousViolations(page, `guides ${code} 375`, testInfo);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step(`${code}: the guide form's own check (an empty title)`, async () => {
      await page.getByRole('button', { name: admin['digitalGuides.addGuide'] }).click();
      await expect(page.getByRole('heading', { name: admin['digitalGuides.createGuide'], level: 1 })).toBeVisible();
      const title = page.getByRole('textbox', { name: admin['guides.title'], exact: true });
      await expect(title).toHaveValue('');
      await page.getByRole('button', { name: admin['digitalGuides.createGuide'], exact: true }).click();
      await expect(title).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(messages['guide.titleRequired']!, { exact: true })).toBeVisible();
      // The form's sections are named in the language too.
      await expect(page.getByRole('group', { name: admin['guides.legendGuide'], exact: true })).toBeVisible();
      // The back arrow points back in the reading direction: mirrored in a right-to-left page.
      const back = page.getByRole('button', { name: admin['guides.goBack'], exact: true }).locator('svg');
      await expect(back).toHaveCSS('transform', meta.dir === 'rtl' ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
    });

    await test.step(`${code}: a toast (a guide created)`, async () => {
      await page.getByRole('textbox', { name: admin['guides.title'], exact: true }).fill(`Guide ${code}`);
      await holdingTimers(page, async () => {
        await page.getByRole('button', { name: admin['digitalGuides.createGuide'], exact: true }).click();
        await expect(page.getByText(messages['guide.created']!, { exact: true }).first()).toBeVisible();
      });
      await expect(page.getByText(`Guide ${code}`, { exact: true })).toBeVisible();
    });

    await test.step(`${code}: a date written by Intl in ${meta.locale} (the dashboard's newest guides)`, async () => {
      await menu.getByRole('link', { name: admin['layout.dashboard'] }).click();
      await expect(page.getByRole('heading', { name: admin['dashboard.yourNewestGuides'] })).toBeVisible();
      const created = await withApi(async (_api, request) => {
        const res = await request.get('/api/guides/list', { headers: { authorization: `Bearer ${host.token}` } });
        const list = (await res.json()) as { RES_RESULT: Array<{ title: string; date_created: string }> };
        return list.RES_RESULT.find((g) => g.title === GUIDE_TITLE)?.date_created;
      });
      expect(created, 'the guide has a creation date').toBeTruthy();
      // Written as the browser's Intl writes it in that locale (and not as English would).
      const written = await page.evaluate(
        ({ iso, locale }) => {
          const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
          const format = (l: string) =>
            new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone }).format(
              new Date(iso),
            );
          return { local: format(locale), english: format('en-GB') };
        },
        { iso: created!, locale: meta.locale },
      );
      expect(written.local).not.toBe(written.english);
      const row = page.getByRole('link', { name: GUIDE_TITLE, exact: true }).locator('xpath=..');
      await expect(row.getByText(written.local, { exact: true })).toBeVisible();
    });
  }
});

test('a sign-up from a Polish browser gets its verification e-mail in Polish', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'pl-PL' });
  try {
    const page = await context.newPage();
    const account = newAccount('host-language-pl');
    let asked = '';
    page.on('request', (r) => {
      if (r.url().includes('/api/public/register')) asked = r.headers()['accept-language'] ?? '';
    });
    await page.goto('/signup');
    // The form's labels are in Polish when pl/admin.ts exists: found by what each field is for.
    await page.locator('input[autocomplete="email"]').fill(account.email);
    await page.locator('input[autocomplete="given-name"]').fill(account.name);
    await page.locator('input[autocomplete="family-name"]').fill(account.lastname);
    const passwords = page.locator('input[autocomplete="new-password"]');
    await passwords.nth(0).fill(account.password);
    await passwords.nth(1).fill(account.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/confirmation$/);
    expect(asked).toMatch(/^pl/);

    const mail = await waitForMail(account.email, /register_confirm/);
    expect(mail.subject).toBe(plMail['verify.subject']);
    expect(mail.text).toContain(plMail['verify.intro']);
  } finally {
    await context.close();
  }
});
