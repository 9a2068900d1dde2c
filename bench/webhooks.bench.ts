/**
 * Webhooks benchmark: one real server process, three hooks on a local receiver, and API writes that
 * emit events (PUT /invitations/modify: `invitation.updated`). First the write's req/s with no hook
 * and with the three hooks (autocannon, BENCH_SECONDS each); then 10,000 more writes, 20 at a time.
 * Every event must reach every hook once (distinct webhook-id per hook, none twice); the delay is a
 * delivery's arrival less the event's `timestamp` (taken in the writer's transaction, just before
 * its commit).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CleanupStack } from './lib/cleanup.ts';
import { startDatabase, startServer } from './lib/guidebook-server.ts';
import { callApi, createHost, withDatabase } from './lib/host-account.ts';
import { benchSeconds, measure } from './lib/load.ts';
import { checkTarget, fmt, printTable, type BenchOutcome } from './lib/report.ts';

const EVENTS = 10_000;
const HOOKS = 3;
const CONCURRENCY = 20;
const P99_TARGET_S = 5;
const RPS_TARGET = 0.9;
const GRACE_MS = 120_000;

type Arrival = { path: string; id: string; at: number; eventAt: number };

async function startReceiver(cleanup: CleanupStack): Promise<{ base: string; arrivals: Arrival[] }> {
  const arrivals: Arrival[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      let eventAt = NaN;
      try {
        eventAt = Date.parse((JSON.parse(Buffer.concat(chunks).toString('utf8')) as { timestamp: string }).timestamp);
      } catch {
        // Counted with no delay figure.
      }
      arrivals.push({ path: req.url ?? '', id: String(req.headers['webhook-id']), at, eventAt });
      res.writeHead(204).end();
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.add('stop the webhook receiver', async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrivals };
}

export async function runWebhooksBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    console.log(`Webhooks benchmark: ${EVENTS} events to ${HOOKS} hooks on a local receiver, one server`);
    const receiver = await startReceiver(cleanup);
    const db = await startDatabase(cleanup);
    const { baseUrl } = await startServer(cleanup, {
      databaseUrl: db.databaseUrl,
      dataDir: db.dataDir,
      env: { CALENDAR_FEEDS_ALLOW_PRIVATE: 'true' },
    });
    const host = await createHost(db.databaseUrl);
    const guide = (await callApi(baseUrl, host, 'POST', '/guides/create', { title: 'Bench Villa' })) as {
      id_guide: number;
    };
    const stay = (await callApi(baseUrl, host, 'POST', '/invitations/create', {
      id_guide: guide.id_guide,
      guest_name: 'Bench Guest',
      guest_email: 'bench.guest@example.com',
      check_in: '2030-07-01T15:00',
      check_out: '2030-07-08T10:00',
      send_email: false,
    })) as { id_invitation: number };
    const write = (guests: number) => ({
      url: `${baseUrl}/api/invitations/modify`,
      method: 'PUT' as const,
      headers: { ...host.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ id_invitation: stay.id_invitation, guests }),
    });
    const seconds = benchSeconds();

    const without = await measure('PUT /invitations/modify, no hooks', write(2), seconds);
    for (let h = 1; h <= HOOKS; h++)
      await fetch(`${baseUrl}/api/webhooks/create`, {
        method: 'POST',
        headers: { ...host.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ url: `${receiver.base}/h${h}`, events: ['invitation.updated'] }),
      }).then(async (r) => {
        if (r.status !== 201) throw new Error(`webhooks/create answered ${r.status}: ${await r.text()}`);
      });
    const withHooks = await measure(`PUT /invitations/modify, ${HOOKS} hooks`, write(3), seconds);

    // The 10,000 events, CONCURRENCY writes at a time.
    const started = Date.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < EVENTS) {
          next++;
          const w = write(1 + (next % 9));
          const res = await fetch(w.url, { method: 'PUT', headers: w.headers, body: w.body });
          if (res.status !== 200) throw new Error(`PUT /invitations/modify answered ${res.status}`);
          await res.arrayBuffer();
        }
      }),
    );
    const writeMs = Date.now() - started;
    const events = await withDatabase(
      db.databaseUrl,
      async (c) =>
        (
          await c.query<{ n: number }>(
            `select count(*)::int as n from webhook_events where type = 'invitation.updated'`,
          )
        ).rows[0]!.n,
    );
    console.log(`  ${EVENTS} writes in ${fmt.n(writeMs / 1000, 1)} s; ${events} events recorded in all`);
    const deadline = Date.now() + GRACE_MS;
    while (receiver.arrivals.length < events * HOOKS && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    const allIn = Date.now();
    await new Promise((r) => setTimeout(r, 5000)); // late duplicates, if any

    const seen = new Map<string, number>();
    for (const a of receiver.arrivals) seen.set(`${a.path} ${a.id}`, (seen.get(`${a.path} ${a.id}`) ?? 0) + 1);
    const duplicates = [...seen.values()].filter((n) => n > 1).length;
    const missing = events * HOOKS - seen.size;
    // The delay of the 10,000 events' deliveries (those written after `started`).
    const delays = receiver.arrivals
      .filter((a) => a.eventAt >= started)
      .map((a) => (a.at - a.eventAt) / 1000)
      .sort((a, b) => a - b);
    const pct = (p: number) => delays[Math.min(delays.length - 1, Math.ceil(p * delays.length) - 1)] ?? NaN;
    const ratio = withHooks.rps / without.rps;

    console.log('');
    printTable(
      [
        'no hooks req/s',
        `${HOOKS} hooks req/s`,
        'ratio',
        'delivered',
        'duplicates',
        'missing',
        'p50 s',
        'p99 s',
        'max s',
        'drain s',
      ],
      [
        [
          fmt.n(without.rps, 0),
          fmt.n(withHooks.rps, 0),
          fmt.n(ratio, 3),
          receiver.arrivals.length,
          duplicates,
          missing,
          fmt.n(pct(0.5), 2),
          fmt.n(pct(0.99), 2),
          fmt.n(delays.at(-1) ?? NaN, 2),
          fmt.n((allIn - started) / 1000, 1),
        ],
      ],
    );
    console.log('');
    const checks = [
      checkTarget(
        `every event delivered once to each of ${HOOKS} hooks`,
        missing === 0 && duplicates === 0,
        `${seen.size} of ${events * HOOKS} delivered, ${duplicates} twice or more`,
      ),
      checkTarget(
        `p99 commit -> delivery <= ${P99_TARGET_S} s`,
        pct(0.99) <= P99_TARGET_S,
        `${fmt.n(pct(0.99), 2)} s (p50 ${fmt.n(pct(0.5), 2)} s, ${delays.length} deliveries)`,
      ),
      checkTarget(
        `event-emitting writes >= ${RPS_TARGET * 100}% of their req/s with no hooks`,
        ratio >= RPS_TARGET,
        `${fmt.n(withHooks.rps, 0)} vs ${fmt.n(without.rps, 0)} req/s (${fmt.n(ratio * 100, 1)}%)`,
      ),
    ];
    return {
      bench: 'webhooks',
      checks,
      figures: { events, without, withHooks, ratio, duplicates, missing, p50: pct(0.5), p99: pct(0.99), writeMs },
    };
  } finally {
    await cleanup.run();
  }
}
