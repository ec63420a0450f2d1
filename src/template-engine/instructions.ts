/**
 * The compiled form of a template: the JSON instruction tree of the reference engine.
 * Compiled templates are plain JSON, so they can be stored, cached and shipped to a browser.
 */
import type { PathSegment } from './values';

export const Opcode = {
  NOOP: -1,
  TEXT: 0,
  VARIABLE: 1,
  SECTION: 2,
  END: 3,
  REPEATED: 4,
  PREDICATE: 5,
  BINDVAR: 6,
  OR_PREDICATE: 7,
  IF: 8,
  INJECT: 9,
  MACRO: 10,
  COMMENT: 11,
  META_LEFT: 12,
  META_RIGHT: 13,
  NEWLINE: 14,
  SPACE: 15,
  TAB: 16,
  ROOT: 17,
  EOF: 18,
  ALTERNATES_WITH: 19,
  STRUCT: 20,
  ATOM: 21,
  CTXVAR: 22,
  EVAL: 23,
  INCLUDE: 24,
} as const;
export type Opcode = (typeof Opcode)[keyof typeof Opcode];

const OPCODE_NAMES: Record<number, string> = Object.fromEntries(
  Object.entries(Opcode).map(([name, code]) => [code, name]),
);

/** The opcode's name, as error messages print it. */
export function nameOfOpcode(op: number): string {
  return OPCODE_NAMES[op] ?? 'UNKNOWN';
}

/** A variable reference split into path segments, e.g. ["item", "title"]. */
export type Reference = PathSegment[];
/** Formatter or predicate arguments and the delimiter they were written with. */
export type Arguments = [string[], string];
export type FormatterCall = [string] | [string, Arguments];
export type Binding = [string, Reference];
/** 0 stands for "nothing" in the compact tree (an absent alternate or formatter list). */
export type Nothing = 0;

export type TextCode = [typeof Opcode.TEXT, string];
export type VariableCode = [typeof Opcode.VARIABLE, Reference[], FormatterCall[] | Nothing];
export type SectionCode = [typeof Opcode.SECTION, Reference, Code[], Code];
export type RepeatedCode = [typeof Opcode.REPEATED, Reference, Code[], Code, Code[]];
export type PredicateCode = [typeof Opcode.PREDICATE, string | Nothing, Arguments | Nothing, Code[], Code];
export type OrPredicateCode = [typeof Opcode.OR_PREDICATE, string | Nothing, Arguments | Nothing, Code[], Code];
export type BindvarCode = [typeof Opcode.BINDVAR, string, Reference[], FormatterCall[] | Nothing];
export type IfCode = [typeof Opcode.IF, (0 | 1)[], Reference[], Code[], Code];
export type InjectCode = [typeof Opcode.INJECT, string, string, Arguments | Nothing];
export type MacroCode = [typeof Opcode.MACRO, string, Code[]];
export type CommentCode = [typeof Opcode.COMMENT, string, 0 | 1];
export type RootCode = [typeof Opcode.ROOT, number, Code[], typeof Opcode.EOF];
export type StructCode = [typeof Opcode.STRUCT, unknown, Code[]];
export type AtomCode = [typeof Opcode.ATOM, unknown];
export type CtxvarCode = [typeof Opcode.CTXVAR, string, Binding[]];
export type EvalCode = [typeof Opcode.EVAL, string];
export type IncludeCode = [typeof Opcode.INCLUDE, string, Arguments | Nothing];

export type BareCode =
  | typeof Opcode.ALTERNATES_WITH
  | typeof Opcode.END
  | typeof Opcode.EOF
  | typeof Opcode.META_LEFT
  | typeof Opcode.META_RIGHT
  | typeof Opcode.NEWLINE
  | typeof Opcode.SPACE
  | typeof Opcode.TAB;

export type Code =
  | TextCode
  | VariableCode
  | SectionCode
  | RepeatedCode
  | PredicateCode
  | OrPredicateCode
  | BindvarCode
  | IfCode
  | InjectCode
  | MacroCode
  | CommentCode
  | RootCode
  | StructCode
  | AtomCode
  | CtxvarCode
  | EvalCode
  | IncludeCode
  | BareCode
  | Nothing;

/** The opcode of an instruction in compact form. */
export function opcodeOf(code: Code): number {
  return typeof code === 'number' ? code : code[0];
}

/** The language version recorded in every root instruction. */
export const TEMPLATE_VERSION = 1;
