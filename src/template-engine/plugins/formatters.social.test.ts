import { describe, expect, it } from 'vitest';
import { render } from '../index';
import { SOCIAL_FORMATTERS } from './formatters.social';
import { formatterRunner } from './fake-render-context';

const fmt = formatterRunner(SOCIAL_FORMATTERS);

const html = (template: string, data: unknown): string => render(template, data).html;

describe('social formatter table', () => {
  it('registers every social formatter of the language', () => {
    expect(Object.keys(SOCIAL_FORMATTERS).sort()).toEqual(
      [
        'activate-twitter-links', 'comment-count', 'comment-link', 'comments', 'google-calendar-url', 'like-button',
        'social-button', 'social-button-inline', 'twitter-follow-button',
      ].sort(),
    );
  });
});

describe('comment-count', () => {
  it("TPL-30 reads 'No Comments', '1 Comment', 'N Comments' from publicCommentCount", () => {
    expect(fmt('comment-count', { publicCommentCount: 0 })).toBe('No Comments');
    expect(fmt('comment-count', { publicCommentCount: 1 })).toBe('1 Comment');
    expect(fmt('comment-count', { publicCommentCount: 12 })).toBe('12 Comments');
    expect(fmt('comment-count', {})).toBe('No Comments');
  });
});

describe('comment-link and comments', () => {
  const item = { id: 'p1', fullUrl: '/blog/p1', publicCommentCount: 2, commentState: 1 };

  it('TPL-04 TPL-30 comment-link links to built-in comments with their publicCommentCount', () => {
    expect(html('{item|comment-link}', { item })).toBe(
      '\n  <a href="/blog/p1#comments-p1" class="sqs-comment-link" data-id="p1">\n  2\n  Comments\n  </a>\n',
    );
    expect(html('{item|comment-link}', { item: { ...item, publicCommentCount: 0 } })).toContain('\n  No\n  Comments\n');
    expect(html('{item|comment-link}', { item: { ...item, publicCommentCount: 1 } })).toContain('\n  1\n  Comment\n');
  });

  it('TPL-04 comment-link links to the Disqus thread when the site sets disqusShortname', () => {
    expect(html('{item|comment-link}', { websiteSettings: { disqusShortname: 'site' }, item })).toBe(
      '\n  <a href="/blog/p1" class="sqs-comment-link sqs-disqus-comment-link" data-id="p1"></a>\n',
    );
  });

  it('TPL-04 comments writes the thread container with publicCommentCount and commentState, or the Disqus one', () => {
    expect(html('{item|comments}', { item })).toBe(
      '\n  <div class="squarespace-comments" id="comments-p1" data-item-id="p1" data-public-comment-count="2" ' +
        'data-comment-state="1"></div>\n',
    );
    const collection = { id: 'c1', publicCommentCount: 0, commentState: 2 };
    expect(html('{collection|comments}', { collection })).toBe(
      '\n  <div class="squarespace-comments" id="comments-c1" data-collection-id="c1" data-public-comment-count="0" ' +
        'data-comment-state="2"></div>\n',
    );
    expect(html('{item|comments}', { websiteSettings: { disqusShortname: 'x' }, item })).toBe(
      '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n',
    );
  });
});

describe('like-button', () => {
  const item = { id: 'p1', likeCount: 7 };

  it('TPL-07 shows with website simpleLikingEnabled and the item likeCount', () => {
    expect(html('{item|like-button}', { websiteSettings: { simpleLikingEnabled: true }, item })).toBe(
      '\n  <span class="sqs-simple-like" data-item-id="p1" data-like-count="7">\n' +
        '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n',
    );
  });

  it('TPL-07 is empty when simpleLikingEnabled is off or there is no item', () => {
    expect(html('{item|like-button}', { item })).toBe('');
    expect(html('{item|like-button}', { websiteSettings: { simpleLikingEnabled: true } })).toBe('');
  });
});

