/**
 * A small RenderContext for unit tests of plugins: a stack of scope values, named @-variables,
 * partials that render through a supplied function, and a record of errors and partial calls.
 */
import { Frame } from '../context';
import type { Code } from '../instructions';
import type { ExecuteOptions, Formatter, FormatterTable, Predicate, PredicateTable, RenderContext, Variable } from '../plugin';
import { getChild, getPath, type PathSegment } from '../values';

export interface FakeContextOptions {
  /** Scope values from the outermost (root) to the innermost (the current value). */
  scopes?: unknown[];
  /** @-variables visible from every scope, e.g. { '@index': 2 }. */
  vars?: Record<string, unknown>;
  partials?: Record<string, Code>;
  /** Renders a partial; defaults to a description of the call. */
  render?: (template: Code | string, value: unknown, options: ExecuteOptions) => string;
  /** Nesting depth at which enterPartial refuses. */
  maxDepth?: number;
}

export interface FakeContext extends RenderContext {
  readonly errors: string[];
  readonly executed: { template: Code | string; value: unknown; options: ExecuteOptions }[];
  depth: number;
}

export function fakeContext(options: FakeContextOptions = {}): FakeContext {
  const scopes = options.scopes ?? [{}];
  const vars = options.vars ?? {};
  const errors: string[] = [];
  const executed: FakeContext['executed'] = [];

  const resolveFrom = (top: number, ref: readonly PathSegment[]): unknown => {
    if (ref.length === 0 || top < 0) return undefined;
    const head = ref[0]!;
    let value: unknown;
    if (head === '@') value = scopes[top];
    else if (typeof head === 'string' && head.startsWith('@')) value = vars[head];
    else {
      for (let i = top; i >= 0 && value === undefined; i--) value = getChild(scopes[i], head);
    }
    return getPath(value, ref.slice(1));
  };

  // The same scopes as engine frames, for readers compiled with compileReference.
  const frames = (): Frame => {
    let frame: Frame | null = null;
    for (const value of scopes) frame = new Frame(value, frame);
    const top = frame ?? new Frame(undefined, null);
    const named = Object.entries(vars).filter(([k]) => k !== '@index' && k !== '@index0');
    let root = top;
    while (root.parent !== null) root = root.parent;
    root.vars = new Map(named);
    const index = vars['@index0'] ?? (typeof vars['@index'] === 'number' ? vars['@index'] - 1 : undefined);
    if (typeof index === 'number' && top.parent !== null) top.parent.index = index;
    return top;
  };

  const ctx: FakeContext = {
    errors,
    executed,
    depth: 0,
    node: () => scopes[scopes.length - 1],
    resolve: (ref) => resolveFrom(scopes.length - 1, ref),
    resolveFromParent: (ref) => resolveFrom(scopes.length - 2, ref),
    read: (reader) => reader(frames()),
    lookup: (name) => (typeof name === 'string' && name.startsWith('@') ? vars[name] : resolveFrom(scopes.length - 1, [name])),
    cldr: undefined,
    locale: 'en',
    now: 0,
    error: (message) => {
      errors.push(message);
    },
    getPartial: (name) => options.partials?.[name] ?? null,
    enterPartial: (name) => {
      if (ctx.depth >= (options.maxDepth ?? 16)) {
        errors.push(`too deep: ${name}`);
        return false;
      }
      ctx.depth++;
      return true;
    },
    exitPartial: () => {
      ctx.depth--;
    },
    execute: (template, value, execOptions = {}) => {
      executed.push({ template, value, options: execOptions });
      return options.render ? options.render(template, value, execOptions) : `rendered(${JSON.stringify(value)})`;
    },
    cache: new Map(),
  };
  return ctx;
}

/** Runs one formatter the way a variable instruction does: the value is pushed as the current scope. */
export function runFormatter(
  formatter: Formatter,
  value: unknown,
  args: string[] = [],
  options: FakeContextOptions = {},
): { value: unknown; ctx: FakeContext } {
  const scopes = [...(options.scopes ?? [{}]), value];
  const ctx = fakeContext({ ...options, scopes });
  const vars: Variable[] = [{ value }];
  formatter(args, vars, ctx);
  return { value: vars[0]!.value, ctx };
}

/** Runs one predicate with `node` as the current scope inside `root`. */
export function runPredicate(predicate: Predicate, node: unknown, args: string[] = [], options: FakeContextOptions = {}): boolean {
  const scopes = [...(options.scopes ?? [{}]), node];
  return predicate(args, fakeContext({ ...options, scopes }));
}

/** `fmt(name, value, args, options)`: runs the formatter of that name from `table`, returning its result. */
export function formatterRunner(table: FormatterTable) {
  return (name: string, value: unknown, args: string[] = [], options?: FakeContextOptions): unknown => {
    const formatter = table[name];
    if (!formatter) throw new Error(`no formatter ${name}`);
    return runFormatter(formatter, value, args, options).value;
  };
}

/** `pred(name, node, args, options)`: runs the predicate of that name from `table`. */
export function predicateRunner(table: PredicateTable) {
  return (name: string, node: unknown, args: string[] = [], options?: FakeContextOptions): boolean => {
    const predicate = table[name];
    if (!predicate) throw new Error(`no predicate ${name}`);
    return runPredicate(predicate, node, args, options);
  };
}
