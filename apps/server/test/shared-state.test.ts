/**
 * Several instances on one database: two apps built by buildApp() share a database, as
 * two processes behind a load balancer would.
 * - a logout through one instance is refused by the other within a second, though it had the
 *   session cached; a host's change through one is what guests get from the other within a second;
 * - the listening connection, terminated, comes back, and while it is gone the caches keep nothing;
 * - sign-in attempts spread over both instances hit the limit like attempts on one;
 * - instances started at once on an empty database both come up (migrations under a lock).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { postgresRateLimitStore } from '../src/db/rate-limit-store.ts';
import { hashSecret } from '../src/lib/tokens.ts';
import { createTestDatabase, type TestApp, getTestServer } from './helpers/test-app.ts';
import {
  api,
  buildAccount,
  buildCategory,
  buildSharedGuide,
  buildTopic,
  type TestAccount,
} from './helpers/factories.ts';
import { RESULT } from '@guidebook/contract';
import { waitFor } from './helpers/processes.ts';

const LIMIT = 4;
/** A superuser connection to the server, outside the test database. */
let admin: pg.Client;

const a = await getTestServer({ rateLimitPerMinute: LIMIT });
const b = await getTestServer({ rateLimitPerMinute: LIMIT }, { databaseUrl: a.databaseUrl });

beforeAll(async () => {
  admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
});
afterAll(async () => {
  await admin?.end();
});

function isCached(t: TestApp, token: string): boolean {
  return t.app.sessionCache.get(hashSecret(token).toString('base64'), Date.now()) !== null;
}

/** Signed in on `t` twice: the session is then in that instance's cache. */
async function cacheSession(t: TestApp, token: string): Promise<void> {
  expect((await api(t.app, token).get('/users/me')).body.RES_CODE).toBe(RESULT.OK);
  expect((await api(t.app, token).get('/users/me')).body.RES_CODE).toBe(RESULT.OK);
  expect(isCached(t, token)).toBe(true);
}

