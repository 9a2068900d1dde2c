/**
 * Workspaces and their members: who belongs where with which role and guides, the
 * e-mailed invitation (single-use, expiring like the other e-mailed links), and the guide-scope
 * check the auth plugin runs for members limited to chosen guides or to guides with chosen tags. Every change to a person's
 * membership is announced like a sign-out (`sessionsChanged`), so every instance's credential cache
 * forgets what it knew and the member's next request sees the change.
 */
import {
  MESSAGES,
  RESULT,
  permissionsOf,
  ROLES,
  TEAM,
  type TMember,
  type TPermission,
  type TRole,
  type TTeamInvitation,
  type TTeamInvitationQuery,
  type TWorkspace,
  type ZMemberInviteRequest,
  type ZMemberModifyRequest,
} from '@guidebook/contract';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Deps } from '../../lib/deps.ts';
import { sessionsChanged } from '../../lib/events.ts';
import { hashSecret, newSecret } from '../../lib/tokens.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { queueMail } from '../../mail/outbox.ts';
import { emailedLink, teamInvitationMail } from '../../mail/templates-auth.ts';
import { deleteTokensOfMember } from '../api-tokens/api-tokens.service.ts';
import * as repo from './team.repository.ts';

/** A workspace an account acts in, with what it may do there. */
export type Membership = {
  id_workspace: number;
  name: string;
  role: TRole;
  /** The guides the account is limited to there; null: all. */
  guides: number[] | null;
  own: boolean;
};

/** Who acts: the account, in which workspace, with which role (from the auth plugin). */
export type Actor = {
  id_user: number;
  email: string;
  name: string;
  lastname: string;
  /** The account's language (users.language; null: English): a team invitation it sends is written in it. */
  language?: string | null;
  workspace: Membership;
};

function asRole(value: string): TRole {
  if ((ROLES as readonly string[]).includes(value)) return value as TRole;
  throw new Error(`unknown role ${value}`);
}

function membership(row: repo.MembershipRow): Membership {
  return { id_workspace: row.id_workspace, name: row.name, role: asRole(row.role), guides: row.guides, own: row.own };
}

/** The workspaces an account is an active member of, its own first (the auth plugin caches them). */
export async function membershipsOf(deps: Deps, idUser: number): Promise<Membership[]> {
  return (await repo.membershipsOf(deps.database.db, idUser)).map(membership);
}

export function permissionsIn(workspace: Membership): TPermission[] {
  return permissionsOf(workspace.role, workspace.guides);
}

export function presentWorkspaces(memberships: readonly Membership[]): TWorkspace[] {
  return memberships.map((m) => ({ id_workspace: m.id_workspace, name: m.name, role: m.role }));
}

function present(row: repo.MemberRow): TMember {
  return {
    id_member: row.id_member,
    email: row.email,
    name: row.name,
    lastname: row.lastname,
    role: asRole(row.role),
    guides: row.guides,
    tags: row.tags,
    status: row.status === 'active' ? 'active' : 'invited',
    date_created: row.date_created.toISOString(),
    expires_at: row.status === 'invited' ? (row.code_expires_at?.toISOString() ?? null) : null,
  };
}

export async function listMembers(deps: Deps, idWorkspace: number): Promise<TMember[]> {
  return (await repo.listMembers(deps.database.db, idWorkspace)).map(present);
}

/** Which of `ids` are guides of the workspace (also what a bulk action checks its guides with). */
export function existingGuideIds(deps: Deps, idWorkspace: number, ids: readonly number[]): Promise<number[]> {
  return repo.existingGuideIds(deps.database.db, idWorkspace, ids);
}

/** Every guide named must be one of the workspace's (01 with the guide's "not found" otherwise). */
async function checkGuides(deps: Deps, idWorkspace: number, guides: number[] | null): Promise<number[] | null> {
  if (guides === null) return null;
  const unique = [...new Set(guides)].sort((a, b) => a - b);
  const found = await existingGuideIds(deps, idWorkspace, unique);
  if (found.length !== unique.length) throw AppError.notFound(MESSAGES.guide.notFound);
  return unique;
}

function invitationLink(deps: Deps, code: string, idMember: number): string {
  return emailedLink(deps.config.publicUrl, '/public/team_invitation', code, idMember);
}

