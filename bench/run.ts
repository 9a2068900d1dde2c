/**
 * `npm run bench` runs every benchmark; `npm run bench -- api|upload|scale|bundle|analytics|guest|cluster|stays|messages|portfolio|webhooks` runs
 * the named ones. Each prints its figures and PASS/FAIL per target. The exit code is
 * non-zero only when a benchmark could not run (an error), never for a missed target.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runAllOpenCleanups } from './lib/cleanup.ts';
import { repoRoot } from './lib/child.ts';
import type { BenchOutcome } from './lib/report.ts';

const BENCHES: Record<string, () => Promise<BenchOutcome>> = {
  api: async () => (await import('./api.bench.ts')).runApiBench(),
  upload: async () => (await import('./upload.bench.ts')).runUploadBench(),
  scale: async () => (await import('./scale.bench.ts')).runScaleBench(),
  bundle: async () => (await import('./bundle.bench.ts')).runBundleBench(),
  analytics: async () => (await import('./analytics.bench.ts')).runAnalyticsBench(),
  guest: async () => (await import('./guest.bench.ts')).runGuestBench(),
  cluster: async () => (await import('./cluster.bench.ts')).runClusterBench(),
  stays: async () => (await import('./stays.bench.ts')).runStaysBench(),
  messages: async () => (await import('./messages.bench.ts')).runMessagesBench(),
  portfolio: async () => (await import('./portfolio.bench.ts')).runPortfolioBench(),
  webhooks: async () => (await import('./webhooks.bench.ts')).runWebhooksBench(),
};

const outDir = path.join(repoRoot, 'bench/.out');

async function machine(): Promise<Record<string, string>> {
  const cpuinfo = await fs.readFile('/proc/cpuinfo', 'utf8').catch(() => '');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1] ?? os.cpus()[0]?.model ?? 'unknown';
  return {
    cores: String(os.availableParallelism()),
    cpu: model.trim(),
    ram: `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    node: process.version,
    date: new Date().toISOString(),
    // Other work on a shared machine moves every figure; ratios to same-run baselines move less.
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

/** The results table for bench/README.md, written to bench/.out/summary.md. */
function summaryMarkdown(
  box: Record<string, string>,
  outcomes: BenchOutcome[],
  errors: { bench: string; message: string }[],
): string {
  const lines = [
    `Machine: ${box.cores} cores (${box.cpu}), ${box.ram} RAM, Node ${box.node}, ${box.date}, load average ${box.load}.`,
    '',
    '| benchmark | target | measured | result |',
    '| --- | --- | --- | --- |',
    ...outcomes.flatMap((o) =>
      o.checks.map((c) => `| ${o.bench} | ${c.target} | ${c.measured} | ${c.pass ? 'PASS' : 'FAIL'} |`),
    ),
    ...errors.map((e) => `| ${e.bench} | (could not run) | ${e.message.replace(/\|/g, '\\|')} | ERROR |`),
  ];
  return lines.join('\n') + '\n';
}

async function main(): Promise<number> {
  const asked = process.argv.slice(2).filter((a) => a !== '--');
  const unknown = asked.filter((a) => !(a in BENCHES));
  if (unknown.length > 0) {
    console.error(`Unknown benchmark: ${unknown.join(', ')}. Choose from: ${Object.keys(BENCHES).join(', ')}`);
    return 2;
  }
  const names = asked.length > 0 ? asked : Object.keys(BENCHES);
  const box = await machine();
  console.log(
    `Machine: ${box.cores} cores, ${box.cpu}, ${box.ram} RAM, Node ${box.node}, ${box.date}, load ${box.load}` +
      `${process.env.BENCH_SECONDS ? `, BENCH_SECONDS=${process.env.BENCH_SECONDS}` : ''}`,
  );
  await fs.mkdir(outDir, { recursive: true });

  const outcomes: BenchOutcome[] = [];
  const errors: { bench: string; message: string }[] = [];
  for (const name of names) {
    console.log(`\n=== ${name} ===`);
    try {
      const outcome = await BENCHES[name]!();
      outcomes.push(outcome);
      await fs.writeFile(
        path.join(outDir, `results-${name}.json`),
        JSON.stringify({ machine: box, ...outcome }, null, 2) + '\n',
      );
    } catch (err) {
      const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
      console.error(`  ERROR: ${name} could not run:\n${message}`);
      errors.push({ bench: name, message: message.split('\n')[0] ?? '' });
    }
  }

  console.log('\n=== summary ===');
  for (const o of outcomes)
    for (const c of o.checks) console.log(`${c.pass ? 'PASS' : 'FAIL'}  ${o.bench}: ${c.target} (${c.measured})`);
  for (const e of errors) console.log(`ERROR ${e.bench}: ${e.message}`);
  await fs.writeFile(path.join(outDir, 'summary.md'), summaryMarkdown(box, outcomes, errors));
  return errors.length > 0 ? 1 : 0;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping servers ...`);
    void runAllOpenCleanups().finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  async (err: unknown) => {
    console.error(err);
    await runAllOpenCleanups();
    process.exit(1);
  },
);
