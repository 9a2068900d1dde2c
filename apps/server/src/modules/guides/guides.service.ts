/** Rules for guides: a host sees and changes only their own. */
import {
  MESSAGES,
  type TGuide,
  type TGuideCreateRequest,
  type TGuideListItem,
  type TGuideModifyRequest,
} from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import { requireOwned, withinScope, type GuideScope } from '../../lib/owned.ts';
import * as repo from './guides.repository.ts';
import { guideTemplate } from './guide-template.ts';
import { presentGuide, presentGuideListItem } from './guides.presenter.ts';
import { assertOwnMap } from '../maps/maps.service.ts';
import type { Deps } from '../../lib/deps.ts';
import { guestContentChanged } from '../../lib/events.ts';
import { guideTranslationFields } from '../translations/translations.service.ts';

export type { GuideRow } from './guides.repository.ts';

/** One of the host's guides as stored, or undefined (for other modules: guest, share, transfer). */
export function findGuide(deps: Deps, idWorkspace: number, idGuide: number): Promise<repo.GuideRow | undefined> {
  return repo.findGuide(deps.database.db, idWorkspace, idGuide);
}

/** The host's guide; another account's, or none, answers 01 (lib/owned.ts). */
export function requireGuide(deps: Deps, idWorkspace: number, idGuide: number): Promise<repo.GuideRow> {
  return requireOwned(findGuide(deps, idWorkspace, idGuide), MESSAGES.guide.notFound);
}

export async function listGuides(deps: Deps, idWorkspace: number, scope: GuideScope = null): Promise<TGuideListItem[]> {
  return withinScope(await repo.listGuides(deps.database.db, idWorkspace), scope).map(presentGuideListItem);
}

export async function selectGuide(deps: Deps, idWorkspace: number, idGuide: number): Promise<TGuide> {
  const guide = await findGuide(deps, idWorkspace, idGuide);
  if (!guide) throw AppError.notFound(MESSAGES.guide.notFound);
  return { ...presentGuide(guide), ...(await guideTranslationFields(deps, idWorkspace, guide)) };
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

export async function deleteGuide(deps: Deps, idWorkspace: number, idGuide: number): Promise<void> {
  const { db } = deps.database;
  if (!(await repo.deleteGuide(db, idWorkspace, idGuide))) throw AppError.notFound(MESSAGES.guide.notFound);
  guestContentChanged(deps, idWorkspace);
}
