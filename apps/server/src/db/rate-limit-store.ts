/**
 * @fastify/rate-limit's store, counted in PostgreSQL (table rate_limits), so every instance on one
 * database shares the counters: ten sign-in attempts over three instances are ten attempts.
 *
 * The plugin's contract (its store/LocalStore.js): `incr(key, cb, timeWindow, max)` counts one hit
 * and answers `{ current, ttl }`, ttl being the milliseconds left in the window (the whole window on
 * a first hit); `child(routeOptions)` gives the store of one route or createRateLimit(), with that
 * limiter's continueExceeding / exponentialBackoff. One hit is one statement (an upsert), and the
 * database's clock is the only clock, so instances whose clocks differ still agree.
 */
import crypto from 'node:crypto';
import type pg from 'pg';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

/**
 * What the plugin hands the constructor and `child` (its index.js): the merged limiter options, with
 * `routeInfo` the route for a route's limiter and `{}` for createRateLimit()'s. Its typings name
 * route options instead, hence the casts below.
 */
type LimiterOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  routeInfo?: { method?: string | string[]; url?: string };
};

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Expired rows are deleted at most this often, per instance (one DELETE). */
export const RATE_LIMIT_SWEEP_MS = 60_000;
/** The longest window exponential back-off may grow to (the plugin's cap is Number.MAX_SAFE_INTEGER). */
const MAX_WINDOW_MS = 365 * 86_400_000;

/*
 * $1 key hash, $2 window (ms), $3 max, $4 continueExceeding, $5 exponentialBackoff. An expired row
 * starts a new window; past max, continueExceeding restarts the window and exponentialBackoff makes
 * it window * 2^(hits - max - 1), like the plugin's own stores. In ON CONFLICT, `rate_limits.*` is
 * the row before this hit.
 */
const INCR_SQL = `
insert into rate_limits as r (key_hash, count, expires_at)
values ($1, 1, now() + make_interval(secs => $2::float8 / 1000))
on conflict (key_hash) do update set
  count = case when r.expires_at <= now() then 1 else r.count + 1 end,
  expires_at = case
    when r.expires_at <= now() then now() + make_interval(secs => $2::float8 / 1000)
    when $4::boolean and r.count + 1 > $3::int then now() + make_interval(secs => $2::float8 / 1000)
    when $5::boolean and r.count + 1 > $3::int then now() + make_interval(secs =>
      least($2::float8 * power(2::float8, least(r.count + 1 - $3::int - 1, 60)), ${MAX_WINDOW_MS}) / 1000)
    else r.expires_at
  end
returning count, greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::float8 as ttl`;

const READ_SQL = `
select count, greatest(0, ceil(extract(epoch from expires_at - now()) * 1000))::float8 as ttl
from rate_limits where key_hash = $1 and expires_at > now()`;

const SWEEP_SQL = `delete from rate_limits where expires_at <= now()`;

/**
 * The store class for @fastify/rate-limit's `store` option, bound to this pool. `onError` hears a
 * failed sweep (a failed hit is the plugin's to handle: it answers 500 unless skipOnError).
 */
export function postgresRateLimitStore(pool: pg.Pool, onError: (err: unknown) => void): FastifyRateLimitStoreCtor {
  let nextSweepMs = 0;
  const sweep = () => {
    const nowMs = Date.now();
    if (nowMs < nextSweepMs) return;
    nextSweepMs = nowMs + RATE_LIMIT_SWEEP_MS;
    pool.query(SWEEP_SQL).catch(onError);
  };
  /** Limiters created by createRateLimit() have no route: they are told apart by creation order. */
  let unnamed = 0;

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    private readonly continueExceeding: boolean;
    private readonly exponentialBackoff: boolean;

    constructor(
      given: object,
      private readonly namespace = 'global',
    ) {
      const options = given as LimiterOptions;
      this.continueExceeding = options.continueExceeding === true;
      this.exponentialBackoff = options.exponentialBackoff === true;
    }

    private hash(key: string): Buffer {
      return crypto.createHash('sha256').update(`${this.namespace}\u0000${key}`).digest();
    }

    incr(key: string, callback: IncrCallback, timeWindow: number, max: number): void {
      sweep();
      pool
        .query<{ count: number; ttl: number }>({
          name: 'rate_limit_incr',
          text: INCR_SQL,
          values: [this.hash(key), timeWindow, max, this.continueExceeding, this.exponentialBackoff],
        })
        .then(
          ({ rows }) => callback(null, { current: rows[0]!.count, ttl: rows[0]!.ttl }),
          (err: Error) => callback(err),
        );
    }

    /** The plugin's `{ increment: false }`: the state without counting a hit. */
    read(key: string, callback: IncrCallback): void {
      pool
        .query<{ count: number; ttl: number }>({ name: 'rate_limit_read', text: READ_SQL, values: [this.hash(key)] })
        .then(
          ({ rows }) => callback(null, rows[0] ? { current: rows[0].count, ttl: rows[0].ttl } : { current: 0, ttl: 0 }),
          (err: Error) => callback(err),
        );
    }

    /**
     * Each limiter counts apart, as with the plugin's LocalStore (one cache per child): a route's by
     * its method and URL, one from createRateLimit() by the order limiters are made in (the same on
     * every instance of one build).
     */
    child(given: object): PostgresRateLimitStore {
      const options = given as LimiterOptions;
      const route = options.routeInfo;
      const name =
        route?.url !== undefined
          ? `${[route.method ?? ''].flat().join(',')} ${route.url}`
          : `limiter ${(unnamed += 1)}`;
      return new PostgresRateLimitStore(options, name);
    }
  }
  return PostgresRateLimitStore;
}
