/**
 * The admin app's finish: edits survive a tab switch and leaving asks first (in the
 * app and in the browser), the sidebar's groups open from the keyboard, a topic moves to another
 * category through its form, a form's first invalid field is brought into view and focused.
 */
import { type Dialog, type Page } from '@playwright/test';
import { MESSAGES } from '@guidebook/contract';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { withApi, newAccount, type LoginResult } from './support/api.ts';
import { pngFile } from './support/images.ts';
import { holdingTimers } from './support/timed.ts';

let session: LoginResult;
let guideId = 0;
let mapId = 0;

test.beforeAll(() =>
  withApi(async (api, request) => {
    session = await api.signUpVerified(newAccount('finish'));
    ({ id_guide: guideId } = await api.createGuide({
      title: 'Beach House',
      address: '1 Shore Road',
      city: 'Faro',
      country: 'Portugal',
      id_address_view: 1,
      timezone: 'Europe/Lisbon',
    }));
    const arrival = await api.createCategory({
      id_guide: guideId,
      name: 'Arrival',
      image: '<i class="fa-solid fa-key"></i>',
    });
    await api.createCategory({ id_guide: guideId, name: 'Internet', image: '<i class="fa-solid fa-wifi"></i>' });
    const image = await api.upload(await pngFile('router.png', 60));
    await api.createTopic({
      id_guide_content: arrival.id_guide_content,
      name: 'WiFi',
      content: '<p>Network: Shore</p>',
      id_status: 1,
      id_file_public: image.id_file_public,
    });
    const map = await request.post('/api/maps/create', {
      headers: { authorization: `Bearer ${session.token}` },
      data: { title: 'Around the house', pins: [] },
    });
    mapId = ((await map.json()) as { RES_RESULT: { id_map: number } }).RES_RESULT.id_map;
  }),
);

async function signedIn(page: Page, to: string): Promise<void> {
  await openSignedIn(page, session, to);
}

