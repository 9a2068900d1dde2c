/** Moving one item of an ordered list, for the drag-and-drop and move up/down of categories and topics. */

/** A copy of `ids` with the item at `from` moved to index `to` (clamped); the same array when nothing moves. */
export function moveItem<T>(ids: readonly T[], from: number, to: number): readonly T[] {
  const target = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from >= ids.length || from === target) return ids;
  const next = ids.slice();
  next.splice(target, 0, ...next.splice(from, 1));
  return next;
}
