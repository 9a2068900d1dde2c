/**
 * White label end to end: the host opens My Account > White Label (Reseller), sets the sender name and
 * the e-mail footer, hides the product's name, saves, reloads and finds them saved; the server answers
 * the same values.
 */
import { MESSAGES } from '@guidebook/contract';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { withApi, newAccount, type LoginResult } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { holdingTimers } from './support/timed.ts';

const SENDER = 'Villa Rosa';
const FOOTER = 'Villa Rosa · Rua das Flores 1, Lisboa\n+351 210 000 000';

let session: LoginResult;

test.beforeAll(() =>
  withApi(async (api) => {
    session = await api.signUpVerified(newAccount('white-label'));
  }),
);

test('set the sender name and footer, save, reload and see them', async ({ page, request }, testInfo) => {
  await openSignedIn(page, session, '/main-panel');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'My Account' }).click();
  await menu.getByRole('link', { name: 'White Label (Reseller)' }).click();
  await expect(page).toHaveURL(/\/white-label$/);
  await expect(page.getByRole('heading', { name: 'White Label (Reseller)', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'White Label (Reseller)' })).toHaveAttribute('data-active', 'true');

  const sender = page.getByLabel('Sender name');
  const footer = page.getByLabel('E-mail footer');
  const hide = page.getByRole('switch', { name: 'Hide the product’s name' });
  await expect(sender).toHaveValue('');
  await expect(hide).not.toBeChecked();

  // The form checks with the server's words before sending.
  await sender.fill('Villa "Rosa"');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(MESSAGES.whiteLabel.senderNameCharacters)).toBeVisible();

  await sender.fill(SENDER);
  await footer.fill(FOOTER);
  await hide.check();
  await holdingTimers(page, async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(MESSAGES.whiteLabel.saved)).toBeVisible();
  });
  await page.screenshot({ path: testInfo.outputPath('white-label-saved.png'), fullPage: true });

  await page.reload();
  await expect(page.getByRole('heading', { name: 'White Label (Reseller)', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Sender name')).toHaveValue(SENDER);
  await expect(page.getByLabel('E-mail footer')).toHaveValue(FOOTER);
  await expect(page.getByRole('switch', { name: 'Hide the product’s name' })).toBeChecked();
  await expectNoSeriousViolations(page, 'white label', testInfo);

  const saved = await request.get('/api/workspace/white_label', {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const body = (await saved.json()) as { RES_RESULT: Record<string, unknown> };
  expect(body.RES_RESULT).toMatchObject({ sender_name: SENDER, mail_footer: FOOTER, hide_product_name: true });
});
