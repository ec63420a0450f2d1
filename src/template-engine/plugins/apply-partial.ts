/**
 * The `apply` formatter: renders a macro or partial against the current value.
 *
 *   {item|apply card}                      the macro (or partial) "card" with @ = item
 *   {item|apply card private}              ...seeing no variables outside item
 *   {item|apply card cls=wide n=3}         ...with @args = {"cls": "wide", "n": "3"}
 */
import { MESSAGES } from '../errors';
import type { ExecuteOptions, Formatter } from '../plugin';

const PRIVATE_FLAG = 'private';

// @args is only bound when the call has arguments besides the name, as in the reference engine.
function parseApplyArguments(args: readonly string[]): ExecuteOptions {
  if (args.length < 2) return { isolated: false };
  let isolated = false;
  const bound: Record<string, string> = {};
  for (let i = 1; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === PRIVATE_FLAG) {
      isolated = true;
      continue;
    }
    const eq = arg.indexOf('=');
    // Words without '=' are ignored. "__proto__" would reach the prototype, never a key.
    if (eq === -1) continue;
    const key = arg.slice(0, eq);
    if (key !== '__proto__') bound[key] = arg.slice(eq + 1);
  }
  return { isolated, args: bound };
}

export const applyFormatter: Formatter = (args, vars, ctx, prepared) => {
  const first = vars[0]!;
  if (args.length === 0) {
    first.value = '';
    return;
  }
  const name = args[0]!;
  // Parsed once per use in a template; each render gets its own copy of @args to change.
  const parsed = (prepared as ExecuteOptions | undefined) ?? parseApplyArguments(args);
  const options = parsed.args === undefined ? parsed : { isolated: parsed.isolated, args: { ...(parsed.args as Record<string, string>) } };
  const template = ctx.getPartial(name);
  if (template === null) {
    ctx.error(MESSAGES.partialMissing(name));
    first.value = '';
    return;
  }
  if (!ctx.enterPartial(name)) {
    first.value = '';
    return;
  }
  try {
    first.value = ctx.execute(template, first.value, options);
  } finally {
    ctx.exitPartial(name);
  }
};

applyFormatter.prepare = (args) => parseApplyArguments(args);
