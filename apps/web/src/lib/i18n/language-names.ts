/**
 * How the admin app names a language: in the language the host reads the app in (Intl.DisplayNames
 * through the contract's `languageNameIn`), never in English for a French host. The tree is rendered
 * afresh when the host's language changes (host-language.tsx), so reading it at render is enough.
 */
import { languageNameIn, nativeLanguageName } from '@guidebook/contract';
import { hostLanguage } from './admin-i18n.ts';
import { languageMeta } from './languages.ts';

const hostLocale = () => languageMeta(hostLanguage()).locale;

/** A language's name as a sentence writes it ("fr" for a German host: "Französisch"; French: "français"). */
export function languageName(tag: string): string {
  return languageNameIn(tag, hostLocale());
}

/**
 * A language on its own, in a list or a tab: its own name, and the host's name for it when that
 * differs ("Français — francés" for a Spanish host; "Français" for a French one).
 */
export function languageLabel(tag: string): string {
  const locale = hostLocale();
  const own = nativeLanguageName(tag);
  const name = languageNameIn(tag, locale);
  const standalone = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  return own.toLocaleLowerCase(locale) === name.toLocaleLowerCase(locale) ? own : `${own} — ${standalone}`;
}
