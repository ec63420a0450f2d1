import { describe, expect, it } from 'vitest';
import {
  encodeSpaces,
  escapeHtml,
  escapeHtmlAttribute,
  escapeScriptTags,
  newlinesToBreaks,
  stripTags,
  urlEncodeUtf8,
} from './text-escaping';

describe('text escaping', () => {
  it('escapeHtml escapes & < > and leaves quotes', () => {
    expect(escapeHtml('"< foo & bar >"')).toBe('"&lt; foo &amp; bar &gt;"');
    expect(escapeHtml("it's")).toBe("it's");
    expect(escapeHtml('')).toBe('');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });

  it('escapeHtmlAttribute also escapes double quotes, not single ones', () => {
    expect(escapeHtmlAttribute('"< foo & bar >"')).toBe('&quot;&lt; foo &amp; bar &gt;&quot;');
    expect(escapeHtmlAttribute("a'b")).toBe("a'b");
  });

  it('escapeScriptTags breaks every </ whatever follows it', () => {
    expect(escapeScriptTags('"<script>x</script>"')).toBe('"<script>x<\\/script>"');
    expect(escapeScriptTags('</scRIPt></b></')).toBe('<\\/scRIPt><\\/b><\\/');
    expect(escapeScriptTags('a < / b')).toBe('a < / b');
  });

  it('stripTags removes tags lazily up to the first >', () => {
    expect(stripTags('<a href="/link">link</a>')).toBe('link');
    expect(stripTags('x<a<b>c>d')).toBe('xc>d');
    expect(stripTags('a < b')).toBe('a < b');
  });

  it('encodeSpaces turns each whitespace character into &nbsp;', () => {
    expect(encodeSpaces('a b\tc\n\u00a0d')).toBe('a&nbsp;b&nbsp;c&nbsp;&nbsp;d');
  });

  it('newlinesToBreaks turns \\n (only) into <br/>', () => {
    expect(newlinesToBreaks('a\nb\r\nc')).toBe('a<br/>b\r<br/>c');
  });

  it('urlEncodeUtf8 percent-encodes UTF-8 bytes with escape()\'s safe set', () => {
    expect(urlEncodeUtf8('“😍”')).toBe('%E2%80%9C%F0%9F%98%8D%E2%80%9D');
    expect(urlEncodeUtf8('\u201ca b\u201d')).toBe('%E2%80%9Ca%20b%E2%80%9D');
    expect(urlEncodeUtf8("a+b@c*d_e-f.g/h~i!j(k)l'm")).toBe('a+b@c*d_e-f.g/h%7Ei%21j%28k%29l%27m');
    expect(urlEncodeUtf8('é\u0000\u07ff\u0800\uffff')).toBe('%C3%A9%00%DF%BF%E0%A0%80%EF%BF%BF');
  });

  it('urlEncodeUtf8 rejects lone surrogates like the reference engine', () => {
    expect(() => urlEncodeUtf8('\ud83d x')).toThrow('Lone surrogate U+D83D is not a scalar value');
    expect(() => urlEncodeUtf8('x\ude0d')).toThrow('Lone surrogate U+DE0D is not a scalar value');
  });
});
