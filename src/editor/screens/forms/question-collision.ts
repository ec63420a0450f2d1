/** Where a dragged question would land among questions of different heights. */
import type { CollisionDetection } from '@dnd-kit/core';

/**
 * The question whose top or bottom edge is nearest the dragged one's. Questions differ in
 * height (an open one is tall), and the keyboard sensor lines the dragged question's top up with
 * the one above, or its bottom with the one below; centre or corner distances would then still
 * pick the tall question's own place.
 */
export const closestEdge: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) =>
  droppableContainers
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      if (rect === undefined) return [];
      const value = Math.min(Math.abs(rect.top - collisionRect.top), Math.abs(rect.bottom - collisionRect.bottom));
      return [{ id: container.id, data: { droppableContainer: container, value } }];
    })
    .sort((a, b) => a.data.value - b.data.value);
