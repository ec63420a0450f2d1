/**
 * Turns template source into the instruction tree: a scan for `{...}` tags, then an assembler
 * that nests blocks (`.section`, `.repeated section`, predicates, `.if`, `.macro`) the way the
 * reference engine does, quirks included, so that the same source yields the same tree.
 */
import { MESSAGES, templateError, type ErrorKind, type TemplateError } from './errors';
import {
  Opcode,
  nameOfOpcode,
  opcodeOf,
  TEMPLATE_VERSION,
  type Code,
  type RootCode,
} from './instructions';
import type { FormatterTable, PredicateTable } from './plugin';
import { TagScanner, type TagSink } from './tag-scanner';

export interface CompileResult {
  template: RootCode;
  errors: TemplateError[];
}

/** Where each instruction of a compiled template came from, for error positions at render time. */
export const SOURCE_POSITIONS = new WeakMap<object, { line: number; column: number }>();

type BlockCode = Exclude<Code, number | string> & unknown[];

/** Compiles source to an instruction tree; unknown plugins are checked against the given tables. */
export function compileTemplate(source: string, formatters: FormatterTable, predicates: PredicateTable): CompileResult {
  return new Assembler(source, formatters, predicates).run();
}

const hasOwn = Object.prototype.hasOwnProperty;

class Assembler implements TagSink {
  private readonly errors: TemplateError[] = [];
  // The root's alternate becomes EOF when the input ends at the top level, as in the reference.
  private readonly root: RootCode = [Opcode.ROOT, TEMPLATE_VERSION, [], Opcode.END as unknown as typeof Opcode.EOF];
  /** Open blocks, innermost last; `current` is not on it. */
  private readonly stack: BlockCode[] = [];
  private current: BlockCode = this.root as BlockCode;
  /** True after `.alternates with` in the current repeated section. */
  private inAlternates = false;
  private done = false;
  private reportedAfterEof = false;
  private final = false;
  private tagOffset = 0;
  private lineStarts: number[] | null = null;

  constructor(
    private readonly source: string,
    private readonly formatters: FormatterTable,
    private readonly predicates: PredicateTable,
  ) {}

  hasFormatter(name: string): boolean {
    return hasOwn.call(this.formatters, name);
  }

  hasPredicate(name: string): boolean {
    return hasOwn.call(this.predicates, name);
  }

  error(message: string, kind: ErrorKind = 'parser', offset = this.tagOffset): void {
    const { line, column } = this.position(offset);
    this.errors.push(templateError(kind, message, line, column));
  }

  run(): CompileResult {
    const src = this.source;
    const scanner = new TagScanner(this);
    const len = src.length;
    let idx = 0;
    outer: for (;;) {
      let start = src.indexOf('{', idx);
      if (start === -1) break;
      if (src[start + 1] === '#' && src[start + 2] === '#') {
        this.text(idx, start);
        const end = src.indexOf('##}', start + 3);
        this.tagOffset = start;
        this.accept([Opcode.COMMENT, src.substring(start + 3, end === -1 ? len : end), 1]);
        if (end === -1) {
          idx = len;
          break;
        }
        idx = end + 3;
        continue;
      }
      for (let i = start + 1; i < len; i++) {
        const ch = src.charCodeAt(i);
        if (ch === 123 /* { */) {
          start = i;
        } else if (ch === 125 /* } */) {
          this.text(idx, start);
          this.tagOffset = start;
          const inst = scanner.scan(src, start + 1, i);
          if (inst === null) this.text(start, i + 1);
          else this.accept(inst);
          idx = i + 1;
          continue outer;
        }
      }
      break;
    }
    this.text(idx, len);
    this.tagOffset = len;
    this.final = true;
    this.accept(Opcode.EOF);
    return { template: this.root, errors: this.errors };
  }

  private text(start: number, end: number): void {
    if (start < end) this.accept([Opcode.TEXT, this.source.substring(start, end)]);
  }

