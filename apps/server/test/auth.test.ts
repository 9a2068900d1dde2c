/**
 * Accounts end to end: sign-up with the e-mailed link (over real SMTP), sign-in, sign-out,
 * password recovery and change, profile, rate limits, and what the database keeps.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RESULT, ZLoginResult, PERMISSIONS } from '@guidebook/contract';
import { hashSecret } from '../src/lib/tokens.ts';
import { createTestApp, type TestApp, getTestServer, getTestSmtp } from './helpers/test-app.ts';
import { testClock } from './helpers/clock.ts';
import { api } from './helpers/factories.ts';
import { type ReceivedMail } from './helpers/smtp.ts';
import { emailedLink, uniqueEmail, type EmailedLink } from './helpers/mail-links.ts';

const PUBLIC_URL = 'http://guide.test';
const PASSWORD = 'correct horse battery';

const clock = testClock();

const smtp = await getTestSmtp();
// A high limit here: every request below comes from one address. Limits have their own app further down.
const t = await getTestServer({ smtpUrl: smtp.url, rateLimitPerMinute: 10_000 }, { now: clock.now });

function registration(email: string, extra: Record<string, unknown> = {}) {
  return { email, name: 'Ann', lastname: 'Host', password: PASSWORD, password_confirm: PASSWORD, ...extra };
}

function mailTo(email: string, subjectPart: string): Promise<ReceivedMail> {
  return smtp.waitFor((m) => m.to.includes(email.toLowerCase()) && m.subject.includes(subjectPart));
}

function mailsTo(email: string): ReceivedMail[] {
  return smtp.messages.filter((m) => m.to.includes(email.toLowerCase()));
}

/** The link's vc (a 256-bit secret) and vi (the account's uuid), on the app's page `page`. */
function linkParams(mail: ReceivedMail, page: string): EmailedLink {
  return emailedLink(mail, `${PUBLIC_URL}${page}`, { vc: /^[\w-]{43}$/, vi: /^[0-9a-f-]{36}$/ });
}

async function verifyQuery(vc: string, vi: string) {
  return api(t.app).get(`/public/register_verification?vc=${encodeURIComponent(vc)}&vi=${encodeURIComponent(vi)}`);
}

/** Registers, follows the e-mailed link, and returns a signed-in token. */
async function signUp(email: string, password = PASSWORD): Promise<string> {
  const reg = await api(t.app).post('/public/register', registration(email, { password, password_confirm: password }));
  expect(reg.body.RES_CODE).toBe(RESULT.OK);
  const { vc, vi } = linkParams(await mailTo(email, 'Confirm'), '/public/register_confirm');
  expect((await verifyQuery(vc, vi)).body.RES_CODE).toBe(RESULT.OK);
  return login(email, password);
}

async function login(email: string, password: string): Promise<string> {
  const res = await api(t.app).post('/public/login', { email, password });
  expect(res.body.RES_CODE, res.body.RES_MESSAGE).toBe(RESULT.OK);
  return res.body.RES_RESULT.token;
}

