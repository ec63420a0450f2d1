import { describe, expect, it } from 'vitest';
import { SOCIAL_PREDICATES } from './predicates.social';
import { runPredicate, type FakeContextOptions } from './fake-render-context';

function pred(name: string, node: unknown, options?: FakeContextOptions): boolean {
  return runPredicate(SOCIAL_PREDICATES[name]!, node, [], options);
}

describe('TPL-04 comments? and disqus?', () => {
  it('shows open comments, and closed ones that already have public comments', () => {
    expect(pred('comments?', { commentState: 1 })).toBe(true);
    expect(pred('comments?', { commentState: 2, publicCommentCount: 3 })).toBe(true);
    expect(pred('comments?', { commentState: 2, publicCommentCount: 0 })).toBe(false);
    expect(pred('comments?', {})).toBe(false);
  });

  it('hides comments when the site turns commentsEnabled off', () => {
    const off = { scopes: [{ websiteSettings: { commentsEnabled: false } }] };
    const on = { scopes: [{ websiteSettings: { commentsEnabled: true } }] };
    expect(pred('comments?', { commentState: 1 }, off)).toBe(false);
    expect(pred('comments?', { commentState: 1 }, on)).toBe(true);
  });

  it('disqus? reads websiteSettings.disqusShortName up the scopes', () => {
    expect(pred('disqus?', {}, { scopes: [{ websiteSettings: { disqusShortName: 'site' } }] })).toBe(true);
    expect(pred('disqus?', { websiteSettings: { disqusShortName: '' } })).toBe(false);
    expect(pred('disqus?', {})).toBe(false);
  });
});
