import { describe, expect, it } from 'vitest';
import { nextSort, readListState, writeListState } from './products-list-state';

describe('the Products list URL state', () => {
  it('reads known values, drops unknown ones and falls back to newest first', () => {
    expect(readListState({ q: 'lamp', type: 'digital', status: 'nope', stock: 'low', sort: 'colour', pages: '3' })).toEqual({
      q: 'lamp',
      type: 'digital',
      status: '',
      category: '',
      stock: 'low',
      sort: 'updated',
      dir: 'desc',
      pages: 3,
    });
    expect(readListState({ sort: 'title' })).toMatchObject({ sort: 'title', dir: 'asc', pages: 1 });
    expect(readListState({ pages: '9999' }).pages).toBe(20);
  });

  it('writes only what differs from the defaults, so a plain list has a plain URL', () => {
    expect(writeListState(readListState({}))).toEqual({});
    expect(writeListState({ ...readListState({}), q: 'rug', sort: 'price', dir: 'asc', pages: 2 })).toEqual({ q: 'rug', sort: 'price', dir: 'asc', pages: '2' });
  });

  it('flips the direction of the sorted column and starts a new column at its natural direction', () => {
    expect(nextSort({ sort: 'price', dir: 'desc' }, 'price')).toEqual({ sort: 'price', dir: 'asc' });
    expect(nextSort({ sort: 'price', dir: 'asc' }, 'title')).toEqual({ sort: 'title', dir: 'asc' });
    expect(nextSort({ sort: 'title', dir: 'asc' }, 'stock')).toEqual({ sort: 'stock', dir: 'desc' });
  });
});
