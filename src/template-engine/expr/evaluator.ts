/**
 * Runs a compiled program on a small value stack. Each stack slot is a literal, an
 * unresolved variable, an argument-list marker, or a hole left by an operation that had
 * nothing valid to work on. Variables are resolved only when an operation consumes them,
 * so an assignment can still see the name it assigns to. An error stops the current
 * expression only; the next `;`-separated expression still runs.
 */
import type { PathSegment } from '../values';
import type { BuiltinFunction } from './functions';
import { toBoolean, toNumber, toText, type Literal } from './literals';
import * as op from './operators';
import { CALL, PUSH_ARGS, PUSH_LITERAL, PUSH_VARIABLE, type Program } from './program';

export interface VariableHost {
  resolve(ref: readonly PathSegment[]): unknown;
  setVar(name: string, value: unknown): void;
}

const HOLE = 0;
const LITERAL = 1;
const VARIABLE = 2;
const ARGS = 3;

/** Marks a slot that holds no usable literal. */
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

/** Runs every expression of the program; the result is the last expression's value. */
export function runProgram(program: Program, host: VariableHost, maxStringLength: number, errors: string[]): Literal | undefined {
  const { codes, ends } = program;
  const kinds: number[] = new Array<number>(codes.length);
  const values: unknown[] = new Array<unknown>(codes.length);
  const machine = new Machine(program, host, maxStringLength, errors, kinds, values);
  let result: Literal | undefined;
  let start = 0;
  for (let e = 0; e < ends.length; e++) {
    result = machine.run(start, ends[e]!);
    start = ends[e]!;
  }
  return result;
}

class Machine {
  private sp = 0;

  constructor(
    private readonly program: Program,
    private readonly host: VariableHost,
    private readonly maxStringLength: number,
    private readonly errors: string[],
    private readonly kinds: number[],
    private readonly values: unknown[],
  ) {}

  private literalAt(index: number): Slot {
    const kind = this.kinds[index];
    if (kind === LITERAL) return this.values[index] as Literal;
    if (kind === VARIABLE) return fromData(this.host.resolve(this.values[index] as readonly PathSegment[]));
    return INVALID;
  }

  private popLiteral(): Slot {
    if (this.sp === 0) return INVALID;
    return this.literalAt(--this.sp);
  }

  private push(value: Literal): void {
    this.kinds[this.sp] = LITERAL;
    this.values[this.sp++] = value;
  }

  private clearTop(): void {
    if (this.sp > 0) this.kinds[this.sp - 1] = HOLE;
  }

  run(start: number, end: number): Literal | undefined {
    const { codes, operands } = this.program;
    const kinds = this.kinds;
    const values = this.values;
    this.sp = 0;
    for (let pc = start; pc < end; pc++) {
      const code = codes[pc]!;
      if (code === PUSH_LITERAL || code === PUSH_VARIABLE || code === PUSH_ARGS) {
        kinds[this.sp] = code === PUSH_LITERAL ? LITERAL : code === PUSH_VARIABLE ? VARIABLE : ARGS;
        values[this.sp++] = operands[pc];
      } else if (code === CALL) {
        if (!this.call(operands[pc] as BuiltinFunction)) break;
      } else if (code <= op.BNOT) {
        this.unary(code);
      } else if (code === op.ASN) {
        this.assign();
        break;
      } else if (!this.binary(code)) {
        break;
      }
    }
    if (this.sp === 0 || kinds[this.sp - 1] === HOLE) return undefined;
    const result = this.literalAt(this.sp - 1);
    if (result === INVALID) {
      this.errors.push('Reduce error: unexpected token on stack');
      return undefined;
    }
    return result;
  }

  /** Arguments run back to the marker (or a hole); ones that are not literals are dropped. */
  private call(fn: BuiltinFunction): boolean {
    const args: Literal[] = [];
    while (this.sp > 0 && this.kinds[this.sp - 1] !== HOLE && this.kinds[this.sp - 1] !== ARGS) {
      const arg = this.literalAt(--this.sp);
      if (arg !== INVALID) args.push(arg);
    }
    if (this.sp > 0) this.sp--;
    args.reverse();
    const result = fn.call(args);
    if (result === undefined) {
      this.errors.push(`Error calling function ${fn.name}`);
      return false;
    }
    this.push(result);
    return true;
  }

  /** Unary operators rewrite the top slot in place; without a usable operand it becomes a hole. */
  private unary(code: number): void {
    if (this.sp === 0) return;
    const top = this.sp - 1;
    const arg = this.literalAt(top);
    if (arg === INVALID) {
      this.kinds[top] = HOLE;
      return;
    }
    let result: Literal;
    switch (code) {
      case op.MINUS:
        result = -1 * toNumber(arg);
        break;
      case op.PLUS:
        result = toNumber(arg);
        break;
      case op.LNOT:
        result = !toBoolean(arg);
        break;
      default:
        // The reference reads the slot itself, so a variable operand counts as NaN: ~NaN is -1.
        result = this.kinds[top] === LITERAL ? ~toNumber(arg) : -1;
        break;
    }
    this.kinds[top] = LITERAL;
    this.values[top] = result;
  }

  /** Only a bare `@name` can be assigned. An assignment always ends its expression with no value. */
  private assign(): void {
    const value = this.popLiteral();
    if (this.sp > 0) {
      const index = --this.sp;
      const path = this.values[index] as readonly PathSegment[];
      if (this.kinds[index] === VARIABLE && value !== INVALID && path.length === 1) {
        const name = path[0];
        if (typeof name === 'string' && name.charCodeAt(0) === 64 /* @ */) this.host.setVar(name, value);
      }
    }
    this.clearTop();
  }

  private binary(code: number): boolean {
    const b = this.popLiteral();
    const a = this.popLiteral();
    if (a === INVALID || b === INVALID) {
      this.errors.push(`Invalid arguments to operator ${op.OPERATORS[code]!.desc}`);
      return false;
    }
    const result = this.compute(code, a, b);
    if (result === undefined) return false;
    this.push(result);
    return true;
  }

  private compute(code: number, a: Literal, b: Literal): Literal | undefined {
    // Comparisons apply JavaScript's operators to the raw literals ("0x01" > 0, null < 1).
    const x = a as number;
    const y = b as number;
    switch (code) {
      case op.MUL:
        return toNumber(a) * toNumber(b);
      case op.DIV:
        return toNumber(a) / toNumber(b);
      case op.ADD:
        return typeof a === 'string' || typeof b === 'string' ? this.concat(toText(a), toText(b)) : toNumber(a) + toNumber(b);
      case op.SUB:
        return toNumber(a) - toNumber(b);
      case op.POW:
        return Math.pow(toNumber(a), toNumber(b));
      case op.MOD:
        return toNumber(a) % toNumber(b);
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
      case op.LOR:
        return toBoolean(a) || toBoolean(b);
      default:
        this.errors.push(`Unexpected operator found during evaluation: ${op.OPERATORS[code]?.desc ?? code}`);
        this.clearTop();
        return undefined;
    }
  }

  private concat(a: string, b: string): string | undefined {
    if (this.maxStringLength > 0 && a.length + b.length > this.maxStringLength) {
      this.errors.push(`Concatenation would exceed maximum string length ${this.maxStringLength}`);
      return undefined;
    }
    return a + b;
  }
}
