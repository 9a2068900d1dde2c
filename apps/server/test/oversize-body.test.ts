/**
 * An answer given while the request's body is still arriving reaches a client that is still
 * sending it (plugins/connection-limits.ts closeAfterBody). Through a real listening server and
 * Node's own http client, which loses the answer (EPIPE) when the server closes with its bytes
 * unread: every call that takes a body, sent a body over its limit with Content-Length, reads the
 * 45 envelope and no error; an upload past MAX_FILE_SIZE too; a body far past BODY_DRAIN_MAX_BYTES is
 * cut there, the server having read no more than that.
 */
import http from 'node:http';
import net, { type AddressInfo, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { GUIDE_IMPORT_MAX_BYTES, RESULT, STAY_IMPORT } from '@guidebook/contract';
import { getTestServer } from './helpers/test-app.ts';
import { buildFixture, CALLS, type Fixture } from './helpers/calls.ts';
import { BODY_LIMIT } from '../src/plugins/connection-limits.ts';

const MiB = 1024 * 1024;
/** Far below the 20 MB upload chunk sent below: the upload answers 45 in the middle of it. */
const MAX_FILE_SIZE = MiB;
/** More than the largest over-limit body below (the import's), far less than the cut body. */
const DRAIN_MAX_BYTES = GUIDE_IMPORT_MAX_BYTES + 16 * MiB;

/** Every socket the server accepted, to read how much of a body it read. */
const sockets: Socket[] = [];
const t = await getTestServer({ maxFileSize: MAX_FILE_SIZE, bodyDrainMaxBytes: DRAIN_MAX_BYTES });
const f: Fixture = await buildFixture(t.app);
t.app.server.on('connection', (socket: Socket) => sockets.push(socket));
await t.app.listen({ port: 0, host: '127.0.0.1' });
const { port } = t.app.server.address() as AddressInfo;

type Sent = {
  status: number | null;
  body: string;
  /** The client's own error (EPIPE, ECONNRESET), if any. */
  error: string | null;
  /** Bytes of the body the client got onto the wire. */
  written: number;
};

/**
 * Sends `head`, then `size` bytes of filler, then `tail`, with Content-Length and Node's http
 * client, honouring back-pressure, until the connection closes. Node's client stops sending and
 * closes by itself once it has read a whole answer that says `Connection: close`.
 */
function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  size: number,
  head = Buffer.alloc(0),
  tail = Buffer.alloc(0),
): Promise<Sent> {
  return new Promise((resolve) => {
    const out: Sent = { status: null, body: '', error: null, written: 0 };
    let closed = false;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method,
      path: url,
      agent: false,
      headers: { ...headers, 'content-length': String(head.length + size + tail.length) },
    });
    req.on('response', (res) => {
      out.status = res.statusCode ?? null;
      res.setEncoding('utf8');
      res.on('data', (text: string) => (out.body += text));
    });
    req.on('error', (err: NodeJS.ErrnoException) => (out.error = err.code ?? err.message));
    req.on('socket', (socket) =>
      socket.on('close', () => {
        closed = true;
        // Whatever 'error' the close brings is emitted first.
        setImmediate(() => resolve(out));
      }),
    );
    const filler = Buffer.alloc(MiB, 0x61);
    const write = (bytes: Buffer) =>
      new Promise<void>((next) => {
        out.written += bytes.length;
        if (req.write(bytes)) next();
        else req.once('drain', next);
      });
    void (async () => {
      await write(head);
      for (let left = size; left > 0 && !closed && !req.writableEnded; left -= MiB) {
        if (req.socket?.writableEnded || req.destroyed) return;
        await write(left >= MiB ? filler : filler.subarray(0, left));
      }
      if (!closed && !req.destroyed && !req.socket?.writableEnded) {
        await write(tail);
        req.end();
      }
    })();
  });
}

const envelopeOf = (sent: Sent) => JSON.parse(sent.body) as { RES_CODE: string; RES_MESSAGE: string };

/** The calls with a JSON body (the upload and the CSV import, multipart, have their own cases below). */
const JSON_CALLS = Object.entries(CALLS)
  .filter(([, call]) => call.body && !call.multipart)
  .map(([key]) => key);

/** A route's own limit where it differs from BODY_LIMIT. */
const LIMIT_OF: Record<string, number> = { 'POST /guides/import': GUIDE_IMPORT_MAX_BYTES };

