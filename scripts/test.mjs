// `npm test`: every check, in one of three schedules.
//
//   default ──────  the web build; then Vitest (streamed with a "unit |" prefix) with the type
//                   check and lint beside it at a lower CPU priority (nice 10: they take the CPU
//                   Vitest leaves, their output shown when each ends); then, as soon as Vitest is
//                   done, Playwright ("e2e |"), beside whatever is left of the type check and lint
//                   (still at nice 10, so they never take CPU the browser tests want).
//   --serial ─────  type check, lint, build, Vitest, Playwright, one after another.
//   --parallel ───  Vitest, build, type check and lint from the start, Playwright as soon as the
//                   build is done: for machines with more cores (on 2 cores the timing checks lost
//                   their margins).
//
// Exit code: 0 only when every stage passed. The last line counts the tests of both runners
// ("N passed, N failed, N skipped"), read from their JSON reports in e2e/artifacts/.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './web-build.mjs';

const artifacts = path.join(repoRoot, 'e2e/artifacts');
const unitReport = path.join(artifacts, 'vitest.json');
const e2eReport = path.join(artifacts, 'playwright.json');
const mode = process.argv.includes('--parallel')
  ? 'parallel'
  : process.argv.includes('--serial')
    ? 'serial'
    : 'overlap';
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
/** Lines of an "Unhandled Errors" block a stage printed, shown again in the summary. */
const unhandledLines = [];

/**
 * Runs one stage. `stream` prefixes each output line with the stage's name as it comes;
 * otherwise the output is kept and printed in one block when the stage ends.
 */
function stage(name, command, args, { stream = false, env = {}, nice = 0 } = {}) {
  const t0 = Date.now();
  console.log(`[test] ${name}: started`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    if (nice) {
      try {
        os.setPriority(child.pid, nice);
      } catch {
        // Not permitted here: the stage runs at the normal priority.
      }
    }
    const kept = [];
    // Vitest's "Unhandled Errors" block (up to 40 lines), repeated at the end where a CI log's tail shows it.
    let unhandled = -1;
    let partial = { stdout: '', stderr: '' };
    const take = (which) => (chunk) => {
      const text = partial[which] + chunk.toString('utf8');
      const lines = text.split('\n');
      partial[which] = lines.pop();
      for (const line of lines) {
        if (line.includes('Unhandled Errors')) unhandled = 0;
        if (unhandled >= 0 && unhandled < 40) {
          unhandledLines.push(`${name} | ${line}`);
          unhandled++;
        }
        if (stream) process.stdout.write(`${name} | ${line}\n`);
        else kept.push(line);
      }
    };
    child.stdout.on('data', take('stdout'));
    child.stderr.on('data', take('stderr'));
    child.on('close', (code, signal) => {
      for (const rest of [partial.stdout, partial.stderr].filter(Boolean)) {
        if (stream) process.stdout.write(`${name} | ${rest}\n`);
        else kept.push(rest);
      }
      const ok = code === 0;
      if (!stream && kept.length) {
        console.log(`[test] ---- ${name} output ----\n${kept.join('\n')}\n[test] ---- end of ${name} ----`);
      }
      console.log(`[test] ${name}: ${ok ? 'passed' : `FAILED (${code ?? signal})`} in ${seconds(Date.now() - t0)}`);
      resolve({ name, ok });
    });
    child.on('error', (err) => {
      console.log(`[test] ${name}: FAILED to start (${err.message})`);
      resolve({ name, ok: false });
    });
  });
}

