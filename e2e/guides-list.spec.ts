/**
 * The guides list built for hundreds: a host with several guides searches as they type (accents
 * and case ignored), sorts by a column, filters by a tag, and the URL keeps it all (a reload shows
 * the same list); tags are edited from a guide's row.
 */
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { withApi, newAccount, type LoginResult } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

let session: LoginResult;

test.beforeAll(() =>
  withApi(async (api) => {
    session = await api.signUpVerified(newAccount('guides-list'));
    for (const [title, city] of [
      ['São Paulo Loft', 'São Paulo'],
      ['Alfama Flat', 'Lisboa'],
      ['Belém Studio', 'Lisboa'],
      ['Zürich Room', 'Zürich'],
    ])
      await api.createGuide({ title, city, timezone: 'Europe/Lisbon' });
  }),
);

test('search, sort, tag', async ({ page }, testInfo) => {
  await openSignedIn(page, session, '/digital-guides');
  const table = page.getByRole('table', { name: 'Your Guides' });
  // The first column is the row's checkbox, the second its logo.
  const titles = () => table.locator('tbody tr td:nth-child(3) p:first-child').allInnerTexts();
  await expect(table.getByText('Zürich Room')).toBeVisible();

  // Search as you type: accents and case do not matter.
  await page.getByLabel('Search guides').fill('sao');
  await expect(page).toHaveURL(/[?&]q=sao/);
  await expect.poll(titles).toEqual(['São Paulo Loft']);
  await page.getByLabel('Search guides').fill('');
  await expect.poll(titles).toHaveLength(4);

  // Sort by title, then the other way.
  await table.getByRole('button', { name: 'Sort by Title' }).click();
  await expect(page).toHaveURL(/[?&]sort=title/);
  await expect.poll(titles).toEqual(['Alfama Flat', 'Belém Studio', 'São Paulo Loft', 'Zürich Room']);
  await table.getByRole('button', { name: 'Sort by Title' }).click();
  await expect.poll(titles).toEqual(['Zürich Room', 'São Paulo Loft', 'Belém Studio', 'Alfama Flat']);

  // Tag two guides from their rows, then filter by the tag.
  for (const title of ['Alfama Flat', 'Belém Studio']) {
    await table.getByRole('button', { name: `Tags of ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Tags of ${title}` });
    await dialog.getByRole('combobox', { name: 'Tags' }).fill('Lisbon');
    await dialog.getByRole('combobox', { name: 'Tags' }).press('Enter');
    await dialog.getByRole('button', { name: 'Save tags' }).click();
    await expect(dialog).toBeHidden();
  }
  await page.getByRole('combobox', { name: 'Tag', exact: true }).click();
  await page.getByRole('option', { name: 'Lisbon (2)' }).click();
  await expect(page).toHaveURL(/[?&]tag=Lisbon/);
  await expect.poll(titles).toEqual(['Belém Studio', 'Alfama Flat']);
  await expect(page.getByText('Guides found: 2')).toBeVisible();

  // The URL keeps the state: a reload shows the same list.
  await page.reload();
  await expect.poll(titles).toEqual(['Belém Studio', 'Alfama Flat']);
  await expectNoSeriousViolations(page, 'guides list', testInfo);
});
