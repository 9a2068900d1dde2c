/**
 * SQL for invitations, the invitation template and settings. Host calls are scoped by
 * the owner's id; the guest side finds an invitation by its unguessable token and only
 * together with the guide of the share link it came with.
 */
import type { TInvitationStatus } from '@guidebook/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  calendarFeeds,
  guides,
  invitationSettings,
  invitationTemplateLanguages,
  invitationTemplates,
  invitations,
  messageRules,
  stayMessages,
  type DbInvitation,
  type NewStay,
} from '../../db/schema.ts';

/** The row as stored, for this module's presenter. */
export type { DbInvitation } from '../../db/schema.ts';

/** An invitation with what its presentation needs from its guide. */
export type InvitationRow = DbInvitation & {
  guide_title: string;
  timezone: string | null;
  share_token: string;
  /** The guide's slug, for the readable personal link (null: none yet, the token link). */
  guide_slug: string | null;
  /** The guide's default language: the invitation's when it has none stored (made before languages). */
  guide_language: string;
  /** The address of the calendar feed the stay came from (null: none, or the feed was deleted). */
  feed_url: string | null;
  /** The stay's next message not yet sent (scheduled or waiting), the soonest first; null: none. */
  next_message: NextMessageRow | null;
};

/** As PostgreSQL's json_build_object writes it: due_at is timestamptz text. */
export type NextMessageRow = { id_message_rule: number; rule_name: string; due_at: string | null; status: string };

/** One index lookup per stay (stay_messages' unique (id_invitation, id_message_rule)). */
const nextMessage = sql<NextMessageRow | null>`(
  SELECT json_build_object(
    'id_message_rule', ${stayMessages.id_message_rule}, 'rule_name', ${messageRules.name},
    'due_at', ${stayMessages.due_at}, 'status', ${stayMessages.status})
  FROM ${stayMessages} JOIN ${messageRules} ON ${messageRules.id_message_rule} = ${stayMessages.id_message_rule}
  WHERE ${stayMessages.id_invitation} = ${invitations.id_invitation} AND ${stayMessages.status} IN ('scheduled', 'waiting')
  ORDER BY ${stayMessages.due_at} ASC NULLS LAST, ${stayMessages.id_message_rule} ASC
  LIMIT 1)`;

export type NewInvitation = NewStay & Partial<Pick<DbInvitation, 'source' | 'id_calendar_feed' | 'external_uid'>>;

/** What /invitations/modify may change (host_edited_at is set with it): a new stay's fields but its guide and link. */
export type InvitationChanges = Partial<Omit<NewStay, 'id_guide' | 'token'>>;

function selectWithGuide(db: Db) {
  return db
    .select({
      ...getTableColumns(invitations),
      guide_title: guides.title,
      timezone: guides.timezone,
      share_token: guides.share_token,
      guide_slug: guides.slug,
      guide_language: guides.default_language,
      feed_url: calendarFeeds.url,
      next_message: nextMessage,
    })
    .from(invitations)
    .innerJoin(guides, eq(guides.id_guide, invitations.id_guide))
    .leftJoin(calendarFeeds, eq(calendarFeeds.id_calendar_feed, invitations.id_calendar_feed));
}

export async function listInvitations(db: Db, idWorkspace: number, idGuide?: number): Promise<InvitationRow[]> {
  const scope = eq(invitations.id_workspace, idWorkspace);
  return selectWithGuide(db)
    .where(idGuide === undefined ? scope : and(scope, eq(invitations.id_guide, idGuide)))
    .orderBy(desc(invitations.id_invitation));
}

/** What a page of the stays list is read with; `scope` null: every guide, else only these guides. */
export type InvitationPageQuery = {
  idGuide?: number;
  status?: TInvitationStatus;
  scope: readonly number[] | null;
  now: Date;
  limit: number;
  offset: number;
};

/**
 * The SQL of a status as invitationStatus (the presenter) reads it at `now`: cancelled wins, then
 * revoked, then where `now` falls in the access window (both ends inclusive).
 */
function statusCondition(status: TInvitationStatus, now: Date): SQL {
  const live = and(isNull(invitations.cancelled_at), isNull(invitations.revoked_at));
  switch (status) {
    case 'Cancelled':
      return isNotNull(invitations.cancelled_at);
    case 'Revoked':
      return and(isNull(invitations.cancelled_at), isNotNull(invitations.revoked_at))!;
    case 'Scheduled':
      return and(live, gt(invitations.access_from, now))!;
    case 'Expired':
      return and(live, lt(invitations.access_to, now))!;
    case 'Active':
      return and(live, lte(invitations.access_from, now), gte(invitations.access_to, now))!;
  }
}

/**
 * One page of the stays list and how many stays match, in two statements whatever the number of
 * guides: the stays not yet over (check-out from `now`) first by check-in, soonest first; then the
 * past ones, the latest check-in first; ties the newest stay first (the web app's former order).
 */
