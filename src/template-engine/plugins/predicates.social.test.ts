import { describe, expect, it } from 'vitest';
import { SOCIAL_PREDICATES } from './predicates.social';
import { predicateRunner, type FakeContextOptions } from './fake-render-context';

const runSocial = predicateRunner(SOCIAL_PREDICATES);
const pred = (name: string, node: unknown, options?: FakeContextOptions): boolean => runSocial(name, node, [], options);

describe('comments? and disqus?', () => {
  it('TPL-04 comments? shows open comments (commentState 1), and closed ones with a publicCommentCount', () => {
    expect(pred('comments?', { commentState: 1 })).toBe(true);
    expect(pred('comments?', { commentState: 2, publicCommentCount: 3 })).toBe(true);
    expect(pred('comments?', { commentState: 2, publicCommentCount: 0 })).toBe(false);
    expect(pred('comments?', {})).toBe(false);
  });

  it('TPL-04 comments? is false when the site turns commentsEnabled off', () => {
    const off = { scopes: [{ websiteSettings: { commentsEnabled: false } }] };
    const on = { scopes: [{ websiteSettings: { commentsEnabled: true } }] };
    expect(pred('comments?', { commentState: 1 }, off)).toBe(false);
    expect(pred('comments?', { commentState: 1 }, on)).toBe(true);
  });

  it('TPL-04 disqus? reads websiteSettings.disqusShortName up the scopes', () => {
    expect(pred('disqus?', {}, { scopes: [{ websiteSettings: { disqusShortName: 'site' } }] })).toBe(true);
    expect(pred('disqus?', { websiteSettings: { disqusShortName: '' } })).toBe(false);
    expect(pred('disqus?', {})).toBe(false);
  });
});
