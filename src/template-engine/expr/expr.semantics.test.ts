import { describe, expect, it } from 'vitest';
import { debugExpression, evaluateExpression, parseExpression } from './index';
import { printed, TestScope } from './test-scope';

const DATA = { a: { b: { c: 3 }, d: true }, s: '-6.5', hex: '0x1f', o: { x: 1 }, list: [10, 20], nul: null, PI: 'pie' };

function value(source: string, data: unknown = DATA): unknown {
  const result = new TestScope(data).run(source);
  expect(result.errors).toEqual([]);
  return result.value;
}

function show(source: string): string {
  return printed(new TestScope(DATA), source);
}

describe('literals', () => {
  it('numbers: decimal, exponent, hex; printed as JavaScript prints them', () => {
    expect(show('0.1')).toBe('0.1');
    expect(show('1.')).toBe('1');
    expect(show('1e20')).toBe('100000000000000000000');
    expect(show('1.5e-3')).toBe('0.0015');
    expect(show('0x111111111111111111111')).toBe('1.2895208742556044e+24');
    expect(show('0X1f')).toBe('31');
    expect(show('007')).toBe('7');
  });

  it('constants, booleans and null; null prints nothing but is a value', () => {
    expect(value('PI')).toBe(Math.PI);
    expect(value('E')).toBe(Math.E);
    expect(value('Infinity')).toBe(Infinity);
    expect(value('NaN')).toBeNaN();
    expect(value('true; false')).toBe(false);
    expect(value('null')).toBeNull();
    expect(show('null')).toBe('');
    // Data keys named like constants are reached through @.
    expect(value('@.PI')).toBe('pie');
  });

  it('strings in either quote with simple escapes; unknown escapes keep the character', () => {
    expect(value(`'it\\'s' + "\\"q\\""`)).toBe(`it's"q"`);
    expect(value("'a\\nb\\tc\\rd\\fe'")).toBe('a\nb\tc\rd\fe');
    expect(value("'\\q\\b\\\\'")).toBe('qb\\');
  });
});

describe('variables', () => {
  it('resolve through the scope; missing and null read as null; containers are not values', () => {
    expect(value('a.b.c * 2')).toBe(6);
    expect(value('list.1')).toBe(20);
    expect(value('missing')).toBeNull();
    expect(value('nul == null')).toBe(true);
    expect(value('max(o, 3)')).toBe(3);
  });

  it('every name goes to scope.resolve, prototype names included, as split paths', () => {
    const seen: unknown[] = [];
    const scope = { resolve: (ref: readonly (string | number)[]) => (seen.push(ref), undefined), setVar: () => {} };
    const { expr, errors } = parseExpression('constructor; hasOwnProperty.x; a.0.b; @index; @');
    expect(errors).toEqual([]);
    expect(evaluateExpression(expr, scope)).toEqual({ value: null, errors: [] });
    expect(seen).toEqual([['constructor'], ['hasOwnProperty', 'x'], ['a', 0, 'b'], ['@index'], ['@']]);
  });

  it('names may contain - and _, so a-b is one name', () => {
    expect(value('a-b', { 'a-b': 4, a: 10, b: 1 })).toBe(4);
    expect(value('a - b', { 'a-b': 4, a: 10, b: 1 })).toBe(9);
  });

  it('@name = value assigns, ends its expression without a value, and later expressions see it', () => {
    const scope = new TestScope(DATA);
    expect(scope.run('@a = 2; @b = 5 * 7.2; @c = @a * @b; @c')).toEqual({ value: 72, errors: [] });
    expect(scope.vars.get('@c')).toBe(72);
    expect(scope.run('@x = 1').value).toBeUndefined();
    expect(scope.run('@y = missing; @y').value).toBeNull();
    expect(scope.run('1 + (@z = 2)').value).toBeUndefined();
    expect(scope.vars.get('@z')).toBe(2);
  });

  it('only a bare @name is assignable; other targets are ignored without error', () => {
    const scope = new TestScope(DATA);
    expect(scope.run('x = 1; a.b = 2; @p.q = 3; 3 = 4; @o = o')).toEqual({ value: undefined, errors: [] });
    expect(scope.vars.size).toBe(0);
    // Chained assignment sets the innermost name only.
    scope.run('@m = @n = 5');
    expect([...scope.vars]).toEqual([['@n', 5]]);
  });
});