describe('sign-up, verification, sign-in, sign-out', () => {
  it('registers, e-mails a working single-use link, signs in, reads /users/me and signs out', async () => {
    const email = uniqueEmail('flow');
    const reg = await api(t.app).post('/public/register', registration(email, { name: 'Zoë' }));
    expect(reg.status).toBe(201);
    expect(reg.body).toEqual({
      RES_CODE: RESULT.OK,
      RES_MESSAGE: 'OK',
      RES_RESULT: null,
      RES_OTHERS: { ERROR_FLAG: 0, RES_MESSAGE: '' },
    });

    const mail = await mailTo(email, 'Confirm your e-mail address for Guidebook');
    const { vc, vi, link } = linkParams(mail, '/public/register_confirm');
    expect(link).toBe(`${PUBLIC_URL}/public/register_confirm?vc=${vc}&vi=${vi}`);
    // The link stands on its own line, in the text and (escaped) in the HTML part.
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.text).toContain('Hello Zoë,');
    expect(mail.html).toContain(link.replace('&', '&amp;'));
    expect(mail.html).toContain('Guidebook');

    const early = await api(t.app).post('/public/login', { email, password: PASSWORD });
    expect(early.status).toBe(403);
    expect(early.body).toMatchObject({
      RES_CODE: RESULT.FORBIDDEN,
      RES_MESSAGE: MESSAGES.login.unverified,
      RES_RESULT: null,
    });
    expect(MESSAGES.login.unverified).toBe('Please verify your e-mail address before signing in.');

    const first = await verifyQuery(vc, vi);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    const second = await verifyQuery(vc, vi);
    expect(second.status).toBe(404);
    expect(second.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.register.verifyFailed });

    const before = Date.now();
    const signedIn = await api(t.app).post('/public/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const result = ZLoginResult.parse(signedIn.body.RES_RESULT);
    expect(result.user).toEqual({
      id_user: expect.any(Number),
      email,
      name: 'Zoë',
      lastname: 'Host',
      role: 'owner',
      permissions: [...PERMISSIONS],
      workspace: { id_workspace: expect.any(Number), name: 'Zoë Host’s workspace' },
      // No form language and no Accept-Language at sign-up: English.
      language: 'en',
    });
    // userPermissions: what the role may do in the workspace the session starts in (its own).
    expect(result.permissions).toEqual([...PERMISSIONS]);
    expect(result.token.length).toBeGreaterThanOrEqual(43);
    const expires = Date.parse(result.expires_at);
    expect(expires - before).toBeGreaterThan(t.config.sessionTtlMs - 60_000);
    expect(expires - before).toBeLessThan(t.config.sessionTtlMs + 60_000);

    const me = await api(t.app, result.token).get('/users/me');
    expect(me.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: result.user });
    const bare = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: result.token } });
    expect(bare.json().RES_RESULT).toEqual(result.user);

    const out = await api(t.app, result.token).post('/users/logout');
    expect(out.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    const after = await api(t.app, result.token).get('/users/me');
    expect(after.status).toBe(401);
    expect(after.body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
    expect((await api(t.app, result.token).post('/users/logout')).body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
  });

  it('refuses a wrong password and an unknown address with the same 40 and message', async () => {
    const email = uniqueEmail('wrong');
    await signUp(email);
    const wrong = await api(t.app).post('/public/login', { email, password: 'not the password' });
    const unknown = await api(t.app).post('/public/login', { email: uniqueEmail('nobody'), password: PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        RES_CODE: RESULT.UNAUTHENTICATED,
        RES_MESSAGE: MESSAGES.login.invalid,
        RES_RESULT: null,
        RES_OTHERS: { ERROR_FLAG: 0, RES_MESSAGE: '' },
      });
    }
  });

  it('takes about as long for an unknown address as for a wrong password', async () => {
    const email = uniqueEmail('timing');
    await signUp(email);
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;
    const time = async (address: string) => {
      const start = performance.now();
      await api(t.app).post('/public/login', { email: address, password: 'not the password' });
      return performance.now() - start;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await time(email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    const ratio = median(unknown) / median(known);
    console.info(
      `login timing: wrong password ${median(known).toFixed(0)} ms, unknown address ${median(unknown).toFixed(0)} ms`,
    );
    // Generous bounds: the machine is shared; a skipped hash would be a ratio near 0.
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it('refuses an address already registered, in any letter case, with 13', async () => {
    const email = uniqueEmail('dup');
    expect((await api(t.app).post('/public/register', registration(email))).status).toBe(201);
    for (const again of [email, email.toUpperCase(), `  ${email.replace('dup', 'DUP')} `]) {
      const res = await api(t.app).post('/public/register', registration(again));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        RES_CODE: RESULT.CONFLICT,
        RES_MESSAGE: MESSAGES.register.emailTaken,
        RES_RESULT: null,
      });
    }
    // Mail is sent by the job queue: wait for the first, then make sure no refused attempt queued another.
    await mailTo(email, 'Confirm');
    await t.app.deps.jobs.settled('mail');
    expect(mailsTo(email)).toHaveLength(1);
  });

  it('answers each registration rule with its message under its field', async () => {
    const ok = registration(uniqueEmail('rules'));
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['missing e-mail', { ...ok, email: undefined }, 'email', 'Email is required'],
      ['empty e-mail', { ...ok, email: '  ' }, 'email', 'Email is required'],
      ['bad e-mail', { ...ok, email: 'not-an-address' }, 'email', 'Invalid email address'],
      ['missing name', { ...ok, name: undefined }, 'name', 'Name is required'],
      ['blank name', { ...ok, name: '   ' }, 'name', 'Name is required'],
      ['missing last name', { ...ok, lastname: '' }, 'lastname', 'Last Name is required'],
      ['missing password', { ...ok, password: '' }, 'password', 'Password is required'],
      [
        'missing confirmation',
        { ...ok, password_confirm: '' },
        'password_confirm',
        'Password confirmation is required',
      ],
      ['mismatch', { ...ok, password_confirm: `${PASSWORD}!` }, 'password_confirm', 'Passwords do not match'],
      [
        'short password',
        { ...ok, password: 'seven77', password_confirm: 'seven77' },
        'password',
        'Password must be at least 8 characters',
      ],
    ];
    for (const [label, payload, field, message] of cases) {
      const res = await api(t.app).post('/public/register', payload);
      expect(res.status, label).toBe(422);
      expect(res.body, label).toMatchObject({
        RES_CODE: RESULT.VALIDATION,
        RES_RESULT: null,
        RES_OTHERS: { ERROR_FLAG: 1, RES_MESSAGE: message, FIELDS: { [field]: message } },
      });
    }
    // Nothing was created: the address is still free.
    expect((await api(t.app).post('/public/register', ok)).status).toBe(201);
  });

  it('answers 01 (never 500) for unknown, malformed and expired verification links', async () => {
    const unknown = await verifyQuery('a'.repeat(43), '00000000-0000-4000-8000-000000000000');
    const malformed = await verifyQuery('abc', 'not-a-uuid');
    const injected = await verifyQuery('abc', "1' or '1'='1");
    for (const res of [unknown, malformed, injected]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.register.verifyFailed });
    }
    const missing = await api(t.app).get('/public/register_verification?vi=00000000-0000-4000-8000-000000000000');
    expect(missing.body.RES_CODE).toBe(RESULT.BAD_REQUEST);

    // A real code with the wrong vc, then the right vc after the link has expired.
    const email = uniqueEmail('expired');
    await api(t.app).post('/public/register', registration(email));
    const { vc, vi } = linkParams(await mailTo(email, 'Confirm'), '/public/register_confirm');
    expect((await verifyQuery(`${vc.slice(0, -1)}x`, vi)).body.RES_CODE).toBe(RESULT.NOT_FOUND);
    clock.offsetMs = t.config.verificationTtlMs + 60_000;
    try {
      expect((await verifyQuery(vc, vi)).body.RES_CODE).toBe(RESULT.NOT_FOUND);
    } finally {
      clock.offsetMs = 0;
    }
    // Neither failure used the code up.
    expect((await verifyQuery(vc, vi)).body.RES_CODE).toBe(RESULT.OK);
  });
});

