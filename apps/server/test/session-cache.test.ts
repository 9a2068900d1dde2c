/**
 * The auth plugin's session cache: signed-in calls are answered from it, yet signing out,
 * resetting or changing the password ends the affected sessions at once, and a cached
 * session never outlives its expires_at.
 */
import { describe, expect, it } from 'vitest';
import { RESULT } from '@guidebook/contract';
import { sessions } from '../src/db/schema.ts';
import { hashSecret, newSecret } from '../src/lib/tokens.ts';
import { SessionCache, type Credential } from '../src/modules/auth/credentials.ts';
import { getTestServer, getTestSmtp } from './helpers/test-app.ts';
import { testClock } from './helpers/clock.ts';
import { api, buildAccount } from './helpers/factories.ts';

const PASSWORD = 'correct horse battery';

const clock = testClock();

const smtp = await getTestSmtp();
const t = await getTestServer({ smtpUrl: smtp.url, rateLimitPerMinute: 10_000 }, { now: clock.now });

async function login(email: string, password = PASSWORD): Promise<string> {
  const res = await api(t.app).post('/public/login', { email, password });
  expect(res.body.RES_CODE, res.body.RES_MESSAGE).toBe(RESULT.OK);
  return res.body.RES_RESULT.token as string;
}

/** Whether the token's session is in the cache now (so the next call would not ask the database). */
function isCached(token: string): boolean {
  return t.app.sessionCache.get(hashSecret(token).toString('base64'), t.app.deps.now().getTime()) !== null;
}

/** Signed in and answered twice, so the second answer came from the cache. */
async function cachedMe(token: string): Promise<void> {
  expect((await api(t.app, token).get('/users/me')).body.RES_CODE).toBe(RESULT.OK);
  expect(isCached(token)).toBe(true);
  expect((await api(t.app, token).get('/guides/list')).body.RES_CODE).toBe(RESULT.OK);
}

describe('session cache', () => {
  it('ends a cached session at once on sign-out, leaving the account’s other sessions signed in', async () => {
    const { email } = await buildAccount(t.app, { password: PASSWORD });
    const phone = await login(email);
    const laptop = await login(email);
    await cachedMe(phone);
    await cachedMe(laptop);

    expect((await api(t.app, phone).post('/users/logout')).body.RES_CODE).toBe(RESULT.OK);
    const after = await api(t.app, phone).get('/guides/list');
    expect(after.status).toBe(401);
    expect(after.body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
    expect((await api(t.app, laptop).get('/users/me')).body.RES_RESULT).toMatchObject({ email });
  });

  it('ends cached sessions at once when the password changes elsewhere or is reset', async () => {
    const { email } = await buildAccount(t.app, { password: PASSWORD });
    const here = await login(email);
    const elsewhere = await login(email);
    await cachedMe(here);
    await cachedMe(elsewhere);

    const NEW = 'another good password';
    const changed = await api(t.app, here).put('/users/password', {
      current_password: PASSWORD,
      password: NEW,
      password_confirm: NEW,
    });
    expect(changed.body.RES_CODE).toBe(RESULT.OK);
    expect((await api(t.app, elsewhere).get('/guides/list')).body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
    await cachedMe(here);

    expect((await api(t.app).post('/public/password_recover', { email })).body.RES_CODE).toBe(RESULT.OK);
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Reset'));
    const link = new URL(mail.links.find((l) => l.includes('/public/password_recover?')) as string);
    const reset = await api(t.app).post('/public/password_reset', {
      vc: link.searchParams.get('vc'),
      vi: link.searchParams.get('vi'),
      password: 'third good password',
      password_confirm: 'third good password',
    });
    expect(reset.body.RES_CODE).toBe(RESULT.OK);
    expect((await api(t.app, here).get('/guides/list')).body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
  });

  it('shows a changed name on /users/me at once', async () => {
    const { email } = await buildAccount(t.app, { password: PASSWORD });
    const token = await login(email);
    await cachedMe(token);
    await api(t.app, token).put('/users/modify', { name: 'Dora', lastname: 'Host' });
    expect((await api(t.app, token).get('/users/me')).body.RES_RESULT).toMatchObject({ name: 'Dora' });
  });

  it('never answers from the cache past the session’s expires_at', async () => {
    const account = await buildAccount(t.app);
    const token = newSecret();
    await t.app.deps.database.db.insert(sessions).values({
      id_user: account.id_user,
      token_hash: hashSecret(token),
      expires_at: new Date(t.app.deps.now().getTime() + 5_000),
    });
    await cachedMe(token);
    clock.offsetMs += 6_000;
    try {
      expect((await api(t.app, token).get('/guides/list')).body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
    } finally {
      clock.offsetMs -= 6_000;
    }
  });
});

describe('SessionCache', () => {
  const user = (id: number): Credential => ({
    id_user: id,
    id_session: id,
    api_token: null,
    email: `${id}@example.com`,
    name: 'N',
    lastname: 'L',
    language: null,
    memberships: [{ id_workspace: id, name: 'W', role: 'owner', guides: null, own: true }],
  });

  it('keeps an entry for its TTL at most, and never past the session’s expiry', () => {
    const cache = new SessionCache(30_000, 10);
    cache.set('a', user(1), 1_000_000, 0, cache.generation);
    cache.set('b', user(2), 10_000, 0, cache.generation);
    expect(cache.get('a', 29_999)?.id_user).toBe(1);
    expect(cache.get('a', 30_000)).toBeNull();
    expect(cache.get('b', 9_999)?.id_user).toBe(2);
    expect(cache.get('b', 10_000)).toBeNull();
  });

  it('holds at most its maximum number of entries, dropping the oldest', () => {
    const cache = new SessionCache(30_000, 3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) cache.set(key, user(i), 1e12, 0, cache.generation);
    expect(cache.size).toBe(3);
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('d', 1)?.id_user).toBe(3);
  });

  it('does not store what a lookup read before a revocation was dropped', () => {
    const cache = new SessionCache();
    const before = cache.generation;
    cache.dropUser(7);
    cache.set('stale', user(7), 1e12, 0, before);
    expect(cache.get('stale', 1)).toBeNull();
    cache.set('fresh', user(8), 1e12, 0, cache.generation);
    cache.dropUser(8);
    expect(cache.get('fresh', 1)).toBeNull();
  });
});
