/**
 * Cluster benchmark: the deployment of docs/DEPLOYMENT.md on loopback (one PostgreSQL, s3rver,
 * two instances with STORAGE=s3, nginx running deploy/nginx-guidebook.conf). The guest data call
 * GET /api/guest/guides/:token is measured through nginx with ONE instance upstream and through
 * nginx with TWO instances upstream, in the same run (two nginx processes from the same file, one
 * generated for each; measured one, two, one). Target: two instances >= 0.8x one instance.
 * On two cores this shows that the shared state (caches kept coherent over PostgreSQL, shared rate
 * limits) costs little, not that the service scales: both instances share the same two cores.
 */
import path from 'node:path';
import { CleanupStack } from './lib/cleanup.ts';
import { startNginx, startS3rver } from './lib/cluster.ts';
import { freePort } from './lib/child.ts';
import { makeDataDir, startDatabase, startServer } from './lib/guidebook-server.ts';
import { BENCH_GUIDE, callApi, createHost, insertLibraryRow, type Host } from './lib/host-account.ts';
import { benchSeconds, measure, type LoadFigures } from './lib/load.ts';
import { checkTarget, fmt, printTable, type BenchOutcome } from './lib/report.ts';

const RATIO_TARGET = 0.8;
const CATEGORIES_WITH_TOPICS = 4;
const TOPICS_PER_CATEGORY = 3;
/** In the two-instance runs, each instance must have answered at least this share through nginx. */
const MIN_SHARE = 0.3;

const TOPIC_HTML = (n: number) =>
  `<h2>Step ${n}</h2><p>The key box is by the <strong>blue door</strong>; the code arrives on the morning of your ` +
  'arrival. The Wi-Fi network is <em>HarbourGuest</em>, the password is on the fridge.</p>' +
  '<ul><li>Check-out by 11:00</li><li>Leave the keys on the kitchen table</li><li>Bins go out on Tuesdays</li></ul>';

/** A guide with the template's categories, a few topics, and its share token; all through the API. */
async function seedGuide(apiUrl: string, databaseUrl: string, host: Host): Promise<{ token: string; topics: number }> {
  const guide = (await callApi(apiUrl, host, 'POST', '/guides/create', BENCH_GUIDE)) as { id_guide: number };
  const categories = (await callApi(apiUrl, host, 'GET', `/content_categories/list?id_guide=${guide.id_guide}`)) as
    { id_guide_content: number }[] | { rows: { id_guide_content: number }[] };
  const list = Array.isArray(categories) ? categories : categories.rows;
  if (list.length < CATEGORIES_WITH_TOPICS) throw new Error(`the template made only ${list.length} categories`);
  // Topics need a featured image; a library row is enough (the guest call does not read the bytes).
  const idFile = await insertLibraryRow(databaseUrl, host.id_workspace, 'bench-cover.png');
  let topics = 0;
  for (const [i, c] of list.slice(0, CATEGORIES_WITH_TOPICS).entries()) {
    for (let t = 1; t <= TOPICS_PER_CATEGORY; t++) {
      await callApi(apiUrl, host, 'POST', '/content_topics/create', {
        id_guide_content: c.id_guide_content,
        name: `Topic ${i + 1}.${t}`,
        description: 'What guests ask about most',
        content: TOPIC_HTML(t),
        id_file_public: idFile,
        id_status: 1,
      });
      topics++;
    }
  }
  const share = (await callApi(apiUrl, host, 'GET', `/guides/share?id_guide=${guide.id_guide}`)) as { token: string };
  if (!share?.token) throw new Error('guides/share answered no token');
  return { token: share.token, topics };
}