  private accept(inst: Code): void {
    if (this.done) {
      // Only a literal `{.eof}` can end the input early; what follows it is dropped.
      if (!this.final && !this.reportedAfterEof) {
        this.reportedAfterEof = true;
        this.error(`SyntaxError: ${nameOfOpcode(opcodeOf(inst))} Attempt to transition from the EOF state.`, 'assembler');
      }
      return;
    }
    const op = opcodeOf(inst);
    if (typeof inst === 'object' && inst !== null && op !== Opcode.TEXT) {
      SOURCE_POSITIONS.set(inst, this.position(this.tagOffset));
    }
    switch (op) {
      case Opcode.IF:
      case Opcode.MACRO:
      case Opcode.PREDICATE:
      case Opcode.REPEATED:
      case Opcode.SECTION:
      case Opcode.STRUCT:
        this.addConsequent(inst);
        this.stack.push(this.current);
        this.current = inst as BlockCode;
        this.inAlternates = false;
        return;
      default:
        this.acceptFlat(op, inst);
    }
  }

  private acceptFlat(op: number, inst: Code): void {
    const currentOp = this.current[0] as number;
    const isRoot = currentOp === Opcode.ROOT;
    const isPlainBlock = currentOp === Opcode.MACRO || currentOp === Opcode.STRUCT;
    switch (op) {
      case Opcode.EOF:
        if (isRoot) {
          this.root[3] = Opcode.EOF;
          this.done = true;
          return;
        }
        if (!this.final) return this.error(MESSAGES.eofInBlock(nameOfOpcode(currentOp)), 'assembler');
        this.reportUnclosed();
        this.done = true;
        return;
      case Opcode.END:
        if (isRoot) return this.error(MESSAGES.notAllowedAtRoot(nameOfOpcode(op)), 'assembler');
        if (!isPlainBlock) this.setAlternate(Opcode.END);
        return this.pop();
      case Opcode.ALTERNATES_WITH:
        if (isRoot) return this.error(MESSAGES.notAllowedAtRoot(nameOfOpcode(op)), 'assembler');
        if (currentOp === Opcode.REPEATED && !this.inAlternates) {
          this.inAlternates = true;
          return;
        }
        return this.error(MESSAGES.notAllowedInBlock(nameOfOpcode(op), nameOfOpcode(currentOp)), 'assembler');
      case Opcode.OR_PREDICATE:
        if (isRoot) return this.error(MESSAGES.notAllowedAtRoot(nameOfOpcode(op)), 'assembler');
        if (isPlainBlock) {
          return this.error(MESSAGES.notAllowedInBlock(nameOfOpcode(op), nameOfOpcode(currentOp)), 'assembler');
        }
        if (currentOp === Opcode.OR_PREDICATE && this.current[1] === 0) {
          // A bare `.or` already catches everything; a later branch could never run.
          return this.error(MESSAGES.deadCode(nameOfOpcode(op)), 'assembler');
        }
        this.setAlternate(inst);
        this.current = inst as BlockCode;
        this.inAlternates = false;
        return;
      default:
        if (this.inAlternates) (this.current[4] as Code[]).push(inst);
        else this.addConsequent(inst);
    }
  }

  private addConsequent(inst: Code): void {
    const block = this.current;
    switch (block[0] as number) {
      case Opcode.ROOT:
      case Opcode.SECTION:
      case Opcode.REPEATED:
      case Opcode.MACRO:
      case Opcode.STRUCT:
        (block[2] as Code[]).push(inst);
        return;
      default:
        // PREDICATE, OR_PREDICATE, IF keep their consequent in slot 3
        (block[3] as Code[]).push(inst);
    }
  }

  private setAlternate(inst: Code): void {
    const block = this.current;
    switch (block[0] as number) {
      case Opcode.SECTION:
      case Opcode.REPEATED:
        block[3] = inst;
        return;
      default:
        block[4] = inst;
    }
  }

  private pop(): void {
    const parent = this.stack.pop();
    if (parent !== undefined) this.current = parent;
    this.inAlternates = false;
  }

  private reportUnclosed(): void {
    const open = [this.current, ...this.stack.slice(1).reverse()];
    for (const block of open) {
      const pos = SOURCE_POSITIONS.get(block) ?? { line: 0, column: 0 };
      this.errors.push(templateError('assembler', MESSAGES.eofInBlock(nameOfOpcode(block[0] as number)), pos.line, pos.column));
    }
  }

  private position(offset: number): { line: number; column: number } {
    if (this.lineStarts === null) {
      this.lineStarts = [0];
      const src = this.source;
      for (let i = src.indexOf('\n'); i !== -1; i = src.indexOf('\n', i + 1)) this.lineStarts.push(i + 1);
    }
    const starts = this.lineStarts;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - starts[lo]! + 1 };
  }
}
