/** Rules for guides: a host sees and changes only their own. */
import {
  GUIDE_LIST,
  MESSAGES,
  type TGuide,
  type TGuideCreateRequest,
  type TGuideListItem,
  type TGuideListPage,
  type TGuideListQuery,
  type TGuideModifyRequest,
  type TGuideTagCount,
  type TGuideTags,
} from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { requireOwned, withinScope, type GuideScope } from '../../lib/owned.ts';
import * as repo from './guides.repository.ts';
import { guideTemplate } from './guide-template.ts';
import { presentGuide, presentGuideListItem, presentGuidePageItem } from './guides.presenter.ts';
import { assertOwnMap } from '../maps/maps.service.ts';
import type { Deps } from '../../lib/deps.ts';
import { guestContentChanged } from '../../lib/events.ts';
import { guideTranslationFields } from '../translations/translations.service.ts';
import { guideTagsChanged } from '../team/team.service.ts';
import { guideLinkBase, readableGuideUrl } from '../share/public-link.ts';
import { deleteStays } from '../invitations/stay-events.ts';
import type { Db } from '../../db/client.ts';

export type { GuideRow } from './guides.repository.ts';

/** One of the host's guides as stored, or undefined (for other modules: guest, share, transfer). */
export function findGuide(deps: Deps, idWorkspace: number, idGuide: number): Promise<repo.GuideRow | undefined> {
  return repo.findGuide(deps.database.db, idWorkspace, idGuide);
}

/** The host's guide; another account's, or none, answers 01 (lib/owned.ts). */
export function requireGuide(deps: Deps, idWorkspace: number, idGuide: number): Promise<repo.GuideRow> {
  return requireOwned(findGuide(deps, idWorkspace, idGuide), MESSAGES.guide.notFound);
}

/** `workspaceName`: the workspace's name, set on every item (`workspace_name`) when given. */
export async function listGuides(
  deps: Deps,
  idWorkspace: number,
  scope: GuideScope = null,
  workspaceName?: string,
): Promise<TGuideListItem[]> {
  const items = withinScope(await repo.listGuides(deps.database.db, idWorkspace), scope).map(presentGuideListItem);
  return workspaceName === undefined ? items : items.map((item) => ({ ...item, workspace_name: workspaceName }));
}

/** Whether a list call asks for a page (any parameter given) rather than the whole list. */
export function isPagedListQuery(query: TGuideListQuery): boolean {
  return Object.values(query).some((value) => value !== undefined);
}

/**
 * One page of the guides the caller may see that match the search and tag, in `sort` order
 * (default newest first), and how many match: the member's scope applies before paging and total.
 */
export async function listGuidesPage(
  deps: Deps,
  idWorkspace: number,
  query: TGuideListQuery,
  scope: GuideScope = null,
  workspaceName?: string,
): Promise<{ guides: TGuideListItem[]; page: TGuideListPage }> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? GUIDE_LIST.PAGE_SIZE_DEFAULT;
  if (pageSize > GUIDE_LIST.PAGE_SIZE_MAX)
    throw AppError.invalid('page_size', MESSAGES.guidesList.pageSizeTooLarge(GUIDE_LIST.PAGE_SIZE_MAX));
  const offset = (page - 1) * pageSize;
  // Past every page a workspace can have: nothing to read, and no offset PostgreSQL cannot take.
  if (!Number.isSafeInteger(offset) || offset > 2_000_000_000)
    throw AppError.invalid('page', MESSAGES.guidesList.pageInvalid);
  const { rows, total } = await repo.listGuidesPage(deps.database.db, idWorkspace, {
    sort: query.sort ?? '-created',
    q: (query.q ?? '').trim().replace(/\s+/g, ' '),
    tag: (query.tag ?? '').trim(),
    scope,
    limit: pageSize,
    offset,
  });
  const guides = rows.map(presentGuidePageItem);
  return {
    guides: workspaceName === undefined ? guides : guides.map((item) => ({ ...item, workspace_name: workspaceName })),
    page: { TOTAL: total, PAGE: page, PAGE_SIZE: pageSize },
  };
}

/** Replaces a guide's tags (checked by the contract: trimmed, at most 20, unique ignoring case). */
export async function setGuideTags(
  deps: Deps,
  idWorkspace: number,
  idGuide: number,
  tags: string[],
): Promise<TGuideTags> {
  try {
    if (!(await repo.setGuideTags(deps.database.db, idWorkspace, idGuide, tags)))
      throw AppError.notFound(MESSAGES.guide.notFound);
  } catch (error) {
    // Two tags that only PostgreSQL's case folding finds equal (the contract's check missed them).
    if (isUniqueViolation(error, 'guide_tags_guide_name_unique'))
      throw AppError.invalid('tags', MESSAGES.guidesList.tagDuplicate(tags.join(', ')));
    throw error;
  }
  await guideTagsChanged(deps, idWorkspace);
  return { id_guide: idGuide, tags };
}

