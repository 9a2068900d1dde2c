/**
 * API tokens: the token's own life: shown once, stored hashed, revoked and expired at
 * once, rate-limited per token, last use noted. What a read and a write token may do with every
 * call is one column each of the call-by-caller table in team-access.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { API_TOKEN, MESSAGES, RESULT } from '@guidebook/contract';
import de from '@guidebook/i18n/locales/de/messages.ts';
import { getDatabaseClient, getTestServer } from './helpers/test-app.ts';
import { api, buildAccount, buildApiToken, buildGuide } from './helpers/factories.ts';
import { hashSecret } from '../src/lib/tokens.ts';

const t = await getTestServer({ rateLimitPerMinute: 1_000_000 });
const admin = await getDatabaseClient(t);

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
    expect(list.body.RES_CODE).toBe(RESULT.OK);
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
    expect(guides.body.RES_CODE).toBe(RESULT.OK);
    expect(JSON.stringify(guides.body.RES_RESULT)).toContain(`"id_guide":${guide.id_guide}`);
    const me = await api(t.app, token.token).get('/users/me');
    expect(me.body.RES_RESULT).toMatchObject({ email: owner.email });

    const listed = await api(t.app, owner).get('/api_tokens/list');
    expect(listed.body.RES_RESULT[0].last_used_at).not.toBeNull();

    // Another account cannot see or revoke it.
    const other = await buildAccount(t.app);
    const foreign = await api(t.app, other).delete('/api_tokens/delete', { id_api_token: token.id_api_token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.apiToken.notFound });
    expect((await api(t.app, token.token).get('/guides/list')).body.RES_CODE).toBe(RESULT.OK);

    const revoked = await api(t.app, owner).delete('/api_tokens/delete', { id_api_token: token.id_api_token });
    expect(revoked.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    // At once, although the token was just cached.
    const after = await api(t.app, token.token).get('/guides/list');
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ RES_CODE: RESULT.UNAUTHENTICATED, RES_MESSAGE: MESSAGES.apiToken.invalid });
    // The owner's session is unaffected.
    expect((await api(t.app, owner).get('/guides/list')).body.RES_CODE).toBe(RESULT.OK);
  });

  it('stops working when it expires', async () => {
    const owner = await buildAccount(t.app);
    const token = await buildApiToken(t.app, owner, { expires_in_days: 1 });
    expect((await api(t.app, token.token).get('/guides/list')).body.RES_CODE).toBe(RESULT.OK);
    await admin.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id_api_token = $1`, [
      token.id_api_token,
    ]);
    t.app.sessionCache.clear();
    const res = await api(t.app, token.token).get('/guides/list');
    expect(res.body).toMatchObject({ RES_CODE: RESULT.UNAUTHENTICATED, RES_MESSAGE: MESSAGES.apiToken.invalid });
  });

  it('refuses a token that was never issued with 40', async () => {
    const res = await api(t.app, `${API_TOKEN.PREFIX}${'x'.repeat(43)}`).get('/guides/list');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ RES_CODE: RESULT.UNAUTHENTICATED, RES_MESSAGE: MESSAGES.apiToken.invalid });
  });

  it('leaves a session token that happens to start with gbk_ signed in', async () => {
    const owner = await buildAccount(t.app);
    const sessionToken = `${API_TOKEN.PREFIX}${'s'.repeat(39)}`;
    await admin.query(
      `INSERT INTO sessions (id_user, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 hour')`,
      [owner.id_user, hashSecret(sessionToken)],
    );
    const me = await api(t.app, sessionToken).get('/users/me');
    expect(me.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: { email: owner.email } });
    // A session, not a token: it may change the account.
    const modified = await api(t.app, sessionToken).put('/users/modify', { name: 'Sam', lastname: 'Session' });
    expect(modified.body.RES_CODE).toBe(RESULT.OK);
  });

  it('refuses bad create input with 12 on the field, and caps the tokens per account', async () => {
    const owner = await buildAccount(t.app);
    const blank = await api(t.app, owner).post('/api_tokens/create', { name: '  ', scope: 'read' });
    expect(blank.body).toMatchObject({ RES_CODE: RESULT.VALIDATION });
    expect(blank.body.RES_OTHERS.FIELDS?.name).toBe(MESSAGES.apiToken.nameRequired);
    const scope = await api(t.app, owner).post('/api_tokens/create', { name: 'X', scope: 'admin' });
    expect(scope.body.RES_OTHERS.FIELDS?.scope).toBe(MESSAGES.apiToken.scopeInvalid);
    const days = await api(t.app, owner).post('/api_tokens/create', { name: 'X', scope: 'read', expires_in_days: 0 });
    expect(days.status).toBe(400);

    await admin.query(
      `INSERT INTO api_tokens (id_user, id_workspace, name, scope, token_hash, prefix)
       SELECT $1::int, $3::int, 'Bulk ' || n, 'read', decode(md5(n::text || '-' || $1::text), 'hex'), 'gbk_bulk'
       FROM generate_series(1, $2::int) n`,
      [owner.id_user, API_TOKEN.MAX_PER_ACCOUNT, owner.id_workspace],
    );
    const over = await api(t.app, owner).post('/api_tokens/create', { name: 'One more', scope: 'read' });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      RES_CODE: RESULT.CONFLICT,
      RES_MESSAGE: MESSAGES.apiToken.tooManyTokens(API_TOKEN.MAX_PER_ACCOUNT),
    });
  });
});

describe('the Authorization header', () => {
  it('answers another scheme than Bearer with how to send the token, in the caller’s language', async () => {
    const owner = await buildAccount(t.app);
    const { token } = await buildApiToken(t.app, owner, { name: 'Schemes' });
    for (const header of [
      'Basic dXNlcjpwYXNz',
      `Token ${token}`,
      `token ${token}`,
      'Digest username="a"',
      `JWT ${token}`,
    ]) {
      const res = await api(t.app).get('/guides/list', { headers: { authorization: header } });
      expect(res.status, header).toBe(401);
      expect(res.body, header).toMatchObject({
        RES_CODE: RESULT.UNAUTHENTICATED,
        RES_MESSAGE: MESSAGES.apiToken.wrongScheme,
      });
    }
    const german = await api(t.app).get('/guides/list', {
      headers: { authorization: `Token ${token}`, 'accept-language': 'de' },
    });
    expect(german.body.RES_MESSAGE).toBe(de['apiToken.wrongScheme']);
    expect(german.body.RES_MESSAGE).not.toBe(MESSAGES.apiToken.wrongScheme);
    // Bearer in any case, and the bare token, still sign in.
    for (const header of [`Bearer ${token}`, `bearer ${token}`, `BEARER  ${token}`, token]) {
      const res = await api(t.app).get('/guides/list', { headers: { authorization: header } });
      expect(res.status, header).toBe(200);
    }
  });
});

describe('API token rate limit', () => {
  it('counts each token apart and answers 44 with Retry-After past API_TOKEN_RATE_LIMIT_PER_MINUTE', async () => {
    const limited = await getTestServer({ apiTokenRateLimitPerMinute: 5 });
    const owner = await buildAccount(limited.app);
    const first = await buildApiToken(limited.app, owner, { name: 'First' });
    const second = await buildApiToken(limited.app, owner, { name: 'Second' });
    for (let i = 0; i < 5; i++) expect((await api(limited.app, first.token).get('/guides/list')).status).toBe(200);
    const over = await api(limited.app, first.token).get('/guides/list');
    expect(over.status).toBe(429);
    expect(over.body.RES_CODE).toBe(RESULT.RATE_LIMITED);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body.RES_MESSAGE).toBe(MESSAGES.apiToken.tooMany(Number(over.headers['retry-after'])));
    // Another token of the same account, and the owner's session, are not counted with it.
    expect((await api(limited.app, second.token).get('/guides/list')).status).toBe(200);
    for (let i = 0; i < 7; i++) expect((await api(limited.app, owner).get('/guides/list')).status).toBe(200);
  });

  it('tells every answer to a token its limit, what is left and when the count starts again; a session gets none', async () => {
    const limited = await getTestServer({ apiTokenRateLimitPerMinute: 3 });
    const owner = await buildAccount(limited.app);
    const { token } = await buildApiToken(limited.app, owner, { name: 'Counted' });
    const seen: { status: number; limit: unknown; remaining: unknown; reset: number }[] = [];
    // Successes, an error answer after the count (a guide that does not exist), then the refusal.
    for (const url of ['/guides/list', '/guides/list', '/guides/select?id_guide=999999', '/guides/list']) {
      const res = await api(limited.app, token).get(url);
      seen.push({
        status: res.status,
        limit: res.headers['x-ratelimit-limit'],
        remaining: res.headers['x-ratelimit-remaining'],
        reset: Number(res.headers['x-ratelimit-reset']),
      });
    }
    expect(seen.map(({ reset: _reset, ...rest }) => rest)).toEqual([
      { status: 200, limit: '3', remaining: '2' },
      { status: 200, limit: '3', remaining: '1' },
      { status: 404, limit: '3', remaining: '0' },
      { status: 429, limit: '3', remaining: '0' },
    ]);
    for (const { reset } of seen) {
      expect(reset).toBeGreaterThan(0);
      expect(reset).toBeLessThanOrEqual(60);
    }
    const session = await api(limited.app, owner).get('/guides/list');
    expect(session.headers['x-ratelimit-limit']).toBeUndefined();
    expect(session.headers['x-ratelimit-remaining']).toBeUndefined();
  });
});
