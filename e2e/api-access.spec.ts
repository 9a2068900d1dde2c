/**
 * API tokens end to end: the host opens My Account > Api Access, creates a read token
 * (shown once), and an integration calling with it may read (GET) but not change anything (43);
 * once the host revokes it in the app, the same call answers 40.
 */
import { type APIResponse } from '@playwright/test';
import { MESSAGES, RESULT } from '@guidebook/contract';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { expectReadTokenOnly, withApi, newAccount, type LoginResult } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const GUIDE_TITLE = 'Harbour Loft';
const TOKEN_NAME = 'Channel manager';

let session: LoginResult;

test.beforeAll(() =>
  withApi(async (api) => {
    session = await api.signUpVerified(newAccount('api-access'));
    await api.createGuide({ title: GUIDE_TITLE, timezone: 'Europe/London' });
  }),
);

type Envelope = { RES_CODE: string; RES_MESSAGE: string; RES_RESULT: unknown };

async function envelopeOf(response: APIResponse): Promise<Envelope> {
  return (await response.json()) as Envelope;
}

test('create a read token, use it, revoke it', async ({ page, request }, testInfo) => {
  await openSignedIn(page, session, '/main-panel');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // My Account > Api Access, from the sidebar.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'My Account' }).click();
  await menu.getByRole('link', { name: 'Api Access' }).click();
  await expect(page).toHaveURL(/\/api-access$/);
  await expect(page.getByRole('heading', { name: 'Api Access', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Api Access' })).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.apiToken.empty })).toBeVisible();
  const reference = page.getByRole('link', { name: /API reference/ });
  await expect(reference).toHaveAttribute('href', '/api/docs');
  await expect(reference).toHaveAttribute('target', '_blank');

  // The form checks the name with the server's words before sending.
  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API token' });
  await expect(dialog.getByLabel('Expires')).toHaveValue('90 days');
  await dialog.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByText(MESSAGES.apiToken.nameRequired)).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();

  await dialog.getByLabel('Name').fill(TOKEN_NAME);
  await dialog.getByLabel('Scope').click();
  await page.getByRole('option', { name: 'Read: GET calls only' }).click();
  await expect(dialog.getByLabel('Scope')).toHaveValue('Read: GET calls only');
  await page.screenshot({ path: testInfo.outputPath('api-access-create.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'api-access create dialog', testInfo);
  await dialog.getByRole('button', { name: 'Create token' }).click();

  // The token, shown this once.
  const field = dialog.getByLabel('Your new API token');
  await expect(field).toHaveValue(/^gbk_/);
  const token = await field.inputValue();
  await expect(dialog.getByText(MESSAGES.apiToken.created)).toBeVisible();
  await expect(dialog.getByText(MESSAGES.apiToken.shownOnce)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('api-access-token-shown.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'api-access new token', testInfo);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'API tokens' });
  const row = table.getByRole('row', { name: new RegExp(TOKEN_NAME) });
  await expect(row).toContainText('Read');
  await expect(row).toContainText(`${token.slice(0, 12)}…`);
  await expect(row.getByRole('cell').nth(5)).toHaveText('Never');
  // The token itself is never on the page again.
  await expect(page.getByText(token)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('api-access.png'), fullPage: true });
  await expectNoSeriousViolations(page, 'api-access', testInfo);

  // An integration with the read token: GET answers, a change is refused.
  await expectReadTokenOnly(request, token, GUIDE_TITLE);

  // At 375 px: the table scrolls in its own box, the page does not.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { name: 'Api Access', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'api-access at 375 px');
  await page.screenshot({ path: testInfo.outputPath('api-access-375.png'), fullPage: true });
  await page.getByRole('button', { name: 'Create token' }).click();
  await expect(dialog.getByLabel('Name')).toBeVisible();
  await expectNoSidewaysScroll(page, 'api-access create dialog at 375 px');
  await page.screenshot({ path: testInfo.outputPath('api-access-create-375.png') });
  await dialog.getByRole('button', { name: MESSAGES.dialog.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Revoke, after confirming: the token stops working at once.
  await row.getByRole('button', { name: `Revoke API token ${TOKEN_NAME}` }).click();
  const confirm = page.getByRole('dialog', { name: MESSAGES.apiToken.revokeTitle });
  await expect(confirm).toContainText(MESSAGES.apiToken.revokeText);
  await holdingTimers(page, async () => {
    await confirm.getByRole('button', { name: MESSAGES.dialog.confirm }).click();
    await expect(page.getByText(MESSAGES.apiToken.revoked)).toBeVisible();
  });
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.apiToken.empty })).toBeVisible();

  const after = await request.get('/api/guides/list', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  expect((await envelopeOf(after)).RES_CODE).toBe(RESULT.UNAUTHENTICATED);
  // The host's own session is untouched.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Api Access', level: 1 })).toBeVisible();
});
