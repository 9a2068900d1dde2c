/**
 * SQL for guest requests: a workspace's request types (request_types, deleted ones kept), the stays'
 * requests (guest_requests), and what answering one needs from its stay: the stay locked, the other
 * stays of its guide that overlap or touch a day, the stay's times moved. Every read of a host's rows
 * is scoped by the workspace; the guest's read is named for its key, the share token and the
 * invitation token of a personal link.
 */
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { guestRequests, guides, invitations, requestTypes, users, workspaceMembers } from '../../db/schema.ts';

export type TypeRow = typeof requestTypes.$inferSelect;
export type NewType = Pick<
  typeof requestTypes.$inferInsert,
  'kind' | 'texts' | 'price_text' | 'needs_approval' | 'auto_approve' | 'enabled' | 'guides'
>;
export type TypeChanges = Partial<NewType>;

const liveType = (idWorkspace: number) =>
  and(eq(requestTypes.id_workspace, idWorkspace), isNull(requestTypes.deleted_at));

export function listTypes(db: Db, idWorkspace: number): Promise<TypeRow[]> {
  return db.select().from(requestTypes).where(liveType(idWorkspace)).orderBy(asc(requestTypes.id_request_type));
}

export async function findType(db: Db, idWorkspace: number, idType: number): Promise<TypeRow | undefined> {
  const rows = await db
    .select()
    .from(requestTypes)
    .where(and(liveType(idWorkspace), eq(requestTypes.id_request_type, idType)));
  return rows[0];
}

export async function countTypes(db: Db, idWorkspace: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requestTypes)
    .where(liveType(idWorkspace));
  return rows[0]?.n ?? 0;
}

export async function createType(db: Db, idWorkspace: number, values: NewType): Promise<number> {
  const rows = await db
    .insert(requestTypes)
    .values({ ...values, id_workspace: idWorkspace })
    .returning({ id: requestTypes.id_request_type });
  return rows[0]!.id;
}

export async function updateType(
  db: Db,
  idWorkspace: number,
  idType: number,
  changes: TypeChanges,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(requestTypes)
    .set({ ...changes, updated_at: now })
    .where(and(liveType(idWorkspace), eq(requestTypes.id_request_type, idType)))
    .returning({ id: requestTypes.id_request_type });
  return rows.length > 0;
}

/** Kept with deleted_at, so its requests still name it; its pending requests stay answerable. */
export async function deleteType(db: Db, idWorkspace: number, idType: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(requestTypes)
    .set({ deleted_at: now, enabled: false, updated_at: now })
    .where(and(liveType(idWorkspace), eq(requestTypes.id_request_type, idType)))
    .returning({ id: requestTypes.id_request_type });
  return rows.length > 0;
}

/** The enabled types of the workspace offered in the guide. */
export function offeredTypes(db: Db, idWorkspace: number, idGuide: number): Promise<TypeRow[]> {
  return db
    .select()
    .from(requestTypes)
    .where(
      and(
        liveType(idWorkspace),
        eq(requestTypes.enabled, true),
        sql`(${requestTypes.guides} is null or ${requestTypes.guides} @> ${JSON.stringify([idGuide])}::jsonb)`,
      ),
    )
    .orderBy(asc(requestTypes.id_request_type));
}

/** A stay with what requests need of it and of its guide. */
export type StayRow = {
  id_invitation: number;
  id_workspace: number;
  id_guide: number;
  guest_name: string;
  guest_email: string | null;
  language: string | null;
  token: string;
  check_in: Date;
  check_out: Date;
  access_from: Date;
  access_to: Date;
  door_code_from: Date | null;
  revoked_at: Date | null;
  cancelled_at: Date | null;
  guide_title: string;
  share_token: string | null;
  /** The guide's slug, for the readable personal link (null: none yet, the token link). */
  guide_slug: string | null;
  timezone: string | null;
  default_language: string;
};

const stayColumns = {
  id_invitation: invitations.id_invitation,
  id_workspace: invitations.id_workspace,
  id_guide: invitations.id_guide,
  guest_name: invitations.guest_name,
  guest_email: invitations.guest_email,
  language: invitations.language,
  token: invitations.token,
  check_in: invitations.check_in,
  check_out: invitations.check_out,
  access_from: invitations.access_from,
  access_to: invitations.access_to,
  door_code_from: invitations.door_code_from,
  revoked_at: invitations.revoked_at,
  cancelled_at: invitations.cancelled_at,
  guide_title: guides.title,
  share_token: guides.share_token,
  guide_slug: guides.slug,
  timezone: guides.timezone,
  default_language: guides.default_language,
};

