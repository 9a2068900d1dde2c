/**
 * The calendar out: each guide may have a secret address of its stays as an iCal calendar
 * (`/ical/{token}.ics`) that the host's and cleaners' calendar apps subscribe to. The address is made
 * on demand and replaced on demand; the token is read from the database at every request, so a
 * replaced address answers 404 on every instance at once. The calendar lists every stay neither
 * cancelled nor revoked, future, current, and past ones for EXPORT_PAST_DAYS after their check-out
 * (a cleaner's record of the last months), as ical-export.ts writes them.
 */
import crypto from 'node:crypto';
import type { TCalendarExport } from '@guidebook/contract';
import type { Deps } from '../../lib/deps.ts';
import { newSecret } from '../../lib/tokens.ts';
import { requireGuide } from '../guides/guides.service.ts';
import * as repo from './calendar-export.repository.ts';
import { stayCalendar } from './ical-export.ts';

/** How long a stay stays in the calendar after its check-out. */
export const EXPORT_PAST_DAYS = 92;

/** What a token looks like (newSecret: 43 base64url characters); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

function present(deps: Deps, idGuide: number, token: string | undefined): TCalendarExport {
  return { id_guide: idGuide, url: token ? `${deps.config.publicUrl}/ical/${token}.ics` : null };
}

export async function getExport(deps: Deps, idWorkspace: number, idGuide: number): Promise<TCalendarExport> {
  await requireGuide(deps, idWorkspace, idGuide);
  return present(deps, idGuide, await repo.findToken(deps.database.db, idWorkspace, idGuide));
}

/** Makes the guide's address, or replaces it: the old one answers 404 from now on. */
export async function regenerateExport(deps: Deps, idWorkspace: number, idGuide: number): Promise<TCalendarExport> {
  await requireGuide(deps, idWorkspace, idGuide);
  const token = newSecret();
  await repo.replaceToken(deps.database.db, idWorkspace, idGuide, token);
  return present(deps, idGuide, token);
}

/** The calendar of a token, with its ETag (its text's hash); undefined for a token that opens none. */
export async function calendarOf(deps: Deps, token: string): Promise<{ body: string; etag: string } | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const { db } = deps.database;
  const guide = await repo.findGuideByToken(db, token);
  if (!guide) return undefined;
  const since = new Date(deps.now().getTime() - EXPORT_PAST_DAYS * 86_400_000);
  const stays = await repo.listStays(db, guide.id_workspace, guide.id_guide, since);
  const body = stayCalendar(guide, stays, new URL(deps.config.publicUrl).hostname);
  const etag = `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, etag };
}