describe('operators', () => {
  it('arithmetic with JavaScript results', () => {
    expect(value('3 / 8 * 6')).toBe(2.25);
    expect(value('2 ** 3 ** 2')).toBe(512);
    expect(value('2 ** 64')).toBe(18446744073709552000);
    expect(value('5 % -3')).toBe(2);
    expect(show('5 % 0')).toBe('NaN');
    expect(value('1 / 0')).toBe(Infinity);
    expect(value('100 << 2; 100 >> 2')).toBe(25);
    expect(value('0x02 | 0x01')).toBe(3);
    expect(value('0x03 & 0x06')).toBe(2);
    expect(value('0x02 ^ 0x03')).toBe(1);
  });

  it('unary operators bind tighter than **, and + - are unary after any operator but )', () => {
    expect(value('-2 ** 2')).toBe(4);
    expect(value('3--2')).toBe(5);
    expect(value('3+-+-2')).toBe(5);
    expect(value('(1)-1')).toBe(0);
    expect(value('~~5.7')).toBe(5);
    expect(value('!!!0')).toBe(true);
    expect(value('+true')).toBe(1);
  });

  it('~ of a variable is -1, as in the reference', () => {
    expect(value('~n', { n: 5 })).toBe(-1);
    expect(value('~5')).toBe(-6);
  });

  it('+ concatenates when either side is a string; other operators read numbers', () => {
    expect(value('5 + s')).toBe('5-6.5');
    expect(value('s + 5')).toBe('-6.55');
    expect(value('5 + num(s)')).toBe(-1.5);
    expect(value("'n=' + null + true")).toBe('n=nulltrue');
    expect(value('hex * 1')).toBe(31);
    expect(show("' 5' * 1")).toBe('NaN');
    expect(value("'' * 1")).toBe(0);
    expect(value('true + 2')).toBe(3);
  });

  it('comparisons and equality follow JavaScript on the raw values', () => {
    expect(value('0 < "0x01"')).toBe(true);
    expect(value('"a" < "b"')).toBe(true);
    expect(value('"1" == 1')).toBe(true);
    expect(value('"1" === 1')).toBe(false);
    expect(value('true == 1')).toBe(true);
    expect(value('NaN == NaN')).toBe(false);
    expect(value('null == 0; null < 1')).toBe(true);
    expect(value('1 !== 2')).toBe(true);
  });

  it('&& and || give booleans', () => {
    expect(value('1 && "x"')).toBe(true);
    expect(value('0 || ""')).toBe(false);
    expect(value('true && (false || true)')).toBe(true);
  });

  it('several values: the last one on the stack is the result; , outside parentheses separates', () => {
    expect(value('1 2 3')).toBe(3);
    expect(value('3, 2, 1')).toBe(1);
    expect(value("'a' 'b' 'c'")).toBe('c');
    expect(value('1;')).toBe(1);
    expect(value('')).toBeUndefined();
    expect(value('-')).toBeUndefined();
  });
});

describe('functions', () => {
  it('max and min take any number of arguments, read as numbers', () => {
    expect(value('max(1, 2, 3, 9, 4)')).toBe(9);
    expect(value('min(3, s, 1)')).toBe(-6.5);
    expect(value("max(1, 'x')")).toBeNaN();
    expect(value('max((1, 2), 3)')).toBe(3);
  });

  it('abs, num, str and bool convert their first argument', () => {
    expect(value('abs(-3, 4)')).toBe(3);
    expect(value("num('0x1A') + num('-0x1A')")).toBe(0);
    expect(value("num('1e5')")).toBe(100000);
    expect(value('num(null)')).toBe(0);
    expect(value('str(1.5) + str(null)')).toBe('1.5null');
    expect(value("bool('0')")).toBe(true);
    expect(value("bool('')")).toBe(false);
  });
});

describe('compiled expressions', () => {
  it('are immutable and reusable across scopes', () => {
    const { expr } = parseExpression('x * 2');
    expect(Object.isFrozen(expr)).toBe(true);
    expect(evaluateExpression(expr, new TestScope({ x: 2 })).value).toBe(4);
    expect(evaluateExpression(expr, new TestScope({ x: 5 })).value).toBe(10);
  });

  it('the debug dump lists each expression in evaluation order', () => {
    const { expr } = parseExpression('1 + 2 * a.b.c; max(1,2,3); @x = -3; "q\\n" null');
    expect(debugExpression(expr)).toBe(
      '[1 2 a.b.c <multiply> <add>], [<args> 1 2 3 max()], [@x 3 <unary minus> <assign>], ["q\\n" null]',
    );
    expect(debugExpression(parseExpression('(1; 2').expr)).toBe('[2]');
    expect(debugExpression(parseExpression("'x").expr)).toBe('');
  });
});
