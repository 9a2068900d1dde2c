/**
 * Webhooks benchmark: one real server process, three hooks on a local receiver, and API writes that
 * emit events (PUT /invitations/modify: `invitation.updated`). First the write's req/s with no hook
 * and with the three hooks (autocannon, BENCH_SECONDS each); then 10,000 more writes, 20 at a time.
 * Every delivery recorded (one per event and hook subscribed when it committed) must arrive once
 * (distinct webhook-id per hook, none twice); the delay is a
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
  // Node's default: idle connections stay open 5 s, as most receivers keep them (nginx 75 s). A
  // receiver announcing 1 s (Keep-Alive: timeout=1) is one whose connections a Node client never reuses.
  server.keepAliveTimeout = 5000;
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
    // Writes autocannon left in flight finish before the hooks exist (else an event has fewer hooks).
    await new Promise((r) => setTimeout(r, 2000));
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
    // The events, and the deliveries recorded with them (one per hook subscribed when the event committed).
    const { events, expected } = await withDatabase(
      db.databaseUrl,
      async (c) =>
        (
          await c.query<{ events: number; expected: number }>(
            `select count(distinct e.id_webhook_event)::int as events, count(d.id_delivery)::int as expected
             from webhook_events e join webhook_deliveries d on d.id_webhook_event = e.id_webhook_event
             where e.type = 'invitation.updated'`,
          )
        ).rows[0]!,
    );
    console.log(
      `  ${EVENTS} writes in ${fmt.n(writeMs / 1000, 1)} s; ${events} events recorded in all, ${expected} deliveries`,
    );
    const deadline = Date.now() + GRACE_MS;
    while (receiver.arrivals.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const allIn = Date.now();
    await new Promise((r) => setTimeout(r, 5000)); // late duplicates, if any
    // Where the deliveries stand: by status, and events by how many hooks they were recorded for.
    const state = await withDatabase(db.databaseUrl, async (c) => ({
      byStatus: (
        await c.query<{ status: string; n: number }>(
          `select status, count(*)::int as n from webhook_deliveries group by status order by status`,
        )
      ).rows,
      byHooks: (
        await c.query<{ hooks: number; n: number }>(
          `select hooks, count(*)::int as n from (select count(d.id_delivery)::int as hooks from webhook_events e
             left join webhook_deliveries d on d.id_webhook_event = e.id_webhook_event
             where e.type = 'invitation.updated' group by e.id_webhook_event) x group by hooks order by hooks`,
        )
      ).rows,
    }));
    console.log(
      `  deliveries by status: ${state.byStatus.map((r) => `${r.status} ${r.n}`).join(', ')}; ` +
        `events by hooks recorded for: ${state.byHooks.map((r) => `${r.hooks}: ${r.n}`).join(', ')}`,
    );

    const seen = new Map<string, number>();
    for (const a of receiver.arrivals) seen.set(`${a.path} ${a.id}`, (seen.get(`${a.path} ${a.id}`) ?? 0) + 1);
    const duplicates = [...seen.values()].filter((n) => n > 1).length;
    const missing = expected - seen.size;
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
        `${seen.size} of ${expected} delivered, ${duplicates} twice or more`,
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
