import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@guidebook/contract';
import { languageOptions, progressText, validateLanguages, withDefault } from './languages.ts';

describe('the Languages section', () => {
  it("offers the common languages and the guide's own tags once", () => {
    const options = languageOptions(['fr', 'en-GB', 'en-GB']);
    expect(options.filter((o) => o.value === 'fr')).toHaveLength(1);
    expect(options.filter((o) => o.value === 'en-GB')).toHaveLength(1);
    expect(options.find((o) => o.value === 'de')?.label).toBe('Deutsch — German');
  });

  it("checks the languages with the contract's rules", () => {
    expect(validateLanguages({ default_language: 'en', languages: ['fr', 'ja'] })).toEqual({
      default_language: undefined,
      languages: undefined,
    });
    expect(validateLanguages({ default_language: 'en', languages: ['en'] }).languages).toBe(
      MESSAGES.language.defaultAlsoFurther,
    );
    expect(validateLanguages({ default_language: 'en', languages: ['fr', 'fr'] }).languages).toBe(
      MESSAGES.language.duplicate,
    );
  });

  it('takes a further language chosen as the default out of the further ones', () => {
    expect(withDefault({ default_language: 'en', languages: ['fr', 'ja'] }, 'fr')).toEqual({
      default_language: 'fr',
      languages: ['ja'],
    });
  });

  it('says how far a language is', () => {
    const progress = {
      language: 'fr',
      topics_total: 24,
      topics_translated: 18,
      topics_outdated: 2,
      categories_total: 5,
      categories_translated: 5,
      categories_outdated: 0,
      guide_translated: true,
      guide_outdated: false,
    };
    expect(progressText(progress)).toBe('French: 18 of 24 topics');
  });
});
