/**
 * SQL for workspaces and their members. Every function that reads or writes a workspace's rows
 * takes its id; the e-mailed invitation is found by its member id and checked by its code's hash.
 */
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  calendarFeeds,
  categories,
  guides,
  guideTopics,
  invitations,
  users,
  workspaceMembers,
  workspaces,
} from '../../db/schema.ts';

export type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/** The unique index that makes "already a member" one answer, whoever races. */
export const MEMBER_EMAIL_UNIQUE = 'workspace_members_email_unique';
export const MEMBER_USER_UNIQUE = 'workspace_members_user_unique';

export type MembershipRow = {
  id_workspace: number;
  name: string;
  role: string;
  guides: number[] | null;
  /** The account's own workspace: its personal one (made at sign-up), not a client workspace it owns. */
  own: boolean;
};

/**
 * The guides a member works on: null (every guide) without chosen guides and tags; otherwise the chosen
 * guides and every guide of the workspace that carries one of the member's tags, ignoring case, in id
 * order. Read with the memberships, so a guide tagged or untagged counts from the next read (the
 * credential cache is dropped by `sessionsChanged` for the workspace's tag-scoped members).
 */
const effectiveGuides = sql<number[] | null>`case when cardinality(${workspaceMembers.scope_tags}) = 0
  then ${workspaceMembers.guides}
  else array(select unnest(coalesce(${workspaceMembers.guides}, '{}'::int[]))
    union select gt.id_guide from guide_tags gt
      where gt.id_workspace = ${workspaceMembers.id_workspace}
        and lower(gt.name) in (select lower(tag) from unnest(${workspaceMembers.scope_tags}) tag)
    order by 1) end`;

/** The account's personal workspace: it owns it and it is not a client workspace. */
function personalOf(idUser: number) {
  return sql<boolean>`(${workspaces.id_user_owner} = ${idUser} and ${workspaces.kind} = 'personal')`;
}

/** The workspaces an account is an active member of, its personal one first. */
export async function membershipsOf(db: Conn, idUser: number): Promise<MembershipRow[]> {
  return db
    .select({
      id_workspace: workspaceMembers.id_workspace,
      name: workspaces.name,
      role: workspaceMembers.role,
      guides: effectiveGuides,
      own: personalOf(idUser),
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id_workspace, workspaceMembers.id_workspace))
    .where(and(eq(workspaceMembers.id_user, idUser), eq(workspaceMembers.status, 'active')))
    .orderBy(sql`${personalOf(idUser)} desc`, asc(workspaces.name), asc(workspaces.id_workspace));
}

export type MemberRow = {
  id_member: number;
  id_user: number | null;
  email: string;
  name: string;
  lastname: string;
  role: string;
  guides: number[] | null;
  tags: string[];
  status: string;
  date_created: Date;
  code_expires_at: Date | null;
};

const memberColumns = {
  id_member: workspaceMembers.id_member,
  id_user: workspaceMembers.id_user,
  email: sql<string>`coalesce(${users.email}, ${workspaceMembers.email})`,
  name: sql<string>`coalesce(${users.name}, '')`,
  lastname: sql<string>`coalesce(${users.lastname}, '')`,
  role: workspaceMembers.role,
  guides: workspaceMembers.guides,
  tags: workspaceMembers.scope_tags,
  status: workspaceMembers.status,
  date_created: workspaceMembers.date_created,
  code_expires_at: workspaceMembers.code_expires_at,
};

/** A workspace's people: the owner, then active members, then invitations; oldest first within each. */
export async function listMembers(db: Conn, idWorkspace: number): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(workspaceMembers)
    .leftJoin(users, eq(users.id_user, workspaceMembers.id_user))
    .where(eq(workspaceMembers.id_workspace, idWorkspace))
    .orderBy(
      sql`case ${workspaceMembers.role} when 'owner' then 0 else 1 end`,
      sql`case ${workspaceMembers.status} when 'active' then 0 else 1 end`,
      asc(workspaceMembers.id_member),
    );
}

export async function findMember(db: Conn, idWorkspace: number, idMember: number): Promise<MemberRow | undefined> {
  const rows = await db
    .select(memberColumns)
    .from(workspaceMembers)
    .leftJoin(users, eq(users.id_user, workspaceMembers.id_user))
    .where(and(eq(workspaceMembers.id_workspace, idWorkspace), eq(workspaceMembers.id_member, idMember)))
    .limit(1);
  return rows[0];
}

