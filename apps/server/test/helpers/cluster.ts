/**
 * Guidebook as docs/DEPLOYMENT.md runs it, on loopback: one PostgreSQL (a fresh database on the
 * tests' embedded server), one S3-compatible store (s3rver), product instances started from
 * apps/server/src/main.ts with STORAGE=s3, and nginx (Debian's) running deploy/nginx-guidebook.conf
 * with this cluster's addresses. Everything binds 127.0.0.1 and stops with stop().
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, startServer, waitFor, waitForHealth, type Child } from './processes.ts';
import { nginxBinary, prepareNginx } from './nginx.ts';
import { S3RVER_CREDENTIALS, startS3rver } from './s3rver.ts';

export { NGINX_CONF } from './nginx.ts';

const BUCKET = 'guidebook-test';

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
  /** A database nobody has migrated (createTestDatabase({ empty: true })): the instances migrate it. */
  databaseUrl: string;
  instances: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const nginx = nginxBinary();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'guidebook-cluster-'));
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
  // Which instance answered each request: how the harness sees an instance back in rotation.
  const setup = prepareNginx(root, {
    listenPort: nginxPort,
    instancePorts: instances.map((i) => i.port),
    logFormat: '$request_uri $status $upstream_addr',
  });

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
    nginxProcess = spawn(nginx, setup.args, { stdio: 'ignore' });
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
      return fs.readFileSync(setup.accessLog, 'utf8');
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
        return fs.readFileSync(setup.errorLog, 'utf8');
      } catch {
        return '';
      }
    },
    close,
  };
}
