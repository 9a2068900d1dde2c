/**
 * SQL for maps and their pins. Every function is scoped by the owner's id; pins are
 * reached only through a map of that owner.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TMapPinInput } from '@guidebook/contract';
import type { Db } from '../../db/client.ts';
import { guides, mapPins, maps, type DbMap, type DbMapPin } from '../../db/schema.ts';

/** The row as stored, for this module's presenter. */
export type { DbMapPin } from '../../db/schema.ts';

export type MapSummaryRow = DbMap & { pins_count: number };
export type MapRow = DbMap & { pins: DbMapPin[] };
export type MapFields = { title: string; pins: TMapPinInput[] };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export async function listMaps(db: Db, idWorkspace: number): Promise<MapSummaryRow[]> {
  return db
    .select({
      id_map: maps.id_map,
      id_workspace: maps.id_workspace,
      title: maps.title,
      date_created: maps.date_created,
      date_modified: maps.date_modified,
      pins_count: count(mapPins.id_pin),
    })
    .from(maps)
    .leftJoin(mapPins, eq(mapPins.id_map, maps.id_map))
    .where(eq(maps.id_workspace, idWorkspace))
    .groupBy(maps.id_map)
    .orderBy(desc(maps.id_map));
}

/** The map with its pins in the host's order; undefined when it is not this host's. */
export async function findMap(db: Db | Tx, idWorkspace: number, idMap: number): Promise<MapRow | undefined> {
  const rows = await db
    .select()
    .from(maps)
    .where(and(eq(maps.id_workspace, idWorkspace), eq(maps.id_map, idMap)))
    .limit(1);
  const map = rows[0];
  if (!map) return undefined;
  const pins = await db
    .select()
    .from(mapPins)
    .where(eq(mapPins.id_map, idMap))
    .orderBy(asc(mapPins.position), asc(mapPins.id_pin));
  return { ...map, pins };
}

async function insertPins(tx: Tx, idMap: number, pins: TMapPinInput[]): Promise<void> {
  if (pins.length === 0) return;
  await tx.insert(mapPins).values(
    pins.map((p, i) => ({
      id_map: idMap,
      name: p.name,
      category: p.category,
      description: p.description,
      latitude: p.latitude,
      longitude: p.longitude,
      position: i,
    })),
  );
}

export async function createMap(db: Db, idWorkspace: number, fields: MapFields): Promise<MapRow> {
  return db.transaction(async (tx) => {
    const rows = await tx.insert(maps).values({ id_workspace: idWorkspace, title: fields.title }).returning();
    const map = rows[0] as DbMap;
    await insertPins(tx, map.id_map, fields.pins);
    return (await findMap(tx, idWorkspace, map.id_map)) as MapRow;
  });
}

/** Replaces the title and every pin in one transaction: a guest never sees half a save. */
export async function updateMap(
  db: Db,
  idWorkspace: number,
  idMap: number,
  fields: MapFields,
): Promise<MapRow | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(maps)
      .set({ title: fields.title, date_modified: sql`now()` })
      .where(and(eq(maps.id_workspace, idWorkspace), eq(maps.id_map, idMap)))
      .returning({ id: maps.id_map });
    if (rows.length === 0) return undefined;
    await tx.delete(mapPins).where(eq(mapPins.id_map, idMap));
    await insertPins(tx, idMap, fields.pins);
    return findMap(tx, idWorkspace, idMap);
  });
}

/** Guides that showed the map are left without one (ON DELETE SET NULL). */
export async function deleteMap(db: Db, idWorkspace: number, idMap: number): Promise<boolean> {
  const rows = await db
    .delete(maps)
    .where(and(eq(maps.id_workspace, idWorkspace), eq(maps.id_map, idMap)))
    .returning({ id: maps.id_map });
  return rows.length > 0;
}

export type ActiveMapResult = 'saved' | 'guide-not-found' | 'map-not-found';

/**
 * Sets (or with null clears) a guide's active map. The map row is locked while the guide
 * is updated, so a delete running at the same time cannot leave a dangling id.
 */
export async function setActiveMap(
  db: Db,
  idWorkspace: number,
  idGuide: number,
  idMap: number | null,
): Promise<ActiveMapResult> {
  return db.transaction(async (tx) => {
    if (idMap !== null) {
      const owned = await tx
        .select({ id: maps.id_map })
        .from(maps)
        .where(and(eq(maps.id_workspace, idWorkspace), eq(maps.id_map, idMap)))
        .for('share');
      if (owned.length === 0) return 'map-not-found';
    }
    const rows = await tx
      .update(guides)
      .set({ id_map: idMap, date_modified: sql`now()` })
      .where(and(eq(guides.id_workspace, idWorkspace), eq(guides.id_guide, idGuide)))
      .returning({ id: guides.id_guide });
    return rows.length === 0 ? 'guide-not-found' : 'saved';
  });
}

/** True when the map exists and is this host's (guides may only point at their owner's maps). */
export async function ownsMap(db: Db, idWorkspace: number, idMap: number): Promise<boolean> {
  const rows = await db
    .select({ id: maps.id_map })
    .from(maps)
    .where(and(eq(maps.id_workspace, idWorkspace), eq(maps.id_map, idMap)))
    .limit(1);
  return rows.length > 0;
}
