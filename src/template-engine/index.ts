/**
 * The JSON-T template engine: `compile` source to a JSON instruction tree, `render` a tree
 * (or source) with data. Pure: no I/O, no globals read, safe for untrusted templates.
 */
import { Context, RenderAbort, type Linker, type RenderLimits } from './context';
import { compileTemplate, type CompileResult } from './compiler';
import { linkTemplate } from './engine';
import { MESSAGES, templateError, type TemplateError } from './errors';
import { DEFAULT_EXPR_LIMITS } from './expr';
import type { RootCode } from './instructions';
import { cldrFor } from './locale-data';
import type { Formatter, FormatterTable, PredicateTable } from './plugin';
import { BUILTIN_FORMATTERS, BUILTIN_PREDICATES } from './plugins';

export type { RootCode, Code } from './instructions';
export type { TemplateError, ErrorKind } from './errors';
export type { Formatter, Predicate, FormatterTable, PredicateTable, RenderContext, Variable } from './plugin';
export type { RenderLimits } from './context';
export { registerLocalePackLoader, type LocalePackLoader } from './locale-data';
export { BUILTIN_FORMATTERS, BUILTIN_PREDICATES } from './plugins';
export {
  findUnescapedOutput,
  ESCAPING_FORMATTERS,
  OPT_OUT_FORMATTERS,
  SAFE_OUTPUT_FORMATTERS,
  TRUSTED_HTML_VARIABLES,
  type OutputPosition,
  type TemplateWarning,
  type UnescapedOutputOptions,
} from './unescaped-output';

export const DEFAULT_LIMITS: RenderLimits = Object.freeze({
  maxInstructions: 5_000_000,
  maxOutputLength: 8_000_000,
  maxPartialDepth: 16,
  expr: DEFAULT_EXPR_LIMITS,
});

export interface RenderOptions {
  /** Partials by name: source text or compiled trees (compiled once per render and cached). */
  partials?: Record<string, string | RootCode>;
  /** Values for `{.inject @name path}` by path. */
  injects?: Record<string, unknown>;
  /** BCP-47 locale for the i18n formatters (default `en`); `none` turns them off. */
  locale?: string;
  /** "Now" in epoch milliseconds for relative dates; the engine never reads a clock. */
  now?: number;
  /** Run `.eval` expressions (default true; they are bounded by `limits.expr`). */
  enableExpr?: boolean;
  /** Run `.include` (default true). */
  enableInclude?: boolean;
  limits?: Partial<RenderLimits>;
}

export interface RenderResult {
  html: string;
  errors: TemplateError[];
}

export interface TemplateEngine {
  compile(source: string): CompileResult;
  render(template: RootCode | string, data: unknown, options?: RenderOptions): RenderResult;
  readonly formatters: FormatterTable;
  readonly predicates: PredicateTable;
}

export interface EngineOptions {
  /** Added to the built-ins, replacing any of the same name. */
  formatters?: FormatterTable;
  predicates?: PredicateTable;
  /**
   * Formatters this engine cannot run, e.g. the interactive commerce widgets in an email
   * preview. Templates naming them still compile; each use renders nothing and reports
   * 'NAME formatter is not yet implemented'.
   */
  unavailableFormatters?: string[];
}

/** A formatter that renders nothing and reports that it is not implemented here. */
export function unavailableFormatter(name: string): Formatter {
  const message = MESSAGES.notImplemented(`"${name}"`);
  return (_args, vars, ctx) => {
    vars[0]!.value = undefined;
    ctx.error(message);
  };
}

/** An engine with the built-in plugins plus (and overridden by) the given ones. */
export function createEngine(plugins: EngineOptions = {}): TemplateEngine {
  const unavailable = Object.fromEntries((plugins.unavailableFormatters ?? []).map((name) => [name, unavailableFormatter(name)]));
  const formatters: FormatterTable = Object.freeze({ ...BUILTIN_FORMATTERS, ...plugins.formatters, ...unavailable });
  const predicates: PredicateTable = Object.freeze({ ...BUILTIN_PREDICATES, ...plugins.predicates });
  const sourceCache = new Map<string, RootCode>();

  const compile = (source: string): CompileResult => compileTemplate(source, formatters, predicates);

  const linker: Linker = {
    run: (code, ctx) => linkTemplate(code, formatters, predicates)(ctx),
    compile: (source) => {
      // Plugins keep embedded templates as source; compile each source text once.
      const cached = sourceCache.get(source);
      if (cached !== undefined) return { template: cached, errors: [] };
      const result = compile(source);
      if (result.errors.length === 0 && sourceCache.size < 1000) sourceCache.set(source, result.template);
      return result;
    },
  };

  const render = (template: RootCode | string, data: unknown, options: RenderOptions = {}): RenderResult => {
    let errors: TemplateError[] = [];
    let code: RootCode;
    if (typeof template === 'string') {
      const compiled = compile(template);
      code = compiled.template;
      errors = compiled.errors;
    } else {
      code = template;
    }
    const limits: RenderLimits = options.limits === undefined ? DEFAULT_LIMITS : { ...DEFAULT_LIMITS, ...options.limits };
    const locale = options.locale ?? 'en';
    const ctx = new Context(
      data,
      {
        partials: options.partials,
        injects: options.injects,
        cldr: cldrFor,
        locale,
        now: options.now,
        enableExpr: options.enableExpr ?? true,
        enableInclude: options.enableInclude ?? true,
        limits,
        formatters,
        predicates,
      },
      linker,
    );
    try {
      linkTemplate(code, formatters, predicates)(ctx);
    } catch (e) {
      if (!(e instanceof RenderAbort)) {
        const err = e instanceof Error ? e : new Error(String(e));
        ctx.errors.push(templateError('engine', MESSAGES.unexpectedError(err.name, 'ROOT', err.message)));
      }
    }
    return { html: ctx.buf, errors: errors.length === 0 ? ctx.errors : errors.concat(ctx.errors) };
  };

  return { compile, render, formatters, predicates };
}

const defaultEngine = createEngine();

/** Compiles source to the JSON instruction tree, with parse and assembly errors beside it. */
export function compile(source: string): CompileResult {
  return defaultEngine.compile(source);
}

/** Renders a compiled template (or source) with data; never throws for a template fault. */
export function render(template: RootCode | string, data: unknown, options?: RenderOptions): RenderResult {
  return defaultEngine.render(template, data, options);
}
