/**
 * The outbound guard (lib/outbound): what it refuses, and how it fetches. Every server here is a real
 * HTTP server on 127.0.0.1 (reached with `allowPrivate`, as tests and local use do) and a real DNS
 * server on 127.0.0.1 (dns2) that the guard's resolver is pointed at. Refused addresses are refused
 * before any packet leaves: no test sends traffic anywhere but 127.0.0.1.
 */
import http from 'node:http';
import type net from 'node:net';
import zlib from 'node:zlib';
import { createUDPServer, Packet } from 'dns2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyAddress, isAddressAllowed, type AddressKind } from '../src/lib/outbound/address-policy.ts';
import { fetchOutside, type FetchOutsideResult } from '../src/lib/outbound/fetch-outside.ts';
import { dnsServerResolveHost, type ResolveHost } from '../src/lib/outbound/resolve-host.ts';

const MiB = 1024 * 1024;

/** Bytes the 50 MiB route managed to write before the guard closed the connection. */
let hugeBytesWritten = 0;
let hugeFinished = false;
const seenHeaders: http.IncomingHttpHeaders[] = [];

function route(req: http.IncomingMessage, res: http.ServerResponse): void {
  seenHeaders.push(req.headers);
  const url = new URL(req.url ?? '/', 'http://x');
  const path = url.pathname;
  const redirect = /^\/r(\d+)$/.exec(path);
  if (redirect) {
    const left = Number(redirect[1]);
    res.writeHead(302, { location: left > 1 ? `/r${left - 1}` : '/ok' }).end();
    return;
  }
  switch (path) {
    case '/ok':
      res.writeHead(200, {
        'content-type': 'text/calendar',
        etag: '"v1"',
        'last-modified': 'Tue, 01 Dec 2026 10:00:00 GMT',
      });
      res.end('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
      return;
    case '/conditional':
      if (
        req.headers['if-none-match'] === '"v1"' ||
        req.headers['if-modified-since'] === 'Tue, 01 Dec 2026 10:00:00 GMT'
      ) {
        res.writeHead(304, { etag: '"v1"' }).end();
      } else res.writeHead(200, { etag: '"v1"' }).end('fresh');
      return;
    case '/missing':
      res.writeHead(404, 'Gone Fishing').end('no');
      return;
    case '/teapot':
      res.writeHead(599, 'Weird Status').end();
      return;
    case '/silent':
      // Never answers: the guard's deadline ends it.
      return;
    case '/trickle': {
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const tick = setInterval(() => res.write('x'), 50);
      res.on('close', () => clearInterval(tick));
      return;
    }
    case '/huge': {
      // 50 MiB, chunked (no Content-Length), written as fast as the reader takes it.
      hugeBytesWritten = 0;
      hugeFinished = false;
      res.writeHead(200, { 'content-type': 'text/calendar' });
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      const pump = () => {
        while (hugeBytesWritten < 50 * MiB) {
          hugeBytesWritten += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        hugeFinished = true;
        res.end();
      };
      res.on('close', () => res.removeAllListeners('drain'));
      pump();
      return;
    }
    case '/huge-declared':
      res.writeHead(200, { 'content-length': String(50 * MiB) });
      res.write(Buffer.alloc(1024));
      return;
    case '/large-declared':
      // 1 MiB, its length declared, all sent.
      res.writeHead(200, { 'content-length': String(MiB) }).end(Buffer.alloc(MiB, 0x43));
      return;
    case '/exactly-cap':
      res.writeHead(200).end(Buffer.alloc(5 * MiB, 0x42));
      return;
    case '/gzip':
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync('BEGIN:VCALENDAR'));
      return;
    case '/gzip-bomb':
      res.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(Buffer.alloc(8 * MiB)));
      return;
    case '/to-metadata':
      res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      return;
    case '/to-metadata-v6':
      res.writeHead(307, { location: 'http://[fd00:ec2::254]/latest/meta-data/' }).end();
      return;
    case '/to-ftp':
      res.writeHead(301, { location: 'ftp://example.com/feed.ics' }).end();
      return;
    case '/to-name': {
      const target = url.searchParams.get('to') ?? '';
      res.writeHead(302, { location: target }).end();
      return;
    }
    default:
      res.writeHead(404).end();
  }
}

