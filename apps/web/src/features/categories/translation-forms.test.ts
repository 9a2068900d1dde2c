import { describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES } from '@guidebook/contract';
import {
  validateCategoryTranslation,
  validateGuideTranslation,
  validateTopicTranslation,
} from './translation-forms.ts';

describe('translation forms', () => {
  it('let every field stay empty: an empty field is "not translated"', () => {
    expect(validateGuideTranslation({ title: '', subtitle: '', welcome: '' })).toEqual({});
    expect(validateCategoryTranslation({ name: '  ' })).toEqual({});
    expect(validateTopicTranslation({ name: '', content: '<p><br></p>' })).toEqual({});
  });

  it('check the lengths with the server’s messages, under each field', () => {
    expect(
      validateGuideTranslation({
        title: 'x'.repeat(LIMITS.TITLE_MAX + 1),
        subtitle: 'Fine',
        welcome: 'x'.repeat(LIMITS.WELCOME_MAX + 1),
      }),
    ).toEqual({
      title: MESSAGES.guide.maxLength(LIMITS.TITLE_MAX),
      welcome: MESSAGES.guide.maxLength(LIMITS.WELCOME_MAX),
    });
    expect(validateCategoryTranslation({ name: 'x'.repeat(121) })).toEqual({ name: MESSAGES.guide.maxLength(120) });
    expect(validateTopicTranslation({ name: 'x'.repeat(201), content: '<p>Hallo</p>' })).toEqual({
      name: MESSAGES.guide.maxLength(200),
    });
  });
});
