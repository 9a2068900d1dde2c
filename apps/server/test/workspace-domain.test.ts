/**
 * A workspace's own domain: PUT /workspace/domain checks and stores the name (IDN as punycode) and
 * answers the records to add; POST /workspace/domain/verify asks a DNS server this test runs on
 * 127.0.0.1 (dns2) for the TXT record; /public/domain_allowed answers for verified names only.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGES, RESULT, ZWorkspaceDomain, type TWorkspaceDomain } from '@guidebook/contract';
import { localize } from '../src/lib/languages.ts';
import { api, buildAccount, buildSharedGuide, resultOf, shareLink, type TestAccount } from './helpers/factories.ts';
import { startDnsServer } from './helpers/dns-server.ts';
import { getTestServer } from './helpers/test-app.ts';

const dns = await startDnsServer();
const t = await getTestServer({ dnsServers: [dns.address] });

async function setDomain(who: TestAccount, domain: string | null): Promise<TWorkspaceDomain> {
  return ZWorkspaceDomain.parse(resultOf(await api(t.app, who).put('/workspace/domain', { domain })));
}

async function verify(who: TestAccount) {
  return api(t.app, who).post('/workspace/domain/verify', {});
}

/** Publishes the TXT record the answer asks for (or `value` instead). */
function publishTxt(domain: TWorkspaceDomain, value?: string): void {
  const record = domain.records.find((r) => r.type === 'TXT')!;
  dns.txt.set(record.name, [value ?? record.value]);
}

describe('PUT /workspace/domain: the name', () => {
  const cases: [string, string][] = [
    ['Guide.Villa-Rosa.PT', 'guide.villa-rosa.pt'],
    ['guide.villa-blue.pt.', 'guide.villa-blue.pt'],
    ['  www.villa-rosa.pt ', 'www.villa-rosa.pt'],
    ['gästehaus-müller.de', 'xn--gstehaus-mller-5hb70b.de'],
    ['führer.ferienhaus.at', 'xn--fhrer-kva.ferienhaus.at'],
  ];
  it.each(cases)('%s is stored as %s', async (typed, stored) => {
    const host = await buildAccount(t.app);
    const answer = await setDomain(host, typed);
    expect(answer.domain).toBe(stored);
    expect(answer.state).toBe('pending');
    expect(answer.state_text).toBe(MESSAGES.domain.state.pending);
    expect(answer.verified_at).toBeNull();
    expect(answer.url).toBeNull();
    expect(answer.records[0]).toEqual({
      type: 'TXT',
      name: `_guidebook-verify.${stored}`,
      value: expect.stringMatching(/^gb-[0-9a-f]{32}$/),
    });
  });

  it('shows an internationalised name in its own letters too', async () => {
    const host = await buildAccount(t.app);
    const answer = await setDomain(host, 'Ferienwohnung-Größe.de');
    expect(answer.domain).toBe('xn--ferienwohnung-gre-lob05b.de');
    expect(answer.domain_display).toBe('ferienwohnung-größe.de');
  });

  it('asks for a CNAME to this server for a subdomain, and an ALIAS for an apex name', async () => {
    const host = await buildAccount(t.app);
    expect((await setDomain(host, 'guide.casa-azul.pt')).records[1]).toEqual({
      type: 'CNAME',
      name: 'guide.casa-azul.pt',
      value: 'guide.test',
    });
    expect((await setDomain(host, 'www.casa-azul.pt')).records[1]!.type).toBe('CNAME');
    expect((await setDomain(host, 'casa-azul.pt')).records[1]).toEqual({
      type: 'ALIAS',
      name: 'casa-azul.pt',
      value: 'guide.test',
    });
    expect((await setDomain(host, 'casa-azul.co.uk')).records[1]!.type).toBe('ALIAS');
  });

  const refused: [string, string][] = [
    ['', MESSAGES.domain.required],
    ['1.2.3.4', MESSAGES.domain.notIp],
    ['[::1]', MESSAGES.domain.notIp],
    ['2001:db8::1', MESSAGES.domain.notIp],
    ['localhost', MESSAGES.domain.invalid],
    ['guests.localhost', MESSAGES.domain.reserved],
    ['guide.test', MESSAGES.domain.reserved],
    ['GUIDE.TEST', MESSAGES.domain.reserved],
    ['guide.villa-rosa.pt:8443', MESSAGES.domain.invalid],
    ['guide.villa-rosa.pt/beach', MESSAGES.domain.invalid],
    ['https://guide.villa-rosa.pt', MESSAGES.domain.invalid],
    ['anna@villa-rosa.pt', MESSAGES.domain.invalid],
    ['villarosa', MESSAGES.domain.invalid],
    ['-guide.villa-rosa.pt', MESSAGES.domain.invalid],
    ['guide_1.villa-rosa.pt', MESSAGES.domain.invalid],
    ['guide..villa-rosa.pt', MESSAGES.domain.invalid],
    [`${'a'.repeat(64)}.villa-rosa.pt`, MESSAGES.domain.invalid],
  ];
  it.each(refused)('refuses %j with a clear message', async (typed, message) => {
    const host = await buildAccount(t.app);
    const res = await api(t.app, host).put('/workspace/domain', { domain: typed });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ RES_CODE: RESULT.VALIDATION, RES_OTHERS: { FIELDS: { domain: message } } });
    expect(resultOf(await api(t.app, host).get('/workspace/domain')).state).toBe('none');
  });
});

