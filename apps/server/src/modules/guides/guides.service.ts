/** Rules for guides: a host sees and changes only their own. */
import {
  MESSAGES,
  type TGuide,
  type TGuideCreateRequest,
  type TGuideListItem,
  type TGuideModifyRequest,
} from '@guidebook/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './guides.repository.ts';
import { presentGuide, presentGuideListItem } from './guides.presenter.ts';
import { assertOwnMap } from '../maps/maps.service.ts';
import type { Deps } from '../../lib/deps.ts';
import { guestContentChanged } from '../../lib/events.ts';

export async function listGuides(db: Db, idUser: number): Promise<TGuideListItem[]> {
  return (await repo.listGuides(db, idUser)).map(presentGuideListItem);
}

export async function selectGuide(db: Db, idUser: number, idGuide: number): Promise<TGuide> {
  const guide = await repo.findGuide(db, idUser, idGuide);
  if (!guide) throw AppError.notFound(MESSAGES.guide.notFound);
  return presentGuide(guide);
}

export async function createGuide(db: Db, idUser: number, input: TGuideCreateRequest): Promise<TGuide> {
  const { with_template, ...fields } = input;
  await assertOwnMap(db, idUser, fields.id_map);
  return presentGuide(await repo.createGuide(db, idUser, fields, with_template ?? false));
}

export async function modifyGuide(deps: Deps, idUser: number, input: TGuideModifyRequest): Promise<TGuide> {
  const { db } = deps.database;
  const { id_guide, ...fields } = input;
  await assertOwnMap(db, idUser, fields.id_map);
  const guide = await repo.updateGuide(db, idUser, id_guide, fields);
  if (!guide) throw AppError.notFound(MESSAGES.guide.notFound);
  guestContentChanged(deps, idUser);
  return presentGuide(guide);
}

export async function deleteGuide(deps: Deps, idUser: number, idGuide: number): Promise<void> {
  const { db } = deps.database;
  if (!(await repo.deleteGuide(db, idUser, idGuide))) throw AppError.notFound(MESSAGES.guide.notFound);
  guestContentChanged(deps, idUser);
}
