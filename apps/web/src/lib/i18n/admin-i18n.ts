/**
 * The admin app's texts, in three namespaces (packages/i18n/locales/<language>/<namespace>.ts):
 * `account` (the screens before sign-in and the app's frame: the first download), `admin` (the
 * signed-in screens) and `messages` (the shared sentences, MESSAGES in @guidebook/contract). They
 * are read with the contract's `textOf`, the same reader the server and MESSAGES use: the catalogs'
 * `{{name}}` placeholders and plural suffixes (`_one`, `_few`, … chosen by the language's
 * Intl.PluralRules) mean the same everywhere, and the first load carries no i18n runtime.
 *
 * English `account` and `messages` are in the bundle, so the login screen reads its texts at once.
 * Every other file is its own chunk: `admin` is downloaded when the signed-in screens are wanted
 * (loadAdminTexts, which the router awaits before their first screen), and another language's
 * files when the host is shown that language (loadHostLanguage), whose locale dates and numbers
 * are then written in (lib/formatting.ts reads hostFormattingLocale).
 *
 * Components read texts with `t(key)` (keys grouped by screen: guides.addGuide): the tree is keyed
 * on the language (host-language.tsx), so every render after a change reads the new language. The
 * keys are typed: a key that neither English file has does not compile.
 */
import { interpolate, setMessagesLanguage, textOf } from '@guidebook/contract';
import englishAccount from '../../../../../packages/i18n/locales/en/account.ts';
import type englishAdminType from '../../../../../packages/i18n/locales/en/admin.ts';
import englishMessages from '../../../../../packages/i18n/locales/en/messages.ts';
import type { Catalog } from '../../../../../packages/i18n/src/catalog.ts';
import type { Localizer } from '../../../../../packages/i18n/src/localize.ts';
import type { AdminNamespace } from './catalog-files.ts';
import { languageMeta } from './languages.ts';

/** A language's file of a namespace (its own chunk, see catalog-files.ts); undefined: none. */
const download = async (namespace: AdminNamespace, language: string) =>
  (await import('./catalog-files.ts')).download(namespace, language);

/** The files downloaded so far, by language and namespace (null: asked for, none to be had). */
const catalogs = new Map<string, Partial<Record<AdminNamespace, Catalog | null>>>([
  ['en', { account: englishAccount, messages: englishMessages }],
]);

async function ensure(language: string, namespace: AdminNamespace): Promise<void> {
  const files = catalogs.get(language) ?? {};
  catalogs.set(language, files);
  if (files[namespace] === undefined) files[namespace] = (await download(namespace, language)) ?? null;
}

/** Whether the signed-in screens' texts are wanted: a language change downloads its `admin` too. */
let adminWanted = false;

/** The language shown; its files are downloaded. */
let shown = { code: 'en', locale: languageMeta('en').locale };

const fileOf = (language: string, namespace: AdminNamespace) => catalogs.get(language)?.[namespace] ?? undefined;

/**
 * The locale dates and numbers are written in (lib/formatting.ts): the language shown's, or
 * undefined in English, which keeps the app's en-GB formats.
 */
export function hostFormattingLocale(): string | undefined {
  return shown.code === 'en' ? undefined : shown.locale;
}

/** The code of the language the admin is shown in ('en' until another is loaded). */
export function hostLanguage(): string {
  return shown.code;
}

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type BaseKey<K> = K extends `${infer B}_${PluralForm}` ? B : K;
/** A key of the admin namespace; a counted text by its base key (`guides.count`, with `count`). */
export type AdminKey = BaseKey<keyof typeof englishAccount | keyof typeof englishAdminType>;
export type TextValues = Readonly<Record<string, string | number>>;

/**
 * The text of `key` from the first file that has it: the language shown, then English; `account`
 * then `admin`. Placeholders filled from `values`, the plural form chosen by `count`. A key whose
 * file is not downloaded reads as the key itself (and is reported in development).
 */
