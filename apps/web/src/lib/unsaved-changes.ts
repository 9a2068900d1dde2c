/**
 * Which forms hold edits that are not saved, and their drafts. Plain state outside React: the one
 * guard (components/ui/unsaved-changes-guard.tsx) asks before the page is left while any form is
 * dirty, and a form that unmounts with a draft key (a tab switched away) finds its draft again.
 *
 * A draft remembers the values it started from (`base`): when the saved values change (the form
 * was saved, or the data changed elsewhere), an older draft no longer applies and is dropped.
 */

type Draft = { base: string; values: unknown };

const drafts = new Map<string, Draft>();
const dirty = new Set<string>();

/** The same JSON for the same values, whatever the order of their keys. */
export function snapshotOf(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

export const unsavedChanges = {
  /** Whether any form (mounted, or a tab's kept draft) has edits that are not saved. */
  any: (): boolean => dirty.size > 0,
  /** Marks the form `id` dirty or clean. */
  mark(id: string, isDirty: boolean): void {
    if (isDirty) dirty.add(id);
    else dirty.delete(id);
  },
  /** The draft kept under `key`, when it was started from these same saved values. */
  draft<T>(key: string, base: unknown): T | undefined {
    const found = drafts.get(key);
    if (!found) return undefined;
    if (found.base === snapshotOf(base)) return found.values as T;
    drafts.delete(key);
    dirty.delete(key);
    return undefined;
  },
  keepDraft(key: string, base: unknown, values: unknown): void {
    drafts.set(key, { base: snapshotOf(base), values });
  },
  dropDraft(key: string): void {
    drafts.delete(key);
    dirty.delete(key);
  },
  /** The host chose to leave: every draft and dirty mark goes. */
  discardAll(): void {
    drafts.clear();
    dirty.clear();
  },
};
