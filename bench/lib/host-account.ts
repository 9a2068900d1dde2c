/**
 * A verified host with a live session, written straight into the database (as the server
 * tests do), so the benchmarks depend on neither the sign-up flow nor its rate limits.
 * Everything else is created through the HTTP API.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { RESULT } from '@guidebook/contract';
import { hashSecret, newSecret } from '../../apps/server/src/lib/tokens.ts';

/** The guide the benches' hosts build (POST /guides/create), with the template's categories. */
export const BENCH_GUIDE = {
  title: 'Harbour View Flat',
  subtitle: 'Sea views, two bedrooms',
  welcome: 'Welcome! We hope you love the harbour as much as we do.',
  host: 'Ana Host',
  phone: '+44 7700 900123',
  email: 'stay@example.com',
  address: '4 Quay Street',
  city: 'Falmouth',
  country: 'United Kingdom',
  timezone: 'Europe/London',
  with_template: true,
};

/** A bench account: its id, its own workspace (what its rows belong to) and a session token. */
export type Host = { id_user: number; id_workspace: number; token: string; headers: Record<string, string> };

export async function withDatabase<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createHost(databaseUrl: string): Promise<Host> {
  return withDatabase(databaseUrl, async (client) => {
    const email = `bench-${crypto.randomBytes(4).toString('hex')}@example.com`;
    const user = await client.query<{ id_user: number }>(
      `insert into users (email, name, lastname, password_hash, email_verified_at)
       values ($1, 'Bench', 'Host', 'unused', now()) returning id_user`,
      [email],
    );
    const id_user = user.rows[0]!.id_user;
    const token = newSecret();
    await client.query(
      `insert into sessions (id_user, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`,
      [id_user, hashSecret(token)],
    );
    const workspace = await client.query<{ id_workspace: number }>(
      'select id_workspace from workspaces where id_user_owner = $1',
      [id_user],
    );
    const id_workspace = workspace.rows[0]!.id_workspace;
    return { id_user, id_workspace, token, headers: { authorization: `Bearer ${token}` } };
  });
}

/** A files_public row for a file that is never read (topics only need to point at one). */
export async function insertLibraryRow(databaseUrl: string, idWorkspace: number, name: string): Promise<number> {
  return withDatabase(databaseUrl, async (client) => {
    const row = await client.query<{ id_file_public: number }>(
      `insert into files_public (id_workspace, name, size, path_file, mime_type, width, height, private)
       values ($1, $2, 1024, '/files/public/bench/' || gen_random_uuid() || '.png', 'image/png', 64, 64, 4)
       returning id_file_public`,
      [idWorkspace, name],
    );
    return row.rows[0]!.id_file_public;
  });
}

type Envelope = { RES_CODE: string; RES_MESSAGE: string; RES_RESULT: unknown };

/** One API call; throws unless the envelope says 00. */
export async function callApi(
  baseUrl: string,
  host: Host,
  method: 'GET' | 'POST',
  apiPath: string,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${baseUrl}/api${apiPath}`, {
    method,
    headers: { ...host.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: Envelope | null = null;
  try {
    parsed = JSON.parse(text) as Envelope;
  } catch {
    // Reported below with the raw text.
  }
  if (!parsed || parsed.RES_CODE !== RESULT.OK) {
    throw new Error(`${method} /api${apiPath} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
  }
  return parsed.RES_RESULT;
}

/** Rows in a list answer, whether RES_RESULT is the array itself or wraps one. */
export function rowsOf(result: unknown): unknown[] | null {
  if (Array.isArray(result)) return result;
  if (result && typeof result === 'object') {
    for (const value of Object.values(result)) if (Array.isArray(value)) return value;
  }
  return null;
}