describe('resending the confirmation link', () => {
  it('sends an unverified account a new link that works, and retires the old one', async () => {
    const email = uniqueEmail('resend');
    await api(t.app).post('/public/register', registration(email));
    const old = linkParams(await mailTo(email, 'Confirm'), '/public/register_confirm');

    const res = await api(t.app).post('/public/register_resend', { email: email.toUpperCase() });
    expect(res.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    const fresh = await smtp.waitFor((m) => m.to.includes(email) && !m.text.includes(old.vc));
    const next = linkParams(fresh, '/public/register_confirm');
    expect(next.vi).not.toBe(old.vi);

    expect((await verifyQuery(old.vc, old.vi)).body.RES_CODE).toBe(RESULT.NOT_FOUND);
    expect((await verifyQuery(next.vc, next.vi)).body.RES_CODE).toBe(RESULT.OK);
    expect((await api(t.app).post('/public/login', { email, password: PASSWORD })).body.RES_CODE).toBe(RESULT.OK);
  });

  it('answers 00 and sends nothing for a verified or unknown address', async () => {
    const verified = uniqueEmail('verified');
    await signUp(verified);
    const unknown = uniqueEmail('unknown');
    const before = mailsTo(verified).length;
    for (const email of [verified, unknown]) {
      const res = await api(t.app).post('/public/register_resend', { email });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    }
    // Mail goes out in the background: once a later message has arrived, earlier ones would have too.
    const marker = uniqueEmail('marker');
    await api(t.app).post('/public/register', registration(marker));
    await mailTo(marker, 'Confirm');
    await api(t.app).post('/public/register_resend', { email: marker });
    await smtp.waitFor((m) => m.to.includes(marker) && mailsTo(marker).length === 2);
    expect(mailsTo(verified)).toHaveLength(before);
    expect(mailsTo(unknown)).toHaveLength(0);
  });
});

describe('password recovery', () => {
  it('e-mails a single-use reset link; the reset signs out every session and swaps the password', async () => {
    const email = uniqueEmail('recover');
    const tokenA = await signUp(email);
    const tokenB = await login(email, PASSWORD);

    const unknown = uniqueEmail('stranger');
    expect((await api(t.app).post('/public/password_recover', { email: unknown })).body).toMatchObject({
      RES_CODE: RESULT.OK,
      RES_RESULT: null,
    });

    expect((await api(t.app).post('/public/password_recover', { email })).body.RES_CODE).toBe(RESULT.OK);
    const first = linkParams(await mailTo(email, 'Reset your Guidebook password'), '/public/password_recover');
    // A second request replaces the first link.
    await api(t.app).post('/public/password_recover', { email });
    const mail = await smtp.waitFor(
      (m) => m.to.includes(email) && m.subject.includes('Reset') && !m.text.includes(first.vc),
    );
    const { vc, vi, link } = linkParams(mail, '/public/password_recover');
    expect(mail.text.split('\n')).toContain(link);
    expect(mailsTo(unknown)).toHaveLength(0);

    const NEW = 'a brand new password';
    const mismatch = await api(t.app).post('/public/password_reset', {
      vc,
      vi,
      password: NEW,
      password_confirm: 'other',
    });
    expect(mismatch.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { password_confirm: 'Passwords do not match' } },
    });
    const short = await api(t.app).post('/public/password_reset', {
      vc,
      vi,
      password: 'short',
      password_confirm: 'short',
    });
    expect(short.body.RES_OTHERS.FIELDS).toEqual({ password: 'Password must be at least 8 characters' });
    const stale = await api(t.app).post('/public/password_reset', { ...first, password: NEW, password_confirm: NEW });
    expect(stale.status).toBe(404);
    expect(stale.body).toMatchObject({ RES_CODE: RESULT.NOT_FOUND, RES_MESSAGE: MESSAGES.password.resetInvalid });
    const badVi = await api(t.app).post('/public/password_reset', {
      vc,
      vi: 'nope',
      password: NEW,
      password_confirm: NEW,
    });
    expect(badVi.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    // The verification code of the same account is not a reset code.
    expect((await api(t.app, tokenA).get('/users/me')).body.RES_CODE).toBe(RESULT.OK);

    const done = await api(t.app).post('/public/password_reset', { vc, vi, password: NEW, password_confirm: NEW });
    expect(done.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });

    for (const token of [tokenA, tokenB]) {
      const res = await api(t.app, token).get('/users/me');
      expect(res.status).toBe(401);
      expect(res.body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
    }
    expect((await api(t.app).post('/public/login', { email, password: PASSWORD })).body.RES_CODE).toBe(
      RESULT.UNAUTHENTICATED,
    );
    const fresh = await login(email, NEW);
    expect((await api(t.app, fresh).get('/users/me')).body.RES_RESULT.email).toBe(email);

    const again = await api(t.app).post('/public/password_reset', {
      vc,
      vi,
      password: 'third password!',
      password_confirm: 'third password!',
    });
    expect(again.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    expect((await api(t.app).post('/public/login', { email, password: NEW })).body.RES_CODE).toBe(RESULT.OK);
  });

  it('refuses a reset link after it expires', async () => {
    const email = uniqueEmail('late');
    await signUp(email);
    await api(t.app).post('/public/password_recover', { email });
    const { vc, vi } = linkParams(await mailTo(email, 'Reset'), '/public/password_recover');
    clock.offsetMs = t.config.verificationTtlMs + 1000;
    try {
      const res = await api(t.app).post('/public/password_reset', {
        vc,
        vi,
        password: 'too late now',
        password_confirm: 'too late now',
      });
      expect(res.body.RES_CODE).toBe(RESULT.NOT_FOUND);
    } finally {
      clock.offsetMs = 0;
    }
    expect((await api(t.app).post('/public/login', { email, password: PASSWORD })).body.RES_CODE).toBe(RESULT.OK);
  });
});

describe('what the database keeps', () => {
  it('stores only hashes of session tokens, e-mailed codes and passwords', async () => {
    const email = uniqueEmail('hashes');
    await api(t.app).post('/public/register', registration(email));
    const { vc, vi } = linkParams(await mailTo(email, 'Confirm'), '/public/register_confirm');
    await verifyQuery(vc, vi);
    const token = await login(email, PASSWORD);

    const { pool } = t.app.deps.database;
    const dump = async (sql: string, values: unknown[]) => {
      const rows = (await pool.query(sql, values)).rows as Array<Record<string, unknown>>;
      // Every column as text, with binary columns in hex and base64 too.
      return rows
        .flatMap((row) =>
          Object.values(row).flatMap((v) =>
            Buffer.isBuffer(v) ? [v.toString('hex'), v.toString('base64'), v.toString('base64url')] : [String(v)],
          ),
        )
        .join('\n');
    };
    const codes = await dump('SELECT * FROM verification_codes WHERE vi = $1', [vi]);
    const sessions = await dump('SELECT s.* FROM sessions s JOIN users u USING (id_user) WHERE lower(u.email) = $1', [
      email,
    ]);
    const users = await dump('SELECT * FROM users WHERE lower(email) = $1', [email]);
    expect(codes).toContain(hashSecret(vc).toString('hex'));
    expect(codes).not.toContain(vc);
    expect(sessions).toContain(hashSecret(token).toString('hex'));
    expect(sessions).not.toContain(token);
    expect(users).not.toContain(PASSWORD);
    const hash = (await pool.query('SELECT password_hash FROM users WHERE lower(email) = $1', [email])).rows[0]
      .password_hash as string;
    expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{86}==$/);
  });
});

