/**
 * Verified accounts with a live session, made straight in the database so tests of
 * other features do not depend on the sign-up flow (auth.test.ts covers that flow).
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sessions, users } from '../../src/db/schema.ts';
import { hashSecret, newSecret } from '../../src/lib/tokens.ts';

export type TestAccount = { id_user: number; email: string; token: string; auth: { authorization: string } };

export async function createAccount(app: FastifyInstance, email?: string): Promise<TestAccount> {
  const { db } = app.deps.database;
  const address = email ?? `host-${crypto.randomBytes(4).toString('hex')}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ email: address, name: 'Test', lastname: 'Host', password_hash: 'unused', email_verified_at: new Date() })
    .returning();
  const token = newSecret();
  await db.insert(sessions).values({
    id_user: user!.id_user,
    token_hash: hashSecret(token),
    expires_at: new Date(Date.now() + 86_400_000),
  });
  return { id_user: user!.id_user, email: address, token, auth: { authorization: `Bearer ${token}` } };
}
