/**
 * Artykuły Centrum pomocy po polsku: na razie tylko komunikat i sekcje; brakujące artykuły są wyświetlane po angielsku.
 * (Articles not listed here are shown in English with `notTranslated`; an article is translated
 * whole or not at all: see packages/i18n/src/help.ts.)
 */
import type { HelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Ten artykuł nie został jeszcze przetłumaczony na Twój język, dlatego jest wyświetlany po angielsku.',
  'section.build': 'Tworzenie przewodnika',
  'section.share': 'Udostępnianie gościom',
  'section.insight': 'Goście i statystyki',
} satisfies HelpCatalog;
