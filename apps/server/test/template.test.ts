import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { api, buildAccount, buildGuide, type TestAccount } from './helpers/factories.ts';

let t: TestApp;
let host: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  host = await buildAccount(t.app);
});
afterAll(async () => t.close());

const TEMPLATE = [
  ['Preparing For Your Trip', 'preparing', 'fa-suitcase'],
  ['Arrival Information', 'arrival', 'fa-key'],
  ['About The Accommodation', 'about', 'fa-house'],
  ['WiFi & Internet', 'wifi', 'fa-wifi'],
  ['Safety & House Rules', 'rules', 'fa-shield-halved'],
  ['Local Recommendations', 'local', 'fa-utensils'],
  ['Emergency Contacts', 'emergency', 'fa-kit-medical'],
  ['Transportation Options', 'transport', 'fa-bus'],
  ['Check-out Instructions', 'checkout', 'fa-door-open'],
  ['Thank You & Feedback', 'thanks', 'fa-heart'],
];

async function categories(idGuide: number) {
  const res = await api(t.app, host).get(`/content_categories/list?id_guide=${idGuide}`);
  return res.body.RES_RESULT as { name: string; image: string; description: string | null; id_status: number }[];
}

describe('default template', () => {
  it('creates the ten Info tab categories, in order, published, with icons, descriptions and kinds', async () => {
    const id = (await buildGuide(t.app, host, { title: 'Templated Villa', with_template: true })).id_guide;
    const list = await categories(id);
    expect(list.map((c) => c.name)).toEqual(TEMPLATE.map(([name]) => name));
    list.forEach((c, i) => {
      expect(c.image).toBe(`<i class="fa-solid ${TEMPLATE[i]![2]}"></i>`);
      expect(c.id_status).toBe(1);
      expect(c.description).toMatch(/^[A-Z].{10,}\.$/);
    });

    // Kinds reach guests (the guest app finds arrival and emergency by them); no topics yet.
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/guides/preview?id_guide=${id}`,
      headers: host.auth,
    });
    const guestCategories = preview.json().RES_RESULT.categories as { kind: string; name: string; topics: unknown[] }[];
    expect(guestCategories.map((c) => [c.name, c.kind])).toEqual(TEMPLATE.map(([name, kind]) => [name, kind]));
    expect(guestCategories.every((c) => c.topics.length === 0)).toBe(true);
  });

  it('is off by default on the API, and with_template false makes an empty guide', async () => {
    expect(await categories((await buildGuide(t.app, host, { title: 'Plain Flat' })).id_guide)).toEqual([]);
    expect(
      await categories((await buildGuide(t.app, host, { title: 'Plain Flat 2', with_template: false })).id_guide),
    ).toEqual([]);
  });

  it('refuses a with_template that is not a boolean', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guides/create',
      headers: host.auth,
      payload: { title: 'Odd', with_template: 'maybe' },
    });
    expect(res.json().RES_CODE).toBe('10');
  });

  it('makes nothing when the guide itself is invalid', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/guides/list', headers: host.auth })).json()
      .RES_RESULT.length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guides/create',
      headers: host.auth,
      payload: { title: '', with_template: true },
    });
    expect(res.json().RES_CODE).toBe('12');
    const after = (await t.app.inject({ method: 'GET', url: '/api/guides/list', headers: host.auth })).json().RES_RESULT
      .length;
    expect(after).toBe(before);
  });
});
