/**
 * Splits expression source into tokens. After the first error no more tokens are kept,
 * but scanning goes on until a malformed number, string or character stops it, so one
 * source can report several problems (e.g. an invalid function and an unterminated string).
 */
import { splitVariable, type PathSegment } from '../values';
import { lookupConstant, lookupFunction, type BuiltinFunction } from './functions';
import { DECIMAL_ERRORS, scanDecimal, scanHex, type Literal } from './literals';
import * as op from './operators';
import { charName, scanStringLiteral, variableEnd } from './source-text';

export type Token =
  | { readonly kind: 'op'; readonly op: number }
  | { readonly kind: 'literal'; readonly value: Literal }
  | { readonly kind: 'variable'; readonly path: readonly PathSegment[] }
  | { readonly kind: 'call'; readonly fn: BuiltinFunction }
  | { readonly kind: 'args' };

const OP_TOKENS: readonly Token[] = op.OPERATORS.map((_, index) => Object.freeze({ kind: 'op', op: index }));

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

  private string(i: number, quote: string): number {
    const scanned = scanStringLiteral(this.src, i, quote);
    if (typeof scanned === 'string') {
      this.errors.push(scanned);
      return -1;
    }
    this.push({ kind: 'literal', value: scanned.value });
    return scanned.end;
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
