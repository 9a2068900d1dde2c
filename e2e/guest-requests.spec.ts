/**
 * A guest request from start to end: a guest on a 375 px phone asks for a late check-out through the
 * stay's personal link, the host sees it in Invites > Requests (with the sidebar's badge) and
 * approves it, and the guest, reloading, sees Approved and the new check-out time. Screenshots in
 * e2e/artifacts/screenshots/guest-requests-*.png.
 */
import { instantToLocal, localToInstant } from '../packages/contract/src/local-time.ts';
import { formatStayMoment } from '../packages/contract/src/stay-moment.ts';
import { test, expect, openSignedIn } from './support/fixtures.ts';
import { GuideApi, withApi } from './support/api.ts';
import { createStayLink, onGuestPhone, requestsCard } from './support/stays.ts';
import { screenshotsOf } from './support/shots.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

const TZ = 'Europe/London';
const HOUR = 3_600_000;

const shoot = screenshotsOf('guest-requests');

test('a guest asks for a late check-out on a phone, the host approves it, the guest sees Approved and the new time', async ({
  browser,
  page,
  host,
}, testInfo) => {
  const now = Date.now();
  // The stay ends the day after tomorrow at 11:00 (London); the guest asks for 14:00 that day.
  const checkOutDay = instantToLocal(new Date(now + 48 * HOUR), TZ).slice(0, 10);
  const newCheckOut = localToInstant(`${checkOutDay}T14:00`, TZ);
  const link = await withApi(async (api, request) => {
    api.use(host);
    const auth = { authorization: `Bearer ${host.token}` };
    const { id_guide } = await api.createGuide({ title: 'Quayside Loft', timezone: TZ });
    await new GuideApi(request, host.token).shareToken(id_guide);
    const types = (await (await request.get('/api/request_types/list', { headers: auth })).json()) as {
      RES_RESULT: { id_request_type: number; kind: string }[];
    };
    const late = types.RES_RESULT.find((row) => row.kind === 'late_check_out')!;
    const enabled = await request.put('/api/request_types/modify', {
      headers: auth,
      data: { id_request_type: late.id_request_type, enabled: true, auto_approve: false },
    });
    expect(enabled.status()).toBe(200);
    return createStayLink(request, host.token, {
      id_guide,
      guest_name: 'Lena Late',
      check_in: instantToLocal(new Date(now - 20 * HOUR), TZ),
      check_out: `${checkOutDay}T11:00`,
    });
  });

  await onGuestPhone(browser, link, async (guest) => {
    // The guest asks.
    const card = await requestsCard(guest);
    await card.getByLabel('What would you like?').selectOption({ label: 'Late check-out' });
    await card.getByLabel('New check-out time').fill('14:00');
    await card.getByLabel('Message to your host (optional)').fill('Our train leaves at 15:30.');
    await card.getByRole('button', { name: 'Send request' }).click();
    await expect(card.getByRole('status')).toHaveText('Your request was sent. Your host will answer here.');
    const item = card.locator('.request-item').first();
    await expect(item).toContainText('Late check-out');
    await expect(item.locator('.request-status')).toHaveText('Pending');
    await expectNoSidewaysScroll(guest, 'the requests card at 375 px');
    await card.scrollIntoViewIfNeeded();
    await shoot(guest, testInfo, 'guest-pending');

    // The host approves in the inbox.
    await openSignedIn(page, host, '/requests');
    await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: /Requests\s*1/ })).toBeVisible();
    const request = page.getByTestId('request-card').filter({ hasText: 'Lena Late' });
    await expect(request).toContainText('Late check-out');
    await expect(request).toContainText('Time asked for: 14:00');
    await expect(request).toContainText('Our train leaves at 15:30.');
    await shoot(page, testInfo, 'host-inbox');
    await request.getByLabel('Reply to the guest (optional)').fill('Of course, enjoy the extra hours!');
    await request.getByRole('button', { name: 'Approve' }).click();
    // Answered, it leaves the pending list; the badge goes with it.
    await expect(page.getByTestId('request-card').filter({ hasText: 'Lena Late' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /Requests\s*1/ })).toHaveCount(0);
    await page.getByText('All requests').click();
    const answered = page.getByTestId('request-card').filter({ hasText: 'Lena Late' });
    await expect(answered).toContainText('Approved');
    await shoot(page, testInfo, 'host-approved');

    // The guest reloads and sees the answer and the new check-out.
    await guest.reload();
    const after = guest.locator('section.requests .request-item').first();
    await expect(after.locator('.request-status')).toHaveText('Approved');
    await expect(after).toContainText('Your host: Of course, enjoy the extra hours!');
    const when = formatStayMoment(newCheckOut.toISOString(), 'en', TZ);
    await expect(after.locator('.request-new-time')).toHaveText(`New check-out: ${when}`);
    await after.scrollIntoViewIfNeeded();
    await shoot(guest, testInfo, 'guest-approved');
  });
});
