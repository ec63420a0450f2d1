import { describe, expect, it } from 'vitest';
import { CORE_FORMATTERS } from './formatters.core';
import { formatterRunner } from './fake-render-context';

const fmt = formatterRunner(CORE_FORMATTERS);

describe('core formatter table', () => {
  it('registers every core formatter of the language', () => {
    expect(Object.keys(CORE_FORMATTERS).sort()).toEqual(
      [
        'apply', 'count', 'cycle', 'encode-space', 'encode-uri', 'encode-uri-component', 'find-first', 'find-last',
        'format', 'get', 'html', 'htmlattr', 'htmltag', 'iter', 'json', 'json-pretty', 'key-by', 'line-breaks',
        'lookup', 'mod', 'output', 'pluralize', 'prop', 'raw', 'round', 'safe', 'slugify', 'smartypants', 'str',
        'truncate', 'url-encode',
      ].sort(),
    );
  });
});

describe('count', () => {
  it('counts object keys, array elements and string units; anything else is 0', () => {
    expect(fmt('count', { a: 1, b: 2 })).toBe(2);
    expect(fmt('count', [1, 2, 3])).toBe(3);
    expect(fmt('count', 'héllo')).toBe(5);
    expect(fmt('count', 7)).toBe(0);
    expect(fmt('count', null)).toBe(0);
    expect(fmt('count', undefined)).toBe(0);
  });
});

describe('cycle', () => {
  it('picks the (n-1)th argument, wrapping both ways', () => {
    expect(fmt('cycle', 2, ['foo', 'bar', 'baz', 'quux'])).toBe('bar');
    expect(fmt('cycle', 7, ['a', 'b', 'c'])).toBe('a');
    expect(fmt('cycle', 0, ['a', 'b', 'c'])).toBe('c');
    expect(fmt('cycle', -4, ['a', 'b', 'c'])).toBe('b');
    expect(fmt('cycle', '2', ['a', 'b', 'c'])).toBe('b');
  });

  it('is missing without arguments or for a fractional position', () => {
    expect(fmt('cycle', 1, [])).toBeUndefined();
    expect(fmt('cycle', 1.5, ['a', 'b'])).toBeUndefined();
  });
});

describe('encode-space, encode-uri, encode-uri-component, url-encode, line-breaks', () => {
  it('encode-space replaces each whitespace character with &nbsp;', () => {
    expect(fmt('encode-space', 'a b\tc')).toBe('a&nbsp;b&nbsp;c');
    expect(fmt('encode-space', 12)).toBe('12');
  });

  it('encode-uri keeps URI syntax, encode-uri-component does not', () => {
    expect(fmt('encode-uri', 'http://x.com/a b?c=d&e=“f”')).toBe('http://x.com/a%20b?c=d&e=%E2%80%9Cf%E2%80%9D');
    expect(fmt('encode-uri-component', 'a b/c?d=e&f')).toBe('a%20b%2Fc%3Fd%3De%26f');
    expect(fmt('encode-uri', 'John Doe!')).toBe('John%20Doe!');
  });

  it('url-encode percent-encodes UTF-8 bytes', () => {
    expect(fmt('url-encode', '“a b”')).toBe('%E2%80%9Ca%20b%E2%80%9D');
    expect(fmt('url-encode', undefined)).toBe('');
  });

  it('line-breaks turns newlines into <br/>', () => {
    expect(fmt('line-breaks', 'a\nb\n')).toBe('a<br/>b<br/>');
  });
});

describe('format', () => {
  it('fills positional tags from variables of the enclosing scope', () => {
    const root = { foo: 'A', bar: 'B' };
    expect(fmt('format', '{0} and {1}', ['foo', 'bar'], { scopes: [root] })).toBe('A and B');
  });

  it('does not resolve arguments inside the formatted value itself', () => {
    const root = { foo: 'outer' };
    const value = '{0}';
    // The variable's own value is the current scope; a string has no "foo" either way,
    // but the lookup must start in the parent scope.
    expect(fmt('format', value, ['foo'], { scopes: [root] })).toBe('outer');
  });

  it('prints missing and null arguments as nothing, others as concatenation does', () => {
    const root = { n: null, arr: [1, null, 2], obj: { a: 1 }, t: true };
    expect(fmt('format', '{0}|{1}|{2}|{3}|{4}', ['missing', 'n', 'arr', 'obj', 't'], { scopes: [root] })).toBe(
      '||1,,2|[object Object]|true',
    );
  });
});