function actorName(actor: Actor): string {
  return `${actor.name} ${actor.lastname}`.trim() || actor.email;
}

export async function inviteMember(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof ZMemberInviteRequest>,
): Promise<TMember> {
  const { db } = deps.database;
  const ws = actor.workspace.id_workspace;
  const existing = await repo.memberByEmail(db, ws, input.email);
  if (existing)
    throw new AppError(
      RESULT.CONFLICT,
      existing.status === 'active' ? MESSAGES.team.alreadyMember : MESSAGES.team.alreadyInvited,
    );
  if ((await repo.countMembers(db, ws)) >= TEAM.MAX_MEMBERS)
    throw new AppError(RESULT.CONFLICT, MESSAGES.team.tooManyMembers(TEAM.MAX_MEMBERS));
  const guides = await checkGuides(deps, ws, input.guides);
  const code = newSecret();
  const ttl = deps.config.verificationTtlMs;
  try {
    const idMember = await db.transaction(async (tx) => {
      const id = await repo.insertInvitation(tx, {
        idWorkspace: ws,
        email: input.email,
        role: input.role,
        guides,
        tags: input.tags ?? [],
        idUserInvitedBy: actor.id_user,
        codeHash: hashSecret(code),
        codeExpiresAt: new Date(deps.now().getTime() + ttl),
      });
      const mail = teamInvitationMail({
        invitedBy: actorName(actor),
        workspace: actor.workspace.name,
        role: input.role,
        link: invitationLink(deps, code, id),
        ttlMs: ttl,
        language: actor.language,
      });
      await queueMail(deps, { to: input.email, ...mail }, tx);
      return id;
    });
    return present((await repo.findMember(db, ws, idMember))!);
  } catch (err) {
    if (isUniqueViolation(err, repo.MEMBER_EMAIL_UNIQUE))
      throw new AppError(RESULT.CONFLICT, MESSAGES.team.alreadyInvited);
    throw err;
  }
}

/** The member named, in the actor's workspace, that the actor may change: not the owner, not themselves. */
async function changeableMember(deps: Deps, actor: Actor, idMember: number): Promise<repo.MemberRow> {
  const member = await repo.findMember(deps.database.db, actor.workspace.id_workspace, idMember);
  if (!member) throw AppError.notFound(MESSAGES.team.memberNotFound);
  if (member.role === 'owner') throw new AppError(RESULT.FORBIDDEN, MESSAGES.team.ownerFixed);
  if (member.id_user === actor.id_user) throw new AppError(RESULT.FORBIDDEN, MESSAGES.team.notYourself);
  return member;
}

export async function modifyMember(
  deps: Deps,
  actor: Actor,
  input: z.output<typeof ZMemberModifyRequest>,
): Promise<TMember> {
  const ws = actor.workspace.id_workspace;
  const member = await changeableMember(deps, actor, input.id_member);
  const guides = await checkGuides(deps, ws, input.guides);
  if (!(await repo.updateMember(deps.database.db, ws, member.id_member, input.role, guides, input.tags)))
    throw AppError.notFound(MESSAGES.team.memberNotFound);
  if (member.id_user !== null) sessionsChanged(deps, member.id_user);
  return present((await repo.findMember(deps.database.db, ws, member.id_member))!);
}

export async function removeMember(deps: Deps, actor: Actor, idMember: number): Promise<void> {
  const member = await changeableMember(deps, actor, idMember);
  if (!(await repo.deleteMember(deps.database.db, actor.workspace.id_workspace, member.id_member)))
    throw AppError.notFound(MESSAGES.team.memberNotFound);
  if (member.id_user === null) return;
  await deleteTokensOfMember(deps, actor.workspace.id_workspace, member.id_user);
  // Their cached credentials (sessions and the API tokens they created) are dropped on every instance.
  sessionsChanged(deps, member.id_user);
}

