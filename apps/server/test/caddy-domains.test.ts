/**
 * Debian's Caddy runs deploy/Caddyfile on loopback ports with its own local certificate authority
 * (`local_certs`, as `tls internal` does) and on-demand certificates that ask this product
 * (/api/public/domain_allowed). A verified workspace domain gets a certificate and serves its guide
 * over HTTPS; a name that is only pending gets no certificate. The client trusts Caddy's local root
 * only and sends the domain as SNI and Host, as `curl --resolve` would.
 */
import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import type net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { ZWorkspaceDomain } from '@guidebook/contract';
import { api, buildAccount, buildCategory, buildSharedGuide, buildTopic, resultOf } from './helpers/factories.ts';
import { startDnsServer } from './helpers/dns-server.ts';
import { freePort, repoRoot, startChild, waitFor, type Child } from './helpers/processes.ts';
import { getTempDir, getTestServer } from './helpers/test-app.ts';

const CADDY = [process.env.CADDY_PATH, '/usr/bin/caddy', '/usr/local/bin/caddy'].find(
  (candidate) => candidate && fs.existsSync(candidate),
);
const CADDYFILE = path.join(repoRoot, 'deploy/Caddyfile');

/** The deployment's Caddyfile on these ports, with test-only global options (no admin API, local CA, own storage). */
function caddyfileFor(conf: string, appPort: number, httpPort: number, httpsPort: number, storage: string): string {
  const site = conf.replace(/127\.0\.0\.1:3000/g, `127.0.0.1:${appPort}`).replace(/^\s*email [^\n]*\n/m, '');
  if (!site.includes(`ask http://127.0.0.1:${appPort}/api/public/domain_allowed`))
    throw new Error(`${CADDYFILE} no longer has the on_demand_tls ask line this test replaces`);
  const globals = [
    'admin off',
    `http_port ${httpPort}`,
    `https_port ${httpsPort}`,
    'local_certs',
    'skip_install_trust',
    `storage file_system ${storage}`,
  ]
    .map((line) => `\t${line}\n`)
    .join('');
  return site.replace(/^\{\n/m, `{\n${globals}`);
}

/** GET https://{domain}{url} through 127.0.0.1:port, trusting `ca` only. */
function httpsGet(port: number, domain: string, url: string, ca: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: '127.0.0.1', port, path: url, servername: domain, headers: { host: domain }, ca, timeout: 15_000 },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}

describe.skipIf(!CADDY)('Caddy with on-demand certificates for workspace domains', () => {
  if (!CADDY)
    console.warn('caddy-domains.test.ts skipped: caddy is not installed (apt-get install caddy; .ci/run installs it)');

  let caddy: Child | undefined;
  afterAll(async () => {
    if (caddy && caddy.process.exitCode === null) {
      caddy.process.kill('SIGTERM');
      await caddy.exited;
    }
  });

  it('gives a verified domain a certificate and the guide over HTTPS, and a pending one none', async () => {
    const dns = await startDnsServer();
    const t = await getTestServer({ dnsServers: [dns.address] });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (t.app.server.address() as net.AddressInfo).port;

    const host = await buildAccount(t.app);
    const guide = await buildSharedGuide(t.app, host, { title: 'Villa Rosa by the sea' });
    const category = await buildCategory(t.app, host, { id_guide: guide.id_guide });
    await buildTopic(t.app, host, { id_guide_content: category.id_guide_content });
    const set = ZWorkspaceDomain.parse(
      resultOf(await api(t.app, host).put('/workspace/domain', { domain: 'guide.villa-rosa.pt' })),
    );
    dns.txt.set(set.records[0]!.name, [set.records[0]!.value]);
    expect(resultOf(await api(t.app, host).post('/workspace/domain/verify', {})).state).toBe('verified');
    const other = await buildAccount(t.app);
    await api(t.app, other).put('/workspace/domain', { domain: 'guide.not-verified.pt' });

    const root = await getTempDir('guidebook-caddy-');
    const storage = path.join(root, 'data');
    const [httpPort, httpsPort] = [await freePort(), await freePort()];
    fs.writeFileSync(
      path.join(root, 'Caddyfile'),
      caddyfileFor(fs.readFileSync(CADDYFILE, 'utf8'), appPort, httpPort, httpsPort, storage),
    );
    caddy = startChild(CADDY!, ['run', '--config', path.join(root, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: root, XDG_DATA_HOME: root, XDG_CONFIG_HOME: root },
    });
    const rootCert = path.join(storage, 'pki/authorities/local/root.crt');
    await waitFor(
      'Caddy’s local root certificate',
      () => {
        if (caddy!.process.exitCode !== null) throw new Error(`caddy exited:\n${caddy!.output()}`);
        return fs.existsSync(rootCert) || undefined;
      },
      30_000,
    );
    const ca = fs.readFileSync(rootCert);

    // The verified domain: a certificate from Caddy's CA, the guide behind it, the admin app not.
    const guest = await waitFor(
      'the guide over HTTPS',
      async () =>
        httpsGet(httpsPort, 'guide.villa-rosa.pt', `/api/guest/guides/${guide.token}`, ca).catch(() => undefined),
      30_000,
    );
    expect(guest.status, caddy.output()).toBe(200);
    expect(guest.body).toContain('Villa Rosa by the sea');
    const home = await httpsGet(httpsPort, 'guide.villa-rosa.pt', '/', ca);
    expect(home.status).toBe(302);
    const admin = await httpsGet(httpsPort, 'guide.villa-rosa.pt', '/api/guides/list', ca);
    expect(admin.status).toBe(404);

    // A pending domain and an unknown name: no certificate, so no TLS connection at all.
    for (const name of ['guide.not-verified.pt', 'anything.example.org']) {
      const refused = await httpsGet(httpsPort, name, '/', ca).then(
        (answer) => `answered ${answer.status}`,
        (err: Error) => err.message,
      );
      expect(refused, name).not.toMatch(/^answered/);
    }
    // Caddy's store holds the verified name's certificate only.
    const issued = fs.readdirSync(path.join(storage, 'certificates/local'));
    expect(issued).toContain('guide.villa-rosa.pt');
    expect(issued).not.toContain('guide.not-verified.pt');
    expect(issued).not.toContain('anything.example.org');
  }, 120_000);
});
