/**
 * Guidebook as docs/DEPLOYMENT.md runs it, on loopback: one PostgreSQL (a fresh database on the
 * tests' embedded server), one S3-compatible store (s3rver), product instances started from
 * apps/server/src/main.ts with STORAGE=s3, and nginx (Debian's) running deploy/nginx-guidebook.conf
 * with this cluster's addresses. Everything binds 127.0.0.1 and stops with stop().
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, startServer, waitFor, waitForHealth, type Child } from './processes.ts';
import { S3RVER_CREDENTIALS, startS3rver } from './s3rver.ts';

export const NGINX_CONF = path.join(repoRoot, 'deploy/nginx-guidebook.conf');
const BUCKET = 'guidebook-test';

/** nginx from PATH or /usr/sbin; a clear failure (not a skip) when it is missing. */
export function nginxBinary(): string {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is not installed: apt-get install nginx (.ci/run installs it)');
}

/** The deployment's nginx server block with this cluster's upstream instances and listening port. */
export function nginxSiteFor(conf: string, listenPort: number, instancePorts: number[]): string {
  const servers = instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join('\n');
  const site = conf
    .replace(/^(\s*)server 127\.0\.0\.1:\d+ [^\n]*\n(?:\s*server 127\.0\.0\.1:\d+ [^\n]*\n)*/m, `${servers}\n`)
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${listenPort};`);
  if (!site.includes(`127.0.0.1:${listenPort}`) || !site.includes(`127.0.0.1:${instancePorts[0]}`))
    throw new Error(`${NGINX_CONF} no longer has the upstream and listen lines this harness replaces`);
  return site;
}

export type Instance = { name: string; port: number; child: Child | null };

export type Cluster = {
  /** http://127.0.0.1:PORT of nginx. */
  url: string;
  databaseUrl: string;
  instances: Instance[];
  env: Record<string, string>;
  start: (instance: Instance) => Promise<void>;
  /**
   * Resolves once nginx sends requests to the instance again (after a restart nginx waits out the
   * upstream's fail_timeout first): what an operator checks before restarting the next one.
   */
  inRotation: (instance: Instance) => Promise<void>;
  /** SIGTERM, and the exit code once it has stopped. */
  stop: (instance: Instance) => Promise<number | null>;
  kill: (instance: Instance) => Promise<void>;
  nginxLog: () => string;
  close: () => Promise<void>;
};

export async function startCluster(options: {
  databaseUrl: string;
  instances: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const nginx = nginxBinary();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guidebook-cluster-'));
  // nginx's workers may run as nobody (when the tests run as root): everything they touch is open to them.
  fs.chmodSync(root, 0o777);
  const s3 = await startS3rver([BUCKET]);

  const env: Record<string, string> = {
    DATABASE_URL: options.databaseUrl,
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const instances: Instance[] = [];
  for (let i = 0; i < options.instances; i++)
    instances.push({ name: String.fromCharCode(65 + i), port: await freePort(), child: null });

  const start = async (instance: Instance) => {
    const dataDir = path.join(root, `instance-${instance.name}`);
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
    instance.child = startServer(dataDir, instance.port, env);
    await waitForHealth(instance.child, instance.port, 90_000);
  };
  const stop = async (instance: Instance) => {
    const child = instance.child;
    if (!child) return null;
    instance.child = null;
    if (child.process.exitCode !== null) return child.process.exitCode;
    child.process.kill('SIGTERM');
    return (await child.exited).code;
  };
  const kill = async (instance: Instance) => {
    const child = instance.child;
    if (!child) return;
    instance.child = null;
    child.process.kill('SIGKILL');
    await child.exited;
  };

  const nginxPort = await freePort();
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs'])
    fs.mkdirSync(path.join(root, dir), { mode: 0o777 });
  fs.writeFileSync(
    path.join(root, 'guidebook.conf'),
    nginxSiteFor(
      fs.readFileSync(NGINX_CONF, 'utf8'),
      nginxPort,
      instances.map((i) => i.port),
    ),
  );
  fs.writeFileSync(
    path.join(root, 'nginx.conf'),
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${root}/nginx.pid;`,
      `error_log ${root}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      // Which instance answered each request: how the harness sees an instance back in rotation.
      "  log_format upstream '$request_uri $status $upstream_addr';",
      `  access_log ${root}/logs/access.log upstream;`,
      `  client_body_temp_path ${root}/body;`,
      `  proxy_temp_path ${root}/proxy;`,
      `  fastcgi_temp_path ${root}/fastcgi;`,
      `  uwsgi_temp_path ${root}/uwsgi;`,
      `  scgi_temp_path ${root}/scgi;`,
      `  include ${root}/guidebook.conf;`,
      '}',
    ].join('\n'),
  );
  execFileSync(nginx, ['-t', '-q', '-p', root, '-c', path.join(root, 'nginx.conf')], { stdio: 'pipe' });

  let nginxProcess: ReturnType<typeof spawn> | null = null;
  const close = async () => {
    if (nginxProcess && nginxProcess.exitCode === null) {
      const exited = new Promise((resolve) => nginxProcess!.once('exit', resolve));
      nginxProcess.kill('SIGQUIT');
      await exited;
    }
    await Promise.all(instances.map((i) => stop(i)));
    await s3.stop();
    fs.rmSync(root, { recursive: true, force: true });
  };

  try {
    // Every instance at the same moment, on a database nobody has migrated yet.
    await Promise.all(instances.map((i) => start(i)));
    nginxProcess = spawn(nginx, ['-p', root, '-c', path.join(root, 'nginx.conf')], { stdio: 'ignore' });
    await waitFor(
      'nginx to answer',
      () =>
        fetch(`http://127.0.0.1:${nginxPort}/api/health`).then(
          (r) => r.ok || undefined,
          () => undefined,
        ),
      15_000,
    );
  } catch (err) {
    await close();
    throw err;
  }

  const accessLog = () => {
    try {
      return fs.readFileSync(path.join(root, 'logs/access.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const inRotation = async (instance: Instance) => {
    const probe = `/api/health?rotation=${instance.name}-${Date.now()}`;
    const served = new RegExp(
      `^${probe.replace(/[?.]/g, '\\$&')} \\d+ (?:[^\\n]*, )?127\\.0\\.0\\.1:${instance.port}$`,
      'm',
    );
    await waitFor(
      `nginx to send requests to instance ${instance.name} again`,
      async () => {
        await fetch(`http://127.0.0.1:${nginxPort}${probe}`).catch(() => undefined);
        return served.test(accessLog()) || undefined;
      },
      30_000,
    );
  };

  return {
    url: `http://127.0.0.1:${nginxPort}`,
    inRotation,
    databaseUrl: options.databaseUrl,
    instances,
    env,
    start,
    stop,
    kill,
    nginxLog: () => {
      try {
        return fs.readFileSync(path.join(root, 'logs/error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    close,
  };
}
