import { describe, expect, it } from 'vitest';
import { normalizeCategories, normalizeCategoryName, normalizeTags } from './item-labels';

describe('tags and categories of an item', () => {
  it('ADM-52 trims tags, drops empty ones and removes duplicates ignoring case', () => {
    expect(normalizeTags(['  red ', 'Red', 'blue', '', '   ', 'big   sale'])).toEqual(['red', 'blue', 'big sale']);
  });

  it('ADM-52 accepts a 50-character tag and refuses a 51-character one with 422', () => {
    expect(normalizeTags(['x'.repeat(50)])).toEqual(['x'.repeat(50)]);
    expect(() => normalizeTags(['x'.repeat(51)])).toThrow(expect.objectContaining({ code: 'CONTENT_TAG_TOO_LONG' }));
    // Characters as people count them: 50 emoji are 50 characters.
    expect(normalizeTags(['😀'.repeat(50)])).toHaveLength(1);
  });

  it('ADM-53 accepts a 25-character category and refuses a 26-character one', () => {
    expect(normalizeCategories(['c'.repeat(25), 'C'.repeat(25)])).toEqual(['c'.repeat(25)]);
    expect(() => normalizeCategories(['c'.repeat(26)])).toThrow(expect.objectContaining({ code: 'CONTENT_CATEGORY_TOO_LONG' }));
    expect(() => normalizeCategoryName('  ')).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });
});
