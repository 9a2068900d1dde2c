/**
 * The account e-mails in the reader's language (the `mail` catalogs), through a real SMTP receiver:
 * sign-up verification in the language the account is created with (Accept-Language), password
 * reset in the account's language, a team invitation in the inviting admin's language. English
 * stays as it was (auth.test.ts, team.test.ts read it word for word).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RESULT } from '@guidebook/contract';
import de from '@guidebook/i18n/locales/de/mail.ts';
import fr from '@guidebook/i18n/locales/fr/mail.ts';
import pl from '@guidebook/i18n/locales/pl/mail.ts';
import { users } from '../src/db/schema.ts';
import { getTestServer, getTestSmtp } from './helpers/test-app.ts';
import { api, buildAccount, resultOf } from './helpers/factories.ts';
import { emailedLink, uniqueEmail } from './helpers/mail-links.ts';

const PUBLIC_URL = 'http://guide.test';
const PASSWORD = 'correct horse battery';

const smtp = await getTestSmtp();
const t = await getTestServer({ smtpUrl: smtp.url, rateLimitPerMinute: 1_000_000 });

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

async function setLanguage(idUser: number, language: string | null) {
  await t.app.deps.database.db.update(users).set({ language }).where(eq(users.id_user, idUser));
}

describe('account e-mails in the account language', () => {
  it('a sign-up with Accept-Language: pl gets a Polish verification e-mail whose link works', async () => {
    const email = uniqueEmail('pl-signup');
    const reg = await api(t.app).post(
      '/public/register',
      { email, name: 'Zofia', lastname: 'Host', password: PASSWORD, password_confirm: PASSWORD },
      { headers: { 'accept-language': 'pl-PL,pl;q=0.9' } },
    );
    expect(reg.body.RES_CODE, reg.body.RES_MESSAGE).toBe(RESULT.OK);

    const mail = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()));
    expect(mail.subject).toBe(pl['verify.subject']);
    const lines = mail.text.split('\n');
    expect(lines[0]).toBe(fill(pl.greeting, { name: 'Zofia' }));
    expect(lines).toContain(pl['verify.intro']);
    expect(mail.text).toContain(pl['verify.ignore']);
    expect(mail.text).toContain(pl.signature);
    expect(mail.text).not.toContain('Hello');
    expect(mail.html).toContain('<html lang="pl">');
    expect(mail.html).toContain(pl['verify.action']);

    const { vc, vi } = emailedLink(mail, `${PUBLIC_URL}/public/register_confirm`, {
      vc: /^[\w-]{43}$/,
      vi: /^[0-9a-f-]{36}$/,
    });
    const verified = await api(t.app).get(
      `/public/register_verification?vc=${encodeURIComponent(vc)}&vi=${encodeURIComponent(vi)}`,
    );
    expect(verified.body.RES_CODE).toBe(RESULT.OK);
    const login = await api(t.app).post('/public/login', { email, password: PASSWORD });
    expect(login.body.RES_RESULT.user.language).toBe('pl');
  });

  it('a password reset for a German account is German, the duration counted in German', async () => {
    const account = await buildAccount(t.app, { name: 'Jana' });
    await setLanguage(account.id_user, 'de');
    // Asked in English by the browser: the mail still follows the account.
    const res = await api(t.app).post(
      '/public/password_recover',
      { email: account.email },
      { headers: { 'accept-language': 'en' } },
    );
    expect(res.body.RES_CODE).toBe(RESULT.OK);

    const mail = await smtp.waitFor((m) => m.to.includes(account.email.toLowerCase()));
    expect(mail.subject).toBe(de['reset.subject']);
    expect(mail.text.split('\n')[0]).toBe('Hallo Jana,');
    expect(mail.text).toContain(de['reset.intro']);
    expect(mail.text).toMatch(/läuft in \d+ (Minute|Minuten|Stunde|Stunden) ab\./);
    expect(mail.text).toContain(de['reset.ignore']);
    expect(mail.html).toContain(de.buttonFallback);
    emailedLink(mail, `${PUBLIC_URL}/public/password_recover`, { vc: /^[\w-]{43}$/, vi: /^[0-9a-f-]{36}$/ });
  });

  it('a team invitation from a French admin is French, the role named in French', async () => {
    const owner = await buildAccount(t.app, { name: 'Claire', lastname: 'Martin' });
    await setLanguage(owner.id_user, 'fr');
    const email = uniqueEmail('fr-member');
    resultOf(await api(t.app, owner).post('/team/members/invite', { email, role: 'editor', guides: null }));

    const mail = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()));
    expect(mail.subject).toContain(' vous invite à rejoindre ');
    expect(mail.subject).toMatch(/^Claire Martin vous invite à rejoindre .+ sur Guidebook$/);
    expect(mail.text.split('\n')[0]).toBe(fr.greetingNoName);
    expect(mail.text).toContain(`en tant que ${fr['role.editor']}.`);
    expect(mail.text).toContain(fr['team.ignore']);
    expect(mail.text).toContain(fr.signature);
    expect(mail.html).toContain(fr['team.action']);
  });

  it('an account without a language (null) reads English, as before', async () => {
    const account = await buildAccount(t.app, { name: 'Ed' });
    await setLanguage(account.id_user, null);
    await api(t.app).post('/public/password_recover', { email: account.email });
    const mail = await smtp.waitFor((m) => m.to.includes(account.email.toLowerCase()));
    expect(mail.subject).toBe('Reset your Guidebook password');
    expect(mail.text.split('\n')[0]).toBe('Hello Ed,');
    expect(mail.html).toContain('<html lang="en">');
  });
});
