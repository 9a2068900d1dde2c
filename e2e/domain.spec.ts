/**
 * A workspace's own domain in the admin app: the host opens My Account > White Label (Reseller),
 * saves a domain, reads the DNS records to add (TXT with the token, then the record that points
 * the name at this server: an A record here, where PUBLIC_URL is 127.0.0.1), presses
 * Verify and reads the check's outcome in words; the domain is removed again.
 */
import { MESSAGES } from '@guidebook/contract';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { withApi, newAccount, type LoginResult } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

let session: LoginResult;

test.beforeAll(() =>
  withApi(async (api) => {
    session = await api.signUpVerified(newAccount('domain'));
  }),
);

test('save a domain, read the records, verify, remove', async ({ page }, testInfo) => {
  // A name under .invalid: no DNS answers for it anywhere, so the check says why it failed.
  const domain = `guide-${Date.now().toString(36)}.villa-rosa.invalid`;
  await openSignedIn(page, session, '/main-panel');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'My Account' }).click();
  await menu.getByRole('link', { name: 'White Label (Reseller)' }).click();
  await expect(page).toHaveURL(/\/white-label$/);
  // The domain is a section of the White Label (Reseller) screen, under the workspace's own name.
  await expect(page.getByRole('heading', { name: 'White Label (Reseller)', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your own domain', level: 2 })).toBeVisible();

  // A refused name says why under the field.
  await page.getByRole('textbox', { name: 'Domain', exact: true }).fill('https://villa-rosa.pt/beach');
  await page.getByRole('button', { name: 'Save domain' }).click();
  await expect(page.getByText(MESSAGES.domain.invalid).first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Domain', exact: true }).fill(domain.toUpperCase());
  await page.getByRole('button', { name: 'Save domain' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.domain.state.pending })).toBeVisible();
  const records = page.getByRole('table', { name: 'DNS records to add' });
  await expect(
    records.getByRole('row', { name: new RegExp(`TXT _guidebook-verify\\.${domain.replace(/\./g, '\\.')} gb-`) }),
  ).toBeVisible();
  await expect(
    records.getByRole('row', { name: new RegExp(`(CNAME|A|AAAA|ALIAS) ${domain.replace(/\./g, '\\.')}`) }),
  ).toBeVisible();
  await expect(page.getByText('Last check: Not checked yet')).toBeVisible();
  await expectNoSeriousViolations(page, 'domain settings', testInfo);

  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const outcome = new RegExp(
    `Last check: (${[MESSAGES.domain.check.no_record, MESSAGES.domain.check.dns_failure]
      .map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|')})`,
  );
  await expect(page.getByText(outcome)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.domain.state.pending })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('domain-settings.png'), fullPage: true });

  await page.getByRole('button', { name: 'Remove domain' }).click();
  await expect(records).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Domain', exact: true })).toHaveValue('');
});