/** The stay a personal link names: the guide's share token and the stay's invitation token. */
export async function findStayByLink(db: Db, shareToken: string, inviteToken: string): Promise<StayRow | undefined> {
  const rows = await db
    .select(stayColumns)
    .from(invitations)
    .innerJoin(
      guides,
      and(eq(guides.id_guide, invitations.id_guide), eq(guides.id_workspace, invitations.id_workspace)),
    )
    .where(and(eq(guides.share_token, shareToken), eq(invitations.token, inviteToken)))
    .limit(1);
  return rows[0];
}

/** The workspace's stay, locked until the transaction ends (requests of one stay are counted and moved one at a time). */
export async function lockStay(db: Db, idWorkspace: number, idInvitation: number): Promise<StayRow | undefined> {
  const rows = await db
    .select(stayColumns)
    .from(invitations)
    .innerJoin(guides, eq(guides.id_guide, invitations.id_guide))
    .where(and(eq(invitations.id_workspace, idWorkspace), eq(invitations.id_invitation, idInvitation)))
    .for('update', { of: invitations });
  return rows[0];
}

export async function countOpen(db: Db, idWorkspace: number, idInvitation: number): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(guestRequests)
    .where(
      and(
        eq(guestRequests.id_workspace, idWorkspace),
        eq(guestRequests.id_invitation, idInvitation),
        eq(guestRequests.status, 'pending'),
      ),
    );
  return rows[0]?.n ?? 0;
}

export type NewRequest = Pick<
  typeof guestRequests.$inferInsert,
  'id_invitation' | 'id_request_type' | 'message' | 'requested_time' | 'status' | 'auto_approved' | 'answered_at'
>;

export async function insertRequest(db: Db, idWorkspace: number, values: NewRequest, now: Date): Promise<number> {
  const rows = await db
    .insert(guestRequests)
    .values({ ...values, id_workspace: idWorkspace, created_at: now })
    .returning({ id: guestRequests.id_request });
  return rows[0]!.id;
}

export type RequestRow = {
  id_request: number;
  id_request_type: number;
  id_invitation: number;
  message: string | null;
  requested_time: string | null;
  status: string;
  reply: string | null;
  auto_approved: boolean;
  answered_at: Date | null;
  created_at: Date;
  kind: string;
  texts: Record<string, { name: string; description: string }>;
  price_text: string | null;
  id_guide: number;
  guide_title: string;
  guest_name: string;
  guest_email: string | null;
  check_in: Date;
  check_out: Date;
  timezone: string | null;
  default_language: string;
};

const requestColumns = {
  id_request: guestRequests.id_request,
  id_request_type: guestRequests.id_request_type,
  id_invitation: guestRequests.id_invitation,
  message: guestRequests.message,
  requested_time: guestRequests.requested_time,
  status: guestRequests.status,
  reply: guestRequests.reply,
  auto_approved: guestRequests.auto_approved,
  answered_at: guestRequests.answered_at,
  created_at: guestRequests.created_at,
  kind: requestTypes.kind,
  texts: requestTypes.texts,
  price_text: requestTypes.price_text,
  id_guide: invitations.id_guide,
  guide_title: guides.title,
  guest_name: invitations.guest_name,
  guest_email: invitations.guest_email,
  check_in: invitations.check_in,
  check_out: invitations.check_out,
  timezone: guides.timezone,
  default_language: guides.default_language,
};

function selectRequests(db: Db) {
  return db
    .select(requestColumns)
    .from(guestRequests)
    .innerJoin(requestTypes, eq(requestTypes.id_request_type, guestRequests.id_request_type))
    .innerJoin(invitations, eq(invitations.id_invitation, guestRequests.id_invitation))
    .innerJoin(guides, eq(guides.id_guide, invitations.id_guide));
}

/** The workspace's requests, newest first; filtered by status and guide when given. */
export function listRequests(
  db: Db,
  idWorkspace: number,
  filter: { status?: string; id_guide?: number },
): Promise<RequestRow[]> {
  const where = [eq(guestRequests.id_workspace, idWorkspace)];
  if (filter.status !== undefined) where.push(eq(guestRequests.status, filter.status));
  if (filter.id_guide !== undefined) where.push(eq(invitations.id_guide, filter.id_guide));
  return selectRequests(db)
    .where(and(...where))
    .orderBy(desc(guestRequests.created_at), desc(guestRequests.id_request))
    .limit(1000);
}

