/**
 * Reads the inside of one `{...}` tag into an instruction. A tag that does not parse is not an
 * error: the caller outputs it verbatim, which is how JSON-T treats stray braces in CSS and JS.
 */
import { Opcode, type Arguments, type Binding, type Code, type FormatterCall, type Reference } from './instructions';
import { splitVariable } from './values';

const WORD = '[a-zA-Z][a-zA-Z0-9_-]*';
const SEGMENT = `\\d+|(?:@|\\$)?${WORD}|@`;

const RE = {
  word: new RegExp(WORD, 'y'),
  whitespace: /[ \f\n\r\t\v]+/y,
  formatterArgs: /[^|}]+/y,
  instructionArgs: /[^}]+/y,
  operator: /&&|\|\|/y,
  filePath: /[./a-zA-Z0-9_-]+/y,
  predicate: new RegExp(`${WORD}\\?`, 'y'),
  reference: new RegExp(`(?:${SEGMENT})(?:\\.(?:${SEGMENT}))*`, 'y'),
  definition: new RegExp(`@${WORD}`, 'y'),
  separator: / *, */y,
};

// Instruction keywords after the '.', tried in order for each first letter.
const KEYWORDS: Record<string, [string, number][]> = {
  a: [['lternates with', Opcode.ALTERNATES_WITH]],
  c: [['tx', Opcode.CTXVAR]],
  e: [['nd', Opcode.END], ['of', Opcode.EOF], ['val', Opcode.EVAL]],
  i: [['f', Opcode.IF], ['nclude', Opcode.INCLUDE], ['nject', Opcode.INJECT]],
  m: [['acro', Opcode.MACRO], ['eta-left', Opcode.META_LEFT], ['eta-right', Opcode.META_RIGHT]],
  n: [['ewline', Opcode.NEWLINE]],
  o: [['r', Opcode.OR_PREDICATE]],
  r: [['epeated section', Opcode.REPEATED]],
  s: [['ection', Opcode.SECTION], ['pace', Opcode.SPACE]],
  t: [['ab', Opcode.TAB]],
  v: [['ar', Opcode.BINDVAR]],
};

/** Receives what a tag names: plugin names to check, and problems that are errors, not verbatim text. */
export interface TagSink {
  hasFormatter(name: string): boolean;
  hasPredicate(name: string): boolean;
  error(message: string): void;
}

/** Result of scanning a tag: an instruction, or null to output the tag verbatim. */
export type TagResult = Code | null;

/** Scans the text of one tag, `src.slice(start, end)`, the characters between `{` and `}`. */
export class TagScanner {
  private pos = 0;
  private matchEnd = 0;
  private end = 0;
  private src = '';

  constructor(private readonly sink: TagSink) {}

  scan(src: string, start: number, end: number): TagResult {
    this.src = src;
    this.pos = start;
    this.end = end;
    const first = src[start];
    if (first === '#') return [Opcode.COMMENT, src.substring(start + 1, end), 0];
    if (first !== '.') return this.variable();
    this.pos++;
    return this.instruction();
  }

  private match(re: RegExp, at = this.pos): string | null {
    re.lastIndex = at;
    const m = re.exec(this.src);
    if (m === null || re.lastIndex > this.end) return null;
    this.matchEnd = re.lastIndex;
    return m[0];
  }

  private consume(): void {
    this.pos = this.matchEnd;
  }

  private complete(): boolean {
    return this.pos === this.end;
  }

  private space(): boolean {
    if (this.src[this.pos] !== ' ') return false;
    this.pos++;
    return true;
  }

  private whitespace(): boolean {
    if (this.match(RE.whitespace) === null) return false;
    this.consume();
    return true;
  }

