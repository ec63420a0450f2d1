/**
 * Text transforms of content and social markup: tag stripping that keeps words apart,
 * and the legacy `escape()` percent-encoding of links.
 */

/**
 * Drops everything between `<` and `>`. Each closing `>` leaves a space behind so that
 * words in adjacent elements stay apart; an unclosed `<` swallows the rest of the text.
 */
export function removeTags(text: string): string {
  let out = '';
  let inTag = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '<') {
      inTag = true;
    } else if (ch === '>') {
      inTag = false;
      out += ' ';
    } else if (!inTag) {
      out += ch;
    }
  }
  return out;
}

const ESCAPE_KEPT = /[A-Za-z0-9@*_+\-./]/;

/**
 * The legacy ECMAScript `escape()`: code units outside a small safe set become `%XX`,
 * or `%uXXXX` above 0xFF. Links built by the reference use it, so ours must too.
 */
export function legacyEscape(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ESCAPE_KEPT.test(ch)) {
      out += ch;
      continue;
    }
    const code = text.charCodeAt(i);
    const hex = code.toString(16).toUpperCase();
    out += code < 256 ? '%' + hex.padStart(2, '0') : '%u' + hex.padStart(4, '0');
  }
  return out;
}
