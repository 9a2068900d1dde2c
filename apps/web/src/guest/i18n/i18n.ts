/**
 * The guest guide's i18next instance and the `useMessages()` hook over it (no react-i18next: one
 * context that GuestApp fills is all a Preact app of this size needs). English is loaded at start,
 * so labels never wait; another catalog is downloaded when a guide is served in its language.
 */
import i18next from 'i18next';
import { createContext, useContext } from 'react';
import { isRtlLanguage } from '@guidebook/contract';
import { formatDateTime } from '../../lib/formatting.ts';
import { catalogLanguageOf, englishCatalog, loadCatalog, type CatalogLanguage, type MessageKey } from './catalog.ts';

const i18n = i18next.createInstance();
void i18n.init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: englishCatalog } },
  // English is in the bundle: t() works as soon as this module has run.
  initAsync: false,
  // Flat keys; texts may hold dots and colons.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
});

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export type Messages = {
  /** The catalog in use. */
  language: CatalogLanguage;
  /** The language the guide is shown in (BCP 47), for dates written its way. */
  locale: string;
  t: Translate;
  /** Dates as the guide's language writes them; with English labels the app's own en-GB format. */
  formatDate: (value: string, timeZone?: string) => string;
};

function messagesFor(language: CatalogLanguage, locale: string): Messages {
  const fixed = i18n.getFixedT(language);
  const t: Translate = (key, values) => fixed(key, values);
  const formatDate =
    language === 'en'
      ? (value: string, timeZone?: string) => formatDateTime(value, timeZone)
      : (value: string, timeZone?: string) => {
          try {
            // 24-hour times in every language, like the stay's moments and the guide's own times.
            return new Intl.DateTimeFormat(locale, {
              dateStyle: 'medium',
              timeStyle: 'short',
              hourCycle: 'h23',
              timeZone,
            }).format(new Date(value));
          } catch {
            return formatDateTime(value, timeZone);
          }
        };
  return { language, locale, t, formatDate };
}

export const ENGLISH: Messages = messagesFor('en', 'en');

/**
 * The labels for a guide language (a BCP 47 tag): its catalog, downloaded once; English when the
 * language has none or its chunk cannot be downloaded (offline before it was ever loaded).
 */
export async function loadMessages(tag: string | null | undefined): Promise<Messages> {
  const language = catalogLanguageOf(tag);
  if (language === 'en' || !tag) return ENGLISH;
  if (!i18n.hasResourceBundle(language, 'translation')) {
    try {
      i18n.addResourceBundle(language, 'translation', await loadCatalog(language));
    } catch {
      return ENGLISH;
    }
  }
  return messagesFor(language, tag);
}

export const MessagesContext = createContext<Messages>(ENGLISH);

export function useMessages(): Messages {
  return useContext(MessagesContext);
}

/** `<html lang dir>` for the language the guide is shown in (Arabic, Hebrew… right to left). */
export function applyDocumentLanguage(root: HTMLElement, tag: string): void {
  root.lang = tag;
  root.dir = isRtlLanguage(tag) ? 'rtl' : 'ltr';
}
