/**
 * Executes instruction trees. Each tree is linked once into a tree of closures (per set of
 * plugin tables) and cached, so a render walks no JSON, looks up no plugin by name and
 * allocates little. Linking never generates code: it runs unchanged in a browser.
 */
import { RenderAbort } from './context';
import { MESSAGES } from './errors';
import { evaluateExpression, parseExpression, debugExpression, type CompiledExpression } from './expr';
import {
  Opcode,
  nameOfOpcode,
  type Arguments,
  type Code,
  type FormatterCall,
  type Reference,
} from './instructions';
import type { FormatterTable, Predicate, PredicateTable, Variable } from './plugin';
import { SOURCE_POSITIONS } from './compiler';
import { compileReference, type ReferenceReader } from './references';
import { emitText, isTruthy } from './values';
import { outputRun, literalText, isComment, canFail, readAll, applyChain, applyOne, errorName, errorMessage, type OutputPart, type ChainLink, type Exec } from './exec-parts';

export type { Exec } from './exec-parts';

const NOTHING: Exec = () => {};

interface Position {
  line: number;
  column: number;
}
/** For trees that carry no source positions: the closures leave the last position as it is. */
const NO_POSITION: Position = { line: -1, column: -1 };
const hasOwn = Object.prototype.hasOwnProperty;

interface LinkCacheEntry {
  formatters: FormatterTable;
  predicates: PredicateTable;
  exec: Exec;
}

const LINK_CACHE = new WeakMap<object, LinkCacheEntry[]>();
/**
 * The most recent link of a tree is also kept on the tree itself, under a symbol: invisible to
 * JSON, and a property read is much cheaper than a WeakMap probe on every partial call.
 */
const LAST_LINK = Symbol('linked');
type Linkable = { [LAST_LINK]?: LinkCacheEntry };

/** The closure for a root or macro's body, linked against the given tables (cached). */
export function linkTemplate(code: Code, formatters: FormatterTable, predicates: PredicateTable): Exec {
  if (typeof code !== 'object' || code === null) return NOTHING;
  const last = (code as Linkable)[LAST_LINK];
  if (last !== undefined && last.formatters === formatters && last.predicates === predicates) return last.exec;
  let entries = LINK_CACHE.get(code);
  if (entries !== undefined) {
    for (let i = 0; i < entries.length; i++) {
      const e = entries[i]!;
      if (e.formatters === formatters && e.predicates === predicates) return e.exec;
    }
  }
  const linker = new InstructionLinker(formatters, predicates);
  const body = code[0] === Opcode.MACRO ? (code[2] as Code[]) : code[0] === Opcode.ROOT ? (code[2] as Code[]) : [code];
  const exec = linker.block(body);
  if (entries === undefined) LINK_CACHE.set(code, (entries = []));
  const entry = { formatters, predicates, exec };
  entries.push(entry);
  if (Object.isExtensible(code)) Object.defineProperty(code, LAST_LINK, { value: entry, writable: true, configurable: true });
  return exec;
}

class InstructionLinker {
  constructor(
    private readonly formatters: FormatterTable,
    private readonly predicates: PredicateTable,
  ) {}

  block(codes: Code[] | undefined): Exec {
    if (!Array.isArray(codes) || codes.length === 0) return NOTHING;
    const execs: Exec[] = [];
    // Runs of output-only instructions (text, `.space`, plain `{name}` variables, with comments
    // between) become one closure: most of a page is such runs.
    let run: OutputPart[] = [];
    const flush = () => {
      if (run.length > 0) execs.push(outputRun(run));
      run = [];
    };
    for (const code of codes) {
      const text = literalText(code);
      if (text !== null) {
        if (typeof run[run.length - 1] === 'string') run[run.length - 1] += text;
        else run.push(text);
        continue;
      }
      if (isComment(code)) continue;
      const reader = this.plainVariable(code);
      if (reader !== null) {
        run.push(reader);
        continue;
      }
      flush();
      const exec = this.one(code);
      if (exec !== NOTHING) execs.push(exec);
    }
    flush();
    // Every block charges the budget for its instructions and checks the output cap once.
    const n = codes.length;
    if (execs.length === 0) {
      return (ctx) => {
        if ((ctx.budget -= n) < 0) ctx.overBudget();
      };
    }
    if (execs.length === 1) {
      const only = execs[0]!;
      return (ctx) => {
        if ((ctx.budget -= n) < 0) ctx.overBudget();
        only(ctx);
        if (ctx.buf.length > ctx.maxOutput) ctx.checkOutput();
      };
    }
    if (execs.length === 2) {
      const [first, second] = execs as [Exec, Exec];
      return (ctx) => {
        if ((ctx.budget -= n) < 0) ctx.overBudget();
        first(ctx);
        second(ctx);
        if (ctx.buf.length > ctx.maxOutput) ctx.checkOutput();
      };
    }
    return (ctx) => {
      if ((ctx.budget -= n) < 0) ctx.overBudget();
      for (let i = 0; i < execs.length; i++) execs[i]!(ctx);
      if (ctx.buf.length > ctx.maxOutput) ctx.checkOutput();
    };
  }

