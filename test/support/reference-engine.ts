/**
 * Drives the public reference engine (@squarespace/template-engine, a dev dependency) the way
 * its own suite does, so tests can compare its output with ours.
 */
import { CLDRFramework, type CLDR } from '@phensley/cldr';
import { Compiler as ReferenceCompiler } from '@squarespace/template-engine';
import { readLocalePack } from '../../src/server/render/locale-packs';

const framework = new CLDRFramework({ loader: (lang: string) => readLocalePack(lang) });
const compiler = new ReferenceCompiler();
const cldrs = new Map<string, CLDR | undefined>();

export interface ReferenceRender {
  locale?: string;
  now?: number;
  partials?: Record<string, string>;
  injects?: Record<string, unknown>;
}

export interface ReferenceResult {
  html: string;
  /** Set when the reference raised instead of rendering. */
  threw?: string;
  /**
   * Set when an instruction of the reference crashed (a TypeError inside a formatter, say) and it
   * went on rendering: its output after that point is not meaningful (it may leak a scope frame).
   */
  crashed?: string;
}

const CRASH = /^RuntimeError: Unexpected /;

/** Renders with the reference. */
export function renderWithReference(source: string, data: unknown, options: ReferenceRender = {}): ReferenceResult {
  const locale = options.locale ?? 'en';
  if (!cldrs.has(locale)) cldrs.set(locale, locale === 'none' ? undefined : framework.get(locale));
  try {
    const partials = options.partials === undefined ? undefined : Object.fromEntries(Object.entries(options.partials).map(([k, v]) => [k, compiler.parse(v).code]));
    const { ctx, errors } = compiler.execute({
      code: source,
      json: data,
      cldr: cldrs.get(locale),
      now: options.now,
      partials: partials as never,
      injects: options.injects,
      enableExpr: true,
      enableInclude: true,
    });
    const html = ctx.render();
    const crash = (errors as { message: string }[]).find((e) => CRASH.test(e.message));
    return crash === undefined ? { html } : { html, crashed: crash.message };
  } catch (e) {
    return { html: '', threw: e instanceof Error ? e.message : String(e) };
  }
}
