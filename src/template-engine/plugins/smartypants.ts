/**
 * Typographic punctuation: straight quotes become curly ones and `--` an em dash.
 *
 * The character classes are kept exactly as the reference engine's. In particular a single
 * quote opens (‘) only at a line start or after one of  - — \ s ( [ "  (a literal backslash
 * and the letter s, not whitespace), while a double quote opens (“) after whitespace too.
 * Output parity matters more here than typographic taste.
 */
const OPENING_SINGLE = /(^|[-\u2014\\s(["])'/gm;
const SINGLE = /'/g;
const OPENING_DOUBLE = /(^|[-\u2014/[(\u2018\s])"/gm;
const DOUBLE = /"/g;
const DOUBLE_HYPHEN = /--/g;

export function smartypants(text: string): string {
  return text
    .replace(OPENING_SINGLE, '$1\u2018')
    .replace(SINGLE, '\u2019')
    .replace(OPENING_DOUBLE, '$1\u201c')
    .replace(DOUBLE, '\u201d')
    .replace(DOUBLE_HYPHEN, '\u2014');
}
