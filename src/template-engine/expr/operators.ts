/**
 * Operators of the expression language. Precedence and associativity follow JavaScript's
 * table, with the reference engine's deviations kept: unary operators bind tighter than
 * `**` (so `-2 ** 2` is 4), and `;`, `,`, `(`, `)` are pseudo-operators the assembler
 * consumes. The numbers double as opcodes of a compiled program.
 */

export const PLUS = 0;
export const MINUS = 1;
export const LNOT = 2;
export const BNOT = 3;
export const POW = 4;
export const MUL = 5;
export const DIV = 6;
export const MOD = 7;
export const ADD = 8;
export const SUB = 9;
export const SHL = 10;
export const SHR = 11;
export const LT = 12;
export const GT = 13;
export const EQ = 14;
export const NEQ = 15;
export const SEQ = 16;
export const SNEQ = 17;
export const LTEQ = 18;
export const GTEQ = 19;
export const BAND = 20;
export const BXOR = 21;
export const BOR = 22;
export const LAND = 23;
export const LOR = 24;
export const ASN = 25;
export const SEMI = 26;
export const COMMA = 27;
export const LPRN = 28;
export const RPRN = 29;

export interface OperatorInfo {
  readonly prec: number;
  readonly rightAssoc: boolean;
  /** The name used in error messages and in the debug dump, e.g. "add". */
  readonly desc: string;
}

function info(prec: number, rightAssoc: boolean, desc: string): OperatorInfo {
  return Object.freeze({ prec, rightAssoc, desc });
}

/** Indexed by operator number. */
export const OPERATORS: readonly OperatorInfo[] = Object.freeze([
  info(17, true, 'unary plus'),
  info(17, true, 'unary minus'),
  info(17, true, 'logical not'),
  info(17, true, 'bitwise not'),
  info(16, true, 'exponent'),
  info(15, false, 'multiply'),
  info(15, false, 'divide'),
  info(15, false, 'modulus'),
  info(14, false, 'add'),
  info(14, false, 'subtract'),
  info(13, false, 'left shift'),
  info(13, false, 'right shift'),
  info(12, false, 'less than'),
  info(12, false, 'greater than'),
  info(11, false, 'equality'),
  info(11, false, 'inequality'),
  info(11, false, 'strict equality'),
  info(11, false, 'strict inequality'),
  info(12, false, 'less than or equal'),
  info(12, false, 'greater than or equal'),
  info(10, false, 'bitwise and'),
  info(9, false, 'bitwise xor'),
  info(8, false, 'bitwise or'),
  info(7, false, 'logical and'),
  info(6, false, 'logical or'),
  info(3, true, 'assign'),
  info(1, false, 'semicolon'),
  info(1, true, 'comma'),
  info(1, false, 'left paren'),
  info(1, false, 'right paren'),
]);
