/**
 * Splits expression source into tokens. After the first error no more tokens are kept,
 * but scanning goes on until a malformed number, string or character stops it, so one
 * source can report several problems (e.g. an invalid function and an unterminated string).
 */
import { splitVariable, type PathSegment } from '../values';
import { lookupConstant, lookupFunction, type BuiltinFunction } from './functions';
import { DECIMAL_ERRORS, scanDecimal, scanHex, type Literal } from './literals';
import * as op from './operators';

export type Token =
  | { readonly kind: 'op'; readonly op: number }
  | { readonly kind: 'literal'; readonly value: Literal }
  | { readonly kind: 'variable'; readonly path: readonly PathSegment[] }
  | { readonly kind: 'call'; readonly fn: BuiltinFunction }
  | { readonly kind: 'args' };

const OP_TOKENS: readonly Token[] = op.OPERATORS.map((_, index) => Object.freeze({ kind: 'op', op: index }));

export function operatorToken(operator: number): Token {
  return OP_TOKENS[operator]!;
}

const CHAR_NAMES: Readonly<Record<string, string>> = Object.freeze({
  '\b': 'backspace',
  '\f': 'form feed',
  '\n': 'line feed',
  '\r': 'carriage return',
  '\t': 'tab',
});

function charName(c: string): string {
  const known = Object.prototype.hasOwnProperty.call(CHAR_NAMES, c) ? CHAR_NAMES[c] : undefined;
  return known ?? (c <= '\u001f' ? 'control character' : 'character');
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isWordChar(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 95 /* _ */ || c === 45 /* - */;
}

/** End of one dotted segment (digits, `[@$]?word`, or a lone `@`) starting at `i`, or -1. */
function segmentEnd(str: string, i: number, len: number): number {
  if (i >= len) return -1;
  const c = str.charCodeAt(i);
  let j = i;
  if (isDigit(c)) {
    while (j < len && isDigit(str.charCodeAt(j))) j++;
    return j;
  }
  if ((c === 64 /* @ */ || c === 36) /* $ */ && i + 1 < len && isLetter(str.charCodeAt(i + 1))) j++;
  if (isLetter(str.charCodeAt(j))) {
    j++;
    while (j < len && isWordChar(str.charCodeAt(j))) j++;
    return j;
  }
  return c === 64 ? i + 1 : -1;
}

/** End of a variable reference such as `a.b.0`, `@index` or `@`, or -1 when none starts at `i`. */
function variableEnd(str: string, i: number, len: number): number {
  let end = segmentEnd(str, i, len);
  if (end < 0) return -1;
  while (end < len && str.charCodeAt(end) === 46 /* . */) {
    const next = segmentEnd(str, end + 1, len);
    if (next < 0) break;
    end = next;
  }
  return end;
}

const E_INVALID_HEX = 'Invalid 2-char hex escape found';
const E_INVALID_UNICODE = 'Invalid unicode escape found';

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = Object.freeze({ n: '\n', t: '\t', f: '\f', r: '\r' });

// Control characters other than tab..carriage return, and code points past Unicode's
// range, decode to a space.
function decodeCodePoint(code: number): string {
  if (code <= 0x08 || (code >= 0x0e && code < 0x20) || code > 0x10ffff) return ' ';
  return String.fromCodePoint(code);
}

export interface TokenizeResult {
  tokens: Token[];
  errors: string[];
}

export function tokenize(source: string, maxTokens: number): TokenizeResult {
  return new Tokenizer(source, maxTokens).run();
}

class Tokenizer {
  private readonly tokens: Token[] = [];
  private readonly errors: string[] = [];

  constructor(
    private readonly src: string,
    private readonly maxTokens: number,
  ) {}

  run(): TokenizeResult {
    const str = this.src;
    const len = str.length;
    let i = 0;
    while (i < len) {
      const c0 = str[i]!;
      const c1 = i + 1 < len ? str[i + 1]! : '';
      if (c0 >= '0' && c0 <= '9') {
        i = c0 === '0' && (c1 === 'x' || c1 === 'X') ? this.hex(i + 2) : this.decimal(i);
        if (i < 0) break;
        continue;
      }
      if (c0 === '"' || c0 === "'") {
        i = this.string(i + 1, c0);
        if (i < 0) break;
        continue;
      }
      const operator = this.operatorAt(c0, c1, i);
      if (operator >= 0) {
        i += operatorLength(operator);
        this.push(OP_TOKENS[operator]!);
        continue;
      }
      if (c0 === ' ' || c0 === '\n' || c0 === '\t' || c0 === '\r' || c0 === '\u00a0') {
        i++;
        continue;
      }
      const end = variableEnd(str, i, len);
      if (end < 0) {
        this.errors.push(`Unexpected ${charName(c0)} at ${i}: ${JSON.stringify(c0)}`);
        break;
      }
      this.name(str.substring(i, end));
      i = end;
    }
    return { tokens: this.tokens, errors: this.errors };
  }

  private operatorAt(c0: string, c1: string, i: number): number {
    switch (c0) {
      case '*':
        return c1 === '*' ? op.POW : op.MUL;
      case '/':
        return op.DIV;
      case '%':
        return op.MOD;
      case '+':
        return op.ADD;
      case '-':
        return op.SUB;
      case '=':
        return c1 === '=' ? (this.src[i + 2] === '=' ? op.SEQ : op.EQ) : op.ASN;
      case '!':
        return c1 === '=' ? (this.src[i + 2] === '=' ? op.SNEQ : op.NEQ) : op.LNOT;
      case '<':
        return c1 === '<' ? op.SHL : c1 === '=' ? op.LTEQ : op.LT;
      case '>':
        return c1 === '>' ? op.SHR : c1 === '=' ? op.GTEQ : op.GT;
      case '~':
        return op.BNOT;
      case '&':
        return c1 === '&' ? op.LAND : op.BAND;
      case '|':
        return c1 === '|' ? op.LOR : op.BOR;
      case '^':
        return op.BXOR;
      case ',':
        return op.COMMA;
      case ';':
        return op.SEMI;
      case '(':
        return op.LPRN;
      case ')':
        return op.RPRN;
      default:
        return -1;
    }
  }

  /** A name is a constant when it is one plain segment that names one, else a variable. */
  private name(raw: string): void {
    const path = splitVariable(raw);
    if (path.length === 1 && typeof path[0] === 'string') {
      const constant = lookupConstant(path[0]);
      if (constant) {
        this.push({ kind: 'literal', value: constant.value });
        return;
      }
    }
    this.push({ kind: 'variable', path: Object.freeze(path) });
  }

  private push(token: Token): void {
    if (this.errors.length) return;
    const tokens = this.tokens;
    const top = tokens.length ? tokens[tokens.length - 1] : undefined;
    if (token.kind === 'op') {
      // `+`/`-` are unary at the start and after any operator but `)`.
      if ((token.op === op.ADD || token.op === op.SUB) && (!top || (top.kind === 'op' && top.op !== op.RPRN))) {
        token = OP_TOKENS[token.op === op.SUB ? op.MINUS : op.PLUS]!;
      } else if (token.op === op.LPRN && top && top.kind === 'variable' && top.path.length === 1) {
        const name = String(top.path[0]);
        const fn = lookupFunction(name);
        if (!fn) {
          this.errors.push(`Invalid function ${name}`);
          return;
        }
        tokens[tokens.length - 1] = { kind: 'call', fn };
      }
    }
    tokens.push(token);
    if (this.maxTokens > 0 && tokens.length > this.maxTokens) {
      this.errors.push(`Expression exceeds the maximum number of allowed tokens: ${this.maxTokens}`);
    }
  }

  private decimal(i: number): number {
    const j = scanDecimal(this.src, i, this.src.length);
    if (j < 0) {
      this.errors.push(DECIMAL_ERRORS[j]!);
      return -1;
    }
    this.push({ kind: 'literal', value: parseFloat(this.src.substring(i, j)) });
    return j;
  }

  private hex(i: number): number {
    const j = scanHex(this.src, i, this.src.length);
    if (j === i) {
      this.errors.push('Expected digits after start of hex number');
      return -1;
    }
    this.push({ kind: 'literal', value: parseInt(this.src.substring(i, j), 16) });
    return j;
  }

  /** Scans a string literal whose body starts at `i`; returns the index after the closing quote or -1. */
  private string(i: number, quote: string): number {
    const str = this.src;
    const len = str.length;
    let s = '';
    while (i < len) {
      const c = str[i]!;
      if (c === '\\' && i + 1 < len) {
        const e = str[i + 1]!;
        if (e === 'x') {
          const start = i + 2;
          const lim = start + 2;
          // The two digits must be followed by at least one more character.
          if (lim >= len || scanHex(str, start, lim) !== lim) {
            this.errors.push(E_INVALID_HEX);
            return -1;
          }
          s += decodeCodePoint(parseInt(str.substring(start, lim), 16));
          i = lim;
        } else if (e === 'u' || e === 'U') {
          const start = i + 2;
          const lim = start + (e === 'u' ? 4 : 8);
          if (scanHex(str, start, lim < len ? lim : len) !== lim) {
            this.errors.push(E_INVALID_UNICODE);
            return -1;
          }
          s += decodeCodePoint(parseInt(str.substring(start, lim), 16));
          i = lim;
        } else {
          s += Object.prototype.hasOwnProperty.call(SIMPLE_ESCAPES, e) ? SIMPLE_ESCAPES[e] : e;
          i += 2;
        }
        continue;
      }
      if (c === quote) {
        this.push({ kind: 'literal', value: s });
        return i + 1;
      }
      if (c === '\n' || c === '\r') {
        this.errors.push(`Illegal bare ${charName(c)} character in string literal`);
        return -1;
      }
      s += c;
      i++;
    }
    this.errors.push('Unterminated string');
    return -1;
  }
}

function operatorLength(operator: number): number {
  switch (operator) {
    case op.SEQ:
    case op.SNEQ:
      return 3;
    case op.POW:
    case op.EQ:
    case op.NEQ:
    case op.SHL:
    case op.SHR:
    case op.LTEQ:
    case op.GTEQ:
    case op.LAND:
    case op.LOR:
      return 2;
    default:
      return 1;
  }
}
