/**
 * Escaping of text for the places templates write it: HTML content, HTML attributes,
 * inline <script> JSON, and URLs.
 */

/** Escapes `&`, `<` and `>` for HTML content. */
export function escapeHtml(text: string): string {
  return replaceChars(text, HTML_CONTENT_ENTITIES);
}

/** Escapes `&`, `<`, `>` and `"` for a double-quoted HTML attribute value. */
export function escapeHtmlAttribute(text: string): string {
  return replaceChars(text, HTML_ATTRIBUTE_ENTITIES);
}

const HTML_CONTENT_ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const HTML_ATTRIBUTE_ENTITIES: Readonly<Record<string, string>> = { ...HTML_CONTENT_ENTITIES, '"': '&quot;' };
const hasOwn = Object.prototype.hasOwnProperty;

function replaceChars(text: string, entities: Readonly<Record<string, string>>): string {
  let out = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (hasOwn.call(entities, ch)) {
      out += text.slice(start, i) + entities[ch];
      start = i + 1;
    }
  }
  return start === 0 ? text : out + text.slice(start);
}

const CLOSING_TAG_OPENER = /<\//g;

/**
 * JSON written into a page may sit inside a <script> element, where any `</` could end the
 * element early; `<\/` reads the same to a JSON parser.
 */
export function escapeScriptTags(json: string): string {
  return json.replace(CLOSING_TAG_OPENER, '<\\/');
}

const MARKUP_TAG = /<[^>]*?>/g;

/** Removes everything that looks like a tag, keeping the text between tags. */
export function stripTags(text: string): string {
  return text.replace(MARKUP_TAG, '');
}

const WHITESPACE_CHAR = /\s/g;

/** Makes every whitespace character a non-breaking space entity. */
export function encodeSpaces(text: string): string {
  return text.replace(WHITESPACE_CHAR, '&nbsp;');
}

const NEWLINE = /\n/g;

export function newlinesToBreaks(text: string): string {
  return text.replace(NEWLINE, '<br/>');
}

// Bytes the legacy `escape()` leaves alone: ASCII letters, digits and @*_+-./
function isEscapeSafe(byte: number): boolean {
  return (
    (byte >= 0x30 && byte <= 0x39) ||
    (byte >= 0x41 && byte <= 0x5a) ||
    (byte >= 0x61 && byte <= 0x7a) ||
    byte === 0x40 || byte === 0x2a || byte === 0x5f || byte === 0x2b ||
    byte === 0x2d || byte === 0x2e || byte === 0x2f
  );
}

const HEX = '0123456789ABCDEF';

/**
 * Percent-encodes the UTF-8 bytes of `text` with the safe set of the legacy `escape()`,
 * which is what `url-encode` has always produced (a space becomes %20, `~` becomes %7E).
 * A lone surrogate has no UTF-8 form and is an error, as it is in the reference engine.
 */
export function urlEncodeUtf8(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    let code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (code > 0xdbff || next < 0xdc00 || next > 0xdfff) {
        throw new Error(`Lone surrogate U+${code.toString(16).toUpperCase()} is not a scalar value`);
      }
      code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00);
      i++;
    }
    if (code < 0x80) {
      out += isEscapeSafe(code) ? String.fromCharCode(code) : percent(code);
    } else if (code < 0x800) {
      out += percent(0xc0 | (code >> 6)) + percent(0x80 | (code & 0x3f));
    } else if (code < 0x10000) {
      out += percent(0xe0 | (code >> 12)) + percent(0x80 | ((code >> 6) & 0x3f)) + percent(0x80 | (code & 0x3f));
    } else {
      out +=
        percent(0xf0 | (code >> 18)) +
        percent(0x80 | ((code >> 12) & 0x3f)) +
        percent(0x80 | ((code >> 6) & 0x3f)) +
        percent(0x80 | (code & 0x3f));
    }
  }
  return out;
}

function percent(byte: number): string {
  return '%' + HEX[byte >> 4] + HEX[byte & 0xf];
}
