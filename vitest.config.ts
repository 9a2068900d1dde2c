import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The server files that take longest in a full run, slowest first: they start before the rest, so the
 * run does not end waiting on one of them. Most of their time is spent waiting (npm install, child
 * servers, the next minute's timed message), which is why they share the cores well with the others.
 */
const SLOW_FIRST = [
  'fresh-clone',
  'team-access',
  'auth',
  'messages-crash',
  'webhooks-crash',
  'messages',
  'multi-instance',
  'uploads-crash',
  'lifecycle',
  'uploads-large',
  'sanitiser',
  'restart',
  's3-storage',
  'webhooks',
  'shared-topics',
  'unicode-text',
  'team',
  'languages',
  'hostile-input',
  'shared-state',
  'translations',
];

class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = SLOW_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}.test.ts`));
      return at < 0 ? SLOW_FIRST.length : at;
    };
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}

/**
 * How many test files run at once: VITEST_MAX_WORKERS, else one fewer than the cores but at least
 * two. Two on 2 cores: one file alone keeps about one core busy (its own process, PostgreSQL and
 * the child processes it waits for), so a second file beside it uses the other. (`npm test` runs
 * the browser tests after Vitest, not beside it: there, on 2 cores, the timing checks (equal
 * answer times, rate-limit windows, SIGTERM drains) lost their margins.)
 */
const workers = Number(process.env.VITEST_MAX_WORKERS) || Math.max(2, os.availableParallelism() - 1);

export default defineConfig({
  test: {
    maxWorkers: workers,
    sequence: { sequencer: SlowFirst },
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/**/*.test.ts', 'packages/contract/**/*.test.ts', 'packages/i18n/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // One process runs file after file with the modules it has loaded: a file starts in a
          // second rather than re-importing the server. Each file still has its own database and app
          // (getTestServer); no test mocks modules or changes process.env.
          isolate: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['./apps/web/src/test/setup.ts'],
          // Component tests render Mantine in happy-dom: a few seconds each on 2 busy cores.
          testTimeout: 30_000,
          // As on the server: a process runs file after file with React, Mantine and the catalogs it
          // has loaded, where importing them again for each file took three times the CPU. Each file
          // still gets its own environment, and the set-up file signs in afresh, drops drafts and
          // empties the page around every test; no test mocks a module.
          isolate: false,
        },
      },
    ],
  },
});