/** A stay's requests, newest first. */
export function stayRequests(db: Db, idWorkspace: number, idInvitation: number): Promise<RequestRow[]> {
  return selectRequests(db)
    .where(and(eq(guestRequests.id_workspace, idWorkspace), eq(guestRequests.id_invitation, idInvitation)))
    .orderBy(desc(guestRequests.created_at), desc(guestRequests.id_request));
}

export async function findRequest(db: Db, idWorkspace: number, idRequest: number): Promise<RequestRow | undefined> {
  const rows = await selectRequests(db).where(
    and(eq(guestRequests.id_workspace, idWorkspace), eq(guestRequests.id_request, idRequest)),
  );
  return rows[0];
}

export async function lockRequest(
  db: Db,
  idWorkspace: number,
  idRequest: number,
): Promise<{ status: string; id_invitation: number } | undefined> {
  const rows = await db
    .select({ status: guestRequests.status, id_invitation: guestRequests.id_invitation })
    .from(guestRequests)
    .where(and(eq(guestRequests.id_workspace, idWorkspace), eq(guestRequests.id_request, idRequest)))
    .for('update');
  return rows[0];
}

export async function answerRequest(
  db: Db,
  idWorkspace: number,
  idRequest: number,
  answer: { status: string; reply: string | null; answered_by: number | null; now: Date },
): Promise<void> {
  await db
    .update(guestRequests)
    .set({ status: answer.status, reply: answer.reply, answered_by: answer.answered_by, answered_at: answer.now })
    .where(and(eq(guestRequests.id_workspace, idWorkspace), eq(guestRequests.id_request, idRequest)));
}

/** The guide's stays other than `idInvitation`, neither cancelled nor revoked. */
function otherLiveStays(idWorkspace: number, idGuide: number, idInvitation: number) {
  return [
    eq(invitations.id_workspace, idWorkspace),
    eq(invitations.id_guide, idGuide),
    ne(invitations.id_invitation, idInvitation),
    isNull(invitations.cancelled_at),
    isNull(invitations.revoked_at),
  ];
}

/** Another stay of the guide, neither cancelled nor revoked, that overlaps [from, to). */
export async function overlappingStay(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  idInvitation: number,
  from: Date,
  to: Date,
): Promise<{ id_invitation: number } | undefined> {
  const rows = await db
    .select({ id_invitation: invitations.id_invitation })
    .from(invitations)
    .where(
      and(
        ...otherLiveStays(idWorkspace, idGuide, idInvitation),
        lt(invitations.check_in, to),
        gt(invitations.check_out, from),
      ),
    )
    .limit(1);
  return rows[0];
}

/** Whether another live stay of the guide has its check-in (or check-out) in [dayStart, dayEnd). */
export async function stayTouchesDay(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  idInvitation: number,
  column: 'check_in' | 'check_out',
  dayStart: Date,
  dayEnd: Date,
): Promise<boolean> {
  const col = column === 'check_in' ? invitations.check_in : invitations.check_out;
  const rows = await db
    .select({ id: invitations.id_invitation })
    .from(invitations)
    .where(
      and(
        ...otherLiveStays(idWorkspace, idGuide, idInvitation),
        sql`${col} >= ${dayStart.toISOString()}::timestamptz`,
        lt(col, dayEnd),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export type StayMove = Partial<{
  check_in: Date;
  check_out: Date;
  access_from: Date;
  access_to: Date;
  door_code_from: Date | null;
}>;

export async function moveStay(db: Db, idWorkspace: number, idInvitation: number, move: StayMove): Promise<void> {
  await db
    .update(invitations)
    .set(move)
    .where(and(eq(invitations.id_workspace, idWorkspace), eq(invitations.id_invitation, idInvitation)));
}

/** The workspace owner's e-mail, name and language: the host a new request is e-mailed to. */
export async function workspaceOwner(
  db: Db,
  idWorkspace: number,
): Promise<{ email: string; name: string; language: string | null } | undefined> {
  const rows = await db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id_user, workspaceMembers.id_user))
    .where(and(eq(workspaceMembers.id_workspace, idWorkspace), eq(workspaceMembers.role, 'owner')))
    .limit(1);
  return rows[0];
}

/** The ids of the workspace's guides among `ids` (a type's offered guides must be the workspace's). */
export async function ownedGuides(db: Db, idWorkspace: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: guides.id_guide })
    .from(guides)
    .where(and(eq(guides.id_workspace, idWorkspace), inArray(guides.id_guide, ids)));
  return rows.map((r) => r.id);
}
