/**
 * How long a connection may keep the server waiting: the Fastify options buildApp spreads into
 * Fastify(). One rule for every request, REQUEST_IDLE_TIMEOUT_SECONDS (default 30 s):
 *
 * - connectionTimeout (the socket's idle timeout): a connection that sends and receives no byte
 *   for that long is closed. A client that stops in the middle of a 100 MB chunk is dropped after
 *   it, and the upload code cleans up what it had written; a slow uplink that keeps sending gets
 *   its chunk through however long it takes, since every byte restarts the clock. It also covers
 *   a handler silent for that long (none is: the slowest, an upload's assembly, takes seconds).
 * - requestTimeout 0 (no limit on a whole request): any total limit would cut a slow 100 MB
 *   chunk; the idle rule is what stops a stalled one.
 * - headersTimeout = the idle timeout: the header block must be whole within it, so a client
 *   trickling one header byte at a time cannot hold a socket for ever. Node checks it every
 *   connectionsCheckingInterval (its default, 30 s, would let it overrun by that much).
 * - keepAliveTimeout 72 s between requests on a kept-alive connection: longer than the 60 s for
 *   which common reverse proxies (nginx's upstream keepalive_timeout, AWS ALB) keep an idle
 *   pooled connection, so the proxy closes first and never sends a request down a connection
 *   this server is closing (Fastify's own default, for that reason).
 * - clientErrorHandler: a request Node's parser cannot finish (its sender cut the body short,
 *   headers too large or too slow) answers the 10 envelope instead of Fastify's plain 400 body,
 *   when nothing of another answer is on the wire yet.
 * - bodyLimit (BODY_LIMIT) for a body Fastify parses; closeAfterBody (below) for every answer given
 *   while its request's body is still arriving.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, RESULT } from '@guidebook/contract';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { rawErrorAnswer } from './envelope.ts';

export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** The largest body Fastify parses for a call (a route may set its own: the guide import); larger answers 45. */
export const BODY_LIMIT = 12 * 1024 * 1024;

export function connectionLimits(config: Config) {
  const idle = config.requestIdleTimeoutMs;
  return {
    bodyLimit: BODY_LIMIT,
    connectionTimeout: idle,
    requestTimeout: 0,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: idle, connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.round(idle / 2))) },
    clientErrorHandler,
  };
}

function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  this.log.debug({ err }, 'client error');
  // Node's own rule: answer only when no byte of a response is on this socket yet.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent)
    socket.write(rawErrorAnswer(new AppError(RESULT.BAD_REQUEST, MESSAGES.generic.unreadableRequest)));
  socket.destroy(err);
}

/**
 * An answer given while its request's body is still arriving: a body over its limit (413 and 45,
 * answered from its Content-Length before a byte of it is read), an upload past MAX_FILE_SIZE (45
 * in the middle of the chunk), a call refused before it reads its body (40, 43, 44). Closing the
 * socket as soon as the answer is written, with the client's bytes unread, makes the kernel reset
 * the connection, and a client still sending (Node's own http, most libraries) loses the answer
 * with it: EPIPE or ECONNRESET instead of the envelope. So, like nginx's lingering close, the answer
 * says `Connection: close`, the rest of the body is read and dropped as it arrives (nothing of it is
 * kept), and the socket closes once the body has ended and the answer is out. A body that goes on
 * for more than BODY_DRAIN_MAX_BYTES after the answer, or for longer than REQUEST_IDLE_TIMEOUT_SECONDS,
 * is cut there (that client may then lose the answer). Called from the app's one onSend hook, so
 * every route and every error path goes through it; a request whose body is whole is left alone
 * (keep-alive as usual).
 */
export function closeAfterBody(request: FastifyRequest, reply: FastifyReply, config: Config): void {
  const req: IncomingMessage = request.raw;
  // `complete` is Node's: false until the parser has seen the body's last byte (inject's requests have none).
  if (req.complete !== false || req.socket.destroyed) return;
  const socket = req.socket;
  reply.header('Connection', 'close');

  let answered = false;
  let dropped = 0;
  const closeSoon = socket.destroySoon.bind(socket);
  const done = () => clearTimeout(timer);
  const cut = () => {
    done();
    socket.destroy();
  };
  const timer = setTimeout(cut, config.requestIdleTimeoutMs).unref();
  const closeWhenDone = () => {
    if (!answered || !req.complete) return;
    done();
    closeSoon();
  };
  socket.once('close', done);
  // Node calls this once the answer is written, because of `Connection: close`: wait for the body first.
  socket.destroySoon = () => {
    answered = true;
    closeWhenDone();
  };
  // Whoever was reading the body (an upload's multipart parser) has stopped; the rest only flows away.
  req.unpipe();
  req.removeAllListeners('data');
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > config.bodyDrainMaxBytes) cut();
  });
  req.once('end', closeWhenDone);
  // The client gave up on the body (it has read the answer, or it went away): nothing more to wait for.
  req.once('close', () => {
    if (!req.complete) cut();
  });
  req.resume();
}
