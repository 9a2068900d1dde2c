/**
 * Shared topics and property values: a topic written once, placed in many guides, filled with each
 * guide's own values in its guests' payload, search and House Manual, in two languages; what a guide
 * lacks reads "—"; detach, delete while placed (13 until confirmed), export/import and duplicate
 * within and across workspaces, and the values' rules.
 */
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  RESULT,
  type TGuestGuide,
  type TSharedTopic,
  type TSharedTopicListItem,
  type TTopic,
} from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { pdfToText } from './helpers/pdf.ts';
import type { TestAccount } from './helpers/factories.ts';
import * as factories from './helpers/factories.ts';
import { buildSearchIndex, searchGuide } from '../../web/src/guest/lib/search.ts';
import { sharedTopicCopiesSettled } from '../src/modules/shared-topics/jobs/shared-topic-copy.job.ts';

const t = await getTestServer();

type Placed = { id_guide: number; token: string; category: number; topic: number };

async function guest(token: string, lang?: string): Promise<TGuestGuide> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/guest/guides/${token}${lang ? `?lang=${lang}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { RES_RESULT: TGuestGuide }).RES_RESULT;
}

async function guestPdf(token: string, lang?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/guest/guides/${token}/pdf${lang ? `?lang=${lang}` : ''}`,
  });
  expect(res.statusCode).toBe(200);
  return pdfToText(res.rawPayload);
}

const topicsOf = (g: TGuestGuide) => g.categories.flatMap((c) => c.topics);

