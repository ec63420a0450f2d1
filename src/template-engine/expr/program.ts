/**
 * The compiled form of an expression: all `;`-separated expressions in reverse Polish
 * order, flattened into one opcode array with a parallel operand array. Operator numbers
 * are opcodes as they are; PUSH puts its operand on the stack and CALL calls a function.
 *
 * A stack entry is a literal (number, string, boolean, null), a VariableRef (resolved only
 * when an operation consumes it), the ARGS marker that opens a call's arguments, or
 * `undefined`: a hole left by an operation that had nothing valid to work on.
 */
import type { PathSegment } from '../values';
import type { BuiltinFunction } from './functions';
import { literalDebug, type Literal } from './literals';
import { OPERATORS } from './operators';
import type { Token } from './tokenizer';

export const PUSH = 30;
export const CALL = 31;

export class VariableRef {
  constructor(readonly path: readonly PathSegment[]) {
    Object.freeze(this);
  }
}

/** Marks where a call's arguments begin. */
export const ARGS: object = Object.freeze({ args: true });

export type StackEntry = Literal | VariableRef | typeof ARGS | undefined;

export interface Program {
  readonly codes: readonly number[];
  /** The entry to push for PUSH, the function for CALL, else undefined. */
  readonly operands: readonly unknown[];
  /** Exclusive end, in `codes`, of each expression. */
  readonly ends: readonly number[];
}

export function toProgram(expressions: readonly (readonly Token[])[]): Program {
  const codes: number[] = [];
  const operands: unknown[] = [];
  const ends: number[] = [];
  for (const tokens of expressions) {
    for (const t of tokens) {
      switch (t.kind) {
        case 'op':
          codes.push(t.op);
          operands.push(undefined);
          break;
        case 'literal':
          codes.push(PUSH);
          operands.push(t.value);
          break;
        case 'variable':
          codes.push(PUSH);
          operands.push(new VariableRef(t.path));
          break;
        case 'args':
          codes.push(PUSH);
          operands.push(ARGS);
          break;
        case 'call':
          codes.push(CALL);
          operands.push(t.fn);
          break;
      }
    }
    ends.push(codes.length);
  }
  // The arrays are never written after this point; they are not frozen because V8 reads
  // frozen arrays measurably slower in the evaluation loop.
  return Object.freeze({ codes, operands, ends });
}

function instructionDebug(code: number, operand: unknown): string {
  if (code === CALL) return `${(operand as BuiltinFunction).name}()`;
  if (code !== PUSH) return `<${OPERATORS[code]!.desc}>`;
  if (operand === ARGS) return '<args>';
  if (operand instanceof VariableRef) return operand.path.join('.');
  return literalDebug(operand as Literal);
}

/** `[1 2 <add>], [<args> 3 max()]`: each expression's instructions in evaluation order. */
export function programDebug(program: Program): string {
  const parts: string[] = [];
  let start = 0;
  for (const end of program.ends) {
    const items: string[] = [];
    for (let i = start; i < end; i++) items.push(instructionDebug(program.codes[i]!, program.operands[i]));
    parts.push(`[${items.join(' ')}]`);
    start = end;
  }
  return parts.join(', ');
}
