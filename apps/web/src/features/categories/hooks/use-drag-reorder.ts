/**
 * Mouse reordering of a list with the browser's own drag-and-drop events. Keyboard users
 * have the move up/down buttons; both end in the same `onReorder(ids)`.
 */
import { useState, type DragEvent } from 'react';
import { moveItem } from '../reorder.ts';

/** The drag's data type of a topic (its id and category), so another category can take the drop. */
export const TOPIC_DRAG_TYPE = 'application/x-guidebook-topic';

export function useDragReorder(
  ids: readonly number[],
  onReorder: (ids: number[]) => void,
  /** Extra data the dragged row carries (type, text), e.g. a topic for a drop on another category. */
  carry?: (id: number) => [type: string, data: string],
) {
  const [from, setFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const reset = () => {
    setFrom(null);
    setOver(null);
  };

  /** Props for the row at `index`. Events stop here, so a topic list inside a category list drags on its own. */
  return (index: number) => ({
    draggable: true,
    onDragStart: (e: DragEvent<HTMLElement>) => {
      e.stopPropagation();
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(ids[index]));
      const id = ids[index];
      if (carry && id !== undefined) e.dataTransfer.setData(...carry(id));
      setFrom(index);
    },
    onDragOver: (e: DragEvent<HTMLElement>) => {
      if (from === null) return;
      e.preventDefault();
      e.stopPropagation();
      e.dataTransfer.dropEffect = 'move';
      if (over !== index) setOver(index);
    },
    onDrop: (e: DragEvent<HTMLElement>) => {
      if (from === null) return;
      e.preventDefault();
      e.stopPropagation();
      const next = moveItem(ids, from, index);
      reset();
      if (next !== ids) onReorder([...next]);
    },
    onDragEnd: (e: DragEvent<HTMLElement>) => {
      e.stopPropagation();
      reset();
    },
    'data-dragging': from === index || undefined,
    'data-drop-target': (from !== null && over === index && from !== index) || undefined,
  });
}
