/**
 * Built-in functions and named constants of the expression language. Only these names
 * can be called; anything else followed by `(` is a parse error. Lookups go through
 * Maps so that names like `constructor` or `toString` never reach a prototype.
 */
import { toBoolean, toNumber, toText, type Literal } from './literals';

export interface BuiltinFunction {
  readonly name: string;
  /** Returns undefined when the call fails (reported as "Error calling function NAME"). */
  readonly call: (args: readonly Literal[]) => Literal | undefined;
}

// Every argument is read as a number; ties and NaN resolve the way a left-to-right
// "keep a if better(a, b) else b" scan does, so a NaN after the best value wins.
function pick(args: readonly Literal[], better: (a: number, b: number) => boolean): number | undefined {
  if (args.length === 0) return undefined;
  let best = toNumber(args[0]!);
  for (let i = 1; i < args.length; i++) {
    const candidate = toNumber(args[i]!);
    if (!better(best, candidate)) best = candidate;
  }
  return best;
}

function builtin(name: string, call: BuiltinFunction['call']): [string, BuiltinFunction] {
  return [name, Object.freeze({ name, call })];
}

const FUNCTIONS: ReadonlyMap<string, BuiltinFunction> = new Map([
  builtin('max', (args) => pick(args, (a, b) => a > b)),
  builtin('min', (args) => pick(args, (a, b) => a < b)),
  builtin('abs', (args) => (args.length ? Math.abs(toNumber(args[0]!)) : undefined)),
  builtin('num', (args) => (args.length ? toNumber(args[0]!) : undefined)),
  builtin('str', (args) => (args.length ? toText(args[0]!) : undefined)),
  builtin('bool', (args) => (args.length ? toBoolean(args[0]!) : undefined)),
]);

export function lookupFunction(name: string): BuiltinFunction | undefined {
  return FUNCTIONS.get(name);
}

/**
 * Names that read as constants rather than variables. A template whose data has a key
 * with one of these names reaches it as `@.PI` instead.
 */
const CONSTANTS: ReadonlyMap<string, Literal> = new Map<string, Literal>([
  ['null', null],
  ['true', true],
  ['false', false],
  ['PI', Math.PI],
  ['E', Math.E],
  ['Infinity', Infinity],
  ['NaN', NaN],
]);

export function lookupConstant(name: string): { value: Literal } | undefined {
  return CONSTANTS.has(name) ? { value: CONSTANTS.get(name)! } : undefined;
}
