/**
 * Webhooks end to end: a host of their own opens My Account > Webhooks and adds an endpoint that
 * points at a receiver this spec serves on 127.0.0.1 (the e2e server may send there:
 * CALENDAR_FEEDS_ALLOW_PRIVATE, scripts/e2e.mjs). The signing secret shows once; a test event
 * reaches the receiver signed with it (checked with the standardwebhooks library) and shows as
 * succeeded in the deliveries panel; Redeliver sends it again with the same webhook-id. Then the
 * host edits, disables and deletes the endpoint. Axe at 1280 and 375 px, and the page never
 * scrolls sideways on the phone. Screenshots: e2e/artifacts/screenshots/webhooks-*.png.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { MESSAGES } from '@guidebook/contract';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { newAccount, withApi, type LoginResult } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { settle } from './support/settle.ts';
import enAdmin from '../packages/i18n/locales/en/admin.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');
const text = (key: string) => (enAdmin as Record<string, string>)[`webhooksUi.${key}`]!;

type Received = { headers: http.IncomingHttpHeaders; body: string };

let session: LoginResult;
let receiver: http.Server;
let hookUrl: string;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/hooks/guidebook') {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(204).end();
      } else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/guidebook`;
  session = await withApi((api) => api.signUpVerified(newAccount('webhooks')));
});

test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

async function shoot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `webhooks-${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Axe on the screen as it rests: the pointer moved off the button or link just clicked, whose
 * hover shade is not what the screen shows.
 */
async function expectAxeClean(page: Page, what: string, testInfo: TestInfo): Promise<void> {
  await page.mouse.move(1, 1);
  await expectNoSeriousViolations(page, what, testInfo);
}

test('add an endpoint, see its secret once, test it, redeliver, edit, disable and delete it', async ({
  page,
}, testInfo) => {
  await openSignedIn(page, session, '/main-panel');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  // My Account > Webhooks, from the sidebar, beside Api Access.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await menu.getByRole('button', { name: 'My Account' }).click();
  await menu.getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/webhooks$/);
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('status').filter({ hasText: text('empty') })).toBeVisible();
  await settle(page);
  await expectAxeClean(page, 'webhooks, empty', testInfo);

  // Add endpoint: every event ticked, each named in words; the form checks with the server's words.
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  const events = dialog.getByRole('checkbox');
  await expect(events).toHaveCount(10);
  for (const box of await events.all()) await expect(box).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Guest request received' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByText(MESSAGES.webhooks.urlRequired)).toBeVisible();
  await expect(dialog.getByLabel('Endpoint URL')).toBeFocused();

  await dialog.getByLabel('Endpoint URL').fill(hookUrl);
  await dialog.getByLabel('Description').fill('PMS sync');
  await dialog.getByRole('checkbox', { name: 'Timed message failed' }).uncheck();
  await shoot(page, 'add-1280');
  await expectAxeClean(page, 'webhooks add dialog', testInfo);
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();

  // The signing secret, shown this once.
  const shown = page.getByRole('dialog', { name: 'Endpoint added' });
  const field = shown.getByLabel('Signing secret', { exact: true });
  await expect(field).toHaveValue(/^whsec_/);
  const secret = await field.inputValue();
  await expect(shown.getByText(text('created'))).toBeVisible();
  await expect(shown.getByText(text('secretOnce'))).toBeVisible();
  await expect(shown.getByRole('button', { name: 'Copy' })).toBeVisible();
  await shoot(page, 'secret-1280');
  await expectAxeClean(page, 'webhooks secret shown', testInfo);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const card = page.getByRole('region', { name: hookUrl, exact: true });
  await expect(card).toContainText('PMS sync');
  await expect(card).toContainText('Enabled');
  await expect(card).toContainText('Guest request received');
  await expect(card).not.toContainText('Timed message failed');
  // The secret itself is never on the page again.
  await expect(page.getByText(secret)).toHaveCount(0);

  // Send test event: the receiver gets a signed ping, and the panel shows it succeeded.
  await holdingTimers(page, async () => {
    await card.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText(text('testSent'))).toBeVisible();
  });
  const deliveries = card.getByRole('table', { name: `Deliveries to ${hookUrl}` });
  const rows = deliveries.locator('tbody tr');
  await expect(rows).toHaveCount(1, { timeout: 20_000 });
  await expect(rows.first()).toContainText('Test event');
  await expect(rows.first()).toContainText('204');
  await expect(rows.first()).toContainText('Succeeded');
  expect(received).toHaveLength(1);
  const ping = new Webhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>) as {
    type: string;
    data: { id_webhook: number };
  };
  expect(ping.type).toBe('ping');
  await expect(card.getByRole('button', { name: 'Hide deliveries' })).toHaveAttribute('aria-expanded', 'true');
  await shoot(page, '1280');
  await expectAxeClean(page, 'webhooks with a delivery', testInfo);

  // Redeliver: the same event again, with the same webhook-id, as a second attempt.
  await holdingTimers(page, async () => {
    await rows
      .first()
      .getByRole('button', { name: /^Redeliver Test event of / })
      .click();
    await expect(page.getByText(text('redelivered'))).toBeVisible();
  });
  await expect(rows).toHaveCount(2, { timeout: 20_000 });
  await expect(rows.first()).toContainText('Succeeded');
  expect(received).toHaveLength(2);
  expect(received[1]!.headers['webhook-id']).toBe(received[0]!.headers['webhook-id']);
  // Redeliver belongs to a delivery's latest attempt only.
  await expect(rows.nth(1).getByRole('button')).toHaveCount(0);

  // At 375 px: the deliveries table scrolls in its own box, the page does not.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page, 'webhooks at 375 px');
  await shoot(page, '375');
  await expectAxeClean(page, 'webhooks at 375 px', testInfo);
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(dialog.getByLabel('Endpoint URL')).toBeVisible();
  await expectNoSidewaysScroll(page, 'webhooks add dialog at 375 px');
  await shoot(page, 'add-375');
  await dialog.getByRole('button', { name: MESSAGES.dialog.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Edit: the description and events change; the form starts from the endpoint's values.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit endpoint' });
  await expect(edit.getByLabel('Endpoint URL')).toHaveValue(hookUrl);
  await expect(edit.getByRole('checkbox', { name: 'Timed message failed' })).not.toBeChecked();
  await expect(edit.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  await edit.getByLabel('Description').fill('PMS sync (stays only)');
  await edit.getByRole('button', { name: 'Select none' }).click();
  await edit.getByRole('checkbox', { name: 'Invitation created' }).check();
  await holdingTimers(page, async () => {
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(text('saved'))).toBeVisible();
  });
  await expect(edit).toBeHidden();
  await expect(card).toContainText('PMS sync (stays only)');
  await expect(card).not.toContainText('Guest request received');

  // Disable: the endpoint says so in words, and stays so after a reload.
  await holdingTimers(page, async () => {
    await card.getByRole('switch', { name: 'Enabled' }).click({ force: true });
    await expect(page.getByText(text('nowDisabled'))).toBeVisible();
  });
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  await page.reload();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(card.getByRole('switch', { name: 'Enabled' })).not.toBeChecked();

  // Delete, after confirming: the list is empty again.
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: text('deleteTitle') });
  await expect(confirm).toContainText(hookUrl);
  await holdingTimers(page, async () => {
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(text('deleted'))).toBeVisible();
  });
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: text('empty') })).toBeVisible();
});
