/**
 * The expression language of `{.eval ...}`: literals, variables, JavaScript operators,
 * `@name` assignment, a few built-in functions and constants, with results and error
 * texts matching the reference engine. Source is compiled once into a flat reverse-Polish
 * program; evaluation is a loop over it that touches data only through the scope.
 *
 * Limits (GAP-87): the reference leaves both unlimited; here a source may hold at most
 * `maxTokens` tokens and a concatenation may build at most `maxStringLength` characters.
 * A limit of 0 or less means unlimited.
 */
import type { PathSegment } from '../values';
import { assemble } from './assembler';
import { runProgram } from './evaluator';
import { programDebug, toProgram, type Program } from './program';
import { tokenize } from './tokenizer';

export interface ExprLimits {
  maxTokens: number;
  maxStringLength: number;
}

export const DEFAULT_EXPR_LIMITS: ExprLimits = Object.freeze({ maxTokens: 1000, maxStringLength: 1_000_000 });

export interface ExprScope {
  /** Variable lookup; undefined means missing. `ref` comes from splitVariable. */
  resolve(ref: readonly PathSegment[]): unknown;
  /**
   * Assignment to a variable; `name` keeps its `@` (e.g. "@total"). Values are literals
   * (number, string, boolean or null). Later expressions of the same evaluation must see
   * the value through `resolve`.
   */
  setVar(name: string, value: unknown): void;
}

/** A parsed expression. Immutable, so one compiled template can serve many renders. */
export class CompiledExpression {
  /** @internal */
  readonly program: Program;
  /** @internal false when parsing failed: such an expression never evaluates. */
  readonly valid: boolean;
  /** @internal the string limit in force when it was parsed. */
  readonly maxStringLength: number;

  /** @internal */
  constructor(program: Program, valid: boolean, maxStringLength: number) {
    this.program = program;
    this.valid = valid;
    this.maxStringLength = maxStringLength;
    Object.freeze(this);
  }
}

/** Tokenizes and assembles `source` (without the debug `#`). Errors are plain messages. */
export function parseExpression(source: string, limits?: Partial<ExprLimits>): { expr: CompiledExpression; errors: string[] } {
  const maxTokens = limits?.maxTokens ?? DEFAULT_EXPR_LIMITS.maxTokens;
  const maxStringLength = limits?.maxStringLength ?? DEFAULT_EXPR_LIMITS.maxStringLength;
  const { tokens, errors } = tokenize(source, maxTokens);
  const expressions = assemble(tokens, errors);
  const expr = new CompiledExpression(toProgram(expressions), errors.length === 0, maxStringLength);
  return { expr, errors };
}

/**
 * Evaluates every `;`-separated expression in order and returns the last one's value:
 * a number, string, boolean or null (which prints as nothing), or undefined when it left
 * no value (e.g. it ended with an assignment) and nothing must be emitted. An expression
 * that failed to parse evaluates to nothing, without errors (they were reported by
 * parseExpression). On errors the caller discards the output and the assignments.
 */
export function evaluateExpression(
  expr: CompiledExpression,
  scope: ExprScope,
  limits?: Partial<ExprLimits>,
): { value: unknown; errors: string[] } {
  const errors: string[] = [];
  if (!expr.valid) return { value: undefined, errors };
  const maxStringLength = limits?.maxStringLength ?? expr.maxStringLength;
  const value = runProgram(expr.program, scope, maxStringLength, errors);
  return { value, errors };
}

/**
 * The assembled expressions as the reference's debug output shows them inside `EVAL=[...]`,
 * e.g. `[1 2 a.b <multiply> <add>], [@x 3 <assign>]`. Expressions assembled before a
 * parse error are included.
 */
export function debugExpression(expr: CompiledExpression): string {
  return programDebug(expr.program);
}
