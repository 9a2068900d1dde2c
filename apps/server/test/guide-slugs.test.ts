/**
 * Readable links: slugs suggested from titles and names (deduplicated, accents folded), the rule and
 * the reserved words, uniqueness per workspace, redirects for SLUG_REDIRECT_DAYS, the guest page at
 * /{workspace}/{guide}, and the QR code and flyer printing the readable link.
 */
import { describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { RESULT, SLUG_RESERVED, ZGuide, ZShareLink } from '@guidebook/contract';
import { getDatabaseClient, getTestServer, getWebDist } from './helpers/test-app.ts';
import { api, buildAccount, buildGuide, resultOf, type TestAccount } from './helpers/factories.ts';
import { parsePdf } from './helpers/pdf.ts';

const t = await getTestServer({ webDist: await getWebDist() });
const db = await getDatabaseClient(t);

const host = await buildAccount(t.app, { name: 'Zoë', lastname: 'Ångström' });
const other = await buildAccount(t.app, { name: 'Zoë', lastname: 'Ångström' });

async function workspaceSlugOf(account: TestAccount): Promise<string> {
  const { rows } = await db.query<{ slug: string }>('select slug from workspaces where id_workspace = $1', [
    account.id_workspace,
  ]);
  return rows[0]!.slug;
}

async function selected(account: TestAccount, idGuide: number) {
  return ZGuide.parse(resultOf(await api(t.app, account).get(`/guides/select?id_guide=${idGuide}`)));
}

const page = (url: string) => t.app.inject({ method: 'GET', url });

describe('suggested slugs', () => {
  it('an account’s workspace takes the owner’s name, folded; a second one with the same name is -2', async () => {
    expect(await workspaceSlugOf(host)).toBe('zoe-angstrom');
    expect(await workspaceSlugOf(other)).toBe('zoe-angstrom-2');
  });

  it('a new guide takes its title, accents folded, deduplicated in its workspace, also on duplicate', async () => {
    const first = await buildGuide(t.app, host, { title: 'Beach House — Café Élan!' });
    const second = await buildGuide(t.app, host, { title: 'Beach house café élan' });
    expect((await selected(host, first.id_guide)).slug).toBe('beach-house-cafe-elan');
    expect((await selected(host, second.id_guide)).slug).toBe('beach-house-cafe-elan-2');
    const copy = resultOf<{ id_guide: number }>(
      await api(t.app, host).post('/guides/duplicate', { id_guide: first.id_guide }),
    );
    expect((await selected(host, copy.id_guide)).slug).toMatch(/^[a-z0-9-]+$/);
    expect((await selected(host, copy.id_guide)).slug).not.toBe('beach-house-cafe-elan');
    // Another workspace may have the same slug.
    const elsewhere = await buildGuide(t.app, other, { title: 'Beach House Café Élan' });
    expect((await selected(other, elsewhere.id_guide)).slug).toBe('beach-house-cafe-elan');
  });

  it('a title with too few letters, or a reserved word, still makes a valid slug', async () => {
    const short = await buildGuide(t.app, host, { title: '東京' });
    const reserved = await buildGuide(t.app, host, { title: 'Admin' });
    expect((await selected(host, short.id_guide)).slug).toBe('guide');
    expect((await selected(host, reserved.id_guide)).slug).toBe('admin-guide');
  });

  it('the database refuses exactly the contract’s reserved words', async () => {
    for (const word of SLUG_RESERVED) {
      const { rows } = await db.query<{ r: boolean }>('select guidebook_slug_reserved($1) as r', [word]);
      expect(rows[0]!.r, word).toBe(true);
    }
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from regexp_split_to_table(
         substring(pg_get_functiondef('guidebook_slug_reserved(text)'::regprocedure) from 'array\\[(.*)\\]'), ',') w`,
    );
    expect(rows[0]!.n).toBe(SLUG_RESERVED.length);
  });
});

describe('PUT /guides/slug', () => {
  it('refuses what breaks the rule or is reserved (12 on slug, naming the rule)', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Rule Check' });
    for (const slug of ['ab', 'Beach', 'beach--house', '-beach', 'beach-', 'beach_house', 'x'.repeat(61), 'café']) {
      const res = await api(t.app, host).put('/guides/slug', { id_guide: guide.id_guide, slug });
      expect(res.status, slug).toBe(422);
      expect(res.body.RES_CODE, slug).toBe(RESULT.VALIDATION);
      expect(res.body.RES_OTHERS?.FIELDS, slug).toHaveProperty('slug');
    }
    for (const slug of ['api', 'login', 'digital-guides', 'assets']) {
      const res = await api(t.app, host).put('/guides/slug', { id_guide: guide.id_guide, slug });
      expect(res.status, slug).toBe(422);
      expect(res.body.RES_MESSAGE, slug).toContain(`“${slug}”`);
    }
    expect((await selected(host, guide.id_guide)).slug).toBe('rule-check');
  });

  it('refuses a slug another guide of the workspace has, naming it; another workspace’s is fine', async () => {
    const a = await buildGuide(t.app, host, { title: 'Harbour Flat' });
    const b = await buildGuide(t.app, host, { title: 'Hill Cabin' });
    const taken = await api(t.app, host).put('/guides/slug', { id_guide: b.id_guide, slug: 'harbour-flat' });
    expect(taken.status).toBe(422);
    expect(taken.body.RES_OTHERS?.FIELDS).toEqual({
      slug: 'Another guide of this workspace already has the link name “harbour-flat”. Choose another.',
    });
    const theirs = await buildGuide(t.app, other, { title: 'Somewhere' });
    const fine = await api(t.app, other).put('/guides/slug', { id_guide: theirs.id_guide, slug: 'harbour-flat' });
    expect(fine.status).toBe(200);
    expect(resultOf(fine)).toEqual({
      id_guide: theirs.id_guide,
      slug: 'harbour-flat',
      readable_url: `http://guide.test/${await workspaceSlugOf(other)}/harbour-flat`,
    });
    expect((await selected(host, a.id_guide)).slug).toBe('harbour-flat');
  });

  it('answers 01 for another workspace’s guide, changing nothing', async () => {
    const theirs = await buildGuide(t.app, other, { title: 'Not Yours' });
    const res = await api(t.app, host).put('/guides/slug', { id_guide: theirs.id_guide, slug: 'mine-now' });
    expect(res.status).toBe(404);
    expect(res.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    expect((await selected(other, theirs.id_guide)).slug).toBe('not-yours');
  });
});

