/**
 * Differential test against the reference engine (a dev dependency): random expressions
 * built from a pool of fragments must print the same text, set the same variables and
 * report the same errors. Names that reach Object.prototype in the reference (toString,
 * constructor, ...) are left out: there we refuse them on purpose.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors';
import { debugExpression, evaluateExpression, parseExpression, type ExprLimits } from './index';
import { TestScope } from './test-scope';

const DATA = { a: { b: { c: 3 }, d: true }, n: 5, s: '-6.5', h: '0x1f', o: { x: 1 }, arr: [1, 2], nul: null, t: true, e: '' };

const FRAGMENTS = [
  '1', '2', '0', '3.5', '0x1f', '1e3', '1.', "'a'", '"1"', "'0x10'", "''", 'true', 'false', 'null', 'PI', 'NaN',
  'Infinity', 'a.b.c', 'n', 's', 'h', 'o', 'arr', 'arr.1', 'nul', 'missing', 't', 'e', '@', '@x', '@y', '@x.q',
  '+', '-', '*', '/', '%', '**', '<<', '>>', '<', '>', '<=', '>=', '==', '!=', '===', '!==', '&', '|', '^', '&&',
  '||', '!', '~', '=', ';', ',', '(', ')', 'max(', 'min(', 'abs(', 'num(', 'str(', 'bool(', 'foo(', ' ', '\t',
  "'\\x41'", "'\\u00e9'", "'\\U0001F600'", "'\\x4'", "'\\u12'", "'\\q'", '"\\n"', "'a\nb'", '.', '1.2.3', '1e',
  '0x', '$a', '$', 'a-b', '#', '?', '\u00a0', "'", '5e5e5',
];

interface ReferenceCompiler {
  execute(options: object): { ctx: { render(): string }; errors: { message: string }[] };
}
const reference = createRequire(import.meta.url)('@squarespace/template-engine') as { Compiler: new () => ReferenceCompiler };
const compiler = new reference.Compiler();

function referenceRun(source: string, limits: Partial<ExprLimits>): { out: string; errors: string[] } {
  const { ctx, errors } = compiler.execute({
    code: `{.eval ${source}}|{@x}|{@y}`,
    json: DATA,
    enableExpr: true,
    exprOpts: { maxTokens: limits.maxTokens ?? 0, maxStringLen: limits.maxStringLength ?? 0 },
  });
  return { out: ctx.render(), errors: errors.map((e) => e.message) };
}

// What the engine does with one `{.eval}`, written out here to keep this test independent of it.
function ourRun(source: string, limits: Partial<ExprLimits>): { out: string; errors: string[] } {
  const debug = source.startsWith('#');
  const raw = debug ? source.slice(1) : source;
  const all = { maxTokens: limits.maxTokens ?? 0, maxStringLength: limits.maxStringLength ?? 0 };
  const parsed = parseExpression(raw, all);
  const errors = parsed.errors.map((e) => MESSAGES.expressionParse(raw, e));
  let out = debug ? `EVAL=[${debugExpression(parsed.expr)}]` : '';
  const scope = new TestScope(DATA);
  if (parsed.errors.length === 0) {
    const result = scope.run(raw, all);
    errors.push(...result.errors.map((e) => MESSAGES.expressionReduce(raw, e)));
    if (result.errors.length === 0 && result.value !== undefined) out += (debug ? ' -> ' : '') + (result.value === null ? '' : String(result.value));
  } else {
    // A failed parse must not evaluate.
    expect(evaluateExpression(parsed.expr, scope).value).toBeUndefined();
  }
  const text = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  return { out: `${out}|${text(scope.vars.get('@x'))}|${text(scope.vars.get('@y'))}`, errors };
}

describe('TPL-10..TPL-19 expressions agree with the reference engine', () => {
  it('on random fragment sequences, with and without limits', () => {
    const source = fc
      .array(fc.tuple(fc.constantFrom(...FRAGMENTS), fc.boolean()), { minLength: 1, maxLength: 14 })
      .map((parts) => parts.map(([f, space]) => f + (space ? ' ' : '')).join('').replace(/^[ \t]+/, ''));
    const limits = fc.oneof(
      fc.constant({}),
      fc.record({ maxTokens: fc.integer({ min: 1, max: 6 }), maxStringLength: fc.integer({ min: 0, max: 4 }) }),
    );
    fc.assert(
      fc.property(source, limits, (src, lim) => {
        expect(ourRun(src, lim)).toEqual(referenceRun(src, lim));
      }),
      { numRuns: 3000 },
    );
  });
});
