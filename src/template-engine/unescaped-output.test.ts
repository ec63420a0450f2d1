import { describe, expect, it } from 'vitest';
import { compile, findUnescapedOutput } from './index';

const warn = (source: string, options = {}) => findUnescapedOutput(compile(source).template, options);

describe('check: unescaped output (security)', () => {
  it('warns on a variable in text or an attribute without escaping, with line:column and advice', () => {
    expect(warn('<p>{title}</p>\n<a href="{url}">x</a>')).toEqual([
      { line: 1, column: 4, message: 'unescaped output: {title} in text: add |html (or |htmltag)' },
      { line: 2, column: 10, message: 'unescaped output: {url} in attribute: add |htmlattr' },
    ]);
  });

  it('accepts the escaping formatters, safe as an explicit opt-out, and formatters safe by construction', () => {
    for (const source of ['{a|html}', '{a|htmltag}', '<a title="{a|htmlattr}">', '<a href="/t?x={a|url-encode}">', '{a|safe}', '{a|slugify}', '{n|count}', '{d|date %Y}', '{p|money}', '{@|apply x.block}', '{a|htmltag|truncate 10}']) {
      expect(warn(source), source).toEqual([]);
    }
  });

  it('a formatter after the escaping one can undo it: the last word counts', () => {
    expect(warn('{a|html|format b}')).toHaveLength(1);
    expect(warn('{a|htmlattr|smartypants}')).toHaveLength(1);
  });

  it('inside <script>, only formatters that leave no "<" count; |json alone leaves <!-- and is flagged', () => {
    expect(warn('<script type="application/json">{a|json}</script>')[0]?.message).toBe('unescaped output: {a|json} in script: use a formatter that escapes <, > and & in JSON');
    expect(warn('<script type="application/json">{a|json|htmltag}</script><p>{b|html}</p>')).toEqual([]);
    expect(warn('<script>{a|x}</script>', { scriptSafeFormatters: ['x'] })).toEqual([]);
    // After the script ends, text rules apply again.
    expect(warn('<script></script>{a|json}')[0]?.message).toContain('in text');
  });

  it('checks every branch: sections, repeated sections, predicates, .if and .or', () => {
    const source = '{.section a}{b}{.or}{c}{.end}{.repeated section d}{e}{.alternates with}{f}{.end}{.if g}{h}{.or}{i}{.end}{.even? j}{k}{.end}';
    expect(warn(source).map((w) => w.message.split(' ')[2])).toEqual(['{b}', '{c}', '{e}', '{f}', '{h}', '{i}', '{k}']);
  });

  it('trusts the platform HTML variables and the ones the host names; the host may add safe formatters', () => {
    expect(warn('{squarespace-headers}{squarespace.main-content}{blockFields.footer}')).toEqual([]);
    expect(warn('{x.y}', { trustedVariables: ['x'] })).toEqual([]);
    expect(warn('{a|mine}', { safeFormatters: ['mine'] })).toEqual([]);
  });
});
