import { describe, expect, it } from 'vitest';
import { RESULT, ZAnalyticsSummary, ZGuideAnalytics, type TGuideAnalytics } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import {
  buildAccount,
  buildCategory,
  buildInvitation,
  buildSharedGuide,
  buildTopic,
  type TestAccount,
} from './helpers/factories.ts';
import { VIEWS_PER_MINUTE } from '../src/modules/analytics/analytics.routes.ts';

/** The injected clock: tests move it to either side of a local midnight. */
let clock = new Date('2026-01-10T12:00:00Z');

const t = await getTestServer({}, { now: () => clock });
const host = await buildAccount(t.app);
const other = await buildAccount(t.app);

function view(token: string, body: object = {}, ip = '203.0.113.7') {
  return t.app.inject({ method: 'POST', url: `/api/guest/guides/${token}/views`, payload: body, remoteAddress: ip });
}

async function analytics(account: TestAccount, idGuide: number) {
  return t.app.inject({ method: 'GET', url: `/api/analytics/guide?id_guide=${idGuide}`, headers: account.auth });
}

async function figures(idGuide: number): Promise<TGuideAnalytics> {
  const res = await analytics(host, idGuide);
  expect(res.statusCode).toBe(200);
  return ZGuideAnalytics.parse(res.json().RES_RESULT);
}

