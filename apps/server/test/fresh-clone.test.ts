/**
 * The README's commands on a fresh clone, where newcomers put one: a 0700 folder in a 0700 home,
 * (1) as root and (2) as an ordinary user made for the test. Each runs `npm install` (from the
 * npm cache when it can), checks that it warned about no engine and left package-lock.json as it
 * was, runs `npm start` up to GET /api/health and stops it with a SIGTERM to npm (every process
 * must go), then runs `npm run test:unit` on one file (the test database starts as that user).
 *
 * Needs root (to make the user); skipped otherwise. It clones HEAD: uncommitted work is not in
 * the clone. CLONE_TEST_OVERLAY="path path..." copies those files of this working tree over the
 * clone (to try changes before they are committed).
 */
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import {
  alive,
  commandLine,
  freePort,
  portAnswers,
  processTree,
  repoRoot,
  startChild,
  stubWebDist,
  waitFor,
  waitForHealth,
} from './helpers/processes.ts';
import { RESULT } from '@guidebook/contract';

const isRoot = process.getuid?.() === 0;
const cleanups: (() => void)[] = [];

// Removing two clones with their node_modules takes minutes on a loaded 2-core machine.
afterAll(() => {
  for (const cleanup of cleanups.reverse()) {
    try {
      cleanup();
    } catch (err) {
      console.error(`fresh-clone cleanup: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}, 300_000);

function must(command: string, args: string[], options: SpawnOptions = {}): string {
  const r = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${r.status ?? r.signal}\n${r.stdout}${r.stderr}`);
  return String(r.stdout);
}

/** Runs to the end; resolves with the exit code and everything printed. */
function run(command: string, args: string[], options: SpawnOptions): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

type Person = { home: string; uid: number; gid: number; env: NodeJS.ProcessEnv };

/** A clean environment, as a login shell would have it (none of this run's npm_* variables). */
function loginEnv(home: string, user: string, extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: home, USER: user, LOGNAME: user, LANG: 'C.UTF-8', ...extra };
}

const npmCache = () =>
  must('npm', ['config', 'get', 'cache'], { env: { PATH: process.env.PATH, HOME: os.homedir() } }).trim();

function rootPerson(): Person {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'guidebook-root-home-')); // 0700
  cleanups.push(() => fs.rmSync(home, { recursive: true, force: true }));
  // A home of its own (no ~/.npmrc: npm's defaults), the machine's npm cache.
  return { home, uid: 0, gid: 0, env: loginEnv(home, 'root', { npm_config_cache: npmCache() }) };
}

function ordinaryPerson(): Person {
  const name = `gbclone${crypto.randomBytes(3).toString('hex')}`;
  const home = path.join(os.tmpdir(), `guidebook-user-home-${name}`);
  must('useradd', ['--create-home', '--home-dir', home, '--shell', '/bin/bash', '--user-group', name]);
  cleanups.push(() => {
    must('userdel', ['--force', name]);
    fs.rmSync(home, { recursive: true, force: true });
  });
  fs.chmodSync(home, 0o700);
  const uid = Number(must('id', ['-u', name]));
  const gid = Number(must('id', ['-g', name]));
  // A copy of the machine's npm cache, so the install needs the registry only for what it lacks.
  const cache = path.join(home, '.npm');
  // (Not its tmp/: another npm may be writing there right now.)
  const source = path.join(npmCache(), '_cacache');
  fs.cpSync(source, path.join(cache, '_cacache'), {
    recursive: true,
    filter: (from) => path.relative(source, from).split(path.sep)[0] !== 'tmp',
  });
  must('chown', ['-R', `${uid}:${gid}`, cache]);
  return { home, uid, gid, env: loginEnv(home, name, { npm_config_cache: cache }) };
}

/** git clone of HEAD into HOME/work/guidebook (work is 0700), plus CLONE_TEST_OVERLAY. */
function cloneFor(person: Person): string {
  const work = path.join(person.home, 'work');
  fs.mkdirSync(work, { mode: 0o700 });
  const checkout = path.join(work, 'guidebook');
  must('git', ['-c', 'safe.directory=*', 'clone', '--quiet', repoRoot, checkout]);
  for (const file of (process.env.CLONE_TEST_OVERLAY ?? '').split(/\s+/).filter(Boolean))
    fs.cpSync(path.join(repoRoot, file), path.join(checkout, file), { recursive: true });
  must('chown', ['-R', `${person.uid}:${person.gid}`, work]);
  return checkout;
}

