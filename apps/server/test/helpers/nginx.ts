/**
 * Debian's nginx running deploy/nginx-guidebook.conf with loopback addresses, in a folder of its
 * own (`daemon off`, temp paths, an access log of chosen fields). Shared by the multi-instance
 * tests (helpers/cluster.ts) and the cluster and upload benchmarks (bench/lib/cluster.ts), so both
 * run the deployment's file the same way.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './processes.ts';

export const NGINX_CONF = path.join(repoRoot, 'deploy/nginx-guidebook.conf');

/** nginx from NGINX_PATH or Debian's place; a clear failure (not a skip) when it is missing. */
export function nginxBinary(): string {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is not installed: apt-get install nginx (.ci/run installs it), or set NGINX_PATH');
}

/** The deployment's nginx server block with these upstream instances and this listening port. */
export function nginxSiteFor(conf: string, listenPort: number, instancePorts: number[]): string {
  const servers = instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=3s;`).join('\n');
  const site = conf
    .replace(/^(\s*)server 127\.0\.0\.1:\d+ [^\n]*\n(?:\s*server 127\.0\.0\.1:\d+ [^\n]*\n)*/m, `${servers}\n`)
    .replace(/^(\s*)listen 80;/m, `$1listen 127.0.0.1:${listenPort};`);
  if (!site.includes(`listen 127.0.0.1:${listenPort};`) || !site.includes(`server 127.0.0.1:${instancePorts[0]} `))
    throw new Error(`${NGINX_CONF} no longer has the upstream and listen lines this harness replaces`);
  return site;
}

export type NginxSetup = {
  /** The arguments that start (or test) this nginx: `-p root -c root/nginx.conf`. */
  args: string[];
  accessLog: string;
  errorLog: string;
};

/**
 * Writes `root` (made open to nginx's workers, which run as nobody under root) with the deployment's
 * site for these ports and a main configuration around it, and checks it with `nginx -t`.
 * `logFormat`: the access log's fields (nginx variables), one line per request.
 */
export function prepareNginx(
  root: string,
  options: { listenPort: number; instancePorts: number[]; logFormat: string; workers?: string; buffered?: boolean },
): NginxSetup {
  fs.chmodSync(root, 0o777);
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs'])
    fs.mkdirSync(path.join(root, dir), { recursive: true, mode: 0o777 });
  fs.writeFileSync(
    path.join(root, 'guidebook.conf'),
    nginxSiteFor(fs.readFileSync(NGINX_CONF, 'utf8'), options.listenPort, options.instancePorts),
  );
  const accessLog = path.join(root, 'logs/access.log');
  const errorLog = path.join(root, 'logs/error.log');
  fs.writeFileSync(
    path.join(root, 'nginx.conf'),
    [
      `worker_processes ${options.workers ?? '1'};`,
      'daemon off;',
      `pid ${root}/nginx.pid;`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  log_format upstream '${options.logFormat}';`,
      `  access_log ${accessLog} upstream${options.buffered ? ' buffer=64k flush=1s' : ''};`,
      `  client_body_temp_path ${root}/body;`,
      `  proxy_temp_path ${root}/proxy;`,
      `  fastcgi_temp_path ${root}/fastcgi;`,
      `  uwsgi_temp_path ${root}/uwsgi;`,
      `  scgi_temp_path ${root}/scgi;`,
      `  include ${root}/guidebook.conf;`,
      '}',
    ].join('\n') + '\n',
  );
  const args = ['-p', root, '-c', path.join(root, 'nginx.conf')];
  try {
    execFileSync(nginxBinary(), ['-t', '-q', ...args], { stdio: 'pipe' });
  } catch (err) {
    const stderr = (err as { stderr?: Buffer }).stderr?.toString() ?? String(err);
    throw new Error(`nginx -t refused the generated configuration:\n${stderr}`);
  }
  return { args, accessLog, errorLog };
}
