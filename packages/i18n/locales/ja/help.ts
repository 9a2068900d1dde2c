/**
 * ヘルプセンターの記事（日本語）。現在はお知らせとセクション名のみで、未翻訳の記事は英語で表示されます。
 * (Articles not listed here are shown in English with `notTranslated`; an article is translated
 * whole or not at all: see packages/i18n/src/help.ts.)
 */
import type { HelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'この記事はまだ日本語に翻訳されていないため、英語で表示しています。',
  'section.build': 'ガイドの作成',
  'section.share': 'ゲストとの共有',
  'section.insight': 'ゲストと分析',
} satisfies HelpCatalog;
