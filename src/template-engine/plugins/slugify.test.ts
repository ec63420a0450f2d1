import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('lowercases, drops punctuation and hyphenates whitespace', () => {
    expect(slugify('International Moose Count Finally Underway')).toBe('international-moose-count-finally-underway');
    expect(slugify("If Strike Isn't Settled Quickly, It May Last Awhile")).toBe(
      'if-strike-isnt-settled-quickly-it-may-last-awhile',
    );
  });

  it('collapses whitespace runs, keeps hyphens, drops non-ASCII letters', () => {
    expect(slugify('  a  -  b\t\nc ')).toBe('-a---b-c-');
    expect(slugify('Crème brûlée & Co')).toBe('crme-brle-co');
  });
});
