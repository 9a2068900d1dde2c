/**
 * Bearer-token authentication. `Authorization: Bearer <token>` or a bare token; the
 * token's SHA-256 is looked up among unrevoked, unexpired sessions, or, for a token starting
 * with `gbk_`, among the API tokens (modules/api-tokens). What an API token may do is decided
 * here, for every call at once: a `read` token makes GET calls only, no token makes a call whose
 * route says `config: { apiTokens: 'never' }` (tokens, account changes), and each token's calls
 * are counted against API_TOKEN_RATE_LIMIT_PER_MINUTE (44 with Retry-After).
 *
 * Found sessions are kept in a small in-process cache (SessionCache) for a few seconds,
 * so an authenticated call costs one query (its own) instead of two. Every revocation
 * (logout, password reset and change, profile changes shown by /users/me) is announced by
 * the auth service (`sessionsChanged`) right after its transaction commits, and the cache
 * drops the account's entries, so revoking stays immediate: in this process at once, on
 * other instances as soon as PostgreSQL relays the event (lib/cluster-events.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@guidebook/contract';
import { AppError } from '../lib/app-error.ts';
import { hashSecret } from '../lib/tokens.ts';
import { findSession, type SessionRow } from '../modules/auth/auth.service.ts';
import { findTokenCredential, isApiToken } from '../modules/api-tokens/api-tokens.service.ts';

/** The API token a request was made with (null: a signed-in session). */
export type ApiTokenAuth = { id_api_token: number; scope: 'read' | 'write' };

/**
 * The signed-in account of a request. `id_session` is null for a call made with an API token,
 * which `api_token` then names.
 */
export type AuthUser = Omit<SessionRow, 'expires_at' | 'id_session'> & {
  id_session: number | null;
  api_token: ApiTokenAuth | null;
};

/** A signed-in session, not an API token (logout and password change act on it). */
export type SessionAuth = AuthUser & { id_session: number };

/** Calls that only a signed-in person may make (`config: { apiTokens: 'never' }` on the route). */
export type ApiTokenAccess = 'never';

/** The window API tokens' calls are counted in. */
const TOKEN_RATE_WINDOW_MS = 60_000;

/** How long a found session is trusted without asking the database again. */
export const SESSION_CACHE_TTL_MS = 30_000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

type CachedSession = { user: AuthUser; untilMs: number };

/**
 * Sessions found recently, keyed by the token's hash. An entry never outlives its session's
 * expires_at. `generation` changes on every drop: a lookup that started before a revocation
 * committed does not store what it read, so a revoked session cannot come back into the cache.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();
  private generationValue = 0;
  private suspended = false;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
  ) {}

  get generation(): number {
    return this.generationValue;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string, nowMs: number): AuthUser | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.untilMs <= nowMs) {
      this.entries.delete(key);
      return null;
    }
    return entry.user;
  }

  /** Stores a session read from the database when no drop happened since `generation` was read. */
  set(key: string, user: AuthUser, sessionExpiresMs: number, nowMs: number, generation: number): void {
    if (generation !== this.generationValue || this.suspended) return;
    this.entries.delete(key);
    // Maps iterate in insertion order: the first key is the oldest entry.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    this.entries.set(key, { user, untilMs: Math.min(nowMs + this.ttlMs, sessionExpiresMs) });
  }

  /** Forgets every cached session of the account; call after the change that revokes them commits. */
  dropUser(idUser: number): void {
    this.generationValue += 1;
    for (const [key, entry] of this.entries) if (entry.user.id_user === idUser) this.entries.delete(key);
  }

  clear(): void {
    this.generationValue += 1;
    this.entries.clear();
  }

  /** Revocations on other instances may go unheard (lib/cluster-events.ts): keep nothing until `resume`. */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** Every revocation is heard again; what was read before now is not stored. */
  resume(): void {
    this.clear();
    this.suspended = false;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'never': API tokens may not make this call (43), whatever their scope. */
    apiTokens?: ApiTokenAccess;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    sessionCache: SessionCache;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const value = header.trim();
  const token = /^bearer\s+/i.test(value) ? value.replace(/^bearer\s+/i, '').trim() : value;
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The signed-in account; throws 40 when there is none. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw new AppError('40', MESSAGES.generic.unauthenticated);
  return request.auth;
}

