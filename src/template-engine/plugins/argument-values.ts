/**
 * Plugin arguments that stand for values: either a JSON literal written in the template
 * (`{.equal? a "3"}`) or a reference to a variable (`{.equal? a b}`).
 */
import type { RenderContext } from '../plugin';
import { compileReference, type ReferenceReader } from '../references';
import { splitVariable } from '../values';

const JSON_START = /^["\d[{]|^-\d|^(true|false|null)$/;

/** True when `arg` looks like the start of a JSON literal rather than a variable name. */
export function isJsonStart(arg: string): boolean {
  return JSON_START.test(arg);
}

export type ParsedArgument = { literal: unknown; read: null } | { literal: undefined; read: ReferenceReader };

// Arguments are template text, so the same few strings recur on every render: parse each once.
// Bounded, since templates are untrusted and could mint endless distinct arguments.
const PARSED = new Map<string, ParsedArgument>();
const MAX_PARSED = 10_000;

/** Parses one argument: a JSON literal, or a compiled variable reference. */
export function parseArgument(arg: string): ParsedArgument {
  if (isJsonStart(arg)) {
    try {
      return { literal: JSON.parse(arg) as unknown, read: null };
    } catch {
      // not valid JSON after all: treat it as a name
    }
  }
  return { literal: undefined, read: compileReference(splitVariable(arg)) };
}

/** A literal's value, or the referenced variable's; a malformed literal is read as a variable name. */
export function resolveArgument(arg: string, ctx: RenderContext): unknown {
  let parsed = PARSED.get(arg);
  if (parsed === undefined) {
    parsed = parseArgument(arg);
    if (PARSED.size < MAX_PARSED) PARSED.set(arg, parsed);
  }
  // Literals are shared between renders; predicates only compare them, never change them.
  return parsed.read === null ? parsed.literal : ctx.read(parsed.read);
}

/** The value of an argument parsed by `parseArgument`. */
export function argumentValue(parsed: ParsedArgument, ctx: RenderContext): unknown {
  return parsed.read === null ? parsed.literal : ctx.read(parsed.read);
}
