/**
 * SQL for accounts, sessions and e-mailed codes. Lookups by e-mail are case-insensitive
 * (the unique index is on lower(email)). Secrets arrive here already hashed.
 */
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users, verificationCodes, type DbUser } from '../../db/schema.ts';

export type CodePurpose = 'verify_email' | 'reset_password';
/** The database or a transaction on it: every function below works inside either. */
export type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The unique index on lower(email): two sign-ups with one address raced past the first check. */
export const USERS_EMAIL_UNIQUE = 'users_email_unique';

export async function findUserByEmail(db: Conn, email: string): Promise<DbUser | undefined> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return rows[0];
}

export async function findUser(db: Conn, idUser: number): Promise<DbUser | undefined> {
  const rows = await db.select().from(users).where(eq(users.id_user, idUser)).limit(1);
  return rows[0];
}

export async function createUser(
  db: Conn,
  fields: { email: string; name: string; lastname: string; password_hash: string; language: string; now: Date },
): Promise<DbUser> {
  const { now, ...values } = fields;
  const rows = await db
    .insert(users)
    .values({ ...values, date_created: now, date_modified: now })
    .returning();
  return rows[0] as DbUser;
}

export async function updateProfile(
  db: Conn,
  idUser: number,
  fields: { name: string; lastname: string; language?: string },
  now: Date,
): Promise<DbUser | undefined> {
  const rows = await db
    .update(users)
    .set({ ...fields, date_modified: now })
    .where(eq(users.id_user, idUser))
    .returning();
  return rows[0];
}

export async function setPasswordHash(db: Conn, idUser: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ password_hash: passwordHash, date_modified: now }).where(eq(users.id_user, idUser));
}

/** Keeps the first verification time if the account was verified already. */
export async function markEmailVerified(db: Conn, idUser: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ email_verified_at: sql`coalesce(${users.email_verified_at}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id_user, idUser));
}

export async function createSession(
  db: Conn,
  idUser: number,
  tokenHash: Buffer,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await db
    .insert(sessions)
    .values({ id_user: idUser, token_hash: tokenHash, expires_at: expiresAt, date_created: now });
}

export async function revokeSession(db: Conn, idUser: number, idSession: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(and(eq(sessions.id_user, idUser), eq(sessions.id_session, idSession), isNull(sessions.revoked_at)));
}

/** Every live session of the account, except `keepSession` when given. Returns how many. */
export async function revokeSessions(db: Conn, idUser: number, now: Date, keepSession?: number): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: now })
    .where(
      and(
        eq(sessions.id_user, idUser),
        isNull(sessions.revoked_at),
        keepSession === undefined ? undefined : ne(sessions.id_session, keepSession),
      ),
    )
    .returning({ id: sessions.id_session });
  return rows.length;
}

export async function deleteUnusedCodes(db: Conn, idUser: number, purpose: CodePurpose): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(
      and(
        eq(verificationCodes.id_user, idUser),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.used_at),
      ),
    );
}

/** Replaces the account's unused codes for this purpose: only the newest link works. */
export async function replaceCode(
  db: Conn,
  idUser: number,
  purpose: CodePurpose,
  codeHash: Buffer,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  await deleteUnusedCodes(db, idUser, purpose);
  const rows = await db
    .insert(verificationCodes)
    .values({ id_user: idUser, purpose, code_hash: codeHash, expires_at: expiresAt, date_created: now })
    .returning({ vi: verificationCodes.vi });
  return (rows[0] as { vi: string }).vi;
}

/**
 * Marks the code used if (vi, hash, purpose) match, it is unused and unexpired, in one
 * statement so two simultaneous clicks cannot both succeed. Returns the account's id.
 */
export async function consumeCode(
  db: Conn,
  vi: string,
  purpose: CodePurpose,
  codeHash: Buffer,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .update(verificationCodes)
    .set({ used_at: now })
    .where(
      and(
        eq(verificationCodes.vi, vi),
        eq(verificationCodes.purpose, purpose),
        eq(verificationCodes.code_hash, codeHash),
        isNull(verificationCodes.used_at),
        gt(verificationCodes.expires_at, now),
      ),
    )
    .returning({ id_user: verificationCodes.id_user });
  return rows[0]?.id_user;
}

/** A signed-in account as the auth plugin keeps it, with its session's end. */
export type SessionRow = {
  id_user: number;
  id_session: number;
  email: string;
  name: string;
  lastname: string;
  /** The account's language (a catalog language), null for English. */
  language: string | null;
  expires_at: Date;
};

/** The account behind an unrevoked, unexpired session, by the token's hash. */
export async function findSession(db: Conn, tokenHash: Buffer, now: Date): Promise<SessionRow | undefined> {
  const rows = await db
    .select({
      id_user: users.id_user,
      id_session: sessions.id_session,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
      language: users.language,
      expires_at: sessions.expires_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id_user, sessions.id_user))
    .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at), gt(sessions.expires_at, now)))
    .limit(1);
  return rows[0];
}
