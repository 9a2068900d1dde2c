/**
 * API tokens (issue 13): every call of the API made with a read token and with a write token, from
 * one table (ACCESS) that says what a token may do with each call. A call the API documents and
 * ACCESS does not name fails the first test. A call a token may make answers exactly what the same
 * call answers a signed-in session on a twin account; one it may not make answers 43 and changes
 * nothing. Then the token's own life: shown once, stored hashed, revoked and expired at once,
 * rate-limited per token, last use noted.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { API_TOKEN, MESSAGES } from '@guidebook/contract';
import { snapshotRows } from './helpers/db-snapshot.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';
import { api, buildAccount, buildApiToken, buildGuide } from './helpers/factories.ts';
import { buildFixture, CALLS, type Fixture } from './helpers/calls.ts';
import { multipartBody, solidJpeg } from './helpers/images.ts';
import { hashSecret } from '../src/lib/tokens.ts';

/**
 * What an API token may do with a call:
 * - `public`: the call needs no sign-in; a token changes nothing about it;
 * - `read`: read and write tokens both may make it;
 * - `write`: write tokens only; a read token gets 43;
 * - `never`: no token (the account, its sessions and the tokens themselves); 43.
 */
type Access = 'public' | 'read' | 'write' | 'never';

const ACCESS: Record<string, Access> = {
  'POST /public/register': 'public',
  'GET /public/register_verification': 'public',
  'POST /public/register_resend': 'public',
  'POST /public/login': 'public',
  'POST /public/password_recover': 'public',
  'POST /public/password_reset': 'public',
  'GET /users/me': 'read',
  'POST /users/logout': 'never',
  'PUT /users/modify': 'never',
  'PUT /users/password': 'never',
  'GET /guides/list': 'read',
  'GET /guides/select': 'read',
  'POST /guides/create': 'write',
  'PUT /guides/modify': 'write',
  'DELETE /guides/delete': 'write',
  'GET /content_categories/list': 'read',
  'POST /content_categories/create': 'write',
  'PUT /content_categories/modify': 'write',
  'PUT /content_categories/order': 'write',
  'DELETE /content_categories/delete': 'write',
  'GET /content_topics/list': 'read',
  'GET /content_topics/select': 'read',
  'POST /content_topics/create': 'write',
  'PUT /content_topics/modify': 'write',
  'PUT /content_topics/order': 'write',
  'DELETE /content_topics/delete': 'write',
  'GET /files/public/raw/{fileId}/{fileName}': 'public',
  'POST /files/public/create': 'write',
  'GET /files/public/list': 'read',
  'GET /files/public/search': 'read',
  'GET /files/public/select': 'read',
  'GET /files/public/exists': 'read',
  'DELETE /files/public/delete': 'write',
  'GET /guides/branding': 'read',
  'PUT /guides/branding': 'write',
  'GET /guides/share': 'read',
  'POST /guides/share/regenerate': 'write',
  'GET /guides/share/qr': 'read',
  'GET /guides/share/flyer': 'read',
  'GET /guides/share/pdf': 'read',
  'GET /guides/preview': 'read',
  'GET /guest/guides/{token}': 'public',
  'GET /guest/guides/{token}/pdf': 'public',
  'GET /analytics/guide': 'read',
  'GET /analytics/summary': 'read',
  'POST /guest/guides/{token}/views': 'public',
  'GET /invitations/list': 'read',
  'GET /invitations/select': 'read',
  'POST /invitations/create': 'write',
  'PUT /invitations/revoke': 'write',
  'DELETE /invitations/delete': 'write',
  'POST /invitations/resend': 'write',
  'GET /invitations/template': 'read',
  'PUT /invitations/template': 'write',
  'GET /invitations/settings': 'read',
  'PUT /invitations/settings': 'write',
  'GET /guides/export': 'read',
  'POST /guides/duplicate': 'write',
  'POST /guides/import': 'write',
  'GET /maps/list': 'read',
  'GET /maps/select': 'read',
  'POST /maps/create': 'write',
  'PUT /maps/modify': 'write',
  'DELETE /maps/delete': 'write',
  'PUT /guides/active_map': 'write',
  'GET /api_tokens/list': 'never',
  'POST /api_tokens/create': 'never',
  'DELETE /api_tokens/delete': 'never',
};

