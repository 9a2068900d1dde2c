import { describe, expect, it } from 'vitest';
import { getTestServer } from './helpers/test-app.ts';
import { GUIDE_TEMPLATE, RESULT, STATUS } from '@guidebook/contract';
import ar from '@guidebook/i18n/locales/ar/template.ts';
import en from '@guidebook/i18n/locales/en/template.ts';
import fr from '@guidebook/i18n/locales/fr/template.ts';
import ja from '@guidebook/i18n/locales/ja/template.ts';
import pt from '@guidebook/i18n/locales/pt/template.ts';
import { api, buildAccount, buildGuide } from './helpers/factories.ts';
import { sanitiseRichText } from '../src/modules/content-safety/rich-text-sanitiser.ts';

const t = await getTestServer();
const host = await buildAccount(t.app);

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

/** The template as a catalog says it: each category's kind, icon, name and description, and its starter topics. */
function templateIn(catalog: Readonly<Record<string, string>>) {
  return GUIDE_TEMPLATE.map(({ kind, icon, topics }) => ({
    kind,
    icon,
    name: catalog[`${kind}.name`]!,
    description: catalog[`${kind}.description`]!,
    starterTopics: topics.map((topic) => ({
      name: catalog[`${kind}.topics.${topic}.name`]!,
      description: catalog[`${kind}.topics.${topic}.description`]!,
      content: catalog[`${kind}.topics.${topic}.content`]!,
    })),
  }));
}

type ListedTopic = { name: string; description: string; content: string; id_status: number };

async function topicsOf(idCategory: number) {
  const res = await api(t.app, host).get(`/content_topics/list?id_guide_content=${idCategory}`);
  return res.body.RES_RESULT as ListedTopic[];
}

async function categories(idGuide: number) {
  const res = await api(t.app, host).get(`/content_categories/list?id_guide=${idGuide}`);
  return res.body.RES_RESULT as {
    id_guide_content: number;
    name: string;
    image: string;
    description: string | null;
    id_status: number;
  }[];
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

    // Every category starts with two or three starter topics, all Drafts: guests see none of them.
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/guides/preview?id_guide=${id}`,
      headers: host.auth,
    });
    const guestCategories = preview.json().RES_RESULT.categories as { kind: string; name: string; topics: unknown[] }[];
    expect(guestCategories.every((c) => c.topics.length === 0)).toBe(true);
  });

  it('gives each category its starter topics as Drafts, stored as the editor and sanitiser keep them', async () => {
    const id = (await buildGuide(t.app, host, { title: 'Starter Cottage', with_template: true })).id_guide;
    const list = await categories(id);
    for (const [index, category] of list.entries()) {
      const expected = templateIn(en)[index]!.starterTopics;
      const topics = await topicsOf(category.id_guide_content);
      expect(
        topics.map((topic) => topic.name),
        category.name,
      ).toEqual(expected.map((topic) => topic.name));
      expect(topics.length).toBeGreaterThanOrEqual(2);
      expect(topics.length).toBeLessThanOrEqual(3);
      for (const [i, topic] of topics.entries()) {
        expect(topic.id_status).toBe(STATUS.DRAFT);
        expect(topic.description).toBe(expected[i]!.description);
        // What a save through the API would store: the starter text is already what the editor writes.
        expect(sanitiseRichText(topic.content)).toBe(topic.content);
        expect(topic.content).toMatch(/\[[^\]]+\]/); // a blank for the host to fill in
      }
    }
  });

  // The guide's default language picks the catalog: a regional tag its language's, an unknown one English.
  it.each([
    ['en', en],
    ['fr', fr],
    ['ja', ja],
    ['ar', ar],
    ['pt-BR', pt],
    ['xx', en],
  ] as const)('comes in the guide’s default language: %s', async (language, catalog) => {
    const guide = await buildGuide(t.app, host, {
      title: `Starter ${language}`,
      default_language: language,
      with_template: true,
    });
    expect(guide.default_language).toBe(language);
    const expected = templateIn(catalog);
    const list = await categories(guide.id_guide);
    expect(list.map((c) => [c.name, c.description, c.image])).toEqual(
      expected.map((c) => [c.name, c.description, c.icon]),
    );
    for (const [index, category] of list.entries()) {
      const topics = await topicsOf(category.id_guide_content);
      expect(topics.map(({ name, description, content }) => ({ name, description, content }))).toEqual(
        expected[index]!.starterTopics,
      );
      expect(topics.every((topic) => topic.id_status === STATUS.DRAFT)).toBe(true);
      for (const topic of topics) expect(sanitiseRichText(topic.content), topic.name).toBe(topic.content);
    }
    // The kinds, in order, as the guest Info tab finds its tiles (the host's preview with the Drafts).
    const preview = await api(t.app, host).get(`/guides/preview?id_guide=${guide.id_guide}&drafts=1`);
    const guest = preview.body.RES_RESULT.categories as { kind: string; name: string; topics: { name: string }[] }[];
    expect(guest.map((c) => [c.kind, c.name])).toEqual(expected.map((c) => [c.kind, c.name]));
    expect(guest.map((c) => c.topics.map((topic) => topic.name))).toEqual(
      expected.map((c) => c.starterTopics.map((topic) => topic.name)),
    );
    if (catalog !== en) expect(list[0]!.name).not.toBe(en['preparing.name']);
  });

  it('shows a starter topic to guests once the host publishes it, under its category and kind', async () => {
    const id = (await buildGuide(t.app, host, { title: 'Published Starter', with_template: true })).id_guide;
    const wifi = (await categories(id)).find((c) => c.name === 'WiFi & Internet')!;
    const topics = (await api(t.app, host).get(`/content_topics/list?id_guide_content=${wifi.id_guide_content}`)).body
      .RES_RESULT as { id_guide_topic: number; name: string }[];
    const first = topics[0]!;
    const saved = await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: first.id_guide_topic,
      id_status: STATUS.PUBLISHED,
    });
    expect(saved.body.RES_CODE).toBe(RESULT.OK);
    const preview = await api(t.app, host).get(`/guides/preview?id_guide=${id}`);
    const guest = preview.body.RES_RESULT.categories as { kind: string; name: string; topics: { name: string }[] }[];
    const shown = guest.find((c) => c.kind === 'wifi');
    expect(shown?.name).toBe('WiFi & Internet');
    expect(shown?.topics.map((topic) => topic.name)).toEqual([first.name]);
    expect(guest.flatMap((c) => c.topics)).toHaveLength(1);
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
    expect(res.json().RES_CODE).toBe(RESULT.BAD_REQUEST);
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
    expect(res.json().RES_CODE).toBe(RESULT.VALIDATION);
    const after = (await t.app.inject({ method: 'GET', url: '/api/guides/list', headers: host.auth })).json().RES_RESULT
      .length;
    expect(after).toBe(before);
  });
});
