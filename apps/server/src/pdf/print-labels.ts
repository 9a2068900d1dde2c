/**
 * The fixed texts of the printed House Manual (guide PDF) and flyer in the guide's language: the
 * `print` catalog (packages/i18n/locales/<code>/print.ts) read through lib/languages.ts. A guide
 * language with no catalog (or none given) prints in English.
 */
import { catalogLanguage, t } from '../lib/languages.ts';

export type PrintLabels = {
  manualTitle: string;
  manualContacts: string;
  manualAddress: string;
  manualEmpty: string;
  /** The footer of every page of the guide PDF, e.g. "Page 3 of 12". */
  pageOf: (page: number, pages: number) => string;
  labelSeparator: string;
  contactLabels: { host: string; phone: string; phone2: string; email: string };
  flyerInstructions: string;
  flyerLinkLabel: string;
  wifiTitle: string;
  wifiNetwork: string;
  wifiPassword: string;
  wifiOpen: string;
  wifiScan: string;
};

/** The catalog language a document language (BCP 47: "pt-BR", "zh-Hant") prints in; English for any other. */
export function printLanguage(lang: string | undefined): string {
  return catalogLanguage(lang?.trim()) ?? 'en';
}

/** The labels for a document language (BCP 47), by the whole tag, then its primary language; else English. */
export function printLabels(lang: string | undefined): PrintLabels {
  const language = printLanguage(lang);
  const p = (key: string) => t('print', language, key);
  return {
    manualTitle: p('manualTitle'),
    manualContacts: p('manualContacts'),
    manualAddress: p('manualAddress'),
    manualEmpty: p('manualEmpty'),
    pageOf: (page, pages) => t('print', language, 'pageOf', { page, pages }),
    labelSeparator: p('labelSeparator'),
    contactLabels: {
      host: p('contact.host'),
      phone: p('contact.phone'),
      phone2: p('contact.phone2'),
      email: p('contact.email'),
    },
    flyerInstructions: p('flyerInstructions'),
    flyerLinkLabel: p('flyerLinkLabel'),
    wifiTitle: p('wifiTitle'),
    wifiNetwork: p('wifiNetwork'),
    wifiPassword: p('wifiPassword'),
    wifiOpen: p('wifiOpen'),
    wifiScan: p('wifiScan'),
  };
}
