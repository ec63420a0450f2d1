import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPR_LIMITS, evaluateExpression, parseExpression } from './index';
import { runProgram } from './evaluator';
import { LPRN } from './operators';
import { PUSH } from './program';
import { TestScope } from './test-scope';

function parseErrors(source: string, limits?: Parameters<typeof parseExpression>[1]): string[] {
  return parseExpression(source, limits).errors;
}

function evalErrors(source: string, data: unknown = {}, limits?: Parameters<typeof parseExpression>[1]): string[] {
  const parsed = parseExpression(source, limits);
  expect(parsed.errors).toEqual([]);
  return evaluateExpression(parsed.expr, new TestScope(data), limits).errors;
}

describe('string literal errors', () => {
  it('TPL-10 an invalid hex escape is an error', () => {
    expect(parseErrors("'a\\x4'")).toEqual(['Invalid 2-char hex escape found']);
    expect(parseErrors("'a\\x4g'")).toEqual(['Invalid 2-char hex escape found']);
    // The two digits must not be the last characters of the source.
    expect(parseErrors("'\\x41")).toEqual(['Invalid 2-char hex escape found']);
  });

  it('TPL-10 valid hex escapes decode; control characters other than \\t..\\r become a space', () => {
    const scope = new TestScope();
    expect(scope.run("'a\\x41'").value).toBe('aA');
    expect(scope.run("'\\x01\\x09\\x1f\\x7f'").value).toBe(' \t \x7f');
  });

  it('TPL-11 an invalid unicode escape is an error', () => {
    expect(parseErrors("'a\\u41'")).toEqual(['Invalid unicode escape found']);
    expect(parseErrors("'\\U0001F60'")).toEqual(['Invalid unicode escape found']);
    expect(parseErrors("'\\uZZZZ'")).toEqual(['Invalid unicode escape found']);
  });

  it('TPL-11 \\u takes four digits, \\U eight; past U+10FFFF or control characters give a space', () => {
    const scope = new TestScope();
    expect(scope.run("'\\u2018x\\u2019'").value).toBe('\u2018x\u2019');
    expect(scope.run("'\\U0001F600'").value).toBe('\u{1F600}');
    expect(scope.run("'\\u01F600'").value).toBe('\u01F600');
    expect(scope.run("'\\U00110000|\\u0000'").value).toBe(' | ');
  });

  it('TPL-12 an unterminated string is an error', () => {
    expect(parseErrors("'abc")).toEqual(['Unterminated string']);
    expect(parseErrors('"abc\\"')).toEqual(['Unterminated string']);
    expect(parseErrors("'abc\\")).toEqual(['Unterminated string']);
  });

  it('TPL-12 a bare line break inside a string is an error', () => {
    expect(parseErrors("'a\nb'")).toEqual(['Illegal bare line feed character in string literal']);
    expect(parseErrors("'a\rb'")).toEqual(['Illegal bare carriage return character in string literal']);
  });
});

describe('name and syntax errors', () => {
  it('TPL-13 calling a name that is not a built-in function is an error', () => {
    expect(parseErrors('foo(1)')).toEqual(['Invalid function foo']);
    expect(parseErrors('@max(1, 2)')).toEqual(['Invalid function @max']);
  });

  it('TPL-13 names from the object prototype are not functions or constants', () => {
    expect(parseErrors('toString(1)')).toEqual(['Invalid function toString']);
    expect(parseErrors('constructor(1)')).toEqual(['Invalid function constructor']);
    expect(new TestScope({ valueOf: 4 }).run('valueOf + 1').value).toBe(5);
  });

  it('TPL-13 scanning goes on after an invalid function, so later problems are reported too', () => {
    expect(parseErrors("foo(1) 'abc")).toEqual(['Invalid function foo', 'Unterminated string']);
  });

  it('malformed numbers are errors', () => {
    expect(parseErrors('1e')).toEqual(['Expected a digit after exponent in decimal number']);
    expect(parseErrors('1e+')).toEqual(['Expected a digit after exponent in decimal number']);
    expect(parseErrors('1.2.3')).toEqual(['Duplicate decimal point in number']);
    expect(parseErrors('1e5.3')).toEqual(['Unexpected decimal point in exponent']);
    expect(parseErrors('0x')).toEqual(['Expected digits after start of hex number']);
  });

  it('a character outside the language is an error naming it and its position', () => {
    expect(parseErrors('.5')).toEqual(['Unexpected character at 0: "."']);
    expect(parseErrors('1 $')).toEqual(['Unexpected character at 2: "$"']);
    expect(parseErrors('1 ? 2')).toEqual(['Unexpected character at 2: "?"']);
    expect(parseErrors('1\f')).toEqual(['Unexpected form feed at 1: "\\f"']);
    expect(parseErrors('\u0001')).toEqual(['Unexpected control character at 0: "\\u0001"']);
  });

  it('TPL-16 unbalanced parentheses give "Mismatched operator"', () => {
    expect(parseErrors('(1 + 2')).toEqual(['Mismatched operator found: left paren']);
    expect(parseErrors('1 + 2)')).toEqual(['Mismatched operator found: right paren']);
    expect(parseErrors('max(1')).toEqual(['Mismatched operator found: left paren']);
    expect(parseErrors('(1; 2')).toEqual(['Mismatched operator found: left paren']);
  });

  it('TPL-16 an expression that failed to parse never evaluates', () => {
    const scope = new TestScope();
    const parsed = parseExpression('@x = 1; (');
    expect(parsed.errors.length).toBe(1);
    expect(evaluateExpression(parsed.expr, scope)).toEqual({ value: undefined, errors: [] });
    expect(scope.vars.size).toBe(0);
  });
});

