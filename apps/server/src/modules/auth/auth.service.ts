/**
 * Rules for accounts: sign-up with e-mail verification, sign-in, sign-out, password
 * recovery and change, profile. Only hashes of tokens and codes are stored; answers
 * to "does this address exist?" are the same for every address except at sign-up.
 */
import {
  MESSAGES,
  RESULT,
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
import { isUniqueViolation } from '../../db/pg-errors.ts';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { catalogLanguage } from '../../lib/languages.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';
import type { AuthUser, SessionAuth } from './access.ts';
import { sessionsChanged } from '../../lib/events.ts';
import { queueMail } from '../../mail/outbox.ts';
import { passwordResetMail, verifyEmailMail, emailedLink } from '../../mail/templates-auth.ts';
import { membershipsOf } from '../team/team.service.ts';
import * as repo from './auth.repository.ts';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './password-hash.ts';
import { presentUser } from './auth.presenter.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function link(deps: Deps, page: string, code: string, vi: string): string {
  return emailedLink(deps.config.publicUrl, page, code, vi);
}

/** The account language a request asks for: a catalog language, else VALIDATION on `language`. */
function accountLanguage(asked: string): string {
  const language = catalogLanguage(asked);
  if (!language) throw AppError.invalid('language', MESSAGES.profile.languageInvalid);
  return language;
}

/** `fallback`: the request's own language (Accept-Language), used when the form does not say. */
export async function register(deps: Deps, input: TRegisterRequest, fallback = 'en'): Promise<void> {
  const language = input.language === undefined ? fallback : accountLanguage(input.language);
  const { db } = deps.database;
  const now = deps.now();
  if (await repo.findUserByEmail(db, input.email)) throw new AppError(RESULT.CONFLICT, MESSAGES.register.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const code = newSecret();
  try {
    // The mail is queued inside the transaction: the account and its e-mail exist together or not
    // at all, so no half-made account blocks the address.
    await db.transaction(async (tx) => {
      const user = await repo.createUser(tx, {
        email: input.email,
        name: input.name,
        lastname: input.lastname,
        password_hash: passwordHash,
        language,
        now,
      });
      const ttl = deps.config.verificationTtlMs;
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
        link: link(deps, '/public/register_confirm', code, vi),
        ttlMs: ttl,
        language,
      });
      await queueMail(deps, { to: user.email, ...mail }, tx);
    });
  } catch (err) {
    if (isUniqueViolation(err, repo.USERS_EMAIL_UNIQUE))
      throw new AppError(RESULT.CONFLICT, MESSAGES.register.emailTaken);
    throw err;
  }
}

export async function verifyEmail(deps: Deps, query: TVerificationQuery): Promise<void> {
  // A vi that is not a uuid cannot exist; asking the database would only raise a type error.
  if (!UUID.test(query.vi)) throw AppError.notFound(MESSAGES.register.verifyFailed);
  const { db } = deps.database;
  const now = deps.now();
  await db.transaction(async (tx) => {
    const idUser = await repo.consumeCode(tx, query.vi, 'verify_email', hashSecret(query.vc), now);
    if (idUser === undefined) throw AppError.notFound(MESSAGES.register.verifyFailed);
    await repo.markEmailVerified(tx, idUser, now);
  });
}

export async function resendVerification(deps: Deps, input: TEmailOnlyRequest): Promise<void> {
  const { db } = deps.database;
  const user = await repo.findUserByEmail(db, input.email);
  if (!user || user.email_verified_at) return;
  const now = deps.now();
  const ttl = deps.config.verificationTtlMs;
  const code = newSecret();
  const vi = await db.transaction((tx) =>
    repo.replaceCode(tx, user.id_user, 'verify_email', hashSecret(code), new Date(now.getTime() + ttl), now),
  );
  // Queued (mail/outbox.ts): sent by whichever instance takes the job, retried while the relay refuses it.
  await queueMail(deps, {
    to: user.email,
    ...verifyEmailMail({
      name: user.name,
      link: link(deps, '/public/register_confirm', code, vi),
      ttlMs: ttl,
      language: user.language,
    }),
  });
}