async function readmeCommands(person: Person, label: string): Promise<string> {
  const checkout = cloneFor(person);
  const as: SpawnOptions = { cwd: checkout, uid: person.uid, gid: person.gid, env: person.env };
  const lockBefore = fs.readFileSync(path.join(checkout, 'package-lock.json'), 'utf8');

  const install = await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], as);
  expect(install.code, `${label}: npm install\n${install.output}`).toBe(0);
  expect(install.output, `${label}: npm install warns about engines`).not.toContain('EBADENGINE');
  expect(
    fs.readFileSync(path.join(checkout, 'package-lock.json'), 'utf8'),
    `${label}: npm install rewrote the lock file`,
  ).toBe(lockBefore);

  // npm start, with the default DATA_DIR (./data in the clone); a stand-in web build, not minutes of Vite.
  const port = await freePort();
  const webDist = stubWebDist(path.join(os.tmpdir(), `guidebook-stub-web-${port}`));
  cleanups.push(() => fs.rmSync(webDist, { recursive: true, force: true }));
  const npm = startChild('npm', ['start'], { ...as, env: { ...person.env, PORT: String(port), WEB_DIST: webDist } });
  cleanups.push(() => npm.process.exitCode === null && npm.process.kill('SIGKILL'));
  await waitForHealth(npm, port, 120_000);
  const link = path.join(checkout, 'data', 'postgres');
  if (fs.lstatSync(link).isSymbolicLink()) {
    const cluster = fs.realpathSync(link);
    cleanups.push(() => fs.rmSync(cluster, { recursive: true, force: true }));
  }
  const health = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.json());
  expect(health).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: { status: 'ok', database: 'ok' } });
  const tree = processTree(npm.process.pid!);
  npm.process.kill('SIGTERM');
  await npm.exited;
  await waitFor(
    `${label}: the npm start tree to exit`,
    () => tree.every((pid) => !alive(pid)) || undefined,
    20_000,
  ).catch(() => {
    throw new Error(
      `${label}: still running:\n${tree
        .filter(alive)
        .map((p) => `${p} ${commandLine(p)}`)
        .join('\n')}`,
    );
  });
  expect(await portAnswers(port)).toBe(false);

  const unit = await run('npm', ['run', 'test:unit', '--', 'apps/server/test/config.test.ts'], as);
  expect(unit.code, `${label}: npm run test:unit\n${unit.output}`).toBe(0);
  expect(stripVTControlCharacters(unit.output)).toMatch(/Tests\s+\d+ passed/);
  return checkout;
}

const skipReason = isRoot ? '' : ' (SKIPPED: not root, so no user can be made for it)';
if (!isRoot) console.warn(`fresh-clone.test.ts${skipReason}`);

describe.skipIf(!isRoot).concurrent(`the README's commands on a fresh clone in a 0700 home${skipReason}`, () => {
  it('as root: npm install, npm start up to /api/health, npm run test:unit', async () => {
    const person = rootPerson();
    const checkout = await readmeCommands(person, 'root');
    // The postgres user cannot enter the clone: the cluster lives in /var/lib/guidebook, linked from data/postgres.
    const link = path.join(checkout, 'data', 'postgres');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    const cluster = fs.realpathSync(link);
    expect(cluster.startsWith('/var/lib/guidebook/clusters/')).toBe(true);
    expect(fs.existsSync(path.join(cluster, 'PG_VERSION'))).toBe(true);
  }, 600_000);

  it('as an ordinary user: npm install, npm start up to /api/health, npm run test:unit', async () => {
    const person = ordinaryPerson();
    const checkout = await readmeCommands(person, 'user');
    // Its own files, in the clone, no postgres user involved.
    const st = fs.statSync(path.join(checkout, 'data', 'postgres', 'PG_VERSION'));
    expect(st.uid).toBe(person.uid);
  }, 600_000);
});
