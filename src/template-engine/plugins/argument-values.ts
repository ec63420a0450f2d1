/**
 * Plugin arguments that stand for values: either a JSON literal written in the template
 * (`{.equal? a "3"}`) or a reference to a variable (`{.equal? a b}`).
 */
import type { RenderContext } from '../plugin';
import { splitVariable } from '../values';

const JSON_START = /^["\d[{]|^-\d|^(true|false|null)$/;

/** True when `arg` looks like the start of a JSON literal rather than a variable name. */
export function isJsonStart(arg: string): boolean {
  return JSON_START.test(arg);
}

/** A literal's value, or the referenced variable's; a malformed literal is read as a variable name. */
export function resolveArgument(arg: string, ctx: RenderContext): unknown {
  if (isJsonStart(arg)) {
    try {
      return JSON.parse(arg) as unknown;
    } catch {
      // not valid JSON after all: treat it as a name
    }
  }
  return ctx.resolve(splitVariable(arg));
}
