/**
 * Social predicates (TPL-04): whether comments show for the item in scope, and whether the
 * site uses Disqus.
 */
import type { PredicateTable } from '../plugin';
import { asNumber, getChild, isTruthy } from '../values';

/** commentState of an item whose comments are open. */
const COMMENTS_OPEN = 1;

export const SOCIAL_PREDICATES: PredicateTable = {
  // Open comments show, and so do closed ones that already have public comments, unless
  // the site has turned comments off.
  'comments?': (_args, ctx) => {
    const item = ctx.node();
    let shown =
      asNumber(getChild(item, 'commentState')) === COMMENTS_OPEN || asNumber(getChild(item, 'publicCommentCount')) > 0;
    const settings = ctx.resolve(['websiteSettings']);
    if (settings !== undefined && !isTruthy(getChild(settings, 'commentsEnabled'))) shown = false;
    return shown;
  },

  // The key is spelled `disqusShortName` here, unlike the `disqusShortname` the comment
  // templates read; both spellings are kept as templates rely on them.
  'disqus?': (_args, ctx) => isTruthy(ctx.resolve(['websiteSettings', 'disqusShortName'])),
};
