/**
 * The guest guide's finish: empty categories never reach guests (payload, preview,
 * House Manual), the guest page carries the map tile settings, and topic content's list
 * formats survive into the PDF as the editor shows them.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TGuestGuide } from '@guidebook/contract';
import { DEFAULT_TILE_URL, loadConfig, mapTilesConfig, OSM_ATTRIBUTION } from '../src/config.ts';
import { withMapSettings } from '../src/modules/guest/guest-page.ts';
import { htmlToBlocks, listNumber } from '../src/pdf/rich-text-blocks.ts';
import { createTestApp, getTestServer } from './helpers/test-app.ts';
import { api, buildAccount, buildCategory, buildSharedGuide, buildTopic } from './helpers/factories.ts';
import { parsePdf } from './helpers/pdf.ts';

let guide: { id_guide: number; token: string };

const NAMES = {
  full: 'MARK-FULL-CATEGORY',
  empty: 'MARK-EMPTY-CATEGORY',
  draftOnly: 'MARK-DRAFT-ONLY-CATEGORY',
  published: 'MARK-PUBLISHED-TOPIC',
  draft: 'MARK-DRAFT-TOPIC',
};

const t = await getTestServer();
const host = await buildAccount(t.app);

beforeAll(async () => {
  guide = await buildSharedGuide(t.app, host, { title: 'Finish Guide' });
  const full = await buildCategory(t.app, host, { id_guide: guide.id_guide, name: NAMES.full });
  await buildCategory(t.app, host, { id_guide: guide.id_guide, name: NAMES.empty });
  const draftOnly = await buildCategory(t.app, host, { id_guide: guide.id_guide, name: NAMES.draftOnly });
  await buildTopic(t.app, host, { id_guide_content: full.id_guide_content, name: NAMES.published, id_status: 1 });
  await buildTopic(t.app, host, { id_guide_content: draftOnly.id_guide_content, name: NAMES.draft, id_status: 0 });
});

async function guestPayload(): Promise<TGuestGuide> {
  const res = await api(t.app).get(`/guest/guides/${guide.token}`);
  expect(res.status).toBe(200);
  return res.body.RES_RESULT as TGuestGuide;
}

describe('empty categories', () => {
  it('leaves a category with no published topic out of the guest payload', async () => {
    const payload = await guestPayload();
    expect(payload.categories.map((c) => c.name)).toEqual([NAMES.full]);
    expect(payload.categories[0]?.topics.map((topic) => topic.name)).toEqual([NAMES.published]);
    const raw = JSON.stringify(payload);
    for (const hidden of [NAMES.empty, NAMES.draftOnly, NAMES.draft]) expect(raw).not.toContain(hidden);
  });

  it('leaves it out of the host preview and the House Manual too', async () => {
    const preview = await api(t.app, host).get(`/guides/preview?id_guide=${guide.id_guide}`);
    expect((preview.body.RES_RESULT as TGuestGuide).categories.map((c) => c.name)).toEqual([NAMES.full]);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/guest/guides/${guide.token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    const { text } = await parsePdf(pdf.rawPayload);
    expect(text).toContain(NAMES.full);
    expect(text).toContain(NAMES.published);
    for (const hidden of [NAMES.empty, NAMES.draftOnly, NAMES.draft]) expect(text).not.toContain(hidden);
  });

  it('shows the category as soon as a topic in it is published', async () => {
    const payloadBefore = await guestPayload();
    const empty = (await api(t.app, host).get(`/content_categories/list?id_guide=${guide.id_guide}`)).body
      .RES_RESULT as Array<{ id_guide_content: number; name: string }>;
    const target = empty.find((c) => c.name === NAMES.empty);
    expect(target, JSON.stringify(empty)).toBeDefined();
    await buildTopic(t.app, host, { id_guide_content: target!.id_guide_content, name: 'Now filled', id_status: 1 });
    const payload = await guestPayload();
    expect(payloadBefore.categories).toHaveLength(1);
    expect(payload.categories.map((c) => c.name)).toEqual([NAMES.full, NAMES.empty]);
  });
});

describe('map tiles setting (MAP_TILE_URL)', () => {
  it.each([
    [{}, DEFAULT_TILE_URL, OSM_ATTRIBUTION],
    [{ MAP_TILE_URL: '' }, DEFAULT_TILE_URL, OSM_ATTRIBUTION],
    [{ MAP_TILE_URL: 'off' }, '', ''],
    [{ MAP_TILE_URL: 'OFF', MAP_TILE_ATTRIBUTION: 'x' }, '', ''],
    [{ MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png' }, 'https://tiles.example/{z}/{x}/{y}.png', ''],
    [
      { MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png', MAP_TILE_ATTRIBUTION: '© Example' },
      'https://tiles.example/{z}/{x}/{y}.png',
      '© Example',
    ],
    [{ MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }, DEFAULT_TILE_URL, OSM_ATTRIBUTION],
  ])('%j -> %s', (env, url, attribution) => {
    expect(mapTilesConfig(env)).toEqual({ tileUrl: url, attribution, geocoderUrl: '' });
    expect(loadConfig({ ...env, LOG_LEVEL: 'silent' }).mapTiles.tileUrl).toBe(url);
  });

  it('credits OpenStreetMap by default with a link to its copyright page', () => {
    expect(OSM_ATTRIBUTION).toContain('https://www.openstreetmap.org/copyright');
    expect(OSM_ATTRIBUTION).toContain('OpenStreetMap</a> contributors');
  });

  it('writes the settings into the guest page, escaped', () => {
    const html =
      '<head><meta name="tile-url" content="" />\n<meta\n  name="tile-attribution"\n  content=\'old "x" &gt;\'\n/>' +
      '<meta name="geocoder-url" content="" /></head>';
    const out = withMapSettings(html, {
      tileUrl: 'https://t.example/{z}/{x}/{y}.png?a=1&b="2"',
      attribution: '&copy; <a href="https://x.example">X</a>',
      geocoderUrl: '',
    });
    expect(out).toContain(
      '<meta name="tile-url" content="https://t.example/{z}/{x}/{y}.png?a=1&amp;b=&quot;2&quot;" />',
    );
    expect(out).toContain(
      '<meta name="tile-attribution" content="&amp;copy; &lt;a href=&quot;https://x.example&quot;&gt;X&lt;/a&gt;" />',
    );
    expect(out).toContain('<meta name="geocoder-url" content="" />');
    expect(out).not.toContain('old');
  });

  it('serves /g/ pages with the deployment’s tile URL', async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-web-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><title>admin</title>');
    await fs.writeFile(
      path.join(dist, 'guest.html'),
      '<!doctype html><meta name="tile-url" content="https://tile.openstreetmap.org/{z}/{x}/{y}.png" /><title>guest</title>',
    );
    const web = await createTestApp({
      webDist: dist,
      mapTiles: mapTilesConfig({ MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' }),
    });
    const off = await createTestApp({ webDist: dist, mapTiles: mapTilesConfig({ MAP_TILE_URL: 'off' }) });
    try {
      const page = await web.app.inject({ method: 'GET', url: '/g/some-token' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<meta name="tile-url" content="http://127.0.0.1:9/{z}/{x}/{y}.png" />');
      const none = await off.app.inject({ method: 'GET', url: '/g/some-token' });
      expect(none.body).toContain('<meta name="tile-url" content="" />');
      // The admin app's page is sent as it is.
      expect((await web.app.inject({ method: 'GET', url: '/digital-guides' })).body).toContain('<title>admin</title>');
    } finally {
      await web.close();
      await off.close();
      await fs.rm(dist, { recursive: true, force: true });
    }
  });
});

describe('topic lists in the PDF', () => {
  const UI = '<span class="ql-ui" contenteditable="false"></span>';
  const item = (kind: string, text: string, indent = 0) =>
    `<li data-list="${kind}"${indent ? ` class="ql-indent-${indent}"` : ''}>${UI}${text}</li>`;
  const summary = (html: string) =>
    htmlToBlocks(html).map((b) => `${b.kind}:${b.level}:${b.marker}:${b.runs.map((r) => r.text).join('')}`);

  it('keeps bullets as bullets, numbers by depth, checklists and nesting as the editor writes them', () => {
    expect(
      summary(
        `<ol>${item('bullet', 'Bullet')}${item('bullet', 'Nested', 1)}${item('ordered', 'One')}${item('ordered', 'One a', 1)}` +
          `${item('ordered', 'One b', 1)}${item('ordered', 'One b i', 2)}${item('ordered', 'Two')}${item('ordered', 'Two a', 1)}` +
          `${item('checked', 'Done')}${item('unchecked', 'To do')}</ol>`,
      ),
    ).toEqual([
      'bullet:0:•:Bullet',
      'bullet:1:•:Nested',
      'numbered:0:1.:One',
      'numbered:1:a.:One a',
      'numbered:1:b.:One b',
      'numbered:2:i.:One b i',
      'numbered:0:2.:Two',
      'numbered:1:a.:Two a',
      'checked:0:[x]:Done',
      'unchecked:0:[ ]:To do',
    ]);
  });

  it('starts a new list at 1', () => {
    expect(
      summary(`<ol>${item('ordered', 'A')}${item('ordered', 'B')}</ol><p>x</p><ol>${item('ordered', 'C')}</ol>`),
    ).toEqual(['numbered:0:1.:A', 'numbered:0:2.:B', 'paragraph:0::x', 'numbered:0:1.:C']);
  });

  it('numbers like the editor at each depth', () => {
    expect([1, 2, 26, 27].map((n) => listNumber(n, 1))).toEqual(['a.', 'b.', 'z.', 'aa.']);
    expect([1, 4, 9, 14].map((n) => listNumber(n, 2))).toEqual(['i.', 'iv.', 'ix.', 'xiv.']);
    expect(listNumber(3, 3)).toBe('3.');
  });

  it('keeps alignment, paragraph indent, Quill code blocks and video links', () => {
    const blocks = htmlToBlocks(
      '<p class="ql-align-center">Mid</p><p class="ql-indent-2 ql-align-right">Deep</p>' +
        '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">a = 1</div>' +
        '<div class="ql-code-block" data-language="plain">  b</div></div><p>After</p>' +
        '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.youtube.com/embed/abc"></iframe>',
    );
    expect(blocks.map((b) => [b.kind, b.align, b.indent, b.runs.map((r) => r.text).join('')])).toEqual([
      ['paragraph', 'center', 0, 'Mid'],
      ['paragraph', 'right', 2, 'Deep'],
      ['code', 'left', 0, 'a = 1\n  b'],
      ['paragraph', 'left', 0, 'After'],
      ['paragraph', 'left', 0, 'Video: https://www.youtube.com/embed/abc'],
    ]);
    expect(blocks[4]?.runs[0]?.link).toBe('https://www.youtube.com/embed/abc');
  });
});