describe('analytics: guest views', () => {
  it('counts a view at 23:30 local time as today and one at 00:30 as the next day (New York)', async () => {
    const guide = await buildSharedGuide(t.app, host, { title: 'Brooklyn Loft', timezone: 'America/New_York' });
    // 23:30 on 15 January in New York is 04:30 UTC on the 16th.
    clock = new Date('2026-01-16T04:30:00Z');
    const first = await view(guide.token);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect(first.headers['set-cookie']).toBeUndefined();

    let f = await figures(guide.id_guide);
    expect(f.timezone).toBe('America/New_York');
    expect(f.views_today).toBe(1);
    expect(f.views_yesterday).toBe(0);
    expect(f.daily.at(-1)).toEqual({ day: '2026-01-15', views: 1 });

    // 00:30 on the 16th in New York.
    clock = new Date('2026-01-16T05:30:00Z');
    expect((await view(guide.token)).statusCode).toBe(204);
    f = await figures(guide.id_guide);
    expect(f.views_today).toBe(1);
    expect(f.views_yesterday).toBe(1);
    expect(f.all_time_views).toBe(2);
    expect(f.daily).toHaveLength(30);
    expect(f.daily[0]).toEqual({ day: '2025-12-18', views: 0 });
    expect(f.daily.slice(-2)).toEqual([
      { day: '2026-01-15', views: 1 },
      { day: '2026-01-16', views: 1 },
    ]);
    expect(f.daily.reduce((sum, d) => sum + d.views, 0)).toBe(2);
  });

  it('counts days in Tokyo time, not UTC (00:30 in Tokyo is still the previous day in UTC)', async () => {
    const guide = await buildSharedGuide(t.app, host, { title: 'Shibuya Flat', timezone: 'Asia/Tokyo' });
    clock = new Date('2026-01-15T14:30:00Z'); // 23:30 on the 15th in Tokyo
    await view(guide.token);
    clock = new Date('2026-01-15T15:30:00Z'); // 00:30 on the 16th in Tokyo, 15:30 on the 15th in UTC
    await view(guide.token);
    await view(guide.token);
    const f = await figures(guide.id_guide);
    expect(f.daily.slice(-2)).toEqual([
      { day: '2026-01-15', views: 1 },
      { day: '2026-01-16', views: 2 },
    ]);
    expect(f.views_today).toBe(2);
    expect(f.views_yesterday).toBe(1);
    expect(f.all_time_views).toBe(3);
  });

  it('uses UTC days for a guide without a timezone', async () => {
    const guide = await buildSharedGuide(t.app, host, { title: 'No Zone Cabin', timezone: null });
    clock = new Date('2026-01-15T23:30:00Z');
    await view(guide.token);
    const f = await figures(guide.id_guide);
    expect(f.timezone).toBe('UTC');
    expect(f.daily.at(-1)).toEqual({ day: '2026-01-15', views: 1 });
  });

  it('counts topic views per category, keeps them apart from guide views, and refuses topics a guest cannot open', async () => {
    clock = new Date('2026-02-01T12:00:00Z');
    const guide = await buildSharedGuide(t.app, host, { title: 'Topic House', timezone: 'Europe/London' });
    const arrival = (await buildCategory(t.app, host, { id_guide: guide.id_guide, name: 'Arrival' })).id_guide_content;
    const wifi = (await buildTopic(t.app, host, { id_guide_content: arrival, name: 'WiFi' })).id_guide_topic;
    const parking = (await buildTopic(t.app, host, { id_guide_content: arrival, name: 'Parking' })).id_guide_topic;
    const draft = (await buildTopic(t.app, host, { id_guide_content: arrival, name: 'Secret draft', id_status: 0 }))
      .id_guide_topic;
    const hiddenCategory = (
      await buildCategory(t.app, host, { id_guide: guide.id_guide, name: 'Hidden category', id_status: 0 })
    ).id_guide_content;
    const inHidden = (await buildTopic(t.app, host, { id_guide_content: hiddenCategory, name: 'In hidden category' }))
      .id_guide_topic;
    const emptyCategory = (await buildCategory(t.app, host, { id_guide: guide.id_guide, name: 'Empty' }))
      .id_guide_content;
    const otherGuide = await buildSharedGuide(t.app, host, { title: 'Other house', timezone: 'Europe/London' });
    const otherTopic = (
      await buildTopic(t.app, host, {
        id_guide_content: (await buildCategory(t.app, host, { id_guide: otherGuide.id_guide, name: 'Misc' }))
          .id_guide_content,
        name: 'Elsewhere',
      })
    ).id_guide_topic;

    await view(guide.token);
    await view(guide.token, { id_guide_topic: wifi });
    await view(guide.token, { id_guide_topic: wifi });
    clock = new Date('2026-02-02T12:00:00Z');
    await view(guide.token, { id_guide_topic: wifi });
    await view(guide.token, { id_guide_topic: parking });

    for (const idTopic of [draft, inHidden, otherTopic, 999_999]) {
      const res = await view(guide.token, { id_guide_topic: idTopic });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: 'Topic not found.' });
    }
    const malformed = await view(guide.token, { id_guide_topic: 'abc' });
    expect(malformed.json().RES_CODE).toBe(RESULT.BAD_REQUEST);

    const f = await figures(guide.id_guide);
    expect(f.all_time_views).toBe(1);
    expect(f.views_today).toBe(0);
    expect(f.views_yesterday).toBe(1);
    expect(f.categories).toEqual([
      {
        id_guide_content: arrival,
        name: 'Arrival',
        topics: [
          { id_guide_topic: wifi, name: 'WiFi', total_views: 3, views_today: 1 },
          { id_guide_topic: parking, name: 'Parking', total_views: 1, views_today: 1 },
          { id_guide_topic: draft, name: 'Secret draft', total_views: 0, views_today: 0 },
        ],
      },
      {
        id_guide_content: hiddenCategory,
        name: 'Hidden category',
        topics: [{ id_guide_topic: inHidden, name: 'In hidden category', total_views: 0, views_today: 0 }],
      },
      { id_guide_content: emptyCategory, name: 'Empty', topics: [] },
    ]);
  });

  it('answers 01 for an unknown or replaced share token', async () => {
    const guide = await buildSharedGuide(t.app, host, { title: 'Replaced link', timezone: 'Europe/Paris' });
    const unknown = await view('no-such-token');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().RES_CODE).toBe(RESULT.NOT_FOUND);
    await t.app.inject({
      method: 'POST',
      url: '/api/guides/share/regenerate',
      headers: host.auth,
      payload: { id_guide: guide.id_guide },
    });
    expect((await view(guide.token)).json().RES_CODE).toBe(RESULT.NOT_FOUND);
    expect((await figures(guide.id_guide)).all_time_views).toBe(0);
  });

  it('limits how many views one address records per minute, without limiting other addresses', async () => {
    const guide = await buildSharedGuide(t.app, host, { title: 'Busy guide', timezone: 'Europe/Paris' });
    const ip = '198.51.100.20';
    for (let i = 0; i < VIEWS_PER_MINUTE; i += 1) expect((await view(guide.token, {}, ip)).statusCode).toBe(204);
    const limited = await view(guide.token, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().RES_CODE).toBe(RESULT.RATE_LIMITED);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await view(guide.token, {}, '198.51.100.21')).statusCode).toBe(204);
    expect((await figures(guide.id_guide)).all_time_views).toBe(VIEWS_PER_MINUTE + 1);
  });
});

