/**
 * The one way the server fetches an address someone outside chose (a calendar feed, a webhook's
 * POST): server-side request forgery cannot reach this machine, its network or a cloud metadata
 * service through it. Every connection resolves its host through a lookup that refuses a non-public
 * address (address-policy.ts), and the socket connects to exactly the address that was checked, so
 * a DNS answer that changes between a check and the connection (rebinding) cannot pass. Redirects
 * are followed here, each hop checked again. Time, size and hop count are bounded, and the answer is
 * a typed result, never a thrown error.
 *
 * A caller that talks to the same address many times a second (the webhook sender) may keep
 * connections open (`keepAlive`): the sockets are pooled per resolver and address policy, so a socket
 * is reused only by a call under the same guard that checked its address, and every new socket still
 * connects through the guarded lookup. A pooled socket the other side closed while it lay idle is
 * replaced by a new connection once, the request sent again.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isAddressAllowed } from './address-policy.ts';
import { systemResolveHost, type ResolveHost, type ResolvedAddress } from './resolve-host.ts';

export type FetchOutsideOptions = {
  /** The whole fetch, redirects and body included (default 10 s). */
  timeoutMs?: number;
  /** The body's size once decoded (default 5 MiB); a larger body is cut off, never held whole. */
  maxBytes?: number;
  /**
   * What a body past `maxBytes` is: 'refuse' (default) answers `too_large`; 'cut' answers its first
   * `maxBytes` with the rest left unread (`bodyCut`), for callers that need only an answer's status
   * and start (a webhook's receiver answering 2xx with a large page has received the event).
   */
  overLimit?: 'refuse' | 'cut';
  /** Redirects followed (default 3); one more is refused. */
  maxRedirects?: number;
  /** Validators of the copy the caller has: sent as If-None-Match / If-Modified-Since. */
  etag?: string | null;
  lastModified?: string | null;
  /**
   * Opens loopback, private, unique-local and shared (CGNAT) addresses, for tests and a host's own
   * network. Metadata addresses (169.254.169.254, fd00:ec2::254, ...) and link-local stay refused.
   */
  allowPrivate?: boolean;
  /** How host names become addresses (default: the system's resolver). */
  resolveHost?: ResolveHost;
  /** Sent on every hop, beside the guard's own headers. */
  headers?: Record<string, string>;
  /** Stops the fetch as its deadline would (the caller is closing). */
  signal?: AbortSignal;
  /** POST sends `body` (a webhook); GET by default. */
  method?: 'GET' | 'POST';
  body?: string | Buffer;
  /** Also read the body of an answer outside 2xx (a webhook's log keeps its start); cut at `maxBytes`. */
  readRefusedBody?: boolean;
  /** Reuse open connections to the same address (see the file's comment); a new connection per hop by default. */
  keepAlive?: boolean;
};

export type FetchOutsideRefusal =
  'bad_url' | 'not_public' | 'timeout' | 'too_large' | 'http_status' | 'too_many_redirects' | 'unreachable';

export type FetchOutsideResult =
  | {
      kind: 'ok';
      /** The address that answered, after redirects. */
      url: string;
      status: number;
      headers: http.IncomingHttpHeaders;
      body: Buffer;
      /** With `overLimit: 'cut'`: the body went on past `maxBytes` and is its start only. */
      bodyCut: boolean;
      etag: string | null;
      lastModified: string | null;
    }
  | { kind: 'not_modified'; url: string; etag: string | null; lastModified: string | null }
  | {
      kind: 'refused';
      reason: 'http_status';
      url: string;
      status: number;
      statusText: string;
      /** With `readRefusedBody`: the answer's body (up to `maxBytes`). */
      body?: Buffer;
    }
  | {
      kind: 'refused';
      reason: Exclude<FetchOutsideRefusal, 'http_status'>;
      url: string;
      /** What exactly: the refused address, an error code, the limit passed. For logs, not for hosts. */
      detail: string;
    };

export const FETCH_OUTSIDE_DEFAULTS = {
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 3,
} as const;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Thrown by the guarded lookup; recognised when the request fails. */
class NotPublicError extends Error {
  readonly code = 'ENOTPUBLIC';
  constructor(readonly address: string) {
    super(`Refused non-public address ${address}`);
  }
}

class Refusal {
  constructor(
    readonly reason: Exclude<FetchOutsideRefusal, 'http_status'>,
    readonly detail: string,
  ) {}
}

/**
 * A `lookup` for net.connect that resolves through `resolveHost` and refuses the whole host when any
 * of its addresses is not allowed (a name that also points inside is not a public service).
 */