describe('profile and password change', () => {
  it('changes name and last name', async () => {
    const email = uniqueEmail('profile');
    const token = await signUp(email);
    const res = await api(t.app, token).put('/users/modify', { name: '  Beatrix ', lastname: 'Potter' });
    expect(res.body).toMatchObject({
      RES_CODE: RESULT.OK,
      RES_RESULT: { email, name: 'Beatrix', lastname: 'Potter', role: 'owner' },
    });
    expect((await api(t.app, token).get('/users/me')).body.RES_RESULT).toMatchObject({ name: 'Beatrix' });
    const blank = await api(t.app, token).put('/users/modify', { name: ' ', lastname: 'Potter' });
    expect(blank.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: { FIELDS: { name: 'Name is required' } },
    });
    const anon = await api(t.app).put('/users/modify', { name: 'X', lastname: 'Y' });
    expect(anon.body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
    // The e-mail address is not something this call changes.
    const sneaky = await api(t.app, token).put('/users/modify', { name: 'B', lastname: 'P', email: 'x@example.com' });
    expect(sneaky.body.RES_RESULT.email).toBe(email);
  });

  it('changes the password with the current one, keeping this session and ending the others', async () => {
    const email = uniqueEmail('change');
    const here = await signUp(email);
    const elsewhere = await login(email, PASSWORD);
    const NEW = 'another good password';

    const wrong = await api(t.app, here).put('/users/password', {
      current_password: 'not it at all',
      password: NEW,
      password_confirm: NEW,
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      RES_CODE: RESULT.VALIDATION,
      RES_OTHERS: {
        ERROR_FLAG: 1,
        RES_MESSAGE: MESSAGES.password.currentWrong,
        FIELDS: { current_password: MESSAGES.password.currentWrong },
      },
    });
    const short = await api(t.app, here).put('/users/password', {
      current_password: PASSWORD,
      password: 'x',
      password_confirm: 'x',
    });
    expect(short.body.RES_OTHERS.FIELDS).toEqual({ password: 'Password must be at least 8 characters' });
    const mismatch = await api(t.app, here).put('/users/password', {
      current_password: PASSWORD,
      password: NEW,
      password_confirm: `${NEW}?`,
    });
    expect(mismatch.body.RES_OTHERS.FIELDS).toEqual({ password_confirm: 'Passwords do not match' });
    expect((await api(t.app, elsewhere).get('/users/me')).body.RES_CODE).toBe(RESULT.OK);

    const ok = await api(t.app, here).put('/users/password', {
      current_password: PASSWORD,
      password: NEW,
      password_confirm: NEW,
    });
    expect(ok.body).toMatchObject({ RES_CODE: RESULT.OK, RES_RESULT: null });
    expect((await api(t.app, here).get('/users/me')).body.RES_CODE).toBe(RESULT.OK);
    expect((await api(t.app, elsewhere).get('/users/me')).body.RES_CODE).toBe(RESULT.UNAUTHENTICATED);
    expect((await api(t.app).post('/public/login', { email, password: PASSWORD })).body.RES_CODE).toBe(
      RESULT.UNAUTHENTICATED,
    );
    expect((await api(t.app).post('/public/login', { email, password: NEW })).body.RES_CODE).toBe(RESULT.OK);
  });
});

