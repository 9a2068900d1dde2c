/**
 * Bearer-token authentication. `Authorization: Bearer <token>` or a bare token; the
 * token's SHA-256 is looked up among unrevoked, unexpired sessions.
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

/** The signed-in account of a request. */
export type AuthUser = Omit<SessionRow, 'expires_at'>;

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

export function registerAuth(app: FastifyInstance): void {
  const cache = new SessionCache();
  app.decorate('sessionCache', cache);
  // Revocations and profile changes are announced by the auth service (lib/events.ts).
  app.deps.events.on('sessionsChanged', ({ idUser }) => cache.dropUser(idUser));
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('40', MESSAGES.generic.unauthenticated);
    const tokenHash = hashSecret(token);
    const key = tokenHash.toString('base64');
    const now = app.deps.now();
    const cached = cache.get(key, now.getTime());
    if (cached) {
      // A copy: a handler changing request.auth must not change what the next request sees.
      request.auth = { ...cached };
      return;
    }
    const generation = cache.generation;
    const row = await findSession(app.deps, tokenHash, now);
    if (!row) throw new AppError('40', 'Your session has ended. Please sign in again.');
    const { expires_at: expiresAt, ...user } = row;
    cache.set(key, user, expiresAt.getTime(), now.getTime(), generation);
    request.auth = { ...user };
  });
}