/** Whether the page would make the browser ask before unloading (what beforeunload decides). */
function wouldAskBeforeUnload(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

const discardDialog = (page: Page) => page.getByRole('dialog', { name: MESSAGES.unsaved.title });

test('Details edits survive a tab switch; leaving asks first, in the app and in the browser', async ({ page }) => {
  await signedIn(page, `/digital-guides/${guideId}/edit`);
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await expect(title).toHaveValue('Beach House');
  expect(await wouldAskBeforeUnload(page), 'nothing edited yet: no question').toBe(false);

  await title.fill('Beach House by the dunes');
  await page.getByRole('tab', { name: 'Content' }).click();
  await expect(page.getByRole('button', { name: 'Add Category' })).toBeVisible();
  // Another tab of the same screen is not leaving it: no question, and the draft comes back.
  await expect(discardDialog(page)).toHaveCount(0);
  await page.getByRole('tab', { name: 'Details' }).click();
  await expect(title).toHaveValue('Beach House by the dunes');

  // In the app: the sidebar link is held by a confirm dialog; Keep editing stays with the draft.
  await page.getByRole('link', { name: 'Media library' }).click();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: MESSAGES.unsaved.keep }).click();
  await expect(page).toHaveURL(new RegExp(`/digital-guides/${guideId}/edit`));
  await expect(title).toHaveValue('Beach House by the dunes');

  // Even from another tab of the screen (the draft is kept there), leaving asks.
  await page.getByRole('tab', { name: 'Map' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(discardDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(discardDialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/digital-guides/${guideId}/edit\\?tab=map`));

  // In the browser: closing the tab or reloading gets its own question.
  expect(await wouldAskBeforeUnload(page)).toBe(true);

  // Saved: nothing to ask any more.
  await page.getByRole('tab', { name: 'Details' }).click();
  await holdingTimers(page, async () => {
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(MESSAGES.guide.updated).first()).toBeVisible();
  });
  await expect(page.getByRole('heading', { name: 'Updating Guide: Beach House by the dunes' })).toBeVisible();
  expect(await wouldAskBeforeUnload(page)).toBe(false);
  await page.getByRole('link', { name: 'Media library' }).click();
  await expect(page).toHaveURL(/\/media-library$/);
  await expect(discardDialog(page)).toHaveCount(0);

  // Edited again, then Discard changes: the page is left and the edit is gone.
  await page.goto(`/digital-guides/${guideId}/edit`);
  await title.fill('Not kept');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await discardDialog(page).getByRole('button', { name: MESSAGES.unsaved.discard }).click();
  await expect(page).toHaveURL(/\/main-panel$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(title).toHaveValue('Beach House by the dunes');

  // The real browser question on closing the page with edits.
  await title.fill('Closing with edits');
  const asked = new Promise<Dialog>((resolve) => page.once('dialog', resolve));
  await page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('Go Back in the map editor asks before unsaved pins are dropped', async ({ page }) => {
  await signedIn(page, `/dashboard/guidebook-map?mid=${mapId}`);
  await expect(page.getByRole('heading', { name: 'Map: Around the house' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Pin' }).click();
  await page.getByLabel('Pin 1 name').fill('Bakery');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: MESSAGES.unsaved.keep }).click();
  await expect(page.getByLabel('Pin 1 name')).toHaveValue('Bakery');
  await page.getByRole('button', { name: 'Go Back' }).click();
  await discardDialog(page).getByRole('button', { name: MESSAGES.unsaved.discard }).click();
  // Opened directly (no earlier page in this tab), Go Back goes to the guides list.
  await expect(page).toHaveURL(/\/digital-guides$/);
});

test('the sidebar groups open with the keyboard: Invite Home, Template, Messages, Requests and Settings', async ({
  page,
}) => {
  await signedIn(page, '/main-panel');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Media library' }).focus();

  // Tab reaches the Invites group; Enter opens it; Tab goes on into its entries. The group says it
  // is open at once, but its entries are shown (and can take focus) from the next animation frame
  // on: a Tab before that skips them, so the first entry is waited for first.
  await page.keyboard.press('Tab');
  const invites = page.getByRole('button', { name: 'Invites' });
  await expect(invites).toBeFocused();
  await expect(invites).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(invites).toHaveAttribute('aria-expanded', 'true');
  const inviteHome = page.getByRole('link', { name: 'Invite Home' });
  await expect(inviteHome).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(inviteHome).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/invites-home$/);

  await inviteHome.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Template' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/template$/);
  await expect(page.getByRole('link', { name: 'Template' })).toHaveAttribute('data-active', 'true');

  await page.getByRole('link', { name: 'Template' }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Messages' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/messages$/);

  await page.getByRole('link', { name: 'Messages' }).focus();
  await page.keyboard.press('Tab');
  const requests = page.getByRole('link', { name: /^Requests/ });
  await expect(requests).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/requests$/);

  await requests.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Settings' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/setting$/);

  // My Account opens with Space; Space again closes it.
  const account = page.getByRole('button', { name: 'My Account' });
  await account.focus();
  await page.keyboard.press('Space');
  await expect(account).toHaveAttribute('aria-expanded', 'true');
  const branding = page.getByRole('link', { name: 'Guide Branding' });
  await expect(branding).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(branding).toBeFocused();
  await account.focus();
  await page.keyboard.press('Space');
  await expect(account).toHaveAttribute('aria-expanded', 'false');
});

test('the sidebar highlights the right entry on the map editor and the profile', async ({ page }) => {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await signedIn(page, `/dashboard/guidebook-map?mid=${mapId}`);
  await expect(page.getByRole('heading', { name: 'Map: Around the house' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Digital Guides' })).toHaveAttribute('data-active', 'true');
  await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('data-active', 'true');
  await page.goto('/profiles');
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('data-active', 'true');
  await expect(menu.getByRole('button', { name: 'My Account' })).toHaveAttribute('aria-expanded', 'true');
});

test('a topic moves to another category through the Category select', async ({ page }) => {
  await signedIn(page, `/digital-guides/${guideId}/edit?tab=content`);
  await page
    .getByRole('button', { name: /Arrival/ })
    .first()
    .click();
  await page.getByRole('button', { name: /^Edit.*WiFi/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Topic' });
  const category = dialog.getByLabel('Category', { exact: true });
  await expect(category).toHaveValue('Arrival');
  await category.click();
  // Only this guide's categories are offered.
  await expect(page.getByRole('option')).toHaveText(['Arrival', 'Internet']);
  await page.getByRole('option', { name: 'Internet' }).click();
  await dialog.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Both categories' lists and counts follow: Arrival is empty, Internet has the topic.
  await expect(page.getByText(MESSAGES.category.empty).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Arrival\s*0 topics/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Internet\s*1 topic$/ })).toBeVisible();
  await page
    .getByRole('button', { name: /Internet/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: /^Edit.*WiFi/ })).toBeVisible();

  // Opened again: the topic now names its new category.
  await page.getByRole('button', { name: /^Edit.*WiFi/ }).click();
  await expect(dialog.getByLabel('Category', { exact: true })).toHaveValue('Internet');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();

  // With the mouse: dragged onto the Arrival category, the topic moves back there.
  await page
    .getByRole('listitem')
    .filter({ hasText: 'WiFi' })
    .dragTo(page.getByRole('button', { name: /Arrival\s*0 topics/ }));
  await expect(page.getByRole('button', { name: /Arrival\s*1 topic$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Internet\s*0 topics/ })).toBeVisible();
});

test('a title over 60 characters: the first invalid field is focused, its counter red', async ({ page }) => {
  await signedIn(page, '/digital-guides?view=create');
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.fill('A very long guide title that runs well past the sixty characters allowed');
  const counter = page.getByText('72/60', { exact: true });
  await expect(counter).toBeVisible();
  const red = await counter.evaluate((el) => getComputedStyle(el).color);
  const plain = await page.getByText('0/60', { exact: true }).evaluate((el) => getComputedStyle(el).color);
  expect(red, 'the counter past the limit has its own (error) colour').not.toBe(plain);

  await page.getByRole('button', { name: 'Create Guide' }).click();
  await expect(title).toBeFocused();
  await expect(title).toBeInViewport();
  await expect(page.getByText('Must be at most 60 characters.')).toBeVisible();
  // Nothing was sent: leaving the filled form asks first.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(discardDialog(page)).toBeVisible();
  await discardDialog(page).getByRole('button', { name: MESSAGES.unsaved.discard }).click();
  await expect(page.getByRole('heading', { name: 'Your Guides' })).toBeVisible();
});
