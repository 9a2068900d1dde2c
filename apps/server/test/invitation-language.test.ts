/**
 * Guest invitations in the stay's language: the invitation template per language (the template API's
 * optional `language`), an invitation's `language` (one of its guide's, else 12 and nothing made), and
 * the e-mail sent with that language's template, else the default's; over a real SMTP receiver.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_INVITATION_TEMPLATE, MESSAGES, RESULT } from '@guidebook/contract';
import fr from '@guidebook/i18n/locales/fr/mail.ts';
import de from '@guidebook/i18n/locales/de/mail.ts';
import { getTestServer, getTestSmtp } from './helpers/test-app.ts';
import { api, buildAccount, buildGuide, resultOf, type TestAccount } from './helpers/factories.ts';
import { uniqueEmail } from './helpers/mail-links.ts';

const smtp = await getTestSmtp();
const t = await getTestServer({ smtpUrl: smtp.url, rateLimitPerMinute: 1_000_000 });

const STAY = { guest_name: 'Camille', check_in: '2030-07-01T15:00', check_out: '2030-07-08T10:00' };

/** A guide in English with French (and Japanese) as further languages. */
async function guideWithFrench(host: TestAccount, title = 'Villa Soleil') {
  const guide = await buildGuide(t.app, host, { title });
  resultOf(
    await api(t.app, host).put('/guides/languages', {
      id_guide: guide.id_guide,
      default_language: 'en',
      languages: ['fr', 'ja'],
    }),
  );
  return guide;
}

async function invite(host: TestAccount, idGuide: number, fields: Record<string, unknown> = {}) {
  const email = uniqueEmail('guest');
  const res = await api(t.app, host).post('/invitations/create', {
    ...STAY,
    guest_email: email,
    id_guide: idGuide,
    ...fields,
  });
  return { res, email };
}

const mailTo = (email: string) => smtp.waitFor((m) => m.to.includes(email.toLowerCase()));

const FRENCH = {
  subject: 'Bienvenue à {{guide_title}}',
  body: 'Bonjour {{guest_name}},\n\nVotre guide : {{link}}\n\nArrivée : {{check_in}}',
};

describe('the invitation template by language', () => {
  it('answers the default template without a language, exactly as before', async () => {
    const host = await buildAccount(t.app);
    const plain = resultOf(await api(t.app, host).get('/invitations/template'));
    expect(plain).toEqual({ ...DEFAULT_INVITATION_TEMPLATE });
    const english = resultOf(await api(t.app, host).get('/invitations/template?language=en'));
    expect(english).toEqual({ ...DEFAULT_INVITATION_TEMPLATE, language: 'en', saved: false });
  });

  it('answers a language’s built-in text until one is saved, then the saved one; the default is untouched', async () => {
    const host = await buildAccount(t.app);
    const before = resultOf(await api(t.app, host).get('/invitations/template?language=fr'));
    expect(before).toEqual({ subject: fr.invitationSubject, body: fr.invitationBody, language: 'fr', saved: false });

    const saved = resultOf(await api(t.app, host).put('/invitations/template', { ...FRENCH, language: 'fr' }));
    expect(saved).toEqual({ ...FRENCH, language: 'fr', saved: true });
    expect(resultOf(await api(t.app, host).get('/invitations/template?language=fr'))).toEqual(saved);
    // The default template and another language are not changed.
    expect(resultOf(await api(t.app, host).get('/invitations/template'))).toEqual({ ...DEFAULT_INVITATION_TEMPLATE });
    expect(resultOf(await api(t.app, host).get('/invitations/template?language=de'))).toMatchObject({
      subject: de.invitationSubject,
      saved: false,
    });

    // Saving without a language saves the default template, as before.
    const custom = { subject: 'Welcome to {{guide_title}}', body: 'Hi {{guest_name}}: {{link}}' };
    expect(resultOf(await api(t.app, host).put('/invitations/template', custom))).toEqual(custom);
    expect(resultOf(await api(t.app, host).get('/invitations/template?language=fr'))).toEqual(saved);

    // Another workspace sees none of it.
    const other = await buildAccount(t.app);
    expect(resultOf(await api(t.app, other).get('/invitations/template?language=fr'))).toMatchObject({ saved: false });
  });

  it('lists English and the guides’ languages for the Template page, and which are saved', async () => {
    const host = await buildAccount(t.app);
    expect(resultOf(await api(t.app, host).get('/invitations/template_languages'))).toEqual({
      languages: ['en'],
      saved: [],
    });
    await guideWithFrench(host);
    resultOf(await api(t.app, host).put('/invitations/template', { ...FRENCH, language: 'fr' }));
    expect(resultOf(await api(t.app, host).get('/invitations/template_languages'))).toEqual({
      languages: ['en', 'fr', 'ja'],
      saved: ['fr'],
    });
  });

  it('refuses a malformed language and a French body without {{link}} (12), saving nothing', async () => {
    const host = await buildAccount(t.app);
    const bad = await api(t.app, host).get('/invitations/template?language=not%20a%20tag');
    expect(bad.body.RES_CODE).not.toBe(RESULT.OK);
    const noLink = await api(t.app, host).put('/invitations/template', {
      subject: 'x',
      body: 'no link',
      language: 'fr',
    });
    expect(noLink.body.RES_CODE).toBe(RESULT.VALIDATION);
    expect(resultOf(await api(t.app, host).get('/invitations/template?language=fr'))).toMatchObject({ saved: false });
  });
});