export async function listInvitationsPage(
  db: Db,
  idWorkspace: number,
  query: InvitationPageQuery,
): Promise<{ rows: InvitationRow[]; total: number }> {
  if (query.scope !== null && query.scope.length === 0) return { rows: [], total: 0 };
  const where = and(
    eq(invitations.id_workspace, idWorkspace),
    query.idGuide === undefined ? undefined : eq(invitations.id_guide, query.idGuide),
    query.scope === null ? undefined : inArray(invitations.id_guide, [...query.scope]),
    query.status === undefined ? undefined : statusCondition(query.status, query.now),
  );
  const ahead = sql`${invitations.check_out} >= ${query.now}`;
  const [rows, counted] = await Promise.all([
    selectWithGuide(db)
      .where(where)
      .orderBy(
        sql`CASE WHEN ${ahead} THEN 0 ELSE 1 END`,
        sql`CASE WHEN ${ahead} THEN ${invitations.check_in} END ASC`,
        sql`CASE WHEN ${ahead} THEN NULL ELSE ${invitations.check_in} END DESC`,
        desc(invitations.id_invitation),
      )
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(invitations).where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

export async function findInvitation(
  db: Db,
  idWorkspace: number,
  idInvitation: number,
): Promise<InvitationRow | undefined> {
  const rows = await selectWithGuide(db)
    .where(and(eq(invitations.id_workspace, idWorkspace), eq(invitations.id_invitation, idInvitation)))
    .limit(1);
  return rows[0];
}

export async function createInvitation(db: Db, idWorkspace: number, values: NewInvitation): Promise<number> {
  const rows = await db
    .insert(invitations)
    .values({ ...values, id_workspace: idWorkspace })
    .returning({ id: invitations.id_invitation });
  return (rows[0] as { id: number }).id;
}

/** A stay of the guide an imported row updates, found by its reference: what moving its dates needs. */
export type StayByReference = Pick<
  DbInvitation,
  'id_invitation' | 'reference' | 'check_in' | 'check_out' | 'access_from' | 'access_to' | 'door_code_from'
>;

/**
 * A CSV import in one transaction, all rows or none: a row whose reference names a stay of the guide
 * (the newest such stay, locked) updates it with `changesOf` (noted as the host's edit); every other
 * row is a new stay (500 per statement). A reference on several rows: the last of them counts, and
 * the others answer its stay. `ids` in row order.
 */
export async function importInvitations(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  rows: NewInvitation[],
  changesOf: (stay: StayByReference, row: NewInvitation) => InvitationChanges,
  now: Date,
): Promise<{ ids: number[]; created: number; updated: number }> {
  return db.transaction(async (tx) => {
    const references = [...new Set(rows.flatMap((r) => (r.reference ? [r.reference] : [])))];
    const ofGuide = and(eq(invitations.id_workspace, idWorkspace), eq(invitations.id_guide, idGuide));
    const { id_invitation, reference, check_in, check_out, access_from, access_to, door_code_from } =
      getTableColumns(invitations);
    const found =
      references.length === 0
        ? []
        : await tx
            .select({ id_invitation, reference, check_in, check_out, access_from, access_to, door_code_from })
            .from(invitations)
            .where(and(ofGuide, inArray(reference, references)))
            .orderBy(asc(id_invitation))
            .for('update');
    // Ascending: the newest stay of a reference is the one kept.
    const byReference = new Map(found.map((stay) => [stay.reference, stay]));
    const lastRow = new Map(rows.flatMap((r, i) => (r.reference ? [[r.reference, i] as const] : [])));
    const ids: number[] = new Array<number>(rows.length).fill(0);
    const inserts: number[] = [];
    let updated = 0;
    for (const [i, row] of rows.entries()) {
      if (row.reference && lastRow.get(row.reference) !== i) continue;
      const stay = row.reference ? byReference.get(row.reference) : undefined;
      if (!stay) {
        inserts.push(i);
        continue;
      }
      await tx
        .update(invitations)
        .set({ ...changesOf(stay, row), host_edited_at: now })
        .where(eq(invitations.id_invitation, stay.id_invitation));
      ids[i] = stay.id_invitation;
      updated++;
    }
    for (let start = 0; start < inserts.length; start += 500) {
      const batch = inserts.slice(start, start + 500);
      const made = await tx
        .insert(invitations)
        .values(batch.map((i) => ({ ...rows[i]!, id_workspace: idWorkspace })))
        .returning({ id: invitations.id_invitation });
      batch.forEach((i, k) => (ids[i] = made[k]!.id));
    }
    for (const [i, row] of rows.entries()) if (row.reference) ids[i] = ids[lastRow.get(row.reference)!]!;
    return { ids, created: inserts.length, updated };
  });
}

/** Writes the changes and notes the host's edit. False when not found. */
export async function updateInvitation(
  db: Db,
  idWorkspace: number,
  idInvitation: number,
  changes: InvitationChanges,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ ...changes, host_edited_at: now })
    .where(and(eq(invitations.id_workspace, idWorkspace), eq(invitations.id_invitation, idInvitation)))
    .returning({ id: invitations.id_invitation });
  return rows.length > 0;
}

/**
 * Cancels a stay (its event left its calendar): cancelled_at, and revoked_at too, so that its link
 * closes for every instance, also one that reads only revoked_at. Keeps the first times. False when not found.
 */
export async function cancelInvitation(db: Db, idWorkspace: number, idInvitation: number, now: Date): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .update(invitations)
    .set({
      cancelled_at: sql`coalesce(${invitations.cancelled_at}, ${at})`,
      revoked_at: sql`coalesce(${invitations.revoked_at}, ${at})`,
    })
    .where(and(eq(invitations.id_workspace, idWorkspace), eq(invitations.id_invitation, idInvitation)))
    .returning({ id: invitations.id_invitation });
  return rows.length > 0;
}

