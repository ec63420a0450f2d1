import { describe, expect, it } from 'vitest';
import { DEFAULT_ELLIPSIS, DEFAULT_TRUNCATE_LENGTH, truncateAtWord } from './truncate';

describe('truncateAtWord', () => {
  it('TPL-29 defaults are 100 and "..."', () => {
    expect(DEFAULT_TRUNCATE_LENGTH).toBe(100);
    expect(DEFAULT_ELLIPSIS).toBe('...');
  });

  it('keeps text within the limit', () => {
    expect(truncateAtWord('abc', 3)).toBe('abc');
    expect(truncateAtWord('', 1)).toBe('');
  });

  it('cuts after the last whitespace inside the limit', () => {
    expect(truncateAtWord('It was the best of times, it was', 28)).toBe('It was the best of times, ...');
    expect(truncateAtWord('ab cd', 3, '!')).toBe('ab !');
    expect(truncateAtWord('ab\u000bcd', 4)).toBe('ab\u000b...');
  });

  it('cuts hard when there is no whitespace; other Unicode spaces do not count', () => {
    expect(truncateAtWord('abcdef', 3)).toBe('abc...');
    expect(truncateAtWord('ab\u00a0cdef', 4)).toBe('ab\u00a0c...');
  });
});