  one(code: Code | undefined): Exec {
    if (code === undefined || code === null) return NOTHING;
    if (typeof code === 'number') return this.bare(code);
    // Only instructions that can record an error need to say where they are; they set the
    // position themselves (a line of -1: the tree carries no positions, leave it as it is).
    const pos = canFail(code) ? SOURCE_POSITIONS.get(code) : undefined;
    return this.instruction(code, pos ?? NO_POSITION);
  }

  /** The reader of a `{name}` variable without formatters (that can never fail), else null. */
  private plainVariable(code: Code): ReferenceReader | null {
    if (!Array.isArray(code) || code[0] !== Opcode.VARIABLE || code[1].length === 0) return null;
    if (this.chain(code[2]).length > 0) return null;
    return compileReference(code[1][0]!);
  }

  private bare(op: number): Exec {
    switch (op) {
      case Opcode.META_LEFT:
        return (ctx) => void (ctx.buf += '{');
      case Opcode.META_RIGHT:
        return (ctx) => void (ctx.buf += '}');
      case Opcode.NEWLINE:
        return (ctx) => void (ctx.buf += '\n');
      case Opcode.SPACE:
        return (ctx) => void (ctx.buf += ' ');
      case Opcode.TAB:
        return (ctx) => void (ctx.buf += '\t');
      default:
        return NOTHING;
    }
  }

  private instruction(code: Exclude<Code, number>, at: Position): Exec {
    switch (code[0]) {
      case Opcode.TEXT: {
        const text = code[1];
        return (ctx) => void (ctx.buf += text);
      }
      case Opcode.VARIABLE:
        return this.variable(code[1], code[2], at);
      case Opcode.SECTION:
        return this.section(code[1], this.block(code[2]), this.one(code[3]));
      case Opcode.REPEATED:
        return this.repeated(code[1], this.block(code[2]), this.one(code[3]), this.block(code[4]));
      case Opcode.PREDICATE:
      case Opcode.OR_PREDICATE:
        return this.predicate(code[1], code[2], this.block(code[3]), this.one(code[4]), at);
      case Opcode.BINDVAR:
        return this.bindvar(code[1], code[2], code[3], at);
      case Opcode.IF:
        return this.ifBlock(code[1], code[2], this.block(code[3]), this.one(code[4]));
      case Opcode.INJECT: {
        const [, name, path] = code;
        return (ctx) => ctx.setVar(name, ctx.getInjectable(path));
      }
      case Opcode.MACRO: {
        const name = code[1];
        return (ctx) => ctx.setMacro(name, code);
      }
      case Opcode.ROOT:
        return this.block(code[2]);
      case Opcode.STRUCT:
        return this.block(code[2]);
      case Opcode.CTXVAR:
        return this.ctxvar(code[1], code[2]);
      case Opcode.EVAL:
        return this.evalExpr(code[1], at);
      case Opcode.INCLUDE:
        return this.include(code[1], code[2], at);
      default:
        return NOTHING;
    }
  }

  private chain(calls: FormatterCall[] | 0): ChainLink[] {
    if (!Array.isArray(calls)) return [];
    const out: ChainLink[] = [];
    for (const call of calls) {
      const name = call[0];
      if (!hasOwn.call(this.formatters, name)) continue;
      const fn = this.formatters[name]!;
      const args = call.length === 1 ? [] : (call[1] as Arguments)[0];
      out.push({ fn, args, prepared: fn.prepare?.(args) });
    }
    return out;
  }

