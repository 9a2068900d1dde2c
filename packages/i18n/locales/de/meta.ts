import type { LanguageMeta } from '../../src/catalog.ts';

export default {
  code: 'de',
  locale: 'de',
  name: 'Deutsch',
  englishName: 'German',
  dir: 'ltr',
  nounsCapitalised: true,
} satisfies LanguageMeta;
