/**
 * JSON-T sources of the comment formatters (TPL-04). Both render against an item or a
 * collection without isolation, so site settings resolve from the page context.
 * Sites using Disqus get its thread container; others get the built-in comments.
 */

/** `comment-link`: a link to the item's comments with their count (TPL-30 wording). */
export const COMMENT_LINK_TEMPLATE = `{.if websiteSettings.disqusShortname}
  <a href="{fullUrl}" class="sqs-comment-link sqs-disqus-comment-link" data-id="{id}"></a>
{.or}
  <a href="{fullUrl}#comments-{id}" class="sqs-comment-link" data-id="{id}">
  {.equal? publicCommentCount 0}No{.or}{publicCommentCount}{.end}
  Comment{.notEqual? publicCommentCount 1}s{.end}
  </a>
{.end}`;

/** `comments`: the comment thread container, tagged with the item or collection it belongs to. */
export const COMMENTS_TEMPLATE = `{.if websiteSettings.disqusShortname}
  <div class="squarespace-comments" id="disqus_thread"></div>
{.or}
  <div class="squarespace-comments" id="comments-{id}"{.if item} data-item-id="{item.id}" \
data-public-comment-count="{item.publicCommentCount}" data-comment-state="{item.commentState}"{.or}{.if collection} \
data-collection-id="{collection.id}" data-public-comment-count="{collection.publicCommentCount}" \
data-comment-state="{collection.commentState}"{.end}{.end}></div>
{.end}`;
