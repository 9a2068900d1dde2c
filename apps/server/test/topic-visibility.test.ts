/**
 * Topics only for invited guests (door codes, key safe, alarm): absent from the public payload,
 * the host's preview of it, the public House Manual, and so from guest search (which runs over
 * the payload); shown through an invitation link inside its access window, and only there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RESULT, STATUS, VISIBILITY } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import {
  api,
  buildAccount,
  buildCategory,
  buildInvitation,
  buildSharedGuide,
  buildTopic,
} from './helpers/factories.ts';
import { parsePdf } from './helpers/pdf.ts';

const HOUR = 3_600_000;
/** The server clock: now, except while a test looks at the invitation's stay in 2030. */
const NOW = new Date();
let clock = NOW;
let shareToken: string;
let idGuide: number;
let inviteLink: URL;
let accessFrom: number;
let accessTo: number;
const DOOR = 'Door code 4711';
const WIFI = 'The WiFi is called Seaview';

type GuestGuide = { categories: { name: string; topics: { name: string; content: string }[] }[] };

async function guest(path: string): Promise<{ code: string; guide: GuestGuide; body: string }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${path}` });
  return { code: res.json().RES_CODE, guide: res.json().RES_RESULT, body: res.body };
}

const invitedPath = () => `${shareToken}${inviteLink.search}`;
const topicNames = (guide: GuestGuide) => guide.categories.flatMap((c) => c.topics.map((topic) => topic.name));

const t = await getTestServer({}, { now: () => clock });
const host = await buildAccount(t.app);

beforeAll(async () => {
  const guide = await buildSharedGuide(t.app, host, { title: 'Seaview Loft', timezone: 'UTC' });
  shareToken = guide.token;
  idGuide = guide.id_guide;
  const arrival = await buildCategory(t.app, host, { id_guide: idGuide, name: 'Arrival' });
  await buildTopic(t.app, host, {
    id_guide_content: arrival.id_guide_content,
    name: 'WiFi',
    content: `<p>${WIFI}</p>`,
  });
  const door = await buildTopic(t.app, host, {
    id_guide_content: arrival.id_guide_content,
    name: 'Getting in',
    content: `<p>${DOOR}</p>`,
    id_topic_view: VISIBILITY.HIDDEN,
  });
  expect(door.id_topic_view).toBe(VISIBILITY.HIDDEN);
  // A category holding only invited-only topics is absent for everyone else.
  const secrets = await buildCategory(t.app, host, { id_guide: idGuide, name: 'Alarm' });
  await buildTopic(t.app, host, {
    id_guide_content: secrets.id_guide_content,
    name: 'Alarm code',
    content: '<p>Alarm 0000</p>',
    id_topic_view: VISIBILITY.HIDDEN,
  });
  const invitation = await buildInvitation(t.app, host, {
    id_guide: idGuide,
    check_in: '2030-07-01T15:00',
    check_out: '2030-07-08T10:00',
  });
  inviteLink = new URL(invitation.link);
  accessFrom = Date.parse(invitation.access_from);
  accessTo = Date.parse(invitation.access_to);
});

describe('topics only for invited guests', () => {
  it('defaults to everyone, and refuses a code that is neither', async () => {
    const plain = await buildTopic(t.app, host, {});
    expect(plain.id_topic_view).toBe(VISIBILITY.VISIBLE);
    const bad = await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: plain.id_guide_topic,
      id_topic_view: 3,
    });
    // Like every integer code (status, visibility), a value outside the set is malformed: 10.
    expect(bad.body.RES_CODE).toBe(RESULT.BAD_REQUEST);
    expect(bad.body.RES_OTHERS.FIELDS).toHaveProperty('id_topic_view');
  });

  it('are absent from the public payload, the preview and the public House Manual', async () => {
    const open = await guest(shareToken);
    expect(open.code).toBe(RESULT.OK);
    expect(topicNames(open.guide)).toEqual(['WiFi']);
    expect(open.guide.categories.map((c) => c.name)).toEqual(['Arrival']);
    expect(open.body).not.toContain(DOOR);
    expect(open.body).not.toContain('Alarm 0000');

    const preview = await api(t.app, host).get(`/guides/preview?id_guide=${idGuide}`);
    expect(JSON.stringify(preview.body)).not.toContain(DOOR);

    const pdf = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${shareToken}/pdf` });
    const text = (await parsePdf(pdf.rawPayload)).text;
    expect(text).toContain(WIFI);
    expect(text).not.toContain(DOOR);
    expect(text).not.toContain('Alarm');
  });

  it('are shown through an invitation link inside its window, and only there', async () => {
    for (const [when, shown] of [
      [accessFrom - HOUR, false], // scheduled
      [accessFrom + HOUR, true],
      [accessTo - HOUR, true],
      [accessTo + HOUR, false], // expired
    ] as const) {
      clock = new Date(when);
      const invited = await guest(invitedPath());
      expect(invited.code).toBe(RESULT.OK);
      expect(topicNames(invited.guide), new Date(when).toISOString()).toEqual(
        shown ? ['WiFi', 'Getting in', 'Alarm code'] : ['WiFi'],
      );
      expect(invited.body.includes(DOOR)).toBe(shown);
    }
    // The shared cache never holds an invited answer.
    clock = new Date(accessFrom + HOUR);
    await guest(invitedPath());
    expect((await guest(shareToken)).body).not.toContain(DOOR);
    clock = NOW;
  });

  it('reach every guest once the host makes them visible to everyone', async () => {
    const hidden = (
      await api(t.app, host).get(`/content_topics/list?id_guide_content=${await categoryId('Arrival')}`)
    ).body.RES_RESULT.find((topic: { name: string }) => topic.name === 'Getting in') as { id_guide_topic: number };
    const made = await api(t.app, host).put('/content_topics/modify', {
      id_guide_topic: hidden.id_guide_topic,
      id_topic_view: VISIBILITY.VISIBLE,
      id_status: STATUS.PUBLISHED,
    });
    expect(made.body.RES_RESULT.id_topic_view).toBe(VISIBILITY.VISIBLE);
    expect(topicNames((await guest(shareToken)).guide)).toEqual(['WiFi', 'Getting in']);
  });
});

async function categoryId(name: string): Promise<number> {
  const list = await api(t.app, host).get(`/content_categories/list?id_guide=${idGuide}`);
  return (list.body.RES_RESULT as { id_guide_content: number; name: string }[]).find((c) => c.name === name)!
    .id_guide_content;
}
