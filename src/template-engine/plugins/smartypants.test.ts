import { describe, expect, it } from 'vitest';
import { smartypants } from './smartypants';

describe('smartypants', () => {
  it('curls quotes and apostrophes', () => {
    expect(smartypants('Yes, I\'ve read both "Don Quixote" and "A Tale of Two Cities".')).toBe(
      'Yes, I’ve read both “Don Quixote” and “A Tale of Two Cities”.',
    );
  });

  it('turns -- into an em dash', () => {
    expect(smartypants('Larry--the project lead--about')).toBe('Larry—the project lead—about');
  });

  it('opens a single quote only at a line start or after - — \\ s ( [ " (reference parity)', () => {
    expect(smartypants("it 'x' s'y' \\'z' ('a') \"'b'\"")).toBe('it ’x’ s‘y’ \\‘z’ (‘a’) “‘b’”');
    expect(smartypants("'a'\n'b'")).toBe('‘a’\n‘b’');
  });

  it('opens a double quote at a line start or after whitespace, - — / [ ( ‘', () => {
    expect(smartypants('"a" x"b" /"c" \u2018"d"')).toBe('“a” x”b” /“c” ‘“d”');
    expect(smartypants('x\n"y"')).toBe('x\n“y”');
  });
});