export async function login(deps: Deps, input: TLoginRequest): Promise<TLoginResult> {
  const { db } = deps.database;
  const user = await repo.findUserByEmail(db, input.email);
  if (!user) {
    // Same work and same answer as a wrong password: the reply does not tell whether the address exists.
    await burnPasswordCheck(input.password);
    throw new AppError(RESULT.UNAUTHENTICATED, MESSAGES.login.invalid);
  }
  if (!(await verifyPassword(input.password, user.password_hash)))
    throw new AppError(RESULT.UNAUTHENTICATED, MESSAGES.login.invalid);
  if (!user.email_verified_at) throw new AppError(RESULT.FORBIDDEN, MESSAGES.login.unverified);

  const now = deps.now();
  if (needsRehash(user.password_hash))
    await repo.setPasswordHash(db, user.id_user, await hashPassword(input.password), now);
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + deps.config.sessionTtlMs);
  await repo.createSession(db, user.id_user, hashSecret(token), expiresAt, now);
  // A session starts in the account's own workspace (the first of its memberships).
  const [own] = await membershipsOf(deps, user.id_user);
  if (!own) throw new Error(`account ${user.id_user} has no workspace`);
  const presented = presentUser(user, own);
  return { token, expires_at: expiresAt.toISOString(), user: presented, permissions: presented.permissions };
}

export async function logout(deps: Deps, auth: SessionAuth): Promise<void> {
  await repo.revokeSession(deps.database.db, auth.id_user, auth.id_session, deps.now());
  sessionsChanged(deps, auth.id_user);
}

export async function recoverPassword(deps: Deps, input: TEmailOnlyRequest): Promise<void> {
  const { db } = deps.database;
  const user = await repo.findUserByEmail(db, input.email);
  if (!user) return;
  const now = deps.now();
  const ttl = deps.config.verificationTtlMs;
  const code = newSecret();
  const vi = await db.transaction((tx) =>
    repo.replaceCode(tx, user.id_user, 'reset_password', hashSecret(code), new Date(now.getTime() + ttl), now),
  );
  await queueMail(deps, {
    to: user.email,
    ...passwordResetMail({
      name: user.name,
      link: link(deps, '/public/password_recover', code, vi),
      ttlMs: ttl,
      language: user.language,
    }),
  });
}

export async function resetPassword(deps: Deps, input: TPasswordResetRequest): Promise<void> {
  if (!UUID.test(input.vi)) throw AppError.notFound(MESSAGES.password.resetInvalid);
  const { db } = deps.database;
  const now = deps.now();
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
  sessionsChanged(deps, idUser);
}

export async function modifyProfile(deps: Deps, auth: AuthUser, input: TProfileUpdateRequest): Promise<TUser> {
  const { language, ...names } = input;
  const fields = language === undefined ? names : { ...names, language: accountLanguage(language) };
  const user = await repo.updateProfile(deps.database.db, auth.id_user, fields, deps.now());
  // /users/me answers from the cached session: it must show the new name at once.
  sessionsChanged(deps, auth.id_user);
  if (!user) throw new AppError(RESULT.UNAUTHENTICATED, MESSAGES.generic.unauthenticated);
  return presentUser(user, auth.workspace);
}

export async function changePassword(deps: Deps, auth: SessionAuth, input: TPasswordChangeRequest): Promise<void> {
  const { db } = deps.database;
  const user = await repo.findUser(db, auth.id_user);
  if (!user) throw new AppError(RESULT.UNAUTHENTICATED, MESSAGES.generic.unauthenticated);
  if (!(await verifyPassword(input.current_password, user.password_hash)))
    throw AppError.invalid('current_password', MESSAGES.password.currentWrong);
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, auth.id_user, passwordHash, now);
    // Whoever else holds a session (perhaps the reason for the change) is signed out; this device stays in.
    await repo.revokeSessions(tx, auth.id_user, now, auth.id_session);
  });
  sessionsChanged(deps, auth.id_user);
}

/** The signed-in account of a session token's hash, or undefined (the auth plugin's lookup). */
export type { SessionRow } from './auth.repository.ts';

export async function findSession(deps: Deps, tokenHash: Buffer, now: Date): Promise<repo.SessionRow | undefined> {
  return repo.findSession(deps.database.db, tokenHash, now);
}
