/**
 * The host's drafts preview (the phone preview beside the editor): `/guides/preview`
 * with drafts=1 also holds Draft categories and topics and topics only for invited guests, each
 * marked; contacts and address stay as guests see them. Without drafts=1 the answer is the guests'
 * own, and no guest's answer (share link, invitation link) has a `draft` or `invited_only` key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RESULT, STATUS, VISIBILITY, type TGuestGuide } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import type { TestAccount } from './helpers/factories.ts';
import * as factories from './helpers/factories.ts';

const HOUR = 3_600_000;
const NOW = new Date();
let clock = NOW;
let guide: { id_guide: number; token: string };
let invitePath: string;
let accessFrom: number;

const NAMES = {
  open: 'Arrival',
  draftCategory: 'Pool (draft category)',
  empty: 'Empty category',
  published: 'WiFi',
  draft: 'Parking (draft)',
  invited: 'Door code (invited only)',
  inDraftCategory: 'Pool hours',
};
const HIDDEN_PHONE = '+44 1234 999999';
const HIDDEN_STREET = '7 Secret Lane';

const t = await getTestServer({}, { now: () => clock });
const host = await factories.buildAccount(t.app);
const other = await factories.buildAccount(t.app);

beforeAll(async () => {
  guide = await factories.buildSharedGuide(t.app, host, {
    title: 'Drafts Guide',
    timezone: 'UTC',
    phone: HIDDEN_PHONE,
    phone_id_contact_type: VISIBILITY.HIDDEN,
    address: HIDDEN_STREET,
    city: 'Brighton',
    id_address_view: VISIBILITY.HIDDEN,
  });
  const open = await factories.buildCategory(t.app, host, { id_guide: guide.id_guide, name: NAMES.open });
  const draftCategory = await factories.buildCategory(t.app, host, {
    id_guide: guide.id_guide,
    name: NAMES.draftCategory,
    id_status: STATUS.DRAFT,
  });
  await factories.buildCategory(t.app, host, { id_guide: guide.id_guide, name: NAMES.empty, id_status: STATUS.DRAFT });
  const inOpen = { id_guide_content: open.id_guide_content };
  await factories.buildTopic(t.app, host, { ...inOpen, name: NAMES.published });
  await factories.buildTopic(t.app, host, { ...inOpen, name: NAMES.draft, id_status: STATUS.DRAFT });
  await factories.buildTopic(t.app, host, { ...inOpen, name: NAMES.invited, id_topic_view: VISIBILITY.HIDDEN });
  await factories.buildTopic(t.app, host, {
    id_guide_content: draftCategory.id_guide_content,
    name: NAMES.inDraftCategory,
  });
  const invitation = await factories.buildInvitation(t.app, host, {
    id_guide: guide.id_guide,
    check_in: '2030-07-01T15:00',
    check_out: '2030-07-08T10:00',
  });
  const link = new URL(invitation.link);
  invitePath = `${guide.token}${link.search}`;
  accessFrom = Date.parse(invitation.access_from);
});

const preview = (query: string, who: TestAccount = host) =>
  factories.api(t.app, who).get<TGuestGuide>(`/guides/preview?id_guide=${guide.id_guide}${query}`);

function byName(payload: TGuestGuide) {
  const topics = new Map(payload.categories.flatMap((c) => c.topics.map((topic) => [topic.name, topic] as const)));
  const categories = new Map(payload.categories.map((c) => [c.name, c] as const));
  return { topics, categories };
}

describe('the drafts preview', () => {
  it('holds Draft categories, Draft topics and invited-only topics, each marked', async () => {
    const res = await preview('&drafts=1');
    expect(res.body.RES_CODE).toBe(RESULT.OK);
    const payload = res.body.RES_RESULT;
    // In the host's order, the empty category still absent.
    expect(payload.categories.map((c) => c.name)).toEqual([NAMES.open, NAMES.draftCategory]);
    expect(payload.categories.map((c) => c.topics.map((topic) => topic.name))).toEqual([
      [NAMES.published, NAMES.draft, NAMES.invited],
      [NAMES.inDraftCategory],
    ]);
    const { topics, categories } = byName(payload);
    expect(categories.get(NAMES.open)?.draft).toBe(false);
    expect(categories.get(NAMES.draftCategory)?.draft).toBe(true);
    expect(topics.get(NAMES.published)).toMatchObject({ draft: false, invited_only: false });
    expect(topics.get(NAMES.draft)).toMatchObject({ draft: true, invited_only: false });
    expect(topics.get(NAMES.invited)).toMatchObject({ draft: false, invited_only: true });
    expect(topics.get(NAMES.inDraftCategory)).toMatchObject({ draft: false, invited_only: false });
  });

  it('keeps Hidden contacts and address hidden, as guests see them', async () => {
    const payload = (await preview('&drafts=1')).body.RES_RESULT;
    expect(payload.address).toBeNull();
    expect(JSON.stringify(payload)).not.toContain(HIDDEN_PHONE);
    expect(JSON.stringify(payload)).not.toContain(HIDDEN_STREET);
  });

  it('without drafts=1 (absent or 0) is exactly the guests’ payload, with no marks', async () => {
    await preview('&drafts=1'); // asked first, so a leak into a cache would show below
    const plain = await preview('');
    const zero = await preview('&drafts=0');
    const shared = await factories.api(t.app).get<TGuestGuide>(`/guest/guides/${guide.token}`);
    expect(plain.body.RES_CODE).toBe(RESULT.OK);
    expect(zero.body).toEqual(plain.body);
    expect(shared.body.RES_RESULT).toEqual(plain.body.RES_RESULT);
    expect(plain.body.RES_RESULT.categories.map((c) => c.name)).toEqual([NAMES.open]);
    expect(plain.body.RES_RESULT.categories[0]?.topics.map((topic) => topic.name)).toEqual([NAMES.published]);
    for (const raw of [plain.response.body, shared.response.body]) {
      expect(raw).not.toContain('"draft"');
      expect(raw).not.toContain('"invited_only"');
      expect(raw).not.toContain(NAMES.draft);
      expect(raw).not.toContain(NAMES.draftCategory);
      expect(raw).not.toContain(NAMES.invited);
    }
  });

  it('leaves the marks out of an invitation link’s payload, which shows invited-only topics unmarked', async () => {
    clock = new Date(accessFrom + HOUR);
    try {
      const invited = await factories.api(t.app).get<TGuestGuide>(`/guest/guides/${invitePath}`);
      expect(invited.body.RES_CODE).toBe(RESULT.OK);
      expect(byName(invited.body.RES_RESULT).topics.has(NAMES.invited)).toBe(true);
      expect(invited.response.body).not.toContain('"draft"');
      expect(invited.response.body).not.toContain('"invited_only"');
      expect(invited.response.body).not.toContain(NAMES.draft);
    } finally {
      clock = NOW;
    }
  });

  it('answers 01 for another host’s guide, with or without drafts', async () => {
    for (const query of ['', '&drafts=1']) {
      const res = await preview(query, other);
      expect(res.body.RES_CODE, query).toBe(RESULT.NOT_FOUND);
      expect(JSON.stringify(res.body)).not.toContain(NAMES.draft);
    }
  });

  it('refuses a drafts value other than 0 or 1 as malformed, naming the field', async () => {
    for (const value of ['yes', 'true', '2', '', 'garbage', '1.0']) {
      const res = await preview(`&drafts=${encodeURIComponent(value)}`);
      expect(res.body.RES_CODE, `drafts=${value}`).toBe(RESULT.BAD_REQUEST);
      expect(res.body.RES_OTHERS.FIELDS).toHaveProperty('drafts');
      expect(res.body.RES_MESSAGE).toBe('drafts: Must be 1 (include drafts, marked) or 0.');
    }
  });
});
