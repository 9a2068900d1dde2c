/**
 * The choices of the Languages section: the contract's common languages, each by its own name and
 * the host's name for it ("Français — French" for an English host, lib/i18n/language-names.ts), plus
 * any tag the guide already has that the list lacks (en-GB, pt-PT…).
 */
import { COMMON_LANGUAGES, MESSAGES, ZGuideLanguagesRequest, type TTranslationProgress } from '@guidebook/contract';
import { languageLabel, languageName } from '../../lib/i18n/language-names.ts';
import { fieldErrors, type FieldErrors } from '../../lib/form-errors.ts';

export type LanguageOption = { value: string; label: string };

/** The common languages, then the guide's own tags the list does not have, each once. */
export function languageOptions(extra: readonly string[] = []): LanguageOption[] {
  const known = new Set(COMMON_LANGUAGES.map((c) => c.tag));
  const more = [...new Set(extra)].filter((tag) => !known.has(tag));
  return [...COMMON_LANGUAGES.map((c) => c.tag), ...more].map((tag) => ({ value: tag, label: languageLabel(tag) }));
}

export type LanguagesFormValues = { default_language: string; languages: string[] };
export type LanguagesFormErrors = FieldErrors<'default_language' | 'languages'>;

/** The contract's rules (valid tags, at most 20, no repeats, the default not among the further ones). */
export function validateLanguages(v: LanguagesFormValues): LanguagesFormErrors {
  const errors = fieldErrors(ZGuideLanguagesRequest, { id_guide: 1, ...v });
  return { default_language: errors.default_language, languages: errors.languages };
}

/** Choosing a further language as the default takes it out of the further ones. */
export function withDefault(v: LanguagesFormValues, tag: string): LanguagesFormValues {
  return { default_language: tag, languages: v.languages.filter((l) => l !== tag) };
}

/** "French: 18 of 24 topics". */
export function progressText(p: TTranslationProgress): string {
  return MESSAGES.language.progress(languageName(p.language), p.topics_translated, p.topics_total);
}
