/**
 * The admin app's i18next instance (separate from the guest guide's), with two namespaces:
 * `admin` (packages/i18n/locales/<language>/admin.ts: the screens' own texts) and `messages`
 * (the shared sentences, MESSAGES in @guidebook/contract). English is in the bundle, so `t()`
 * works at once; another language's two files are each their own chunk, downloaded when the host
 * is shown that language (loadHostLanguage), which also sets the locale dates and numbers are
 * written in (lib/formatting.ts).
 *
 * Components read texts with `t(key)` (keys grouped by screen: guides.addGuide) (or react-i18next's useTranslation): the tree is
 * keyed on the language (host-language.tsx), so every render after a change reads the new
 * language. The keys are typed: a key that the English admin.ts lacks does not compile.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setMessagesLanguage } from '@guidebook/contract';
import englishAdmin from '../../../../../packages/i18n/locales/en/admin.ts';
import englishMessages from '../../../../../packages/i18n/locales/en/messages.ts';
import type { Catalog } from '../../../../../packages/i18n/src/catalog.ts';
import { createLocalizer, type Localizer } from '../../../../../packages/i18n/src/localize.ts';
import { setFormattingLocale } from '../formatting.ts';
import { languageMeta } from './languages.ts';

type CatalogModule = { default: Catalog };

// One chunk per file; English is bundled above, so it is left out of the lazy sets.
const adminLoaders = import.meta.glob<CatalogModule>([
  '../../../../../packages/i18n/locales/*/admin.ts',
  '!../../../../../packages/i18n/locales/en/admin.ts',
]);
const messageLoaders = import.meta.glob<CatalogModule>([
  '../../../../../packages/i18n/locales/*/messages.ts',
  '!../../../../../packages/i18n/locales/en/messages.ts',
]);

const languageOfPath = (file: string) => file.split('/').at(-2)!;

function loaderOf(loaders: Record<string, () => Promise<CatalogModule>>, language: string) {
  return Object.entries(loaders).find(([file]) => languageOfPath(file) === language)?.[1];
}

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  ns: ['admin', 'messages'],
  defaultNS: 'admin',
  resources: { en: { admin: englishAdmin, messages: englishMessages } },
  // English is in the bundle: t() works as soon as this module has run.
  initAsync: false,
  // Flat keys; dots group them by screen but are plain characters.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K> = K extends `${infer B}_${PluralForm}` ? B : K;
/** A key of the admin namespace; a counted text by its base key (`guides.count`, with `count`). */
export type AdminKey = BaseKey<keyof typeof englishAdmin>;

/** A text of the admin namespace in the language shown, `{{name}}`s filled from `values`. */
export function t(key: AdminKey, values?: Readonly<Record<string, string | number>>): string {
  return i18n.t(key, { ns: 'admin', ...values });
}

let localizer: Localizer | undefined;

/**
 * A sentence of the `messages` catalog that was made in English (a schema's rule message, written
 * when its module loaded), in the language shown, as the server does with its answers; any other
 * text comes back as it is.
 */
export function localizeMessage(text: string): string {
  const language = i18n.language;
  if (!language || language === 'en') return text;
  const catalog = i18n.getResourceBundle(language, 'messages') as Catalog | undefined;
  if (!catalog) return text;
  localizer ??= createLocalizer(englishMessages);
  return localizer(text, { locale: languageMeta(language).locale, catalog });
}

const loaded = new Set<string>(['en']);

/**
 * Downloads `language`'s admin and messages catalogs (once), then shows the app in it: i18next's
 * language, and MESSAGES read in its messages catalog. A language without a file (or a chunk that
 * cannot be downloaded) falls back to English for that namespace.
 */
export async function loadHostLanguage(language: string): Promise<void> {
  if (!loaded.has(language)) {
    const [admin, messages] = await Promise.all(
      [loaderOf(adminLoaders, language), loaderOf(messageLoaders, language)].map((load) =>
        load
          ? load().then(
              (m) => m.default,
              () => undefined,
            )
          : Promise.resolve(undefined),
      ),
    );
    if (admin) i18n.addResourceBundle(language, 'admin', admin, true, true);
    if (messages) i18n.addResourceBundle(language, 'messages', messages, true, true);
    loaded.add(language);
  }
  await i18n.changeLanguage(language);
  const catalog = language === 'en' ? undefined : i18n.getResourceBundle(language, 'messages');
  const { locale } = languageMeta(language);
  setMessagesLanguage(catalog ? { locale, catalog } : undefined);
  // Dates and numbers: English keeps the app's en-GB formats.
  setFormattingLocale(language === 'en' ? undefined : locale);
}

/**
 * A label as a word inside a sentence of the host's language ("Choose {{noun}}"): lowered, as English
 * and most languages write a common noun ("Cover Photo" → "Choose cover photo"), and kept as it is
 * for a language that capitalises nouns (German: "Titelbild auswählen").
 */
export function labelInSentence(label: string): string {
  return languageMeta(i18n.language).nounsCapitalised
    ? label
    : label.toLocaleLowerCase(languageMeta(i18n.language).locale);
}
