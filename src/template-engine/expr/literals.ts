/**
 * The values an expression computes with, and their conversions. A literal is a plain
 * number, string, boolean or null; containers never take part in arithmetic. The
 * conversions are JavaScript's, except that a string reads as a number only when the
 * whole of it is one decimal or hex number (so " 5" and "5px" are NaN, "" is 0).
 */

export type Literal = number | string | boolean | null;

/** Scanner results below zero are errors; these are their messages. */
export const DECIMAL_ERRORS: Readonly<Record<number, string>> = Object.freeze({
  [-2]: 'Expected a digit after exponent in decimal number',
  [-3]: 'Duplicate decimal point in number',
  [-4]: 'Unexpected decimal point in exponent',
});

const SEEN_DOT = 1;
const SEEN_EXP = 2;
const WANT_EXP_DIGIT = 4;
const SEEN_EXP_SIGN = 8;

/**
 * Scans a decimal number that starts with a digit at `i` and returns where it ends, or
 * -2 (exponent without digits), -3 (second decimal point), -4 (decimal point in exponent).
 * A second exponent marker or a sign out of place simply ends the number.
 */
export function scanDecimal(str: string, i: number, len: number): number {
  let j = i;
  let flags = 0;
  while (j < len) {
    const c = str.charCodeAt(j);
    if (c >= 48 && c <= 57) {
      flags &= ~WANT_EXP_DIGIT;
    } else if (c === 46 /* . */) {
      if (flags & SEEN_DOT) return -3;
      if (flags & SEEN_EXP) return -4;
      flags |= SEEN_DOT;
    } else if (c === 101 || c === 69 /* e E */) {
      if (flags & SEEN_EXP) break;
      flags |= SEEN_EXP | WANT_EXP_DIGIT;
    } else if (c === 43 || c === 45 /* + - */) {
      if (!(flags & WANT_EXP_DIGIT) || !(flags & SEEN_EXP) || flags & SEEN_EXP_SIGN) break;
      flags |= SEEN_EXP_SIGN;
    } else {
      break;
    }
    j++;
  }
  return flags & WANT_EXP_DIGIT ? -2 : j;
}

/** Scans hex digits from `i` up to `len` and returns where they end. */
export function scanHex(str: string, i: number, len: number): number {
  let j = i;
  while (j < len) {
    const c = str.charCodeAt(j);
    if ((c >= 48 && c <= 57) || (c >= 97 && c <= 102) || (c >= 65 && c <= 70)) j++;
    else break;
  }
  return j;
}

/** A whole string as a number: optional sign, then a hex or decimal number and nothing else. */
export function stringToNumber(s: string): number {
  const len = s.length;
  if (len === 0) return 0;
  let i = 0;
  const first = s.charCodeAt(0);
  if (first === 43 || first === 45) i++;
  if (i === len) return NaN;
  const c = s.charCodeAt(i);
  if (c === 48 /* 0 */) {
    const next = s.charCodeAt(i + 1);
    if (next === 120 || next === 88 /* x X */) {
      return scanHex(s, i + 2, len) === len ? parseInt(s, 16) : NaN;
    }
  } else if (c < 49 || c > 57) {
    return NaN;
  }
  return scanDecimal(s, i, len) === len ? parseFloat(s) : NaN;
}

export function toNumber(v: Literal): number {
  switch (typeof v) {
    case 'number':
      return v;
    case 'string':
      return stringToNumber(v);
    case 'boolean':
      return v ? 1 : 0;
    default:
      return 0;
  }
}

export function toBoolean(v: Literal): boolean {
  return v === null ? false : typeof v === 'boolean' ? v : !!v;
}

export function toText(v: Literal): string {
  return v === null ? 'null' : typeof v === 'string' ? v : String(v);
}

/** How a literal appears in the debug dump of a compiled expression. */
export function literalDebug(v: Literal): string {
  return typeof v === 'string' ? JSON.stringify(v) : String(v);
}