// A niced npm passes its priority on to tsc and ESLint, its children.
const typecheck = () => stage('types', npm, ['run', '--silent', 'typecheck'], { nice: mode === 'serial' ? 0 : 10 });
const lint = () => stage('lint', npm, ['run', '--silent', 'lint'], { nice: mode === 'serial' ? 0 : 10 });
const build = () => stage('build', process.execPath, ['scripts/e2e.mjs', '--build-only']);
const unit = () =>
  stage(
    'unit',
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.relative(repoRoot, unitReport)}`,
    ],
    { stream: true },
  );
const e2e = () =>
  stage('e2e', process.execPath, ['scripts/e2e.mjs'], {
    stream: true,
    env: { E2E_SKIP_BUILD: '1', E2E_JSON_REPORT: e2eReport },
  });

/** Every test of a Playwright JSON report, as [project › file › title, status]. */
function* playwrightTests(suites) {
  for (const suite of suites) {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) yield [`[${test.projectName}] ${spec.file} › ${spec.title}`, test.status];
    yield* playwrightTests(suite.suites ?? []);
  }
}

/** The first lines of an error, colour codes removed, on one line. */
function firstLines(text, lines = 3) {
  return (
    text
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean)
      .slice(0, lines)
      .join(' | ')
      .slice(0, 500)
  );
}

/** "N passed, N failed, N skipped" over both runners' JSON reports (a missing report counts as a failure). */
function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const v = JSON.parse(fs.readFileSync(unitReport, 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
    skipped += v.numPendingTests + v.numTodoTests;
    console.log(
      `[test] Vitest: ${v.numPassedTests} passed, ${v.numFailedTests} failed in ${v.numTotalTestSuites} suites`,
    );
    // The last lines are what a CI log shows first: name each failed file and why, a failed hook or
    // import included (it fails the file without failing a test).
    for (const file of v.testResults.filter((r) => r.status !== 'passed')) {
      const tests = file.assertionResults.filter((a) => a.status === 'failed');
      const why = (file.message || '').split('\n')[0].slice(0, 300);
      console.log(
        `[test]   failed: ${path.relative(repoRoot, file.name)}${tests.length ? ` (${tests.map((a) => a.fullName).join('; ')})` : ''}${why ? `: ${why}` : ''}`,
      );
      // Each failed test's error, its first lines: enough to tell a timeout from a wrong value.
      for (const test of tests)
        console.log(`[test]     ${test.title}: ${firstLines(test.failureMessages?.[0] ?? '(no message)')}`);
    }
    if (!v.success && !v.numFailedTests && v.testResults.every((r) => r.status === 'passed'))
      console.log(
        '[test]   every test passed, yet Vitest failed: an error outside the tests (its "Unhandled Errors" block above)',
      );
  } catch {
    failed += 1;
    console.log('[test] Vitest wrote no report');
  }
  try {
    const report = JSON.parse(fs.readFileSync(e2eReport, 'utf8'));
    const p = report.stats;
    passed += p.expected + p.flaky;
    failed += p.unexpected;
    skipped += p.skipped;
    console.log(
      `[test] Playwright: ${p.expected} passed, ${p.unexpected} failed, ${p.skipped} skipped${p.flaky ? `, ${p.flaky} passed on a retry` : ''}`,
    );
    // A test that passed only on its retry is named, so a check that races is seen and mended.
    for (const [title, status] of playwrightTests(report.suites ?? []))
      if (status === 'flaky' || status === 'unexpected') console.log(`[test]   ${status}: ${title}`);
  } catch {
    failed += 1;
    console.log('[test] Playwright wrote no report');
  }
  return `${passed} passed, ${failed} failed, ${skipped} skipped`;
}

async function main() {
  fs.mkdirSync(artifacts, { recursive: true });
  for (const report of [unitReport, e2eReport]) fs.rmSync(report, { force: true });
  let results;
  if (mode === 'serial') {
    results = [];
    for (const run of [typecheck, lint, build, unit, e2e]) results.push(await run());
  } else if (mode === 'parallel') {
    const checks = [unit(), typecheck(), lint()];
    const built = await build();
    // The browser tests need the build.
    const browser = built.ok ? e2e() : Promise.resolve({ name: 'e2e', ok: false });
    results = [built, ...(await Promise.all([...checks, browser]))];
  } else {
    // The default: the build, then Vitest with the type check and lint beside it at a lower
    // priority (they take the CPU Vitest leaves), then the browser tests; a type check or lint
    // still running goes on beside them at its lower priority.
    const built = await build();
    const checks = (async () => [await typecheck(), await lint()])();
    const tested = await unit();
    const browser = built.ok ? await e2e() : { name: 'e2e', ok: false };
    results = [built, tested, ...(await checks), browser];
  }
  const failed = results.filter((r) => !r.ok).map((r) => r.name);
  console.log(
    `[test] ${failed.length ? `FAILED: ${failed.join(', ')}` : 'every stage passed'} in ${seconds(Date.now() - started)}`,
  );
  if (unhandledLines.length) console.log(unhandledLines.join('\n'));
  console.log(`tests: ${counts()}`);
  return failed.length ? 1 : 0;
}

main().then((code) => process.exit(code));