async function createShared(host: TestAccount, fields: Record<string, unknown> = {}): Promise<TSharedTopic> {
  const file = await factories.buildFile(t.app, host, { name: 'rules.jpg' });
  const res = await factories.api(t.app, host).post('/shared_topics/create', {
    name: 'House rules',
    content: '<p>Bins go out on {{bin_day}}. Park in {{parking}}. WiFi: {{wifi_name}}.</p>',
    id_file_public: file.id_file_public,
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.RES_RESULT as TSharedTopic;
}

/** A shared guide in English with French as a further language, one category, the shared topic placed. */
async function placedGuide(host: TestAccount, idShared: number, n: number): Promise<Placed> {
  const guide = await factories.buildSharedGuide(t.app, host, { title: `Flat ${n}`, wifi_name: `Net-${n}` });
  factories.resultOf(
    await factories.api(t.app, host).put('/guides/languages', {
      id_guide: guide.id_guide,
      default_language: 'en',
      languages: ['fr'],
    }),
  );
  const category = await factories.buildCategory(t.app, host, { id_guide: guide.id_guide, name: 'Rules' });
  const placed = factories.resultOf(
    await factories.api(t.app, host).post('/shared_topics/place', {
      id_shared_topic: idShared,
      id_guide_content: category.id_guide_content,
    }),
  ) as TTopic;
  expect(placed.id_shared_topic).toBe(idShared);
  return {
    id_guide: guide.id_guide,
    token: guide.token,
    category: category.id_guide_content,
    topic: placed.id_guide_topic,
  };
}

describe('shared topics filled per guide', () => {
  it('one edit reaches 50 guides’ payloads, search and PDFs in two languages, each with its own values', async () => {
    const host = await factories.buildAccount(t.app);
    const shared = await createShared(host);
    expect(shared.codes).toEqual(['bin_day', 'parking', 'wifi_name']);
    factories.resultOf(
      await factories.api(t.app, host).put('/shared_topics/translate', {
        id_shared_topic: shared.id_shared_topic,
        language: 'fr',
        name: 'Règlement',
        content: '<p>Poubelles le {{bin_day}}. Parking : {{parking}}.</p>',
      }),
    );
    const guides: Placed[] = [];
    for (let n = 1; n <= 50; n += 1) guides.push(await placedGuide(host, shared.id_shared_topic, n));
    // Every guide gets its bin day; only the even ones a parking bay; every one a French bin day.
    for (const [i, g] of guides.entries()) {
      const values: Record<string, string> = { bin_day: `Day-${i + 1}` };
      if (i % 2 === 1) values.parking = `Bay ${i + 1}`;
      factories.resultOf(await factories.api(t.app, host).put('/guides/values', { id_guide: g.id_guide, values }));
      factories.resultOf(
        await factories.api(t.app, host).put('/guides/values', {
          id_guide: g.id_guide,
          language: 'fr',
          values: { bin_day: `Jour-${i + 1}` },
        }),
      );
    }
    // Read once so the caches hold the old text, then edit once.
    for (const g of guides) expect(topicsOf(await guest(g.token))[0]!.content).toContain('Bins go out');
    const started = Date.now();
    factories.resultOf(
      await factories.api(t.app, host).post('/shared_topics/modify', {
        id_shared_topic: shared.id_shared_topic,
        content: '<p>Bins out every {{bin_day}} evening. Park in {{parking}}. WiFi: {{wifi_name}}.</p>',
      }),
    );
    // The edit answers once the shared topic is saved; its copy onto the 50 guides follows in a job,
    // which drops their cached payloads when done: all within the 5 s a guest may wait.
    await sharedTopicCopiesSettled(t.app.deps);
    expect(Date.now() - started).toBeLessThan(5000);

    for (const [i, g] of guides.entries()) {
      const en = await guest(g.token);
      const topic = topicsOf(en)[0]!;
      expect(topic.name).toBe('House rules');
      expect(topic.content).toContain(`Bins out every Day-${i + 1} evening.`);
      expect(topic.content).toContain(i % 2 === 1 ? `Park in Bay ${i + 1}.` : 'Park in —.');
      expect(topic.content).toContain(`WiFi: Net-${i + 1}.`);
      expect(topic.content).not.toContain('{{');
      // The guest's offline search reads the filled text.
      const hits = searchGuide(buildSearchIndex(en), `Day-${i + 1}`);
      expect(hits.map((h) => h.topicId)).toContain(topic.id);

      const fr = await guest(g.token, 'fr');
      const frTopic = topicsOf(fr)[0]!;
      expect(frTopic.name).toBe('Règlement');
      expect(frTopic.content).toContain(`Poubelles le Jour-${i + 1}.`);
      // French has no parking value of its own: the main language's stands in, or "—".
      expect(frTopic.content).toContain(i % 2 === 1 ? `Parking : Bay ${i + 1}.` : 'Parking : —.');
      expect(searchGuide(buildSearchIndex(fr), `Jour-${i + 1}`).length).toBeGreaterThan(0);

      const pdf = (await guestPdf(g.token, i % 2 === 0 ? undefined : 'fr')).replace(/\s+/g, ' ');
      if (i % 2 === 0) {
        expect(pdf).toContain(`Bins out every Day-${i + 1} evening.`);
        expect(pdf).toContain('Park in —.');
      } else {
        expect(pdf).toContain(`Poubelles le Jour-${i + 1}.`);
        expect(pdf).toContain(`Parking : Bay ${i + 1}.`);
      }
      expect(pdf).not.toContain('{{');
    }

    // The editor lists the guides that miss a value the topic uses: the odd ones lack parking.
    const list = factories.resultOf(
      await factories.api(t.app, host).get('/shared_topics/list'),
    ) as TSharedTopicListItem[];
    const item = list.find((s) => s.id_shared_topic === shared.id_shared_topic)!;
    expect(item.placements).toHaveLength(50);
    expect(item.placements[0]).toMatchObject({ category_name: 'Rules' });
    expect(item.missing_values.map((m) => m.id_guide).sort((a, b) => a - b)).toEqual(
      guides.filter((_, i) => i % 2 === 0).map((g) => g.id_guide),
    );
    expect(item.missing_values.every((m) => m.names.join() === 'parking')).toBe(true);

    // A value edit reaches that guide's guests at once.
    factories.resultOf(
      await factories
        .api(t.app, host)
        .put('/guides/values', { id_guide: guides[0]!.id_guide, values: { bin_day: 'Friday' } }),
    );
    expect(topicsOf(await guest(guides[0]!.token))[0]!.content).toContain('Bins out every Friday evening.');
  }, 180_000);

  it('the guide’s own details fill the same way; a guide without them reads —', async () => {
    const host = await factories.buildAccount(t.app);
    const shared = await createShared(host, {
      content: '<p>{{address}}, {{city}}. Host: {{host}}. Check in from {{check_in_time}}. {{unknown_thing}}</p>',
    });
    const g = await placedGuide(host, shared.id_shared_topic, 1);
    let content = topicsOf(await guest(g.token))[0]!.content;
    expect(content).toContain('—, —. Host: —.');
    expect(content).toMatch(/ —<\/p>$/);
    expect(content).not.toContain('{{');
    // The guide's address, city, host and check-in time; `more` adds to them.
    const fill = async (more: Record<string, unknown> = {}) =>
      factories.resultOf(
        await factories.api(t.app, host).put('/guides/modify', {
          id_guide: g.id_guide,
          title: 'Flat 1',
          address: '1 Sea Road',
          city: 'Lisbon',
          host: 'Ana',
          check_in_time: '15:00',
          ...more,
        }),
      );
    await fill();
    content = topicsOf(await guest(g.token))[0]!.content;
    expect(content).toContain('1 Sea Road, Lisbon. Host: Ana. Check in from 15:00.');
    // A hidden address is not read by anyone with the public link.
    await fill({ id_address_view: 2 });
    expect(topicsOf(await guest(g.token))[0]!.content).toContain('—, Lisbon.');
  });

  it('a placement is edited through its shared topic; detach makes the guide’s own copy', async () => {
    const host = await factories.buildAccount(t.app);
    const shared = await createShared(host);
    factories.resultOf(
      await factories.api(t.app, host).put('/shared_topics/translate', {
        id_shared_topic: shared.id_shared_topic,
        language: 'fr',
        name: 'Règlement',
        content: '<p>Poubelles le {{bin_day}}.</p>',
      }),
    );
    const a = await placedGuide(host, shared.id_shared_topic, 1);
    const b = await placedGuide(host, shared.id_shared_topic, 2);
    // Placing it again in the same guide is refused.
    const again = await factories.api(t.app, host).post('/shared_topics/place', {
      id_shared_topic: shared.id_shared_topic,
      id_guide_content: a.category,
    });
    expect(again.body.RES_CODE).toBe(RESULT.VALIDATION);
    expect(again.body.RES_MESSAGE).toBe(MESSAGES.shared.alreadyPlaced);
    // Its texts cannot be changed in the guide; its status can.
    const edit = await factories.api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: a.topic,
      content: '<p>Mine</p>',
    });
    expect(edit.body.RES_CODE).toBe(RESULT.VALIDATION);
    expect(edit.body.RES_MESSAGE).toBe(MESSAGES.shared.followsShared);
    const translate = await factories.api(t.app, host).put('/content_topics/translate', {
      id_guide_topic: a.topic,
      language: 'fr',
      name: 'X',
    });
    expect(translate.body.RES_MESSAGE).toBe(MESSAGES.shared.followsShared);
    factories.resultOf(
      await factories.api(t.app, host).put('/content_topics/modify', { id_guide_topic: a.topic, id_topic_view: 2 }),
    );

    // Detach: a keeps the current text and translation as its own and stops following.
    const own = factories.resultOf(
      await factories.api(t.app, host).post('/shared_topics/detach', { id_guide_topic: a.topic }),
    ) as TTopic;
    expect(own.id_shared_topic).toBeNull();
    expect(own.translations?.find((tr) => tr.language === 'fr')?.name).toBe('Règlement');
    factories.resultOf(
      await factories.api(t.app, host).post('/shared_topics/modify', {
        id_shared_topic: shared.id_shared_topic,
        name: 'New rules',
        id_topic_view: 1,
      }),
    );
    await sharedTopicCopiesSettled(t.app.deps);
    const topicA = factories.resultOf(
      await factories.api(t.app, host).get(`/content_topics/select?id_guide_topic=${a.topic}`),
    ) as TTopic;
    const topicB = factories.resultOf(
      await factories.api(t.app, host).get(`/content_topics/select?id_guide_topic=${b.topic}`),
    ) as TTopic;
    expect(topicA.name).toBe('House rules');
    expect(topicB.name).toBe('New rules');
    // The detached topic is the guide's own now: editable, and no longer a placement.
    factories.resultOf(
      await factories
        .api(t.app, host)
        .put('/content_topics/modify', { id_guide_topic: a.topic, content: '<p>Mine</p>' }),
    );
    const detachAgain = await factories.api(t.app, host).post('/shared_topics/detach', { id_guide_topic: a.topic });
    expect(detachAgain.body.RES_MESSAGE).toBe(MESSAGES.shared.notPlaced);
    const unplaceOwn = await factories.api(t.app, host).delete('/shared_topics/unplace', { id_guide_topic: a.topic });
    expect(unplaceOwn.body.RES_CODE).toBe(RESULT.VALIDATION);

    // Unplace removes it from b only.
    factories.resultOf(
      await factories.api(t.app, host).delete('/shared_topics/unplace', { id_guide_topic: b.topic, comment: null }),
    );
    expect(topicsOf(await guest(b.token))).toHaveLength(0);
    const list = factories.resultOf(
      await factories.api(t.app, host).get('/shared_topics/list'),
    ) as TSharedTopicListItem[];
    expect(list.find((s) => s.id_shared_topic === shared.id_shared_topic)!.placements).toEqual([]);
  });

  it('a detach right after an edit keeps the edited texts; every guide shows them', async () => {
    const host = await factories.buildAccount(t.app);
    const shared = await createShared(host);
    const placed = [];
    for (let n = 1; n <= 3; n += 1) placed.push(await placedGuide(host, shared.id_shared_topic, n));
    const edited = factories.resultOf(
      await factories.api(t.app, host).post('/shared_topics/modify', {
        id_shared_topic: shared.id_shared_topic,
        name: 'Edited rules',
        content: '<p>Edited</p>',
      }),
    ) as TSharedTopic;
    expect(edited.name).toBe('Edited rules');
    // Detached before the copy may have run: the row takes the shared topic's current texts itself.
    const own = factories.resultOf(
      await factories.api(t.app, host).post('/shared_topics/detach', { id_guide_topic: placed[0]!.topic }),
    ) as TTopic;
    expect(own.name).toBe('Edited rules');
    expect(own.content).toContain('Edited');
    await sharedTopicCopiesSettled(t.app.deps);
    for (const g of placed) {
      const topic = topicsOf(await guest(g.token))[0]!;
      expect(topic.name).toBe('Edited rules');
      expect(topic.content).toContain('Edited');
    }
  });

  it('deleting a placed shared topic answers 13 naming how many guides show it, unless confirmed', async () => {
    const host = await factories.buildAccount(t.app);
    const shared = await createShared(host);
    const guides = [];
    for (let n = 1; n <= 3; n += 1) guides.push(await placedGuide(host, shared.id_shared_topic, n));
    const refused = await factories
      .api(t.app, host)
      .post('/shared_topics/delete', { id_shared_topic: shared.id_shared_topic });
    expect(refused.status).toBe(409);
    expect(refused.body.RES_CODE).toBe(RESULT.CONFLICT);
    expect(refused.body.RES_MESSAGE).toBe(MESSAGES.shared.topicPlacedNeedsConfirm(3));
    expect(refused.body.RES_MESSAGE).toContain('3 guides');
    expect(topicsOf(await guest(guides[0]!.token))).toHaveLength(1);
    factories.resultOf(
      await factories
        .api(t.app, host)
        .post('/shared_topics/delete', { id_shared_topic: shared.id_shared_topic, confirm: true }),
    );
    for (const g of guides) expect(topicsOf(await guest(g.token))).toHaveLength(0);
    const gone = await factories
      .api(t.app, host)
      .get(`/shared_topics/select?id_shared_topic=${shared.id_shared_topic}`);
    expect(gone.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    // One that is placed nowhere goes without confirmation.
    const lonely = await createShared(host);
    factories.resultOf(
      await factories.api(t.app, host).post('/shared_topics/delete', { id_shared_topic: lonely.id_shared_topic }),
    );
  });

  it('export/import and duplicate keep placements within the workspace and make own copies across', async () => {
    const host = await factories.buildAccount(t.app);
    const other = await factories.buildAccount(t.app);
    const shared = await createShared(host);
    const g = await placedGuide(host, shared.id_shared_topic, 1);
    factories.resultOf(
      await factories.api(t.app, host).put('/guides/values', { id_guide: g.id_guide, values: { bin_day: 'Monday' } }),
    );
    const own = await factories.buildTopic(t.app, host, {
      id_guide_content: g.category,
      name: 'Own',
      content: '<p>Own</p>',
    });
    expect(own.id_shared_topic).toBeNull();

    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/guides/export?id_guide=${g.id_guide}`,
      headers: host.auth,
    });
    expect(exported.statusCode).toBe(200);
    const file = JSON.parse(exported.body) as Record<string, unknown>;

    const placementsOfGuide = async (who: TestAccount, idGuide: number) => {
      const cats = factories.resultOf(
        await factories.api(t.app, who).get(`/content_categories/list?id_guide=${idGuide}`),
      ) as {
        id_guide_content: number;
      }[];
      const topics = factories.resultOf(
        await factories.api(t.app, who).get(`/content_topics/list?id_guide_content=${cats[0]!.id_guide_content}`),
      ) as TTopic[];
      return topics.map((tp) => ({ name: tp.name, id_shared_topic: tp.id_shared_topic }));
    };

    // Within the workspace: the imported and the duplicated guide show the shared topic and follow it.
    const imported = factories.resultOf(await factories.api(t.app, host).post('/guides/import', file)) as {
      id_guide: number;
    };
    const copy = factories.resultOf(
      await factories.api(t.app, host).post('/guides/duplicate', { id_guide: g.id_guide }),
    ) as {
      id_guide: number;
    };
    for (const idGuide of [imported.id_guide, copy.id_guide]) {
      expect(await placementsOfGuide(host, idGuide)).toEqual([
        { name: 'House rules', id_shared_topic: shared.id_shared_topic },
        { name: 'Own', id_shared_topic: null },
      ]);
      const values = factories.resultOf(await factories.api(t.app, host).get(`/guides/values?id_guide=${idGuide}`)) as {
        values: Record<string, string>;
      };
      expect(values.values).toEqual({ bin_day: 'Monday' });
    }
    factories.resultOf(
      await factories.api(t.app, host).post('/shared_topics/modify', {
        id_shared_topic: shared.id_shared_topic,
        name: 'Rules v2',
      }),
    );
    await sharedTopicCopiesSettled(t.app.deps);
    expect((await placementsOfGuide(host, imported.id_guide))[0]!.name).toBe('Rules v2');
    expect((await placementsOfGuide(host, copy.id_guide))[0]!.name).toBe('Rules v2');

    // Across workspaces: the other host's import is an own copy, untouched by later edits.
    const theirs = factories.resultOf(await factories.api(t.app, other).post('/guides/import', file)) as {
      id_guide: number;
    };
    expect(await placementsOfGuide(other, theirs.id_guide)).toEqual([
      { name: 'House rules', id_shared_topic: null },
      { name: 'Own', id_shared_topic: null },
    ]);
    factories.resultOf(
      await factories.api(t.app, host).post('/shared_topics/modify', {
        id_shared_topic: shared.id_shared_topic,
        name: 'Rules v3',
      }),
    );
    await sharedTopicCopiesSettled(t.app.deps);
    expect((await placementsOfGuide(other, theirs.id_guide))[0]!.name).toBe('House rules');
    // And the other workspace cannot see, place or change the host's shared topic.
    const probe = await factories.api(t.app, other).post('/shared_topics/modify', {
      id_shared_topic: shared.id_shared_topic,
      name: 'Mine',
    });
    expect(probe.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    expect(factories.resultOf(await factories.api(t.app, other).get('/shared_topics/list'))).toEqual([]);
  });
});

describe('the bulk action place_shared_topic', () => {
  it('places the shared topic in every chosen guide’s named category, all or nothing', async () => {
    const host = await factories.buildAccount(t.app);
    const shared = await createShared(host);
    const guides = [];
    for (let n = 1; n <= 3; n += 1) {
      const g = await factories.buildSharedGuide(t.app, host, { title: `Bulk ${n}` });
      await factories.buildCategory(t.app, host, { id_guide: g.id_guide, name: 'Arrival' });
      const rules = await factories.buildCategory(t.app, host, { id_guide: g.id_guide, name: 'House rules' });
      guides.push({ ...g, rules: rules.id_guide_content });
    }
    const bare = await factories.buildSharedGuide(t.app, host, { title: 'No categories' });
    const bulk = (body: Record<string, unknown>) =>
      factories.api(t.app, host).post('/guides/bulk', {
        action: 'place_shared_topic',
        id_shared_topic: shared.id_shared_topic,
        ...body,
      });

    // A guide without a category refuses the whole call, and nothing is placed.
    const refused = await bulk({ id_guides: [...guides.map((g) => g.id_guide), bare.id_guide] });
    expect(refused.body.RES_CODE).toBe(RESULT.VALIDATION);
    expect(refused.body.RES_MESSAGE).toBe(MESSAGES.shared.bulkNoCategory('No categories'));
    const missing = await bulk({ id_guides: guides.map((g) => g.id_guide), category: 'Parking' });
    expect(missing.body.RES_MESSAGE).toBe(MESSAGES.shared.bulkCategoryMissing('Bulk 1', 'Parking'));
    let list = factories.resultOf(
      await factories.api(t.app, host).get('/shared_topics/list'),
    ) as TSharedTopicListItem[];
    expect(list[0]!.placements).toEqual([]);

    const done = factories.resultOf(
      await bulk({ id_guides: guides.map((g) => g.id_guide), category: 'house rules' }),
    ) as {
      changed: number;
      id_guides: number[];
    };
    expect(done).toMatchObject({ changed: 3, id_guides: guides.map((g) => g.id_guide) });
    list = factories.resultOf(await factories.api(t.app, host).get('/shared_topics/list')) as TSharedTopicListItem[];
    expect(list[0]!.placements.map((p) => p.id_guide_content)).toEqual(guides.map((g) => g.rules));
    for (const g of guides) expect(topicsOf(await guest(g.token)).map((tp) => tp.name)).toEqual(['House rules']);
    // Again: the guides show it already, so nothing changes.
    const again = factories.resultOf(await bulk({ id_guides: guides.map((g) => g.id_guide) })) as { changed: number };
    expect(again.changed).toBe(0);
    // Another workspace's shared topic is not found.
    const other = await factories.buildAccount(t.app);
    const theirs = await createShared(other);
    const probe = await bulk({ id_guides: [guides[0]!.id_guide], id_shared_topic: theirs.id_shared_topic });
    expect(probe.body.RES_CODE).toBe(RESULT.NOT_FOUND);
  });
});

describe('property values', () => {
  it('names, count and length are checked; languages must be the guide’s; replace per language', async () => {
    const host = await factories.buildAccount(t.app);
    const g = await factories.buildSharedGuide(t.app, host, { title: 'Values' });
    const put = (body: Record<string, unknown>) =>
      factories.api(t.app, host).put('/guides/values', { id_guide: g.id_guide, ...body });

    for (const name of ['Bin', 'bin-day', '', 'x'.repeat(41), 'día']) {
      const res = await put({ values: { [name]: 'v' } });
      expect(res.body.RES_CODE, name).toBe(RESULT.VALIDATION);
      expect(res.body.RES_MESSAGE).toBe(MESSAGES.shared.valueNameInvalid(name));
    }
    const reserved = await put({ values: { wifi_name: 'x' } });
    expect(reserved.body.RES_MESSAGE).toBe(MESSAGES.shared.valueNameReserved('wifi_name'));
    const long = await put({ values: { note: 'x'.repeat(2001) } });
    expect(long.body.RES_MESSAGE).toBe(MESSAGES.shared.valueTooLong(2000));
    factories.resultOf(await put({ values: { note: 'x'.repeat(2000) } }));
    // A value that is not a text, or values that are not an object, are malformed requests.
    const notText = await put({ values: { note: 5 } });
    expect(notText.body.RES_CODE).toBe(RESULT.BAD_REQUEST);
    const notObject = await put({ values: ['a'] });
    expect(notObject.body.RES_CODE).toBe(RESULT.BAD_REQUEST);

    const hundred = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`v${i}`, `${i}`]));
    factories.resultOf(await put({ values: hundred }));
    const tooMany = await put({ values: { ...hundred, v100: 'x' } });
    expect(tooMany.body.RES_MESSAGE).toBe(MESSAGES.shared.valuesTooMany(100));

    // A further language must be the guide's; its names count toward the 100 too.
    const notOfGuide = await put({ language: 'fr', values: { v1: 'un' } });
    expect(notOfGuide.body.RES_CODE).toBe(RESULT.VALIDATION);
    factories.resultOf(
      await factories.api(t.app, host).put('/guides/languages', {
        id_guide: g.id_guide,
        default_language: 'en',
        languages: ['fr'],
      }),
    );
    factories.resultOf(await put({ language: 'fr', values: { v1: 'un' } }));
    const frTooMany = await put({ language: 'fr', values: { extra: 'x' } });
    expect(frTooMany.body.RES_MESSAGE).toBe(MESSAGES.shared.valuesTooMany(100));

    // PUT replaces the language's values; null and "" remove; the default language is the main one.
    factories.resultOf(await put({ language: 'en', values: { bin_day: ' Tuesday ', parking: '', gate: null } }));
    const read = factories.resultOf(await factories.api(t.app, host).get(`/guides/values?id_guide=${g.id_guide}`));
    expect(read).toEqual({
      id_guide: g.id_guide,
      default_language: 'en',
      values: { bin_day: 'Tuesday' },
      translations: { fr: { v1: 'un' } },
    });
    // Another workspace's guide is not found.
    const stranger = await factories.buildAccount(t.app);
    const probe = await factories.api(t.app, stranger).put('/guides/values', { id_guide: g.id_guide, values: {} });
    expect(probe.body.RES_CODE).toBe(RESULT.NOT_FOUND);
  });
});
