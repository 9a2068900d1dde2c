import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESULT, ZGuestGuide } from '@guidebook/contract';
import { guides } from '../src/db/schema.ts';
import { createTestApp, getTestServer } from './helpers/test-app.ts';
import {
  api,
  buildAccount,
  buildCategory,
  buildFile,
  buildGuide,
  buildSharedGuide,
  buildTopic,
} from './helpers/factories.ts';
import { solidJpeg } from './helpers/images.ts';

let idGuide: number;
let token: string;
let idPublishedTopic: number;
let filePath: string;

/** Every value a guest must never see; each appears exactly once in what the host stored. */
const SECRET = {
  guideComment: 'MARK-GUIDE-COMMENT',
  hiddenPhone: 'MARK-HIDDEN-PHONE-2',
  address: 'MARK-ADDRESS-LINE',
  address2: 'MARK-ADDRESS-2',
  city: 'MARK-CITY',
  state: 'MARK-STATE',
  zipcode: 'MARK-ZIP',
  country: 'MARK-COUNTRY',
  categoryComment: 'MARK-CATEGORY-COMMENT',
  topicComment: 'MARK-TOPIC-COMMENT',
  draftTopicName: 'MARK-DRAFT-TOPIC-NAME',
  draftTopicContent: 'MARK-DRAFT-TOPIC-CONTENT',
  draftCategoryName: 'MARK-DRAFT-CATEGORY-NAME',
  draftCategoryDescription: 'MARK-DRAFT-CATEGORY-DESCRIPTION',
  topicInDraftCategory: 'MARK-TOPIC-IN-DRAFT-CATEGORY',
  fileComment: 'MARK-FILE-COMMENT',
  topicImageField: '/MARK-TOPIC-IMAGE-FIELD.png',
};
/** Values a guest must see. */
const VISIBLE = {
  title: 'Harbour House',
  subtitle: 'MARK-SUBTITLE',
  host: 'MARK-HOST-NAME',
  phone: 'MARK-VISIBLE-PHONE',
  email: 'mark-guide@example.com',
  welcome: 'MARK-WELCOME',
  categoryName: 'MARK-CATEGORY-NAME',
  categoryDescription: 'MARK-CATEGORY-DESCRIPTION',
  topicName: 'MARK-TOPIC-NAME',
  topicDescription: 'MARK-TOPIC-DESCRIPTION',
  topicContent: 'MARK-TOPIC-CONTENT',
};

/** The guide's address, all six fields: Hidden from guests unless the host shows it. */
const ADDRESS = {
  address: SECRET.address,
  address2: SECRET.address2,
  city: SECRET.city,
  state: SECRET.state,
  zipcode: SECRET.zipcode,
  country: SECRET.country,
};

/** The guide as the host stores it: every field filled, phone2 and the address Hidden. */
const GUIDE_FIELDS = {
  title: VISIBLE.title,
  subtitle: VISIBLE.subtitle,
  host: VISIBLE.host,
  phone: VISIBLE.phone,
  phone_id_contact_type: 1,
  phone2: SECRET.hiddenPhone,
  phone2_id_contact_type: 2,
  email: VISIBLE.email,
  ...ADDRESS,
  timezone: 'Europe/London',
  id_address_view: 2,
  comment: SECRET.guideComment,
  welcome: VISIBLE.welcome,
};

/** The allowlist, as paths: arrays as [] and objects' keys joined with dots. */
const ALLOWED_PATHS = [
  'title',
  'subtitle',
  'welcome',
  'timezone',
  'branding',
  'branding.logo_path',
  'branding.font',
  'branding.color',
  // Null without a cover photo; cover-photo.test.ts checks the cover's own keys.
  'cover',
  'address',
  'contacts',
  'contacts[]',
  'contacts[].kind',
  'contacts[].value',
  'categories',
  'categories[]',
  'categories[].id',
  'categories[].name',
  'categories[].description',
  'categories[].icon',
  'categories[].kind',
  'categories[].topics',
  'categories[].topics[]',
  'categories[].topics[].id',
  'categories[].topics[].name',
  'categories[].topics[].description',
  'categories[].topics[].content',
  'categories[].topics[].image_path',
  'categories[].topics[].thumb_path',
  'updated_at',
  // Null without an active map; maps.test.ts checks the map's own allowlist.
  'map',
  // The language served and the guide's languages; WiFi (null without one) and stay times.
  'language',
  'languages',
  'languages[]',
  'wifi',
  'check_in_time',
  'check_out_time',
];
const ADDRESS_PATHS = [
  'address.address',
  'address.address2',
  'address.city',
  'address.state',
  'address.zipcode',
  'address.country',
];

