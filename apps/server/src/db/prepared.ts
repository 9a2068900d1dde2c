/**
 * Named prepared statements for hot queries: Drizzle builds the SQL once per database and
 * PostgreSQL plans it once per connection (measured: query building was ~20% of a list call).
 */
import pg from 'pg';
import type { Db } from './client.ts';
import { utcTextToIso } from './iso-text.ts';

const statements = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let forDb = statements.get(db);
  if (!forDb) {
    forDb = new Map();
    statements.set(db, forDb);
  }
  let statement = forDb.get(name) as T | undefined;
  if (!statement) {
    statement = build(db);
    forDb.set(name, statement);
  }
  return statement;
}

/** Hot reads' parsers: `timestamp` values (dates selected `at time zone 'UTC'`) as ISO text. */
export const HOT_TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.TIMESTAMP
      ? utcTextToIso
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A hot read run straight on the pool as a named prepared statement, rows as node-postgres makes
 * them (keyed by the SQL's column names): Drizzle's per-row mapping cost a quarter of a 50-row list
 * call (measured on the topics list: 1,270 req/s with it, 1,740 without). The SQL is the
 * repository's own text, exported for the API benchmark's plain-pg baseline and checked by the
 * integration tests field for field against the select calls.
 */
export async function hotRows<Row extends object>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const { rows } = await db.$client.query<Row>({ name, text, values, types: HOT_TYPES });
  return rows;
}
