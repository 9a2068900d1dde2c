import type { LanguageMeta } from '../../src/catalog.ts';

export default {
  code: 'ar',
  locale: 'ar',
  name: 'العربية',
  englishName: 'Arabic',
  dir: 'rtl',
} satisfies LanguageMeta;
