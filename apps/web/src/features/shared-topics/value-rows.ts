/**
 * A guide's property values as the Values editor shows them: one row per name. In the guide's main
 * language the host writes names and values; in a further language the names are the main
 * language's and each row holds that language's own text (empty: the main value stands in).
 * PUT /guides/values replaces one language's values at a time.
 */
import { RESERVED_VALUE_NAMES, type TSharedTopicListItem } from '@guidebook/contract';

export type ValueRow = { name: string; value: string };

/** The rows of one language's stored values, names in alphabetical order. */
export function rowsOf(values: Readonly<Record<string, string>>): ValueRow[] {
  return Object.keys(values)
    .sort()
    .map((name) => ({ name, value: values[name]! }));
}

/**
 * A further language's rows: every name of the main language (then any only that language has),
 * each with the language's own text or "".
 */
export function translationRowsOf(
  main: Readonly<Record<string, string>>,
  own: Readonly<Record<string, string>>,
): ValueRow[] {
  const names = [...new Set([...Object.keys(main), ...Object.keys(own)])].sort();
  return names.map((name) => ({ name, value: own[name] ?? '' }));
}

/** The request's `values`: names trimmed; rows without a name or a value left out. */
export function valuesOf(rows: readonly ValueRow[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const row of rows) {
    const name = row.name.trim();
    const value = row.value.trim();
    if (name !== '' && value !== '') values[name] = value;
  }
  return values;
}

/**
 * The property values the guide's shared topics use (the guide's own fields left out), by name,
 * each with the titles of the shared topics that use it.
 */
export function valuesUsedBy(sharedTopics: readonly TSharedTopicListItem[], guideId: number): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const topic of sharedTopics) {
    if (!topic.placements.some((p) => p.id_guide === guideId)) continue;
    for (const code of topic.codes) {
      if (RESERVED_VALUE_NAMES.has(code)) continue;
      used.set(code, [...(used.get(code) ?? []), topic.name]);
    }
  }
  return used;
}

/** The names used by the guide's shared topics that `rows` give no value, in alphabetical order. */
export function missingNames(used: ReadonlyMap<string, readonly string[]>, rows: readonly ValueRow[]): string[] {
  const filled = new Set(rows.filter((r) => r.value.trim() !== '').map((r) => r.name.trim()));
  return [...used.keys()].filter((name) => !filled.has(name)).sort();
}
