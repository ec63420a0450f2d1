import type { ClientRect, DroppableContainer } from '@dnd-kit/core';
import { describe, expect, it } from 'vitest';
import { closestEdge } from './question-collision';

const rect = (top: number, height: number): ClientRect => ({ top, bottom: top + height, height, left: 0, right: 300, width: 300 });

describe('form builder drag landing', () => {
  // Three short questions and a tall (open) one last: 60 px each, 8 px apart, the last 400 px.
  const rects = new Map<string, ClientRect>([
    ['a', rect(0, 60)],
    ['b', rect(68, 60)],
    ['c', rect(136, 60)],
    ['tall', rect(204, 400)],
  ]);
  const containers = [...rects.keys()].map((id) => ({ id }) as unknown as DroppableContainer);
  const landing = (collisionRect: ClientRect) => closestEdge({ active: { id: 'tall' } as never, collisionRect, droppableRects: rects, droppableContainers: containers, pointerCoordinates: null })[0]?.id;

  it('FORM-01 a tall question moved up by keyboard (its top on the one above) lands there, not on its own place', () => {
    expect(landing(rect(136, 400))).toBe('c');
  });

  it('FORM-01 a short question moved down onto the tall one (bottoms lined up) lands on it', () => {
    expect(landing(rect(604 - 60, 60))).toBe('tall');
  });

  it('FORM-01 a question left where it was lands on its own place', () => {
    expect(landing(rect(68, 60))).toBe('b');
  });
});
