/**
 * The CSS classes of a content item on list pages (`hentry ...`): its promoted block,
 * categories, tags, author, post type, position, and for products the sale state.
 */
import type { RenderContext } from '../plugin';
import { asNumber, asString, getChild, isTruthy, sizeOf } from '../values';
import { isOnSale, isSoldOut } from './commerce/product-state';
import { RecordType } from './content-enums';
import { slugify } from './slugify';

function prefixedSlugs(prefix: string, list: unknown): string {
  let out = '';
  const size = sizeOf(list);
  for (let i = 0; i < size; i++) out += ` ${prefix}-${slugify(asString(getChild(list, i)))}`;
  return out;
}

/** The class list; item fields are looked up from the current scope outwards. */
export function itemClasses(item: unknown, ctx: RenderContext): string {
  let out = 'hentry';
  const promoted = ctx.resolve(['promotedBlockType']);
  if (isTruthy(promoted)) out += ` promoted promoted-block-${slugify(asString(promoted))}`;
  const categories = ctx.resolve(['categories']);
  if (isTruthy(categories)) out += prefixedSlugs('category', categories);
  const tags = ctx.resolve(['tags']);
  if (isTruthy(tags)) out += prefixedSlugs('tag', tags);
  const author = ctx.resolve(['author']);
  const displayName = getChild(author, 'displayName');
  if (isTruthy(author) && isTruthy(displayName)) out += ` author-${slugify(asString(displayName))}`;
  out += ` post-type-${asString(ctx.resolve(['recordTypeLabel']))}`;
  const index = ctx.lookup('@index');
  if (index !== undefined) out += ` article-index-${asNumber(index)}`;
  if (isTruthy(ctx.resolve(['starred']))) out += ' featured';
  if (asNumber(getChild(item, 'recordType')) === RecordType.STORE_ITEM.code) {
    if (isOnSale(item)) out += ' on-sale';
    if (isSoldOut(item)) out += ' sold-out';
  }
  return out;
}
