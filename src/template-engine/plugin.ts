/**
 * The contract between the engine and its plugins (formatters and predicates).
 *
 * A formatter transforms the value of a variable, `{title|truncate 20}`; a predicate
 * chooses a branch, `{.equal? a b}`. Both receive their arguments as written in the
 * template and a RenderContext to look values up, render embedded templates and report
 * errors. Application code adds or replaces plugins by passing its own tables.
 */
import type { CLDR } from '@phensley/cldr-core';
import type { Code } from './instructions';
import type { ReferenceReader } from './references';
import type { PathSegment } from './values';

/** A value travelling through a formatter chain; `undefined` means missing. */
export interface Variable {
  value: unknown;
}

export interface ExecuteOptions {
  /** Stop variable lookup at the new scope (the reference's "private" context). */
  isolated?: boolean;
  /** Bound as `@args` in the new scope. */
  args?: unknown;
}

/** What a plugin can see and do while a template renders. */
export interface RenderContext {
  /** The value of the current scope. Inside a formatter it is the variable's value before formatting. */
  node(): unknown;
  /** Resolves a reference from the current scope outwards; `undefined` when missing. */
  resolve(ref: readonly PathSegment[]): unknown;
  /**
   * Resolves a reference from the scope that encloses the current one. Formatter arguments
   * that name variables are looked up this way, since a variable's own value is the current scope.
   */
  resolveFromParent(ref: readonly PathSegment[]): unknown;
  /**
   * Reads a reference compiled once with `compileReference` (from `references.ts`), from the
   * current scope outwards: the fast way for plugins that resolve the same argument on every render.
   */
  read(reader: ReferenceReader): unknown;
  /** Looks one name up the scopes, e.g. `@index` of the nearest repeated section. */
  lookup(name: PathSegment): unknown;
  /** CLDR data for the render's locale; undefined when i18n is off (locale `none`). */
  readonly cldr: CLDR | undefined;
  /** The render's BCP-47 locale tag, or `none`. */
  readonly locale: string;
  /** The render's notion of "now" in epoch milliseconds; undefined when the caller gave none. */
  readonly now: number | undefined;
  /** Records an engine error against the instruction being executed. */
  error(message: string): void;
  /** A compiled partial or macro by name, or null. Macros in scope win over partials. */
  getPartial(name: string): Code | null;
  /** Enters a partial; false (and an error recorded) when nesting is too deep. Pair with exitPartial. */
  enterPartial(name: string): boolean;
  exitPartial(name: string): void;
  /**
   * Renders a compiled template (root or macro) or a template source against `value` in a new
   * scope and returns its output. Sources are compiled once and cached, so plugins may keep their
   * embedded templates as source text.
   */
  execute(template: Code | string, value: unknown, options?: ExecuteOptions): string;
  /** A per-render scratch store for plugins (e.g. a message formatter built once per render). */
  readonly cache: Map<unknown, unknown>;
}

/**
 * Transforms `vars[0].value` in place; may read `vars[1..]` (comma lists, `{a,b|fmt}`).
 * `args` are the formatter's arguments as written, already split by their delimiter.
 * `prepared` is what the formatter's optional `prepare(args)` returned when the template was linked.
 */
export type Formatter = ((args: string[], vars: Variable[], ctx: RenderContext, prepared?: unknown) => void) & {
  prepare?: (args: string[]) => unknown;
};

/**
 * Decides a branch from `args` and the context (usually `ctx.node()`). A predicate may carry
 * `prepare(args)`: the engine calls it once per use in a template and passes its result back
 * as `prepared` on every render, so argument parsing is not repeated.
 */
export type Predicate = ((args: string[], ctx: RenderContext, prepared?: unknown) => boolean) & {
  prepare?: (args: string[]) => unknown;
};

export type FormatterTable = Record<string, Formatter>;
export type PredicateTable = Record<string, Predicate>;