  private variable(refs: Reference[], calls: FormatterCall[] | 0, { line, column }: Position): Exec {
    const chain = this.chain(calls);
    const readers = refs.map((ref) => compileReference(ref));
    if (chain.length === 0 && readers.length >= 1) {
      const read = readers[0]!;
      return atPosition((ctx) => void (ctx.buf += emitText(read(ctx.frame))), line, column);
    }
    if (chain.length === 1 && readers.length === 1) {
      // The common `{name|formatter ...}`: no arrays to walk.
      const read = readers[0]!;
      const { fn, args, prepared } = chain[0]!;
      return (ctx) => {
        if (line !== -1) {
          ctx.line = line;
          ctx.column = column;
        }
        const v: Variable = { value: read(ctx.frame) };
        ctx.push(v.value);
        const ok = applyOne(fn, args, prepared, [v], ctx);
        ctx.pop();
        if (ok) ctx.buf += emitText(v.value);
      };
    }
    return (ctx) => {
      if (line !== -1) {
        ctx.line = line;
        ctx.column = column;
      }
      const vars = readAll(readers, ctx);
      ctx.push(vars[0]!.value);
      const ok = applyChain(chain, vars, ctx);
      ctx.pop();
      if (ok) ctx.buf += emitText(vars[0]!.value);
    };
  }

  private section(ref: Reference, consequent: Exec, alternate: Exec): Exec {
    // Sections look their first name up in the current scope only, as the reference does.
    const read = compileReference(ref, true);
    return (ctx) => {
      ctx.push(read(ctx.frame));
      // No try/finally: a failure either is caught where it happens (plugins) or ends the
      // render, and the places that resume after one (execute, include) restore the scope.
      if (isTruthy(ctx.frame.value)) consequent(ctx);
      else alternate(ctx);
      ctx.pop();
    };
  }

  private repeated(ref: Reference, consequent: Exec, alternate: Exec, alternatesWith: Exec): Exec {
    const read = compileReference(ref, true);
    return (ctx) => {
      const list = read(ctx.frame);
      if (!Array.isArray(list) || list.length === 0) {
        alternate(ctx);
        return;
      }
      const frame = ctx.push(list);
      const last = list.length - 1;
      for (let i = 0; i <= last; i++) {
        frame.index = i;
        ctx.push(list[i]);
        consequent(ctx);
        if (i < last && alternatesWith !== NOTHING) alternatesWith(ctx);
        ctx.frame = frame;
      }
      ctx.pop();
    };
  }

  private predicate(name: string | 0, rawArgs: Arguments | 0, consequent: Exec, alternate: Exec, { line, column }: Position): Exec {
    if (name === 0) return atPosition(consequent, line, column);
    const fn: Predicate | undefined = hasOwn.call(this.predicates, name) ? this.predicates[name] : undefined;
    const args = rawArgs === 0 ? [] : rawArgs[0];
    const prepared = fn?.prepare?.(args);
    return (ctx) => {
      if (line !== -1) {
        ctx.line = line;
        ctx.column = column;
      }
      let result = false;
      if (fn !== undefined) {
        try {
          result = fn(args, ctx, prepared);
        } catch (e) {
          if (e instanceof RenderAbort) throw e;
          ctx.error(MESSAGES.unexpectedError(errorName(e), nameOfOpcode(Opcode.PREDICATE), errorMessage(e)));
          return;
        }
      }
      if (result) consequent(ctx);
      else alternate(ctx);
    };
  }

  private bindvar(name: string, refs: Reference[], calls: FormatterCall[] | 0, { line, column }: Position): Exec {
    const chain = this.chain(calls);
    const readers = refs.map((ref) => compileReference(ref));
    return (ctx) => {
      if (line !== -1) {
        ctx.line = line;
        ctx.column = column;
      }
      const vars = readAll(readers, ctx);
      if (applyChain(chain, vars, ctx)) ctx.setVar(name, vars[0]!.value);
    };
  }

