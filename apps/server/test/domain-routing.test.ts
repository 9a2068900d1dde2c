/**
 * Host-header routing: a request whose Host is a workspace's verified domain reaches only that
 * workspace's guest surface (token links, guest API, images, the guest app's files, `/`); everything
 * else answers 404 there. Another workspace's domain, an unknown host and the main origin (PUBLIC_URL)
 * are each asked the same paths. The domains are verified through a DNS server on 127.0.0.1 (dns2).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MESSAGES, RESULT, ZWorkspaceDomain } from '@guidebook/contract';
import type { TestAccount } from './helpers/factories.ts';
import * as factories from './helpers/factories.ts';
import { localize } from '../src/lib/languages.ts';
import { startDnsServer } from './helpers/dns-server.ts';
import { waitFor } from './helpers/processes.ts';
import { getTempDir, getTestServer } from './helpers/test-app.ts';

const webDist = await getTempDir('guidebook-web-');
await fs.mkdir(path.join(webDist, 'assets'));
await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>admin app</title>');
await fs.writeFile(
  path.join(webDist, 'guest.html'),
  '<!doctype html><html><head><title>guest app</title></head><body></body></html>',
);
await fs.writeFile(path.join(webDist, 'assets', 'guest-abc123.js'), 'console.log(1)');
await fs.writeFile(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

const dns = await startDnsServer();
const t = await getTestServer({ webDist, dnsServers: [dns.address] });

async function verifiedDomain(app: FastifyInstance, who: TestAccount, domain: string): Promise<void> {
  const set = ZWorkspaceDomain.parse(
    factories.resultOf(await factories.api(app, who).put('/workspace/domain', { domain })),
  );
  const txt = set.records[0]!;
  dns.txt.set(txt.name, [txt.value]);
  expect(factories.resultOf(await factories.api(app, who).post('/workspace/domain/verify', {})).state).toBe('verified');
}

/** A guide guests see something in: a published category with a published topic. */
async function publishedGuide(who: TestAccount, title: string) {
  const guide = await factories.buildSharedGuide(t.app, who, { title });
  const category = await factories.buildCategory(t.app, who, { id_guide: guide.id_guide });
  await factories.buildTopic(t.app, who, { id_guide_content: category.id_guide_content });
  return guide;
}

// Workspace A: one published guide (its domain's root leads to it). B: two, and an empty one.
const hostA = await factories.buildAccount(t.app);
const hostB = await factories.buildAccount(t.app);
const guideA = await publishedGuide(hostA, 'Villa Rosa');
const imageA = await factories.buildFile(t.app, hostA, { name: 'pool.jpg' });
const guideB = await publishedGuide(hostB, 'Beach House');
await publishedGuide(hostB, 'Attic <Flat> & Co');
await factories.buildSharedGuide(t.app, hostB, { title: 'Nothing published yet' });
const imageB = await factories.buildFile(t.app, hostB, { name: 'garden.jpg' });
await verifiedDomain(t.app, hostA, 'guide.villa-rosa.pt');
await verifiedDomain(t.app, hostB, 'guides.beach-house.es');
// A workspace with a domain set but not verified: its name is an unknown host.
const hostC = await factories.buildAccount(t.app);
await factories.api(t.app, hostC).put('/workspace/domain', { domain: 'guide.pending.it' });

const HOSTS = {
  domainA: 'guide.villa-rosa.pt',
  domainB: 'guides.beach-house.es',
  unknown: 'guide.pending.it',
  main: 'guide.test',
} as const;
type HostName = keyof typeof HOSTS;

type Expect = { status: number; has?: string } | 'domain404';
type Row = {
  what: string;
  method?: 'GET' | 'POST';
  url: string;
  auth?: boolean;
  body?: unknown;
} & Record<HostName, Expect>;

const page = (has: string): Expect => ({ status: 200, has });
const ok: Expect = { status: 200 };

