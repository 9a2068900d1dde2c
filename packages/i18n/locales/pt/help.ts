/**
 * Os artigos da Central de ajuda em português: por enquanto só o aviso e as seções; os artigos que faltam aparecem em inglês.
 * (Articles not listed here are shown in English with `notTranslated`; an article is translated
 * whole or not at all: see packages/i18n/src/help.ts.)
 */
import type { HelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'Este artigo ainda não foi traduzido para seu idioma, por isso aparece em inglês.',
  'section.build': 'Monte seu guia',
  'section.share': 'Compartilhe com os hóspedes',
  'section.insight': 'Hóspedes e estatísticas',
} satisfies HelpCatalog;
