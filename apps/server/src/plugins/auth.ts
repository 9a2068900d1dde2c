/**
 * Bearer-token authentication. `Authorization: Bearer <token>` or a bare token; the
 * token's SHA-256 is looked up among unrevoked, unexpired sessions.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES } from '@guidebook/contract';
import { AppError } from '../lib/app-error.ts';
import { hashSecret } from '../lib/tokens.ts';
import { sessions, users } from '../db/schema.ts';

export type AuthUser = {
  id_user: number;
  id_session: number;
  email: string;
  name: string;
  lastname: string;
  role: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
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
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerToken(request);
    if (!token) throw new AppError('40', MESSAGES.generic.unauthenticated);
    const { db } = app.deps.database;
    const rows = await db
      .select({
        id_user: users.id_user,
        id_session: sessions.id_session,
        email: users.email,
        name: users.name,
        lastname: users.lastname,
        role: users.role,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id_user, sessions.id_user))
      .where(
        and(
          eq(sessions.token_hash, hashSecret(token)),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, app.deps.now()),
        ),
      )
      .limit(1);
    const row = rows[0];
    if (!row) throw new AppError('40', 'Your session has ended. Please sign in again.');
    request.auth = row;
  });
}