function guardedLookup(resolveHost: ResolveHost, allowPrivate: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (addresses) => {
        const refused = addresses.find((a) => !isAddressAllowed(a.address, allowPrivate));
        if (refused) return callback(new NotPublicError(refused.address), '', 0);
        const family = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable: ResolvedAddress[] = family ? addresses.filter((a) => a.family === family) : addresses;
        const first = usable[0];
        if (!first) {
          return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        }
        if (options.all) return callback(null, usable);
        return callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** How long an idle pooled socket stays open (less when the server announces a shorter Keep-Alive timeout). */
const KEEP_ALIVE_IDLE_MS = 4_000;
/** Sockets open at once to one address through one pool (the webhook sender sends 50 at a time). */
const KEEP_ALIVE_MAX_SOCKETS = 64;

type AgentPair = { http: http.Agent; https: https.Agent; lookup: net.LookupFunction };

/** The keep-alive pools: one per resolver and address policy (an agent pools by host and port only). */
const keepAliveAgents = new WeakMap<ResolveHost, Map<boolean, AgentPair>>();

function keepAliveAgentsFor(resolveHost: ResolveHost, allowPrivate: boolean): AgentPair {
  const byPolicy = keepAliveAgents.get(resolveHost) ?? new Map<boolean, AgentPair>();
  keepAliveAgents.set(resolveHost, byPolicy);
  let pair = byPolicy.get(allowPrivate);
  if (!pair) {
    const options = {
      keepAlive: true,
      maxSockets: KEEP_ALIVE_MAX_SOCKETS,
      timeout: KEEP_ALIVE_IDLE_MS,
      scheduling: 'lifo' as const,
    };
    pair = {
      http: new http.Agent(options),
      https: new https.Agent(options),
      lookup: guardedLookup(resolveHost, allowPrivate),
    };
    byPolicy.set(allowPrivate, pair);
  }
  return pair;
}

/** The status's standard text; the server's own reason phrase only for a code HTTP does not name. */
function statusTextOf(status: number, reason: string | undefined): string {
  const known = http.STATUS_CODES[status];
  if (known) return known;
  const printable = (reason ?? '').replace(/[^\x20-\x7e]/g, '').trim();
  return printable.slice(0, 80);
}

function header(headers: http.IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Checks a URL before any connection: http(s), no credentials, and an IP literal host allowed. */
function checkUrl(raw: string | URL, base: URL | undefined, allowPrivate: boolean): URL | Refusal {
  let url: URL;
  try {
    // The WHATWG parser turns every IPv4 spelling (0x7f.1, 2130706433, 127.1) into a dotted quad.
    url = new URL(raw, base);
  } catch {
    return new Refusal('bad_url', 'unparsable');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return new Refusal('bad_url', `scheme ${url.protocol}`);
  if (url.username || url.password) return new Refusal('bad_url', 'credentials in the address');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === '') return new Refusal('bad_url', 'no host');
  // net.connect skips `lookup` for an IP literal, so a literal is checked here, once: it cannot change.
  if (net.isIP(host) && !isAddressAllowed(host, allowPrivate)) return new Refusal('not_public', host);
  return url;
}

/** An error of a pooled socket the other side had closed: nothing was answered, the request may go again. */
class StaleSocketError extends Error {}

/** One request of a fetch (the first, or one after a redirect): where, with what, through which lookup. */
type Hop = {
  url: URL;
  headers: Record<string, string>;
  lookup: net.LookupFunction;
  signal: AbortSignal;
  send: { method: 'GET' | 'POST'; body?: string | Buffer };
};

function openHopOnce(
  { url, headers, lookup, signal, send }: Hop,
  agents: AgentPair | null,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const request = (secure ? https : http).request({
      protocol: url.protocol,
      hostname: url.hostname.replace(/^\[|\]$/g, ''),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: send.method,
      headers,
      // Without a pool, a new connection per hop; with one, each new socket of the pool. Either way
      // every connection goes through the guarded lookup.
      agent: agents ? (secure ? agents.https : agents.http) : false,
      lookup,
      signal,
    });
    let answered = false;
    request.once('response', (response) => {
      answered = true;
      resolve(response);
    });
    // Kept after the answer: an error of a connection closed on purpose (too large) must not go unheard.
    request.on('error', (error: NodeJS.ErrnoException) => {
      const stale = !answered && request.reusedSocket && !signal.aborted;
      reject(stale && (error.code === 'ECONNRESET' || error.code === 'EPIPE') ? new StaleSocketError() : error);
    });
    request.end(send.body);
  });
}

async function openHop(hop: Hop, agents: AgentPair | null): Promise<http.IncomingMessage> {
  try {
    return await openHopOnce(hop, agents);
  } catch (error) {
    if (!(error instanceof StaleSocketError)) throw error;
    // The pooled socket had been closed by the other side: once more on a new connection.
    return openHopOnce(hop, null);
  }
}

/** A body as read: whole, or its first `maxBytes` when `cut` (the rest was not read). */
type ReadBody = { bytes: Buffer; cut: boolean };

/**
 * The decoded body; once it passes `maxBytes` (the connection is closed then) a refusal, or with
 * `cut` its first `maxBytes`.
 */
async function readBody(response: http.IncomingMessage, maxBytes: number, cut: boolean): Promise<ReadBody | Refusal> {
  const encoding = (header(response.headers, 'content-encoding') ?? 'identity').toLowerCase().trim();
  const declared = Number(header(response.headers, 'content-length') ?? NaN);
  if (!cut && Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    return new Refusal('too_large', `content-length ${declared}`);
  }
  const decoders: Record<string, () => zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress> = {
    gzip: () => zlib.createGunzip(),
    'x-gzip': () => zlib.createGunzip(),
    deflate: () => zlib.createInflate(),
    br: () => zlib.createBrotliDecompress(),
  };
  let source: Readable = response;
  if (encoding !== 'identity') {
    const decoder = decoders[encoding];
    if (!decoder) {
      response.destroy();
      return new Refusal('unreachable', `content-encoding ${encoding}`);
    }
    source = pipeline(response, decoder(), () => {});
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of source as AsyncIterable<Buffer>) {
    if (size + chunk.length > maxBytes) {
      source.destroy();
      response.destroy();
      if (!cut) return new Refusal('too_large', `over ${maxBytes} bytes`);
      chunks.push(chunk.subarray(0, maxBytes - size));
      return { bytes: Buffer.concat(chunks, maxBytes), cut: true };
    }
    size += chunk.length;
    chunks.push(chunk);
  }
  return { bytes: Buffer.concat(chunks, size), cut: false };
}

function refusalOfError(error: unknown, signal: AbortSignal): Refusal {
  if (signal.aborted) return new Refusal('timeout', 'deadline passed');
  if (error instanceof NotPublicError) return new Refusal('not_public', error.address);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOTPUBLIC') return new Refusal('not_public', String((error as NotPublicError).address));
  return new Refusal('unreachable', code ?? (error instanceof Error ? error.message : 'error'));
}

/** GETs (or POSTs) an outside address under the guard; see the file's comment. Never throws. */
export async function fetchOutside(input: string, options: FetchOutsideOptions = {}): Promise<FetchOutsideResult> {
  const timeoutMs = options.timeoutMs ?? FETCH_OUTSIDE_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? FETCH_OUTSIDE_DEFAULTS.maxBytes;
  const cut = options.overLimit === 'cut';
  const maxRedirects = options.maxRedirects ?? FETCH_OUTSIDE_DEFAULTS.maxRedirects;
  const allowPrivate = options.allowPrivate === true;
  const resolveHost = options.resolveHost ?? systemResolveHost;
  const agents = options.keepAlive ? keepAliveAgentsFor(resolveHost, allowPrivate) : null;
  const lookup = agents?.lookup ?? guardedLookup(resolveHost, allowPrivate);
  const headers: Record<string, string> = {
    'user-agent': 'Guidebook',
    accept: '*/*',
    'accept-encoding': 'gzip, deflate, br',
    ...options.headers,
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;

  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), timeoutMs);
  const stop = () => deadline.abort();
  if (options.signal?.aborted) stop();
  options.signal?.addEventListener('abort', stop, { once: true });
  let current = input;
  let checked: URL | Refusal = checkUrl(input, undefined, allowPrivate);
  try {
    for (let redirects = 0; ; redirects++) {
      if (checked instanceof Refusal)
        return { kind: 'refused', reason: checked.reason, url: current, detail: checked.detail };
      const url: URL = checked;
      current = url.href;
      const response = await openHop(
        {
          url,
          headers,
          lookup,
          signal: deadline.signal,
          send: { method: options.method ?? 'GET', ...(options.body === undefined ? {} : { body: options.body }) },
        },
        agents,
      );
      const { statusCode: status = 0 } = response;
      const location = header(response.headers, 'location');
      if (REDIRECTS.has(status) && location !== null) {
        // The redirect's own body is never read: its connection is closed.
        response.destroy();
        if (redirects >= maxRedirects) {
          return { kind: 'refused', reason: 'too_many_redirects', url: current, detail: `more than ${maxRedirects}` };
        }
        checked = checkUrl(location, url, allowPrivate);
        if (checked instanceof Refusal) current = location;
        continue;
      }
      if (status === 304) {
        response.destroy();
        return {
          kind: 'not_modified',
          url: current,
          etag: header(response.headers, 'etag') ?? options.etag ?? null,
          lastModified: header(response.headers, 'last-modified') ?? options.lastModified ?? null,
        };
      }
      if (status < 200 || status > 299) {
        const refused = {
          kind: 'refused',
          reason: 'http_status',
          url: current,
          status,
          statusText: statusTextOf(status, response.statusMessage),
        } as const;
        if (!options.readRefusedBody) {
          response.destroy();
          return refused;
        }
        const body = await readBody(response, maxBytes, cut);
        return { ...refused, body: body instanceof Refusal ? Buffer.alloc(0) : body.bytes };
      }
      const body = await readBody(response, maxBytes, cut);
      if (body instanceof Refusal) return { kind: 'refused', reason: body.reason, url: current, detail: body.detail };
      return {
        kind: 'ok',
        url: current,
        status,
        headers: response.headers,
        body: body.bytes,
        bodyCut: body.cut,
        etag: header(response.headers, 'etag'),
        lastModified: header(response.headers, 'last-modified'),
      };
    }
  } catch (error) {
    const refusal = refusalOfError(error, deadline.signal);
    return { kind: 'refused', reason: refusal.reason, url: current, detail: refusal.detail };
  } finally {
    options.signal?.removeEventListener('abort', stop);
    clearTimeout(timer);
  }
}