describe('evaluation errors', () => {
  it('TPL-17 an operator the evaluator cannot apply gives "Unexpected operator"', () => {
    // The assembler never emits a parenthesis; a program that holds one is still refused.
    const errors: string[] = [];
    const program = { codes: [PUSH, PUSH, LPRN], operands: [1, 2, undefined], ends: [3] };
    expect(runProgram(program, new TestScope(), 0, errors)).toBeUndefined();
    expect(errors).toEqual(['Unexpected operator found during evaluation: left paren']);
  });

  it('TPL-18 an operator without valid operands gives "Invalid arguments to operator"', () => {
    expect(evalErrors('1 +')).toEqual(['Invalid arguments to operator add']);
    expect(evalErrors('* 2')).toEqual(['Invalid arguments to operator multiply']);
    expect(evalErrors('1 + o', { o: { x: 1 } })).toEqual(['Invalid arguments to operator add']);
    expect(evalErrors('list < 3', { list: [1] })).toEqual(['Invalid arguments to operator less than']);
  });

  it('TPL-18 an error stops its expression only: later expressions still run', () => {
    const scope = new TestScope();
    const result = scope.run('1 +; @a = 5; 7');
    expect(result).toEqual({ value: 7, errors: ['Invalid arguments to operator add'] });
    // ...but the caller drops the assignments of a failed evaluation.
    expect(scope.vars.has('@a')).toBe(false);
  });

  it('TPL-19 a function that fails when called gives "Error calling function"', () => {
    for (const name of ['max', 'min', 'abs', 'num', 'str', 'bool']) {
      expect(evalErrors(`${name}()`)).toEqual([`Error calling function ${name}`]);
    }
  });

  it('a container left as the result is an error', () => {
    expect(evalErrors('o', { o: {} })).toEqual(['Reduce error: unexpected token on stack']);
    expect(evalErrors('o max()', { o: [] })).toEqual(['Error calling function max', 'Reduce error: unexpected token on stack']);
  });
});

describe('limits (GAP-87)', () => {
  it('TPL-14 defaults are 1000 tokens and 1,000,000 characters', () => {
    expect(DEFAULT_EXPR_LIMITS).toEqual({ maxTokens: 1000, maxStringLength: 1_000_000 });
  });

  it('TPL-14 going over the token count gives "Expression exceeds the maximum number of allowed tokens"', () => {
    const at = Array.from({ length: 500 }, () => '1').join('+'); // 999 tokens
    expect(parseErrors(at)).toEqual([]);
    expect(parseErrors(`${at}+1`)).toEqual(['Expression exceeds the maximum number of allowed tokens: 1000']);
    expect(parseErrors('1 + 2', { maxTokens: 2 })).toEqual(['Expression exceeds the maximum number of allowed tokens: 2']);
    expect(parseErrors('1 + 2', { maxTokens: 3 })).toEqual([]);
  });

  it('TPL-14 the token limit is configurable and 0 means unlimited', () => {
    const long = Array.from({ length: 3000 }, () => '1').join('+');
    expect(parseErrors(long, { maxTokens: 0 })).toEqual([]);
    expect(new TestScope().run(long, { maxTokens: 0 }).value).toBe(3000);
  });

  it('TPL-15 a concatenation over the maximum string length gives "Concatenation would exceed maximum string length"', () => {
    const scope = new TestScope({ s: 'x'.repeat(600_000) });
    expect(scope.run('s + s').errors).toEqual(['Concatenation would exceed maximum string length 1000000']);
    expect(scope.run("'ab' + 'c'", { maxStringLength: 3 }).value).toBe('abc');
    expect(scope.run("'ab' + 'cd'", { maxStringLength: 3 }).errors).toEqual([
      'Concatenation would exceed maximum string length 3',
    ]);
    expect(scope.run("'ab' + 1.5", { maxStringLength: 4 }).errors).toEqual([
      'Concatenation would exceed maximum string length 4',
    ]);
  });

  it('TPL-15 the string limit given at evaluation wins over the one given at parse time', () => {
    const parsed = parseExpression("'ab' + 'cd'", { maxStringLength: 3 });
    expect(evaluateExpression(parsed.expr, new TestScope()).errors.length).toBe(1);
    expect(evaluateExpression(parsed.expr, new TestScope(), { maxStringLength: 0 }).value).toBe('abcd');
  });
});
