/**
 * A guide's languages on the server: translations of everything a guest reads with "original
 * changed", progress, and the guest answer in the language a guest asks for (?lang=,
 * Accept-Language, the default), field by field falling back to the original, cached per language
 * and dropped on every host change.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { RESULT, type TGuestGuide } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { pdfToText } from './helpers/pdf.ts';
import {
  api,
  buildAccount,
  buildCategory,
  buildFile,
  buildMap,
  buildSharedGuide,
  buildTopic,
  resultOf,
  type TestAccount,
} from './helpers/factories.ts';

const t = await getTestServer();

type Setup = {
  host: TestAccount;
  guide: number;
  token: string;
  category: number;
  topics: number[];
};

/** A guide in English with two published topics in one category, and French and Japanese as further languages. */
async function setup(): Promise<Setup> {
  const host = await buildAccount(t.app);
  const guide = await buildSharedGuide(t.app, host, { title: 'Sea Cottage', subtitle: 'Flat 2', welcome: 'Welcome!' });
  const category = await buildCategory(t.app, host, { id_guide: guide.id_guide, name: 'Arrival' });
  const file = await buildFile(t.app, host, { name: 'p.jpg' });
  const topics: number[] = [];
  for (const [name, content] of [
    ['Keys', '<p>The keys are in the box.</p>'],
    ['Parking', '<p>Park on the street.</p>'],
  ] as const) {
    const topic = await buildTopic(t.app, host, {
      id_guide_content: category.id_guide_content,
      id_file_public: file.id_file_public,
      name,
      content,
    });
    topics.push(topic.id_guide_topic);
  }
  resultOf(
    await api(t.app, host).put('/guides/languages', {
      id_guide: guide.id_guide,
      default_language: 'en',
      languages: ['fr', 'ja'],
    }),
  );
  return { host, guide: guide.id_guide, token: guide.token, category: category.id_guide_content, topics };
}

