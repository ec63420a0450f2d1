import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('writes &, <, >, " and \' as character references and leaves other text alone', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
    expect(escapeHtml('plain text, é ✓')).toBe('plain text, é ✓');
    expect(escapeHtml('&amp;')).toBe('&amp;amp;');
  });
});
