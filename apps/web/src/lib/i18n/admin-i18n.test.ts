/**
 * The admin's language switch: another language's catalogs are downloaded, MESSAGES and the
 * formats follow it, a text its admin.ts lacks (or a language without one) is English, and
 * English again undoes it all.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@guidebook/contract';
import { formatNumber } from '../formatting.ts';
import { hostLanguage, loadHostLanguage, t, tParts } from './admin-i18n.ts';
import { bestHostLanguage, HOST_LANGUAGES, languageMeta } from './languages.ts';

afterEach(() => loadHostLanguage('en'));

describe('the admin language', () => {
  it('lists every language folder, English first, each by its own name', () => {
    expect(HOST_LANGUAGES[0]?.code).toBe('en');
    expect(HOST_LANGUAGES.map((l) => l.code)).toEqual(expect.arrayContaining(['fr', 'ar', 'ja']));
    expect(languageMeta('ar')).toMatchObject({ name: 'العربية', dir: 'rtl' });
    expect(languageMeta('xx').code).toBe('en');
  });

  it('matches the browser’s languages to a catalog language', () => {
    expect(bestHostLanguage(['fr-CH', 'en'])).toBe('fr');
    expect(bestHostLanguage(['ko', 'pt-BR'])).toBe('pt');
    expect(bestHostLanguage(['ko'])).toBe('en');
    expect(bestHostLanguage([])).toBe('en');
  });

  it('reads the screens before sign-in at once, and a signed-in screen once loadAdminTexts has its file', async () => {
    // A fresh copy of the module, as the app starts (the test setup has loaded admin.ts in the shared one).
    vi.resetModules();
    const fresh = await import('./admin-i18n.ts');
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(fresh.t('auth.signIn')).toBe('Sign In');
    expect(fresh.t('profiles.language')).toBe('profiles.language');
    quiet.mockRestore();
    await fresh.loadAdminTexts();
    expect(fresh.t('profiles.language')).toBe('Language');
  });

  it('switches MESSAGES, the formats and t(), and back to English', async () => {
    await loadHostLanguage('fr');
    expect(hostLanguage()).toBe('fr');
    expect(MESSAGES.profile.updated).toBe('Votre profil a été mis à jour.');
    expect(formatNumber(1234567)).toBe(new Intl.NumberFormat('fr').format(1234567));
    // A key without a French text yet reads in English.
    expect(t('profiles.language')).toBeTruthy();

    await loadHostLanguage('en');
    expect(MESSAGES.profile.updated).toBe('Your profile has been updated.');
    expect(t('profiles.language')).toBe('Language');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });

  it("finds a text's tagged parts before filling it, so a value that looks like a tag stays text", async () => {
    const values = {
      invitedBy: 'Ann <b>',
      email: 'a@x.test',
      workspace: 'Sea <strong>View</strong>',
      role: 'an editor',
    };
    expect(tParts('team.invitedToWorkIn', values)).toEqual([
      { tag: 'strong', text: 'Ann <b>' },
      { text: ' invited ' },
      { tag: 'address', text: 'a@x.test' },
      { text: ' to work in ' },
      { tag: 'strong', text: 'Sea <strong>View</strong>' },
      { text: ' as an editor.' },
    ]);
    await loadHostLanguage('fr');
    const french = tParts('team.invitedToWorkIn', values);
    expect(french.filter((p) => p.tag).map((p) => p.text)).toEqual([
      'Ann <b>',
      'a@x.test',
      'Sea <strong>View</strong>',
    ]);
    expect(french.map((p) => p.text).join('')).not.toContain('{{');
  });
});
