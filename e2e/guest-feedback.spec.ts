/**
 * Thank You & Feedback on a 375 px phone: a guest whose stay ended an hour ago opens the personal
 * link, follows Home's "How was your stay?" card, gives 5 stars and a comment, and is shown the
 * host's review links (Airbnb and Google; no Booking.com link was set); a reload still shows the
 * answer. The host's Feedback tab then shows the answer with its average.
 */
import { instantToLocal } from '../packages/contract/src/local-time.ts';
import { test, expect } from './support/fixtures.ts';
import { GuideApi, withApi } from './support/api.ts';
import { PHONE, createStayLink } from './support/stays.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const HOUR = 3_600_000;
const AIRBNB = 'https://www.airbnb.com/rooms/41234567';
const GOOGLE = 'https://g.page/r/seaside/review';

test.use({ signedIn: true });

test('the guest leaves 5 stars and sees the review links', async ({ browser, host, page }, testInfo) => {
  const local = (hours: number) => instantToLocal(new Date(Date.now() + hours * HOUR), 'UTC');
  const { link, idGuide } = await withApi(async (api, request) => {
    api.use(host);
    const { id_guide } = await api.createGuide({ title: 'Harbour Flat', timezone: 'UTC' });
    await new GuideApi(request, host.token).shareToken(id_guide);
    const links = await request.put('/api/guides/review_links', {
      headers: { authorization: `Bearer ${host.token}` },
      data: { id_guide, airbnb: AIRBNB, google: GOOGLE },
    });
    expect(links.status(), await links.text()).toBe(200);
    const link = await createStayLink(request, host.token, {
      id_guide,
      guest_name: 'Tom Novak',
      check_in: local(-72),
      check_out: local(-1),
    });
    return { link, idGuide: id_guide };
  });

  const context = await browser.newContext(PHONE);
  const guest = await context.newPage();
  try {
    await guest.goto(link);
    const card = guest.getByRole('region', { name: 'How was your stay?' });
    await expect(card).toBeVisible();
    await guest.screenshot({ path: testInfo.outputPath('feedback-home-375.png'), fullPage: true });
    await card.getByRole('link', { name: 'Leave feedback' }).click();

    await expect(guest.getByRole('heading', { name: 'Thank You & Feedback' })).toBeVisible();
    // No review links before an answer.
    await expect(guest.getByRole('link', { name: /Review on/ })).toHaveCount(0);
    // The stars are radio buttons; the guest taps the fifth star (its label).
    await guest
      .locator('label')
      .filter({ has: guest.getByRole('radio', { name: '5 of 5 stars' }) })
      .click();
    await expect(guest.getByRole('radio', { name: '5 of 5 stars' })).toBeChecked();
    await guest.getByLabel('Comment (optional)').fill('Lovely flat, great view of the harbour.');
    await guest.screenshot({ path: testInfo.outputPath('feedback-form-375.png'), fullPage: true });
    await guest.getByRole('button', { name: 'Send feedback' }).click();

    await expect(guest.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(guest.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Review on Airbnb' })).toHaveAttribute('href', AIRBNB);
    await expect(guest.getByRole('link', { name: 'Review on Google' })).toHaveAttribute('href', GOOGLE);
    await expect(guest.getByRole('link', { name: 'Review on Booking.com' })).toHaveCount(0);
    await expect(guest.getByRole('button', { name: 'Change my answer' })).toBeVisible();
    await expectNoSidewaysScroll(guest, 'the feedback thanks at 375 px');
    await guest.screenshot({ path: testInfo.outputPath('feedback-thanks-375.png'), fullPage: true });

    // The answer is the stay's: a reload of the feedback page still shows it, with the links.
    await guest.reload();
    await expect(guest.getByText('Thank you for your feedback!')).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Review on Airbnb' })).toBeVisible();
  } finally {
    await context.close();
  }

  // The host's Feedback tab.
  await page.goto(`/digital-guides/${idGuide}/edit?tab=feedback`);
  await expect(page.getByTestId('feedback-average')).toHaveText('5');
  const entry = page.getByTestId('feedback-entry');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Tom Novak');
  await expect(entry).toContainText('Lovely flat, great view of the harbour.');
  await expect(page.getByLabel('Airbnb review address')).toHaveValue(AIRBNB);
  await page.screenshot({ path: testInfo.outputPath('feedback-host-tab.png'), fullPage: true });
});
