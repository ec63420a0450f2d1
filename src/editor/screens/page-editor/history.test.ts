import { describe, expect, it } from 'vitest';
import { COALESCE_MS, applyEdit, breakCoalescing, canRedo, canUndo, createHistory, redo, undo } from './history';

describe('page editor history', () => {
  it('makes each edit one undo step, and redo walks forward again', () => {
    let h = createHistory('a');
    h = applyEdit(h, 'b', { now: 0 });
    h = applyEdit(h, 'c', { now: 10 });
    expect(h.present).toBe('c');
    h = undo(h);
    expect(h.present).toBe('b');
    h = undo(h);
    expect(h.present).toBe('a');
    expect(canUndo(h)).toBe(false);
    h = redo(redo(h));
    expect(h.present).toBe('c');
    expect(canRedo(h)).toBe(false);
  });

  it('coalesces typing in one field into one step until a pause', () => {
    let h = createHistory('');
    for (const [i, text] of ['H', 'He', 'Hel', 'Hell', 'Hello'].entries()) h = applyEdit(h, text, { coalesce: 'block1:html', now: i * 200 });
    expect(h.past).toEqual(['']);
    h = applyEdit(h, 'Hello!', { coalesce: 'block1:html', now: 800 + COALESCE_MS + 1 });
    expect(h.past).toEqual(['', 'Hello']);
    expect(undo(h).present).toBe('Hello');
    expect(undo(undo(h)).present).toBe('');
  });

  it('keeps edits of different fields apart', () => {
    let h = createHistory({ title: '', body: '' });
    h = applyEdit(h, { title: 'T', body: '' }, { coalesce: 'b:title', now: 0 });
    h = applyEdit(h, { title: 'T', body: 'B' }, { coalesce: 'b:body', now: 100 });
    expect(h.past).toHaveLength(2);
  });

  it('makes a slider drag one step, and the next drag another', () => {
    let h = createHistory(0);
    for (const value of [1, 2, 3, 4]) h = applyEdit(h, value, { coalesce: 'b:padding', now: value });
    h = breakCoalescing(h);
    for (const value of [5, 6]) h = applyEdit(h, value, { coalesce: 'b:padding', now: 10 + value });
    expect(h.past).toEqual([0, 4]);
    expect(undo(h).present).toBe(4);
  });

  it('drops what could be redone when a new edit is made after undo', () => {
    let h = applyEdit(applyEdit(createHistory(1), 2, { now: 0 }), 3, { now: 1 });
    h = applyEdit(undo(h), 9, { now: 2 });
    expect(canRedo(h)).toBe(false);
    expect(h.past).toEqual([1, 2]);
  });
});
