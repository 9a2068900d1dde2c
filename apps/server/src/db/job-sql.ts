/**
 * How the job queue (lib/jobs.ts, pg-boss) reaches PostgreSQL: its `executeSql(text, values)` on
 * the app's pool (no pool of its own, so DATABASE_POOL_SIZE bounds every connection), or on a
 * Drizzle transaction, so a job queued there commits or rolls back with the caller's writes
 * (sign-up: the account and its e-mail, or neither).
 */
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from './client.ts';

/** A Drizzle transaction, as services receive it from `db.transaction`. */
export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

export type JobSql = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** The pool; every query still running is in `inFlight` until it settles (closing waits for them). */
export function poolJobSql(database: Database, inFlight: Set<Promise<unknown>>): JobSql {
  return {
    executeSql: (text, values) => {
      const query = database.pool.query(text, values);
      inFlight.add(query);
      void query.then(
        () => inFlight.delete(query),
        () => inFlight.delete(query),
      );
      return query;
    },
  };
}

/** A transaction: pg-boss's numbered parameters ($1, $2, …) become Drizzle parameters, in the same order. */
export function transactionJobSql(tx: Transaction): JobSql {
  return {
    executeSql: async (text, values = []) => {
      const chunks: SQL[] = [];
      let from = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(from, match.index)));
        chunks.push(sql`${sql.param(values[Number(match[1]) - 1])}`);
        from = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(from)));
      const result = await tx.execute(sql.join(chunks));
      return { rows: result.rows };
    },
  };
}

/** The advisory lock the job queue's start runs under (any fixed bigint; no other code takes it). */
const JOBS_LOCK_KEY = 7_415_226_102;

/**
 * Runs `fn` (pg-boss creating or updating its schema, the queues and the schedules) while holding
 * JOBS_LOCK_KEY on a connection of its own, so instances starting together on an empty database do
 * it one after the other: seen without it, two concurrent creations failed one instance's start.
 */
export async function underJobsLock<T>(database: Database, fn: () => Promise<T>): Promise<T> {
  const lock = new pg.Client(database.pool.options);
  lock.on('error', () => undefined); // a lost connection fails the query below or ends the lock
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [JOBS_LOCK_KEY]);
    return await fn();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [JOBS_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}
