import type { LanguageMeta } from '../../src/catalog.ts';

export default {
  code: 'fr',
  locale: 'fr',
  name: 'Français',
  englishName: 'French',
  dir: 'ltr',
} satisfies LanguageMeta;
