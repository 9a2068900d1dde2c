/**
 * Bulk actions on the guides list: a host selects guides and tags them in one go (the toast says how
 * many changed), deletes one after typing the number of guides; then sets the workspace branding and
 * applies it to every guide after a confirmation that says how many guides change.
 */
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { withApi, newAccount, type LoginResult } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { holdingTimers } from './support/timed.ts';

let session: LoginResult;
/** A second host, whose guides the branding test changes. */
let brandingSession: LoginResult;

test.beforeAll(() =>
  withApi(async (api, request) => {
    const hostWithGuides = async (prefix: string, titles: string[]) => {
      const login = await api.signUpVerified(newAccount(prefix));
      for (const title of titles) {
        const guide = await api.createGuide({ title, city: 'Porto', timezone: 'Europe/Lisbon' });
        // Each guide starts with its own branding, so "Apply to all guides" has something to change.
        const res = await request.put('/api/guides/branding', {
          data: { id_guide: guide.id_guide, id_file_public: null, font: 'Lato', color: '#112233' },
          headers: { authorization: `Bearer ${login.token}` },
        });
        expect(res.ok()).toBe(true);
      }
      return login;
    };
    session = await hostWithGuides('guides-bulk', ['Harbour Loft', 'Dune Cottage', 'Pine Cabin']);
    brandingSession = await hostWithGuides('guides-branding', ['Harbour Loft', 'Dune Cottage']);
  }),
);

test('bulk-tag the selected guides, delete one with its number typed', async ({ page }, testInfo) => {
  await openSignedIn(page, session, '/digital-guides');
  const table = page.getByRole('table', { name: 'Your Guides' });
  await expect(table.getByText('Pine Cabin')).toBeVisible();

  await table.getByRole('checkbox', { name: 'Select Harbour Loft' }).check();
  await table.getByRole('checkbox', { name: 'Select Dune Cottage' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByText('Selected guides: 2')).toBeVisible();
  await bar.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Add tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a tag to the selected guides (2)' });
  await dialog.getByRole('combobox', { name: 'Tag' }).fill('Coast');
  await expectNoSeriousViolations(page, 'bulk add tag dialog', testInfo);
  await page.screenshot({ path: testInfo.outputPath('bulk-add-tag.png') });
  await holdingTimers(page, async () => {
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await expect(page.getByText('Guides changed: 2')).toBeVisible();
  });
  await expect(dialog).toBeHidden();
  // The selection is done with; the tagged rows show the tag, the other does not.
  await expect(bar).toBeHidden();
  for (const title of ['Harbour Loft', 'Dune Cottage'])
    await expect(table.getByRole('row', { name: new RegExp(title) }).getByText('Coast', { exact: true })).toBeVisible();
  await expect(table.getByRole('row', { name: /Pine Cabin/ }).getByText('Coast', { exact: true })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('bulk-tagged.png') });

  // Delete asks for the number of guides, typed; nothing happens before.
  await table.getByRole('checkbox', { name: 'Select Pine Cabin' }).check();
  await bar.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete the selected guides?' });
  const go = confirm.getByRole('button', { name: 'Delete guides' });
  await expect(go).toBeDisabled();
  await confirm.getByRole('textbox', { name: /Type the number of guides to delete \(1\)/ }).fill('2');
  await expect(go).toBeDisabled();
  await confirm.getByRole('textbox', { name: /Type the number of guides to delete \(1\)/ }).fill('1');
  await page.screenshot({ path: testInfo.outputPath('bulk-delete.png') });
  await holdingTimers(page, async () => {
    await go.click();
    await expect(page.getByText('Guides changed: 1')).toBeVisible();
  });
  await expect(table.getByText('Pine Cabin')).toHaveCount(0);
  await expect(table.getByText('Harbour Loft')).toBeVisible();
});

test('set the workspace branding and apply it to all guides after the confirmation', async ({ page }, testInfo) => {
  await openSignedIn(page, brandingSession, '/guide-branding');
  await expect(page.getByRole('heading', { name: 'Guide Branding' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Colour' }).fill('#1f6feb');
  await holdingTimers(page, async () => {
    await page.getByRole('button', { name: 'Save workspace branding' }).click();
    await expect(page.getByText('Workspace branding saved.')).toBeVisible();
  });

  await page.getByRole('button', { name: 'Apply to all guides' }).click();
  const confirm = page.getByRole('dialog', { name: 'Apply the workspace branding to all guides?' });
  // Both guides have their own branding.
  await expect(
    confirm.getByText('2 guides have their own branding and will use the workspace branding instead.'),
  ).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('apply-all-confirm.png') });
  await holdingTimers(page, async () => {
    await confirm.getByRole('button', { name: 'Apply to all guides' }).click();
    await expect(page.getByText('2 guides now use the workspace branding.')).toBeVisible();
  });
  await expect(page.getByText('2 of 2 guides use the workspace branding.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('apply-all-done.png') });
});
