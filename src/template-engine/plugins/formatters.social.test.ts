import { describe, expect, it } from 'vitest';
import { render } from '../index';
import { SOCIAL_FORMATTERS } from './formatters.social';
import { runFormatter, type FakeContextOptions } from './fake-render-context';

function fmt(name: string, value: unknown, args: string[] = [], options?: FakeContextOptions): unknown {
  const formatter = SOCIAL_FORMATTERS[name];
  if (!formatter) throw new Error(`no formatter ${name}`);
  return runFormatter(formatter, value, args, options).value;
}

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

describe('TPL-30 comment-count', () => {
  it("reads 'No Comments', '1 Comment', 'N Comments'", () => {
    expect(fmt('comment-count', { publicCommentCount: 0 })).toBe('No Comments');
    expect(fmt('comment-count', { publicCommentCount: 1 })).toBe('1 Comment');
    expect(fmt('comment-count', { publicCommentCount: 12 })).toBe('12 Comments');
    expect(fmt('comment-count', {})).toBe('No Comments');
  });
});

describe('TPL-04 comment-link and comments', () => {
  const item = { id: 'p1', fullUrl: '/blog/p1', publicCommentCount: 2, commentState: 1 };

  it('links to built-in comments with their count (TPL-30 wording)', () => {
    expect(html('{item|comment-link}', { item })).toBe(
      '\n  <a href="/blog/p1#comments-p1" class="sqs-comment-link" data-id="p1">\n  2\n  Comments\n  </a>\n',
    );
    expect(html('{item|comment-link}', { item: { ...item, publicCommentCount: 0 } })).toContain('\n  No\n  Comments\n');
    expect(html('{item|comment-link}', { item: { ...item, publicCommentCount: 1 } })).toContain('\n  1\n  Comment\n');
  });

  it('links to the Disqus thread when the site sets disqusShortname', () => {
    expect(html('{item|comment-link}', { websiteSettings: { disqusShortname: 'site' }, item })).toBe(
      '\n  <a href="/blog/p1" class="sqs-comment-link sqs-disqus-comment-link" data-id="p1"></a>\n',
    );
  });

  it('writes the comment thread container for an item or a collection', () => {
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

describe('TPL-07 like-button', () => {
  const item = { id: 'p1', likeCount: 7 };

  it('shows with simpleLikingEnabled and the like count', () => {
    expect(html('{item|like-button}', { websiteSettings: { simpleLikingEnabled: true }, item })).toBe(
      '\n  <span class="sqs-simple-like" data-item-id="p1" data-like-count="7">\n' +
        '    <span class="like-icon"></span>\n    <span class="like-count"></span>\n  </span>\n',
    );
  });

  it('is empty when liking is off or there is no item', () => {
    expect(html('{item|like-button}', { item })).toBe('');
    expect(html('{item|like-button}', { websiteSettings: { simpleLikingEnabled: true } })).toBe('');
  });
});

describe('TPL-06 social-button', () => {
  const website = { shareButtonOptions: ['facebook'] };
  const item = {
    mainImageId: 'm1',
    mainImage: { assetUrl: '/m.jpg' },
    recordType: 1,
    title: 'Tom & "Jerry"',
    fullUrl: '/blog/tj',
  };

  it('writes the share placeholder as a block or inline', () => {
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

  it("prefers the item's own image id and asset URL", () => {
    const own = { ...item, systemDataId: 's1', assetUrl: '/own.jpg' };
    const out = fmt('social-button', own, [], { scopes: [{ website }] });
    expect(out).toContain('data-system-data-id="s1" data-asset-url="/own.jpg"');
  });

  it('is empty without share services', () => {
    expect(fmt('social-button', item)).toBe('');
    expect(fmt('social-button', item, [], { scopes: [{ website: { shareButtonOptions: [] } }] })).toBe('');
  });
});

describe('Twitter', () => {
  it('TPL-33 TPL-34 makes URLs, profiles and hashtags external links', () => {
    expect(fmt('activate-twitter-links', 'see https://x.com/a?b=1 @Jane #News_1')).toBe(
      'see <a target="new" href="https://x.com/a?b=1">https://x.com/a?b=1</a> ' +
        '<a target="new" href="https://twitter.com/Jane/">@Jane</a> ' +
        '<a target="new" href="https://twitter.com/hashtag/News_1?src=hash">#News_1</a>',
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

describe('TPL-08 TPL-32 google-calendar-url', () => {
  const event = {
    title: 'Launch & party',
    startDate: 1384518630000,
    endDate: 1384518716400,
    location: { addressLine1: '123 Main St.', addressLine2: ' ', addressCountry: 'US' },
  };

  it('builds the external add-to-calendar link from title, UTC times and location', () => {
    expect(fmt('google-calendar-url', event)).toBe(
      'http://www.google.com/calendar/event?action=TEMPLATE&text=Launch%20%26%20party' +
        '&dates=20131115T123030Z/20131115T123156Z&location=123%20Main%20St.%2C%20US',
    );
  });

  it('leaves out an empty location', () => {
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
