/**
 * The compiled form of an expression: all `;`-separated expressions in reverse Polish
 * order, flattened into one opcode array with a parallel operand array. Operator numbers
 * are opcodes as they are; the opcodes below push operands or call a function.
 */
import type { PathSegment } from '../values';
import type { BuiltinFunction } from './functions';
import { literalDebug, type Literal } from './literals';
import { OPERATORS } from './operators';
import type { Token } from './tokenizer';

export const PUSH_LITERAL = 30;
export const PUSH_VARIABLE = 31;
export const PUSH_ARGS = 32;
export const CALL = 33;

export interface Program {
  readonly codes: readonly number[];
  /** Literal for PUSH_LITERAL, path for PUSH_VARIABLE, function for CALL, else undefined. */
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
          codes.push(PUSH_LITERAL);
          operands.push(t.value);
          break;
        case 'variable':
          codes.push(PUSH_VARIABLE);
          operands.push(t.path);
          break;
        case 'args':
          codes.push(PUSH_ARGS);
          operands.push(undefined);
          break;
        case 'call':
          codes.push(CALL);
          operands.push(t.fn);
          break;
      }
    }
    ends.push(codes.length);
  }
  return Object.freeze({ codes: Object.freeze(codes), operands: Object.freeze(operands), ends: Object.freeze(ends) });
}

function instructionDebug(code: number, operand: unknown): string {
  switch (code) {
    case PUSH_LITERAL:
      return literalDebug(operand as Literal);
    case PUSH_VARIABLE:
      return (operand as readonly PathSegment[]).join('.');
    case PUSH_ARGS:
      return '<args>';
    case CALL:
      return `${(operand as BuiltinFunction).name}()`;
    default:
      return `<${OPERATORS[code]!.desc}>`;
  }
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
