/**
 * Gli articoli del Centro assistenza in italiano: per ora solo la nota e le sezioni; gli articoli mancanti sono mostrati in inglese.
 * (Articles not listed here are shown in English with `notTranslated`; an article is translated
 * whole or not at all: see packages/i18n/src/help.ts.)
 */
import type { HelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Questo articolo non è ancora tradotto nella tua lingua, quindi è mostrato in inglese.',
  'section.build': 'Crea la tua guida',
  'section.share': 'Condividi con gli ospiti',
  'section.insight': 'Ospiti e statistiche',
} satisfies HelpCatalog;
