import { describe, expect, it } from 'vitest';
import { addTypedLabels, checkLabel, startEditing } from './label-rules';

describe('tag and category rules in the editor', () => {
  it("ADM-25 'This {tagType} already exists.' for a tag or category already in the list, ignoring case and spacing", () => {
    expect(checkLabel('tag', '  Summer  Linen ', ['summer linen'])).toEqual({ ok: false, message: 'This tag already exists.' });
    expect(checkLabel('category', 'NEWS', ['News', 'Studio'])).toEqual({ ok: false, message: 'This category already exists.' });
    expect(checkLabel('tag', 'Autumn', ['Summer'])).toEqual({ ok: true, label: 'Autumn' });
    // Renaming a label to another spelling of itself is no clash; onto another one is.
    expect(checkLabel('tag', 'SUMMER', ['Summer', 'Winter'], 'Summer')).toEqual({ ok: true, label: 'SUMMER' });
    expect(checkLabel('tag', 'winter', ['Summer', 'Winter'], 'Summer')).toEqual({ ok: false, message: 'This tag already exists.' });
  });

  it("ADM-26 'You may only edit one {tagType} at a time.' when a second label is opened while one is being edited", () => {
    expect(startEditing('tag', null, 'a')).toEqual({ editing: 'a', message: null });
    expect(startEditing('tag', 'a', 'a')).toEqual({ editing: 'a', message: null });
    expect(startEditing('tag', 'a', 'b')).toEqual({ editing: 'a', message: 'You may only edit one tag at a time.' });
    expect(startEditing('category', 'x', 'y').message).toBe('You may only edit one category at a time.');
  });

  it('ADM-52 a tag is at most 50 characters, counted as people count them', () => {
    expect(checkLabel('tag', 'x'.repeat(50), [])).toEqual({ ok: true, label: 'x'.repeat(50) });
    expect(checkLabel('tag', 'x'.repeat(51), [])).toEqual({ ok: false, message: 'A tag can be at most 50 characters long.' });
    expect(checkLabel('tag', '🏺'.repeat(50), []).ok).toBe(true);
  });

  it('ADM-53 a category is at most 25 characters', () => {
    expect(checkLabel('category', 'c'.repeat(25), []).ok).toBe(true);
    expect(checkLabel('category', 'c'.repeat(26), [])).toEqual({ ok: false, message: 'A category can be at most 25 characters long.' });
    expect(checkLabel('category', '   ', [])).toEqual({ ok: false, message: 'Enter a category name.' });
  });

  it('a typed entry adds every comma-separated tag; the first refused one stays in the input with its message', () => {
    expect(addTypedLabels('tag', 'glaze, kiln,', ['studio'])).toEqual({ labels: ['studio', 'glaze', 'kiln'], rest: '', message: null });
    expect(addTypedLabels('tag', 'glaze, Studio, kiln', ['studio'])).toEqual({ labels: ['studio', 'glaze'], rest: 'Studio, kiln', message: 'This tag already exists.' });
    expect(addTypedLabels('tag', ' , ', [])).toEqual({ labels: [], rest: '', message: null });
  });
});
