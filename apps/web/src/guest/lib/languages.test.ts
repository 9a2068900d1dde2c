import { describe, expect, it } from 'vitest';
import * as contract from '@guidebook/contract';
import { isRtlLanguage, nativeLanguageName, pickLanguage, primaryLanguage } from './languages.ts';

const TAGS = [...contract.COMMON_LANGUAGES.map((l) => l.tag), 'he-IL', 'ar-EG', 'fa', 'ur', 'ko-KR', 'gsw', 'yue'];

describe('the guest copy of the contract’s language rules', () => {
  it('agrees with the contract for every language a host can pick and a few more', () => {
    for (const tag of TAGS) {
      expect(primaryLanguage(tag), tag).toBe(contract.primaryLanguage(tag));
      expect(isRtlLanguage(tag), tag).toBe(contract.isRtlLanguage(tag));
      expect(nativeLanguageName(tag), tag).toBe(contract.nativeLanguageName(tag));
    }
    const cases: [string[], string[]][] = [
      [
        ['en', 'fr', 'ja'],
        ['fr-CH', 'en'],
      ],
      [['de', 'pt-BR'], ['pt']],
      [['en', 'FR'], ['fr']],
      [['en'], ['ko']],
      [[], ['en']],
    ];
    for (const [available, wanted] of cases)
      expect(pickLanguage(available, wanted)).toBe(contract.pickLanguage(available, wanted));
  });

  it('reads Arabic, Hebrew and Persian right to left, and the others left to right', () => {
    for (const tag of ['ar', 'ar-EG', 'he', 'he-IL', 'fa']) expect(isRtlLanguage(tag), tag).toBe(true);
    for (const tag of ['en', 'fr', 'ja', 'zh-Hant', 'ko']) expect(isRtlLanguage(tag), tag).toBe(false);
  });

  it('names languages in their own language', () => {
    expect(nativeLanguageName('fr')).toBe('Français');
    expect(nativeLanguageName('ja')).toBe('日本語');
    expect(nativeLanguageName('ar')).toBe('العربية');
  });
});
