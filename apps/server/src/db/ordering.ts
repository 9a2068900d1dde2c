/**
 * Host-chosen order of a parent's children (categories of a guide, topics of a category):
 * positions 1..n stored in one transaction, only when `ids` is exactly the set of children.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

export type OrderedChildren = {
  table: PgTable;
  /** The child's id column, its parent's id column, and its owner column. */
  id: PgColumn;
  parent: PgColumn;
  owner: PgColumn;
};

/** True when `ids` lists each of `existing` exactly once and nothing else. */
export function sameIdSet(existing: number[], ids: number[]): boolean {
  if (existing.length !== ids.length || new Set(ids).size !== ids.length) return false;
  const known = new Set(existing);
  return ids.every((id) => known.has(id));
}

/** A PostgreSQL int[] literal built from parameters. */
export function intArray(ids: number[]) {
  return sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;
}

/** Answers false, and changes nothing, unless `ids` is exactly the parent's children. */
export async function storeOrder(
  db: Db,
  children: OrderedChildren,
  idWorkspace: number,
  idParent: number,
  ids: number[],
): Promise<boolean> {
  const { table, id, parent, owner } = children;
  return db.transaction(async (tx) => {
    // Lock the siblings so a child created meanwhile cannot slip out of the check.
    const current = await tx
      .select({ id })
      .from(table)
      .where(and(eq(owner, idWorkspace), eq(parent, idParent)))
      .for('update');
    if (
      !sameIdSet(
        current.map((r) => r.id as number),
        ids,
      )
    )
      return false;
    if (ids.length === 0) return true;
    await tx.execute(sql`
      update ${table} set position = o.pos, date_modified = now()
      from unnest(${intArray(ids)}) with ordinality as o(id, pos)
      where ${id} = o.id and ${parent} = ${idParent} and ${owner} = ${idWorkspace}`);
    return true;
  });
}