let t: TestApp;
let admin: pg.Client;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  admin = new pg.Client({ connectionString: t.databaseUrl });
  await admin.connect();
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await t?.close();
});

/** The call with its valid input for this fixture's account, as `authorization`. */
async function send(key: string, f: Fixture, authorization: string | null): Promise<LightMyRequestResponse> {
  const call = CALLS[key]!;
  const [method, template] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  let path = template;
  for (const [name, value] of Object.entries(call.path?.(f) ?? {}))
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  const qs = new URLSearchParams(call.query?.(f) ?? {}).toString();
  const headers: Record<string, string> = authorization ? { authorization } : {};
  let payload: string | Buffer | undefined;
  const body = call.body?.(f);
  if (body && call.multipart) {
    const form = await multipartBody({ ...(body as Record<string, string>), chunk: await solidJpeg(8, 8) });
    payload = form.body;
    headers['content-type'] = form.contentType;
  } else if (body) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  return t.app.inject({
    method,
    url: `/api${path}${qs ? `?${qs}` : ''}`,
    headers,
    ...(payload !== undefined ? { payload } : {}),
  });
}

/** Status and RES_CODE (files and PDFs have no envelope). */
function outcome(res: LightMyRequestResponse): string {
  const isJson = String(res.headers['content-type'] ?? '').includes('application/json');
  return isJson ? `${res.statusCode} ${String(res.json().RES_CODE)}` : `${res.statusCode}`;
}

/** A fixture and its two tokens. */
async function withTokens(): Promise<{ f: Fixture; read: string; write: string }> {
  const f = await buildFixture(t.app);
  const read = await buildApiToken(t.app, f.account, { name: 'Read', scope: 'read' });
  const write = await buildApiToken(t.app, f.account, { name: 'Write', scope: 'write' });
  return { f, read: `Bearer ${read.token}`, write: `Bearer ${write.token}` };
}

async function snapshot(): Promise<string> {
  return snapshotRows(admin);
}

const KEYS = Object.keys(CALLS);