async function guest(token: string, query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${token}${query}`, headers });
  return { res, guide: (res.json() as { RES_RESULT: TGuestGuide }).RES_RESULT };
}

const topicNames = (g: TGuestGuide) => g.categories.flatMap((c) => c.topics.map((tp) => tp.name));

describe('languages of a guide', () => {
  it('new guides are in English unless the create says otherwise; select carries the languages', async () => {
    const host = await buildAccount(t.app);
    const plain = resultOf(await api(t.app, host).post('/guides/create', { title: 'A' }));
    expect(plain).toMatchObject({ default_language: 'en', languages: [] });
    const french = resultOf(
      await api(t.app, host).post('/guides/create', { title: 'B', default_language: 'FR-ca' }),
    ) as { id_guide: number };
    const selected = resultOf(await api(t.app, host).get(`/guides/select?id_guide=${french.id_guide}`));
    expect(selected).toMatchObject({
      default_language: 'fr-CA',
      languages: [],
      translations: [],
      translation_progress: [],
    });
  });

  it.each([
    [{ default_language: 'not a tag', languages: [] }, 'default_language'],
    [{ default_language: 'en', languages: ['fr', 'fr'] }, 'languages'],
    [{ default_language: 'en', languages: ['en'] }, 'languages'],
    [{ default_language: 'en', languages: ['x'] }, 'languages.0'],
    [{ default_language: 'en', languages: Array.from({ length: 21 }, (_, i) => `fr-${100 + i}`) }, 'languages'],
  ])('refuses %j with 12 naming %s, and changes nothing', async (body, field) => {
    const s = await setup();
    const res = await api(t.app, s.host).put('/guides/languages', { id_guide: s.guide, ...body });
    expect(res.status).toBe(422);
    expect(res.body.RES_CODE).toBe(RESULT.VALIDATION);
    expect(Object.keys(res.body.RES_OTHERS.FIELDS ?? {})).toContain(field);
    const selected = resultOf(await api(t.app, s.host).get(`/guides/select?id_guide=${s.guide}`));
    expect(selected).toMatchObject({ default_language: 'en', languages: ['fr', 'ja'] });
  });

  it('removing a language with translations asks first (13, nothing lost), then deletes them', async () => {
    const s = await setup();
    const host = api(t.app, s.host);
    resultOf(await host.put('/guides/translate', { id_guide: s.guide, language: 'fr', title: 'Chalet' }));
    resultOf(
      await host.put('/content_topics/translate', {
        id_guide_topic: s.topics[0],
        language: 'fr',
        name: 'Clés',
        content: '<p>Les clés</p>',
      }),
    );
    const refused = await host.put('/guides/languages', {
      id_guide: s.guide,
      default_language: 'en',
      languages: ['ja'],
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      RES_CODE: RESULT.CONFLICT,
      RES_MESSAGE: 'Removing French deletes 2 translations. Confirm to remove.',
    });
    expect((await guest(s.token, '?lang=fr')).guide.title).toBe('Chalet');

    const done = resultOf(
      await host.put('/guides/languages', {
        id_guide: s.guide,
        default_language: 'en',
        languages: ['ja'],
        remove_translations: true,
      }),
    );
    expect(done).toMatchObject({ languages: ['ja'] });
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    const left = await db.query('select count(*)::int as n from translations where language = $1', ['fr']);
    await db.end();
    expect(left.rows[0].n).toBe(0);
    // Added again: nothing comes back.
    resultOf(
      await host.put('/guides/languages', { id_guide: s.guide, default_language: 'en', languages: ['ja', 'fr'] }),
    );
    expect((await guest(s.token, '?lang=fr')).guide.title).toBe('Sea Cottage');
  });
});

describe('translations', () => {
  it('refuses a language that is not a further language of the guide (12), and the default', async () => {
    const s = await setup();
    const host = api(t.app, s.host);
    const de = await host.put('/guides/translate', { id_guide: s.guide, language: 'de', title: 'Hütte' });
    expect(de.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_MESSAGE: 'German is not one of this guide’s languages. Add it under Languages first.',
    });
    // The language is named in the language of the answer, a capital when it opens the sentence.
    const named = { fr: 'Allemand ne fait pas partie', de: 'Deutsch ist keine Sprache', ar: 'الألمانية ليست من لغات' };
    for (const [language, opening] of Object.entries(named)) {
      const answer = await host.put(
        '/guides/translate',
        { id_guide: s.guide, language: 'de', title: 'Hütte' },
        { headers: { 'accept-language': language } },
      );
      expect(answer.body.RES_MESSAGE, language).toMatch(new RegExp(`^${opening}`));
      expect(answer.body.RES_MESSAGE, language).not.toContain('German');
    }
    const en = await host.put('/content_categories/translate', {
      id_guide_content: s.category,
      language: 'en',
      name: 'Arrival',
    });
    expect(en.body.RES_CODE).toBe(RESULT.VALIDATION);
    expect(en.body.RES_OTHERS.FIELDS).toHaveProperty('language');
  });

  it('sanitises translated content like the original', async () => {
    const s = await setup();
    const saved = resultOf(
      await api(t.app, s.host).put('/content_topics/translate', {
        id_guide_topic: s.topics[0],
        language: 'fr',
        name: '<b>Clés</b>',
        content: '<p onclick="x()">Les clés<script>alert(1)</script></p>',
      }),
    ) as { name: string; content: string };
    expect(saved.name).toBe('Clés');
    expect(saved.content).toBe('<p>Les clés</p>');
  });

  it('marks "original changed" after the original changes, until the translation is saved again', async () => {
    const s = await setup();
    const host = api(t.app, s.host);
    const topic = s.topics[0]!;
    const body = { id_guide_topic: topic, language: 'fr', name: 'Clés', content: '<p>Les clés</p>' };
    expect(resultOf(await host.put('/content_topics/translate', body))).toMatchObject({ original_changed: false });

    // Saving the original unchanged is no change.
    resultOf(await host.put('/content_topics/modify', { id_guide_topic: topic, name: 'Keys' }));
    let selected = resultOf(await host.get(`/content_topics/select?id_guide_topic=${topic}`)) as {
      translations: { language: string; original_changed: boolean }[];
    };
    expect(selected.translations).toEqual([expect.objectContaining({ language: 'fr', original_changed: false })]);

    resultOf(await host.put('/content_topics/modify', { id_guide_topic: topic, content: '<p>New box code.</p>' }));
    selected = resultOf(await host.get(`/content_topics/select?id_guide_topic=${topic}`)) as typeof selected;
    expect(selected.translations[0]!.original_changed).toBe(true);
    const progress = resultOf(await host.get(`/guides/translations?id_guide=${s.guide}&language=fr`)) as {
      progress: Record<string, unknown>;
      topics: { id_guide_topic: number; original_changed: boolean }[];
    };
    expect(progress.topics).toEqual([expect.objectContaining({ id_guide_topic: topic, original_changed: true })]);
    expect(progress.progress).toMatchObject({ topics_total: 2, topics_translated: 1, topics_outdated: 1 });

    resultOf(await host.put('/content_topics/translate', { ...body, content: '<p>Nouveau code.</p>' }));
    selected = resultOf(await host.get(`/content_topics/select?id_guide_topic=${topic}`)) as typeof selected;
    expect(selected.translations[0]!.original_changed).toBe(false);

    const guide = resultOf(await host.get(`/guides/select?id_guide=${s.guide}`)) as {
      translation_progress: Record<string, unknown>[];
    };
    expect(guide.translation_progress).toEqual([
      expect.objectContaining({ language: 'fr', topics_total: 2, topics_translated: 1, topics_outdated: 0 }),
      expect.objectContaining({ language: 'ja', topics_total: 2, topics_translated: 0 }),
    ]);
  });

  it('all fields empty removes the translation; deleting the topic deletes its translations', async () => {
    const s = await setup();
    const host = api(t.app, s.host);
    const topic = s.topics[1]!;
    resultOf(await host.put('/content_topics/translate', { id_guide_topic: topic, language: 'fr', name: 'Parking' }));
    resultOf(await host.put('/content_topics/translate', { id_guide_topic: topic, language: 'ja', name: '駐車場' }));
    resultOf(
      await host.put('/content_topics/translate', {
        id_guide_topic: topic,
        language: 'fr',
        name: ' ',
        content: '<p><br></p>',
      }),
    );
    const selected = resultOf(await host.get(`/content_topics/select?id_guide_topic=${topic}`)) as {
      translations: { language: string }[];
    };
    expect(selected.translations.map((x) => x.language)).toEqual(['ja']);
    resultOf(await host.delete('/content_topics/delete', { id_guide_topic: topic, comment: 'gone' }));
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    const left = await db.query('select count(*)::int as n from translations where id_guide_topic = $1', [topic]);
    await db.end();
    expect(left.rows[0].n).toBe(0);
  });

  it('translates a map’s title and pins by their original names', async () => {
    const host = await buildAccount(t.app);
    const pin = (name: string) => ({ name, category: null, description: 'Sand', latitude: 1, longitude: 2 });
    const map = await buildMap(t.app, host, { title: 'Beaches', pins: [pin('North'), pin('South')] });
    const saved = resultOf(
      await api(t.app, host).put('/maps/translate', {
        id_map: map.id_map,
        language: 'fr',
        title: 'Plages',
        pins: [
          { original: 'South', name: 'Sud', description: 'Sable' },
          { original: 'Gone', name: 'Parti' },
        ],
      }),
    );
    expect(saved).toMatchObject({
      title: 'Plages',
      pins: [{ original: 'South', name: 'Sud', description: 'Sable' }],
    });
    const selected = resultOf(await api(t.app, host).get(`/maps/select?id_map=${map.id_map}`)) as {
      translations: unknown[];
    };
    expect(selected.translations).toHaveLength(1);
  });
});

describe('the guest guide in a language', () => {
  async function translated(): Promise<Setup> {
    const s = await setup();
    const host = api(t.app, s.host);
    resultOf(
      await host.put('/guides/translate', {
        id_guide: s.guide,
        language: 'fr',
        title: 'Le Cottage',
        welcome: 'Bienvenue !',
      }),
    );
    resultOf(
      await host.put('/content_categories/translate', {
        id_guide_content: s.category,
        language: 'fr',
        name: 'Arrivée',
      }),
    );
    resultOf(
      await host.put('/content_topics/translate', {
        id_guide_topic: s.topics[0],
        language: 'fr',
        name: 'Clés',
        content: '<p>Les clés sont dans la boîte.</p>',
      }),
    );
    return s;
  }

  it('serves ?lang=, field by field falling back to the original, and names the languages', async () => {
    const s = await translated();
    const { res, guide } = await guest(s.token, '?lang=fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('Accept-Language');
    expect(guide).toMatchObject({
      language: 'fr',
      languages: ['en', 'fr', 'ja'],
      title: 'Le Cottage',
      subtitle: 'Flat 2',
      welcome: 'Bienvenue !',
    });
    expect(guide.categories[0]!.name).toBe('Arrivée');
    // The untranslated topic in the default language.
    expect(topicNames(guide)).toEqual(['Clés', 'Parking']);
    expect(guide.categories[0]!.topics[0]!.content).toBe('<p>Les clés sont dans la boîte.</p>');
  });

  it('picks from Accept-Language when there is no ?lang=, and the default when nothing matches', async () => {
    const s = await translated();
    expect((await guest(s.token, '', { 'accept-language': 'de-DE, fr-CH;q=0.9, en;q=0.5' })).guide.language).toBe('fr');
    expect((await guest(s.token, '', { 'accept-language': 'ja' })).guide).toMatchObject({
      language: 'ja',
      title: 'Sea Cottage',
    });
    expect((await guest(s.token, '', { 'accept-language': 'de' })).guide.language).toBe('en');
    // ?lang= wins over the browser; one the guide lacks is no error.
    expect((await guest(s.token, '?lang=fr', { 'accept-language': 'ja' })).guide.language).toBe('fr');
    expect((await guest(s.token, '?lang=ko', { 'accept-language': 'ja' })).guide.language).toBe('ja');
    expect((await guest(s.token, '?lang=%20%3B', {})).res.statusCode).toBe(200);
  });

  it('caches each language apart, and a host change clears every language', async () => {
    const s = await translated();
    const fr = await guest(s.token, '?lang=fr');
    const en = await guest(s.token);
    expect(fr.res.headers.etag).not.toBe(en.res.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/guest/guides/${s.token}?lang=fr`,
      headers: { 'if-none-match': String(fr.res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    resultOf(
      await api(t.app, s.host).put('/content_categories/translate', {
        id_guide_content: s.category,
        language: 'fr',
        name: 'Arrivée et clés',
      }),
    );
    expect((await guest(s.token, '?lang=fr')).guide.categories[0]!.name).toBe('Arrivée et clés');
  });

  it('gives a host-made category the kind its default-language name says, in every language', async () => {
    const host = await buildAccount(t.app);
    const guide = await buildSharedGuide(t.app, host, { title: 'Harbour Flat' });
    const client = api(t.app, host);
    resultOf(
      await client.put('/guides/languages', {
        id_guide: guide.id_guide,
        default_language: 'en',
        languages: ['fr', 'ar'],
      }),
    );
    const names = [
      ['Around town', 'Autour', 'حول المدينة'],
      ['Arrival Information', 'Arrivée', 'الوصول'],
      ['Emergency numbers', 'Numéros d’urgence', 'أرقام الطوارئ'],
      ['FAQs', 'Questions fréquentes', 'الأسئلة الشائعة'],
    ] as const;
    const ids: number[] = [];
    for (const [name, fr, ar] of names) {
      const { id_guide_content } = await buildCategory(t.app, host, { id_guide: guide.id_guide, name });
      await buildTopic(t.app, host, { id_guide_content, name: `${name} topic` });
      for (const [language, translation] of [
        ['fr', fr],
        ['ar', ar],
      ] as const)
        resultOf(await client.put('/content_categories/translate', { id_guide_content, language, name: translation }));
      ids.push(id_guide_content);
    }
    const kinds = (g: TGuestGuide) => g.categories.map((c) => [c.name, c.kind]);
    const expected = (column: 0 | 1 | 2) => names.map((n, i) => [n[column], [null, 'arrival', 'emergency', 'faq'][i]]);
    expect(kinds((await guest(guide.token)).guide)).toEqual(expected(0));
    expect(kinds((await guest(guide.token, '?lang=fr')).guide)).toEqual(expected(1));
    expect(kinds((await guest(guide.token, '?lang=ar')).guide)).toEqual(expected(2));
    const preview = resultOf(await client.get(`/guides/preview?id_guide=${guide.id_guide}&lang=fr`)) as TGuestGuide;
    expect(kinds(preview)).toEqual(expected(1));

    // A template category of a kind is the guest screens' one: a host-made category does not take it too.
    const db = new pg.Client({ connectionString: t.databaseUrl });
    await db.connect();
    await db.query(`update guide_contents set kind = 'arrival' where id_guide_content = $1`, [ids[0]]);
    await db.end();
    resultOf(await client.put('/guides/modify', { id_guide: guide.id_guide, title: 'Harbour Flat 2' }));
    expect(kinds((await guest(guide.token, '?lang=fr')).guide)).toEqual([
      ['Autour', 'arrival'],
      ['Arrivée', null],
      ['Numéros d’urgence', 'emergency'],
      ['Questions fréquentes', 'faq'],
    ]);
  });

  it('a guide with one language answers in it, whatever the guest asks for', async () => {
    const host = await buildAccount(t.app);
    const guide = await buildSharedGuide(t.app, host, { title: 'Only English' });
    const { guide: answer } = await guest(guide.token, '?lang=fr', { 'accept-language': 'fr' });
    expect(answer).toMatchObject({ title: 'Only English', language: 'en', languages: ['en'] });
  });

  it('the host’s preview, House Manual and flyer take ?lang= of the guide’s languages only', async () => {
    const s = await translated();
    const host = api(t.app, s.host);
    const preview = resultOf(await host.get(`/guides/preview?id_guide=${s.guide}&lang=fr`)) as TGuestGuide;
    expect(preview.title).toBe('Le Cottage');
    const de = await host.get(`/guides/preview?id_guide=${s.guide}&lang=de`);
    expect(de.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { lang: expect.any(String) } },
    });
    const download = (path: string) => t.app.inject({ method: 'GET', url: `/api${path}`, headers: s.host.auth });
    for (const path of ['/guides/share/pdf', '/guides/share/flyer']) {
      const fr = await download(`${path}?id_guide=${s.guide}&lang=fr`);
      expect(fr.statusCode).toBe(200);
      expect(fr.headers['content-type']).toContain('application/pdf');
      // The translated title; the subtitle has no translation, so the original's.
      expect(pdfToText(fr.rawPayload)).toContain('Le Cottage');
      expect(pdfToText(fr.rawPayload)).toContain('Flat 2');
      const en = pdfToText((await download(`${path}?id_guide=${s.guide}`)).rawPayload);
      expect(en).toContain('Sea Cottage');
      expect(en).not.toContain('Le Cottage');
      expect((await download(`${path}?id_guide=${s.guide}&lang=de`)).json()).toMatchObject({
        RES_CODE: RESULT.VALIDATION,
        RES_OTHERS: { FIELDS: { lang: expect.any(String) } },
      });
    }
  });
});

