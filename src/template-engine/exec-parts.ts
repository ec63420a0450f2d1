/**
 * The small pieces the instruction linker (engine.ts) builds closures from: runs of output,
 * instruction classification, and running formatter chains with their errors recorded.
 */
import { RenderAbort, type Context } from './context';
import { MESSAGES } from './errors';
import { Opcode, nameOfOpcode, type Code } from './instructions';
import type { Formatter, Variable } from './plugin';
import type { ReferenceReader } from './references';
import { emitText } from './values';

/** A linked instruction: appends its output to the context. */
export type Exec = (ctx: Context) => void;

export type OutputPart = string | ReferenceReader;

/** One closure appending a run of fixed text and plain variables. */
export function outputRun(parts: OutputPart[]): Exec {
  if (parts.length === 1) {
    const only = parts[0]!;
    if (typeof only === 'string') return (ctx) => void (ctx.buf += only);
    return (ctx) => void (ctx.buf += emitText(only(ctx.frame)));
  }
  if (parts.length === 3 && typeof parts[0] === 'string' && typeof parts[1] === 'function' && typeof parts[2] === 'string') {
    const [before, read, after] = parts as [string, ReferenceReader, string];
    return (ctx) => void (ctx.buf += before + emitText(read(ctx.frame)) + after);
  }
  return (ctx) => {
    let out = '';
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i]!;
      out += typeof part === 'string' ? part : emitText(part(ctx.frame));
    }
    ctx.buf += out;
  };
}

/** The output of an instruction that only ever writes fixed text, else null. */
export function literalText(code: Code): string | null {
  if (typeof code === 'number') {
    switch (code) {
      case Opcode.META_LEFT:
        return '{';
      case Opcode.META_RIGHT:
        return '}';
      case Opcode.NEWLINE:
        return '\n';
      case Opcode.SPACE:
        return ' ';
      case Opcode.TAB:
        return '\t';
      default:
        return null;
    }
  }
  return Array.isArray(code) && code[0] === Opcode.TEXT ? code[1] : null;
}

export function isComment(code: Code): boolean {
  return Array.isArray(code) && code[0] === Opcode.COMMENT;
}

export function canFail(code: Exclude<Code, number>): boolean {
  switch (code[0]) {
    case Opcode.VARIABLE:
    case Opcode.BINDVAR:
      return Array.isArray(code[code[0] === Opcode.VARIABLE ? 2 : 3]);
    case Opcode.PREDICATE:
    case Opcode.OR_PREDICATE:
    case Opcode.EVAL:
    case Opcode.INCLUDE:
      return true;
    default:
      return false;
  }
}

export function readAll(readers: ReferenceReader[], ctx: Context): Variable[] {
  const vars: Variable[] = new Array(readers.length);
  for (let i = 0; i < readers.length; i++) vars[i] = { value: readers[i]!(ctx.frame) };
  return vars;
}

export interface ChainLink {
  fn: Formatter;
  args: string[];
  prepared: unknown;
}

/** Runs a formatter chain; false when a formatter failed (the error is recorded). */
export function applyChain(chain: ChainLink[], vars: Variable[], ctx: Context): boolean {
  for (let i = 0; i < chain.length; i++) {
    const link = chain[i]!;
    if (!applyOne(link.fn, link.args, link.prepared, vars, ctx)) return false;
  }
  return true;
}

/** Runs one formatter; false when it failed (the error is recorded). */
export function applyOne(fn: Formatter, args: string[], prepared: unknown, vars: Variable[], ctx: Context): boolean {
  try {
    fn(args, vars, ctx, prepared);
    return true;
  } catch (e) {
    if (e instanceof RenderAbort) throw e;
    ctx.error(MESSAGES.unexpectedError(errorName(e), nameOfOpcode(Opcode.VARIABLE), errorMessage(e)));
    return false;
  }
}

export function errorName(e: unknown): string {
  return e instanceof Error ? e.name : 'Error';
}

export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
