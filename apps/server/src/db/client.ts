/**
 * Connection pool, Drizzle instance and migrations (committed SQL, applied at start). Several
 * instances may start at once on one database: the migrations run under an advisory lock, so one
 * applies them and the others, waiting on the lock, then find nothing left to do.
 */
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

/** The advisory lock the migrations run under (any fixed bigint; no other code takes it). */
export const MIGRATIONS_LOCK_KEY = 7_415_226_101;

// Dates as JS Dates, bigints that fit as numbers (file sizes, counts).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export async function openDatabase(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {
    // An idle client lost its connection (server restarted); the pool replaces it.
  });
  const db = drizzle(pool, { schema });
  try {
    await migrateUnderLock(url, db);
  } catch (err) {
    await pool.end();
    throw err;
  }
  return { db, pool, close: () => pool.end() };
}

/**
 * Runs the migrations while holding MIGRATIONS_LOCK_KEY on a connection of its own (not the pool's:
 * a pool of one would have none left for the migrations). The lock is a session lock: it is
 * released in `finally`, and by PostgreSQL if this process dies holding it.
 */
async function migrateUnderLock(url: string, db: Db): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  lock.on('error', () => undefined); // a lost connection fails the query below or ends the lock
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_KEY]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

/** One round trip to the database (the health check). */
export async function pingDatabase(database: Database): Promise<void> {
  await database.pool.query('select 1');
}