let server: http.Server;
let base = '';
let port = 0;
let closedPort = 0;

/** Host names the test DNS server knows, and what it answers to each A or AAAA query (answers may change). */
const zone = new Map<string, (type: 'A' | 'AAAA') => { A?: string[]; AAAA?: string[] }>();
let dnsServer: ReturnType<typeof createUDPServer>;
let resolveHost: ResolveHost;

beforeAll(async () => {
  server = http.createServer(route);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));

  dnsServer = createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const question = request.questions[0];
    const type = question?.type === Packet.TYPE.AAAA ? 'AAAA' : 'A';
    const entry = question ? zone.get(question.name.toLowerCase())?.(type) : undefined;
    if (!question || !entry)
      response.header.rcode = 3; // NXDOMAIN
    else {
      for (const address of entry[type] ?? []) {
        response.answers.push(Packet.createResourceFromQuestion(question, { address, ttl: 0 }));
      }
    }
    void send(response);
  });
  await dnsServer.listen(0, '127.0.0.1');
  resolveHost = dnsServerResolveHost([`127.0.0.1:${dnsServer.address().port}`], { timeoutMs: 1_000, tries: 1 });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await new Promise<void>((resolve) => dnsServer.close(() => resolve()));
});

const local = (path: string, options: Parameters<typeof fetchOutside>[1] = {}) =>
  fetchOutside(`${base}${path}`, { allowPrivate: true, ...options });

function expectRefused(result: FetchOutsideResult, reason: string): void {
  expect(result.kind, JSON.stringify({ ...result, body: undefined })).toBe('refused');
  if (result.kind === 'refused') expect(result.reason).toBe(reason);
}

