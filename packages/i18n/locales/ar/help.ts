/**
 * مقالات مركز المساعدة بالعربية: حاليًا الملاحظة وأسماء الأقسام فقط، وتُعرض المقالات غير المترجمة بالإنجليزية.
 * (Articles not listed here are shown in English with `notTranslated`; an article is translated
 * whole or not at all: see packages/i18n/src/help.ts.)
 */
import type { HelpCatalog } from '../../src/help.ts';

export default {
  notTranslated: 'لم تُترجم هذه المقالة إلى لغتك بعد، لذا تُعرض بالإنجليزية.',
  'section.build': 'إنشاء دليلك',
  'section.share': 'المشاركة مع الضيوف',
  'section.insight': 'الضيوف والتحليلات',
} satisfies HelpCatalog;