describe('social-button', () => {
  const website = { shareButtonOptions: ['facebook'] };
  const item = {
    mainImageId: 'm1',
    mainImage: { assetUrl: '/m.jpg' },
    recordType: 1,
    title: 'Tom & "Jerry"',
    fullUrl: '/blog/tj',
  };

  it('TPL-06 writes the share buttons placeholder as a block or inline, attributes escaped', () => {
    const attrs =
      ' data-system-data-id="m1" data-asset-url="/m.jpg" data-record-type="1" data-full-url="/blog/tj"' +
      ' data-title="Tom &amp; &quot;Jerry&quot;">';
    expect(fmt('social-button', item, [], { scopes: [{ website }] })).toBe(
      `<div class="squarespace-social-buttons button-style"${attrs}</div>`,
    );
    expect(fmt('social-button-inline', item, [], { scopes: [{ website }] })).toBe(
      `<span class="squarespace-social-buttons inline-style"${attrs}</span>`,
    );
  });

  it("TPL-06 prefers the item's own image id and asset URL", () => {
    const own = { ...item, systemDataId: 's1', assetUrl: '/own.jpg' };
    const out = fmt('social-button', own, [], { scopes: [{ website }] });
    expect(out).toContain('data-system-data-id="s1" data-asset-url="/own.jpg"');
  });

  it('TPL-06 is empty when the website has no share services', () => {
    expect(fmt('social-button', item)).toBe('');
    expect(fmt('social-button', item, [], { scopes: [{ website: { shareButtonOptions: [] } }] })).toBe('');
  });
});

describe('Twitter', () => {
  it('TPL-33 makes URLs and profiles external links', () => {
    expect(fmt('activate-twitter-links', 'see https://x.com/a?b=1 @Jane')).toBe(
      'see <a target="new" href="https://x.com/a?b=1">https://x.com/a?b=1</a> ' +
        '<a target="new" href="https://twitter.com/Jane/">@Jane</a>',
    );
  });

  it('TPL-34 makes hashtags external links to their Twitter search', () => {
    expect(fmt('activate-twitter-links', '#News_1 and #sale')).toBe(
      '<a target="new" href="https://twitter.com/hashtag/News_1?src=hash">#News_1</a> and ' +
        '<a target="new" href="https://twitter.com/hashtag/sale?src=hash">#sale</a>',
    );
  });

  it('leaves mentions and hashtags inside words alone', () => {
    expect(fmt('activate-twitter-links', 'mail@example.com a#b')).toBe('mail@example.com a#b');
  });

  it('TPL-33 follow button names the account, from its user name or profile URL', () => {
    const tail = '<div class="squarespace-follow-button" data-username="jane"></div>';
    expect(fmt('twitter-follow-button', { userName: 'jane' })).toMatch(/^<script>Y\.use\('squarespace-follow-buttons'.*<\/script>/);
    expect(fmt('twitter-follow-button', { userName: 'jane' })).toContain(tail);
    expect(fmt('twitter-follow-button', { profileUrl: 'https://twitter.com/jane' })).toContain(tail);
  });
});

describe('google-calendar-url', () => {
  const event = {
    title: 'Launch & party',
    startDate: 1384518630000,
    endDate: 1384518716400,
    location: { addressLine1: '123 Main St.', addressLine2: ' ', addressCountry: 'US' },
  };

  it('TPL-08 TPL-32 builds the external calendar-event add link from title, UTC start/end and location', () => {
    expect(fmt('google-calendar-url', event)).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Launch%20%26%20party' +
        '&dates=20131115T123030Z/20131115T123156Z&location=123%20Main%20St.%2C%20US',
    );
  });

  it('TPL-32 leaves an empty location out of the add link', () => {
    expect(fmt('google-calendar-url', { ...event, location: { addressLine1: '' } })).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Launch%20%26%20party' +
        '&dates=20131115T123030Z/20131115T123156Z',
    );
  });

  it('escapes the title the legacy way, non-Latin-1 characters as %uXXXX', () => {
    expect(fmt('google-calendar-url', { title: 'ü€' })).toContain('&text=%FC%u20AC&');
  });

  it('reports an event time outside the supported range as an error and prints nothing', () => {
    const result = render('{@|google-calendar-url}', { startDate: 1e16, endDate: 0 });
    expect(result.html).toBe('');
    expect(result.errors.map((e) => e.message)).toEqual([
      'RuntimeError: Unexpected Error error when executing VARIABLE: Julian day 118181328 is outside the ' +
        'supported range of this library: Mon Jan  1 4713 B.C. to Fri Dec 31 8652 A.D.',
    ]);
  });
});
