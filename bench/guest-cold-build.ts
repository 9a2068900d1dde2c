/**
 * The cost of one cold build of a guest payload, on the portfolio bench's workspace (2,000 guides,
 * 30 own topics and 10 shared topics each, two values each): buildApp() in this process on an
 * embedded PostgreSQL, then every guide's payload read through the guest route (app.inject) with
 * the workspace's guest cache dropped before each read, one after another. Prints per build: wall
 * ms, this Node process's CPU ms (process.cpuUsage) and the database's CPU ms (its processes'
 * /proc times); then the portfolio bench's sweep in this process (the cache dropped once, every
 * payload read 20 at a time).
 *
 *   node --import tsx bench/guest-cold-build.ts [builds]              # default: every guide, 3 rounds
 *   node --cpu-prof --cpu-prof-dir=/tmp/prof --import tsx bench/guest-cold-build.ts
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { CleanupStack } from './lib/cleanup.ts';
import { makeDataDir, startDatabase } from './lib/guidebook-server.ts';
import { createHost, withDatabase } from './lib/host-account.ts';
import { seedGuides, seedSharedTopics } from './portfolio.bench.ts';

const ROUNDS = 3;
const SWEEP_CONNECTIONS = 20;
const CLOCK_TICKS_PER_MS = 100 / 1000;

/** CPU ms the database's processes (each backend and the postmaster's helpers) have used so far. */
async function databaseCpuMs(databaseUrl: string): Promise<number> {
  const pids = await withDatabase(databaseUrl, async (client) =>
    (await client.query<{ pid: number }>('select pid from pg_stat_activity')).rows.map((r) => r.pid),
  );
  let ticks = 0;
  for (const pid of pids) {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
  }
  return ticks / CLOCK_TICKS_PER_MS;
}

async function read(app: FastifyInstance, token: string): Promise<void> {
  const res = await app.inject({ method: 'GET', url: `/api/guest/guides/${token}` });
  if (res.statusCode !== 200) throw new Error(`guest payload ${token} answered ${res.statusCode}`);
}

async function main(): Promise<void> {
  const cleanup = new CleanupStack();
  try {
    const { databaseUrl } = await startDatabase(cleanup);
    const dataDir = await makeDataDir(cleanup, 'guidebook-cold-build-');
    const config = loadConfig(
      { LOG_LEVEL: 'silent', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1' },
      { databaseUrl },
    );
    const app = await buildApp(config);
    cleanup.add('close the app', () => app.close());
    // The app applies the migrations; the rows follow.
    await app.ready();
    const host = await createHost(databaseUrl);
    await seedGuides(databaseUrl, host);
    const { tokens } = await seedSharedTopics(databaseUrl, host);
    const builds = Math.min(Number(process.argv[2] ?? tokens.length), tokens.length);
    const cache = app.guestCache;
    console.log(
      `uptime: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    // Warm-up: the code paths compiled, the pool's connections open, the statements planned.
    for (const token of tokens.slice(0, 200)) {
      cache.dropWorkspace(host.id_workspace);
      await read(app, token);
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      const db0 = await databaseCpuMs(databaseUrl);
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      for (const token of tokens.slice(0, builds)) {
        cache.dropWorkspace(host.id_workspace);
        await read(app, token);
      }
      const wall = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      const db = (await databaseCpuMs(databaseUrl)) - db0;
      const perBuild = (ms: number) => (ms / builds).toFixed(2);
      console.log(
        `round ${round}: ${builds} cold builds one by one: wall ${perBuild(wall)} ms, ` +
          `node CPU ${perBuild((cpu.user + cpu.system) / 1000)} ms, database CPU ${perBuild(db)} ms per build`,
      );
      // The bench's sweep: every payload dropped at once, then read 20 at a time.
      cache.dropWorkspace(host.id_workspace);
      const s0 = performance.now();
      let next = 0;
      const worker = async () => {
        while (next < builds) await read(app, tokens[next++]!);
      };
      await Promise.all(Array.from({ length: SWEEP_CONNECTIONS }, worker));
      console.log(
        `round ${round}: ${builds} payloads read ${SWEEP_CONNECTIONS} at a time after one drop: ` +
          `${(performance.now() - s0).toFixed(0)} ms`,
      );
    }
    console.log(
      `uptime: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    await cleanup.run();
  }
}

await main();
