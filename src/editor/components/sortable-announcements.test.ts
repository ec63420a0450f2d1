import { describe, expect, it } from 'vitest';
import { sortableAnnouncements } from './sortable-announcements';

const names: Record<string, string> = { a: 'Name', b: 'Message', c: 'Which day?' };
const say = sortableAnnouncements({ ids: ['a', 'b', 'c'], nameOf: (id) => names[String(id)] ?? 'item' });
const active = (id: string) => ({ id, data: { current: undefined }, rect: { current: { initial: null, translated: null } } });
const over = (id: string) => ({ id, rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 }, disabled: false, data: { current: undefined } });

describe('sortable announcements', () => {
  it('names the item and its position, never its id', () => {
    expect(say.onDragStart({ active: active('b') })).toBe('Picked up Message, position 2 of 3.');
    expect(say.onDragOver({ active: active('b'), over: over('a') })).toBe('Message moved to position 1 of 3.');
    expect(say.onDragOver({ active: active('b'), over: null })).toBe('Message is no longer over a position.');
    expect(say.onDragEnd({ active: active('c'), over: over('a') })).toBe('Which day? dropped at position 1 of 3.');
    expect(say.onDragEnd({ active: active('c'), over: null })).toBe('Which day? dropped.');
    expect(say.onDragCancel({ active: active('a'), over: null })).toBe('Moving Name was cancelled.');
  });
});
