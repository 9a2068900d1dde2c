/**
 * Agencies end to end: a host of their own creates a client workspace from the top bar's New
 * workspace button, lands in it, and builds a guide there (the guide, a category and a topic with
 * an uploaded image); the guides list names the workspace, and the personal workspace's list does
 * not hold the client's guide. The team page offers the client workspace's owner Transfer ownership
 * and Delete workspace (refused while it holds a guide).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '@guidebook/contract';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { withApi, newAccount, type LoginResult } from './support/api.ts';
import { pngFile } from './support/images.ts';
import { settle } from './support/settle.ts';
import { holdingTimers } from './support/timed.ts';

const shotsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'artifacts/screenshots');

const CLIENT = 'Villa Rosa Rentals';
const GUIDE = 'Villa Rosa';
const CATEGORY = 'Arrival';
const TOPIC = 'Where the keys are';

let session: LoginResult;

test.beforeAll(() =>
  withApi(async (api) => {
    session = await api.signUpVerified(newAccount('agency'));
    await api.createGuide({ title: 'My own flat', city: 'Porto', timezone: 'Europe/Lisbon' });
  }),
);

function field(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

function message(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).first();
}

async function shoot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: path.join(shotsDir, `agency-${name}.png`), fullPage: true, animations: 'disabled' });
}

test('a host creates a client workspace, switches to it and builds a guide there', async ({ page }) => {
  await openSignedIn(page, session, '/main-panel');
  const banner = page.getByRole('banner');
  // One workspace: no switcher yet, but New workspace.
  await expect(banner.getByLabel('Workspace', { exact: true })).toHaveCount(0);

  await test.step('New workspace: refused without a name, then created and switched to', async () => {
    await banner.getByRole('button', { name: 'New workspace' }).click();
    const dialog = page.getByRole('dialog', { name: 'New workspace' });
    await dialog.getByRole('button', { name: 'Create workspace' }).click();
    await expect(dialog.getByText(MESSAGES.agency.nameRequired)).toBeVisible();
    await field(dialog, 'Name').fill(CLIENT);
    await shoot(page, 'new-workspace');
    await holdingTimers(page, async () => {
      await dialog.getByRole('button', { name: 'Create workspace' }).click();
      await expect(message(page, MESSAGES.agency.created(CLIENT))).toBeVisible();
    });
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/main-panel$/);
    await expect(banner.getByLabel('Workspace', { exact: true })).toHaveValue(CLIENT);
    await expect(banner.getByText('Owner', { exact: true })).toBeVisible();
  });

  await test.step('an empty list in the client workspace: the own guide is not there', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Digital Guides' }).click();
    await expect(page.getByRole('heading', { name: 'Your Guides' })).toBeVisible();
    await expect(page.getByText('My own flat')).toHaveCount(0);
  });

  await test.step('create the guide', async () => {
    await page.getByRole('button', { name: 'Add Guide' }).click();
    await field(page, 'Title').fill(GUIDE);
    await field(page, 'City').fill('Sintra');
    await page.getByRole('combobox', { name: 'Timezone' }).fill('Europe/Lis');
    await page.getByRole('option', { name: 'Europe/Lisbon' }).click();
    await holdingTimers(page, async () => {
      await page.getByRole('button', { name: 'Create Guide' }).click();
      await expect(message(page, 'Guide created successfully!')).toBeVisible();
    });
    const row = page.getByRole('row').filter({ hasText: GUIDE });
    await expect(row).toBeVisible();
    // Two workspaces: each row names the one it is in.
    await expect(row.getByText(`Workspace: ${CLIENT}`)).toBeVisible();
    await shoot(page, 'guides-list');
  });

  await test.step('a category and a topic', async () => {
    await page.getByRole('button', { name: `Edit ${GUIDE}` }).click();
    await expect(page.getByRole('heading', { name: `Updating Guide: ${GUIDE}` })).toBeVisible();
    await page.getByRole('tab', { name: 'Content' }).click();
    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'Add Category' });
    await field(categoryDialog, 'Title').fill(CATEGORY);
    await categoryDialog.getByRole('button', { name: 'key', exact: true }).click();
    await holdingTimers(page, async () => {
      await categoryDialog.getByRole('button', { name: 'Save Category' }).click();
      await expect(message(page, 'Category added successfully!')).toBeVisible();
    });
    await expect(categoryDialog).toBeHidden();
    await page.getByRole('button', { name: new RegExp(`^${CATEGORY} \\d+ topics?$`) }).click();

    await page.getByRole('button', { name: 'Add Topic' }).first().click();
    const topicDialog = page.getByRole('dialog', { name: 'Add Topic' });
    await field(topicDialog, 'Title').fill(TOPIC);
    await topicDialog.getByRole('button', { name: /^(Choose|Change) image$/ }).click();
    const manager = page.getByRole('dialog', { name: 'Manage Your Images' });
    await manager.getByRole('tab', { name: 'Upload New File' }).click();
    await manager.locator('input[type="file"]').setInputFiles(await pngFile('door.png', 200));
    await expect(manager.getByText('Selected: door.png')).toBeVisible();
    await manager.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(manager).toBeHidden();
    const editor = topicDialog.getByRole('textbox', { name: /Topic Content/ });
    await editor.click();
    await editor.pressSequentially('The key box is by the blue door.');
    await holdingTimers(page, async () => {
      await topicDialog.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(message(page, 'Topic created successfully')).toBeVisible();
    });
    await expect(topicDialog).toBeHidden();
    await expect(page.getByRole('list', { name: 'Topics' }).getByText(TOPIC)).toBeVisible();
  });

  await test.step('the team page offers Transfer ownership and, while it holds a guide, no Delete', async () => {
    await page.goto('/team');
    await expect(page.getByRole('heading', { name: 'Transfer ownership' })).toBeVisible();
    await expect(page.getByText('Invite a member first: only an active member can become the owner.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete workspace' })).toBeDisabled();
    await expect(page.getByText(MESSAGES.agency.notEmpty)).toBeVisible();
    await shoot(page, 'team');
  });

  await test.step('back in the personal workspace: its own guide only, named with its workspace', async () => {
    const switcher = banner.getByLabel('Workspace', { exact: true });
    await switcher.click();
    await page.getByRole('option', { name: /’s workspace · Owner$/ }).click();
    await expect(page).toHaveURL(/\/main-panel$/);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Digital Guides' }).click();
    const own = page.getByRole('row').filter({ hasText: 'My own flat' });
    await expect(own).toBeVisible();
    await expect(own.getByText(/^Workspace: .*’s workspace$/)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: GUIDE })).toHaveCount(0);
    // The personal workspace is neither handed over nor deleted: the team page offers neither.
    await page.goto('/team');
    await expect(page.getByRole('heading', { name: 'Grand User Access' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transfer ownership' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete workspace' })).toHaveCount(0);
  });
});