export async function resendInvitation(deps: Deps, actor: Actor, idMember: number): Promise<TMember> {
  const { db } = deps.database;
  const ws = actor.workspace.id_workspace;
  const member = await repo.findMember(db, ws, idMember);
  if (!member) throw AppError.notFound(MESSAGES.team.memberNotFound);
  if (member.status !== 'invited') throw new AppError(RESULT.CONFLICT, MESSAGES.team.notInvited);
  const code = newSecret();
  const ttl = deps.config.verificationTtlMs;
  await db.transaction(async (tx) => {
    if (!(await repo.renewInvitation(tx, ws, idMember, hashSecret(code), new Date(deps.now().getTime() + ttl))))
      throw new AppError(RESULT.CONFLICT, MESSAGES.team.notInvited);
    const mail = teamInvitationMail({
      invitedBy: actorName(actor),
      workspace: actor.workspace.name,
      role: asRole(member.role),
      link: invitationLink(deps, code, idMember),
      ttlMs: ttl,
      language: actor.language,
    });
    await queueMail(deps, { to: member.email, ...mail }, tx);
  });
  return present((await repo.findMember(db, ws, idMember))!);
}

/** vi is the member's id; anything that is not a live invitation answers 01, one message for all. */
function parseVi(vi: string): number {
  return /^\d{1,9}$/.test(vi) ? Number(vi) : 0;
}

async function liveInvitation(deps: Deps, query: TTeamInvitationQuery): Promise<repo.InvitationRow> {
  const found = await repo.findInvitation(deps.database.db, parseVi(query.vi), hashSecret(query.vc), deps.now());
  if (!found) throw AppError.notFound(MESSAGES.team.invitationInvalid);
  return found;
}

export async function showInvitation(deps: Deps, query: TTeamInvitationQuery): Promise<TTeamInvitation> {
  const found = await liveInvitation(deps, query);
  return { workspace: found.workspace, invited_by: found.invited_by, email: found.email, role: asRole(found.role) };
}

export async function acceptInvitation(
  deps: Deps,
  account: { id_user: number; email: string },
  query: TTeamInvitationQuery,
): Promise<TWorkspace> {
  const found = await liveInvitation(deps, query);
  if (found.email.toLowerCase() !== account.email.toLowerCase())
    throw new AppError(RESULT.FORBIDDEN, MESSAGES.team.wrongAccount(found.email));
  try {
    const accepted = await repo.acceptInvitation(
      deps.database.db,
      found.id_member,
      hashSecret(query.vc),
      account.id_user,
      deps.now(),
    );
    if (!accepted) throw AppError.notFound(MESSAGES.team.invitationInvalid);
  } catch (err) {
    if (isUniqueViolation(err, repo.MEMBER_USER_UNIQUE))
      throw new AppError(RESULT.CONFLICT, MESSAGES.team.alreadyMember);
    throw err;
  }
  sessionsChanged(deps, account.id_user);
  return { id_workspace: found.id_workspace, name: found.workspace, role: asRole(found.role) };
}

/**
 * A guide's tags changed (set, added, removed, a tagged guide copied or deleted): members limited by
 * tags may have gained or lost it, so every instance's credential cache forgets their memberships
 * (`sessionsChanged`), and their next request reads the guides they work on again. Call after the
 * change is committed.
 */
export async function guideTagsChanged(deps: Deps, idWorkspace: number): Promise<void> {
  for (const idUser of await repo.tagScopedMembers(deps.database.db, idWorkspace)) sessionsChanged(deps, idUser);
}

export type GuideRefs = repo.GuideRefs;

const NOT_FOUND: Record<keyof GuideRefs, string> = {
  id_guide: MESSAGES.guide.notFound,
  id_guide_content: MESSAGES.category.notFound,
  id_guide_topic: MESSAGES.topic.notFound,
  id_invitation: MESSAGES.invitation.notFound,
  id_calendar_feed: MESSAGES.calendarFeed.notFound,
};

/**
 * For a member limited to chosen guides: a row the request names that lies in another guide answers
 * exactly like one that does not exist (01 with its "not found" message). Rows that do not exist are
 * left to the call itself, which answers the same.
 */
export async function requireInScope(
  deps: Deps,
  idWorkspace: number,
  guides: readonly number[],
  refs: GuideRefs,
): Promise<void> {
  const allowed = new Set(guides);
  for (const row of await repo.guidesOfRefs(deps.database.db, idWorkspace, refs))
    if (!allowed.has(row.id_guide)) throw AppError.notFound(NOT_FOUND[row.kind]);
}
