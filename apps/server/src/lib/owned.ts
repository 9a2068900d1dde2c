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
