/**
 * SQL of the calendar out: a guide's secret token (calendar_exports, one row a guide once made) and
 * the stays its calendar lists.
 */
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { calendarExports, guides, invitations } from '../../db/schema.ts';
import type { ExportGuide, ExportStay } from './ical-export.ts';

/** The guide's token; undefined when it has none yet. */
export async function findToken(db: Db, idWorkspace: number, idGuide: number): Promise<string | undefined> {
  const rows = await db
    .select({ token: calendarExports.token })
    .from(calendarExports)
    .where(and(eq(calendarExports.id_workspace, idWorkspace), eq(calendarExports.id_guide, idGuide)))
    .limit(1);
  return rows[0]?.token;
}

/** Makes or replaces the guide's token, in one statement: the old one finds nothing from then on. */
export async function replaceToken(db: Db, idWorkspace: number, idGuide: number, token: string): Promise<void> {
  await db
    .insert(calendarExports)
    .values({ id_guide: idGuide, id_workspace: idWorkspace, token })
    .onConflictDoUpdate({ target: calendarExports.id_guide, set: { token, date_created: new Date() } });
}

/** The guide whose calendar the token opens. */
export async function findGuideByToken(
  db: Db,
  token: string,
): Promise<(ExportGuide & { id_workspace: number }) | undefined> {
  const rows = await db
    .select({
      id_guide: guides.id_guide,
      id_workspace: guides.id_workspace,
      title: guides.title,
      timezone: guides.timezone,
      default_language: guides.default_language,
    })
    .from(calendarExports)
    .innerJoin(guides, eq(guides.id_guide, calendarExports.id_guide))
    .where(eq(calendarExports.token, token))
    .limit(1);
  return rows[0];
}

/** What the calendar shows of a stay (ical-export.ts): nothing secret is read. */
const EXPORT_COLUMNS = {
  id_invitation: invitations.id_invitation,
  guest_name: invitations.guest_name,
  guests: invitations.guests,
  reference: invitations.reference,
  check_in: invitations.check_in,
  check_out: invitations.check_out,
  date_created: invitations.date_created,
};

/** The guide's stays neither cancelled nor revoked that end at `since` or later, in check-in order. */
export function listStays(db: Db, idWorkspace: number, idGuide: number, since: Date): Promise<ExportStay[]> {
  const listed = [
    eq(invitations.id_workspace, idWorkspace),
    eq(invitations.id_guide, idGuide),
    isNull(invitations.cancelled_at),
    isNull(invitations.revoked_at),
    gte(invitations.check_out, since),
  ];
  return db
    .select(EXPORT_COLUMNS)
    .from(invitations)
    .where(and(...listed))
    .orderBy(asc(invitations.check_in), asc(invitations.id_invitation));
}