const ROWS: Row[] = [
  {
    what: 'token link of A',
    url: `/g/${guideA.token}`,
    domainA: page('guest app'),
    domainB: 'domain404',
    unknown: page('guest app'),
    main: page('guest app'),
  },
  {
    what: 'token link of B',
    url: `/g/${guideB.token}`,
    domainA: 'domain404',
    domainB: page('guest app'),
    unknown: page('guest app'),
    main: page('guest app'),
  },
  {
    what: 'unknown token link',
    url: '/g/no-such-token',
    domainA: 'domain404',
    domainB: 'domain404',
    unknown: page('guest app'),
    main: page('guest app'),
  },
  {
    what: 'admin page',
    url: '/digital-guides',
    domainA: 'domain404',
    domainB: 'domain404',
    unknown: page('admin app'),
    main: page('admin app'),
  },
  {
    what: 'admin sign-in page',
    url: '/login',
    domainA: 'domain404',
    domainB: 'domain404',
    unknown: page('admin app'),
    main: page('admin app'),
  },
  {
    what: 'host preview page',
    url: `/digital-guides-view?preview=${guideA.id_guide}`,
    domainA: 'domain404',
    domainB: 'domain404',
    unknown: page('guest app'),
    main: page('guest app'),
  },
  {
    what: 'API call',
    url: '/api/guides/list',
    auth: true,
    domainA: 'domain404',
    domainB: 'domain404',
    unknown: ok,
    main: ok,
  },
  { what: 'API docs', url: '/api/docs/json', domainA: 'domain404', domainB: 'domain404', unknown: ok, main: ok },
  {
    what: 'sign-in call',
    method: 'POST',
    url: '/api/public/login',
    body: { email: 'x@example.com', password: 'wrong-password' },
    domainA: 'domain404',
    domainB: 'domain404',
    unknown: { status: 401 },
    main: { status: 401 },
  },
  {
    what: 'guest API of A',
    url: `/api/guest/guides/${guideA.token}`,
    domainA: page('Villa Rosa'),
    domainB: 'domain404',
    unknown: page('Villa Rosa'),
    main: page('Villa Rosa'),
  },
  {
    what: 'guest API of B',
    url: `/api/guest/guides/${guideB.token}`,
    domainA: 'domain404',
    domainB: page('Beach House'),
    unknown: ok,
    main: ok,
  },
  {
    what: 'guest PDF of A',
    url: `/api/guest/guides/${guideA.token}/pdf`,
    domainA: ok,
    domainB: 'domain404',
    unknown: ok,
    main: ok,
  },
  {
    what: 'manifest of A',
    url: `/api/guest/guides/${guideA.token}/manifest.webmanifest`,
    domainA: page('Villa Rosa'),
    domainB: 'domain404',
    unknown: ok,
    main: ok,
  },
  {
    // Asked by the page of its readable link on the domain: that link is what the phone's icon opens.
    what: 'manifest of A from its readable link',
    url: `/api/guest/guides/${guideA.token}/manifest.webmanifest?link=%2Fvilla-rosa`,
    domainA: page('"start_url":"/villa-rosa"'),
    domainB: 'domain404',
    unknown: page(`"start_url":"/g/${guideA.token}"`),
    main: page(`"start_url":"/g/${guideA.token}"`),
  },
  {
    what: 'home-screen icon of A',
    url: `/api/guest/guides/${guideA.token}/icon-192.png`,
    domainA: ok,
    domainB: 'domain404',
    unknown: ok,
    main: ok,
  },
  { what: 'image of A', url: `/api${imageA.path_file}`, domainA: ok, domainB: 'domain404', unknown: ok, main: ok },
  { what: 'image of B', url: `/api${imageB.path_file}`, domainA: 'domain404', domainB: ok, unknown: ok, main: ok },
  { what: 'guest app build file', url: '/assets/guest-abc123.js', domainA: ok, domainB: ok, unknown: ok, main: ok },
  { what: 'offline worker', url: '/sw.js', domainA: page('fetch'), domainB: page('fetch'), unknown: ok, main: ok },
  {
    // The guest app with no guide: the shell the offline worker keeps (sw.js asks for it).
    what: 'guest app shell',
    url: '/g/',
    domainA: page('guest app'),
    domainB: page('guest app'),
    unknown: page('guest app'),
    main: page('guest app'),
  },
  { what: 'admin route /g', url: '/g', domainA: 'domain404', domainB: 'domain404', unknown: ok, main: ok },
  { what: 'tab icon', url: '/favicon.svg', domainA: ok, domainB: ok, unknown: ok, main: ok },
  {
    // On its workspace's domain a guide's slug is its readable link: the guest page with its token.
    what: 'the readable link of A',
    url: '/villa-rosa',
    domainA: page(`<meta name="share-token" content="${guideA.token}"`),
    domainB: 'domain404',
    unknown: page('admin app'),
    main: page('admin app'),
  },
  {
    what: 'a slug no guide has',
    url: '/no-such-guide',
    domainA: 'domain404',
    domainB: 'domain404',
    unknown: page('admin app'),
    main: page('admin app'),
  },
  {
    what: 'root',
    url: '/',
    domainA: { status: 302 },
    domainB: page('Beach House'),
    unknown: page('admin app'),
    main: page('admin app'),
  },
];