/** The guides a change of many changed; a missing guide or one with too many tags refuses it whole. */
function changedOrRefused(change: repo.ManyGuidesChange): number[] {
  if ('missing' in change) throw AppError.notFound(MESSAGES.bulk.guideNotFound(change.missing));
  if ('full' in change)
    throw AppError.invalid('tag', MESSAGES.bulk.tooManyTags(change.full.title, GUIDE_LIST.TAGS_MAX));
  return change.changed;
}

/**
 * Every guide the caller may see (`scope`) that the list's search and tag match, by id; at most
 * `limit` + 1, so the caller can tell that more match than it takes.
 */
export function matchingGuideIds(
  deps: Deps,
  idWorkspace: number,
  filter: { q?: string | undefined; tag?: string | undefined },
  scope: GuideScope,
  limit: number,
): Promise<number[]> {
  return repo.matchingGuideIds(
    deps.database.db,
    idWorkspace,
    { q: (filter.q ?? '').trim().replace(/\s+/g, ' '), tag: (filter.tag ?? '').trim(), scope },
    limit + 1,
  );
}

/** Adds a tag to each guide, all or nothing (12 naming a guide that already has the most tags). */
export async function addTagToGuides(
  deps: Deps,
  idWorkspace: number,
  ids: readonly number[],
  tag: string,
): Promise<number[]> {
  const changed = changedOrRefused(
    await repo.addTagToGuides(deps.database.db, idWorkspace, ids, tag, GUIDE_LIST.TAGS_MAX),
  );
  if (changed.length > 0) await guideTagsChanged(deps, idWorkspace);
  return changed;
}

/** Removes a tag from each guide that has it, all or nothing. */
export async function removeTagFromGuides(
  deps: Deps,
  idWorkspace: number,
  ids: readonly number[],
  tag: string,
): Promise<number[]> {
  const changed = changedOrRefused(await repo.removeTagFromGuides(deps.database.db, idWorkspace, ids, tag));
  if (changed.length > 0) await guideTagsChanged(deps, idWorkspace);
  return changed;
}

/** Deletes the guides, all or nothing; their share links stop working on every instance. */
export async function deleteGuides(deps: Deps, idWorkspace: number, ids: readonly number[]): Promise<number[]> {
  // Their stays go with them: integrations hear `invitation.cancelled` for each (stay-events.ts).
  const change = await deleteStays(deps, idWorkspace, { guides: ids }, (tx) =>
    repo.deleteGuides(tx as unknown as Db, idWorkspace, ids),
  );
  const changed = changedOrRefused(change);
  if (changed.length > 0) {
    guestContentChanged(deps, idWorkspace);
    await guideTagsChanged(deps, idWorkspace);
  }
  return changed;
}

/** A guide's tags in the host's order (for export and duplicate). */
export function tagsOfGuide(deps: Deps, idWorkspace: number, idGuide: number): Promise<string[]> {
  return repo.tagsOfGuide(deps.database.db, idWorkspace, idGuide);
}

/** The workspace's tags with how many of the guides the caller may see carry each. */
export async function listTags(deps: Deps, idWorkspace: number, scope: GuideScope = null): Promise<TGuideTagCount[]> {
  return repo.listTags(deps.database.db, idWorkspace, scope);
}

export async function selectGuide(deps: Deps, idWorkspace: number, idGuide: number): Promise<TGuide> {
  const guide = await findGuide(deps, idWorkspace, idGuide);
  if (!guide) throw AppError.notFound(MESSAGES.guide.notFound);
  const base = await guideLinkBase(deps, idWorkspace);
  return {
    ...presentGuide(guide),
    slug: guide.slug,
    readable_url: readableGuideUrl(base, guide.slug),
    ...(await guideTranslationFields(deps, idWorkspace, guide)),
  };
}

export async function createGuide(deps: Deps, idWorkspace: number, input: TGuideCreateRequest): Promise<TGuide> {
  const { with_template, ...fields } = input;
  await assertOwnMap(deps, idWorkspace, fields.id_map);
  // The template's categories and starter topics come in the guide's default language.
  const template = with_template ? guideTemplate(fields.default_language) : undefined;
  return presentGuide(await repo.createGuide(deps.database.db, idWorkspace, fields, template));
}

export async function modifyGuide(deps: Deps, idWorkspace: number, input: TGuideModifyRequest): Promise<TGuide> {
  const { db } = deps.database;
  const { id_guide, ...fields } = input;
  await assertOwnMap(deps, idWorkspace, fields.id_map);
  const guide = await repo.updateGuide(db, idWorkspace, id_guide, fields);
  if (!guide) throw AppError.notFound(MESSAGES.guide.notFound);
  guestContentChanged(deps, idWorkspace);
  return presentGuide(guide);
}

/** Deletes the guide and its stays, of which integrations hear `invitation.cancelled` (stay-events.ts). */
export async function deleteGuide(deps: Deps, idWorkspace: number, idGuide: number): Promise<void> {
  const deleted = await deleteStays(deps, idWorkspace, { guides: [idGuide] }, (tx) =>
    repo.deleteGuide(tx as unknown as Db, idWorkspace, idGuide),
  );
  if (!deleted) throw AppError.notFound(MESSAGES.guide.notFound);
  guestContentChanged(deps, idWorkspace);
}
