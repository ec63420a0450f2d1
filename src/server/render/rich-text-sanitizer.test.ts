import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text-sanitizer';

/** What must never survive: a script-capable element, an event handler or a script URL. */
function assertInert(html: string): void {
  expect(html).not.toMatch(/<\s*(script|svg|math|iframe|object|embed|style|form|base|meta|link|template)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(javascript|vbscript|data:text)/i);
}

describe('rich text sanitizer (security)', () => {
  it.each([
    ['mixed-case tag with a handler', '<IMG SRC=x OnErRoR=alert(1)>'],
    ['mixed-case script', '<ScRiPt>alert(1)</sCrIpT>'],
    ['svg onload', '<svg onload=alert(1)>'],
    ['script inside svg', '<svg><script>alert(1)</script></svg>'],
    ['mixed-case javascript: link', '<a href="jAvAscript:alert(1)">x</a>'],
    ['entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['hex entity tab inside the scheme', '<a href="java&#x09;script:alert(1)">x</a>'],
    ['leading space before the scheme', '<a href=" javascript:alert(1)">x</a>'],
    ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['math and style namespace confusion', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['markup inside style', '<style><img src=x onerror=alert(1)></style>'],
    ['unclosed tag', '<img src=x onerror=alert(1)'],
    ['unquoted attributes', '<p title=x onmouseover=alert(1)>hi</p>'],
    ['markup inside a comment', '<!--<img src=x onerror=alert(1)>-->'],
    ['javascript in a style attribute', '<div style="background:url(javascript:alert(1))">x</div>'],
    ['double opening bracket', '<<img src=x onerror=alert(1)>img>'],
    ['noscript attribute breakout', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
    ['form with a script action', '<form action=javascript:alert(1)><button formaction=javascript:alert(1)>x</button></form>'],
    ['html data URL image', '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">'],
    ['svg data URL image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
    ['base and meta refresh', '<base href="//evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['closing a textarea early', '<textarea></textarea><img src=x onerror=alert(1)></textarea>'],
    ['slash instead of space', '<img/src=x/onerror=alert(1)>'],
    ['null byte in the tag', '<scr\u0000ipt>alert(1)</scr\u0000ipt>'],
  ])('%s is made inert', (_name, input) => {
    const out = sanitizeRichText(input);
    assertInert(out);
    expect(sanitizeRichText(out)).toBe(out);
  });

  it('keeps the formatting owners write: paragraphs, emphasis, lists, links, images, tables', () => {
    const html =
      '<h2>Care</h2><p>Hand <strong>wash</strong> &amp; <em>dry</em>.</p><ul><li>one</li></ul>' +
      '<p><a href="/shop/mug">mug</a> <a href="https://example.com/a?b=1&amp;c=2">site</a> <a href="mailto:a@example.com">mail</a></p>' +
      '<figure><img src="/media/a/b.jpg" alt="A bowl" width="10" height="10"><figcaption>Bowl</figcaption></figure>' +
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    const out = sanitizeRichText(html);
    for (const kept of ['<h2>Care</h2>', '<strong>wash</strong>', '&amp;', '<li>one</li>', 'href="/shop/mug"', 'href="https://example.com/a?b=1&amp;c=2"', 'href="mailto:a@example.com"', 'alt="A bowl"', 'colspan="2"']) {
      expect(out).toContain(kept);
    }
  });

  it('a link opening a new window gets rel="noopener noreferrer"; other targets are dropped', () => {
    expect(sanitizeRichText('<a href="/a" target="_blank" rel="opener">a</a>')).toBe('<a href="/a" target="_blank" rel="noopener noreferrer">a</a>');
    expect(sanitizeRichText('<a href="/a" target="_top">a</a>')).toBe('<a href="/a">a</a>');
  });

  it('keeps raster data: images and plain text, escaping stray brackets', () => {
    expect(sanitizeRichText('<img src="data:image/png;base64,iVBORw0K">')).toContain('src="data:image/png;base64,iVBORw0K"');
    expect(sanitizeRichText('1 < 2 > 0 & done')).toBe('1 &lt; 2 &gt; 0 &amp; done');
    expect(sanitizeRichText('')).toBe('');
  });

  it('drops protocol-relative links, ids and inline styles', () => {
    expect(sanitizeRichText('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<p id="main" style="color:red">x</p>')).toBe('<p>x</p>');
  });
});