describe('requests by Host: each kind of path on each kind of host', () => {
  for (const row of ROWS) {
    for (const hostName of Object.keys(HOSTS) as HostName[]) {
      it(`${row.what} on ${hostName}`, async () => {
        const res = await t.app.inject({
          method: row.method ?? 'GET',
          url: row.url,
          headers: {
            host: HOSTS[hostName],
            ...(row.auth ? hostA.auth : {}),
            ...(row.body ? { 'content-type': 'application/json' } : {}),
          },
          ...(row.body ? { payload: JSON.stringify(row.body) } : {}),
        });
        const expected = row[hostName];
        if (expected === 'domain404') {
          expect(res.statusCode, res.body.slice(0, 200)).toBe(404);
          expect(res.json().RES_CODE).toBe(RESULT.NOT_FOUND);
          // Nothing of the admin app or another workspace leaks into the refusal.
          expect(res.body).not.toContain('admin app');
          return;
        }
        expect(res.statusCode, res.body.slice(0, 200)).toBe(expected.status);
        if (expected.has) expect(res.body).toContain(expected.has);
      });
    }
  }
});

describe('the root of a workspace’s domain', () => {
  it('leads to the only published guide', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: HOSTS.domainA } });
    expect(res.statusCode).toBe(302);
    // Its readable link: the guide's slug, made from its title.
    expect(res.headers.location).toBe('/villa-rosa');
  });

  it('lists the published guides in the guest’s language and the workspace’s colour, escaped', async () => {
    const res = await t.app.inject({ url: '/', headers: { host: HOSTS.domainB, 'accept-language': 'de' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="de"');
    expect(res.body).toContain(`<h2>${localize(MESSAGES.domain.listTitle, 'de')}</h2>`);
    expect(res.body).toContain('href="/beach-house"');
    expect(res.body).toContain('Attic &lt;Flat&gt; &amp; Co');
    expect(res.body).not.toContain('Nothing published yet');
    expect(res.body).toContain('#ed8438');
    expect(res.body).not.toContain(`>${MESSAGES.domain.listTitle}<`);
  });

  it('serves guest answers on a host name written with a port and in capitals', async () => {
    const res = await t.app.inject({
      url: `/api/guest/guides/${guideB.token}`,
      headers: { host: 'GUIDES.Beach-House.es:8443' },
    });
    expect(res.statusCode).toBe(200);
    const other = await t.app.inject({
      url: `/api/guest/guides/${guideA.token}`,
      headers: { host: 'GUIDES.Beach-House.es:8443' },
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('readable links on a workspace’s domain', () => {
  it('the page links the manifest that opens that readable link', async () => {
    const res = await t.app.inject({ url: '/villa-rosa/', headers: { host: HOSTS.domainA } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `<link rel="manifest" href="/api/guest/guides/${guideA.token}/manifest.webmanifest?link=%2Fvilla-rosa" />`,
    );
  });

  it('a renamed guide’s former slug answers 301 to its new one, keeping the query', async () => {
    const guide = await publishedGuide(hostA, 'Garden Cottage');
    const renamed = await factories
      .api(t.app, hostA)
      .put('/guides/slug', { id_guide: guide.id_guide, slug: 'the-cottage' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const res = await t.app.inject({ url: '/garden-cottage?lang=fr', headers: { host: HOSTS.domainA } });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/the-cottage?lang=fr');
    const now = await t.app.inject({ url: '/the-cottage', headers: { host: HOSTS.domainA } });
    expect(now.body).toContain(`<meta name="share-token" content="${guide.token}"`);
  });
});

describe('guest calls that carry the share token in their body', () => {
  it('pass on the guide’s own domain as on the main origin, and answer 404 on another workspace’s', async () => {
    const body = { token: guideA.token, invite: 'no-such-invite', rating: 5, comment: '' };
    const on = (host: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/guest/feedback',
        headers: { host, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const main = await on(HOSTS.main);
    const own = await on(HOSTS.domainA);
    expect(own.statusCode).toBe(main.statusCode);
    expect(own.json().RES_MESSAGE).toBe(main.json().RES_MESSAGE);
    const other = await on(HOSTS.domainB);
    expect(other.statusCode).toBe(404);
    expect(other.json().RES_MESSAGE).toBe(MESSAGES.generic.noSuchCall('POST', '/api/guest/feedback'));
  });
});

describe('changes reach the routing at once', () => {
  it('a removed domain is an unknown host on the next request, and a verified one is served', async () => {
    const host = await factories.buildAccount(t.app);
    await publishedGuide(host, 'Mountain Hut');
    const before = await t.app.inject({ url: '/digital-guides', headers: { host: 'guide.mountain-hut.ch' } });
    expect(before.statusCode).toBe(200);
    await verifiedDomain(t.app, host, 'guide.mountain-hut.ch');
    const after = await t.app.inject({ url: '/digital-guides', headers: { host: 'guide.mountain-hut.ch' } });
    expect(after.statusCode).toBe(404);
    const root = await t.app.inject({ url: '/', headers: { host: 'guide.mountain-hut.ch' } });
    expect(root.headers.location).toBe('/mountain-hut');

    factories.resultOf(await factories.api(t.app, host).delete('/workspace/domain'));
    const removed = await t.app.inject({ url: '/digital-guides', headers: { host: 'guide.mountain-hut.ch' } });
    expect(removed.statusCode).toBe(200);
    expect(removed.body).toContain('admin app');
  });
});

describe('several instances on one database', () => {
  it('a domain verified or removed through one instance is routed so by the other within a second', async () => {
    const other = await getTestServer({ webDist, dnsServers: [dns.address] }, { databaseUrl: t.databaseUrl });
    const host = await factories.buildAccount(t.app);
    await publishedGuide(host, 'Lake House');
    const name = 'guide.lake-house.ch';
    const adminPage = () => other.app.inject({ url: '/digital-guides', headers: { host: name } });
    // The other instance has looked the name up (and keeps the answer: no such domain).
    expect((await adminPage()).statusCode).toBe(200);

    await verifiedDomain(t.app, host, name);
    const started = performance.now();
    await waitFor(
      'the other instance to route the verified domain',
      async () => (await adminPage()).statusCode === 404,
      1_000,
    );
    console.info(`verified domain routed by the other instance after ${(performance.now() - started).toFixed(0)} ms`);

    factories.resultOf(await factories.api(t.app, host).delete('/workspace/domain'));
    await waitFor(
      'the other instance to drop the removed domain',
      async () => (await adminPage()).statusCode === 200,
      1_000,
    );
  });
});