describe('an invitation in the stay’s language', () => {
  it('uses the French template when one is saved', async () => {
    const host = await buildAccount(t.app);
    const guide = await guideWithFrench(host);
    resultOf(await api(t.app, host).put('/invitations/template', { ...FRENCH, language: 'fr' }));
    const { res, email } = await invite(host, guide.id_guide, { language: 'fr' });
    expect(res.body.RES_CODE, res.body.RES_MESSAGE).toBe(RESULT.OK);
    expect(res.body.RES_RESULT).toMatchObject({ language: 'fr', email_sent: true });

    const mail = await mailTo(email);
    expect(mail.subject).toBe('Bienvenue à Villa Soleil');
    expect(mail.text).toContain('Bonjour Camille,');
    expect(mail.text).toContain(res.body.RES_RESULT.link);
  });

  it('uses the English default’s otherwise: the saved default template, else the built-in one', async () => {
    const host = await buildAccount(t.app);
    const guide = await guideWithFrench(host, 'Sea House');
    const first = await invite(host, guide.id_guide, { language: 'fr' });
    expect(first.res.body.RES_RESULT.language).toBe('fr');
    const builtIn = await mailTo(first.email);
    expect(builtIn.subject).toBe('Your guide to Sea House');
    expect(builtIn.text).toContain('Hello Camille,');

    const custom = { subject: 'Welcome to {{guide_title}}', body: 'Hi {{guest_name}}: {{link}}' };
    resultOf(await api(t.app, host).put('/invitations/template', custom));
    const second = await invite(host, guide.id_guide, { language: 'fr' });
    const mail = await mailTo(second.email);
    expect(mail.subject).toBe('Welcome to Sea House');
    expect(mail.text).toContain('Hi Camille:');

    // Resending follows the invitation's language: a French template saved since is used.
    resultOf(await api(t.app, host).put('/invitations/template', { ...FRENCH, language: 'fr' }));
    smtp.clear();
    resultOf(
      await api(t.app, host).post('/invitations/resend', { id_invitation: second.res.body.RES_RESULT.id_invitation }),
    );
    expect((await mailTo(second.email)).subject).toBe('Bienvenue à Sea House');
  });

  it('is the guide’s default language without one', async () => {
    const host = await buildAccount(t.app);
    const guide = await buildGuide(t.app, host, { title: 'Maison' });
    resultOf(
      await api(t.app, host).put('/guides/languages', {
        id_guide: guide.id_guide,
        default_language: 'fr',
        languages: [],
      }),
    );
    const { res, email } = await invite(host, guide.id_guide);
    expect(res.body.RES_RESULT.language).toBe('fr');
    // Nothing saved: the built-in French text (mail.ts).
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Votre guide pour Maison');
    expect(mail.text).toContain('Bonjour Camille,');
    expect(
      resultOf(await api(t.app, host).get(`/invitations/select?id_invitation=${res.body.RES_RESULT.id_invitation}`)),
    ).toMatchObject({
      language: 'fr',
    });
  });

  it('refuses a language that is not the guide’s with 12 on language, and makes nothing', async () => {
    const host = await buildAccount(t.app);
    const guide = await guideWithFrench(host);
    smtp.clear();
    const { res, email } = await invite(host, guide.id_guide, { language: 'de' });
    expect(res.body.RES_CODE).toBe(RESULT.VALIDATION);
    expect(res.body.RES_OTHERS.FIELDS?.language).toBe(MESSAGES.language.notOfGuide('German'));
    expect(resultOf(await api(t.app, host).get(`/invitations/list?id_guide=${guide.id_guide}`))).toEqual([]);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.filter((m) => m.to.includes(email.toLowerCase()))).toEqual([]);
  });
});
