/**
 * Scanners for the non-numeric parts of expression source: variable names and string
 * literals, plus how an unexpected character is named in an error message.
 */
import { scanHex } from './literals';

const CHAR_NAMES: ReadonlyMap<string, string> = new Map([
  ['\b', 'backspace'],
  ['\f', 'form feed'],
  ['\n', 'line feed'],
  ['\r', 'carriage return'],
  ['\t', 'tab'],
]);

export function charName(c: string): string {
  return CHAR_NAMES.get(c) ?? (c <= '\u001f' ? 'control character' : 'character');
}

function isLetter(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isWordChar(c: number): boolean {
  return isLetter(c) || isDigit(c) || c === 95 /* _ */ || c === 45 /* - */;
}

/** End of one dotted segment (digits, `[@$]?word`, or a lone `@`) starting at `i`, or -1. */
function segmentEnd(str: string, i: number, len: number): number {
  if (i >= len) return -1;
  const c = str.charCodeAt(i);
  let j = i;
  if (isDigit(c)) {
    while (j < len && isDigit(str.charCodeAt(j))) j++;
    return j;
  }
  if ((c === 64 /* @ */ || c === 36) /* $ */ && i + 1 < len && isLetter(str.charCodeAt(i + 1))) j++;
  if (isLetter(str.charCodeAt(j))) {
    j++;
    while (j < len && isWordChar(str.charCodeAt(j))) j++;
    return j;
  }
  return c === 64 ? i + 1 : -1;
}

/**
 * End of a variable reference such as `a.b.0`, `@index`, `$x` or `@` starting at `i`, or -1.
 * A dot joins only when a segment follows it, so `a.` is the name `a` and a stray dot.
 */
export function variableEnd(str: string, i: number, len: number): number {
  let end = segmentEnd(str, i, len);
  if (end < 0) return -1;
  while (end < len && str.charCodeAt(end) === 46 /* . */) {
    const next = segmentEnd(str, end + 1, len);
    if (next < 0) break;
    end = next;
  }
  return end;
}

const SIMPLE_ESCAPES: ReadonlyMap<string, string> = new Map([
  ['n', '\n'],
  ['t', '\t'],
  ['f', '\f'],
  ['r', '\r'],
]);

// Control characters other than tab..carriage return, and code points past Unicode's
// range, decode to a space.
function decodeCodePoint(code: number): string {
  if (code <= 0x08 || (code >= 0x0e && code < 0x20) || code > 0x10ffff) return ' ';
  return String.fromCodePoint(code);
}

/**
 * Scans a string literal whose body starts at `i` (just after the opening `quote`).
 * Returns the decoded text and the index after the closing quote, or an error message.
 * `\xHH` takes two hex digits, `\uHHHH` four and `\UHHHHHHHH` eight; any other escaped
 * character stands for itself.
 */
export function scanStringLiteral(str: string, i: number, quote: string): { value: string; end: number } | string {
  const len = str.length;
  let s = '';
  while (i < len) {
    const c = str[i]!;
    if (c === '\\' && i + 1 < len) {
      const e = str[i + 1]!;
      if (e === 'x') {
        const start = i + 2;
        const lim = start + 2;
        // The two digits must not be the last characters of the source.
        if (lim >= len || scanHex(str, start, lim) !== lim) return 'Invalid 2-char hex escape found';
        s += decodeCodePoint(parseInt(str.substring(start, lim), 16));
        i = lim;
      } else if (e === 'u' || e === 'U') {
        const start = i + 2;
        const lim = start + (e === 'u' ? 4 : 8);
        if (scanHex(str, start, lim < len ? lim : len) !== lim) return 'Invalid unicode escape found';
        s += decodeCodePoint(parseInt(str.substring(start, lim), 16));
        i = lim;
      } else {
        s += SIMPLE_ESCAPES.get(e) ?? e;
        i += 2;
      }
      continue;
    }
    if (c === quote) return { value: s, end: i + 1 };
    if (c === '\n' || c === '\r') return `Illegal bare ${charName(c)} character in string literal`;
    s += c;
    i++;
  }
  return 'Unterminated string';
}