describe('analytics: host figures', () => {
  it('answers 01 for another account’s guide and for a guide that does not exist', async () => {
    const guide = await buildSharedGuide(t.app, host, { title: 'Private figures', timezone: 'Europe/London' });
    for (const [account, id] of [
      [other, guide.id_guide],
      [host, 987_654],
    ] as const) {
      const res = await analytics(account, id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_RESULT: null });
    }
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/analytics/guide?id_guide=${guide.id_guide}` });
    expect(anonymous.json().RES_CODE).toBe(RESULT.UNAUTHENTICATED);
  });

  it('counts the invitations created for the guide, and only that guide’s', async () => {
    clock = new Date('2026-04-01T12:00:00Z');
    const guide = await buildSharedGuide(t.app, host, { title: 'Invited guide', timezone: 'Europe/London' });
    const otherGuide = await buildSharedGuide(t.app, host, { title: 'Not invited', timezone: 'Europe/London' });
    for (const name of ['Ann', 'Bob']) {
      await buildInvitation(t.app, host, {
        id_guide: guide.id_guide,
        guest_name: name,
        guest_email: `${name.toLowerCase()}@example.com`,
        check_in: '2026-04-10T15:00',
        check_out: '2026-04-12T10:00',
        send_email: false,
      });
    }
    expect((await figures(guide.id_guide)).invitations_created).toBe(2);
    expect((await figures(otherGuide.id_guide)).invitations_created).toBe(0);
  });

  it('sums the host’s guides for the dashboard, today in each guide’s own timezone', async () => {
    const owner = await buildAccount(t.app);
    clock = new Date('2026-03-01T12:00:00Z');
    const london = await buildSharedGuide(t.app, owner, { title: 'London', timezone: 'Europe/London' });
    const tokyo = await buildSharedGuide(t.app, owner, { title: 'Tokyo', timezone: 'Asia/Tokyo' });
    const quiet = await buildSharedGuide(t.app, owner, { title: 'Quiet', timezone: null });
    await view(london.token);
    await view(london.token);
    await view(tokyo.token);
    // 16:00 UTC is already 1 a.m. tomorrow in Tokyo: London's views stay today's, Tokyo's become yesterday's.
    clock = new Date('2026-03-01T16:00:00Z');
    await view(london.token);

    const res = await t.app.inject({ method: 'GET', url: '/api/analytics/summary', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const summary = ZAnalyticsSummary.parse(res.json().RES_RESULT);
    expect(summary).toEqual({
      guides: 3,
      all_time_views: 4,
      views_today: 3,
      per_guide: [
        { id_guide: quiet.id_guide, title: 'Quiet', all_time_views: 0, views_today: 0 },
        { id_guide: tokyo.id_guide, title: 'Tokyo', all_time_views: 1, views_today: 0 },
        { id_guide: london.id_guide, title: 'London', all_time_views: 3, views_today: 3 },
      ],
    });
    const others = await t.app.inject({ method: 'GET', url: '/api/analytics/summary', headers: other.auth });
    expect(others.json().RES_RESULT).toEqual({ guides: 0, all_time_views: 0, views_today: 0, per_guide: [] });
  });
});
