/**
 * The admin's language switch: another language's catalogs are downloaded, MESSAGES and the
 * formats follow it, a text its admin.ts lacks (or a language without one) is English, and
 * English again undoes it all.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@guidebook/contract';
import { formatNumber } from '../formatting.ts';
import { i18n, loadHostLanguage, t } from './admin-i18n.ts';
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

  it('switches MESSAGES, the formats and i18next, and back to English', async () => {
    await loadHostLanguage('fr');
    expect(i18n.language).toBe('fr');
    expect(MESSAGES.profile.updated).toBe('Votre profil a été mis à jour.');
    expect(formatNumber(1234567)).toBe(new Intl.NumberFormat('fr').format(1234567));
    // A key without a French text yet reads in English.
    expect(t('profiles.language')).toBeTruthy();

    await loadHostLanguage('en');
    expect(MESSAGES.profile.updated).toBe('Your profile has been updated.');
    expect(t('profiles.language')).toBe('Language');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
});
