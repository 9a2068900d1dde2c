/**
 * Debian's Caddy running deploy/Caddyfile on loopback ports with its own local certificate authority
 * (`local_certs`, as `tls internal` does) and on-demand certificates that ask the test's app
 * (/api/public/domain_allowed). Stops when the caller's scope ends, like getTestServer().
 */
import fs from 'node:fs';
import path from 'node:path';
import { freePort, repoRoot, startChild, waitFor, type Child } from './processes.ts';
import { getTempDir, stopWhenDone } from './test-app.ts';

/** The Caddy binary (CADDY_PATH, else Debian's), or undefined when it is not installed. */
export const CADDY = [process.env.CADDY_PATH, '/usr/bin/caddy', '/usr/local/bin/caddy'].find(
  (candidate) => candidate && fs.existsSync(candidate),
);
const CADDYFILE = path.join(repoRoot, 'deploy/Caddyfile');

/** The deployment's Caddyfile on these ports, with test-only global options (no admin API, local CA, own storage). */
export function caddyfileFor(
  conf: string,
  appPort: number,
  httpPort: number,
  httpsPort: number,
  storage: string,
): string {
  const site = conf.replace(/127\.0\.0\.1:3000/g, `127.0.0.1:${appPort}`).replace(/^\s*email [^\n]*\n/m, '');
  if (!site.includes(`ask http://127.0.0.1:${appPort}/api/public/domain_allowed`))
    throw new Error(`${CADDYFILE} no longer has the on_demand_tls ask line this test replaces`);
  const globals = [
    'admin off',
    `http_port ${httpPort}`,
    `https_port ${httpsPort}`,
    'local_certs',
    'skip_install_trust',
    `storage file_system ${storage}`,
  ]
    .map((line) => `\t${line}\n`)
    .join('');
  return site.replace(/^\{\n/m, `{\n${globals}`);
}

export type TestCaddy = {
  child: Child;
  httpsPort: number;
  /** Caddy's certificate store (certificates/local/{name} once a name has one). */
  storage: string;
  /** Caddy's local root certificate (PEM): what a client trusts to accept its certificates. */
  rootCertificate: Buffer;
};

/** Starts Caddy in front of the app on 127.0.0.1:appPort; resolves once its local root certificate exists. */
export async function startCaddy(appPort: number): Promise<TestCaddy> {
  if (!CADDY) throw new Error('caddy is not installed (apt-get install caddy; .ci/run installs it)');
  const root = await getTempDir('guidebook-caddy-');
  const storage = path.join(root, 'data');
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  fs.writeFileSync(
    path.join(root, 'Caddyfile'),
    caddyfileFor(fs.readFileSync(CADDYFILE, 'utf8'), appPort, httpPort, httpsPort, storage),
  );
  const child = startChild(CADDY, ['run', '--config', path.join(root, 'Caddyfile'), '--adapter', 'caddyfile'], {
    env: { ...process.env, HOME: root, XDG_DATA_HOME: root, XDG_CONFIG_HOME: root },
  });
  stopWhenDone(async () => {
    if (child.process.exitCode !== null || child.process.signalCode !== null) return;
    child.process.kill('SIGTERM');
    await child.exited;
  });
  const rootCert = path.join(storage, 'pki/authorities/local/root.crt');
  await waitFor(
    'Caddy’s local root certificate',
    () => {
      if (child.process.exitCode !== null) throw new Error(`caddy exited:\n${child.output()}`);
      return fs.existsSync(rootCert) || undefined;
    },
    30_000,
  );
  return { child, httpsPort, storage, rootCertificate: fs.readFileSync(rootCert) };
}