describe('copies keep the languages and translations', () => {
  /** Every translation of a guide in the guest's answer for French, and which are "original changed". */
  async function frenchState(host: TestAccount, idGuide: number) {
    const answer = resultOf(await api(t.app, host).get(`/guides/translations?id_guide=${idGuide}&language=fr`)) as {
      guide: { title: string | null; original_changed: boolean } | null;
      categories: { name: string | null; original_changed: boolean }[];
      topics: { name: string | null; content: string | null; original_changed: boolean }[];
    };
    return {
      guide: answer.guide && { title: answer.guide.title, changed: answer.guide.original_changed },
      categories: answer.categories.map((c) => [c.name, c.original_changed]),
      topics: answer.topics.map((tp) => [tp.name, tp.content, tp.original_changed]),
    };
  }

  it('duplicate, and export then import, carry languages, translations and "original changed"', async () => {
    const s = await setup();
    const host = api(t.app, s.host);
    resultOf(await host.put('/guides/translate', { id_guide: s.guide, language: 'fr', title: 'Le Cottage' }));
    resultOf(
      await host.put('/content_categories/translate', {
        id_guide_content: s.category,
        language: 'fr',
        name: 'Arrivée',
      }),
    );
    for (const [i, name] of [
      [0, 'Clés'],
      [1, 'Parking'],
    ] as const)
      resultOf(
        await host.put('/content_topics/translate', {
          id_guide_topic: s.topics[i],
          language: 'fr',
          name,
          content: `<p>${name} !</p>`,
        }),
      );
    // The second topic's original changes after its translation.
    resultOf(await host.put('/content_topics/modify', { id_guide_topic: s.topics[1], content: '<p>Garage now.</p>' }));
    const before = await frenchState(s.host, s.guide);
    expect(before.topics).toEqual([
      ['Clés', '<p>Clés !</p>', false],
      ['Parking', '<p>Parking !</p>', true],
    ]);

    const copy = resultOf(await host.post('/guides/duplicate', { id_guide: s.guide })) as { id_guide: number };
    expect(resultOf(await host.get(`/guides/select?id_guide=${copy.id_guide}`))).toMatchObject({
      default_language: 'en',
      languages: ['fr', 'ja'],
    });
    expect(await frenchState(s.host, copy.id_guide)).toEqual(before);

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/guides/export?id_guide=${s.guide}`,
      headers: s.host.auth,
    });
    const other = await buildAccount(t.app);
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/guides/import',
      headers: { ...other.auth, 'content-type': 'application/json' },
      payload: exported.body,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    const idImported = (imported.json() as { RES_RESULT: { id_guide: number } }).RES_RESULT.id_guide;
    expect(await frenchState(other, idImported)).toEqual(before);
  });
});

describe('library images a translation shows', () => {
  it('cannot be deleted while a translation shows them (13 naming the topic), like the original’s', async () => {
    const s = await setup();
    const image = await buildFile(t.app, s.host, { name: 'door.jpg' });
    const host = api(t.app, s.host);
    resultOf(
      await host.put('/content_topics/translate', {
        id_guide_topic: s.topics[0],
        language: 'fr',
        name: 'Clés',
        content: `<p>La porte</p><p><img src="/api${image.path_file}"></p>`,
      }),
    );
    const refused = await host.delete('/files/public/delete', {
      id_file_public: image.id_file_public,
      private: 4,
      comment: 'gone',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.RES_CODE).toBe(RESULT.CONFLICT);
    expect(refused.body.RES_MESSAGE).toContain('Keys');
  });
});
