/**
 * The core predicates: comparisons (`equal?`, `lessThan?` ...), number tests (`even?`,
 * `nth?`, `plural?` ...) and `debug?`.
 *
 * Comparison arguments are JSON literals or variable names. With one argument the current
 * value is compared with it; with two, the arguments are compared with each other.
 */
import type { Predicate, PredicateTable, RenderContext } from '../plugin';
import { asNumber, compareValues, deepEquals, isTruthy, splitVariable } from '../values';
import { argumentValue, parseArgument, resolveArgument, type ParsedArgument } from './argument-values';

// The reference engine's missing value holds null, so missing and null compare equal.
function comparable(value: unknown): unknown {
  return value === undefined ? null : value;
}

function comparison(test: (a: unknown, b: unknown) => boolean): Predicate {
  const predicate: Predicate = (args, ctx, prepared) => {
    if (args.length === 0) return false;
    const parsed = (prepared as ParsedArgument[] | undefined) ?? args.slice(0, 2).map(parseArgument);
    const first = argumentValue(parsed[0]!, ctx);
    if (args.length === 1) return test(comparable(ctx.node()), comparable(first));
    return test(comparable(first), comparable(argumentValue(parsed[1]!, ctx)));
  };
  // Arguments are parsed once per use in a template, not on every render.
  predicate.prepare = (args) => args.slice(0, 2).map(parseArgument);
  return predicate;
}

/** The current value, or with an argument the variable it names (no literals here). */
function subject(args: readonly string[], ctx: RenderContext): unknown {
  return args.length >= 1 ? ctx.resolve(splitVariable(args[0]!)) : ctx.node();
}

function parity(remainder: 0 | 1): Predicate {
  return (args, ctx) => {
    const value = subject(args, ctx);
    return typeof value === 'number' && Math.abs(value) % 2 === remainder;
  };
}

// Infinity counts as an integer here, as in the reference engine.
function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Math.floor(value) === value;
}

/** `{.nth? 3}`: the current value is a multiple of 3; `{.nth? @index 3}`: @index is. Integers only. */
const nth: Predicate = (args, ctx) => {
  if (args.length === 0) return false;
  const values = args.map((arg) => resolveArgument(arg, ctx));
  const [value, modulus] = args.length === 2 ? [values[0], values[1]] : [ctx.node(), values[0]];
  if (!isWhole(value) || !isWhole(modulus) || modulus === 0) return false;
  return Math.abs(value) % Math.abs(modulus) === 0;
};

export const CORE_PREDICATES: PredicateTable = {
  'debug?': (_args, ctx) => isTruthy(ctx.resolve(['debug'])),
  'equal?': comparison(deepEquals),
  'even?': parity(0),
  'greaterThan?': comparison((a, b) => compareValues(a, b) > 0),
  'greaterThanOrEqual?': comparison((a, b) => compareValues(a, b) >= 0),
  'lessThan?': comparison((a, b) => compareValues(a, b) < 0),
  'lessThanOrEqual?': comparison((a, b) => compareValues(a, b) <= 0),
  'notEqual?': comparison((a, b) => !deepEquals(a, b)),
  'nth?': nth,
  'odd?': parity(1),
  'plural?': (_args, ctx) => asNumber(ctx.node()) > 1,
  'singular?': (_args, ctx) => asNumber(ctx.node()) === 1,
};
