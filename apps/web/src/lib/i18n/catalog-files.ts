/**
 * Where the admin's catalog files are downloaded from: one chunk per language and namespace
 * (`account`, `admin`, `messages`), found from the folders of packages/i18n/locales. This module is
 * itself downloaded the first time a file is wanted (at sign-in, or for another language than
 * English), so the login screen's first load carries neither the list of files nor the localizer.
 */
import type { Catalog } from '../../../../../packages/i18n/src/catalog.ts';

export { createLocalizer } from '../../../../../packages/i18n/src/localize.ts';

type CatalogModule = { default: Catalog };
type Loaders = Record<string, () => Promise<CatalogModule>>;

// The English files in the entry are left out of the lazy sets.
const loaders = {
  account: import.meta.glob<CatalogModule>(['./*/account.ts', '!./en/account.ts'], {
    base: '../../../../../packages/i18n/locales',
  }),
  admin: import.meta.glob<CatalogModule>('./*/admin.ts', { base: '../../../../../packages/i18n/locales' }),
  messages: import.meta.glob<CatalogModule>(['./*/messages.ts', '!./en/messages.ts'], {
    base: '../../../../../packages/i18n/locales',
  }),
} satisfies Record<string, Loaders>;

export type AdminNamespace = keyof typeof loaders;

/** A language's file of a namespace, downloaded; undefined when it has none or it cannot be had. */
export async function download(namespace: AdminNamespace, language: string): Promise<Catalog | undefined> {
  const load = (loaders[namespace] as Loaders)[`./${language}/${namespace}.ts`];
  return load?.().then(
    (m) => m.default,
    () => undefined,
  );
}
