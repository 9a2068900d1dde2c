/** Rules for maps: a host sees and changes only their own maps, and shows only their own on a guide. */
import {
  MESSAGES,
  type TActiveMap,
  type TActiveMapRequest,
  type TMap,
  type TMapCreateRequest,
  type TMapModifyRequest,
  type TMapSummary,
} from '@guidebook/contract';
import { AppError } from '../../lib/app-error.ts';
import { requireOwned } from '../../lib/owned.ts';
import { mapTranslations } from '../translations/translations.service.ts';
import * as repo from './maps.repository.ts';
import { presentMap, presentMapSummary } from './maps.presenter.ts';
import type { Deps } from '../../lib/deps.ts';
import { guestContentChanged } from '../../lib/events.ts';

const mapNotFound = () => AppError.notFound(MESSAGES.map.notFound);

export type { MapRow } from './maps.repository.ts';

/** One of the host's maps with its pins, or undefined (the guest guide's active map). */
export function findMap(deps: Deps, idWorkspace: number, idMap: number): Promise<repo.MapRow | undefined> {
  return repo.findMap(deps.database.db, idWorkspace, idMap);
}

export async function listMaps(deps: Deps, idWorkspace: number): Promise<TMapSummary[]> {
  return (await repo.listMaps(deps.database.db, idWorkspace)).map(presentMapSummary);
}

export async function selectMap(deps: Deps, idWorkspace: number, idMap: number): Promise<TMap> {
  const map = await findMap(deps, idWorkspace, idMap);
  if (!map) throw mapNotFound();
  return { ...presentMap(map), translations: await mapTranslations(deps, idWorkspace, map) };
}

export async function createMap(deps: Deps, idWorkspace: number, input: TMapCreateRequest): Promise<TMap> {
  return presentMap(await repo.createMap(deps.database.db, idWorkspace, { title: input.title, pins: input.pins }));
}

export async function modifyMap(deps: Deps, idWorkspace: number, input: TMapModifyRequest): Promise<TMap> {
  const { db } = deps.database;
  const map = await repo.updateMap(db, idWorkspace, input.id_map, { title: input.title, pins: input.pins });
  if (!map) throw mapNotFound();
  guestContentChanged(deps, idWorkspace);
  return presentMap(map);
}

export async function deleteMap(deps: Deps, idWorkspace: number, idMap: number): Promise<void> {
  const { db } = deps.database;
  if (!(await repo.deleteMap(db, idWorkspace, idMap))) throw mapNotFound();
  guestContentChanged(deps, idWorkspace);
}

export async function setActiveMap(deps: Deps, idWorkspace: number, input: TActiveMapRequest): Promise<TActiveMap> {
  const { db } = deps.database;
  const result = await repo.setActiveMap(db, idWorkspace, input.id_guide, input.id_map);
  if (result === 'guide-not-found') throw AppError.notFound(MESSAGES.guide.notFound);
  if (result === 'map-not-found') throw mapNotFound();
  guestContentChanged(deps, idWorkspace);
  return { id_guide: input.id_guide, id_map: input.id_map };
}

/** For guide create/modify: a guide may only point at one of its owner's maps. */
export async function assertOwnMap(deps: Deps, idWorkspace: number, idMap: number | null | undefined): Promise<void> {
  if (idMap != null) await requireOwned(repo.ownsMap(deps.database.db, idWorkspace, idMap), MESSAGES.map.notFound);
}