export async function runClusterBench(): Promise<BenchOutcome> {
  const cleanup = new CleanupStack();
  try {
    const seconds = benchSeconds();
    console.log(`Cluster benchmark: guest data call through nginx, 20 connections, ${seconds} s per run, loopback`);
    const db = await startDatabase(cleanup);
    const s3 = await startS3rver(cleanup);
    const root = await makeDataDir(cleanup, 'guidebook-bench-cluster-');
    const ports = [await freePort(), await freePort()];
    // One after the other: the bench measures serving, not a start-up race on an unmigrated
    // database (apps/server/test/multi-instance.test.ts starts them at once).
    const instances: Awaited<ReturnType<typeof startServer>>[] = [];
    for (const [i, port] of ports.entries()) {
      instances.push(
        await startServer(cleanup, {
          databaseUrl: db.databaseUrl,
          dataDir: path.join(root, `instance-${i + 1}`),
          port,
          label: `Guidebook instance ${i + 1}`,
          env: { ...s3.env, TRUST_PROXY: 'true' },
        }),
      );
    }
    const one = await startNginx(cleanup, [ports[0]!], 'nginx (one instance)');
    const two = await startNginx(cleanup, ports, 'nginx (two instances)');

    const host = await createHost(db.databaseUrl);
    const { token, topics } = await seedGuide(two.url, db.databaseUrl, host);
    const dataPath = `/api/guest/guides/${token}`;
    // Every instance answers the same guide (and the seed was written through both).
    const bodies = await Promise.all(
      [...instances.map((i) => i.baseUrl), one.url, two.url].map(async (base) => {
        const res = await fetch(`${base}${dataPath}`, { signal: AbortSignal.timeout(10_000) });
        const text = await res.text();
        if (res.status !== 200) throw new Error(`GET ${base}${dataPath}: HTTP ${res.status} ${text.slice(0, 300)}`);
        return text;
      }),
    );
    if (new Set(bodies).size !== 1) throw new Error('the instances answer the guest call with different bodies');
    console.log(`Guest guide: ${topics} published topics, ${bodies[0]!.length} bytes per answer.`);

    // One, two, one: the single-instance figure is the mean of the runs before and after.
    const oneA = await measure('through nginx, one instance (1st)', { url: `${one.url}${dataPath}` }, seconds);
    const twoRun = await measure('through nginx, two instances', { url: `${two.url}${dataPath}` }, seconds);
    const oneB = await measure('through nginx, one instance (2nd)', { url: `${one.url}${dataPath}` }, seconds);
    // The buffered access logs are written when nginx stops.
    await two.stop();
    const counts = await two.upstreamCounts();
    const served = ports.map((p) => counts.get(`127.0.0.1:${p}`) ?? 0);
    const totalServed = [...counts.values()].reduce((a, b) => a + b, 0);
    if (totalServed < twoRun.requests)
      throw new Error(`nginx logged ${totalServed} requests, autocannon counted ${twoRun.requests}`);
    const shares = served.map((n) => n / totalServed);
    if (shares.some((s) => s < MIN_SHARE))
      throw new Error(`nginx did not spread the load: ${served.join(' / ')} of ${totalServed} requests per instance`);

    const oneRps = (oneA.rps + oneB.rps) / 2;
    const ratio = twoRun.rps / oneRps;
    const row = (f: LoadFigures) => [f.label, fmt.n(f.rps), fmt.ms(f.p50), fmt.ms(f.p99), fmt.pct(f.rps / oneRps)];
    console.log('');
    printTable(['GET /api/guest/guides/:token', 'req/s', 'p50 ms', 'p99 ms', 'vs one'], [oneA, twoRun, oneB].map(row));
    console.log(
      `\n  two-instance run: ${served.map((n, i) => `instance ${i + 1} ${fmt.pct(n / totalServed)}`).join(', ')} ` +
        `of ${totalServed} requests (nginx access log)\n`,
    );
    const checks = [
      checkTarget(
        `two instances >= ${RATIO_TARGET}x one instance (guest data through nginx)`,
        ratio >= RATIO_TARGET,
        `${fmt.n(twoRun.rps)} vs ${fmt.n(oneRps)} req/s (${fmt.n(oneA.rps)}, ${fmt.n(oneB.rps)}) = ${ratio.toFixed(2)}x`,
      ),
    ];
    return {
      bench: 'cluster',
      checks,
      figures: { seconds, topics, bytes: bodies[0]!.length, oneA, two: twoRun, oneB, oneRps, ratio, served },
    };
  } finally {
    await cleanup.run();
  }
}