/** Sets revoked_at once; revoking again keeps the first time. False when not found. */
export async function revokeInvitation(db: Db, idWorkspace: number, idInvitation: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ revoked_at: sql`coalesce(${invitations.revoked_at}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(invitations.id_workspace, idWorkspace), eq(invitations.id_invitation, idInvitation)))
    .returning({ id: invitations.id_invitation });
  return rows.length > 0;
}

/**
 * Deletes the stay. A stay a calendar feed made leaves its event's UID with the feed, in the same
 * statement, so that the feed's next sync does not make it again. False when not found.
 */
export async function deleteInvitation(db: Db, idWorkspace: number, idInvitation: number): Promise<boolean> {
  const result = await db.execute<{ id_invitation: number }>(sql`
    WITH gone AS (
      DELETE FROM invitations WHERE id_workspace = ${idWorkspace} AND id_invitation = ${idInvitation}
      RETURNING id_invitation, id_calendar_feed, external_uid
    ), dismissed AS (
      INSERT INTO calendar_feed_dismissals (id_calendar_feed, external_uid)
      SELECT id_calendar_feed, external_uid FROM gone WHERE id_calendar_feed IS NOT NULL AND external_uid IS NOT NULL
      ON CONFLICT DO NOTHING
    )
    SELECT id_invitation FROM gone`);
  return result.rows.length > 0;
}

export async function findTemplate(
  db: Db,
  idWorkspace: number,
): Promise<{ subject: string; body: string } | undefined> {
  const rows = await db
    .select({ subject: invitationTemplates.subject, body: invitationTemplates.body })
    .from(invitationTemplates)
    .where(eq(invitationTemplates.id_workspace, idWorkspace))
    .limit(1);
  return rows[0];
}

export async function saveTemplate(
  db: Db,
  idWorkspace: number,
  template: { subject: string; body: string },
): Promise<void> {
  await db
    .insert(invitationTemplates)
    .values({ id_workspace: idWorkspace, ...template })
    .onConflictDoUpdate({ target: invitationTemplates.id_workspace, set: template });
}

/** The workspace's template in one language other than the default (invitation_template_languages). */
export async function findLanguageTemplate(
  db: Db,
  idWorkspace: number,
  language: string,
): Promise<{ subject: string; body: string } | undefined> {
  const rows = await db
    .select({ subject: invitationTemplateLanguages.subject, body: invitationTemplateLanguages.body })
    .from(invitationTemplateLanguages)
    .where(
      and(
        eq(invitationTemplateLanguages.id_workspace, idWorkspace),
        eq(invitationTemplateLanguages.language, language),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function saveLanguageTemplate(
  db: Db,
  idWorkspace: number,
  language: string,
  template: { subject: string; body: string },
): Promise<void> {
  await db
    .insert(invitationTemplateLanguages)
    .values({ id_workspace: idWorkspace, language, ...template })
    .onConflictDoUpdate({
      target: [invitationTemplateLanguages.id_workspace, invitationTemplateLanguages.language],
      set: template,
    });
}

/** Every guide's languages (default and further), for the Template page's language switch. */
export function guideLanguages(
  db: Db,
  idWorkspace: number,
): Promise<{ id_guide: number; default_language: string; languages: string[] }[]> {
  return db
    .select({ id_guide: guides.id_guide, default_language: guides.default_language, languages: guides.languages })
    .from(guides)
    .where(eq(guides.id_workspace, idWorkspace));
}

/** The languages the workspace saved a template of their own in (not the default template). */
export async function savedTemplateLanguages(db: Db, idWorkspace: number): Promise<string[]> {
  const rows = await db
    .select({ language: invitationTemplateLanguages.language })
    .from(invitationTemplateLanguages)
    .where(eq(invitationTemplateLanguages.id_workspace, idWorkspace));
  return rows.map((r) => r.language);
}

export type SettingsRow = { hours_before_checkin: number; hours_after_checkout: number };

export async function findSettings(db: Db, idWorkspace: number): Promise<SettingsRow | undefined> {
  const rows = await db
    .select({
      hours_before_checkin: invitationSettings.hours_before_checkin,
      hours_after_checkout: invitationSettings.hours_after_checkout,
    })
    .from(invitationSettings)
    .where(eq(invitationSettings.id_workspace, idWorkspace))
    .limit(1);
  return rows[0];
}

export async function saveSettings(db: Db, idWorkspace: number, settings: SettingsRow): Promise<void> {
  await db
    .insert(invitationSettings)
    .values({ id_workspace: idWorkspace, ...settings })
    .onConflictDoUpdate({ target: invitationSettings.id_workspace, set: settings });
}

/** The invitation of this token, only if it belongs to the guide (and owner) the share link opened. */
export async function findGuestInvitation(
  db: Db,
  token: string,
  guide: { id_guide: number; id_workspace: number },
): Promise<DbInvitation | undefined> {
  const rows = await db
    .select()
    .from(invitations)
    .where(
      and(
        eq(invitations.token, token),
        eq(invitations.id_guide, guide.id_guide),
        eq(invitations.id_workspace, guide.id_workspace),
      ),
    )
    .limit(1);
  return rows[0];
}

/** One more open of the link; the first one also sets opened_at. */
export async function markOpened(db: Db, idInvitation: number, now: Date): Promise<void> {
  await db
    .update(invitations)
    .set({
      open_count: sql`${invitations.open_count} + 1`,
      opened_at: sql`coalesce(${invitations.opened_at}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(invitations.id_invitation, idInvitation));
}

