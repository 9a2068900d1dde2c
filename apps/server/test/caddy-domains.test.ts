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
import { describe, expect, it } from 'vitest';
import { ZWorkspaceDomain } from '@guidebook/contract';
import { api, buildAccount, buildCategory, buildSharedGuide, buildTopic, resultOf } from './helpers/factories.ts';
import { CADDY, startCaddy } from './helpers/caddy.ts';
import { startDnsServer } from './helpers/dns-server.ts';
import { waitFor } from './helpers/processes.ts';
import { getTestServer } from './helpers/test-app.ts';

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

    const caddy = await startCaddy(appPort);
    const { httpsPort, storage, rootCertificate: ca } = caddy;

    // The verified domain: a certificate from Caddy's CA, the guide behind it, the admin app not.
    const guest = await waitFor(
      'the guide over HTTPS',
      async () =>
        httpsGet(httpsPort, 'guide.villa-rosa.pt', `/api/guest/guides/${guide.token}`, ca).catch(() => undefined),
      30_000,
    );
    expect(guest.status, caddy.child.output()).toBe(200);
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
