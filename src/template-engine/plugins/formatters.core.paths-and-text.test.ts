import { describe, expect, it } from 'vitest';
import { CORE_FORMATTERS } from './formatters.core';
import { formatterRunner } from './fake-render-context';

const fmt = formatterRunner(CORE_FORMATTERS);

describe('key-by', () => {
  const people = [
    { name: 'Bob', emails: { primary: 'bob@example.com' } },
    { name: 'Joe', emails: { primary: 'joe@example.com' } },
  ];

  it('keys array elements by a property path', () => {
    expect(fmt('key-by', people, ['name'])).toEqual({ Bob: people[0], Joe: people[1] });
    expect(fmt('key-by', people, ['emails.primary'])).toEqual({ 'bob@example.com': people[0], 'joe@example.com': people[1] });
  });

  it('skips elements without the key and prints other keys as JavaScript would', () => {
    const items = [{ x: null }, { x: [1, 2] }, { x: { a: 1 } }, { x: 2.5 }, { y: 1 }, 5];
    expect(fmt('key-by', items, ['x'])).toEqual({ null: items[0], '1,2': items[1], '[object Object]': items[2], '2.5': items[3] });
  });

  it('never lets a "__proto__" key reach the prototype', () => {
    const result = fmt('key-by', [{ x: '__proto__', polluted: true }], ['x']) as object;
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(result).toEqual({});
  });

  it('gives an empty object for non-arrays or no path', () => {
    expect(fmt('key-by', { x: 1 }, ['x'])).toEqual({});
    expect(fmt('key-by', people, [])).toEqual({});
  });
});

describe('find-first, find-last', () => {
  const items = [{ x: 0, k: 'a' }, 'b', { x: 1 }, { x: 2 }, 'c', 5];
  const table = { b: { x: 1 }, c: { x: true } };

  it('without arguments pick the first or last element', () => {
    expect(fmt('find-first', items)).toBe(items[0]);
    expect(fmt('find-last', items)).toBe(5);
  });

  it('with a path pick the first or last element whose path is truthy', () => {
    expect(fmt('find-first', items, ['x'])).toEqual({ x: 1 });
    expect(fmt('find-last', items, ['x'])).toEqual({ x: 2 });
  });

  it('with a table and a path look each element up in the table first', () => {
    expect(fmt('find-first', items, ['m', 'x'], { scopes: [{ m: table }] })).toBe('b');
    expect(fmt('find-last', items, ['m', 'x'], { scopes: [{ m: table }] })).toBe('c');
    expect(fmt('find-first', items, ['missing', 'x'])).toBeUndefined();
  });

  it('with three arguments use the first as the path', () => {
    expect(fmt('find-first', items, ['x', 'y', 'z'])).toEqual({ x: 1 });
  });

  it('are missing for non-arrays, empty arrays and no match', () => {
    expect(fmt('find-first', { x: 1 })).toBeUndefined();
    expect(fmt('find-last', [])).toBeUndefined();
    expect(fmt('find-first', items, ['nope'])).toBeUndefined();
  });
});

describe('lookup', () => {
  const root = { foo: { bar: 123 }, baz: 'bar', keys: { first: 'name' }, product: { name: 'Stratocaster' } };

  it('resolves the variable named by the value of the argument', () => {
    expect(fmt('lookup', root.foo, ['baz'], { scopes: [root] })).toBe(123);
    expect(fmt('lookup', root.product, ['keys.first'], { scopes: [root] })).toBe('Stratocaster');
  });

  it('is empty without an argument and missing when the name resolves to nothing', () => {
    expect(fmt('lookup', 1, [])).toBe('');
    expect(fmt('lookup', 1, ['nothing'], { scopes: [root] })).toBeUndefined();
  });
});

describe('mod, round', () => {
  it('mod defaults to 2 and ignores a zero or unreadable divisor', () => {
    expect(fmt('mod', 7)).toBe(1);
    expect(fmt('mod', 7, ['3'])).toBe(1);
    expect(fmt('mod', 7, ['0'])).toBe(1);
    expect(fmt('mod', 7, ['x'])).toBe(1);
    expect(fmt('mod', -4, ['3'])).toBe(-1);
    expect(fmt('mod', 7, ['9'.repeat(400)])).toBe(1);
    expect(fmt('mod', '9', ['5'])).toBe(4);
  });

  it('round rounds half up (towards +infinity)', () => {
    expect(fmt('round', 2.5)).toBe(3);
    expect(fmt('round', -2.5)).toBe(-2);
    expect(fmt('round', '3.7')).toBe(4);
    expect(fmt('round', 'abc')).toBeNaN();
  });
});

