/** SQL for content categories (table guide_contents). Every function is scoped by the owner's id. */
import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeOrder } from '../../db/ordering.ts';
import { categories, guideTopics, type DbCategory } from '../../db/schema.ts';

export type CategoryRow = DbCategory & { topics_count: number };

export type CategoryInsert = {
  id_guide: number;
  name: string;
  description: string | null;
  image: string;
  id_status: number;
  comment: string | null;
};
export type CategoryPatch = Partial<CategoryInsert>;

/** Counted over a left join; grouping by the primary key lets every category column be selected. */
function selectWithCounts(db: Db) {
  return db
    .select({ ...getTableColumns(categories), topics_count: sql<number>`count(${guideTopics.id_guide_topic})::int` })
    .from(categories)
    .leftJoin(guideTopics, eq(guideTopics.id_guide_content, categories.id_guide_content));
}

/** The next free place at the end of a guide's categories. */
const lastPosition = (idGuide: number) =>
  sql<number>`(select coalesce(max(${categories.position}), 0) + 1 from ${categories} where ${categories.id_guide} = ${idGuide})`;

export async function listCategories(db: Db, idWorkspace: number, idGuide: number): Promise<CategoryRow[]> {
  return selectWithCounts(db)
    .where(and(eq(categories.id_workspace, idWorkspace), eq(categories.id_guide, idGuide)))
    .groupBy(categories.id_guide_content)
    .orderBy(asc(categories.position), asc(categories.id_guide_content));
}

export async function findCategory(db: Db, idWorkspace: number, idCategory: number): Promise<CategoryRow | undefined> {
  const rows = await selectWithCounts(db)
    .where(and(eq(categories.id_workspace, idWorkspace), eq(categories.id_guide_content, idCategory)))
    .groupBy(categories.id_guide_content)
    .limit(1);
  return rows[0];
}

/** A new category goes last in its guide. */
export async function createCategory(db: Db, idWorkspace: number, fields: CategoryInsert): Promise<DbCategory> {
  const rows = await db
    .insert(categories)
    .values({ ...fields, id_workspace: idWorkspace, position: lastPosition(fields.id_guide) })
    .returning();
  return rows[0] as DbCategory;
}

/** Changes the given fields; a changed id_guide moves the category to the end of that guide. */
export async function updateCategory(
  db: Db,
  idWorkspace: number,
  idCategory: number,
  patch: CategoryPatch,
  moveToGuide: number | null,
): Promise<boolean> {
  const rows = await db
    .update(categories)
    .set({
      ...patch,
      ...(moveToGuide !== null ? { id_guide: moveToGuide, position: lastPosition(moveToGuide) } : {}),
      date_modified: sql`now()`,
    })
    .where(and(eq(categories.id_workspace, idWorkspace), eq(categories.id_guide_content, idCategory)))
    .returning({ id: categories.id_guide_content });
  return rows.length > 0;
}

/** Deletes the category; its topics go with it (foreign key cascade). */
export async function deleteCategory(db: Db, idWorkspace: number, idCategory: number): Promise<boolean> {
  const rows = await db
    .delete(categories)
    .where(and(eq(categories.id_workspace, idWorkspace), eq(categories.id_guide_content, idCategory)))
    .returning({ id: categories.id_guide_content });
  return rows.length > 0;
}

/** Stores positions 1..n in the order of `ids` (exactly the guide's categories). */
export async function reorderCategories(db: Db, idWorkspace: number, idGuide: number, ids: number[]): Promise<boolean> {
  return storeOrder(
    db,
    {
      table: categories,
      id: categories.id_guide_content,
      parent: categories.id_guide,
      owner: categories.id_workspace,
    },
    idWorkspace,
    idGuide,
    ids,
  );
}