describe('the readable link', () => {
  it('serves the guest page with the guide’s share token; the share answer and the detail give the link', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Seaview Loft' });
    const link = ZShareLink.parse(resultOf(await api(t.app, host).get(`/guides/share?id_guide=${guide.id_guide}`)));
    const ws = await workspaceSlugOf(host);
    expect(link.url).toBe(`http://guide.test/g/${link.token}`);
    expect(link.readable_url).toBe(`http://guide.test/${ws}/seaview-loft`);
    expect((await selected(host, guide.id_guide)).readable_url).toBe(link.readable_url);
    const res = await page(`/${ws}/seaview-loft`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<meta name="share-token" content="${link.token}" />`);
    expect(res.body).toContain(`/api/guest/guides/${link.token}/manifest.webmanifest`);
    // A query (a personal link's ?invite=, ?lang=) is the guest app's; the page is the same.
    expect((await page(`/${ws}/seaview-loft/?lang=fr`)).statusCode).toBe(200);
    // The token link keeps working.
    expect((await t.app.inject({ method: 'GET', url: `/api/guest/guides/${link.token}` })).statusCode).toBe(200);
  });

  it('an unknown slug is the guest page’s 404 without a token; reserved first parts stay the app’s', async () => {
    const ws = await workspaceSlugOf(host);
    const missing = await page(`/${ws}/no-such-guide`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('share-token');
    expect((await page('/nobody-here/seaview-loft')).statusCode).toBe(404);
    // The admin app's own two-part routes are the admin app's page.
    const admin = await page('/public/team_invitation');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('<title>admin</title>');
    const adminSlugShaped = await page('/dashboard/guidebook-map');
    expect(adminSlugShaped.body).toContain('<title>admin</title>');
    // A missing asset stays a 404, and an unknown API call its envelope.
    expect((await page('/assets/gone-1234.js')).statusCode).toBe(404);
    const apiCall = await page('/api/nothing');
    expect(apiCall.headers['content-type']).toContain('json');
  });

  it('a changed slug redirects (301) from the old one for 90 days, then the old one is 404', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Old Mill' });
    const ws = await workspaceSlugOf(host);
    const changed = await api(t.app, host).put('/guides/slug', { id_guide: guide.id_guide, slug: 'the-mill' });
    expect(resultOf(changed)).toEqual({
      id_guide: guide.id_guide,
      slug: 'the-mill',
      readable_url: `http://guide.test/${ws}/the-mill`,
    });
    const { rows } = await db.query<{ days: number }>(
      `select round(extract(epoch from expires_at - now()) / 86400)::int as days
         from guide_slug_redirects where id_guide = $1 and old_slug = 'old-mill'`,
      [guide.id_guide],
    );
    expect(rows[0]!.days).toBe(90);
    const moved = await page(`/${ws}/old-mill?invite=abc`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/${ws}/the-mill?invite=abc`);
    expect((await page(`/${ws}/the-mill`)).statusCode).toBe(200);
    // A second change: the first old slug still reaches the current one.
    await api(t.app, host).put('/guides/slug', { id_guide: guide.id_guide, slug: 'mill-house' });
    expect((await page(`/${ws}/old-mill`)).headers.location).toBe(`/${ws}/mill-house`);
    // After the window the old slug names nothing.
    await db.query(`update guide_slug_redirects set expires_at = now() - interval '1 second' where id_guide = $1`, [
      guide.id_guide,
    ]);
    expect((await page(`/${ws}/old-mill`)).statusCode).toBe(404);
    expect((await page(`/${ws}/the-mill`)).statusCode).toBe(404);
    // Another guide may take a former slug; then it is that guide's.
    const next = await buildGuide(t.app, host, { title: 'Old Mill' });
    expect((await selected(host, next.id_guide)).slug).toBe('old-mill');
  });
});

describe('GET and PUT /workspace/slug', () => {
  it('answers the slug and its link prefix; unique across workspaces; the old one redirects', async () => {
    const owner = await buildAccount(t.app, { name: 'Villa', lastname: 'Rosa' });
    const guide = await buildGuide(t.app, owner, { title: 'Beach House' });
    const before = await workspaceSlugOf(owner);
    const taken = await api(t.app, owner).put('/workspace/slug', { slug: await workspaceSlugOf(host) });
    expect(taken.status).toBe(422);
    expect(taken.body.RES_MESSAGE).toContain('Another workspace already has the link name');
    expect((await api(t.app, owner).put('/workspace/slug', { slug: 'help' })).status).toBe(422);
    expect(resultOf(await api(t.app, owner).get('/workspace/slug'))).toEqual({
      slug: before,
      link_prefix: `http://guide.test/${before}/`,
    });
    const done = await api(t.app, owner).put('/workspace/slug', { slug: 'villa-rosa-guides' });
    expect(resultOf(done)).toEqual({ slug: 'villa-rosa-guides' });
    expect(resultOf(await api(t.app, owner).get('/workspace/slug'))).toEqual({
      slug: 'villa-rosa-guides',
      link_prefix: 'http://guide.test/villa-rosa-guides/',
    });
    const moved = await page(`/${before}/beach-house`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/villa-rosa-guides/beach-house');
    expect((await selected(owner, guide.id_guide)).readable_url).toBe(
      'http://guide.test/villa-rosa-guides/beach-house',
    );
    // The former slug is not free for another workspace while it redirects.
    const grab = await api(t.app, other).put('/workspace/slug', { slug: before });
    expect(grab.status).toBe(422);
  });
});

describe('print-outs', () => {
  it('the QR code and the flyer carry the readable link', async () => {
    const guide = await buildGuide(t.app, host, { title: 'Printed Place' });
    const link = ZShareLink.parse(resultOf(await api(t.app, host).get(`/guides/share?id_guide=${guide.id_guide}`)));
    expect(link.readable_url).toMatch(/\/printed-place$/);
    const qr = await t.app.inject({
      method: 'GET',
      url: `/api/guides/share/qr?id_guide=${guide.id_guide}`,
      headers: host.auth,
    });
    const png = PNG.sync.read(qr.rawPayload);
    expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(link.readable_url);
    const flyer = await t.app.inject({
      method: 'GET',
      url: `/api/guides/share/flyer?id_guide=${guide.id_guide}`,
      headers: host.auth,
    });
    const pdf = await parsePdf(flyer.rawPayload);
    expect(pdf.text).toContain(link.readable_url);
    expect(pdf.text).not.toContain(link.token);
  });
});