describe('output', () => {
  it('replaces the value with its arguments joined by spaces', () => {
    expect(fmt('output', 'ignored', ['a', 'b'])).toBe('a b');
    expect(fmt('output', 'ignored')).toBe('');
  });
});

describe('pluralize', () => {
  it('chooses a suffix by whether the number is exactly 1', () => {
    expect(fmt('pluralize', 7)).toBe('s');
    expect(fmt('pluralize', '1')).toBe('');
    expect(fmt('pluralize', 0)).toBe('s');
    expect(fmt('pluralize', 7, ['ies'])).toBe('ies');
    expect(fmt('pluralize', 1, ['y', 'ies'])).toBe('y');
    expect(fmt('pluralize', 2, ['y', 'ies', 'extra'])).toBe('ies');
  });
});

describe('prop', () => {
  it('follows literal paths, one per argument', () => {
    expect(fmt('prop', { bar: { quux: { baz: 'xyz' } } }, ['bar', 'quux', 'baz'])).toBe('xyz');
    expect(fmt('prop', { bar: { quux: { baz: 'xyz' } } }, ['bar.quux.baz'])).toBe('xyz');
    expect(fmt('prop', { bar: 1 }, ['x', 'y'])).toBeUndefined();
  });

  it('indexes arrays by number only and objects by digit keys', () => {
    expect(fmt('prop', ['foo', 'bar', 'baz'], ['2'])).toBe('baz');
    expect(fmt('prop', ['foo'], ['foo'])).toBeUndefined();
    expect(fmt('prop', { '0': 'foo' }, ['0'])).toBe('foo');
  });

  it('never reads inherited properties', () => {
    expect(fmt('prop', {}, ['constructor'])).toBeUndefined();
    expect(fmt('prop', {}, ['__proto__'])).toBeUndefined();
    expect(fmt('prop', [1], ['length'])).toBeUndefined();
  });
});

describe('safe', () => {
  it('strips tags from truthy values', () => {
    expect(fmt('safe', '<a href="/link">link</a>')).toBe('link');
    expect(fmt('safe', '<b>bold string</b>')).toBe('bold string');
    expect(fmt('safe', { a: 1 })).toBe('');
  });

  it('passes falsy values through untouched', () => {
    expect(fmt('safe', 0)).toBe(0);
    expect(fmt('safe', false)).toBe(false);
    expect(fmt('safe', undefined)).toBeUndefined();
  });
});

describe('slugify, smartypants', () => {
  it('slugify makes URL slugs', () => {
    expect(fmt('slugify', 'Cold Wave Linked to Temperatures')).toBe('cold-wave-linked-to-temperatures');
  });

  it('smartypants curls quotes and makes em dashes', () => {
    expect(fmt('smartypants', 'I spoke to Larry--the "lead"')).toBe('I spoke to Larry—the “lead”');
  });
});

describe('truncate', () => {
  const dickens = 'It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief';

  it('TPL-29 truncate defaults to 100 with ...', () => {
    const out = fmt('truncate', dickens) as string;
    expect(out).toBe('It was the best of times, it was the worst of times, it was the age of wisdom, it was the age of ...');
    expect(out.length - 3).toBeLessThanOrEqual(100);
    expect(fmt('truncate', 'short')).toBe('short');
  });

  it('TPL-29 truncate takes a length and an ellipsis', () => {
    expect(fmt('truncate', dickens, ['28'])).toBe('It was the best of times, ...');
    expect(fmt('truncate', dickens, ['55', '!!'])).toBe('It was the best of times, it was the worst of times, !!');
    expect(fmt('truncate', dickens, ['28', ' ! ! !'])).toBe('It was the best of times,  ! ! !');
    expect(fmt('truncate', dickens, ['28', ''])).toBe('It was the best of times, ');
  });

  it('TPL-29 truncate ignores a length that is not positive', () => {
    expect(fmt('truncate', false, ['0'])).toBe(false);
    expect(fmt('truncate', dickens, ['x'])).toBe(dickens);
    expect(fmt('truncate', dickens, ['-5'])).toBe(dickens);
  });

  it('TPL-29 truncate reads other values as strings', () => {
    expect(fmt('truncate', false)).toBe('false');
    expect(fmt('truncate', 12345, ['3'])).toBe('123...');
    expect(fmt('truncate', { a: 1 }, ['2'])).toBe('');
  });
});
