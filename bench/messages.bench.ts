/**
 * Messages benchmark: 10,000 timed messages falling due within 5 minutes, sent by ONE real server
 * process (its `stay-messages` job and the `mail` job behind it) to a local SMTP receiver. Five guides
 * (UTC) of 2,000 stays each are written straight into the database; then each guide gets a rule through
 * the HTTP API ("the day before check-in" at a local time one minute after the previous guide's), which
 * plans its stays' messages. Every message must arrive once; lateness is its arrival at the receiver
 * less its due time. The server's RSS is sampled while it sends.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { CleanupStack } from './lib/cleanup.ts';
import { startDatabase, startServer } from './lib/guidebook-server.ts';
import { callApi, createHost, withDatabase } from './lib/host-account.ts';
import { readMemory } from './lib/proc.ts';
import { checkTarget, fmt, printTable, type BenchOutcome } from './lib/report.ts';

const GUIDES = 5;
const STAYS_PER_GUIDE = 2_000;
const TOTAL = GUIDES * STAYS_PER_GUIDE;
const P99_TARGET_S = 30;
const RSS_TARGET_MIB = 64;
/** The first rule's time is at least this far ahead, so that planning finishes before anything is due. */
const LEAD_MS = 150_000;
/** After the last due time, how long the bench waits for the last messages before it counts. */
const GRACE_MS = 3 * 60_000;

type Arrival = { to: string; at: number };