/** Whether the address belongs to an active member or a pending invitation of the workspace. */
export async function memberByEmail(
  db: Conn,
  idWorkspace: number,
  email: string,
): Promise<{ status: string } | undefined> {
  const rows = await db
    .select({ status: workspaceMembers.status })
    .from(workspaceMembers)
    .leftJoin(users, eq(users.id_user, workspaceMembers.id_user))
    .where(
      and(
        eq(workspaceMembers.id_workspace, idWorkspace),
        sql`(lower(${workspaceMembers.email}) = lower(${email}) or lower(${users.email}) = lower(${email}))`,
      ),
    )
    .limit(1);
  return rows[0];
}

export async function countMembers(db: Conn, idWorkspace: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.id_workspace, idWorkspace));
  return row?.n ?? 0;
}

export async function insertInvitation(
  db: Conn,
  row: {
    idWorkspace: number;
    email: string;
    role: string;
    guides: number[] | null;
    tags: string[];
    idUserInvitedBy: number;
    codeHash: Buffer;
    codeExpiresAt: Date;
  },
): Promise<number> {
  const [inserted] = await db
    .insert(workspaceMembers)
    .values({
      id_workspace: row.idWorkspace,
      email: row.email,
      role: row.role,
      guides: row.guides,
      scope_tags: row.tags,
      status: 'invited',
      id_user_invited_by: row.idUserInvitedBy,
      code_hash: row.codeHash,
      code_expires_at: row.codeExpiresAt,
    })
    .returning({ id_member: workspaceMembers.id_member });
  return inserted!.id_member;
}

/** The workspace's member row `idMember`, unless it is the owner's. */
function memberOtherThanOwner(idWorkspace: number, idMember: number) {
  return and(
    eq(workspaceMembers.id_workspace, idWorkspace),
    eq(workspaceMembers.id_member, idMember),
    sql`${workspaceMembers.role} <> 'owner'`,
  );
}

/** Changes a member's role, guides and (when given) tags; never the owner's row. Whether a row changed. */
export async function updateMember(
  db: Conn,
  idWorkspace: number,
  idMember: number,
  role: string,
  guides: number[] | null,
  tags: string[] | undefined,
): Promise<boolean> {
  const rows = await db
    .update(workspaceMembers)
    .set({ role, guides, ...(tags !== undefined ? { scope_tags: tags } : {}) })
    .where(memberOtherThanOwner(idWorkspace, idMember))
    .returning({ id: workspaceMembers.id_member });
  return rows.length > 0;
}

/** Removes a member or an invitation; never the owner's row. Whether a row went. */
export async function deleteMember(db: Conn, idWorkspace: number, idMember: number): Promise<boolean> {
  const rows = await db
    .delete(workspaceMembers)
    .where(memberOtherThanOwner(idWorkspace, idMember))
    .returning({ id: workspaceMembers.id_member });
  return rows.length > 0;
}

/** A pending invitation gets a new code and expiry (Resend). Whether it was still pending. */
export async function renewInvitation(
  db: Conn,
  idWorkspace: number,
  idMember: number,
  codeHash: Buffer,
  codeExpiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(workspaceMembers)
    .set({ code_hash: codeHash, code_expires_at: codeExpiresAt })
    .where(
      and(
        eq(workspaceMembers.id_workspace, idWorkspace),
        eq(workspaceMembers.id_member, idMember),
        eq(workspaceMembers.status, 'invited'),
      ),
    )
    .returning({ id: workspaceMembers.id_member });
  return rows.length > 0;
}

const inviter = alias(users, 'inviter');

export type InvitationRow = {
  id_member: number;
  id_workspace: number;
  workspace: string;
  invited_by: string;
  email: string;
  role: string;
};

/** A team invitation still pending under this code: invited, the code's hash, not expired. */
function pendingInvitation(idMember: number, codeHash: Buffer, now: Date) {
  return and(
    eq(workspaceMembers.id_member, idMember),
    eq(workspaceMembers.status, 'invited'),
    eq(workspaceMembers.code_hash, codeHash),
    gt(workspaceMembers.code_expires_at, now),
  );
}
/** A pending, unexpired invitation whose code matches; undefined for anything else. */
export async function findInvitation(
  db: Conn,
  idMember: number,
  codeHash: Buffer,
  now: Date,
): Promise<InvitationRow | undefined> {
  const rows = await db
    .select({
      id_member: workspaceMembers.id_member,
      id_workspace: workspaceMembers.id_workspace,
      workspace: workspaces.name,
      invited_by: sql<string>`coalesce(btrim(${inviter.name} || ' ' || ${inviter.lastname}), '')`,
      email: workspaceMembers.email,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id_workspace, workspaceMembers.id_workspace))
    .leftJoin(inviter, eq(inviter.id_user, workspaceMembers.id_user_invited_by))
    .where(pendingInvitation(idMember, codeHash, now))
    .limit(1);
  return rows[0];
}

