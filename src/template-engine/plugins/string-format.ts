/**
 * The `format` formatter's positional patterns: `{0} and {1}` filled from a list of values.
 */

/**
 * A value as string concatenation in JavaScript prints it, which is how `format` has always
 * rendered its arguments: arrays join with commas (null elements print nothing), objects print
 * `[object Object]`.
 */
export function concatenationText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (!Array.isArray(value)) return '[object Object]';
  let out = '';
  for (let i = 0; i < value.length; i++) {
    if (i > 0) out += ',';
    out += concatenationText(value[i]);
  }
  return out;
}

// Parser states besides "reading an index" (index >= 0).
const IN_TEXT = -1;
const SKIPPING_BAD_TAG = -2;

/**
 * Replaces each `{N}` in `pattern` with `values[N]`; an index past the end prints nothing.
 * A tag holding anything but digits is dropped up to its closing brace, and while such a tag
 * is being dropped another `{` starts a fresh tag (quirks kept for output parity).
 */
export function formatPattern(pattern: string, values: readonly string[]): string {
  let out = '';
  let state = IN_TEXT;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (state === SKIPPING_BAD_TAG && ch === '}') {
      state = IN_TEXT;
    } else if (state >= 0) {
      if (ch >= '0' && ch <= '9') {
        state = state * 10 + (ch.charCodeAt(0) - 48);
      } else if (ch === '}') {
        if (state < values.length) out += values[state];
        state = IN_TEXT;
      } else {
        state = SKIPPING_BAD_TAG;
      }
    } else if (ch === '{') {
      state = 0;
    } else if (state !== SKIPPING_BAD_TAG) {
      out += ch;
    }
  }
  return out;
}
