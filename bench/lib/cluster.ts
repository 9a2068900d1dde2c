/**
 * The deployment's pieces for the benches, on loopback: s3rver (a real S3 server in Node, files on
 * disk) and Debian's nginx running deploy/nginx-guidebook.conf with the bench's addresses. The
 * same approach as apps/server/test/helpers/cluster.ts (nginx wrapped in a main config with temp
 * paths, `daemon off`), in the benches' own child/cleanup helpers so everything stops on failure
 * or Ctrl-C.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { nginxBinary, prepareNginx } from '../../apps/server/test/helpers/nginx.ts';
import { startS3rver as startTestS3rver } from '../../apps/server/test/helpers/s3rver.ts';
import type { CleanupStack } from './cleanup.ts';
import { freePort, startChild, waitUntilAnswering } from './child.ts';

export type S3 = { endpoint: string; bucket: string; env: Record<string, string>; pid: number };

/**
 * s3rver in its own process with one bucket (the tests' harness, apps/server/test/helpers/s3rver.ts,
 * which says what it implements), stopped by the bench's cleanup, and the server's environment for
 * it (STORAGE=s3 and the S3_* variables of apps/server/src/config.ts).
 */
export async function startS3rver(cleanup: CleanupStack, bucket = 'guidebook-bench'): Promise<S3> {
  const s3 = await startTestS3rver([bucket]);
  cleanup.add('stop s3rver', () => s3.stop());
  const o = s3.options(bucket);
  return {
    endpoint: s3.endpoint,
    bucket,
    pid: s3.pid,
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: o.endpoint,
      S3_REGION: o.region,
      S3_BUCKET: o.bucket,
      S3_ACCESS_KEY_ID: o.accessKeyId,
      S3_SECRET_ACCESS_KEY: o.secretAccessKey,
      S3_FORCE_PATH_STYLE: String(o.forcePathStyle),
    },
  };
}

export type Nginx = {
  url: string;
  /** How many requests each upstream address answered, from the access log ($upstream_addr). */
  upstreamCounts: () => Promise<Map<string, number>>;
  stop: () => Promise<void>;
};

/**
 * nginx (`daemon off`, temp paths, Debian's default `worker_processes auto`) serving
 * deploy/nginx-guidebook.conf with `instancePorts` as the upstream. The access log records only
 * the upstream address (buffered), so the bench can check where requests went.
 */
export async function startNginx(cleanup: CleanupStack, instancePorts: number[], label: string): Promise<Nginx> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'guidebook-bench-nginx-'));
  cleanup.add(`remove ${root}`, () => fs.rm(root, { recursive: true, force: true }));
  const port = await freePort();
  const setup = prepareNginx(root, {
    listenPort: port,
    instancePorts,
    logFormat: '$upstream_addr',
    workers: 'auto',
    buffered: true,
  });
  const accessLog = setup.accessLog;
  // SIGQUIT: nginx's graceful stop (workers finish, the buffered access log is written).
  const child = startChild(nginxBinary(), setup.args, {}, cleanup, label, 'SIGQUIT');
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/api/health`, child, label, 15_000);
  return {
    url,
    upstreamCounts: async () => {
      const counts = new Map<string, number>();
      const text = await fs.readFile(accessLog, 'utf8').catch(() => '');
      for (const line of text.split('\n')) if (line) counts.set(line, (counts.get(line) ?? 0) + 1);
      return counts;
    },
    stop: child.stop,
  };
}
