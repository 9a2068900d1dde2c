/**
 * The door code on the guest Home, on a 375 px phone: a stay's personal link inside its window
 * shows "Door code …, from …" in the guide's timezone; a stay whose code is not released yet says
 * when it appears; the plain share link shows no card and no code. The card fits the phone's width.
 */
import { devices } from '@playwright/test';
import { instantToLocal } from '../packages/contract/src/local-time.ts';
import { formatStayMoment } from '../apps/web/src/guest/lib/stay-moment.ts';
import { test, expect } from './support/fixtures.ts';
import { GuideApi, withApi } from './support/api.ts';

const TZ = 'Europe/Paris';
const HOUR = 3_600_000;
const CODE = '4711-93';
const LATER_CODE = '5822-17';
const PHONE = { ...devices['Pixel 5'], viewport: { width: 375, height: 812 }, screen: { width: 375, height: 812 } };

test('the door code card on the guest Home at 375 px', async ({ browser, host }) => {
  // One "now" for every time, whole minutes (the form's local times have no seconds).
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  const local = (hours: number) => instantToLocal(new Date(now + hours * HOUR), TZ);
  const { share, open, early } = await withApi(async (api, request) => {
    api.use(host);
    const { id_guide } = await api.createGuide({ title: 'Canal Flat', timezone: TZ });
    const token = await new GuideApi(request, host.token).shareToken(id_guide);
    const stay = async (name: string, code: string, codeFromHours: number) => {
      const res = await request.post('/api/invitations/create', {
        headers: { authorization: `Bearer ${host.token}` },
        data: {
          id_guide,
          guest_name: name,
          send_email: false,
          check_in: local(-20),
          check_out: local(48),
          access_from: local(-24),
          access_to: local(52),
          guests: 3,
          reference: 'HMXK4Q2P9R',
          door_code: code,
          door_code_from: local(codeFromHours),
        },
      });
      const body = (await res.json()) as { RES_RESULT: { link: string } };
      expect(res.status(), JSON.stringify(body)).toBe(201);
      const link = new URL(body.RES_RESULT.link);
      return `${link.pathname}${link.search}`;
    };
    return {
      share: `/g/${encodeURIComponent(token)}`,
      open: await stay('Nora Open', CODE, -2),
      early: await stay('Ezra Early', LATER_CODE, 20),
    };
  });

  const context = await browser.newContext(PHONE);
  const guest = await context.newPage();
  try {
    await guest.goto(open);
    const card = guest.getByTestId('door-code');
    await expect(card).toBeVisible();
    const from = formatStayMoment(new Date(now - 2 * HOUR).toISOString(), 'en', TZ);
    await expect(card.locator('.door-code-text')).toHaveText(`Door code ${CODE}, from ${from}`);
    await expect(card).toContainText('HMXK4Q2P9R');
    // Nothing of the page is wider than the phone.
    const widths = await guest.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      card: document.querySelector('.door-code')!.getBoundingClientRect().right,
    }));
    expect(widths.page).toBeLessThanOrEqual(375);
    expect(widths.card).toBeLessThanOrEqual(375);

    await guest.goto(early);
    const later = formatStayMoment(new Date(now + 20 * HOUR).toISOString(), 'en', TZ);
    await expect(guest.getByTestId('door-code')).toHaveText(
      new RegExp(`Your door code appears here from ${later.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(guest.getByText(LATER_CODE)).toHaveCount(0);

    await guest.goto(share);
    await expect(guest.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await expect(guest.getByTestId('door-code')).toHaveCount(0);
    await expect(guest.getByText(CODE)).toHaveCount(0);
  } finally {
    await context.close();
  }
});
