/** TPL-29: the default length and ellipsis of `truncate`. */
export const DEFAULT_TRUNCATE_LENGTH = 100;
export const DEFAULT_ELLIPSIS = '...';

// Only ASCII whitespace counts as a word break, as in the reference engine.
function isBreak(ch: string): boolean {
  return ch === ' ' || ch === '\n' || ch === '\t' || ch === '\u000b' || ch === '\r' || ch === '\f';
}

/**
 * Shortens `text` to at most `maxLength` UTF-16 units plus the ellipsis, cutting after the last
 * whitespace inside the limit so no word is split; a text without such whitespace is cut hard.
 */
export function truncateAtWord(text: string, maxLength: number, ellipsis = DEFAULT_ELLIPSIS): string {
  if (text.length <= maxLength) return text;
  let end = maxLength;
  for (let i = maxLength - 1; i >= 0; i--) {
    if (isBreak(text[i]!)) {
      end = i + 1;
      break;
    }
  }
  return text.slice(0, end) + ellipsis;
}