/** A plain, auth-less SMTP receiver on loopback that records each message's recipients and arrival time. */
async function startReceiver(cleanup: CleanupStack): Promise<{ url: string; arrivals: Arrival[] }> {
  const arrivals: Arrival[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        const at = Date.now();
        for (const r of session.envelope.rcptTo) arrivals.push({ to: r.address.toLowerCase(), at });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanup.add('stop the SMTP receiver', () => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, arrivals };
}

const pad = (n: number) => String(n).padStart(2, '0');

export async function runMessagesBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    console.log(`Messages benchmark: ${TOTAL} messages due within 5 minutes, one server, a local SMTP receiver`);
    const receiver = await startReceiver(cleanup);
    const db = await startDatabase(cleanup);
    const { baseUrl, server } = await startServer(cleanup, {
      databaseUrl: db.databaseUrl,
      dataDir: db.dataDir,
      env: { SMTP_URL: receiver.url, MAIL_FROM: 'Guidebook <bench@localhost>' },
    });
    const host = await createHost(db.databaseUrl);

    // Each guide's rule at a whole minute: the first at least LEAD_MS ahead, then one minute apart.
    const first = Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000;
    const dues = Array.from({ length: GUIDES }, (_, g) => new Date(first + g * 60_000));
    const guides = await withDatabase(db.databaseUrl, async (c) => {
      const rows = await c.query<{ id_guide: number }>(
        `insert into guides (id_workspace, title, timezone)
         select $1, 'Property ' || i, 'UTC' from generate_series(1, $2::int) i order by i returning id_guide`,
        [host.id_workspace, GUIDES],
      );
      const ids = rows.rows.map((r) => r.id_guide).sort((a, b) => a - b);
      for (const [g, id] of ids.entries()) {
        // Check-in the day after the rule's day, 15:00 UTC, for three nights.
        const day = new Date(
          Date.UTC(dues[g]!.getUTCFullYear(), dues[g]!.getUTCMonth(), dues[g]!.getUTCDate() + 1, 15),
        );
        await c.query(
          `insert into invitations (id_workspace, id_guide, guest_name, guest_email, check_in, check_out, access_from,
             access_to, token, language)
           select $1, $2, 'Guest ' || i, 'guest-' || $3::int || '-' || i || '@example.com', $4::timestamptz,
             $4::timestamptz + interval '68 hours', $4::timestamptz, $4::timestamptz + interval '68 hours',
             'bench-' || $3::int || '-' || i || '-' || md5(random()::text), 'en'
           from generate_series(1, $5::int) i`,
          [host.id_workspace, id, g, day.toISOString(), STAYS_PER_GUIDE],
        );
      }
      return ids;
    });

    const planStarted = Date.now();
    for (const [g, id] of guides.entries()) {
      const rule = callApi(baseUrl, host, 'POST', '/message_rules/create', {
        name: `Day before ${g}`,
        id_guide: id,
        trigger: 'before_check_in',
        offset_days: 1,
        send_time: `${pad(dues[g]!.getUTCHours())}:${pad(dues[g]!.getUTCMinutes())}`,
        texts: {
          en: {
            subject: 'See you tomorrow, {{guest_first_name}}',
            body: 'Hello {{guest_first_name}},\n\nyour check-in is {{check_in}}. Your guide: see the link.\n',
          },
        },
      });
      await rule.catch((err: unknown) => {
        const said = err instanceof Error ? err.message : String(err);
        if (said.includes('HTTP 404')) throw new Error(`this build has no timed messages: ${said}`);
        throw err;
      });
    }
    const planMs = Date.now() - planStarted;
    const scheduled = await withDatabase(db.databaseUrl, async (c) => {
      const r = await c.query<{ n: number; first: Date; last: Date }>(
        `select count(*)::int as n, min(due_at) as first, max(due_at) as last from stay_messages where status = 'scheduled'`,
      );
      return r.rows[0]!;
    });
    if (scheduled.n !== TOTAL) throw new Error(`${scheduled.n} messages scheduled, not ${TOTAL}`);
    if (scheduled.first.getTime() <= Date.now()) throw new Error('planning took until the first message was due');
    console.log(
      `  ${TOTAL} messages planned in ${fmt.n(planMs / 1000, 1)} s, due ${scheduled.first.toISOString()} to ${scheduled.last.toISOString()}`,
    );

    // RSS from here (the server warm, the messages planned) to the last arrival; the kernel's peak mark reset.
    const before = readMemory(server.pid);
    if (!before) throw new Error('cannot read the server’s memory');
    let peakKb = before.rssKb;
    try {
      fs.writeFileSync(`/proc/${server.pid}/clear_refs`, '5');
    } catch {
      // Sampling alone then.
    }
    const deadline = scheduled.last.getTime() + GRACE_MS;
    let lastReport = Date.now();
    while (receiver.arrivals.length < TOTAL && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      const now = readMemory(server.pid);
      if (now) peakKb = Math.max(peakKb, now.rssKb, now.hwmKb);
      if (Date.now() - lastReport >= 30_000) {
        lastReport = Date.now();
        console.log(
          `  ${new Date().toISOString().slice(11, 19)}: ${receiver.arrivals.length} received, RSS ${fmt.n((now?.rssKb ?? 0) / 1024, 1)} MiB`,
        );
      }
    }
    await new Promise((r) => setTimeout(r, 5000)); // late duplicates, if any
    const after = readMemory(server.pid);
    if (after) peakKb = Math.max(peakKb, after.hwmKb);
    const growthMiB = (peakKb - before.rssKb) / 1024;

    const dueOf = (to: string) => dues[Number(/^guest-(\d+)-/.exec(to)?.[1] ?? NaN)]!.getTime();
    const seen = new Map<string, number>();
    for (const a of receiver.arrivals) seen.set(a.to, (seen.get(a.to) ?? 0) + 1);
    const duplicates = [...seen.values()].filter((n) => n > 1).length;
    // Not received by the end of the wait (still queued, or lost: the outbox is not read here).
    const missing = TOTAL - seen.size;
    const firstArrival = new Map<string, number>();
    for (const a of receiver.arrivals) if (!firstArrival.has(a.to)) firstArrival.set(a.to, a.at);
    const lateness = [...firstArrival].map(([to, at]) => (at - dueOf(to)) / 1000).sort((a, b) => a - b);
    const pct = (p: number) => lateness[Math.min(lateness.length - 1, Math.ceil(p * lateness.length) - 1)] ?? NaN;
    const statuses = await withDatabase(
      db.databaseUrl,
      async (c) =>
        (
          await c.query<{ status: string; n: number }>(
            `select status, count(*)::int as n from stay_messages group by status`,
          )
        ).rows,
    );

    console.log('');
    printTable(
      [
        'received',
        'distinct',
        'duplicates',
        'not received',
        'p50 late s',
        'p99 late s',
        'max late s',
        'RSS before MiB',
        'RSS growth MiB',
      ],
      [
        [
          receiver.arrivals.length,
          seen.size,
          duplicates,
          missing,
          fmt.n(pct(0.5), 1),
          fmt.n(pct(0.99), 1),
          fmt.n(lateness.at(-1) ?? NaN, 1),
          fmt.n(before.rssKb / 1024, 1),
          fmt.n(growthMiB, 1),
        ],
      ],
    );
    console.log(`  stay_messages: ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}`);
    console.log('');
    const checks = [
      checkTarget(
        `every one of ${TOTAL} messages sent once`,
        missing === 0 && duplicates === 0,
        `${seen.size} received, ${duplicates} twice or more, ${missing} not received ${GRACE_MS / 60_000} min after the last due time`,
      ),
      checkTarget(
        `p99 lateness <= ${P99_TARGET_S} s (of those received)`,
        pct(0.99) <= P99_TARGET_S,
        `${fmt.n(pct(0.99), 1)} s (p50 ${fmt.n(pct(0.5), 1)} s)`,
      ),
      checkTarget(
        `server RSS growth <= ${RSS_TARGET_MIB} MiB`,
        growthMiB <= RSS_TARGET_MIB,
        `${fmt.n(growthMiB, 1)} MiB`,
      ),
    ];
    return {
      bench: 'messages',
      checks,
      figures: {
        total: TOTAL,
        planMs,
        duplicates,
        missing,
        p50: pct(0.5),
        p99: pct(0.99),
        max: lateness.at(-1),
        rssBeforeMiB: before.rssKb / 1024,
        growthMiB,
        statuses,
      },
    };
  } finally {
    await cleanup.run();
  }
}
