/**
 * An id a request names (the row it acts on, or one it points at: a featured image, a logo, a
 * map, a topic's category, an invitation's guide) that belongs to another account answers exactly
 * like an id that names nothing: 01 with the thing's "not found" message. Ids a client sends are
 * looked up by owner and go through this one check, so no answer tells a prober that an id exists.
 */
import { AppError } from './app-error.ts';

export async function requireOwned<T>(lookup: Promise<T | null | undefined | false> | T, notFound: string): Promise<T> {
  const row = await lookup;
  if (row === null || row === undefined || row === false) throw AppError.notFound(notFound);
  return row;
}

/**
 * The guides a member limited to chosen guides may see (null: all of the workspace's). Lists of a
 * whole workspace (guides, invitations, the dashboard's views) keep only those guides' rows; calls
 * that name a row are checked before the handler (plugins/auth.ts).
 */
export type GuideScope = readonly number[] | null;

export function withinScope<T extends { id_guide: number }>(rows: T[], scope: GuideScope): T[] {
  if (scope === null) return rows;
  const allowed = new Set(scope);
  return rows.filter((row) => allowed.has(row.id_guide));
}
