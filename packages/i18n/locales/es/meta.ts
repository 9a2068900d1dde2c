import type { LanguageMeta } from '../../src/catalog.ts';

export default {
  code: 'es',
  locale: 'es',
  name: 'Español',
  englishName: 'Spanish',
  dir: 'ltr',
} satisfies LanguageMeta;
