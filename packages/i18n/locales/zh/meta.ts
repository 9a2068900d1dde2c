import type { LanguageMeta } from '../../src/catalog.ts';

export default {
  code: 'zh',
  locale: 'zh-Hans',
  name: '简体中文',
  englishName: 'Chinese (Simplified)',
  dir: 'ltr',
} satisfies LanguageMeta;
