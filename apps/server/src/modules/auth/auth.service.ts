/**
 * Rules for accounts: sign-up with e-mail verification, sign-in, sign-out, password
 * recovery and change, profile. Only hashes of tokens and codes are stored; answers
 * to "does this address exist?" are the same for every address except at sign-up.
 */
import {
  MESSAGES,
  type TEmailOnlyRequest,
  type TLoginRequest,
  type TLoginResult,
  type TPasswordChangeRequest,
  type TPasswordResetRequest,
  type TProfileUpdateRequest,
  type TRegisterRequest,
  type TUser,
  type TVerificationQuery,
} from '@guidebook/contract';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';
import type { AuthUser, SessionCache } from '../../plugins/auth.ts';
import type { MailContent } from '../../mail/templates-auth.ts';
import { passwordResetMail, verifyEmailMail } from '../../mail/templates-auth.ts';
import * as repo from './auth.repository.ts';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './password-hash.ts';
import { presentUser } from './auth.presenter.ts';

export type AuthContext = {
  deps: Deps;
  log: FastifyBaseLogger;
  /** Mail whose outcome must not change the answer (resend, recover) goes out in the background. */
  background: (task: Promise<void>) => void;
  /** The auth plugin's session cache: every change to a session or to what it shows drops the account's entries. */
  sessions: SessionCache;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function link(ctx: AuthContext, page: string, code: string, vi: string): string {
  return `${ctx.deps.config.publicUrl}${page}?vc=${encodeURIComponent(code)}&vi=${vi}`;
}

function sendInBackground(ctx: AuthContext, to: string, mail: MailContent): void {
  ctx.background(
    ctx.deps.mailer.send({ to, ...mail }).catch((err: unknown) => {
      ctx.log.error({ err, to }, `could not send "${mail.subject}"`);
    }),
  );
}

export async function register(ctx: AuthContext, input: TRegisterRequest): Promise<void> {
  const { db } = ctx.deps.database;
  const now = ctx.deps.now();
  if (await repo.findUserByEmail(db, input.email)) throw new AppError('13', MESSAGES.register.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const code = newSecret();
  try {
    // The mail is sent inside the transaction: if it cannot go out, no half-made account
    // blocks the address and the person can simply try again.
    await db.transaction(async (tx) => {
      const user = await repo.createUser(tx, {
        email: input.email,
        name: input.name,
        lastname: input.lastname,
        password_hash: passwordHash,
        now,
      });
      const ttl = ctx.deps.config.verificationTtlMs;
      const vi = await repo.replaceCode(
        tx,
        user.id_user,
        'verify_email',
        hashSecret(code),
        new Date(now.getTime() + ttl),
        now,
      );
      const mail = verifyEmailMail({
        name: user.name,
        link: link(ctx, '/public/register_confirm', code, vi),
        ttlMs: ttl,
      });
      await ctx.deps.mailer.send({ to: user.email, ...mail });
    });
  } catch (err) {
    if (isUniqueViolation(err, repo.USERS_EMAIL_UNIQUE)) throw new AppError('13', MESSAGES.register.emailTaken);
    throw err;
  }
}

export async function verifyEmail(ctx: AuthContext, query: TVerificationQuery): Promise<void> {
  // A vi that is not a uuid cannot exist; asking the database would only raise a type error.
  if (!UUID.test(query.vi)) throw AppError.notFound(MESSAGES.register.verifyFailed);
  const { db } = ctx.deps.database;
  const now = ctx.deps.now();
  await db.transaction(async (tx) => {
    const idUser = await repo.consumeCode(tx, query.vi, 'verify_email', hashSecret(query.vc), now);
    if (idUser === undefined) throw AppError.notFound(MESSAGES.register.verifyFailed);
    await repo.markEmailVerified(tx, idUser, now);
  });
}

export async function resendVerification(ctx: AuthContext, input: TEmailOnlyRequest): Promise<void> {
  const { db } = ctx.deps.database;
  const user = await repo.findUserByEmail(db, input.email);
  if (!user || user.email_verified_at) return;
  const now = ctx.deps.now();
  const ttl = ctx.deps.config.verificationTtlMs;
  const code = newSecret();
  const vi = await db.transaction((tx) =>
    repo.replaceCode(tx, user.id_user, 'verify_email', hashSecret(code), new Date(now.getTime() + ttl), now),
  );
  sendInBackground(
    ctx,
    user.email,
    verifyEmailMail({ name: user.name, link: link(ctx, '/public/register_confirm', code, vi), ttlMs: ttl }),
  );
}

export async function login(ctx: AuthContext, input: TLoginRequest): Promise<TLoginResult> {
  const { db } = ctx.deps.database;
  const user = await repo.findUserByEmail(db, input.email);
  if (!user) {
    // Same work and same answer as a wrong password: the reply does not tell whether the address exists.
    await burnPasswordCheck(input.password);
    throw new AppError('40', MESSAGES.login.invalid);
  }
  if (!(await verifyPassword(input.password, user.password_hash))) throw new AppError('40', MESSAGES.login.invalid);
  if (!user.email_verified_at) throw new AppError('43', MESSAGES.login.unverified);

  const now = ctx.deps.now();
  if (needsRehash(user.password_hash))
    await repo.setPasswordHash(db, user.id_user, await hashPassword(input.password), now);
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + ctx.deps.config.sessionTtlMs);
  await repo.createSession(db, user.id_user, hashSecret(token), expiresAt, now);
  return { token, expires_at: expiresAt.toISOString(), user: presentUser(user), permissions: [] };
}

export async function logout(ctx: AuthContext, auth: AuthUser): Promise<void> {
  await repo.revokeSession(ctx.deps.database.db, auth.id_user, auth.id_session, ctx.deps.now());
  ctx.sessions.dropUser(auth.id_user);
}

export async function recoverPassword(ctx: AuthContext, input: TEmailOnlyRequest): Promise<void> {
  const { db } = ctx.deps.database;
  const user = await repo.findUserByEmail(db, input.email);
  if (!user) return;
  const now = ctx.deps.now();
  const ttl = ctx.deps.config.verificationTtlMs;
  const code = newSecret();
  const vi = await db.transaction((tx) =>
    repo.replaceCode(tx, user.id_user, 'reset_password', hashSecret(code), new Date(now.getTime() + ttl), now),
  );
  sendInBackground(
    ctx,
    user.email,
    passwordResetMail({ name: user.name, link: link(ctx, '/public/password_recover', code, vi), ttlMs: ttl }),
  );
}

export async function resetPassword(ctx: AuthContext, input: TPasswordResetRequest): Promise<void> {
  if (!UUID.test(input.vi)) throw AppError.notFound(MESSAGES.password.resetInvalid);
  const { db } = ctx.deps.database;
  const now = ctx.deps.now();
  const passwordHash = await hashPassword(input.password);
  const idUser = await db.transaction(async (tx) => {
    const id = await repo.consumeCode(tx, input.vi, 'reset_password', hashSecret(input.vc), now);
    if (id === undefined) throw AppError.notFound(MESSAGES.password.resetInvalid);
    await repo.setPasswordHash(tx, id, passwordHash, now);
    // The link reached the mailbox, which is all verification proves.
    await repo.markEmailVerified(tx, id, now);
    await repo.deleteUnusedCodes(tx, id, 'reset_password');
    await repo.revokeSessions(tx, id, now);
    return id;
  });
  // After the commit: a request reading the session in between cannot re-cache it (see SessionCache).
  ctx.sessions.dropUser(idUser);
}

export async function modifyProfile(ctx: AuthContext, auth: AuthUser, input: TProfileUpdateRequest): Promise<TUser> {
  const user = await repo.updateProfile(ctx.deps.database.db, auth.id_user, input, ctx.deps.now());
  // /users/me answers from the cached session: it must show the new name at once.
  ctx.sessions.dropUser(auth.id_user);
  if (!user) throw new AppError('40', MESSAGES.generic.unauthenticated);
  return presentUser(user);
}

export async function changePassword(ctx: AuthContext, auth: AuthUser, input: TPasswordChangeRequest): Promise<void> {
  const { db } = ctx.deps.database;
  const user = await repo.findUser(db, auth.id_user);
  if (!user) throw new AppError('40', MESSAGES.generic.unauthenticated);
  if (!(await verifyPassword(input.current_password, user.password_hash)))
    throw AppError.invalid('current_password', MESSAGES.password.currentWrong);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.deps.now();
  await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, auth.id_user, passwordHash, now);
    // Whoever else holds a session (perhaps the reason for the change) is signed out; this device stays in.
    await repo.revokeSessions(tx, auth.id_user, now, auth.id_session);
  });
  ctx.sessions.dropUser(auth.id_user);
}
