/**
 * The Help Center: the articles are listed by section, searching "QR"
 * finds the QR and sharing articles with the matches marked (QR article first), an article
 * shows its text and a real screenshot, the browser's Back returns to the same results,
 * a search with no result suggests searches that work, and axe finds nothing serious.
 */
import { test, expect } from './support/fixtures.ts';
import { expectNoSeriousViolations } from './support/axe.ts';

// Every page starts signed in as the project's shared host (support/host.ts).
test.use({ signedIn: true });

test('list, search for QR, open the article, go back', async ({ page }, testInfo) => {
  await page.goto('/help-center');

  // The list: every section, with its articles as links.
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  for (const section of ['Build your guide', 'Share with guests', 'Guests and insight'])
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  for (const title of [
    'Getting started: your first guide',
    'Write categories and topics',
    'Share your guide by link',
    'QR code, printed flyer and guide PDF',
    'Invitations and hidden information',
    'How guests use the guide offline',
    'Export, import and duplicate a guide',
  ])
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  await expectNoSeriousViolations(page, 'help center', testInfo);

  // Search as you type, case folded: the QR article first, its match marked, the link article too.
  const search = page.getByRole('searchbox', { name: 'Search the help articles' });
  await search.fill('qr');
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(page.getByRole('status').filter({ hasText: 'match' })).toHaveText(/\d+ articles match “qr”\./);
  await expect(results.first().getByRole('heading')).toHaveText('QR code, printed flyer and guide PDF');
  await expect(results.first().getByRole('heading').locator('mark')).toHaveText('QR');
  const shareResult = results.filter({ hasText: 'Share your guide by link' });
  await expect(shareResult).toHaveCount(1);
  await expect(shareResult.locator('mark').first()).toHaveText('QR');
  await expect(page).toHaveURL(/\/help-center\?q=qr$/);
  await expectNoSeriousViolations(page, 'help center search', testInfo);

  // Open it: its own address, its text with the search marked, a real screenshot that loaded.
  await results.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/help-center\?article=qr-code-and-flyer&q=qr$/);
  await expect(page.getByRole('heading', { level: 1, name: 'QR code, printed flyer and guide PDF' })).toBeFocused();
  const article = page.getByRole('article', { name: 'QR code, printed flyer and guide PDF' });
  await expect(article.getByText('Flyer PDF (US Letter)', { exact: true })).toBeVisible();
  await expect(article.locator('mark').first()).toHaveText('QR');
  const shot = article.getByRole('img', { name: /Download PNG and Download SVG/ });
  await shot.scrollIntoViewIfNeeded();
  await expect(shot).toBeVisible();
  await expect
    .poll(() => shot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoSeriousViolations(page, 'help article', testInfo);

  // A related article is one click away, and Back comes back to this one.
  await page.getByRole('link', { name: 'Share your guide by link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Share your guide by link' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'QR code, printed flyer and guide PDF' })).toBeVisible();

  // The browser's Back returns to the same search and results.
  await page.goBack();
  await expect(page).toHaveURL(/\/help-center\?q=qr$/);
  await expect(search).toHaveValue('qr');
  await expect(results.first().getByRole('heading')).toHaveText('QR code, printed flyer and guide PDF');

  // Nothing found: the message says so and offers searches that work.
  await search.fill('xyzzy');
  await expect(page.getByText('No articles match “xyzzy”.')).toBeVisible();
  await page.getByRole('button', { name: 'offline', exact: true }).click();
  await expect(search).toHaveValue('offline');
  await expect(results.first().getByRole('heading')).toHaveText('How guests use the guide offline');

  // Enter opens the first result; clearing the search shows every article again.
  await search.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'How guests use the guide offline' })).toBeVisible();
  await page.goBack();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('heading', { level: 2, name: 'Share with guests' })).toBeVisible();
});

test('an article link from anywhere opens the article; an unknown one says so', async ({ page }) => {
  await page.goto('/help-center?article=invitations');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitations and hidden information' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Create Invitation form/ })).toBeVisible();
  // The sidebar still shows where the host is.
  await expect(page.getByRole('link', { name: 'Help Center' }).first()).toHaveAttribute('data-active', 'true');
  await page.getByRole('button', { name: 'All articles' }).click();
  await expect(page).toHaveURL(/\/help-center$/);

  await page.goto('/help-center?article=no-such-article');
  await expect(page.getByText('This help article does not exist')).toBeVisible();
  await page.getByRole('link', { name: 'Show all articles' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Build your guide' })).toBeVisible();
});