describe('API tokens, call by call', () => {
  it('ACCESS names every call the API documents, and no other', () => {
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`))
      .filter((key) => !key.startsWith('GET /health'))
      .sort();
    expect(Object.keys(ACCESS).sort()).toEqual(documented);
    expect([...KEYS].sort()).toEqual(documented);
  });

  it.each(KEYS)('%s with a read token and with a write token', async (key) => {
    const access = ACCESS[key]!;
    const { f, read, write } = await withTokens();
    if (access === 'public') {
      // No sign-in: a token is neither needed nor refused.
      for (const token of [read, write]) {
        const res = await send(key, f, token);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.body).not.toContain(MESSAGES.apiToken.invalid);
        expect(res.body).not.toContain(MESSAGES.apiToken.notForTokens);
      }
      return;
    }
    if (access === 'never' || access === 'write') {
      const refused = access === 'never' ? [read, write] : [read];
      for (const token of refused) {
        const before = await snapshot();
        const res = await send(key, f, token);
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({
          RES_CODE: '43',
          RES_MESSAGE:
            access === 'never' ? MESSAGES.apiToken.notForTokens : MESSAGES.apiToken.readOnly(key.split(' ')[0]!),
          RES_RESULT: null,
        });
        expect(await snapshot()).toBe(before);
      }
      if (access === 'never') return;
    }
    // Allowed: the token gets what a signed-in session gets, each on an account of its own.
    const twin = await buildFixture(t.app);
    const bySession = await send(key, twin, twin.account.auth.authorization);
    const allowed = access === 'read' ? [read, write] : [write];
    for (const token of allowed) {
      const res = await send(key, f, token);
      expect(outcome(res), `${key} with a ${token === read ? 'read' : 'write'} token: ${res.body.slice(0, 300)}`).toBe(
        outcome(bySession),
      );
    }
  });
});

describe('an API token', () => {
  it('is shown once, starts with gbk_, is stored only as a hash, and lists without its secret', async () => {
    const owner = await buildAccount(t.app);
    const created = await buildApiToken(t.app, owner, { name: 'PMS', scope: 'write', expires_in_days: 30 });
    expect(created.token.startsWith(API_TOKEN.PREFIX)).toBe(true);
    expect(created.prefix).toBe(created.token.slice(0, API_TOKEN.SHOWN_LENGTH));
    expect(created).toMatchObject({ name: 'PMS', scope: 'write', last_used_at: null });
    const days = (Date.parse(created.expires_at!) - Date.parse(created.date_created)) / 86_400_000;
    expect(Math.round(days)).toBe(30);

    const stored = await admin.query('SELECT t::text AS row FROM api_tokens t WHERE id_api_token = $1', [
      created.id_api_token,
    ]);
    expect(stored.rows[0].row).not.toContain(created.token.slice(API_TOKEN.SHOWN_LENGTH));

    const list = await api(t.app, owner).get('/api_tokens/list');
    expect(list.body.RES_CODE).toBe('00');
    const text = JSON.stringify(list.body.RES_RESULT);
    expect(text).not.toContain(created.token);
    expect(list.body.RES_RESULT).toEqual([
      {
        id_api_token: created.id_api_token,
        name: 'PMS',
        scope: 'write',
        prefix: created.prefix,
        date_created: created.date_created,
        expires_at: created.expires_at,
        last_used_at: null,
      },
    ]);
  });

  it('acts as its owner, notes its last use, and answers 40 at once when revoked', async () => {
    const owner = await buildAccount(t.app);
    const guide = await buildGuide(t.app, owner, { title: 'Sea Cottage' });
    const token = await buildApiToken(t.app, owner, { scope: 'read' });
    const guides = await api(t.app, token.token).get('/guides/list');
    expect(guides.body.RES_CODE).toBe('00');
    expect(JSON.stringify(guides.body.RES_RESULT)).toContain(`"id_guide":${guide.id_guide}`);
    const me = await api(t.app, token.token).get('/users/me');
    expect(me.body.RES_RESULT).toMatchObject({ email: owner.email });

    const listed = await api(t.app, owner).get('/api_tokens/list');
    expect(listed.body.RES_RESULT[0].last_used_at).not.toBeNull();

    // Another account cannot see or revoke it.
    const other = await buildAccount(t.app);
    const foreign = await api(t.app, other).delete('/api_tokens/delete', { id_api_token: token.id_api_token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ RES_CODE: '01', RES_MESSAGE: MESSAGES.apiToken.notFound });
    expect((await api(t.app, token.token).get('/guides/list')).body.RES_CODE).toBe('00');

    const revoked = await api(t.app, owner).delete('/api_tokens/delete', { id_api_token: token.id_api_token });
    expect(revoked.body).toMatchObject({ RES_CODE: '00', RES_RESULT: null });
    // At once, although the token was just cached.
    const after = await api(t.app, token.token).get('/guides/list');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ RES_CODE: '40', RES_MESSAGE: MESSAGES.apiToken.invalid });
    // The owner's session is unaffected.
    expect((await api(t.app, owner).get('/guides/list')).body.RES_CODE).toBe('00');
  });

  it('stops working when it expires', async () => {
    const owner = await buildAccount(t.app);
    const token = await buildApiToken(t.app, owner, { expires_in_days: 1 });
    expect((await api(t.app, token.token).get('/guides/list')).body.RES_CODE).toBe('00');
    await admin.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id_api_token = $1`, [
      token.id_api_token,
    ]);
    t.app.sessionCache.clear();
    const res = await api(t.app, token.token).get('/guides/list');
    expect(res.body).toMatchObject({ RES_CODE: '40', RES_MESSAGE: MESSAGES.apiToken.invalid });
  });

  it('refuses a token that was never issued with 40', async () => {
    const res = await api(t.app, `${API_TOKEN.PREFIX}${'x'.repeat(43)}`).get('/guides/list');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ RES_CODE: '40', RES_MESSAGE: MESSAGES.apiToken.invalid });
  });

  it('leaves a session token that happens to start with gbk_ signed in', async () => {
    const owner = await buildAccount(t.app);
    const sessionToken = `${API_TOKEN.PREFIX}${'s'.repeat(39)}`;
    await admin.query(
      `INSERT INTO sessions (id_user, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
      [owner.id_user, hashSecret(sessionToken)],
    );
    const me = await api(t.app, sessionToken).get('/users/me');
    expect(me.body).toMatchObject({ RES_CODE: '00', RES_RESULT: { email: owner.email } });
    // A session, not a token: it may change the account.
    const modified = await api(t.app, sessionToken).put('/users/modify', { name: 'Sam', lastname: 'Session' });
    expect(modified.body.RES_CODE).toBe('00');
  });

  it('refuses bad create input with 12 on the field, and caps the tokens per account', async () => {
    const owner = await buildAccount(t.app);
    const blank = await api(t.app, owner).post('/api_tokens/create', { name: '  ', scope: 'read' });
    expect(blank.body).toMatchObject({ RES_CODE: '12' });
    expect(blank.body.RES_OTHERS.FIELDS?.name).toBe(MESSAGES.apiToken.nameRequired);
    const scope = await api(t.app, owner).post('/api_tokens/create', { name: 'X', scope: 'admin' });
    expect(scope.body.RES_OTHERS.FIELDS?.scope).toBe(MESSAGES.apiToken.scopeInvalid);
    const days = await api(t.app, owner).post('/api_tokens/create', { name: 'X', scope: 'read', expires_in_days: 0 });
    expect(days.status).toBe(400);

    await admin.query(
      `INSERT INTO api_tokens (id_user, name, scope, token_hash, prefix)
       SELECT $1::int, 'Bulk ' || n, 'read', decode(md5(n::text || '-' || $1::text), 'hex'), 'gbk_bulk' FROM generate_series(1, $2::int) n`,
      [owner.id_user, API_TOKEN.MAX_PER_ACCOUNT],
    );
    const over = await api(t.app, owner).post('/api_tokens/create', { name: 'One more', scope: 'read' });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      RES_CODE: '13',
      RES_MESSAGE: MESSAGES.apiToken.tooManyTokens(API_TOKEN.MAX_PER_ACCOUNT),
    });
  });
});

describe('API token rate limit', () => {
  it('counts each token apart and answers 44 with Retry-After past API_TOKEN_RATE_LIMIT_PER_MINUTE', async () => {
    const limited = await createTestApp({ apiTokenRateLimitPerMinute: 5 });
    try {
      const owner = await buildAccount(limited.app);
      const first = await buildApiToken(limited.app, owner, { name: 'First' });
      const second = await buildApiToken(limited.app, owner, { name: 'Second' });
      for (let i = 0; i < 5; i++) expect((await api(limited.app, first.token).get('/guides/list')).status).toBe(200);
      const over = await api(limited.app, first.token).get('/guides/list');
      expect(over.status).toBe(429);
      expect(over.body.RES_CODE).toBe('44');
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.body.RES_MESSAGE).toBe(MESSAGES.apiToken.tooMany(Number(over.headers['retry-after'])));
      // Another token of the same account, and the owner's session, are not counted with it.
      expect((await api(limited.app, second.token).get('/guides/list')).status).toBe(200);
      for (let i = 0; i < 7; i++) expect((await api(limited.app, owner).get('/guides/list')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
