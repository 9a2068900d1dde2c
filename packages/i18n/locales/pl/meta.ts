import type { LanguageMeta } from '../../src/catalog.ts';

export default {
  code: 'pl',
  locale: 'pl',
  name: 'Polski',
  englishName: 'Polish',
  dir: 'ltr',
} satisfies LanguageMeta;