describe('OpenAPI description', () => {
  it('documents every account call with its tag', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const expected: Array<[string, string, string]> = [
      ['/public/register', 'post', 'auth'],
      ['/public/register_verification', 'get', 'auth'],
      ['/public/register_resend', 'post', 'auth'],
      ['/public/login', 'post', 'auth'],
      ['/public/password_recover', 'post', 'auth'],
      ['/public/password_reset', 'post', 'auth'],
      ['/users/me', 'get', 'users'],
      ['/users/logout', 'post', 'users'],
      ['/users/modify', 'put', 'users'],
      ['/users/password', 'put', 'users'],
    ];
    for (const [path, method, tag] of expected) {
      const op = doc.paths?.[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual([tag]);
      expect(op.summary).toBeTruthy();
    }
    expect(doc.paths['/public/register'].post.requestBody).toBeDefined();
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // The default limit (10 a minute); mail goes to DATA_DIR/mail since no SMTP is set.
    limited = await createTestApp();
  });
  afterAll(async () => limited?.close());

  const attempt = (url: string, payload: Record<string, unknown>, remoteAddress: string) =>
    limited.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });

  it('answers the 11th sign-in from one client address in a minute with 44 and Retry-After', async () => {
    expect(limited.config.rateLimitPerMinute).toBe(10);
    for (let i = 0; i < 10; i++) {
      const res = await attempt('/public/login', { email: `ip-${i}@example.com`, password: 'whatever1' }, '10.0.0.1');
      expect(res.json().RES_CODE).toBe(RESULT.UNAUTHENTICATED);
    }
    const blocked = await attempt('/public/login', { email: 'ip-10@example.com', password: 'whatever1' }, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ RES_CODE: RESULT.RATE_LIMITED, RES_RESULT: null });
    const retry = Number(blocked.headers['retry-after']);
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    // Another client is not affected.
    const other = await attempt('/public/login', { email: 'ip-10@example.com', password: 'whatever1' }, '10.0.0.2');
    expect(other.json().RES_CODE).toBe(RESULT.UNAUTHENTICATED);
  });

  it('limits one e-mail address across many client addresses', async () => {
    const email = 'target@example.com';
    for (let i = 0; i < 10; i++) {
      const res = await attempt('/public/login', { email, password: 'guess-guess' }, `10.1.0.${i + 1}`);
      expect(res.json().RES_CODE).toBe(RESULT.UNAUTHENTICATED);
    }
    const blocked = await attempt('/public/login', { email: 'TARGET@example.com', password: 'guess' }, '10.1.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().RES_CODE).toBe(RESULT.RATE_LIMITED);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const otherEmail = await attempt(
      '/public/login',
      { email: 'bystander@example.com', password: 'guess' },
      '10.1.0.99',
    );
    expect(otherEmail.json().RES_CODE).toBe(RESULT.UNAUTHENTICATED);
  });

  it('limits register, register_resend and password_recover per client address and per e-mail', async () => {
    const routes: Array<[string, (i: number) => Record<string, unknown>]> = [
      ['/public/register', (i) => registration(`reg-${i}@example.com`)],
      ['/public/register_resend', (i) => ({ email: `resend-${i}@example.com` })],
      ['/public/password_recover', (i) => ({ email: `recover-${i}@example.com` })],
    ];
    for (const [url, body] of routes) {
      for (let i = 0; i < 10; i++) expect((await attempt(url, body(i), '10.2.0.1')).statusCode, url).toBeLessThan(300);
      const blocked = await attempt(url, body(10), '10.2.0.1');
      expect(blocked.json().RES_CODE, url).toBe(RESULT.RATE_LIMITED);
      expect(blocked.headers['retry-after'], url).toBeDefined();
    }
    for (let i = 0; i < 10; i++)
      expect((await attempt('/public/password_recover', { email: 'one@example.com' }, `10.3.0.${i}`)).statusCode).toBe(
        200,
      );
    const blocked = await attempt('/public/password_recover', { email: 'one@example.com' }, '10.3.0.200');
    expect(blocked.json().RES_CODE).toBe(RESULT.RATE_LIMITED);
  });
});