/** Milliseconds until `check` holds (polled every 10 ms); fails after `limitMs`. */
async function msUntil(what: string, check: () => Promise<boolean>, limitMs = 1_000): Promise<number> {
  const start = performance.now();
  for (;;) {
    if (await check()) return performance.now() - start;
    const elapsed = performance.now() - start;
    if (elapsed > limitMs) throw new Error(`${what}: still not after ${Math.round(elapsed)} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const refusedOn = (t: TestApp, token: string) => async () =>
  (await api(t.app, token).get('/users/me')).body.RES_CODE === RESULT.UNAUTHENTICATED;

/** B's listening connection back with a new backend. */
async function listeningAgain(t: TestApp, oldPid: number): Promise<void> {
  await waitFor(
    'the listening connection to come back',
    () => (t.app.clusterEvents.isListening && t.app.clusterEvents.listenerPid !== oldPid) || undefined,
    15_000,
  );
}

describe('events between instances', () => {
  it('refuses on B, within a second, a session signed out through A while B had it cached', async () => {
    const host = await buildAccount(a.app);
    await cacheSession(b, host.token);
    expect((await api(a.app, host).post('/users/logout')).body.RES_CODE).toBe(RESULT.OK);
    const ms = await msUntil('B refuses the signed-out session', refusedOn(b, host.token));
    expect(isCached(b, host.token)).toBe(false);
    console.info(`logout through A refused by B after ${ms.toFixed(0)} ms`);
  });

  it('gives guests on B, within a second, a topic changed through A while B had the guide cached', async () => {
    const host = await buildAccount(a.app);
    const guide = await buildSharedGuide(a.app, host, { title: 'Two Doors' });
    const category = await buildCategory(a.app, host, { id_guide: guide.id_guide, name: 'Arrival' });
    const topic = await buildTopic(a.app, host, { id_guide_content: category.id_guide_content, name: 'Keys' });
    const topicNames = async (t: TestApp) => {
      const res = await api(t.app).get(`/guest/guides/${guide.token}`);
      expect(res.body.RES_CODE).toBe(RESULT.OK);
      return (res.body.RES_RESULT as { categories: { topics: { name: string }[] }[] }).categories.flatMap((c) =>
        c.topics.map((x) => x.name),
      );
    };
    // B keeps the guide it answers once the events of the guide's making, sent by A, have reached it:
    // an answer built before one of them arrives is not kept (it may predate that change).
    await msUntil(
      'B keeps the guide in its cache',
      async () => {
        expect(await topicNames(b)).toEqual(['Keys']);
        return b.app.guestCache.get(guide.token) !== undefined;
      },
      15_000,
    );

    const saved = await api(a.app, host).put('/content_topics/modify', {
      id_guide_topic: topic.id_guide_topic,
      name: 'Keys and codes',
    });
    expect(saved.body.RES_CODE).toBe(RESULT.OK);
    const ms = await msUntil('B serves the changed topic', async () =>
      (await topicNames(b)).includes('Keys and codes'),
    );
    console.info(`topic changed through A served by B after ${ms.toFixed(0)} ms`);
  });

  it('bypasses its caches while its listening connection is lost, and hears events again once it is back', async () => {
    const database = new URL(a.databaseUrl).pathname.slice(1);
    const host = await buildAccount(a.app);
    const second = await buildAccount(a.app);
    const other = await buildAccount(a.app);
    await cacheSession(b, host.token);
    const oldPid = b.app.clusterEvents.listenerPid;
    expect(oldPid).toBeGreaterThan(0);

    // New connections to the test database are refused: B cannot listen again; the pools keep theirs.
    await admin.query(`alter database ${database} allow_connections false`);
    try {
      await admin.query('select pg_terminate_backend($1)', [oldPid]);
      await waitFor('B to notice', () => !b.app.clusterEvents.isListening || undefined, 5_000);
      // Whatever B held is gone, and what it reads now it does not keep.
      expect(isCached(b, host.token)).toBe(false);
      expect((await api(a.app, host).post('/users/logout')).body.RES_CODE).toBe(RESULT.OK);
      expect((await api(b.app, host).get('/users/me')).body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
      expect((await api(b.app, second).get('/users/me')).body.RES_CODE).toBe(RESULT.OK);
      expect(isCached(b, second.token)).toBe(false);
      expect(b.app.clusterEvents.isListening).toBe(false);
    } finally {
      await admin.query(`alter database ${database} allow_connections true`);
    }

    await listeningAgain(b, oldPid!);
    await cacheSession(b, other.token);
    expect((await api(a.app, other).post('/users/logout')).body.RES_CODE).toBe(RESULT.OK);
    const ms = await msUntil('B refuses the signed-out session after reconnecting', refusedOn(b, other.token));
    console.info(`after reconnecting: logout through A refused by B after ${ms.toFixed(0)} ms`);
  }, 30_000);

  it('recovers from a terminated listening connection on its own', async () => {
    const host: TestAccount = await buildAccount(a.app);
    const oldPid = b.app.clusterEvents.listenerPid;
    await admin.query('select pg_terminate_backend($1)', [oldPid]);
    await listeningAgain(b, oldPid!);
    await cacheSession(b, host.token);
    expect((await api(a.app, host).post('/users/logout')).body.RES_CODE).toBe(RESULT.OK);
    await msUntil('B refuses the signed-out session', refusedOn(b, host.token));
  }, 30_000);
});

describe('rate limits across instances', () => {
  const login = (t: TestApp, email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/public/login',
      payload: { email, password: 'not the password' },
      remoteAddress,
    });

  it('counts sign-in attempts from one address spread over two instances as one count', async () => {
    const codes: string[] = [];
    for (let i = 0; i <= LIMIT; i++) {
      const res = await login(i % 2 ? b : a, `spread-${i}@example.com`, '10.20.0.1');
      codes.push(res.json<{ RES_CODE: string }>().RES_CODE);
      if (i === LIMIT) {
        const seconds = Number(res.headers['retry-after']);
        expect(seconds).toBeGreaterThan(50);
        expect(seconds).toBeLessThanOrEqual(60);
      }
    }
    expect(codes).toEqual([...Array<string>(LIMIT).fill(RESULT.UNAUTHENTICATED), RESULT.RATE_LIMITED]);
    // Another address is not limited, on either instance.
    expect((await login(a, 'spread-x@example.com', '10.20.0.2')).json()).toMatchObject({
      RES_CODE: RESULT.UNAUTHENTICATED,
    });
    expect((await login(b, 'spread-y@example.com', '10.20.0.2')).json()).toMatchObject({
      RES_CODE: RESULT.UNAUTHENTICATED,
    });
  });

  it('counts attempts on one e-mail address from many addresses over two instances as one count', async () => {
    const codes: string[] = [];
    for (let i = 0; i <= LIMIT; i++)
      codes.push((await login(i % 2 ? a : b, 'one-target@example.com', `10.21.0.${i + 1}`)).json().RES_CODE as string);
    expect(codes).toEqual([...Array<string>(LIMIT).fill(RESULT.UNAUTHENTICATED), RESULT.RATE_LIMITED]);
  });

  it('starts a new window once the old one ended, and sweeps ended rows', async () => {
    const pool = a.app.deps.database.pool;
    // Every window ends now (as a minute later would): the address limited above may try again.
    await pool.query(`update rate_limits set expires_at = now() - interval '1 second'`);
    const codes: string[] = [];
    for (let i = 0; i <= LIMIT; i++)
      codes.push((await login(i % 2 ? b : a, `again-${i}@example.com`, '10.20.0.1')).json().RES_CODE as string);
    expect(codes).toEqual([...Array<string>(LIMIT).fill(RESULT.UNAUTHENTICATED), RESULT.RATE_LIMITED]);

    const ended = `select count(*)::int as n from rate_limits where expires_at <= now()`;
    await pool.query(`update rate_limits set expires_at = now() - interval '1 second'`);
    expect((await pool.query<{ n: number }>(ended)).rows[0]!.n).toBeGreaterThan(0);
    // A fresh store sweeps on its first hit (then at most once a minute).
    const Store = postgresRateLimitStore(pool, (err) => {
      throw err;
    });
    const store = new Store({}).child({ routeInfo: {} } as never);
    const first = await new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr('sweep-test', (err, res) => (err ? reject(err) : resolve(res!)), 60_000, LIMIT),
    );
    expect(first).toEqual({ current: 1, ttl: 60_000 });
    await waitFor(
      'the sweep',
      async () => (await pool.query<{ n: number }>(ended)).rows[0]!.n === 0 || undefined,
      5_000,
    );
  });
});

describe('migrations', () => {
  it('brings up two instances started at the same moment on an empty database, five times over', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(import.meta.dirname, '../src/db/migrations/meta/_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    for (let round = 0; round < 5; round++) {
      const url = await createTestDatabase({ empty: true });
      const opened = await Promise.allSettled([openDatabase(url, 2), openDatabase(url, 2)]);
      const failures = opened.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []));
      try {
        expect(failures, `round ${round + 1}`).toEqual([]);
        const first = opened[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof openDatabase>>>;
        const applied = await first.value.pool.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        // Each migration once.
        expect(applied.rows[0]!.n).toBe(journal.entries.length);
      } finally {
        for (const o of opened) if (o.status === 'fulfilled') await o.value.close();
      }
    }
  }, 120_000);
});
