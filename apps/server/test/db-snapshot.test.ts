/**
 * The "nothing changed" snapshot (helpers/db-snapshot.ts) that the access and hostile-input tables
 * compare before and after each refused call: any changed value, added or removed row changes the
 * line of its table, undoing the change gives the same snapshot again, and the columns it leaves out
 * on purpose (a token's last use) do not count.
 */
import { describe, expect, it } from 'vitest';
import { snapshotRows } from './helpers/db-snapshot.ts';
import { getDatabaseClient, getTestServer } from './helpers/test-app.ts';
import { buildApiToken } from './helpers/factories.ts';
import { buildFixture } from './helpers/calls.ts';

const t = await getTestServer();
const admin = await getDatabaseClient(t);
const f = await buildFixture(t.app);
await buildApiToken(t.app, f.account, { name: 'Read', scope: 'read' });

/** The lines of the snapshot that differ from `before`'s, as table names. */
function changedTables(before: string, after: string): string[] {
  const old = new Set(before.split('\n'));
  return after
    .split('\n')
    .filter((line) => !old.has(line))
    .map((line) => line.split(':')[0]!);
}

describe('snapshotRows', () => {
  // Each change is undone from a copy of the row as it was (a temporary table).
  const topic = `guide_topics WHERE id_guide_topic = ${f.topic}`;
  const guide = `guides WHERE id_guide = ${f.guide}`;
  const cases: { name: string; change: string; undo: string; table: string | null }[] = [
    {
      name: 'a changed text value',
      change: `CREATE TEMP TABLE kept AS SELECT * FROM ${guide}; UPDATE guides SET title = title || '!' WHERE id_guide = ${f.guide}`,
      undo: `UPDATE guides g SET title = k.title FROM kept k WHERE g.id_guide = k.id_guide; DROP TABLE kept`,
      table: 'guides',
    },
    {
      name: 'a number moved by one',
      change: `UPDATE guide_topics SET position = position + 1 WHERE id_guide_topic = ${f.topic}`,
      undo: `UPDATE guide_topics SET position = position - 1 WHERE id_guide_topic = ${f.topic}`,
      table: 'guide_topics',
    },
    {
      // In a row's text, NULL is nothing and '' is "": they must differ.
      name: 'null and the empty text swapped',
      change: `CREATE TEMP TABLE kept AS SELECT * FROM ${guide}; UPDATE guides SET subtitle = CASE WHEN subtitle IS NULL THEN '' END WHERE id_guide = ${f.guide}`,
      undo: `UPDATE guides g SET subtitle = k.subtitle FROM kept k WHERE g.id_guide = k.id_guide; DROP TABLE kept`,
      table: 'guides',
    },
    {
      name: 'a removed row',
      change: `CREATE TEMP TABLE kept AS SELECT * FROM ${topic}; DELETE FROM ${topic}`,
      undo: `INSERT INTO guide_topics SELECT * FROM kept; DROP TABLE kept`,
      table: 'guide_topics',
    },
    {
      name: 'a token used (left out on purpose)',
      change: `UPDATE api_tokens SET last_used_at = now()`,
      undo: `SELECT 1`,
      table: null,
    },
  ];

  it.each(cases)('$name', async ({ change, undo, table }) => {
    const before = await snapshotRows(admin);
    await admin.query(change);
    const after = await snapshotRows(admin);
    expect(changedTables(before, after)).toEqual(table ? [table] : []);
    await admin.query(undo);
    expect(await snapshotRows(admin)).toBe(before);
  });
});
