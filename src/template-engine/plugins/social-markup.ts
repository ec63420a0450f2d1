/**
 * Social markup: share buttons (TPL-06), the Twitter follow button and links in tweets
 * (TPL-33, TPL-34), and comment counts (TPL-30).
 */
import { asNumber, asString, getChild, getPath, sizeOf } from '../values';
import { legacyEscape } from './markup-text';
import { escapeHtmlAttribute } from './text-escaping';

// Links open in a new window: they lead off the site.
const URL_IN_TEXT = /(\b(https?|ftp|file):\/\/[-A-Z0-9+&@#/%?=~_|!:,.;]*[-A-Z0-9+&@#\\/%=~_|])/gi;
const MENTION = /(^| )@([a-z0-9_]+)/gi;
const HASHTAG = /(^| )#([a-z0-9_]+)/gi;

/** Turns URLs, @mentions (profile links) and #hashtags in a tweet into external links. */
export function activateTwitterLinks(text: string): string {
  return text
    .replace(URL_IN_TEXT, '<a target="new" href="$1">$1</a>')
    .replace(MENTION, '$1<a target="new" href="https://twitter.com/$2/">@$2</a>')
    .replace(
      HASHTAG,
      (_match, prefix: string, tag: string) =>
        `${prefix}<a target="new" href="https://twitter.com/hashtag/${legacyEscape(tag)}?src=hash">#${tag}</a>`,
    );
}

/** TPL-30: `No Comments`, `1 Comment`, `N Comments`. */
export function commentCount(item: unknown): string {
  const count = asNumber(getChild(item, 'publicCommentCount'));
  return `${count === 0 ? 'No' : count} Comment${count === 1 ? '' : 's'}`;
}

/** The first of `names` the item has (even when null); undefined when it has none. */
function firstPresent(item: unknown, ...names: string[]): unknown {
  for (const name of names) {
    const value = getChild(item, name);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * The share-button placeholder the front end fills in, as a block (`div`) or inline
 * (`span`). Empty when the site has no share services configured.
 */
export function socialButton(website: unknown, item: unknown, inline: boolean): string {
  const options = getChild(website, 'shareButtonOptions');
  if (website === undefined || options === undefined || sizeOf(options) === 0) return '';
  let assetUrl = getChild(item, 'assetUrl');
  if (assetUrl === undefined) assetUrl = getPath(item, ['mainImage', 'assetUrl']);
  const tag = inline ? 'span' : 'div';
  return (
    `<${tag} class="squarespace-social-buttons ${inline ? 'inline-style' : 'button-style'}"` +
    ` data-system-data-id="${asString(firstPresent(item, 'systemDataId', 'mainImageId'))}"` +
    ` data-asset-url="${asString(assetUrl)}"` +
    ` data-record-type="${asString(getChild(item, 'recordType'))}"` +
    ` data-full-url="${asString(getChild(item, 'fullUrl'))}"` +
    ` data-title="${escapeHtmlAttribute(asString(getChild(item, 'title')))}"></${tag}>`
  );
}

/** The follow-button placeholder for a Twitter account, named by user name or profile URL. */
export function twitterFollowButton(account: unknown): string {
  let userName = asString(getChild(account, 'userName'));
  if (userName === '') {
    const parts = asString(getChild(account, 'profileUrl')).split('/');
    userName = parts[parts.length - 1]!;
  }
  return (
    "<script>Y.use('squarespace-follow-buttons', function(Y) { " +
    "Y.on('domready', function() { Y.Squarespace.FollowButtonUtils.renderAll(); }); });" +
    `</script><div class="squarespace-follow-button" data-username="${userName}"></div>`
  );
}
