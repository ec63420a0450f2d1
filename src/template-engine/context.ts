/**
 * The state of one render: the scope stack, the output buffer, errors and the work budget.
 * It is also the RenderContext that plugins see.
 */
import type { CLDR } from '@phensley/cldr-core';
import { MESSAGES, templateError, type TemplateError } from './errors';
import { Opcode, type Code, type RootCode } from './instructions';
import type { ExecuteOptions, FormatterTable, PredicateTable, RenderContext } from './plugin';
import { lookupStack, resolveName, type ReferenceReader } from './references';
import { getChild, type PathSegment } from './values';
import type { ExprLimits } from './expr';

/** Bounds on one render. Templates are untrusted: every render ends, and ends small. */
export interface RenderLimits {
  /** Instructions executed before the render is stopped. */
  maxInstructions: number;
  /** Characters in any output buffer before the render is stopped. */
  maxOutputLength: number;
  /** Nesting of partials, `apply` and `.include` (the spec's limit is 16). */
  maxPartialDepth: number;
  /** Limits of `.eval` expressions. */
  expr: ExprLimits;
}

/** Thrown inside the engine to end a runaway render; never escapes `render`. */
export class RenderAbort extends Error {}

/** A compiled template plus the plugin tables it runs with, as the engine needs it. */
export interface Linker {
  /** Runs the instructions of a root or macro in the given context. */
  run(code: Code, ctx: Context): void;
  /** Compiles a partial's source with the render's plugin tables. */
  compile(source: string): { template: RootCode; errors: TemplateError[] };
}

/** One scope: the value sections and iterations push, plus its @variables and macros. */
export class Frame {
  index = -1;
  stop = false;
  vars: Map<string, unknown> | null = null;
  macros: Map<string, Code> | null = null;

  constructor(
    readonly value: unknown,
    readonly parent: Frame | null,
  ) {}
}

export interface ContextOptions {
  partials: Record<string, string | RootCode> | undefined;
  injects: Record<string, unknown> | undefined;
  /**
   * The CLDR instance for `locale`, asked for on first use: loading a locale's data takes
   * longer than many renders, and most templates never format a date, number or message.
   */
  cldr: (locale: string) => CLDR | undefined;
  locale: string;
  now: number | undefined;
  enableExpr: boolean;
  enableInclude: boolean;
  limits: RenderLimits;
  formatters: FormatterTable;
  predicates: PredicateTable;
}

const hasOwn = Object.prototype.hasOwnProperty;
const EMPTY_TEMPLATE: RootCode = [Opcode.ROOT, 1, [], Opcode.EOF];

export class Context implements RenderContext {
  buf = '';
  frame: Frame;
  budget: number;
  readonly errors: TemplateError[] = [];
  private scratch: Map<unknown, unknown> | null = null;
  private cldrLoaded = false;
  private cldrValue: CLDR | undefined = undefined;
  readonly locale: string;
  readonly now: number | undefined;
  readonly enableExpr: boolean;
  readonly enableInclude: boolean;
  readonly limits: RenderLimits;
  readonly formatters: FormatterTable;
  readonly predicates: PredicateTable;
  /** Position of the instruction running now, for error records. */
  line = 0;
  column = 0;
  private partialDepth = 0;
  private parsedPartials: Map<string, Code> | null = null;

  constructor(
    data: unknown,
    private readonly options: ContextOptions,
    private readonly linker: Linker,
  ) {
    this.frame = new Frame(data, null);
    this.locale = options.locale;
    this.now = options.now;
    this.enableExpr = options.enableExpr;
    this.enableInclude = options.enableInclude;
    this.limits = options.limits;
    this.budget = options.limits.maxInstructions;
    this.maxOutput = options.limits.maxOutputLength;
    this.formatters = options.formatters;
    this.predicates = options.predicates;
  }

  get cldr(): CLDR | undefined {
    if (!this.cldrLoaded) {
      this.cldrValue = this.options.cldr(this.locale);
      this.cldrLoaded = true;
    }
    return this.cldrValue;
  }

  /** Created on first use: most renders never need it. */
  get cache(): Map<unknown, unknown> {
    return (this.scratch ??= new Map());
  }

  node(): unknown {
    return this.frame.value;
  }

  push(value: unknown): Frame {
    const frame = new Frame(value, this.frame);
    this.frame = frame;
    return frame;
  }

