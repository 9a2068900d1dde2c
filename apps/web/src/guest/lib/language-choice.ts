/**
 * Which language a guest guide is asked for, most wanted first: `?lang=` in the link, the guest's
 * own choice in the switcher (remembered on this device for this guide), the browser's languages,
 * and last the guide's default (what the server serves when nothing else matches).
 *
 * The choice is kept per guide token: a guide's languages are its host's, so picking German in a
 * guide without Dutch says nothing about the next guide, where the browser's Dutch may match.
 */
import { pickLanguage } from '@guidebook/contract';

export const LANG_PARAM = 'lang';
const STORAGE_PREFIX = 'guest-language:';
/** A BCP 47 tag as the server accepts it (it checks the tag again). */
const TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;

function validTag(value: string | null | undefined): string | null {
  return value && value.length <= 35 && TAG.test(value) ? value : null;
}

/** `?lang=` of the page link, or null when absent or not a language tag. */
export function languageParam(search: string): string | null {
  return validTag(new URLSearchParams(search).get(LANG_PARAM));
}

export function rememberedLanguage(storage: Pick<Storage, 'getItem'>, token: string): string | null {
  try {
    return validTag(storage.getItem(STORAGE_PREFIX + token));
  } catch {
    return null; // storage blocked (private mode, settings)
  }
}

export function rememberLanguage(storage: Pick<Storage, 'setItem'>, token: string, language: string): void {
  try {
    storage.setItem(STORAGE_PREFIX + token, language);
  } catch {
    // Not remembered: the URL's ?lang= still keeps the choice for this tab.
  }
}

type Wanted = { link: string | null; remembered: string | null; browser: readonly string[] };

/** The languages wanted, in order, without repeats (the guide's default is the server's last resort). */
export function languageCandidates({ link, remembered, browser }: Wanted): string[] {
  const all = [link, remembered, ...browser].map(validTag).filter((t): t is string => t !== null);
  const seen = new Set<string>();
  return all.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The language to show of a guide's `languages` (default first): the first candidate it has, else
 * its default; null when the answer names no languages (an older payload, the sample).
 */
export function chooseLanguage(languages: readonly string[] | undefined, candidates: readonly string[]): string | null {
  if (!languages || languages.length === 0) return null;
  return pickLanguage(languages, candidates) ?? languages[0] ?? null;
}

/** The page URL with `?lang=` set (other parameters and the hash kept), for history.replaceState. */
export function withLanguageParam(href: string, language: string): string {
  const url = new URL(href);
  url.searchParams.set(LANG_PARAM, language);
  return url.pathname + url.search + url.hash;
}
