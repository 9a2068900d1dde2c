import type { LanguageMeta } from '../../src/catalog.ts';

export default {
  code: 'ja',
  locale: 'ja',
  name: '日本語',
  englishName: 'Japanese',
  dir: 'ltr',
} satisfies LanguageMeta;
