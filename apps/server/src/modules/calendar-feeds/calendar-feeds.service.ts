/**
 * Rules for calendar feeds: a guide's iCal exports whose reservations become stays. The host adds,
 * lists, changes and deletes them here; reading them (the sync) is separate work that fills the
 * feed's sync state. The address is checked for its form here (http or https, at most 2,048
 * characters: the contract); whether it is reachable is the sync's to find out.
 */
import {
  MESSAGES,
  type TCalendarFeed,
  type ZCalendarFeedCreateRequest,
  type ZCalendarFeedModifyRequest,
} from '@guidebook/contract';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { withinScope, type GuideScope } from '../../lib/owned.ts';
import { requireGuide } from '../guides/guides.service.ts';
import * as repo from './calendar-feeds.repository.ts';
import { presentFeed } from './calendar-feeds.presenter.ts';

type CreateInput = z.output<typeof ZCalendarFeedCreateRequest>;
type ModifyInput = z.output<typeof ZCalendarFeedModifyRequest>;

const notFound = () => AppError.notFound(MESSAGES.calendarFeed.notFound);

/** A label of only spaces is none. */
const labelOf = (label: string | null | undefined) => (label?.trim() ? label.trim() : null);

export async function selectFeed(deps: Deps, idWorkspace: number, idFeed: number): Promise<TCalendarFeed> {
  const row = await repo.findFeed(deps.database.db, idWorkspace, idFeed);
  if (!row) throw notFound();
  return presentFeed(row);
}

export async function listFeeds(
  deps: Deps,
  idWorkspace: number,
  idGuide?: number,
  scope: GuideScope = null,
): Promise<TCalendarFeed[]> {
  // A filter naming another workspace's guide is an id like any other: 01, not an empty list.
  if (idGuide !== undefined) await requireGuide(deps, idWorkspace, idGuide);
  const rows = await repo.listFeeds(deps.database.db, idWorkspace, idGuide);
  return withinScope(rows, scope).map(presentFeed);
}

export async function createFeed(deps: Deps, idWorkspace: number, input: CreateInput): Promise<TCalendarFeed> {
  const guide = await requireGuide(deps, idWorkspace, input.id_guide);
  const id = await repo.createFeed(deps.database.db, idWorkspace, {
    id_guide: guide.id_guide,
    url: input.url,
    label: labelOf(input.label),
    events_are: input.events_are,
  });
  return selectFeed(deps, idWorkspace, id);
}

export async function modifyFeed(deps: Deps, idWorkspace: number, input: ModifyInput): Promise<TCalendarFeed> {
  const changes: repo.CalendarFeedChanges = {};
  if (input.url !== undefined) changes.url = input.url;
  if (input.label !== undefined) changes.label = labelOf(input.label);
  if (input.events_are !== undefined) changes.events_are = input.events_are;
  if (!(await repo.updateFeed(deps.database.db, idWorkspace, input.id_calendar_feed, changes, deps.now())))
    throw notFound();
  return selectFeed(deps, idWorkspace, input.id_calendar_feed);
}

/** Deletes the feed; the stays it made stay (a host's data is never lost with a feed). */
export async function deleteFeed(deps: Deps, idWorkspace: number, idFeed: number): Promise<void> {
  if (!(await repo.deleteFeed(deps.database.db, idWorkspace, idFeed))) throw notFound();
}
