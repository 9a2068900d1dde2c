import type { LanguageMeta } from '../../src/catalog.ts';

export default {
  code: 'nl',
  locale: 'nl',
  name: 'Nederlands',
  englishName: 'Dutch',
  dir: 'ltr',
} satisfies LanguageMeta;
