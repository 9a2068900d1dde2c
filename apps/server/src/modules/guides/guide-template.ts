/**
 * The template a new guide can start with (`with_template`): the ten Info tab categories and their
 * starter topics, in the guide's default language. Which categories and topics, their kinds, icons
 * and order are the contract's GUIDE_TEMPLATE; the words are the `template` catalog's, in the
 * catalog language of the guide's language (pt-BR → pt, fr-CH → fr), English for a language without
 * a catalog.
 */
import { GUIDE_TEMPLATE, type TTemplateCategory } from '@guidebook/contract';
import { catalogLanguage, t } from '../../lib/languages.ts';

export function guideTemplate(language: string | null | undefined): TTemplateCategory[] {
  const lang = catalogLanguage(language) ?? 'en';
  const text = (key: string) => t('template', lang, key);
  return GUIDE_TEMPLATE.map(({ kind, icon, topics }) => ({
    name: text(`${kind}.name`),
    kind,
    icon,
    description: text(`${kind}.description`),
    starterTopics: topics.map((topic) => ({
      name: text(`${kind}.topics.${topic}.name`),
      description: text(`${kind}.topics.${topic}.description`),
      content: text(`${kind}.topics.${topic}.content`),
    })),
  }));
}
