/** The guest guide's catalog type: exactly the English keys, plus plural forms other languages need. */
import type en from '../locales/en/guest.ts';

export type GuestKey = keyof typeof en;

/** Keys counted with i18next's plural suffixes (`_one`, `_other`, … by Intl.PluralRules). */
export const GUEST_PLURAL_KEYS = ['resultsFound'] as const;
type PluralKey = (typeof GUEST_PLURAL_KEYS)[number];
type ExtraPluralForm = `${PluralKey}_${'zero' | 'two' | 'few' | 'many'}`;

export type GuestCatalog = Record<GuestKey, string> & Partial<Record<ExtraPluralForm, string>>;

/** What t() takes: a catalog key, or a plural key's base (with `count`). */
export type GuestMessageKey = Exclude<GuestKey, `${PluralKey}_${string}`> | PluralKey;