/** The invitation becomes the account's membership, once: the code is spent. Whether it was still pending. */
export async function acceptInvitation(
  db: Conn,
  idMember: number,
  codeHash: Buffer,
  idUser: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(workspaceMembers)
    .set({ status: 'active', id_user: idUser, code_hash: null, code_expires_at: null, date_accepted: now })
    .where(and(pendingInvitation(idMember, codeHash, now), isNull(workspaceMembers.id_user)))
    .returning({ id: workspaceMembers.id_member });
  return rows.length > 0;
}

/** Which of these ids are guides of the workspace. */
export async function existingGuideIds(db: Conn, idWorkspace: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: guides.id_guide })
    .from(guides)
    .where(and(eq(guides.id_workspace, idWorkspace), inArray(guides.id_guide, [...ids])));
  return rows.map((r) => r.id);
}

export type GuideRefs = {
  id_guide: readonly number[];
  id_guide_content: readonly number[];
  id_guide_topic: readonly number[];
  id_invitation: readonly number[];
  id_calendar_feed: readonly number[];
};

/**
 * Where each kind of guide-owned row lives: its table, its id column, and its guide column. A topic
 * names its guide through its category (`topicGuides`).
 */
const REF_OWNERS = {
  id_guide: { table: guides, id: guides.id_guide, guide: guides.id_guide, workspace: guides.id_workspace },
  id_guide_content: {
    table: categories,
    id: categories.id_guide_content,
    guide: categories.id_guide,
    workspace: categories.id_workspace,
  },
  id_invitation: {
    table: invitations,
    id: invitations.id_invitation,
    guide: invitations.id_guide,
    workspace: invitations.id_workspace,
  },
  id_calendar_feed: {
    table: calendarFeeds,
    id: calendarFeeds.id_calendar_feed,
    guide: calendarFeeds.id_guide,
    workspace: calendarFeeds.id_workspace,
  },
} as const satisfies Partial<Record<keyof GuideRefs, unknown>>;

function topicGuides(db: Conn, idWorkspace: number, ids: readonly number[]) {
  return db
    .select({ id_guide: categories.id_guide })
    .from(guideTopics)
    .innerJoin(categories, eq(categories.id_guide_content, guideTopics.id_guide_content))
    .where(and(eq(guideTopics.id_workspace, idWorkspace), inArray(guideTopics.id_guide_topic, [...ids])));
}

/** For each named row of the workspace that exists: which kind it is and the guide it belongs to. */
export async function guidesOfRefs(
  db: Conn,
  idWorkspace: number,
  refs: GuideRefs,
): Promise<{ kind: keyof GuideRefs; id_guide: number }[]> {
  const found = (Object.keys(refs) as (keyof GuideRefs)[])
    .filter((kind) => refs[kind].length > 0)
    .map(async (kind) => {
      const ids = refs[kind];
      let rows: { id_guide: number }[];
      if (kind === 'id_guide_topic') rows = await topicGuides(db, idWorkspace, ids);
      else {
        const owner = REF_OWNERS[kind];
        rows = await db
          .select({ id_guide: owner.guide })
          .from(owner.table)
          .where(and(eq(owner.workspace, idWorkspace), inArray(owner.id, [...ids])));
      }
      return rows.map((r) => ({ kind, id_guide: r.id_guide }));
    });
  return (await Promise.all(found)).flat();
}

/** The accounts of the workspace's active members limited by tags: whose guides change when a guide's tags do. */
export async function tagScopedMembers(db: Conn, idWorkspace: number): Promise<number[]> {
  const rows = await db
    .select({ id_user: workspaceMembers.id_user })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.id_workspace, idWorkspace),
        eq(workspaceMembers.status, 'active'),
        sql`cardinality(${workspaceMembers.scope_tags}) > 0`,
      ),
    );
  return rows.flatMap((r) => (r.id_user === null ? [] : [r.id_user]));
}
