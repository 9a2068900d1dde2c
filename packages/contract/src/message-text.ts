/**
 * MESSAGES (constants.ts) is the English source of the `messages` catalog: each leaf's dotted path
 * ("guide.notFound") is its key. Other languages are catalogs of the same keys
 * (packages/i18n/locales/<language>/messages.ts).
 *
 * - A text with values is written with `withValues`: its English template (`{{max}}` for a value,
 *   `one`/`other` forms when it counts) and how the call's arguments become the values, so callers
 *   keep calling `MESSAGES.guide.maxLength(60)`.
 * - A value whose name ends in `Text` (`{{roleText}}`, `{{problemText}}`) is itself a text of the
 *   catalog; whatever puts the sentence into another language puts that value into it too.
 * - `liveMessages` makes every leaf follow the language chosen with `setMessagesLanguage`: the admin
 *   app sets the host's language, and `MESSAGES.guide.created` reads in it. Without one (the server,
 *   tests) each leaf is its English text; the server puts its answers into the caller's language as
 *   they leave (apps/server/src/plugins/language.ts), from the same catalogs.
 */

export type MessageValues = Readonly<Record<string, string | number>>;

/** The English forms of a counted text (`count` among its values picks one). */
export type PluralTemplate = { readonly one: string; readonly other: string };

export type MessageFn<A extends unknown[]> = ((...args: A) => string) & {
  readonly template: string | PluralTemplate;
};

type Catalog = Readonly<Record<string, string>>;

let current: { locale: string; catalog: Catalog } | undefined;

/** The language MESSAGES reads in from now on; undefined for English. */
export function setMessagesLanguage(language: { locale: string; catalog: Catalog } | undefined): void {
  current = language;
}

/**
 * Fills `{{name}}` from `values`; a placeholder without a value is left as written (the catalog test
 * makes sure every language has the English placeholders, so none is lost in translation).
 */
export function interpolate(text: string, values?: Readonly<Record<string, unknown>>): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole,
  );
}

/** One Intl.PluralRules per locale: building one costs more than choosing a form with it. */
const pluralRules = new Map<string, Intl.PluralRules>();
const pluralFormOf = (locale: string, count: number) => {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(count);
};

/**
 * The text of `key` in `catalog`, plural form chosen by `count` with the language's own rules
 * (Intl.PluralRules), then filled in. Undefined when the catalog has no such key.
 */
export function textOf(
  catalog: Catalog,
  locale: string,
  key: string,
  values?: Readonly<Record<string, unknown>>,
): string | undefined {
  let text = catalog[key];
  const count = values?.count;
  if (typeof count === 'number')
    text = catalog[`${key}_${pluralFormOf(locale, count)}`] ?? catalog[`${key}_other`] ?? text;
  return text === undefined ? undefined : interpolate(text, values);
}

/** The text of `key` in the current language, else the English template; values filled in. */
function render(key: string | undefined, template: string | PluralTemplate, values: MessageValues): string {
  const translated = current && key ? textOf(current.catalog, current.locale, key, values) : undefined;
  if (translated !== undefined) return translated;
  const english = typeof template === 'string' ? template : values.count === 1 ? template.one : template.other;
  return interpolate(english, values);
}

const KEY = Symbol('message key');

/** A message with values: `withValues('Must be at most {{max}} characters.', (max: number) => ({ max }))`. */
export function withValues<A extends unknown[]>(
  template: string | PluralTemplate,
  values: (...args: A) => MessageValues,
): MessageFn<A> {
  const fn = ((...args: A) =>
    render((fn as unknown as Record<symbol, string>)[KEY], template, values(...args))) as MessageFn<A>;
  Object.defineProperty(fn, 'template', { value: template, enumerable: true });
  return fn;
}

const isMessageFn = (value: unknown): value is MessageFn<unknown[]> =>
  typeof value === 'function' && 'template' in value;

/**
 * Every leaf of the tree: its key and its English text (a counted text as `key_one`, `key_other`).
 * This is the English `messages` catalog.
 */
export function flattenMessages(tree: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') out[key] = value;
    else if (isMessageFn(value)) {
      if (typeof value.template === 'string') out[key] = value.template;
      else {
        out[`${key}_one`] = value.template.one;
        out[`${key}_other`] = value.template.other;
      }
    } else if (value && typeof value === 'object') Object.assign(out, flattenMessages(value, key));
    else if (typeof value !== 'function') throw new Error(`MESSAGES.${key} is neither a text nor withValues(…)`);
    // A plain function chooses among other leaves (MESSAGES.file.inUse): it has no text of its own.
  }
  return out;
}

/**
 * The same tree, each string leaf a getter that reads in the current language and each withValues
 * leaf told its key. Types are unchanged.
 */
export function liveMessages<T extends object>(tree: T, prefix = ''): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') {
      Object.defineProperty(out, name, {
        enumerable: true,
        get: () => (current ? (current.catalog[key] ?? value) : value),
      });
    } else if (isMessageFn(value)) {
      Object.defineProperty(value, KEY, { value: key });
      out[name] = value;
    } else if (value && typeof value === 'object') out[name] = liveMessages(value, key);
    else out[name] = value;
  }
  return Object.freeze(out) as T;
}
