/** A category's or topic's state in the language shown: translated, original changed, not translated. */
import { MESSAGES } from '@guidebook/contract';
import type { TranslationState } from '../translation-state.ts';
import classes from './content-tab.module.css';
import { t } from '../../../lib/i18n/admin-i18n.ts';

const LABEL = {
  // Getters: each reads the host's language when shown, not the one this module loaded in.
  get translated() {
    return t('categories.translatedBadge');
  },
  get outdated() {
    return MESSAGES.language.originalChanged;
  },
  get missing() {
    return t('categories.notTranslated');
  },
} as const;

export function TranslationBadge({ state }: { state: TranslationState }) {
  return (
    <span className={classes.translationState} data-state={state}>
      {LABEL[state]}
    </span>
  );
}