/** What a webhook event tells of a stay (never its door code or link token). */
export type StayEventRow = Pick<
  DbInvitation,
  | 'id_invitation'
  | 'id_guide'
  | 'guest_name'
  | 'guest_email'
  | 'guest_phone'
  | 'check_in'
  | 'check_out'
  | 'access_from'
  | 'access_to'
  | 'revoked_at'
  | 'cancelled_at'
  | 'guests'
  | 'reference'
  | 'language'
  | 'source'
  | 'date_created'
>;

/** Which stays an event names: by id, by their guides, or by a calendar feed's event uids. */
export type StaySelection =
  { ids: readonly number[] } | { guides: readonly number[] } | { idCalendarFeed: number; uids: string[] };

/** The workspace's stays `which` names, as webhook events tell them. */
export async function stayEventRows(db: Db, idWorkspace: number, which: StaySelection): Promise<StayEventRow[]> {
  const filter =
    'ids' in which
      ? inArray(invitations.id_invitation, which.ids.length > 0 ? [...which.ids] : [-1])
      : 'guides' in which
        ? inArray(invitations.id_guide, which.guides.length > 0 ? [...which.guides] : [-1])
        : and(
            eq(invitations.id_calendar_feed, which.idCalendarFeed),
            inArray(invitations.external_uid, which.uids.length > 0 ? which.uids : ['']),
          );
  return db
    .select({
      id_invitation: invitations.id_invitation,
      id_guide: invitations.id_guide,
      guest_name: invitations.guest_name,
      guest_email: invitations.guest_email,
      guest_phone: invitations.guest_phone,
      check_in: invitations.check_in,
      check_out: invitations.check_out,
      access_from: invitations.access_from,
      access_to: invitations.access_to,
      revoked_at: invitations.revoked_at,
      cancelled_at: invitations.cancelled_at,
      guests: invitations.guests,
      reference: invitations.reference,
      language: invitations.language,
      source: invitations.source,
      date_created: invitations.date_created,
    })
    .from(invitations)
    .where(and(eq(invitations.id_workspace, idWorkspace), filter))
    .orderBy(asc(invitations.id_invitation));
}

/** Which of these stays of the workspace still exist. */
export async function existingStayIds(db: Db, idWorkspace: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: invitations.id_invitation })
    .from(invitations)
    .where(and(eq(invitations.id_workspace, idWorkspace), inArray(invitations.id_invitation, [...ids])));
  return rows.map((r) => r.id);
}

/**
 * Locks the workspace's guides among `ids` (in id order, as a delete of many guides does, so the two
 * never deadlock): no stay is added to them until the transaction ends.
 */
export async function lockGuidesForStays(db: Db, idWorkspace: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: guides.id_guide })
    .from(guides)
    .where(and(eq(guides.id_workspace, idWorkspace), inArray(guides.id_guide, [...ids])))
    .orderBy(asc(guides.id_guide))
    .for('update');
}
