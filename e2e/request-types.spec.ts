/**
 * Request types from start to end: the host adds "Airport pick-up" with a price on the Requests
 * screen (an empty name is refused with the server's words first), renames it, sees it listed; a
 * guest on a 375 px phone sees it offered on the stay's personal link with its price; the host
 * deletes it after confirming and the guest no longer sees it. Axe on the screen and the dialog;
 * screenshots at 1280 and 375 px in e2e/artifacts/screenshots/request-types-*.png.
 */
import { instantToLocal } from '../packages/contract/src/local-time.ts';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { GuideApi, withApi } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createStayLink, onGuestPhone, requestsCard } from './support/stays.ts';
import { screenshotsOf } from './support/shots.ts';
import { holdingTimers } from './support/timed.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const TZ = 'Europe/Paris';
const HOUR = 3_600_000;

const shoot = screenshotsOf('request-types');

test('the host adds, renames and deletes a request type; a guest sees it offered with its price', async ({
  browser,
  page,
  host,
}, testInfo) => {
  const now = Date.now();
  // A stay that is on now: its personal link may ask.
  const link = await withApi(async (api, request) => {
    api.use(host);
    const { id_guide } = await api.createGuide({ title: 'Harbour View', timezone: TZ });
    await new GuideApi(request, host.token).shareToken(id_guide);
    return createStayLink(request, host.token, {
      id_guide,
      guest_name: 'Paula Pickup',
      check_in: instantToLocal(new Date(now - 20 * HOUR), TZ),
      check_out: instantToLocal(new Date(now + 48 * HOUR), TZ),
    });
  });

  await openSignedIn(page, host, '/requests');
  await expect(page.getByRole('heading', { name: 'What guests can ask for' })).toBeVisible();
  const rows = page.getByTestId('request-type-row');
  await expect(rows.filter({ hasText: 'Early check-in' })).toHaveCount(1);

  // Add: without a name, the server's rule is shown before anything is sent.
  await page.getByRole('button', { name: 'Add request type' }).click();
  const dialog = page.getByRole('dialog', { name: 'New request type' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the request type a name in at least one language.');

  await dialog.getByLabel('Name').fill('Airport pick-up');
  await dialog.getByLabel('Description (optional)').fill('From the arrivals hall, at any time of day.');
  await dialog.getByLabel('Price (optional)').fill('€40');
  // Automatic approval is for early check-in and late check-out only.
  await expect(dialog.getByText('Automatic approval')).toHaveCount(0);
  await expect(dialog.getByRole('switch', { name: 'Needs your approval' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Offered in every guide' })).toBeChecked();
  await shoot(page, testInfo, 'add-1280');
  await expectNoSeriousViolations(page, 'request type dialog', testInfo);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const added = rows.filter({ hasText: 'Airport pick-up' });
  await expect(added).toContainText('€40 · Every guide');
  await expect(added.getByRole('switch', { name: 'Enabled: Airport pick-up' })).toBeChecked();

  // Edit: the form holds what was saved; a new name is listed.
  await page.getByRole('button', { name: 'Edit Airport pick-up' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit request type' });
  await expect(edit.getByLabel('Name')).toHaveValue('Airport pick-up');
  await expect(edit.getByLabel('Price (optional)')).toHaveValue('€40');
  await expect(edit.getByLabel('Description (optional)')).toHaveValue('From the arrivals hall, at any time of day.');
  await edit.getByLabel('Name').fill('Airport transfer');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  const renamed = rows.filter({ hasText: 'Airport transfer' });
  await expect(renamed).toContainText('€40 · Every guide');
  await expect(rows.filter({ hasText: 'Airport pick-up' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'requests with types', testInfo);
  await shoot(page, testInfo, 'list-1280');

  // The screen and the dialog on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  await renamed.scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page, 'request types at 375 px');
  await shoot(page, testInfo, 'list-375');
  await page.getByRole('button', { name: 'Edit Airport transfer' }).click();
  await expect(edit.getByLabel('Name')).toHaveValue('Airport transfer');
  await shoot(page, testInfo, 'edit-375');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The guest sees it offered, with its price.
  await onGuestPhone(browser, link, async (guest) => {
    const card = await requestsCard(guest);
    const choice = card.getByLabel('What would you like?');
    await expect(choice.locator('option', { hasText: 'Airport transfer · €40' })).toHaveCount(1);
    await choice.selectOption({ label: 'Airport transfer · €40' });
    await expect(card).toContainText('From the arrivals hall, at any time of day.');
    // The price is in the choice the select shows, not repeated under it.
    await expect(choice.locator('option:checked')).toHaveText('Airport transfer · €40');
    await expect(card).not.toContainText('Price:');
    await card.scrollIntoViewIfNeeded();
    await shoot(guest, testInfo, 'guest-375');

    // The host deletes it after confirming; guests no longer see it.
    await page.getByRole('button', { name: 'Delete Airport transfer' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this request type?' });
    await expect(confirm).toContainText('Guests can no longer ask for Airport transfer.');
    await holdingTimers(page, async () => {
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(rows.filter({ hasText: 'Airport transfer' })).toHaveCount(0);
      await expect(page.getByText('Request type deleted.')).toBeVisible();
    });

    await guest.reload();
    await expect(guest.locator('section.requests option', { hasText: 'Airport transfer' })).toHaveCount(0);
  });
});
