/**
 * De artikelen van het Helpcentrum in het Nederlands: voorlopig alleen de melding en de secties; ontbrekende artikelen worden in het Engels getoond.
 * (Articles not listed here are shown in English with `notTranslated`; an article is translated
 * whole or not at all: see packages/i18n/src/help.ts.)
 */
import type { HelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Dit artikel is nog niet in je taal vertaald en wordt daarom in het Engels getoond.',
  'section.build': 'Je gids maken',
  'section.share': 'Delen met gasten',
  'section.insight': 'Gasten en inzichten',
} satisfies HelpCatalog;