  private instruction(): TagResult {
    const predicate = this.predicate(Opcode.PREDICATE);
    if (predicate !== null) return predicate;
    const keywords = KEYWORDS[this.src[this.pos] ?? ''];
    if (keywords === undefined) return null;
    const after = this.pos + 1;
    const found = keywords.find(([rest]) => this.src.startsWith(rest, after));
    if (found === undefined) return null;
    this.pos = after + found[0].length;
    const op = found[1];
    switch (op) {
      case Opcode.BINDVAR:
        return this.bindvar();
      case Opcode.CTXVAR:
        return this.ctxvar();
      case Opcode.EVAL:
        return this.evalTag();
      case Opcode.IF:
        return this.ifTag();
      case Opcode.INCLUDE:
        return this.include();
      case Opcode.INJECT:
        return this.inject();
      case Opcode.MACRO:
        return this.macro();
      case Opcode.OR_PREDICATE:
        return this.predicate(Opcode.OR_PREDICATE);
      case Opcode.REPEATED:
      case Opcode.SECTION:
        return this.section(op);
      default:
        return this.complete() ? (op as Code) : null;
    }
  }

  private variable(): TagResult {
    const variables = this.references();
    if (variables === null) return null;
    const formatters = this.formatters();
    if (!this.complete() || !this.checkFormatters(formatters)) return null;
    return [Opcode.VARIABLE, variables, formatters ?? 0];
  }

  private bindvar(): TagResult {
    if (!this.space()) return null;
    const name = this.match(RE.definition);
    if (name === null) return null;
    this.consume();
    if (!this.space()) return null;
    const variables = this.references();
    if (variables === null) return null;
    const formatters = this.formatters();
    if (!this.complete() || !this.checkFormatters(formatters)) return null;
    return [Opcode.BINDVAR, name, variables, formatters ?? 0];
  }

  private ctxvar(): TagResult {
    if (!this.space()) return null;
    const name = this.match(RE.definition);
    if (name === null) return null;
    this.consume();
    if (!this.space()) return null;
    const bindings: Binding[] = [];
    let at = this.pos;
    for (;;) {
      const key = this.match(RE.word, at);
      if (key === null) break;
      at = this.matchEnd;
      if (this.src[at++] !== '=') break;
      const ref = this.match(RE.reference, at);
      if (ref === null) break;
      bindings.push([key, splitVariable(ref)]);
      at = this.matchEnd;
      if (this.match(RE.whitespace, at) !== null) at = this.matchEnd;
    }
    if (bindings.length === 0) return null;
    // Like the reference, the tag ends where the last successful match ended, so a trailing
    // word without '=' is tolerated.
    this.pos = this.matchEnd;
    return this.complete() ? [Opcode.CTXVAR, name, bindings] : null;
  }

  private evalTag(): TagResult {
    if (!this.whitespace()) return null;
    return [Opcode.EVAL, this.src.substring(this.pos, this.end)];
  }

  private ifTag(): TagResult {
    if (!this.whitespace()) return null;
    const predicate = this.predicate(Opcode.PREDICATE);
    if (predicate !== null) return predicate;
    const operators: (0 | 1)[] = [];
    const variables: Reference[] = [];
    let at = this.pos;
    let haveOperator = false;
    for (;;) {
      const ref = this.match(RE.reference, at);
      if (ref === null) {
        if (haveOperator) return null;
        break;
      }
      variables.push(splitVariable(ref));
      at = this.matchEnd;
      if (this.match(RE.whitespace, at) !== null) at = this.matchEnd;
      const op = this.match(RE.operator, at);
      if (op === null) break;
      operators.push(op === '&&' ? 1 : 0);
      haveOperator = true;
      at = this.matchEnd;
      if (this.match(RE.whitespace, at) !== null) at = this.matchEnd;
    }
    this.pos = at;
    return this.complete() ? [Opcode.IF, operators, variables, [], 0] : null;
  }

  private include(): TagResult {
    if (this.src[this.pos] !== ' ') return null;
    const args = this.arguments();
    if (args === null || args[0].length < 1) return null;
    const name = args[0][0]!;
    return [Opcode.INCLUDE, name, [args[0].slice(1), args[1]]];
  }

