/**
 * Rules for calendar feeds: a guide's iCal exports whose reservations become stays. The host adds,
 * lists, changes and deletes them here; reading them is calendar-sync.service.ts. The address is
 * checked for its form (http or https, at most 2,048 characters: the contract) and, unless
 * CALENDAR_FEEDS_ALLOW_PRIVATE, for where it points: an address of this machine, its network or a
 * metadata service answers 12. A new feed, or a new address, is read at once, and the answer is the
 * feed with that first result.
 */
import {
  MESSAGES,
  RESULT,
  type TCalendarFeed,
  type ZCalendarFeedCreateRequest,
  type ZCalendarFeedModifyRequest,
} from '@guidebook/contract';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { withinScope, type GuideScope } from '../../lib/owned.ts';
import { refusedOnSave } from '../../lib/outbound/check-host.ts';
import { requireGuide } from '../guides/guides.service.ts';
import * as repo from './calendar-feeds.repository.ts';
import { presentFeed } from './calendar-feeds.presenter.ts';
import { syncFeedNow } from './calendar-sync.service.ts';

type CreateInput = z.output<typeof ZCalendarFeedCreateRequest>;
type ModifyInput = z.output<typeof ZCalendarFeedModifyRequest>;

const notFound = () => AppError.notFound(MESSAGES.calendarFeed.notFound);

/** A label of only spaces is none. */
const labelOf = (label: string | null | undefined) => (label?.trim() ? label.trim() : null);

/** `language`: the caller's, which the feed's last status is read in. */
export async function selectFeed(
  deps: Deps,
  idWorkspace: number,
  idFeed: number,
  language = 'en',
): Promise<TCalendarFeed> {
  const row = await repo.findFeed(deps.database.db, idWorkspace, idFeed);
  if (!row) throw notFound();
  return presentFeed(row, language);
}

/** 12 on `url` when it points where feeds may not be read from (see the file's comment). */
async function requireOutsideUrl(deps: Deps, url: string): Promise<void> {
  if (await refusedOnSave(url, deps)) throw AppError.invalid('url', MESSAGES.calendarSync.notPublic);
}

/** Reads the feed now and answers it with the result; a reader already at it leaves the answer as listed. */
async function readNow(deps: Deps, idWorkspace: number, idFeed: number, language: string): Promise<TCalendarFeed> {
  try {
    await syncFeedNow(deps, idWorkspace, idFeed);
  } catch (err) {
    if (!(err instanceof AppError && err.code === RESULT.CONFLICT)) throw err;
  }
  return selectFeed(deps, idWorkspace, idFeed, language);
}

/** "Sync now": reads the feed and answers it with the result; 13 while another reader has it. */
export async function syncFeed(
  deps: Deps,
  idWorkspace: number,
  idFeed: number,
  language = 'en',
): Promise<TCalendarFeed> {
  await syncFeedNow(deps, idWorkspace, idFeed);
  return selectFeed(deps, idWorkspace, idFeed, language);
}

export async function listFeeds(
  deps: Deps,
  idWorkspace: number,
  idGuide?: number,
  scope: GuideScope = null,
  language = 'en',
): Promise<TCalendarFeed[]> {
  // A filter naming another workspace's guide is an id like any other: 01, not an empty list.
  if (idGuide !== undefined) await requireGuide(deps, idWorkspace, idGuide);
  const rows = await repo.listFeeds(deps.database.db, idWorkspace, idGuide);
  return withinScope(rows, scope).map((row) => presentFeed(row, language));
}

export async function createFeed(
  deps: Deps,
  idWorkspace: number,
  input: CreateInput,
  language = 'en',
): Promise<TCalendarFeed> {
  const guide = await requireGuide(deps, idWorkspace, input.id_guide);
  await requireOutsideUrl(deps, input.url);
  const id = await repo.createFeed(deps.database.db, idWorkspace, {
    id_guide: guide.id_guide,
    url: input.url,
    label: labelOf(input.label),
    events_are: input.events_are,
  });
  return readNow(deps, idWorkspace, id, language);
}

export async function modifyFeed(
  deps: Deps,
  idWorkspace: number,
  input: ModifyInput,
  language = 'en',
): Promise<TCalendarFeed> {
  const before = await repo.findFeed(deps.database.db, idWorkspace, input.id_calendar_feed);
  if (!before) throw notFound();
  const newUrl = input.url !== undefined && input.url !== before.url;
  if (newUrl) await requireOutsideUrl(deps, input.url!);
  const changes: repo.CalendarFeedChanges = {};
  if (input.url !== undefined) changes.url = input.url;
  if (input.label !== undefined) changes.label = labelOf(input.label);
  if (input.events_are !== undefined) changes.events_are = input.events_are;
  if (!(await repo.updateFeed(deps.database.db, idWorkspace, input.id_calendar_feed, changes, deps.now())))
    throw notFound();
  // A new address is another calendar: read at once.
  if (newUrl) return readNow(deps, idWorkspace, input.id_calendar_feed, language);
  return selectFeed(deps, idWorkspace, input.id_calendar_feed, language);
}

/** Deletes the feed; the stays it made stay (a host's data is never lost with a feed). */
export async function deleteFeed(deps: Deps, idWorkspace: number, idFeed: number): Promise<void> {
  if (!(await repo.deleteFeed(deps.database.db, idWorkspace, idFeed))) throw notFound();
}
