/** Die Artikel des Hilfe-Centers auf Deutsch (die Schlüssel von en/help.ts). */
import type { HelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Dieser Artikel ist noch nicht ins Deutsche übersetzt und wird daher auf Englisch angezeigt.',
  'section.build': 'Gästeführer erstellen',
  'section.share': 'Mit Gästen teilen',
  'section.insight': 'Gäste und Statistiken',
} satisfies HelpCatalog;