function lookUp(key: AdminKey, values?: Readonly<Record<string, unknown>>): string {
  for (const language of shown.code === 'en' ? ['en'] : [shown.code, 'en'])
    for (const namespace of ['account', 'admin'] as const) {
      const file = fileOf(language, namespace);
      const text = file && textOf(file, language === 'en' ? 'en' : shown.locale, key, values);
      if (text !== undefined) return text;
    }
  if (import.meta.env.DEV) console.error(`No text for "${key}": is its file downloaded (loadAdminTexts)?`);
  return key;
}

/** A text of the admin app in the language shown, `{{name}}`s filled from `values`. */
export function t(key: AdminKey, values?: TextValues): string {
  return lookUp(key, values);
}

/**
 * A text whose catalog marks parts with tags (`<strong>{{name}}</strong> invited …`): the pieces
 * in order, each either plain text or a tagged part, `{{name}}`s filled in each piece after the
 * tags are found (so a value that looks like a tag stays text).
 */
export function tParts(key: AdminKey, values?: TextValues): { tag?: string; text: string }[] {
  // The plural form first (by `count` alone), then the tags, then each piece filled in.
  const template = lookUp(key, typeof values?.count === 'number' ? { count: values.count } : undefined);
  const fill = (text: string) => interpolate(text, values);
  const parts: { tag?: string; text: string }[] = [];
  const tagged = /<([a-z][a-z0-9]*)>(.*?)<\/\1>/gs;
  let at = 0;
  for (const m of template.matchAll(tagged)) {
    if (m.index > at) parts.push({ text: fill(template.slice(at, m.index)) });
    parts.push({ tag: m[1], text: fill(m[2]!) });
    at = m.index + m[0].length;
  }
  if (at < template.length) parts.push({ text: fill(template.slice(at)) });
  return parts;
}

/** Puts English `messages` sentences into the language shown; made with a first other language. */
let localizer: Localizer | undefined;

/**
 * A sentence of the `messages` catalog that was made in English (a schema's rule message, written
 * when its module loaded), in the language shown, as the server does with its answers; any other
 * text comes back as it is.
 */
export function localizeMessage(text: string): string {
  if (shown.code === 'en') return text;
  const catalog = fileOf(shown.code, 'messages');
  if (!catalog || !localizer) return text;
  return localizer(text, { locale: shown.locale, catalog });
}

/**
 * Downloads `language`'s files (once: `account` and `messages`, and `admin` when the signed-in
 * screens are wanted), then shows the app in it: `t()` and MESSAGES read in its files. A language
 * without a file (or a chunk that cannot be downloaded) reads in English for that namespace.
 */
export async function loadHostLanguage(language: string): Promise<void> {
  const { code, locale } = languageMeta(language);
  const namespaces: AdminNamespace[] = ['account', 'messages', ...(adminWanted ? (['admin'] as const) : [])];
  await Promise.all([
    ...namespaces.map((namespace) => ensure(code, namespace)),
    ...(adminWanted ? [ensure('en', 'admin')] : []),
  ]);
  // The signed-in screens may have been wanted while this language was downloading.
  if (adminWanted) await Promise.all([ensure(code, 'admin'), ensure('en', 'admin')]);
  if (code !== 'en') localizer ??= (await import('./catalog-files.ts')).createLocalizer(englishMessages);
  shown = { code, locale };
  const messages = code === 'en' ? undefined : fileOf(code, 'messages');
  setMessagesLanguage(messages ? { locale, catalog: messages } : undefined);
}

/**
 * Downloads the signed-in screens' texts (`admin`) in the language shown and in English (the
 * fallback of a text not yet translated); from now on a language change downloads them too. The
 * router awaits it before a signed-in screen; the login form starts it as it signs in.
 */
export async function loadAdminTexts(): Promise<void> {
  adminWanted = true;
  await Promise.all([ensure('en', 'admin'), ensure(shown.code, 'admin')]);
}

/**
 * A label as a word inside a sentence of the host's language ("Choose {{noun}}"): lowered, as English
 * and most languages write a common noun ("Cover Photo" → "Choose cover photo"), and kept as it is
 * for a language that capitalises nouns (German: "Titelbild auswählen").
 */
export function labelInSentence(label: string): string {
  const meta = languageMeta(shown.code);
  return meta.nounsCapitalised ? label : label.toLocaleLowerCase(meta.locale);
}
