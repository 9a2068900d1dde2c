import type { LanguageMeta } from '../../src/catalog.ts';

export default {
  code: 'it',
  locale: 'it',
  name: 'Italiano',
  englishName: 'Italian',
  dir: 'ltr',
} satisfies LanguageMeta;
