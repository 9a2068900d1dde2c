/**
 * Every answer in the caller's language: the account's (PUT /users/modify language, first set at
 * sign-up from the form or Accept-Language), an Accept-Language a signed-in caller sends over it,
 * the best match of Accept-Language without an account, English otherwise. The table asks each
 * kind of message (a service's, a schema rule's with a value, a field's, a refusal before any
 * route, a rate limit's, a role's refusal, zod's own refusal of a value) in three languages and
 * checks the text against that language's catalog, values filled in (a value that is itself a
 * catalog text, like the role in "Your role (viewer) cannot …", in that language too).
 */
import { describe, expect, it } from 'vitest';
import { textOf, type Catalog } from '@guidebook/i18n';
import { ENGLISH_MESSAGE_CATALOG, LIMITS, MESSAGES, RESULT, WORKSPACE_HEADER } from '@guidebook/contract';
import de from '@guidebook/i18n/locales/de/messages.ts';
import fr from '@guidebook/i18n/locales/fr/messages.ts';
import ja from '@guidebook/i18n/locales/ja/messages.ts';
import { api, buildAccount, buildGuide, type Answer } from './helpers/factories.ts';
import { getTestServer } from './helpers/test-app.ts';

const t = await getTestServer();
const CATALOGS: Record<string, Catalog> = { de, fr, ja };

type Values = Record<string, string | number>;

type Case = {
  name: string;
  /** The message's key and values, as the English catalog has it (a counted text: its key without `_one`). */
  key: string;
  /** Its values, or how to read them from a catalog (a value that is a catalog text) and the answer. */
  values?: Values | ((catalog: Catalog, answer: Answer) => Values);
  /** Where the message is in the answer. */
  field?: string;
  code: string;
  call: (headers: Record<string, string>) => Promise<Answer>;
};

const host = await buildAccount(t.app);
const guide = await buildGuide(t.app, host);

// A viewer of the host's workspace.
const viewer = await buildAccount(t.app);
await t.app.deps.database.pool.query(
  `INSERT INTO workspace_members (id_workspace, id_user, email, role, guides, status, date_accepted)
   VALUES ($1, $2, $3, 'viewer', NULL, 'active', now())`,
  [host.id_workspace, viewer.id_user, viewer.email],
);

/** Sign-ins from one client address until the limit answers (each language its own address). */
async function untilRateLimited(headers: Record<string, string>): Promise<Answer> {
  const remoteAddress = `10.77.0.${Object.keys(CATALOGS).indexOf(headers['accept-language']!.slice(0, 2)) + 1}`;
  for (let i = 0; i <= t.config.rateLimitPerMinute; i++) {
    const answer = await api(t.app).post(
      '/public/login',
      { email: `limit-${i}@example.com`, password: 'wrong-password' },
      { headers, remoteAddress },
    );
    if (answer.body.RES_CODE === RESULT.RATE_LIMITED) return answer;
  }
  throw new Error('the sign-in limit never answered');
}

const CASES: Case[] = [
  {
    name: 'a refusal before any route (no account)',
    key: 'generic.unauthenticated',
    code: RESULT.UNAUTHENTICATED,
    call: (headers) => api(t.app).get('/guides/list', { headers }),
  },
  {
    name: 'a service’s message (wrong password)',
    key: 'login.invalid',
    code: RESULT.UNAUTHENTICATED,
    call: (headers) =>
      api(t.app).post('/public/login', { email: 'nobody@example.com', password: 'wrong-password' }, { headers }),
  },
  {
    name: 'a schema rule with a value (title too long), and its field',
    key: 'guide.maxLength',
    values: { max: LIMITS.TITLE_MAX },
    field: 'title',
    code: RESULT.VALIDATION,
    call: (headers) => api(t.app, host).post('/guides/create', { title: 'x'.repeat(61) }, { headers }),
  },
  {
    name: 'a signed-in service’s message (no such guide)',
    key: 'guide.notFound',
    code: RESULT.NOT_FOUND,
    call: (headers) => api(t.app, host).get('/guides/select?id_guide=99999999', { headers }),
  },
  {
    name: 'a required field in a form',
    key: 'category.nameRequired',
    field: 'name',
    code: RESULT.VALIDATION,
    call: (headers) =>
      api(t.app, host).post(
        '/content_categories/create',
        { id_guide: guide.id_guide, name: '', image: 'wifi' },
        { headers },
      ),
  },
  {
    name: 'a schema rule that was a literal (password too long), and its field',
    key: 'guide.maxLength',
    values: { max: 200 },
    field: 'password',
    code: RESULT.VALIDATION,
    call: (headers) =>
      api(t.app).post(
        '/public/register',
        { email: 'too-long@example.com', name: 'N', lastname: 'L', password: 'x'.repeat(201), password_confirm: 'x' },
        { headers, remoteAddress: '10.78.0.1' },
      ),
  },
  {
    name: 'the sign-in rate limit, with its seconds (a counted text)',
    key: 'login.tooManyAttempts',
    values: (_catalog, answer) => ({ count: Number(answer.headers['retry-after']) }),
    code: RESULT.RATE_LIMITED,
    call: untilRateLimited,
  },
  {
    name: 'a viewer’s refused write: the role and the action in the language too',
    key: 'team.roleCannot',
    values: (catalog) => ({
      roleText: catalog['team.roles.viewer']!,
      actionText: catalog['team.actions.guides.create']!,
    }),
    code: RESULT.FORBIDDEN,
    call: (headers) =>
      api(t.app, viewer).post(
        '/guides/create',
        { title: 'Nope' },
        { headers: { ...headers, [WORKSPACE_HEADER]: String(host.id_workspace) } },
      ),
  },
  {
    name: 'an unknown call',
    key: 'generic.noSuchCall',
    values: { method: 'GET', path: '/api/no-such-call' },
    code: RESULT.NOT_FOUND,
    call: (headers) => api(t.app).get('/no-such-call', { headers }),
  },
  {
    name: 'zod’s own refusal of a malformed request (an array for the body), inside "Request: …"',
    key: 'generic.requestProblem',
    values: (catalog) => ({
      problemText: textOf(catalog, 'en', 'input.wrongType', { expected: 'object', received: 'array' })!,
    }),
    code: RESULT.BAD_REQUEST,
    call: (headers) => api(t.app, host).post('/guides/create', [1], { headers }),
  },
];

