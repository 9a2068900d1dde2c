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
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { MESSAGES } from '@guidebook/contract';
import type { Config } from '../config.ts';
import { AppError } from '../lib/app-error.ts';
import { rawErrorAnswer } from './envelope.ts';

export const KEEP_ALIVE_TIMEOUT_MS = 72_000;

export function connectionLimits(config: Config) {
  const idle = config.requestIdleTimeoutMs;
  return {
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
    socket.write(rawErrorAnswer(new AppError('10', MESSAGES.generic.unreadableRequest)));
  socket.destroy(err);
}
