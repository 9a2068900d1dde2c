/**
 * Los artículos del Centro de ayuda en español: por ahora solo la nota y las secciones; los artículos que faltan se muestran en inglés.
 * (Articles not listed here are shown in English with `notTranslated`; an article is translated
 * whole or not at all: see packages/i18n/src/help.ts.)
 */
import type { HelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Este artículo aún no está traducido a tu idioma, así que se muestra en inglés.',
  'section.build': 'Crea tu guía',
  'section.share': 'Comparte con tus huéspedes',
  'section.insight': 'Huéspedes y estadísticas',
} satisfies HelpCatalog;
