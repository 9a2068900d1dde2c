/**
 * The limits of calls that send e-mail or try passwords (sign-up, sign-in, password reset, team
 * invitations): RATE_LIMIT_PER_MINUTE per client address (the route's own `config.rateLimit`) and
 * the same per e-mail address in the body (`perEmailLimit`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, RESULT } from '@guidebook/contract';
import { AppError } from '../lib/app-error.ts';

/** The window the per-address and per-e-mail limits count in. */
export const RATE_WINDOW_MS = 60_000;

/** A route's own per-client-address limit (`config: perAddressLimit(max)`), counted at onRequest. */
export function perAddressLimit(max: number) {
  return { rateLimit: { max, timeWindow: RATE_WINDOW_MS } };
}

/**
 * A second limiter keyed by the (already validated, lower-cased) e-mail in the body, so
 * one address cannot be attacked from many client addresses. It runs as a preHandler
 * because the body is parsed only by then; the per-address limit runs at onRequest.
 * createRateLimit, not rateLimit(): the latter is skipped once the route's own limiter ran.
 */
export function perEmailLimit(app: FastifyInstance, max: number) {
  const check = app.createRateLimit({
    max,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: (request) => `email:${String((request.body as { email?: unknown } | undefined)?.email ?? '')}`,
  });
  return async (request: FastifyRequest): Promise<void> => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      const seconds = Math.max(1, result.ttlInSeconds);
      throw new AppError(RESULT.RATE_LIMITED, MESSAGES.login.tooManyAttempts(seconds), undefined, {
        'Retry-After': String(seconds),
      });
    }
  };
}
