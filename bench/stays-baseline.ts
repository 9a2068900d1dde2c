/**
 * The `stays` bench's baseline, run as its own process: the feeds fetched and parsed exactly as the
 * server's sync does (lib/outbound fetchOutside, then parse-feed with the guide's timezone and
 * times), as many at once as the sync job reads, with no database. Reads its work from the JSON
 * file STAYS_BASELINE_INPUT and writes its figures to STAYS_BASELINE_OUTPUT.
 */
import fs from 'node:fs/promises';
import { fetchOutside } from '../apps/server/src/lib/outbound/fetch-outside.ts';
import { parseFeed } from '../apps/server/src/modules/calendar-feeds/parse-feed.ts';

export type BaselineInput = {
  concurrency: number;
  feeds: { url: string; timezone: string | null; checkInTime: string | null; checkOutTime: string | null }[];
};

export type BaselineOutput = { wallMs: number; cpuSeconds: number; feeds: number; stays: number; failures: string[] };

async function main(): Promise<void> {
  const input = JSON.parse(await fs.readFile(process.env.STAYS_BASELINE_INPUT!, 'utf8')) as BaselineInput;
  const queue = [...input.feeds];
  let stays = 0;
  let feeds = 0;
  const failures: string[] = [];
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
        stays += parsed.stays.length;
        feeds++;
      }
    }),
  );
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
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