describe('verifying the domain by its TXT record', () => {
  it('fails clearly while the record is missing, then with a wrong token, and stores each outcome', async () => {
    const host = await buildAccount(t.app);
    const domain = await setDomain(host, 'guide.missing-first.pt');

    const missing = await verify(host);
    expect(missing.status).toBe(422);
    expect(missing.body.RES_OTHERS?.FIELDS?.domain).toBe(MESSAGES.domain.check.no_record);
    let shown = ZWorkspaceDomain.parse(resultOf(await api(t.app, host).get('/workspace/domain')));
    expect(shown).toMatchObject({
      state: 'pending',
      last_check_result: 'no_record',
      last_check_text: MESSAGES.domain.check.no_record,
    });
    expect(Date.parse(shown.last_check_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(dns.asked).toContain('TXT _guidebook-verify.guide.missing-first.pt');

    publishTxt(domain, 'gb-00000000000000000000000000000000');
    const wrong = await verify(host);
    expect(wrong.status).toBe(422);
    expect(wrong.body.RES_OTHERS?.FIELDS?.domain).toBe(MESSAGES.domain.check.wrong_token);
    shown = ZWorkspaceDomain.parse(resultOf(await api(t.app, host).get('/workspace/domain')));
    expect(shown.last_check_result).toBe('wrong_token');
    expect(shown.state).toBe('pending');
  });

  it('marks the domain verified when the record carries the token (among other TXT values)', async () => {
    const host = await buildAccount(t.app);
    const guide = await buildSharedGuide(t.app, host, { title: 'Beach House' });
    expect(guide.url).toBe(`http://guide.test/g/${guide.token}`);
    const domain = await setDomain(host, 'guide.verified-one.pt');
    const record = domain.records[0]!;
    dns.txt.set(record.name, ['v=spf1 -all', record.value]);

    const answer = ZWorkspaceDomain.parse(resultOf(await verify(host)));
    expect(answer).toMatchObject({
      domain: 'guide.verified-one.pt',
      state: 'verified',
      state_text: MESSAGES.domain.state.verified,
      url: 'https://guide.verified-one.pt',
      last_check_result: 'verified',
      last_check_text: MESSAGES.domain.check.verified,
    });
    expect(answer.verified_at).not.toBeNull();

    // The share link guests are given is on the domain now.
    const link = await shareLink(t.app, host, guide.id_guide);
    expect(link.url).toBe(`https://guide.verified-one.pt/g/${guide.token}`);
    const regenerated = resultOf(await api(t.app, host).post('/guides/share/regenerate', { id_guide: guide.id_guide }));
    expect(regenerated.url).toMatch(/^https:\/\/guide\.verified-one\.pt\/g\//);

    // A later failing check is stored but does not take the verification away.
    dns.txt.delete(record.name);
    expect((await verify(host)).status).toBe(422);
    const after = ZWorkspaceDomain.parse(resultOf(await api(t.app, host).get('/workspace/domain')));
    expect(after).toMatchObject({ state: 'verified', last_check_result: 'no_record' });
  });

  it('says the DNS servers failed when they do', async () => {
    const host = await buildAccount(t.app);
    const domain = await setDomain(host, 'guide.servfail.pt');
    dns.txt.set(domain.records[0]!.name, 'servfail');
    const res = await verify(host);
    expect(res.status).toBe(422);
    expect(res.body.RES_OTHERS?.FIELDS?.domain).toBe(MESSAGES.domain.check.dns_failure);
    expect(resultOf(await api(t.app, host).get('/workspace/domain')).last_check_result).toBe('dns_failure');
  });

  it('answers 13 when there is no domain to verify', async () => {
    const host = await buildAccount(t.app);
    const res = await verify(host);
    expect(res.status).toBe(409);
    expect(res.body.RES_MESSAGE).toBe(MESSAGES.domain.notSet);
  });

  it('says the state and the last check in the caller’s language', async () => {
    const host = await buildAccount(t.app);
    await setDomain(host, 'guide.sprache.de');
    await verify(host);
    const res = await api(t.app, host).get('/workspace/domain', { headers: { 'accept-language': 'de' } });
    const shown = resultOf(res);
    expect(shown.state_text).toBe(localize(MESSAGES.domain.state.pending, 'de'));
    expect(shown.last_check_text).toBe(localize(MESSAGES.domain.check.no_record, 'de'));
    expect(shown.last_check_text).not.toBe(MESSAGES.domain.check.no_record);
  });
});

describe('one domain per workspace, one workspace per domain', () => {
  it('refuses a domain another workspace holds, verified or not, with a clear message', async () => {
    const first = await buildAccount(t.app);
    const second = await buildAccount(t.app);
    await setDomain(first, 'guide.shared-name.pt');
    for (const typed of ['guide.shared-name.pt', 'GUIDE.Shared-Name.pt.']) {
      const res = await api(t.app, second).put('/workspace/domain', { domain: typed });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ RES_CODE: RESULT.CONFLICT, RES_MESSAGE: MESSAGES.domain.taken });
    }
    expect(resultOf(await api(t.app, second).get('/workspace/domain')).state).toBe('none');

    // Once the first workspace lets it go, the second may take it.
    const removed = resultOf(await api(t.app, first).delete('/workspace/domain'));
    expect(removed).toMatchObject({ domain: null, state: 'none', records: [] });
    expect((await setDomain(second, 'guide.shared-name.pt')).domain).toBe('guide.shared-name.pt');
  });

  it('keeps the token and state for the same name, and starts over for a new one', async () => {
    const host = await buildAccount(t.app);
    const first = await setDomain(host, 'guide.keep-state.pt');
    publishTxt(first);
    expect(resultOf(await verify(host)).state).toBe('verified');
    const again = await setDomain(host, 'Guide.Keep-State.pt');
    expect(again.state).toBe('verified');
    expect(again.records[0]!.value).toBe(first.records[0]!.value);

    const changed = await setDomain(host, 'www.keep-state.pt');
    expect(changed).toMatchObject({ state: 'pending', verified_at: null, last_check_result: null, url: null });
    expect(changed.records[0]!.value).not.toBe(first.records[0]!.value);
    // The old name is free and no longer verified anywhere.
    const allowed = await api(t.app, null).get('/public/domain_allowed?domain=guide.keep-state.pt');
    expect(allowed.status).toBe(404);
  });

  it('removes the domain with PUT { domain: null } too', async () => {
    const host = await buildAccount(t.app);
    await setDomain(host, 'guide.null-removes.pt');
    expect((await setDomain(host, null)).state).toBe('none');
    expect(resultOf(await api(t.app, host).get('/workspace/domain')).domain).toBeNull();
  });
});

describe('GET /public/domain_allowed (for a reverse proxy)', () => {
  it('answers 200 for a verified domain and 404 for a pending, unknown or malformed one', async () => {
    const host = await buildAccount(t.app);
    const domain = await setDomain(host, 'guide.allowed.pt');
    const ask = (name: string) => api(t.app, null).get(`/public/domain_allowed?domain=${encodeURIComponent(name)}`);
    expect((await ask('guide.allowed.pt')).status).toBe(404);
    publishTxt(domain);
    resultOf(await verify(host));
    const yes = await ask('guide.allowed.pt');
    expect(yes.status).toBe(200);
    expect(yes.body.RES_RESULT).toEqual({ domain: 'guide.allowed.pt' });
    expect((await ask('GUIDE.ALLOWED.PT')).status).toBe(200);
    for (const name of ['other.allowed.pt', 'guide.test', '127.0.0.1', 'not a name', ''])
      expect((await ask(name)).status, name).toBe(404);
    expect((await api(t.app, null).get('/public/domain_allowed')).status).toBe(400);
  });
});