describe('address policy', () => {
  const cases: [string, AddressKind][] = [
    ['8.8.8.8', 'public'],
    ['93.184.216.34', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.255', 'cgnat'],
    ['169.254.1.1', 'link_local'],
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['::ffff:8.8.8.8', 'public'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::808:808', 'public'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:a00:1::1', 'private'],
    ['fc00::1', 'unique_local'],
    ['fd12:3456::1', 'unique_local'],
    ['fd00:ec2::254', 'metadata'],
    ['FD00:EC2:0:0:0:0:0:254', 'metadata'],
    ['fe80::1', 'link_local'],
    ['fe80::1%eth0', 'link_local'],
    ['fec0::1', 'reserved'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['::7f00:1', 'reserved'],
    ['100::1', 'reserved'],
    ['2606:4700::1111', 'public'],
    ['2a00:1450:4001::200e', 'public'],
  ];
  it.each(cases)('%s is %s', (ip, kind) => {
    expect(classifyAddress(ip)).toBe(kind);
  });

  it('is not fooled by text that is not an address', () => {
    for (const text of ['localhost', '0x7f.1', '2130706433', '127.1', '::ffff:999.0.0.1', ':::1', '']) {
      expect(classifyAddress(text)).toBeNull();
      expect(isAddressAllowed(text, true)).toBe(false);
    }
  });

  it('allowPrivate opens loopback, private, unique-local and CGNAT, never link-local or metadata', () => {
    const opened = ['127.0.0.1', '::1', '10.0.0.1', '192.168.0.1', 'fd12::1', '100.64.0.1'];
    const closed = [
      '169.254.169.254',
      'fd00:ec2::254',
      '100.100.100.200',
      '169.254.1.1',
      'fe80::1',
      '0.0.0.0',
      '224.0.0.1',
      '::',
    ];
    for (const ip of opened)
      expect([ip, isAddressAllowed(ip, true), isAddressAllowed(ip, false)]).toEqual([ip, true, false]);
    for (const ip of closed) expect([ip, isAddressAllowed(ip, true)]).toEqual([ip, false]);
  });
});

describe('fetchOutside: addresses', () => {
  // Each is refused from its URL alone, before any connection (the port is the test server's, so a
  // guard that did connect to a loopback spelling would get an answer, not a refusal).
  const literals = [
    ['loopback', 'http://127.0.0.1:PORT/ok'],
    ['loopback, another', 'http://127.2.3.4:PORT/ok'],
    ['loopback in hex', 'http://0x7f.1:PORT/ok'],
    ['loopback as one number', 'http://2130706433:PORT/ok'],
    ['loopback in octal', 'http://0177.0.0.1:PORT/ok'],
    ['loopback, short', 'http://127.1:PORT/ok'],
    ['loopback with a trailing dot', 'http://127.0.0.1.:PORT/ok'],
    ['loopback in full-width digits', 'http://１２７.０.０.１:PORT/ok'],
    ['loopback as one hex number', 'http://0x7f000001:PORT/ok'],
    ['IPv6 loopback', 'http://[::1]:PORT/ok'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:PORT/ok'],
    ['IPv4-mapped IPv6 loopback, long form', 'http://[0:0:0:0:0:ffff:7f00:1]:PORT/ok'],
    ['unspecified', 'http://0.0.0.0:PORT/ok'],
    ['IPv6 unspecified', 'http://[::]:PORT/ok'],
    ['private 10/8', 'http://10.0.0.1/'],
    ['private 172.16/12', 'http://172.16.5.4/'],
    ['private 192.168/16', 'https://192.168.1.1/'],
    ['CGNAT', 'http://100.64.1.1/'],
    ['link-local', 'http://169.254.10.10/'],
    ['metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['metadata, IPv6', 'http://[fd00:ec2::254]/latest/meta-data/'],
    ['metadata, IPv4-mapped', 'http://[::ffff:169.254.169.254]/'],
    ['unique-local', 'http://[fd12:3456::1]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['multicast', 'http://224.0.0.251/'],
    ['broadcast', 'http://255.255.255.255/'],
    ['6to4 of loopback', 'http://[2002:7f00:1::1]:PORT/ok'],
  ];
  it.each(literals)('refuses %s without allowPrivate', async (_kind, url) => {
    const result = await fetchOutside(url.replace('PORT', String(port)), { timeoutMs: 2_000 });
    expectRefused(result, 'not_public');
  });

  it('refuses localhost through the system resolver (/etc/hosts)', async () => {
    expectRefused(await fetchOutside(`http://localhost:${port}/ok`), 'not_public');
  });

  it('with allowPrivate reaches loopback, but a redirect to the metadata address is refused', async () => {
    expect((await local('/ok')).kind).toBe('ok');
    expectRefused(await local('/to-metadata'), 'not_public');
    expectRefused(await local('/to-metadata-v6'), 'not_public');
    expectRefused(await fetchOutside('http://169.254.169.254/', { allowPrivate: true }), 'not_public');
  });

  it('checks a host name at its lookup: a redirect through it is followed with allowPrivate, refused without', async () => {
    zone.set('feed.example', () => ({ A: ['127.0.0.1'] }));
    // With allowPrivate the first hop is reached and its redirect to a loopback literal is followed...
    const viaName = `http://feed.example:${port}/to-name?to=${encodeURIComponent(`http://127.0.0.1:${port}/ok`)}`;
    expect((await fetchOutside(viaName, { allowPrivate: true, resolveHost })).kind).toBe('ok');
    // ...and without it the same name is refused at its lookup.
    expectRefused(await fetchOutside(viaName, { resolveHost }), 'not_public');
  });

  it('refuses a host name that resolves to a non-public address', async () => {
    zone.set('inside.example', () => ({ A: ['10.0.0.5'] }));
    zone.set('loop.example', () => ({ A: ['127.0.0.1'] }));
    zone.set('meta.example', () => ({ AAAA: ['fd00:ec2::254'] }));
    zone.set('mapped.example', () => ({ AAAA: ['::ffff:127.0.0.1'] }));
    // One public and one private address: the name is refused whole.
    zone.set('mixed.example', () => ({ A: ['93.184.216.34', '192.168.0.10'] }));
    for (const host of ['inside', 'loop', 'meta', 'mapped', 'mixed']) {
      const result = await fetchOutside(`http://${host}.example:${port}/ok`, { resolveHost });
      expectRefused(result, 'not_public');
    }
    // The metadata address stays refused with allowPrivate, whatever name leads to it.
    expectRefused(
      await fetchOutside(`http://meta.example:${port}/ok`, { resolveHost, allowPrivate: true }),
      'not_public',
    );
  });

  it('resolves at every connection: a name that changes to the metadata address between hops is refused', async () => {
    let answers = 0;
    zone.set('rebind.example', (type) =>
      type === 'A' ? { A: [answers++ === 0 ? '127.0.0.1' : '169.254.169.254'] } : {},
    );
    const url = `http://rebind.example:${port}/to-name?to=${encodeURIComponent(`http://rebind.example:${port}/ok`)}`;
    expectRefused(await fetchOutside(url, { resolveHost, allowPrivate: true }), 'not_public');
    expect(answers).toBe(2);
  });

  it('sends the host name it was given, and answers unreachable for a name that does not exist', async () => {
    zone.set('calendar.example', () => ({ A: ['127.0.0.1'] }));
    seenHeaders.length = 0;
    const result = await fetchOutside(`http://calendar.example:${port}/ok`, { resolveHost, allowPrivate: true });
    expect(result.kind).toBe('ok');
    expect(seenHeaders[0]?.host).toBe(`calendar.example:${port}`);
    expectRefused(
      await fetchOutside(`http://nowhere.example:${port}/ok`, { resolveHost, allowPrivate: true }),
      'unreachable',
    );
  });
});

describe('fetchOutside: fetching', () => {
  it('answers the body, its validators and the final address', async () => {
    const result = await local('/ok');
    expect(result).toMatchObject({
      kind: 'ok',
      status: 200,
      etag: '"v1"',
      lastModified: 'Tue, 01 Dec 2026 10:00:00 GMT',
    });
    if (result.kind === 'ok') expect(result.body.toString()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('sends If-None-Match / If-Modified-Since and answers not_modified on 304', async () => {
    seenHeaders.length = 0;
    expect(await local('/conditional', { etag: '"v1"' })).toMatchObject({ kind: 'not_modified', etag: '"v1"' });
    expect(seenHeaders[0]?.['if-none-match']).toBe('"v1"');
    const byDate = await local('/conditional', { lastModified: 'Tue, 01 Dec 2026 10:00:00 GMT' });
    expect(byDate).toMatchObject({ kind: 'not_modified', lastModified: 'Tue, 01 Dec 2026 10:00:00 GMT' });
    expect(seenHeaders[1]?.['if-modified-since']).toBe('Tue, 01 Dec 2026 10:00:00 GMT');
    expect((await local('/conditional')).kind).toBe('ok');
  });

  it('follows 3 redirects and refuses a 4th', async () => {
    const three = await local('/r3');
    expect(three).toMatchObject({ kind: 'ok', url: `${base}/ok` });
    expectRefused(await local('/r4'), 'too_many_redirects');
    expect((await local('/r1', { maxRedirects: 0 })).kind).toBe('refused');
  });

  it('refuses a redirect to another scheme, and addresses that are not http(s)', async () => {
    expectRefused(await local('/to-ftp'), 'bad_url');
    for (const url of [
      'ftp://example.com/a.ics',
      'file:///etc/passwd',
      'not a url',
      'http://',
      'http://user:pw@example.com/',
    ]) {
      expectRefused(await fetchOutside(url), 'bad_url');
    }
  });

  it('answers an error status with its code and standard text', async () => {
    expect(await local('/missing')).toMatchObject({
      kind: 'refused',
      reason: 'http_status',
      status: 404,
      statusText: 'Not Found',
    });
    expect(await local('/teapot')).toMatchObject({ reason: 'http_status', status: 599, statusText: 'Weird Status' });
  });

  it('answers unreachable for a closed port', async () => {
    const result = await fetchOutside(`http://127.0.0.1:${closedPort}/`, { allowPrivate: true });
    expect(result).toMatchObject({ kind: 'refused', reason: 'unreachable', detail: 'ECONNREFUSED' });
  });

  it('gives up at the deadline: no answer, or a body that never ends', async () => {
    const started = Date.now();
    expectRefused(await local('/silent', { timeoutMs: 300 }), 'timeout');
    expectRefused(await local('/trickle', { timeoutMs: 300 }), 'timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('stops when its caller stops (an instance closing), long before its deadline', async () => {
    const started = Date.now();
    const signal = AbortSignal.timeout(200);
    expectRefused(await local('/silent', { timeoutMs: 10_000, signal }), 'timeout');
    expectRefused(await local('/trickle', { timeoutMs: 10_000, signal: AbortSignal.abort() }), 'timeout');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a body over 5 MiB without reading it all', async () => {
    expectRefused(await local('/huge'), 'too_large');
    // The connection was closed early: the server could not write all of it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hugeFinished).toBe(false);
    // About 8 MiB left the server (5 read, the rest in the sockets' kernel buffers) of 50.
    expect(hugeBytesWritten).toBeLessThan(30 * MiB);
    expectRefused(await local('/huge-declared'), 'too_large');
    const cap = await local('/exactly-cap');
    expect(cap.kind === 'ok' && cap.body.length).toBe(5 * MiB);
  });

  it('with overLimit cut, answers a body over the cap as its first bytes, unread past them, declared or not', async () => {
    for (const path of ['/huge', '/large-declared', '/gzip-bomb']) {
      const cut = await local(path, { maxBytes: 256 * 1024, overLimit: 'cut' });
      expect(cut.kind, path).toBe('ok');
      expect(cut.kind === 'ok' && [cut.status, cut.body.length, cut.bodyCut], path).toEqual([200, 256 * 1024, true]);
    }
    const whole = await local('/exactly-cap', { overLimit: 'cut' });
    expect(whole.kind === 'ok' && [whole.body.length, whole.bodyCut]).toEqual([5 * MiB, false]);
  });

  it('decodes gzip, and counts the decoded size against the cap', async () => {
    const gzip = await local('/gzip');
    expect(gzip.kind === 'ok' && gzip.body.toString()).toBe('BEGIN:VCALENDAR');
    expectRefused(await local('/gzip-bomb'), 'too_large');
  });
});

describe('fetchOutside: keepAlive', () => {
  /** A receiver that counts its connections and, when asked, drops a reused connection without answering. */
  let receiver: http.Server;
  let receiverPort = 0;
  let connections = 0;
  let dropReused = false;
  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      const socket = req.socket as net.Socket & { served?: number };
      socket.served = (socket.served ?? 0) + 1;
      if (dropReused && socket.served > 1) {
        dropReused = false;
        socket.destroy();
        return;
      }
      req.resume();
      req.on('end', () => res.writeHead(204).end());
    });
    receiver.keepAliveTimeout = 30_000;
    receiver.on('connection', () => (connections += 1));
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverPort = (receiver.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(resolve));
  });
  const post = (url: string, options: Parameters<typeof fetchOutside>[1] = {}) =>
    fetchOutside(url, { method: 'POST', body: '{}', allowPrivate: true, ...options });

  it('reuses one connection for calls one after another; without it, one connection per call', async () => {
    const url = `http://127.0.0.1:${receiverPort}/hook`;
    connections = 0;
    for (let i = 0; i < 3; i++) expect((await post(url, { keepAlive: true })).kind).toBe('ok');
    expect(connections).toBe(1);
    connections = 0;
    for (let i = 0; i < 3; i++) expect((await post(url)).kind).toBe('ok');
    expect(connections).toBe(3);
  });

  it('sends again on a new connection when a pooled one was closed by the other side', async () => {
    const url = `http://127.0.0.1:${receiverPort}/hook`;
    expect((await post(url, { keepAlive: true })).kind).toBe('ok');
    connections = 0;
    dropReused = true;
    const result = await post(url, { keepAlive: true });
    expect(result.kind).toBe('ok');
    expect(dropReused).toBe(false);
    expect(connections).toBe(1);
  });

  it('never lends a socket opened under allowPrivate to a call without it', async () => {
    zone.set('hook.example', () => ({ A: ['127.0.0.1'] }));
    const url = `http://hook.example:${receiverPort}/hook`;
    expect((await post(url, { keepAlive: true, resolveHost })).kind).toBe('ok');
    expectRefused(await post(url, { keepAlive: true, resolveHost, allowPrivate: false }), 'not_public');
  });
});
