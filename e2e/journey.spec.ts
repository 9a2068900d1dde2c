/**
 * A host's first visit, one story in one browser page: a host signs up, confirms by
 * e-mail, builds a guide's content, manages the media library, switches to dark mode,
 * is signed out when the server revokes the token, signs in again and logs out.
 * Written against the labels and roles a person sees; every wait is bounded (10 s expects).
 */
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { MESSAGES, RESULT } from '@guidebook/contract';
import { test, expect } from './support/fixtures.ts';
import { newAccount } from './support/api.ts';
import { pngFile, jpegFile, type UploadFile } from './support/images.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { holdingTimers } from './support/timed.ts';

const account = newAccount('journey');
const guideTitle = 'Seaside Cottage';
const categoryName = 'Beach Days';
const publishedTopic = 'Getting the keys';
const draftTopic = 'Parking';
const firstImage = 'lobby.png';

/** A text input by its accessible name (the label without the required asterisk). */
function field(scope: Page | Locator, name: string | RegExp): Locator {
  return scope.getByRole('textbox', { name, exact: typeof name === 'string' });
}

/** A popup or toast with this text (Mantine notifications and modals). */
function message(page: Page, text: string): Locator {
  return page.getByText(text, { exact: true }).first();
}

async function confirmDialog(page: Page, title: string, text: string, confirm: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(text)).toBeVisible();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
}

/** Closes a result popup with OK (it would also close by itself). */
async function acknowledge(page: Page, title: string, text?: string): Promise<void> {
  // Matched by its text: the popups have no accessible name yet (reported to the web app).
  const popup = page.getByRole('dialog').filter({ hasText: title });
  await expect(popup).toBeVisible();
  if (text) await expect(popup.getByText(text)).toBeVisible();
  await popup.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(popup).toBeHidden();
}