/** A signed-in session (not an API token): the calls that act on the session itself. */
export function requireSession(request: FastifyRequest): SessionAuth {
  const auth = requireUser(request);
  if (auth.id_session === null) throw new AppError('43', MESSAGES.apiToken.notForTokens);
  return { ...auth, id_session: auth.id_session };
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/** A copy: a handler changing request.auth must not change what the next request sees. */
function copy(user: AuthUser): AuthUser {
  return { ...user, api_token: user.api_token && { ...user.api_token } };
}

/** What an API token may not do on this route, as the 43 that says so; null when it may. */
function tokenRefusal(request: FastifyRequest, token: ApiTokenAuth): AppError | null {
  if (request.routeOptions.config.apiTokens === 'never') return new AppError('43', MESSAGES.apiToken.notForTokens);
  if (token.scope === 'read' && !READ_METHODS.has(request.method))
    return new AppError('43', MESSAGES.apiToken.readOnly(request.method));
  return null;
}

export function registerAuth(app: FastifyInstance): void {
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  // Revocations and profile changes are announced by the auth service (lib/events.ts).
  app.deps.events.on('sessionsChanged', ({ idUser }) => cache.dropUser(idUser));
  app.decorateRequest('auth', null);
  // Made here, once, before any route's limiter: the shared store tells unnamed limiters apart by order.
  const tokenLimit = app.createRateLimit({
    max: app.deps.config.apiTokenRateLimitPerMinute,
    timeWindow: TOKEN_RATE_WINDOW_MS,
    keyGenerator: (request) => `api-token:${request.auth?.api_token?.id_api_token ?? 0}`,
  });

  /** The account of this bearer token, from the cache or the database; throws 40 when there is none. */
  const lookUp = async (token: string): Promise<AuthUser> => {
    const tokenHash = hashSecret(token);
    const key = tokenHash.toString('base64');
    const now = app.deps.now();
    const cached = cache.get(key, now.getTime());
    if (cached) return copy(cached);
    const generation = cache.generation;
    if (isApiToken(token)) {
      const found = await findTokenCredential(app.deps, tokenHash, now);
      if (found) {
        const { id_api_token, scope, expires_at: expiresAt, ...account } = found;
        const user: AuthUser = {
          ...account,
          id_session: null,
          api_token: { id_api_token, scope: scope as ApiTokenAuth['scope'] },
        };
        cache.set(key, user, expiresAt?.getTime() ?? Number.MAX_SAFE_INTEGER, now.getTime(), generation);
        return copy(user);
      }
      // Session tokens are random base64url: one in 16.7 million starts with the prefix too.
    }
    const row = await findSession(app.deps, tokenHash, now);
    if (!row)
      throw new AppError(
        '40',
        isApiToken(token) ? MESSAGES.apiToken.invalid : 'Your session has ended. Please sign in again.',
      );
    const { expires_at: expiresAt, ...session } = row;
    const user: AuthUser = { ...session, api_token: null };
    cache.set(key, user, expiresAt.getTime(), now.getTime(), generation);
    return copy(user);
  };

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('40', MESSAGES.generic.unauthenticated);
    const auth = await lookUp(token);
    request.auth = auth;
    if (!auth.api_token) return;
    const refusal = tokenRefusal(request, auth.api_token);
    if (refusal) throw refusal;
    const limit = await tokenLimit(request);
    if (!limit.isAllowed && limit.isExceeded) {
      const seconds = Math.max(1, limit.ttlInSeconds);
      throw new AppError('44', MESSAGES.apiToken.tooMany(seconds), undefined, { 'Retry-After': String(seconds) });
    }
  });
}
