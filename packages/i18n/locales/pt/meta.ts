import type { LanguageMeta } from '../../src/catalog.ts';

export default {
  code: 'pt',
  locale: 'pt-BR',
  name: 'Português (Brasil)',
  englishName: 'Portuguese (Brazil)',
  dir: 'ltr',
} satisfies LanguageMeta;
