/** Connection pool, Drizzle instance and migrations (committed SQL, applied at start). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import * as schema from './schema.ts';

/** The Drizzle database, with the pool it runs on (`$client`) for the few hot reads that skip its row mapping. */
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Database = { db: Db; pool: pg.Pool; close: () => Promise<void> };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Dates as JS Dates, bigints that fit as numbers (file sizes, counts).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openDatabase(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection (server restarted); the pool replaces it.
  });
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return { db, pool, close: () => pool.end() };
}

/** One round trip to the database (the health check). */
export async function pingDatabase(database: Database): Promise<void> {
  await database.pool.query('select 1');
}