  private ifBlock(operators: (0 | 1)[], refs: Reference[], consequent: Exec, alternate: Exec): Exec {
    // An `.if` without operands is malformed; like the reference, run neither branch.
    if (refs.length === 0) return NOTHING;
    const readers = refs.map((ref) => compileReference(ref));
    if (readers.length === 1) {
      const read = readers[0]!;
      return (ctx) => {
        if (isTruthy(read(ctx.frame))) consequent(ctx);
        else alternate(ctx);
      };
    }
    return (ctx) => {
      let result = isTruthy(readers[0]!(ctx.frame));
      for (let i = 1; i < readers.length; i++) {
        const value = isTruthy(readers[i]!(ctx.frame));
        const and = operators[i - 1] === 1;
        result = and ? result && value : result || value;
        if (and ? !result : result) break;
      }
      if (result) consequent(ctx);
      else alternate(ctx);
    };
  }

  private ctxvar(name: string, bindings: [string, Reference][]): Exec {
    return (ctx) => {
      const obj: Record<string, unknown> = {};
      for (const [key, ref] of bindings) {
        const value = ctx.resolve(ref);
        // A missing value binds as null, as in the reference.
        Object.defineProperty(obj, key, { value: value === undefined ? null : value, enumerable: true, writable: true, configurable: true });
      }
      ctx.setVar(name, obj);
    };
  }

  private evalExpr(rawSource: string, { line, column }: Position): Exec {
    const debug = rawSource.startsWith('#');
    const source = debug ? rawSource.slice(1) : rawSource;
    let parsed: { expr: CompiledExpression; errors: string[] } | null = null;
    return (ctx) => {
      if (line !== -1) {
        ctx.line = line;
        ctx.column = column;
      }
      if (!ctx.enableExpr) return;
      parsed ??= parseExpression(source, ctx.limits.expr);
      // A malformed expression is reported once per render, not once per loop iteration.
      if (parsed.errors.length > 0 && !ctx.cache.has(parsed)) {
        ctx.cache.set(parsed, true);
        for (const e of parsed.errors) ctx.error(MESSAGES.expressionParse(source, e));
      }
      if (debug) ctx.buf += `EVAL=[${debugExpression(parsed.expr)}]`;
      if (parsed.errors.length > 0) return;
      const assigned = new Map<string, unknown>();
      const frame = ctx.push(ctx.frame.value);
      frame.vars = assigned;
      let result: { value: unknown; errors: string[] };
      try {
        result = evaluateExpression(parsed.expr, { resolve: (ref) => ctx.resolve(ref), setVar: (n, v) => void assigned.set(n, v) }, ctx.limits.expr);
      } finally {
        ctx.pop();
      }
      if (result.errors.length > 0) {
        for (const e of result.errors) ctx.error(MESSAGES.expressionReduce(source, e));
        return;
      }
      for (const [k, v] of assigned) ctx.setVar(k, v);
      if (result.value !== undefined) {
        if (debug) ctx.buf += ' -> ';
        ctx.buf += emitText(result.value);
      }
    };
  }

  private include(name: string, rawArgs: Arguments | 0, { line, column }: Position): Exec {
    const output = Array.isArray(rawArgs) && rawArgs[0].includes('output');
    return (ctx) => {
      if (line !== -1) {
        ctx.line = line;
        ctx.column = column;
      }
      if (!ctx.enableInclude) return;
      const code = ctx.getPartial(name);
      if (!Array.isArray(code)) {
        ctx.error(MESSAGES.partialMissing(name));
        return;
      }
      const saved = ctx.buf;
      const frame = ctx.frame;
      if (!output) ctx.buf = '';
      try {
        if (ctx.enterPartial(name)) {
          try {
            linkTemplate(code, ctx.formatters, ctx.predicates)(ctx);
          } finally {
            ctx.exitPartial(name);
          }
        }
      } finally {
        ctx.frame = frame;
        if (!output) ctx.buf = saved;
      }
    };
  }
}

/** `exec` recording its position first (how every instruction that can fail starts). */
function atPosition(exec: Exec, line: number, column: number): Exec {
  if (line === -1 || exec === NOTHING) return exec;
  return (ctx) => {
    ctx.line = line;
    ctx.column = column;
    exec(ctx);
  };
}
