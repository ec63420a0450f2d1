/**
 * JSON-T source of the `like-button` formatter (TPL-07): shown when the site has simple
 * liking on; rendered against the item without isolation so site settings resolve.
 */
export const LIKE_BUTTON_TEMPLATE = `{.if @ && websiteSettings.simpleLikingEnabled}
  <span class="sqs-simple-like" data-item-id="{id}" data-like-count="{likeCount}">
    <span class="like-icon"></span>
    <span class="like-count"></span>
  </span>
{.end}`;