function pathsOf(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    out.add(`${prefix}[]`);
    for (const item of value) pathsOf(item, `${prefix}[]`, out);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const p = prefix ? `${prefix}.${key}` : key;
      out.add(p);
      pathsOf(child, p, out);
    }
  }
  return out;
}

async function guest(tokenValue: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/api/guest/guides/${tokenValue}`, headers });
}

const t = await getTestServer();
const host = await buildAccount(t.app, { email: 'owner-mark-account@example.com' });
const other = await buildAccount(t.app);

beforeAll(async () => {
  ({ id_guide: idGuide, token } = await buildSharedGuide(t.app, host, GUIDE_FIELDS));
  const file = await buildFile(t.app, host, {
    name: 'pier.jpg',
    bytes: await solidJpeg(40, 30),
    comment: SECRET.fileComment,
  });
  filePath = file.path_file;
  const logo = await buildFile(t.app, host, { name: 'logo.jpg' });
  const branding = await api(t.app, host).put('/guides/branding', {
    id_guide: idGuide,
    id_file_public: logo.id_file_public,
    font: 'Lato',
    color: '#123456',
  });
  expect(branding.body.RES_CODE).toBe(RESULT.OK);

  const published = await buildCategory(t.app, host, {
    id_guide: idGuide,
    name: VISIBLE.categoryName,
    description: VISIBLE.categoryDescription,
    comment: SECRET.categoryComment,
  });
  idPublishedTopic = (
    await buildTopic(t.app, host, {
      id_guide_content: published.id_guide_content,
      id_file_public: file.id_file_public,
      name: VISIBLE.topicName,
      description: VISIBLE.topicDescription,
      content: `<p>${VISIBLE.topicContent}</p>`,
      comment: SECRET.topicComment,
      image: SECRET.topicImageField,
    })
  ).id_guide_topic;
  await buildTopic(t.app, host, {
    id_guide_content: published.id_guide_content,
    id_file_public: file.id_file_public,
    name: SECRET.draftTopicName,
    content: `<p>${SECRET.draftTopicContent}</p>`,
    id_status: 0,
  });
  const draft = await buildCategory(t.app, host, {
    id_guide: idGuide,
    name: SECRET.draftCategoryName,
    description: SECRET.draftCategoryDescription,
    id_status: 0,
  });
  await buildTopic(t.app, host, {
    id_guide_content: draft.id_guide_content,
    id_file_public: file.id_file_public,
    name: SECRET.topicInDraftCategory,
  });
});

describe('guest guide', () => {
  it('answers without a session, in the contract shape, with no cookie and noindex', async () => {
    const res = await guest(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['set-cookie']).toBeUndefined();
    const body = res.json();
    expect(body).toMatchObject({ RES_CODE: RESULT.OK, RES_OTHERS: { ERROR_FLAG: 0 } });
    const result = ZGuestGuide.parse(body.RES_RESULT);
    expect(result).toMatchObject({
      title: VISIBLE.title,
      subtitle: VISIBLE.subtitle,
      welcome: VISIBLE.welcome,
      timezone: 'Europe/London',
      branding: { font: 'Lato', color: '#123456' },
      address: null,
    });
    expect(result.branding.logo_path).toMatch(/^\/files\/public\/raw\//);
  });

  it('holds exactly the allowlisted keys at every level', async () => {
    const body = (await guest(token)).json();
    expect(Object.keys(body).sort()).toEqual(['RES_CODE', 'RES_MESSAGE', 'RES_OTHERS', 'RES_RESULT']);
    expect([...pathsOf(body.RES_RESULT)].sort()).toEqual([...ALLOWED_PATHS].sort());

    // With the address visible, the address object appears with exactly its six keys.
    const modify = (fields: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/guides/modify',
        headers: host.auth,
        payload: { ...GUIDE_FIELDS, ...fields, id_guide: idGuide },
      });
    expect((await modify({ id_address_view: 1 })).json().RES_CODE).toBe(RESULT.OK);
    const visible = (await guest(token)).json().RES_RESULT;
    try {
      expect([...pathsOf(visible)].sort()).toEqual([...ALLOWED_PATHS, ...ADDRESS_PATHS].sort());
      expect(visible.address).toEqual(ADDRESS);
    } finally {
      await modify({});
    }
  });

  it('contains no hidden, draft or owner data anywhere, and all the visible data', async () => {
    const raw = (await guest(token)).body;
    for (const [name, marker] of Object.entries(SECRET)) expect(raw, name).not.toContain(marker);
    expect(raw).not.toContain(host.email);
    expect(raw).not.toContain('owner-mark-account');
    for (const key of [
      'id_user',
      'id_workspace',
      'id_guide',
      'id_file_public',
      'comment',
      'date_created',
      'date_modified',
      'share_token',
    ])
      expect(raw).not.toContain(`"${key}"`);
    for (const [name, marker] of Object.entries(VISIBLE)) expect(raw, name).toContain(marker);

    const result = JSON.parse(raw).RES_RESULT;
    expect(result.contacts).toEqual([
      { kind: 'host', value: VISIBLE.host },
      { kind: 'phone', value: VISIBLE.phone },
      { kind: 'email', value: VISIBLE.email },
    ]);
    expect(result.categories).toHaveLength(1);
    expect(result.categories[0].topics).toHaveLength(1);
    expect(result.categories[0].topics[0]).toMatchObject({ id: idPublishedTopic, image_path: filePath });
  });

  it('answers 01 for an unknown token, still with noindex', async () => {
    const res = await guest('this-is-not-a-token');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_RESULT: null });
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('serves guests from memory until the host changes something, then at once the new content', async () => {
    const before = (await guest(token)).json().RES_RESULT;
    // A change behind the API's back is not seen: the answer comes from the cache.
    await t.app.deps.database.db.update(guides).set({ subtitle: 'Changed behind the cache' });
    expect((await guest(token)).json().RES_RESULT.subtitle).toBe(before.subtitle);

    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/content_topics/modify',
      headers: host.auth,
      payload: { id_guide_topic: idPublishedTopic, name: 'Renamed topic' },
    });
    expect(edit.json().RES_CODE).toBe(RESULT.OK);
    const after = (await guest(token)).json().RES_RESULT;
    expect(after.categories[0].topics[0].name).toBe('Renamed topic');
    expect(after.subtitle).toBe('Changed behind the cache');
    expect(Date.parse(after.updated_at)).toBeGreaterThanOrEqual(Date.parse(before.updated_at));
  });

  it('keeps one host’s writes from dropping another host’s cache entry', async () => {
    await guest(token);
    await t.app.deps.database.db.update(guides).set({ subtitle: 'Second change behind the cache' });
    await buildGuide(t.app, other, { title: 'Other' });
    expect((await guest(token)).json().RES_RESULT.subtitle).not.toBe('Second change behind the cache');
  });

  it('sends an ETag and answers 304 while the guide is unchanged', async () => {
    const first = await guest(token);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await guest(token, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['x-robots-tag']).toBe('noindex, nofollow');

    await t.app.inject({
      method: 'PUT',
      url: '/api/content_topics/modify',
      headers: host.auth,
      payload: { id_guide_topic: idPublishedTopic, name: 'Renamed again' },
    });
    const changed = await guest(token, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().RES_RESULT.categories[0].topics[0].name).toBe('Renamed again');
  });

  it('lets the host preview the guest payload of their own guide only', async () => {
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/guides/preview?id_guide=${idGuide}`,
      headers: host.auth,
    });
    expect(preview.json().RES_RESULT).toEqual((await guest(token)).json().RES_RESULT);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/guides/preview?id_guide=${idGuide}`,
      headers: other.auth,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().RES_CODE).toBe(RESULT.NOT_FOUND);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/guides/preview?id_guide=${idGuide}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('serves the House Manual PDF to guests, with noindex, and 01 for an unknown token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${token}/pdf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const missing = await t.app.inject({ method: 'GET', url: '/api/guest/guides/nope/pdf' });
    expect(missing.json().RES_CODE).toBe(RESULT.NOT_FOUND);
  });
});

describe('OpenAPI', () => {
  it('documents the share and guest calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(paths['/guest/guides/{token}']?.get?.tags).toEqual(['guest']);
    expect(paths['/guest/guides/{token}/pdf']?.get?.tags).toEqual(['guest']);
    for (const p of [
      '/guides/branding',
      '/guides/share',
      '/guides/share/qr',
      '/guides/share/flyer',
      '/guides/share/pdf',
    ])
      expect(paths[p]?.get?.tags, p).toEqual(['share']);
    expect(paths['/guides/branding']?.put?.tags).toEqual(['share']);
    expect(paths['/guides/share/regenerate']?.post?.tags).toEqual(['share']);
  });
});

describe('guest web pages', () => {
  it('send X-Robots-Tag: noindex on /g/ pages', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-web-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>admin</title>');
    await fs.writeFile(path.join(dist, 'guest.html'), '<!doctype html><title>guest</title>');
    const web = await createTestApp({ webDist: dist });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/g/some-token' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      const admin = await web.app.inject({ method: 'GET', url: '/digital-guides' });
      expect(admin.headers['x-robots-tag']).toBeUndefined();
    } finally {
      await web.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});