describe('get', () => {
  const objects = { '123': { name: 'Bob', emails: { primary: 'bob@example.com' } }, '456': { name: 'Fred' } };

  it('follows the values of variables as keys', () => {
    const root = { id: '123', key: 'name', objects };
    expect(fmt('get', objects, ['id', 'key'], { scopes: [root] })).toBe('Bob');
  });

  it('uses an array value as a whole path and a number as an index', () => {
    const root = { path: ['123', 'emails', 'primary'], i: 1 };
    expect(fmt('get', objects, ['path'], { scopes: [root] })).toBe('bob@example.com');
    expect(fmt('get', ['a', 'b'], ['i'], { scopes: [root] })).toBe('b');
  });

  it('resolves arguments from the formatted value first', () => {
    const value = { sel: 'x', x: 'found' };
    expect(fmt('get', value, ['sel'], { scopes: [{ sel: 'nope' }] })).toBe('found');
  });

  it('is missing when an argument or a step is missing', () => {
    const root = { id: '123', bad: 'zzz' };
    expect(fmt('get', objects, ['missing', 'id'], { scopes: [root] })).toBeUndefined();
    expect(fmt('get', objects, ['bad', 'id'], { scopes: [root] })).toBeUndefined();
  });

  it('without arguments leaves the value alone; a string key does not index an array', () => {
    expect(fmt('get', objects, [])).toBe(objects);
    expect(fmt('get', ['a', 'b'], ['s'], { scopes: [{ s: '1' }] })).toBeUndefined();
  });

  it('keeps null found at the end of the path', () => {
    expect(fmt('get', { '123': null }, ['id'], { scopes: [{ id: '123' }] })).toBeNull();
  });
});

describe('html, htmlattr, htmltag', () => {
  it('html escapes & < >', () => {
    expect(fmt('html', '"< foo & bar >"')).toBe('"&lt; foo &amp; bar &gt;"');
  });

  it('htmlattr and htmltag also escape double quotes', () => {
    expect(fmt('htmlattr', '"< foo & bar >"')).toBe('&quot;&lt; foo &amp; bar &gt;&quot;');
    expect(fmt('htmltag', '"< foo & bar >"')).toBe('&quot;&lt; foo &amp; bar &gt;&quot;');
  });

  it('read non-strings as strings (containers as nothing)', () => {
    expect(fmt('html', 5)).toBe('5');
    expect(fmt('html', { a: '<' })).toBe('');
    expect(fmt('htmlattr', undefined)).toBe('');
  });
});

describe('iter', () => {
  it('prints the nearest @index', () => {
    expect(fmt('iter', 'a', [], { vars: { '@index': 2 } })).toBe('2');
    expect(fmt('iter', 'a')).toBe('');
  });
});

describe('json, json-pretty, raw, str', () => {
  it('json serialises compactly and escapes </', () => {
    expect(fmt('json', "This is a <script>alert('test');</script>")).toBe('"This is a <script>alert(\'test\');<\\/script>"');
    expect(fmt('json', { a: [1, 'x'], b: null })).toBe('{"a":[1,"x"],"b":null}');
    expect(fmt('json', null)).toBe('null');
    expect(fmt('json', undefined)).toBe('');
  });

  it('json-pretty indents by two spaces', () => {
    expect(fmt('json-pretty', { title: '</b>', n: [1] })).toBe('{\n  "title": "<\\/b>",\n  "n": [\n    1\n  ]\n}');
    expect(fmt('json-pretty', undefined)).toBe('');
  });

  it('raw serialises without escaping; missing prints null', () => {
    expect(fmt('raw', { color: 'red', price: '17.50' })).toBe('{"color":"red","price":"17.50"}');
    expect(fmt('raw', '</x>')).toBe('"</x>"');
    expect(fmt('raw', -15)).toBe('-15');
    expect(fmt('raw', undefined)).toBe('null');
  });

  it('str prints scalars and nothing for containers and null', () => {
    expect(fmt('str', false)).toBe('false');
    expect(fmt('str', -15)).toBe('-15');
    expect(fmt('str', 'Central Park')).toBe('Central Park');
    expect(fmt('str', { a: 1 })).toBe('');
    expect(fmt('str', [1])).toBe('');
    expect(fmt('str', null)).toBe('');
  });
});
