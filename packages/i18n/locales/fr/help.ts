/** Les articles du Centre d’aide en français (les clés de en/help.ts). */
import type { HelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Cet article n’est pas encore traduit en français : il est affiché en anglais.',
  'section.build': 'Créer votre guide',
  'section.share': 'Partager avec les voyageurs',
  'section.insight': 'Voyageurs et statistiques',
} satisfies HelpCatalog;
