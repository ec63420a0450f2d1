/**
 * Runs a compiled program on a value stack (entries as described in program.ts).
 * Variables are resolved only when an operation consumes them, so an assignment still
 * sees the name it assigns to. An error stops the current expression only; the next
 * `;`-separated expression still runs. Work is linear in the program's length.
 */
import type { PathSegment } from '../values';
import type { BuiltinFunction } from './functions';
import { toBoolean, toNumber, toText, type Literal } from './literals';
import * as op from './operators';
import { ARGS, CALL, PUSH, VariableRef, type Program, type StackEntry } from './program';

export interface VariableHost {
  resolve(ref: readonly PathSegment[]): unknown;
  setVar(name: string, value: unknown): void;
}

/** Marks "no usable literal here". */
const INVALID: unique symbol = Symbol('invalid');
type Slot = Literal | typeof INVALID;

/** Data values become literals; missing reads as null, and containers are not literals. */
function fromData(value: unknown): Slot {
  switch (typeof value) {
    case 'number':
    case 'string':
    case 'boolean':
      return value;
    case 'bigint':
      return Number(value);
    case 'object':
      return value === null ? null : INVALID;
    default:
      return null;
  }
}

function literalOf(entry: StackEntry, host: VariableHost): Slot {
  switch (typeof entry) {
    case 'number':
    case 'string':
    case 'boolean':
      return entry;
    case 'object':
      if (entry === null) return null;
      return entry instanceof VariableRef ? fromData(host.resolve(entry.path)) : INVALID;
    default:
      return INVALID;
  }
}

// One stack serves every evaluation (a fresh array per call was measurably slower). A nested
// call, which a scope could only cause by evaluating from inside resolve(), gets its own
// array; so do all later calls if resolve() ever throws, which costs speed, not correctness.
const sharedStack: StackEntry[] = [undefined];
let sharedStackBusy = false;

/** Runs every expression of the program; the result is the last expression's value. */
export function runProgram(program: Program, host: VariableHost, maxStringLength: number, errors: string[]): Literal | undefined {
  const shared = !sharedStackBusy;
  const stack = shared ? sharedStack : [undefined];
  sharedStackBusy = true;
  let result: Literal | undefined;
  let start = 0;
  const ends = program.ends;
  for (let e = 0; e < ends.length; e++) {
    const end = ends[e]!;
    result = runExpression(program, start, end, stack, host, maxStringLength, errors);
    start = end;
  }
  if (shared) {
    // Drop references so that large strings are not kept alive. The stack never grows past
    // the program's length, so that bounds the slots this run can have written.
    const written = Math.min(stack.length, program.codes.length);
    for (let i = 0; i < written; i++) stack[i] = undefined;
    sharedStackBusy = false;
  }
  return result;
}

