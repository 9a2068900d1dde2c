/**
 * Rules for content categories: a host sees and changes only the categories of their
 * own guides; names and descriptions are stored as plain text; icons are icon markup.
 */
import {
  MESSAGES,
  type TCategory,
  type TCategoryCreateRequest,
  type TCategoryModifyRequest,
  type TCategoryOrderRequest,
} from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import { requireOwned } from '../../lib/owned.ts';
import { requireGuide } from '../guides/guides.service.ts';
import { toPlainText } from '../content-safety/plain-text.ts';
import { categoryTranslationsOfGuide } from '../translations/translations.service.ts';
import * as repo from './categories.repository.ts';
import { presentCategory } from './categories.presenter.ts';
import type { Deps } from '../../lib/deps.ts';
import { guestContentChanged } from '../../lib/events.ts';

export type { CategoryRow } from './categories.repository.ts';

/** The host's category; another account's, or none, answers 01 (lib/owned.ts). Topics work inside it. */
export function requireCategory(deps: Deps, idWorkspace: number, idCategory: number): Promise<repo.CategoryRow> {
  return requireOwned(repo.findCategory(deps.database.db, idWorkspace, idCategory), MESSAGES.category.notFound);
}

function plainName(name: string): string {
  const text = toPlainText(name).trim();
  if (!text) throw AppError.invalid('name', MESSAGES.category.nameRequired);
  return text;
}

const plainOptional = (value: string | null): string | null => (value == null ? null : toPlainText(value));

export async function listCategories(deps: Deps, idWorkspace: number, idGuide: number): Promise<TCategory[]> {
  await requireGuide(deps, idWorkspace, idGuide);
  const rows = await repo.listCategories(deps.database.db, idWorkspace, idGuide);
  const translations = await categoryTranslationsOfGuide(deps, idWorkspace, idGuide, rows);
  return rows.map((c) => ({ ...presentCategory(c), translations: translations.get(c.id_guide_content) ?? [] }));
}

export async function createCategory(
  deps: Deps,
  idWorkspace: number,
  input: TCategoryCreateRequest,
): Promise<TCategory> {
  const { db } = deps.database;
  await requireGuide(deps, idWorkspace, input.id_guide);
  const created = await repo.createCategory(db, idWorkspace, {
    id_guide: input.id_guide,
    name: plainName(input.name),
    description: plainOptional(input.description),
    image: input.image,
    id_status: input.id_status,
    comment: plainOptional(input.comment),
  });
  guestContentChanged(deps, idWorkspace);
  return presentCategory({ ...created, topics_count: 0 });
}

export async function modifyCategory(
  deps: Deps,
  idWorkspace: number,
  input: TCategoryModifyRequest,
): Promise<TCategory> {
  const { db } = deps.database;
  const current = await requireCategory(deps, idWorkspace, input.id_guide_content);
  let moveToGuide: number | null = null;
  if (input.id_guide !== undefined && input.id_guide !== current.id_guide) {
    await requireGuide(deps, idWorkspace, input.id_guide);
    moveToGuide = input.id_guide;
  }
  const patch: repo.CategoryPatch = {};
  if (input.name !== undefined) patch.name = plainName(input.name);
  if (input.description !== undefined) patch.description = plainOptional(input.description);
  if (input.image !== undefined) patch.image = input.image;
  if (input.id_status !== undefined) patch.id_status = input.id_status;
  if (input.comment !== undefined) patch.comment = plainOptional(input.comment);
  if (!(await repo.updateCategory(db, idWorkspace, current.id_guide_content, patch, moveToGuide)))
    throw AppError.notFound(MESSAGES.category.notFound);
  guestContentChanged(deps, idWorkspace);
  return presentCategory(await requireCategory(deps, idWorkspace, current.id_guide_content));
}

export async function deleteCategory(deps: Deps, idWorkspace: number, idCategory: number): Promise<void> {
  const { db } = deps.database;
  if (!(await repo.deleteCategory(db, idWorkspace, idCategory))) throw AppError.notFound(MESSAGES.category.notFound);
  guestContentChanged(deps, idWorkspace);
}

export async function orderCategories(
  deps: Deps,
  idWorkspace: number,
  input: TCategoryOrderRequest,
): Promise<TCategory[]> {
  const { db } = deps.database;
  await requireGuide(deps, idWorkspace, input.id_guide);
  if (!(await repo.reorderCategories(db, idWorkspace, input.id_guide, input.ids)))
    throw AppError.invalid('ids', MESSAGES.category.orderMismatch);
  guestContentChanged(deps, idWorkspace);
  return (await repo.listCategories(db, idWorkspace, input.id_guide)).map(presentCategory);
}
