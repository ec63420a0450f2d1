import { describe, expect, it } from 'vitest';
import { concatenationText, formatPattern } from './string-format';

describe('format patterns', () => {
  it('fills positional tags', () => {
    expect(formatPattern('{0} and {1}', ['A', 'B'])).toBe('A and B');
  });

  it('prints nothing for an index past the end', () => {
    expect(formatPattern('{1} and {5} optional {3}', ['A', 'B', 'C', 'D'])).toBe('B and  optional D');
  });

  it('reads leading zeros as part of the number', () => {
    expect(formatPattern('{000001} and {10000} and {000004}', ['A', 'B', 'C', 'D', 'E'])).toBe('B and  and E');
  });

  it('drops malformed tags up to their closing brace', () => {
    expect(formatPattern('-{x1}{3}{{1}x{}', ['a'])).toBe('-xa');
    expect(formatPattern('{a', ['a'])).toBe('');
    expect(formatPattern('}x{', ['a'])).toBe('}x');
    expect(formatPattern('{1x{0}', ['a', 'b'])).toBe('a');
  });

  it('concatenationText prints values the way JavaScript string concatenation does', () => {
    expect(concatenationText(null)).toBe('');
    expect(concatenationText(undefined)).toBe('');
    expect(concatenationText(true)).toBe('true');
    expect(concatenationText(1.5)).toBe('1.5');
    expect(concatenationText({ a: 1 })).toBe('[object Object]');
    expect(concatenationText([1, null, [2, null], { x: 1 }])).toBe('1,,2,,[object Object]');
  });
});
