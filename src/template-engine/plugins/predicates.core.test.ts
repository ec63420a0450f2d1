import { describe, expect, it } from 'vitest';
import { CORE_PREDICATES } from './predicates.core';
import { predicateRunner, type FakeContextOptions } from './fake-render-context';

const pred = predicateRunner(CORE_PREDICATES);

const root = { a: 3, b: 4, c: 3, name: 'Federal Express', n: null, obj: { x: [1, 2] } };
const inRoot: FakeContextOptions = { scopes: [root] };

describe('core predicate table', () => {
  it('registers every core predicate of the language', () => {
    expect(Object.keys(CORE_PREDICATES).sort()).toEqual(
      ['debug?', 'equal?', 'even?', 'greaterThan?', 'greaterThanOrEqual?', 'lessThan?', 'lessThanOrEqual?',
        'notEqual?', 'nth?', 'odd?', 'plural?', 'singular?'].sort(),
    );
  });
});

describe('debug?', () => {
  it('is true when a truthy "debug" variable is in scope', () => {
    expect(pred('debug?', {}, [], { scopes: [{ debug: 1 }] })).toBe(true);
    expect(pred('debug?', {}, [], { scopes: [{ debug: 0 }] })).toBe(false);
    expect(pred('debug?', {})).toBe(false);
  });
});

describe('equal?, notEqual?', () => {
  it('compare two variables or literals', () => {
    expect(pred('equal?', {}, ['a', 'b'], inRoot)).toBe(false);
    expect(pred('equal?', {}, ['a', 'c'], inRoot)).toBe(true);
    expect(pred('equal?', {}, ['b', '4'], inRoot)).toBe(true);
    expect(pred('equal?', {}, ['a', '"3"'], inRoot)).toBe(false);
    expect(pred('equal?', {}, ['name', '"Federal Express"'], inRoot)).toBe(true);
    expect(pred('notEqual?', {}, ['a', 'b'], inRoot)).toBe(true);
    expect(pred('notEqual?', {}, ['a', 'c'], inRoot)).toBe(false);
  });

  it('compare the current value with a single argument', () => {
    expect(pred('equal?', 3, ['a'], inRoot)).toBe(true);
    expect(pred('equal?', 'x', ['"x"'])).toBe(true);
    expect(pred('notEqual?', 'x', ['"y"'])).toBe(true);
  });

  it('compare structures deeply and treat missing as null', () => {
    expect(pred('equal?', {}, ['obj.x', '[1,2]'], inRoot)).toBe(true);
    expect(pred('equal?', {}, ['obj', '{"x":[1,2]}'], inRoot)).toBe(true);
    expect(pred('equal?', {}, ['missing', 'null'], inRoot)).toBe(true);
    expect(pred('equal?', {}, ['missing', 'n'], inRoot)).toBe(true);
    expect(pred('equal?', {}, ['missing', 'false'], inRoot)).toBe(false);
  });

  it('read a malformed literal as a variable name and are false without arguments', () => {
    expect(pred('equal?', {}, ['3x', 'missing'], inRoot)).toBe(true);
    expect(pred('equal?', {}, [])).toBe(false);
    expect(pred('notEqual?', {}, [])).toBe(false);
  });
});

describe('greaterThan?, greaterThanOrEqual?, lessThan?, lessThanOrEqual?', () => {
  it('order numbers, coercing the other side to a number', () => {
    expect(pred('greaterThan?', 5, ['@', '3'])).toBe(true);
    expect(pred('greaterThan?', 3, ['@', '3'])).toBe(false);
    expect(pred('greaterThanOrEqual?', 3, ['@', '3'])).toBe(true);
    expect(pred('lessThan?', -2, ['@', '3'])).toBe(true);
    expect(pred('lessThanOrEqual?', 3, ['@', '"3"'])).toBe(true);
    expect(pred('greaterThan?', 4, ['a'], inRoot)).toBe(true);
  });

  it('order strings by code unit', () => {
    expect(pred('greaterThan?', 'def', ['@', '"bcd"'])).toBe(true);
    expect(pred('greaterThan?', 'DEF', ['@', '"bcd"'])).toBe(false);
    expect(pred('lessThan?', 'ABC', ['@', '"bcd"'])).toBe(true);
    expect(pred('lessThanOrEqual?', 'def', ['@', '"def"'])).toBe(true);
    expect(pred('greaterThanOrEqual?', 'ghi', ['@', '"def"'])).toBe(true);
  });

  it('order booleans, and anything else is only equal or less', () => {
    expect(pred('greaterThan?', true, ['@', 'false'])).toBe(true);
    expect(pred('lessThan?', { a: 1 }, ['@', '{"a":2}'])).toBe(true);
    expect(pred('greaterThanOrEqual?', { a: 1 }, ['@', '{"a":1}'])).toBe(true);
    expect(pred('greaterThan?', {}, [])).toBe(false);
  });
});

describe('even?, odd?', () => {
  it('test integers, negative ones included', () => {
    for (const [n, even] of [[-5, false], [-4, true], [0, true], [1, false], [2, true]] as const) {
      expect(pred('even?', n)).toBe(even);
      expect(pred('odd?', n)).toBe(!even);
    }
  });

  it('are false for fractions and non-numbers', () => {
    for (const value of [1.2, -3.3, '2', null, undefined, [2]]) {
      expect(pred('even?', value)).toBe(false);
      expect(pred('odd?', value)).toBe(false);
    }
  });

  it('test a named variable when given one', () => {
    expect(pred('even?', 1, ['b'], inRoot)).toBe(true);
    expect(pred('odd?', 2, ['a'], inRoot)).toBe(true);
  });
});

describe('nth?', () => {
  it('tests whether the current value is a multiple of the argument', () => {
    expect(pred('nth?', 0, ['4'])).toBe(true);
    expect(pred('nth?', 8, ['4'])).toBe(true);
    expect(pred('nth?', -12, ['4'])).toBe(true);
    expect(pred('nth?', 5, ['4'])).toBe(false);
    expect(pred('nth?', 1.5, ['4'])).toBe(false);
    expect(pred('nth?', 4, ['0'])).toBe(false);
    expect(pred('nth?', 4, ['-2'])).toBe(true);
  });

  it('with two arguments tests the first against the second', () => {
    expect(pred('nth?', 'A', ['@index0', '3'], { vars: { '@index0': 3 } })).toBe(true);
    expect(pred('nth?', 'A', ['@index0', '3'], { vars: { '@index0': 4 } })).toBe(false);
    expect(pred('nth?', 'A', ['b', 'a'], inRoot)).toBe(false);
  });

  it('is false for non-integers and without arguments', () => {
    expect(pred('nth?', '4', ['2'])).toBe(false);
    expect(pred('nth?', 4, ['"2"'])).toBe(false);
    expect(pred('nth?', 4, [])).toBe(false);
  });
});

describe('plural?, singular?', () => {
  it('plural? is true above 1, singular? exactly at 1', () => {
    expect([0, 1, 2, 3].map((n) => pred('plural?', n))).toEqual([false, false, true, true]);
    expect([0, 1, 2, 3].map((n) => pred('singular?', n))).toEqual([false, true, false, false]);
    expect(pred('singular?', '1')).toBe(true);
    expect(pred('plural?', '2.5')).toBe(true);
    expect(pred('plural?', undefined)).toBe(false);
  });
});
