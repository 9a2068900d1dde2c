/**
 * The `stays` bench's baseline, run as its own process: the feeds fetched and parsed exactly as the
 * server's sync does (lib/outbound fetchOutside, then parse-feed with the guide's timezone and
 * times), as many at once as the sync job reads, with no database. Reads its work from the JSON
 * file STAYS_BASELINE_INPUT and writes its figures to STAYS_BASELINE_OUTPUT.
 *
 * With `write`, each feed's parsed stays are also written: one plain INSERT of all of them into
 * `invitations` per feed (its own transaction, the sync's columns and its one-JSON-parameter form,
 * a new secret token per stay), and nothing else: no reading of the feed's existing stays, no
 * dismissals, timed messages, webhooks or feed record. That is the least any sync must do with the
 * same rows, the baseline a restated target would compare the sync with.
 */
import fs from 'node:fs/promises';
import pg from 'pg';
import { newSecret } from '../apps/server/src/lib/tokens.ts';
import { fetchOutside } from '../apps/server/src/lib/outbound/fetch-outside.ts';
import { parseFeed, type FeedStay } from '../apps/server/src/modules/calendar-feeds/parse-feed.ts';

export type BaselineInput = {
  concurrency: number;
  feeds: { url: string; timezone: string | null; checkInTime: string | null; checkOutTime: string | null }[];
  /** Also write each feed's stays (above); `feeds` maps a feed's URL to its guide and feed ids. */
  write?: {
    databaseUrl: string;
    tag: string;
    idWorkspace: number;
    feeds: Record<string, { idGuide: number; idFeed: number }>;
  };
};

/** The sync's INSERT of a feed's new stays, plain: every parsed stay, a new token each. */
async function writeStays(
  pool: pg.Pool,
  write: NonNullable<BaselineInput['write']>,
  url: string,
  stays: FeedStay[],
): Promise<void> {
  const ids = write.feeds[url];
  if (!ids) throw new Error(`no feed row for ${url}`);
  const values = JSON.stringify(
    stays.map((s) => ({
      external_uid: s.uid,
      guest_name: s.guestName ?? 'Guest',
      check_in: s.checkIn.toISOString(),
      check_out: s.checkOut.toISOString(),
      token: newSecret(),
      guest_phone: s.phoneLast4 ?? null,
      reference: s.reference ?? null,
    })),
  );
  await pool.query(
    `${write.tag} INSERT INTO invitations (id_workspace, id_guide, source, id_calendar_feed, external_uid, guest_name,
       check_in, check_out, access_from, access_to, token, language, guest_phone, reference)
     SELECT $1, $2, 'calendar', $3, v.external_uid, v.guest_name, v.check_in, v.check_out, v.check_in, v.check_out,
       v.token, 'en', v.guest_phone, v.reference
     FROM jsonb_to_recordset($4::jsonb) AS v(external_uid text, guest_name text, check_in timestamptz,
       check_out timestamptz, token text, guest_phone text, reference text)`,
    [write.idWorkspace, ids.idGuide, ids.idFeed, values],
  );
}

export type BaselineOutput = { wallMs: number; cpuSeconds: number; feeds: number; stays: number; failures: string[] };

async function main(): Promise<void> {
  const input = JSON.parse(await fs.readFile(process.env.STAYS_BASELINE_INPUT!, 'utf8')) as BaselineInput;
  const queue = [...input.feeds];
  let stays = 0;
  let feeds = 0;
  const failures: string[] = [];
  const pool = input.write
    ? new pg.Pool({ connectionString: input.write.databaseUrl, max: input.concurrency })
    : undefined;
  // Connections opened before the clock starts, as the server's pool is warm when the sync runs.
  if (pool) await Promise.all(Array.from({ length: input.concurrency }, () => pool.query('select 1')));
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: input.concurrency }, async () => {
      for (let feed = queue.shift(); feed; feed = queue.shift()) {
        const fetched = await fetchOutside(feed.url, { allowPrivate: true });
        if (fetched.kind !== 'ok') {
          failures.push(`${feed.url}: ${fetched.kind}`);
          continue;
        }
        const parsed = parseFeed(fetched.body, {
          timezone: feed.timezone,
          checkInTime: feed.checkInTime,
          checkOutTime: feed.checkOutTime,
          eventsAre: 'auto',
        });
        if (parsed.kind !== 'ok') {
          failures.push(`${feed.url}: ${parsed.reason}`);
          continue;
        }
        if (pool && input.write) await writeStays(pool, input.write, feed.url, parsed.stays);
        stays += parsed.stays.length;
        feeds++;
      }
    }),
  );
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  await pool?.end();
  const output: BaselineOutput = { wallMs, cpuSeconds: (used.user + used.system) / 1e6, feeds, stays, failures };
  await fs.writeFile(process.env.STAYS_BASELINE_OUTPUT!, JSON.stringify(output));
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
