/**
 * The workspace's link name end to end: the owner opens White Label (Reseller), sees the link name and
 * the readable link it makes, is refused a reserved word and another workspace's name with the server's
 * words, saves a new one, reloads and finds it; the guide's readable link in Quick Share starts with it.
 * Photographed at 1280 and 375 pixels wide.
 */
import { MESSAGES } from '@guidebook/contract';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { withApi, newAccount, type LoginResult } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { baseUrl } from './support/env.ts';
import { holdingTimers } from './support/timed.ts';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const SLUG = `villa-rosa-${RUN}`;

let session: LoginResult;
let other: LoginResult;
let idGuide: number;

test.beforeAll(() =>
  withApi(async (api) => {
    other = await api.signUpVerified(newAccount('ws-slug-other'));
    session = await api.signUpVerified(newAccount('ws-slug'));
    api.use(session);
    ({ id_guide: idGuide } = await api.createGuide({ title: `Beach House ${RUN}`, city: 'Lisbon' }));
  }),
);

test('change the workspace’s link name, reload, and Quick Share’s readable link uses it', async ({
  page,
  request,
}, testInfo) => {
  const slugOf = async (who: LoginResult) => {
    const res = await request.get('/api/workspace/slug', { headers: { authorization: `Bearer ${who.token}` } });
    return ((await res.json()) as { RES_RESULT: { slug: string } }).RES_RESULT.slug;
  };
  const before = await slugOf(session);
  const taken = await slugOf(other);

  await openSignedIn(page, session, '/white-label');
  const section = page.getByRole('region', { name: 'Your workspace’s link name' });
  await expect(section).toBeVisible();
  const name = section.getByRole('textbox', { name: 'Link name' });
  const example = section.getByLabel('Example readable link');
  await expect(name).toHaveValue(before);
  await expect(example).toHaveValue(`${baseUrl()}/${before}/beach-house`);

  const save = section.getByRole('button', { name: 'Save link name' });
  await name.fill('help');
  await save.click();
  await expect(section.getByText(MESSAGES.slugs.reserved('help'))).toBeVisible();
  // The server's refusal: another workspace has this name.
  await name.fill(taken);
  await save.click();
  await expect(section.getByText(MESSAGES.slugs.workspaceTaken(taken))).toBeVisible();

  await name.fill(SLUG);
  await holdingTimers(page, async () => {
    await save.click();
    await expect(page.getByText(MESSAGES.slugs.saved)).toBeVisible();
  });
  await expect(example).toHaveValue(`${baseUrl()}/${SLUG}/beach-house`);
  // Photographed from the top: a full-page shot of a scrolled page draws the fixed shell mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('workspace-slug-1280.png'), fullPage: true });

  await page.reload();
  await expect(section.getByRole('textbox', { name: 'Link name' })).toHaveValue(SLUG);
  await expect(section.getByLabel('Example readable link')).toHaveValue(`${baseUrl()}/${SLUG}/beach-house`);
  await expectNoSeriousViolations(page, 'white label with the link name', testInfo);

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(section).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('workspace-slug-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto(`/digital-guides/${idGuide}/edit?tab=quick-share`);
  await expect(page.getByLabel('Readable link')).toHaveValue(
    new RegExp(`^${baseUrl().replace(/[.:/]/g, '\\$&')}/${SLUG}/beach-house-${RUN}$`),
  );
});
