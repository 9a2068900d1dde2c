/**
 * Named prepared statements for hot queries: Drizzle builds the SQL once per database and
 * PostgreSQL plans it once per connection (measured: query building was ~20% of a list call).
 */
import type { Db } from './client.ts';

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