function runExpression(
  program: Program,
  start: number,
  end: number,
  stack: StackEntry[],
  host: VariableHost,
  maxStringLength: number,
  errors: string[],
): Literal | undefined {
  const { codes, operands } = program;
  let sp = 0;
  for (let pc = start; pc < end; pc++) {
    const code = codes[pc]!;
    if (code === PUSH) {
      stack[sp++] = operands[pc] as StackEntry;
      continue;
    }
    if (code === CALL) {
      // Arguments run back to the marker (or a hole); ones that are not literals are dropped.
      const fn = operands[pc] as BuiltinFunction;
      const args: Literal[] = [];
      while (sp > 0) {
        const top = stack[sp - 1];
        if (top === undefined || top === ARGS) break;
        sp--;
        const arg = literalOf(top, host);
        if (arg !== INVALID) args.push(arg);
      }
      if (sp > 0) sp--;
      args.reverse();
      const result = fn.call(args);
      if (result === undefined) {
        errors.push(`Error calling function ${fn.name}`);
        break;
      }
      stack[sp++] = result;
      continue;
    }
    if (code <= op.BNOT) {
      if (sp > 0) stack[sp - 1] = unary(code, stack[sp - 1], host);
      continue;
    }
    if (code === op.ASN) {
      // Only a bare `@name` is assignable; either way the expression ends without a value.
      const value = sp > 0 ? literalOf(stack[--sp], host) : INVALID;
      const target = sp > 0 ? stack[--sp] : undefined;
      if (target instanceof VariableRef && value !== INVALID && target.path.length === 1) {
        const name = target.path[0];
        if (typeof name === 'string' && name.charCodeAt(0) === 64 /* @ */) host.setVar(name, value);
      }
      if (sp > 0) stack[sp - 1] = undefined;
      break;
    }
    const b = sp > 0 ? literalOf(stack[--sp], host) : INVALID;
    const a = sp > 0 ? literalOf(stack[--sp], host) : INVALID;
    if (a === INVALID || b === INVALID) {
      errors.push(`Invalid arguments to operator ${op.OPERATORS[code]?.desc ?? code}`);
      break;
    }
    if (code > op.LOR) {
      errors.push(`Unexpected operator found during evaluation: ${op.OPERATORS[code]?.desc ?? code}`);
      if (sp > 0) stack[sp - 1] = undefined;
      break;
    }
    const result = binary(code, a, b, maxStringLength);
    if (result === INVALID) {
      errors.push(`Concatenation would exceed maximum string length ${maxStringLength}`);
      break;
    }
    stack[sp++] = result;
  }
  if (sp === 0) return undefined;
  const top = stack[sp - 1];
  if (top === undefined) return undefined;
  const result = literalOf(top, host);
  if (result === INVALID) {
    errors.push('Reduce error: unexpected token on stack');
    return undefined;
  }
  return result;
}

/** Without a usable operand the slot becomes a hole. */
function unary(code: number, entry: StackEntry, host: VariableHost): StackEntry {
  const arg = literalOf(entry, host);
  if (arg === INVALID) return undefined;
  switch (code) {
    case op.MINUS:
      return -1 * toNumber(arg);
    case op.PLUS:
      return toNumber(arg);
    case op.LNOT:
      return !toBoolean(arg);
    default:
      // The reference reads the slot itself, so a variable operand counts as NaN: ~NaN is -1.
      return entry instanceof VariableRef ? -1 : ~toNumber(arg);
  }
}

/** Binary operators POW..LOR; INVALID only when a concatenation would be too long. */
function binary(code: number, a: Literal, b: Literal, maxStringLength: number): Slot {
  // Comparisons apply JavaScript's operators to the raw literals ("0x01" > 0, null < 1).
  const x = a as number;
  const y = b as number;
  switch (code) {
    case op.ADD: {
      if (typeof a !== 'string' && typeof b !== 'string') return toNumber(a) + toNumber(b);
      const left = toText(a);
      const right = toText(b);
      return maxStringLength > 0 && left.length + right.length > maxStringLength ? INVALID : left + right;
    }
    case op.SUB:
      return toNumber(a) - toNumber(b);
    case op.MUL:
      return toNumber(a) * toNumber(b);
    case op.DIV:
      return toNumber(a) / toNumber(b);
    case op.MOD:
      return toNumber(a) % toNumber(b);
    case op.POW:
      return Math.pow(toNumber(a), toNumber(b));
    case op.SHL:
      return toNumber(a) << toNumber(b);
    case op.SHR:
      return toNumber(a) >> toNumber(b);
    case op.LT:
      return x < y;
    case op.LTEQ:
      return x <= y;
    case op.GT:
      return x > y;
    case op.GTEQ:
      return x >= y;
    case op.EQ:
      // Loose equality on purpose: "1" == 1 is true in the language.
      return a == b;
    case op.NEQ:
      return a != b;
    case op.SEQ:
      return a === b;
    case op.SNEQ:
      return a !== b;
    case op.BAND:
      return toNumber(a) & toNumber(b);
    case op.BXOR:
      return toNumber(a) ^ toNumber(b);
    case op.BOR:
      return toNumber(a) | toNumber(b);
    case op.LAND:
      return toBoolean(a) && toBoolean(b);
    default:
      return toBoolean(a) || toBoolean(b);
  }
}