  pop(): void {
    if (this.frame.parent !== null) this.frame = this.frame.parent;
  }

  error(message: string): void {
    this.errors.push(templateError('engine', message, this.line, this.column));
  }

  /** Output cap, copied out of `limits` for the hot path. */
  readonly maxOutput: number;

  /** Stops the render: its instruction budget is spent (callers decrement `budget` inline). */
  overBudget(): never {
    this.budget = 0;
    this.error(MESSAGES.instructionBudget(this.limits.maxInstructions));
    throw new RenderAbort();
  }

  checkOutput(): void {
    if (this.buf.length > this.limits.maxOutputLength) {
      this.buf = this.buf.slice(0, this.limits.maxOutputLength);
      this.error(MESSAGES.outputLimit(this.limits.maxOutputLength));
      throw new RenderAbort();
    }
  }

  resolve(ref: readonly PathSegment[]): unknown {
    return this.resolveIn(ref, this.frame);
  }

  resolveFromParent(ref: readonly PathSegment[]): unknown {
    return this.resolveIn(ref, this.frame.parent ?? this.frame);
  }

  read(reader: ReferenceReader): unknown {
    return reader(this.frame);
  }

  lookup(name: PathSegment): unknown {
    return this.lookupStack(name, this.frame);
  }

  /**
   * Resolves a reference starting at `start`. The first name walks up the scopes unless
   * `currentOnly` (how sections resolve) or it is `@`.
   */
  resolveIn(ref: readonly PathSegment[], start: Frame, currentOnly = false): unknown {
    const len = ref.length;
    if (len === 0) return undefined;
    const first = ref[0]!;
    let value = currentOnly || first === '@' ? resolveName(first, start) : lookupStack(first, start);
    for (let i = 1; i < len; i++) {
      if (value === undefined || value === null) return undefined;
      value = getChild(value, ref[i]!);
    }
    return value;
  }

  lookupStack(name: PathSegment, start: Frame): unknown {
    return lookupStack(name, start);
  }

  setVar(name: string, value: unknown): void {
    (this.frame.vars ??= new Map()).set(name, value);
  }

  setMacro(name: string, code: Code): void {
    (this.frame.macros ??= new Map()).set(name, code);
  }

  getInjectable(path: string): unknown {
    const injects = this.options.injects;
    if (injects === undefined || !hasOwn.call(injects, path)) return undefined;
    const value = injects[path];
    // The reference treats any falsy injectable as absent.
    return value ? value : undefined;
  }

  getPartial(name: string): Code | null {
    for (let frame: Frame | null = this.frame; frame !== null; frame = frame.parent) {
      const macro = frame.macros?.get(name);
      if (macro !== undefined) return macro;
    }
    const cached = this.parsedPartials?.get(name);
    if (cached !== undefined) return cached;
    const partials = this.options.partials;
    if (partials === undefined || !hasOwn.call(partials, name)) return null;
    const raw = partials[name];
    let code: Code | null = null;
    if (typeof raw === 'string') {
      const { template, errors } = this.linker.compile(raw);
      if (errors.length > 0) {
        for (const e of errors) this.error(MESSAGES.partialParseFail(name, e.message));
        code = EMPTY_TEMPLATE;
      } else {
        code = template;
      }
    } else if (Array.isArray(raw)) {
      code = raw;
    }
    if (code !== null) (this.parsedPartials ??= new Map()).set(name, code);
    return code;
  }

  enterPartial(name: string): boolean {
    this.partialDepth++;
    if (this.partialDepth > this.limits.maxPartialDepth) {
      this.error(MESSAGES.partialRecursion(name, this.limits.maxPartialDepth));
      return false;
    }
    return true;
  }

  exitPartial(_name: string): void {
    this.partialDepth--;
  }

  execute(template: Code | string, value: unknown, options: ExecuteOptions = {}): string {
    const code = typeof template === 'string' ? this.linker.compile(template).template : template;
    const saved = this.buf;
    const outer = this.frame;
    this.buf = '';
    const frame = this.push(value);
    frame.stop = options.isolated === true;
    if (options.args !== undefined) this.setVar('@args', options.args);
    try {
      this.linker.run(code, this);
      return this.buf;
    } finally {
      // Restores the scope even if something inside failed between a push and its pop.
      this.frame = outer;
      this.buf = saved;
    }
  }
}
