import { describe, expect, it } from 'vitest';
import { legacyEscape, removeTags } from './markup-text';

describe('removeTags', () => {
  it('drops tags, leaving a space for each closing bracket', () => {
    expect(removeTags('<b>bold</b><div><i>it</i></div>')).toBe(' bold   it  ');
    expect(removeTags('a < b')).toBe('a ');
    expect(removeTags('no tags')).toBe('no tags');
  });
});

describe('legacyEscape', () => {
  it('keeps letters, digits and @*_+-./, encoding the rest per UTF-16 unit', () => {
    expect(legacyEscape('Aa0@*_+-./')).toBe('Aa0@*_+-./');
    expect(legacyEscape('a b&c~')).toBe('a%20b%26c%7E');
    expect(legacyEscape('ü€\n')).toBe('%FC%u20AC%0A');
    expect(legacyEscape('😀')).toBe('%uD83D%uDE00');
  });
});
