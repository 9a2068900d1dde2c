/**
 * 帮助中心文章（简体中文）：目前仅有提示和栏目名称，尚未翻译的文章以英文显示。
 * (Articles not listed here are shown in English with `notTranslated`; an article is translated
 * whole or not at all: see packages/i18n/src/help.ts.)
 */
import type { HelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: '本文尚未翻译成中文，因此以英文显示。',
  'section.build': '创建指南',
  'section.share': '与住客分享',
  'section.insight': '住客与分析',
} satisfies HelpCatalog;
