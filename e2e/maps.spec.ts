/**
 * Maps end to end: the host adds a map from a guide's Map tab, places two pins by clicking
 * the map (no tiles load here: it works as a plane of coordinates), names them and types a
 * position, saves, makes the map the guide's active map; the guest guide's Map tab then
 * lists both pins with an "Open in maps" link each.
 */
import { test, expect } from './support/fixtures.ts';
import { withApi, type LoginResult } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { holdingTimers } from './support/timed.ts';

let session: LoginResult;
let idGuide: number;

// Every page starts signed in as the project's shared host (support/host.ts).
test.use({ signedIn: true });

test.beforeAll(({ host }) =>
  withApi(async (api) => {
    session = api.use(host);
    ({ id_guide: idGuide } = await api.createGuide({
      title: 'Harbour View Flat',
      address: '3 Wharf Road',
      city: 'St Ives',
      country: 'United Kingdom',
      id_address_view: 1,
      timezone: 'Europe/London',
    }));
  }),
);

test('create a map with two pins, make it active, and the guest Map tab lists both', async ({ page }, testInfo) => {
  await page.goto(`/digital-guides/${idGuide}/edit?tab=map`);

  await page.getByRole('button', { name: 'Add Map' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Map' });
  await dialog.getByRole('button', { name: 'Create Map' }).click();
  await expect(dialog.getByText('Map title is required.')).toBeVisible();
  await dialog.getByLabel('Map Title').fill('Around St Ives');
  await dialog.getByRole('button', { name: 'Create Map' }).click();

  // The new map opens in the editor.
  await expect(page).toHaveURL(/\/dashboard\/guidebook-map\?mid=\d+$/);
  await expect(page.getByRole('heading', { name: 'Map: Around St Ives' })).toBeVisible();
  const canvas = page.getByTestId('pin-canvas');
  await expect(canvas.locator('.leaflet-pane').first()).toBeAttached();

  // Two clicks on the map: two pins at the clicked coordinates.
  const box = (await canvas.boundingBox())!;
  await canvas.click({ position: { x: box.width * 0.3, y: box.height * 0.4 } });
  await canvas.click({ position: { x: box.width * 0.7, y: box.height * 0.6 } });
  await expect(page.getByLabel('Pin 2 latitude')).not.toHaveValue('');
  await expect(canvas.locator('.pin-canvas-icon')).toHaveCount(2);
  const lat1 = Number(await page.getByLabel('Pin 1 latitude').inputValue());
  const lng1 = Number(await page.getByLabel('Pin 1 longitude').inputValue());
  const lat2 = Number(await page.getByLabel('Pin 2 latitude').inputValue());
  const lng2 = Number(await page.getByLabel('Pin 2 longitude').inputValue());
  // Left click is west and up is north of the right, lower click.
  expect(lng1).toBeLessThan(lng2);
  expect(lat1).toBeGreaterThan(lat2);

  await page.getByLabel('Pin 1 name').fill('Harbour Café');
  await page.getByLabel('Pin 1 category').fill('Food');
  await page.getByLabel('Pin 1 description').fill('Crab sandwiches by the boats.');
  await page.getByLabel('Pin 2 name').fill('Porthmeor Beach');
  // A position can also be typed; out of range is refused with the rule.
  await page.getByLabel('Pin 2 latitude').fill('95');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Latitude must be between -90 and 90.').first()).toBeVisible();
  await page.getByLabel('Pin 2 latitude').fill('50.2153');
  await page.getByLabel('Pin 2 longitude').fill('-5.4831');
  await holdingTimers(page, async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Map saved.')).toBeVisible();
  });
  await expectNoSeriousViolations(page, 'map editor', testInfo);

  // Translations: the title and a pin's name in French, beside the originals.
  await page.getByRole('button', { name: 'Translations (0)' }).click();
  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Français — French' }).click();
  await page.getByLabel('Title in French').fill('Autour de St Ives');
  await page.getByLabel('Harbour Café in French').fill('Café du port');
  await holdingTimers(page, async () => {
    await page.getByRole('button', { name: 'Save French' }).click();
    await expect(page.getByText('Translation saved.')).toBeVisible();
  });
  await expect(page.getByRole('button', { name: 'Translations (1)' })).toBeVisible();
  await expect(page.getByLabel('Harbour Café in French')).toHaveValue('Café du port');

  // Back on the Map tab: the table counts the pins; the map becomes the active one.
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/digital-guides/${idGuide}/edit\\?tab=map$`));
  const row = page.getByRole('row', { name: /Around St Ives/ });
  await expect(row.getByRole('cell').nth(1)).toHaveText('2');
  await page.getByRole('combobox', { name: 'Set Active Map For This Guide' }).click();
  await page.getByRole('option', { name: 'Around St Ives' }).click();
  await holdingTimers(page, async () => {
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Active map saved.')).toBeVisible();
  });
  await expectNoSeriousViolations(page, 'map tab', testInfo);

  // The guest guide's Map tab lists both pins, each with its maps link.
  const share = await page.request.get(`/api/guides/share?id_guide=${idGuide}`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const url = new URL((await share.json()).RES_RESULT.url);
  await page.goto(`${url.pathname}#map`);
  const places = page.getByRole('list', { name: 'Places nearby' });
  await expect(places.getByRole('listitem')).toHaveCount(2);
  await expect(places.getByRole('listitem').nth(0)).toContainText('Harbour Café');
  await expect(places.getByRole('listitem').nth(0)).toContainText('Food');
  await expect(places.getByRole('listitem').nth(0)).toContainText('Crab sandwiches by the boats.');
  await expect(places.getByRole('listitem').nth(1)).toContainText('Porthmeor Beach');
  await expectNoSeriousViolations(page, 'guest map tab', testInfo);
  await expect(places.getByRole('link', { name: /Open in maps: Porthmeor Beach/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=50.2153%2C-5.4831',
  );
  await expect(places.getByRole('link', { name: /Open in maps: Harbour Café/ })).toHaveAttribute(
    'href',
    `https://www.google.com/maps/search/?api=1&query=${lat1}%2C${lng1}`,
  );

  // Deleting the active map asks first, then leaves the guide (and its guests) without a map.
  await page.goto(`/digital-guides/${idGuide}/edit?tab=map`);
  await page.getByRole('button', { name: 'Delete map Around St Ives' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this map?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row', { name: /Around St Ives/ })).toBeVisible();
  await page.getByRole('button', { name: 'Delete map Around St Ives' }).click();
  await holdingTimers(page, async () => {
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Map deleted.')).toBeVisible();
  });
  await expect(page.getByRole('row', { name: /Around St Ives/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Set Active Map For This Guide' })).toHaveValue('Disable Map');
  await page.goto(`${url.pathname}#map`);
  await expect(page.getByRole('heading', { name: 'Address' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Places nearby' })).toHaveCount(0);
});
