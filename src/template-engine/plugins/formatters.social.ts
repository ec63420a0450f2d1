/**
 * Social formatters: comments (TPL-04, TPL-30), like and share buttons (TPL-06, TPL-07),
 * calendar links (TPL-08, TPL-32) and Twitter markup (TPL-33, TPL-34).
 */
import type { FormatterTable } from '../plugin';
import { asString } from '../values';
import { googleCalendarUrl } from './calendar-links';
import { activateTwitterLinks, commentCount, socialButton, twitterFollowButton } from './social-markup';
import { COMMENT_LINK_TEMPLATE, COMMENTS_TEMPLATE } from './templates/comments';
import { LIKE_BUTTON_TEMPLATE } from './templates/like-button';

export const SOCIAL_FORMATTERS: FormatterTable = {
  'activate-twitter-links': (_args, vars) => {
    const first = vars[0]!;
    first.value = activateTwitterLinks(asString(first.value));
  },

  'comment-count': (_args, vars) => {
    const first = vars[0]!;
    first.value = commentCount(first.value);
  },

  'comment-link': (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = ctx.execute(COMMENT_LINK_TEMPLATE, first.value, { isolated: false });
  },

  comments: (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = ctx.execute(COMMENTS_TEMPLATE, first.value, { isolated: false });
  },

  'google-calendar-url': (_args, vars) => {
    const first = vars[0]!;
    first.value = googleCalendarUrl(first.value);
  },

  'like-button': (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = ctx.execute(LIKE_BUTTON_TEMPLATE, first.value, { isolated: false });
  },

  'social-button': (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = socialButton(ctx.resolve(['website']), first.value, false);
  },

  'social-button-inline': (_args, vars, ctx) => {
    const first = vars[0]!;
    first.value = socialButton(ctx.resolve(['website']), first.value, true);
  },

  'twitter-follow-button': (_args, vars) => {
    const first = vars[0]!;
    first.value = twitterFollowButton(first.value);
  },
};
