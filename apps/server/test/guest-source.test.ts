/**
 * The guests' cold build reads a share token's rows in one statement (guest.repository
 * loadGuestSourceByToken). These tests hold it to the separate reads the host's preview still
 * makes: the same rows field for field (dates, arrays, logo and cover, values in each language), and
 * the same guest payload as the preview's in every language of the guide.
 */
import { describe, expect, it } from 'vitest';
import { VISIBILITY } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import {
  api,
  buildAccount,
  buildCategory,
  buildFile,
  buildSharedGuide,
  buildSharedTopic,
  buildTopic,
  FULL_GUIDE,
  resultOf,
} from './helpers/factories.ts';
import { findGuide } from '../src/modules/guides/guides.repository.ts';
import { loadGuestContent, loadGuestSourceByToken } from '../src/modules/guest/guest.repository.ts';
import { valuesIn } from '../src/modules/shared-topics/shared-topics.repository.ts';

const t = await getTestServer();
const db = t.app.deps.database.db;
const host = await buildAccount(t.app);
const DRAFT = 0;

/** A guide with every kind of row a guest payload reads, in English and German. */
async function fullGuide() {
  const guide = await buildSharedGuide(t.app, host, { ...FULL_GUIDE, welcome: 'Bins: {{bin_day}}' });
  const owner = api(t.app, host);
  resultOf(
    await owner.put('/guides/languages', { id_guide: guide.id_guide, default_language: 'en', languages: ['de'] }),
  );
  const logo = await buildFile(t.app, host, { name: 'logo.jpg' });
  const cover = await buildFile(t.app, host, { name: 'cover.jpg' });
  resultOf(
    await owner.put('/guides/branding', {
      id_guide: guide.id_guide,
      id_file_public: logo.id_file_public,
      id_file_cover: cover.id_file_public,
      font: 'Lato',
      color: '#1e3a8a',
    }),
  );
  const map = resultOf(await owner.post('/maps/create', { title: 'Map', pins: [] })) as { id_map: number };
  resultOf(await owner.put('/guides/active_map', { id_guide: guide.id_guide, id_map: map.id_map }));
  const arrival = await buildCategory(t.app, host, { id_guide: guide.id_guide, name: 'Arrival' });
  const rules = await buildCategory(t.app, host, { id_guide: guide.id_guide, name: 'Rules' });
  await buildCategory(t.app, host, { id_guide: guide.id_guide, name: 'Draft category', id_status: DRAFT });
  const keys = await buildTopic(t.app, host, { id_guide_content: arrival.id_guide_content, name: 'Keys' });
  await buildTopic(t.app, host, { id_guide_content: arrival.id_guide_content, name: 'Draft', id_status: DRAFT });
  await buildTopic(t.app, host, {
    id_guide_content: arrival.id_guide_content,
    name: 'Door code',
    id_topic_view: VISIBILITY.HIDDEN,
  });
  const shared = await buildSharedTopic(t.app, host, { content: '<p>Bins on {{bin_day}}, park in {{parking}}.</p>' });
  resultOf(
    await owner.post('/shared_topics/place', {
      id_shared_topic: shared.id_shared_topic,
      id_guide_content: rules.id_guide_content,
    }),
  );
  resultOf(
    await owner.put('/guides/values', { id_guide: guide.id_guide, values: { bin_day: 'Tuesday', parking: 'Bay 4' } }),
  );
  resultOf(
    await owner.put('/guides/values', { id_guide: guide.id_guide, language: 'de', values: { bin_day: 'Dienstag' } }),
  );
  resultOf(await owner.put('/guides/translate', { id_guide: guide.id_guide, language: 'de', title: 'Hafenhaus' }));
  resultOf(
    await owner.put('/content_topics/translate', {
      id_guide_topic: keys.id_guide_topic,
      language: 'de',
      name: 'Schlüssel',
      content: '<p>Im Kasten.</p>',
    }),
  );
  return guide;
}

describe('the guest source read in one statement', () => {
  it('equals the separate reads field for field, in every language, and is undefined for an unknown token', async () => {
    const guide = await fullGuide();
    const expected = async (language: string) => ({
      guide: await findGuide(db, host.id_workspace, guide.id_guide),
      ...(await loadGuestContent(db, host.id_workspace, guide.id_guide)),
      values: await valuesIn(db, host.id_workspace, guide.id_guide, language),
    });
    const byValue = (a: { language: string; name: string }, b: { language: string; name: string }) =>
      `${a.language}\n${a.name}`.localeCompare(`${b.language}\n${b.name}`);
    for (const [asked, language] of [
      [undefined, 'en'],
      ['en', 'en'],
      ['de', 'de'],
    ] as const) {
      const rows = await loadGuestSourceByToken(db, guide.token, asked);
      const want = await expected(language);
      expect(rows).toBeDefined();
      expect(rows!.guide.logo_path).not.toBeNull();
      expect(rows!.guide.cover).not.toBeNull();
      expect(rows!.guide.date_modified).toBeInstanceOf(Date);
      // Published ones only; the invited-only one too (the presenter leaves it out for guests).
      expect(rows!.topics.map((topic) => topic.name).sort()).toEqual(['Door code', 'House rules', 'Keys']);
      expect({ ...rows!, values: [...rows!.values].sort(byValue) }).toStrictEqual({
        ...want,
        values: [...want.values].sort(byValue),
      });
    }
    expect(await loadGuestSourceByToken(db, 'no-such-token', undefined)).toBeUndefined();
  });

  it('gives guests the payload of the host’s preview in each language', async () => {
    const guide = await fullGuide();
    for (const lang of ['en', 'de']) {
      const guest = resultOf(await api(t.app).get(`/guest/guides/${guide.token}?lang=${lang}`));
      const preview = resultOf(await api(t.app, host).get(`/guides/preview?id_guide=${guide.id_guide}&lang=${lang}`));
      expect(guest).toStrictEqual(preview);
      expect(guest).toMatchObject({ language: lang, languages: ['en', 'de'] });
    }
    const de = resultOf(await api(t.app).get(`/guest/guides/${guide.token}?lang=de`)) as {
      title: string;
      welcome: string;
      categories: { name: string; topics: { name: string; content: string }[] }[];
    };
    expect(de).toMatchObject({ title: 'Hafenhaus', welcome: 'Bins: Dienstag' });
    expect(de.categories.map((c) => [c.name, c.topics.map((topic) => topic.name)])).toEqual([
      ['Arrival', ['Schlüssel']],
      ['Rules', ['House rules']],
    ]);
    expect(de.categories[1]!.topics[0]!.content).toBe('<p>Bins on Dienstag, park in Bay 4.</p>');
  });
});
