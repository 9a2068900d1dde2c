/**
 * The guest cache follows what the services announce (lib/events.ts), not the HTTP layer: a write
 * that fails announces nothing and leaves guests' cached guides alone; a successful one drops them;
 * a thumbnail finished in the background announces like any other writer.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RESULT } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { api, buildAccount, buildCategory, buildFile, buildSharedGuide, buildTopic } from './helpers/factories.ts';
import { thumbnailsSettled } from '../src/modules/files/jobs/thumbnail.job.ts';
import { THUMBNAIL_AFTER_ANSWER_PIXELS } from '../src/modules/files/image-processing.ts';

let token: string;
let idTopic: number;
const announced: number[] = [];

const t = await getTestServer();
const host = await buildAccount(t.app);

beforeAll(async () => {
  const guide = await buildSharedGuide(t.app, host, { title: 'Harbour Loft' });
  const category = await buildCategory(t.app, host, { id_guide: guide.id_guide, name: 'Arrival' });
  idTopic = (await buildTopic(t.app, host, { id_guide_content: category.id_guide_content, name: 'Keys' }))
    .id_guide_topic;
  token = guide.token;
  t.app.deps.events.on('guestContentChanged', ({ idWorkspace }) => announced.push(idWorkspace));
});

/** A guest opens the guide: it is then in the cache. */
async function openAsGuest() {
  const res = await api(t.app).get(`/guest/guides/${token}`);
  expect(res.status).toBe(200);
  expect(t.app.guestCache.get(token)).toBeDefined();
  return res.body.RES_RESULT as { categories: { topics: { name: string }[] }[] };
}

describe('guest cache and announced changes', () => {
  it('keeps guests’ cached guide when a topic save fails validation, and drops it when one succeeds', async () => {
    await openAsGuest();
    announced.length = 0;

    const refused = await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: idTopic,
      name: 'Keys and codes',
      content: '<p><br></p>',
    });
    expect(refused.body).toMatchObject({ RES_CODE: RESULT.VALIDATION, RES_MESSAGE: MESSAGES.topic.contentRequired });
    const notFound = await api(t.app, host).put('/content_topics/modify', { id_guide_topic: 999_999, name: 'X' });
    expect(notFound.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    expect(announced).toEqual([]);
    expect(t.app.guestCache.get(token)).toBeDefined();

    const saved = await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: idTopic,
      name: 'Keys and codes',
    });
    expect(saved.body.RES_CODE).toBe(RESULT.OK);
    expect(announced).toEqual([host.id_workspace]);
    expect(t.app.guestCache.get(token)).toBeUndefined();
    const guide = await openAsGuest();
    expect(guide.categories[0]!.topics.map((topic) => topic.name)).toEqual(['Keys and codes']);
  });

  it('refreshes guests’ cached guide when a thumbnail finishes after the answer', async () => {
    // Over THUMBNAIL_AFTER_ANSWER_PIXELS, so its thumbnail is made in the background.
    const width = 7000;
    const height = Math.ceil((THUMBNAIL_AFTER_ANSWER_PIXELS + 1) / width);
    const bytes = await sharp({ create: { width, height, channels: 3, background: '#2a7fff' } })
      .png()
      .toBuffer();
    await openAsGuest();
    announced.length = 0;

    const file = await buildFile(t.app, host, { name: 'panorama.png', bytes });
    expect(file.path_thumbnail).toBeNull();
    await thumbnailsSettled(t.app.deps);

    // The upload itself changes nothing guests see; the finished thumbnail does.
    expect(announced).toEqual([host.id_workspace]);
    expect(t.app.guestCache.get(token)).toBeUndefined();
  }, 60_000);
});