describe.each(Object.keys(CATALOGS))('answers in %s', (language) => {
  it.each(CASES)('$name', async ({ key, values, field, code, call }) => {
    const answer = await call({ 'accept-language': `${language},en;q=0.5` });
    const valuesIn = (catalog: Catalog) => (typeof values === 'function' ? values(catalog, answer) : values);
    const expected = textOf(CATALOGS[language]!, language, key, valuesIn(CATALOGS[language]!));
    expect(expected, `${language} has ${key}`).toBeDefined();
    expect(answer.body.RES_CODE).toBe(code);
    expect(answer.body.RES_MESSAGE).toBe(expected);
    expect(answer.body.RES_MESSAGE).not.toBe(
      textOf(ENGLISH_MESSAGE_CATALOG, 'en', key, valuesIn(ENGLISH_MESSAGE_CATALOG)),
    );
    expect(answer.body.RES_MESSAGE).not.toMatch(/\{\{/);
    if (field) expect(answer.body.RES_OTHERS.FIELDS?.[field]).toBe(expected);
    expect(answer.headers['content-language']).toBe(language);
  });
});

describe('which language', () => {
  it('English without Accept-Language, word for word as MESSAGES has it', async () => {
    const answer = await api(t.app, host).get('/guides/select?id_guide=99999999');
    expect(answer.body.RES_MESSAGE).toBe(MESSAGES.guide.notFound);
    expect(answer.headers['content-language']).toBe('en');
  });

  it('the account’s language, set under Profile; an Accept-Language the caller sends wins', async () => {
    const anna = await buildAccount(t.app);
    const saved = await api(t.app, anna).put('/users/modify', { name: 'Anna', lastname: 'Berg', language: 'de' });
    expect(saved.body.RES_CODE).toBe(RESULT.OK);
    expect(saved.body.RES_RESULT).toMatchObject({ language: 'de' });
    expect((await api(t.app, anna).get('/users/me')).body.RES_RESULT).toMatchObject({ language: 'de' });

    const plain = await api(t.app, anna).get('/guides/select?id_guide=99999999');
    expect(plain.body.RES_MESSAGE).toBe(de['guide.notFound']);
    const asked = await api(t.app, anna).get('/guides/select?id_guide=99999999', {
      headers: { 'accept-language': 'ja' },
    });
    expect(asked.body.RES_MESSAGE).toBe(ja['guide.notFound']);
    // A language the app is not written in does not count: the account's.
    const korean = await api(t.app, anna).get('/guides/select?id_guide=99999999', {
      headers: { 'accept-language': 'ko' },
    });
    expect(korean.body.RES_MESSAGE).toBe(de['guide.notFound']);
  });

  it('a language the app is not written in is refused, in the caller’s language, and nothing changes', async () => {
    const ben = await buildAccount(t.app);
    for (const language of ['xx', 'klingon', '', 'fr; DROP TABLE users']) {
      const answer = await api(t.app, ben).put('/users/modify', { name: 'Ben', lastname: 'Ode', language });
      expect(answer.body.RES_CODE, language).toBe(RESULT.VALIDATION);
      expect(answer.body.RES_OTHERS.FIELDS, language).toEqual({ language: MESSAGES.profile.languageInvalid });
    }
    const me = await api(t.app, ben).get('/users/me');
    expect(me.body.RES_RESULT).toMatchObject({ name: 'Test', language: 'en' });
  });

  it('sign-up takes the form’s language, else the best match of Accept-Language ("pt-BR" → pt)', async () => {
    const register = (email: string, extra: object, headers: Record<string, string> = {}) =>
      api(t.app).post(
        '/public/register',
        { email, name: 'N', lastname: 'L', password: 'long-enough-pw', password_confirm: 'long-enough-pw', ...extra },
        { headers },
      );
    expect(
      (await register('lang-form@example.com', { language: 'pl' }, { 'accept-language': 'fr' })).body.RES_CODE,
    ).toBe(RESULT.OK);
    expect((await register('lang-header@example.com', {}, { 'accept-language': 'pt-BR,pt;q=0.9' })).body.RES_CODE).toBe(
      RESULT.OK,
    );
    expect((await register('lang-none@example.com', {})).body.RES_CODE).toBe(RESULT.OK);
    const rows = await t.app.deps.database.pool.query<{ email: string; language: string | null }>(
      `SELECT email, language FROM users WHERE email LIKE 'lang-%' ORDER BY email`,
    );
    expect(rows.rows).toEqual([
      { email: 'lang-form@example.com', language: 'pl' },
      { email: 'lang-header@example.com', language: 'pt' },
      { email: 'lang-none@example.com', language: 'en' },
    ]);
  });
});