async function storage(page: Page) {
  return page.evaluate(() => ({
    userData: localStorage.getItem('userData'),
    yourName: localStorage.getItem('yourName'),
    yourRole: localStorage.getItem('yourRole'),
    userPermissions: sessionStorage.getItem('userPermissions'),
  }));
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await field(page, 'E-mail').fill(account.email);
  await field(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/main-panel$/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
}

/** Picks a featured image in "Manage Your Images", uploading `upload` when given. */
async function chooseImage(page: Page, topicDialog: Locator, upload: UploadFile | null, existingName?: string) {
  await topicDialog.getByRole('button', { name: /^(Choose|Change) image$/ }).click();
  const manager = page.getByRole('dialog', { name: 'Manage Your Images' });
  await expect(manager).toBeVisible();
  if (upload) {
    await manager.getByRole('tab', { name: 'Upload New File' }).click();
    await manager.locator('input[type="file"]').setInputFiles(upload);
    // The 'Upload Successful' state shows, announced to screen readers too…
    await expect(manager.getByRole('heading', { name: MESSAGES.file.uploadSuccessful })).toBeVisible();
    await expect(manager.getByRole('status')).toHaveText(
      `${MESSAGES.file.uploadSuccessful}. ${upload.name} is selected.`,
    );
    await expect(manager.getByText(upload.name, { exact: true })).toBeVisible();
    // …then the library, reloaded, with the upload selected (and focused for the keyboard).
    await expect(manager.getByText(`Selected: ${upload.name}`)).toBeVisible();
    await expect(manager.getByRole('tab', { name: 'Select from Library' })).toHaveAttribute('aria-selected', 'true');
    await expect(manager.getByRole('button', { name: upload.name, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(manager.getByRole('button', { name: upload.name, exact: true })).toBeFocused();
  } else {
    await manager.getByRole('tab', { name: 'Select from Library' }).click();
    await manager.getByRole('button', { name: existingName, exact: true }).click();
  }
  await manager.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(manager).toBeHidden();
}

/** Types "Welcome! " then bold text (Ctrl+B) into the Quill editor of the dialog. */
async function typeFormatted(dialog: Locator, plain: string, bold: string): Promise<void> {
  const editor = dialog.getByRole('textbox', { name: /Topic Content/ });
  await editor.click();
  await editor.press('ControlOrMeta+a');
  await editor.press('Backspace');
  await editor.pressSequentially(plain);
  await editor.press('ControlOrMeta+b');
  await editor.pressSequentially(bold);
  await editor.press('ControlOrMeta+b');
  await expect(editor.locator('strong')).toHaveText(bold);
}

test('journey: sign up, build a guide, manage media, dark mode, revoked token, logout', async ({ page }) => {
  test.setTimeout(240_000);

  await test.step('sign up at /signup', async () => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const text of [
      'Email is required',
      'Name is required',
      'Last Name is required',
      'Password is required',
      'Password confirmation is required',
    ])
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    await field(page, 'Email').fill(account.email);
    await field(page, 'Name').fill(account.name);
    await field(page, 'Last Name').fill(account.lastname);
    await field(page, 'Password').fill(account.password);
    await field(page, 'Confirm Password').fill(`${account.password}x`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Passwords do not match', { exact: true })).toBeVisible();
    await field(page, 'Confirm Password').fill(account.password);
    await holdingTimers(page, async () => {
      await page.getByRole('button', { name: 'Register' }).click();
      await expect(message(page, 'Registration Successful')).toBeVisible();
    });
    await expect(page).toHaveURL(/\/confirmation$/);
  });

  await test.step('open the e-mailed confirmation link', async () => {
    const mail = await waitForMail(account.email, /register_confirm/);
    const link = linkIn(mail, /\/public\/register_confirm\?/);
    expect(link.searchParams.get('vc')).toBeTruthy();
    expect(link.searchParams.get('vi')).toBeTruthy();
    await page.goto(link.pathname + link.search);
    await expect(page.getByText('Well Done')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  });

  await test.step('log in at /login', async () => {
    await signIn(page);
    const stored = await storage(page);
    expect(JSON.parse(stored.userData ?? '{}').token).toBeTruthy();
    expect(stored.yourName).toContain(account.name);
    expect(stored.userPermissions).not.toBeNull();
  });

  await test.step('create a guide', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Digital Guides' }).click();
    await expect(page.getByRole('heading', { name: 'Your Guides' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Guide' }).click();
    await page.getByRole('button', { name: 'Create Guide' }).click();
    await expect(page.getByText('Required.', { exact: true }).first()).toBeVisible();
    await field(page, 'Title').fill(guideTitle);
    await field(page, 'Subtitle').fill('Two nights by the sea');
    await field(page, 'Address').fill('1 Harbour Road');
    await field(page, 'City').fill('St Ives');
    await page.getByRole('combobox', { name: 'Timezone' }).fill('Europe/Lon');
    await page.getByRole('option', { name: 'Europe/London' }).click();
    await holdingTimers(page, async () => {
      await page.getByRole('button', { name: 'Create Guide' }).click();
      await expect(message(page, 'Guide created successfully!')).toBeVisible();
    });
    await expect(page.getByRole('row').filter({ hasText: guideTitle })).toBeVisible();
  });

  await test.step('open the guide: Edit, Content tab', async () => {
    await page.getByRole('button', { name: `Edit ${guideTitle}` }).click();
    await expect(page.getByRole('heading', { name: `Updating Guide: ${guideTitle}` })).toBeVisible();
    await page.getByRole('tab', { name: 'Content' }).click();
    await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
  });

  await test.step('add a category with an icon', async () => {
    await page.getByRole('button', { name: 'Add Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await holdingTimers(page, async () => {
      await dialog.getByRole('button', { name: 'Save Category' }).click();
      await expect(message(page, 'All fields are required.')).toBeVisible();
    });
    await field(dialog, 'Title').fill(categoryName);
    await dialog.getByRole('button', { name: 'key', exact: true }).click();
    await holdingTimers(page, async () => {
      await dialog.getByRole('button', { name: 'Save Category' }).click();
      await expect(message(page, 'Category added successfully!')).toBeVisible();
    });
    await expect(dialog).toBeHidden();
    // Expanding the category loads its topics: none yet.
    await page.getByRole('button', { name: new RegExp(`^${categoryName} \\d+ topics?$`) }).click();
    await expect(page.getByText('No topics available for this content.')).toBeVisible();
  });

  const lobby = await pngFile(firstImage, 20);

  await test.step('add a Published topic: upload its image in the image manager, bold text', async () => {
    await page.getByRole('button', { name: 'Add Topic' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Topic' });
    await expect(dialog).toBeVisible();
    await field(dialog, 'Title').fill(publishedTopic);
    await chooseImage(page, dialog, lobby);
    await typeFormatted(dialog, 'The key box is by the door. ', 'Code 4321');
    await expect(dialog.getByRole('combobox', { name: 'Topic Status' })).toHaveValue('Published');
    await holdingTimers(page, async () => {
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(message(page, 'Topic created successfully')).toBeVisible();
    });
    await expect(dialog).toBeHidden();
  });

  await test.step('add a Draft topic with a library image', async () => {
    await page.getByRole('button', { name: 'Add Topic' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add Topic' });
    await field(dialog, 'Title').fill(draftTopic);
    await chooseImage(page, dialog, null, firstImage);
    await typeFormatted(dialog, 'Free parking on the street. ', 'No permit needed');
    await dialog.getByRole('combobox', { name: 'Topic Status' }).click();
    await page.getByRole('option', { name: 'Draft' }).click();
    await holdingTimers(page, async () => {
      await dialog.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(message(page, 'Topic created successfully')).toBeVisible();
    });
    await expect(dialog).toBeHidden();
  });

  await test.step('both topics are listed under the category', async () => {
    const topics = page.getByRole('list', { name: 'Topics' }).getByRole('listitem');
    await expect(topics.filter({ hasText: publishedTopic })).toContainText('Published');
    await expect(topics.filter({ hasText: draftTopic })).toContainText('Draft');
  });

  await test.step('edit a topic; its formatting was kept', async () => {
    await page.getByRole('button', { name: `Edit topic ${draftTopic}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Topic' });
    await expect(dialog.getByRole('textbox', { name: /Topic Content/ }).locator('strong')).toHaveText(
      'No permit needed',
    );
    await field(dialog, 'Title').fill(`${draftTopic} and bikes`);
    await holdingTimers(page, async () => {
      await dialog.getByRole('button', { name: 'Update', exact: true }).click();
      await expect(message(page, 'Topic updated successfully')).toBeVisible();
    });
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${draftTopic} and bikes`)).toBeVisible();

    // Opened again, the form loads the topic as stored: the new title, the content unchanged.
    await page.getByRole('button', { name: `Edit topic ${draftTopic} and bikes` }).click();
    await expect(field(dialog, 'Title')).toHaveValue(`${draftTopic} and bikes`);
    await expect(dialog.getByRole('textbox', { name: /Topic Content/ }).locator('strong')).toHaveText(
      'No permit needed',
    );
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('delete a topic through its confirm dialog', async () => {
    await page.getByRole('button', { name: `Delete topic ${publishedTopic}` }).click();
    await confirmDialog(page, 'Delete this topic?', 'This action will permanently remove the topic.', 'OK');
    await acknowledge(page, 'Deleted!', 'The topic has been successfully deleted.');
    await expect(page.getByText(publishedTopic)).toBeHidden();
  });

  await test.step('delete the category through its confirm dialog', async () => {
    await page.getByRole('button', { name: `Delete category ${categoryName}` }).click();
    await confirmDialog(page, 'Delete this content?', 'This action will permanently remove the content.', 'OK');
    await acknowledge(page, 'Deleted!', 'The content has been successfully deleted.');
    await expect(page.getByText(categoryName, { exact: true })).toBeHidden();
  });

  await test.step('delete the guide through its confirm dialog', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Digital Guides' }).click();
    const row = page.getByRole('row').filter({ hasText: guideTitle });
    await row.getByRole('button', { name: `Delete ${guideTitle}` }).click();
    await confirmDialog(page, 'Delete this guide?', 'This action will permanently remove the guide.', 'OK');
    await acknowledge(page, 'Deleted!', 'The guide has been successfully deleted.');
    await expect(row).toBeHidden();
  });

  const cards = () => page.getByRole('list', { name: 'All files' }).getByRole('listitem');

  await test.step('media library: upload two files, one name clashes and gets a timestamp', async () => {
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Media library' }).click();
    await expect(page.getByRole('heading', { name: 'All Files' })).toBeVisible();
    await expect(cards()).toHaveCount(1);
    await page.getByRole('button', { name: 'Upload File' }).click();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles([await pngFile(firstImage, 200), await jpegFile('front door.jpg', 120)]);
    // When done the list refreshes and the upload view closes; the upload panel shows 'Upload Successful'.
    await expect(page.getByRole('button', { name: 'Upload File' })).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: 'Uploads' }).getByText(MESSAGES.file.uploadSuccessful).first(),
    ).toBeVisible();
    await expect(cards()).toHaveCount(3);
    await expect(cards().getByText(/^lobby\d{14,}\.png$/)).toBeVisible();
    await expect(cards().getByText(firstImage, { exact: true })).toBeVisible();
    await expect(cards().getByText('front door.jpg', { exact: true })).toBeVisible();
  });

  await test.step('media library: download one (saved name without whitespace)', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download front door.jpg' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('frontdoor.jpg');
    const saved = await download.path();
    expect(fs.statSync(saved).size).toBeGreaterThan(1000);
  });

  await test.step('media library: 12 files page through with the arrows (10 a page)', async () => {
    await page.getByRole('button', { name: 'Upload File' }).click();
    const more = await Promise.all(Array.from({ length: 9 }, (_, i) => pngFile(`room-${i + 1}.png`, 40 * i)));
    await page.locator('input[type="file"]').setInputFiles(more);
    await expect(page.getByRole('button', { name: 'Upload File' })).toBeVisible({ timeout: 30_000 });
    await expect(cards()).toHaveCount(10);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(cards()).toHaveCount(2);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect(cards()).toHaveCount(10);
  });

  await test.step('media library: delete one file after the confirm dialog', async () => {
    await page.getByRole('button', { name: 'Delete room-9.png' }).click();
    const success = page.getByRole('dialog').filter({ hasText: 'Success' });
    await holdingTimers(page, async () => {
      await confirmDialog(
        page,
        'Delete this file?',
        'Are you sure you want to delete this file? This action cannot be undone.',
        'Accept',
      );
      await expect(success).toBeVisible();
    });
    // The success popup closes by itself 1 s later.
    await expect(success).toBeHidden();
    await expect(cards().getByText('room-9.png', { exact: true })).toHaveCount(0);
    await expect(cards()).toHaveCount(10);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(cards()).toHaveCount(1);
  });

  await test.step('dark mode survives a reload', async () => {
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('DarkMode'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'All Files' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('DarkMode'))).toBe('false');
  });

  await test.step('a token revoked on the server signs the user out on the next call', async () => {
    const { userData } = await storage(page);
    const token = (JSON.parse(userData ?? '{}') as { token?: string }).token;
    expect(token).toBeTruthy();
    const res = await page.request.post('/api/users/logout', { headers: { authorization: `Bearer ${token}` } });
    expect((await res.json()).RES_CODE).toBe(RESULT.OK);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await storage(page)).toEqual({ userData: null, yourName: null, yourRole: null, userPermissions: null });
  });

  await test.step('sign in again and Logout from the user menu', async () => {
    await signIn(page);
    const { userData } = await storage(page);
    const token = (JSON.parse(userData ?? '{}') as { token?: string }).token;
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menu').getByText(`Welcome, ${account.name} ${account.lastname}`)).toBeVisible();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    expect(await storage(page)).toEqual({ userData: null, yourName: null, yourRole: null, userPermissions: null });
    // The server revoked the token too.
    const me = await page.request.get('/api/users/me', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });
});