function urlOf(key: string): string {
  let path = key.split(' ')[1]!;
  for (const [name, value] of Object.entries(CALLS[key]!.path?.(f) ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  return `/api${path}`;
}

describe('an oversize body, answered while it is still being sent', () => {
  it('finds the calls that take a body', () => {
    expect(JSON_CALLS.length).toBeGreaterThan(40);
    expect(JSON_CALLS).toContain('POST /guides/create');
    expect(Object.keys(LIMIT_OF).every((key) => JSON_CALLS.includes(key))).toBe(true);
  });

  it('reaches Node’s http client sending 20 MB to guides/create: 413 and 45, no EPIPE', async () => {
    const sent = await send(
      'POST',
      '/api/guides/create',
      { ...f.account.auth, 'content-type': 'application/json' },
      20e6,
    );
    expect(sent.error).toBeNull();
    expect(sent.status).toBe(413);
    expect(envelopeOf(sent).RES_CODE).toBe(RESULT.PAYLOAD_TOO_LARGE);
  });

  it.each(JSON_CALLS)('reaches the client for %s', async (key) => {
    const size = (LIMIT_OF[key] ?? BODY_LIMIT) + MiB;
    const headers = { ...f.account.auth, 'content-type': 'application/json' };
    const sent = await send(key.split(' ')[0]!, urlOf(key), headers, size);
    expect(sent.error, key).toBeNull();
    expect([sent.status, envelopeOf(sent).RES_CODE], key).toEqual([413, '45']);
  });

  it('reaches the client of an upload past MAX_FILE_SIZE (45 in the middle of the chunk)', async () => {
    const boundary = 'oversize-boundary';
    const field = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = Buffer.from(
      field('uploadId', crypto.randomUUID()) +
        field('name', 'big.jpg') +
        field('comment', '') +
        field('private', '4') +
        field('chunkIndex', '0') +
        field('totalChunks', '1') +
        `--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="blob"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const headers = { ...f.account.auth, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const sent = await send('POST', '/api/files/public/create', headers, 20e6, head, tail);
    expect(sent.error).toBeNull();
    expect(envelopeOf(sent).RES_CODE).toBe(RESULT.PAYLOAD_TOO_LARGE);
    expect(sent.status).toBe(413);
  });

  it('reaches the client of a CSV import past its size limit (45 in the middle of the file)', async () => {
    const boundary = 'oversize-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="id_guide"\r\n\r\n${f.guide}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stays.csv"\r\n` +
        'Content-Type: text/csv\r\n\r\nguest_name,check_in,check_out\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const headers = { ...f.account.auth, 'content-type': `multipart/form-data; boundary=${boundary}` };
    const sent = await send(
      'POST',
      '/api/invitations/import',
      headers,
      STAY_IMPORT.MAX_FILE_SIZE + 4 * MiB,
      head,
      tail,
    );
    expect(sent.error).toBeNull();
    expect(envelopeOf(sent).RES_CODE).toBe(RESULT.PAYLOAD_TOO_LARGE);
    expect(sent.status).toBe(413);
  });

  it('cuts a body that goes on far past BODY_DRAIN_MAX_BYTES, without reading the rest', async () => {
    // A raw client that keeps sending whatever the answer (Node's own stops once it has read it).
    const before = sockets.length;
    const size = 4 * DRAIN_MAX_BYTES;
    const filler = Buffer.alloc(MiB, 0x61);
    let written = 0;
    await new Promise<void>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
      socket.resume();
      const auth = Object.entries(f.account.auth).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(
        `POST /api/guides/create HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${size}\r\n${auth.join('')}\r\n`,
      );
      const pump = () => {
        while (!socket.destroyed && written < size) {
          written += filler.length;
          if (!socket.write(filler)) return void socket.once('drain', pump);
        }
      };
      pump();
    });
    expect(written).toBeLessThan(size);
    const socket = sockets[before]!;
    expect(socket.destroyed).toBe(true);
    // What the server read: the bound, and no more than what was in flight when it cut.
    expect(socket.bytesRead).toBeGreaterThan(DRAIN_MAX_BYTES);
    expect(socket.bytesRead).toBeLessThan(DRAIN_MAX_BYTES + 8 * MiB);
  });
});
