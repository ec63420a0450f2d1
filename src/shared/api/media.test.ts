import { describe, expect, it } from 'vitest';
import { MediaListQuery, MediaPatchBody } from './media';

describe('media contract', () => {
  it("ADM-20 renaming to an empty name is 'Please enter a file name.'", () => {
    for (const name of ['', '   ']) {
      const result = MediaPatchBody.safeParse({ name });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Please enter a file name.');
    }
    expect(MediaPatchBody.parse({ name: '  Summer  ' })).toEqual({ name: 'Summer' });
    expect(MediaPatchBody.safeParse({ name: 'x'.repeat(256) }).success).toBe(false);
  });

  it('takes a search of at most 200 characters', () => {
    expect(MediaListQuery.parse({ q: 'mug', limit: '10' })).toEqual({ q: 'mug', limit: 10 });
    expect(MediaListQuery.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });
});