  private inject(): TagResult {
    if (!this.space()) return null;
    const name = this.match(RE.definition);
    if (name === null) return null;
    this.consume();
    if (!this.space()) return null;
    const path = this.match(RE.filePath);
    if (path === null) return null;
    this.consume();
    const args = this.arguments();
    return [Opcode.INJECT, name, path, args ?? 0];
  }

  private macro(): TagResult {
    if (!this.space()) return null;
    const name = this.match(RE.filePath);
    if (name === null) return null;
    this.consume();
    return this.complete() ? [Opcode.MACRO, name, []] : null;
  }

  private predicate(op: typeof Opcode.PREDICATE | typeof Opcode.OR_PREDICATE): TagResult {
    const start = this.pos;
    let name: string | null = null;
    let args: Arguments | null = null;
    const spaced = op === Opcode.OR_PREDICATE && this.space();
    if (op === Opcode.PREDICATE || spaced) {
      name = this.match(RE.predicate);
      if (name === null) {
        this.pos = start;
        return null;
      }
      if (!this.sink.hasPredicate(name)) this.sink.error(`SyntaxError: Predicate '${name}' is unknown`);
      this.consume();
      args = this.arguments();
    }
    if (!this.complete()) {
      this.pos = start;
      return null;
    }
    return op === Opcode.PREDICATE
      ? [Opcode.PREDICATE, name ?? 0, args ?? 0, [], 0]
      : [Opcode.OR_PREDICATE, name ?? 0, args ?? 0, [], 0];
  }

  private section(op: typeof Opcode.SECTION | typeof Opcode.REPEATED): TagResult {
    if (!this.whitespace()) return null;
    const ref = this.match(RE.reference);
    if (ref === null) return null;
    this.consume();
    if (!this.complete()) return null;
    const variable = splitVariable(ref);
    return op === Opcode.SECTION
      ? [Opcode.SECTION, variable, [], Opcode.END]
      : [Opcode.REPEATED, variable, [], Opcode.END, []];
  }

  /** Arguments: the first character is the delimiter, the rest split on it. */
  private arguments(): Arguments | null {
    const raw = this.match(RE.instructionArgs);
    if (raw === null) return null;
    this.consume();
    const delimiter = raw[0]!;
    const args = raw.slice(1).split(delimiter);
    return args.length === 1 && args[0] === '' ? [[], delimiter] : [args, delimiter];
  }

  private references(): Reference[] | null {
    let at = this.pos;
    const result: Reference[] = [];
    for (;;) {
      const raw = this.match(RE.reference, at);
      if (raw === null) {
        if (at !== this.pos) return null;
        break;
      }
      result.push(splitVariable(raw));
      at = this.matchEnd;
      if (this.match(RE.separator, at) === null) break;
      at = this.matchEnd;
    }
    if (result.length === 0) return null;
    this.pos = at;
    return result;
  }

  private formatters(): FormatterCall[] | null {
    let at = this.pos;
    if (this.src[at++] !== '|' || this.src[at] === '|') return null;
    let result: FormatterCall[] | null = null;
    let haveSeparator = false;
    for (;;) {
      const name = this.match(RE.word, at);
      if (name === null) {
        if (haveSeparator) return null;
        break;
      }
      result ??= [];
      at = this.matchEnd;
      const raw = this.match(RE.formatterArgs, at);
      if (raw !== null) {
        const delimiter = raw[0]!;
        result.push([name, [raw.slice(1).split(delimiter), delimiter]]);
        at = this.matchEnd;
      } else {
        result.push([name]);
      }
      if (this.src[at++] !== '|') {
        at--;
        break;
      }
      haveSeparator = true;
    }
    this.pos = at;
    return result;
  }

  private checkFormatters(formatters: FormatterCall[] | null): boolean {
    if (formatters === null) return true;
    for (const call of formatters) {
      if (!this.sink.hasFormatter(call[0])) {
        this.sink.error(`SyntaxError: Formatter '${call[0]}' is unknown`);
        return false;
      }
    }
    return true;
  }
}
