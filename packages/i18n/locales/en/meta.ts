import type { LanguageMeta } from '../../src/catalog.ts';

export default {
  code: 'en',
  locale: 'en',
  name: 'English',
  englishName: 'English',
  dir: 'ltr',
} satisfies LanguageMeta;
