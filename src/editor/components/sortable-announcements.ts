/**
 * What a sortable list says to screen readers while something is moved by keyboard or pointer:
 * the thing's own name and its position ("Message moved to position 2 of 4."), never the
 * internal ids the drag-and-drop library would announce by default.
 */
import type { Announcements, UniqueIdentifier } from '@dnd-kit/core';

export interface SortableItems {
  /** Every item's id, in the list's current order. */
  ids: readonly UniqueIdentifier[];
  /** The name a person knows the item by. */
  nameOf: (id: UniqueIdentifier) => string;
}

export function sortableAnnouncements({ ids, nameOf }: SortableItems): Announcements {
  const count = ids.length;
  const position = (id: UniqueIdentifier) => ids.indexOf(id) + 1;
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${position(active.id)} of ${count}.`,
    onDragOver: ({ active, over }) => (over === null ? `${nameOf(active.id)} is no longer over a position.` : `${nameOf(active.id)} moved to position ${position(over.id)} of ${count}.`),
    onDragEnd: ({ active, over }) => (over === null ? `${nameOf(active.id)} dropped.` : `${nameOf(active.id)} dropped at position ${position(over.id)} of ${count}.`),
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}
