/**
 * The spec's editor limits (§9) that the server enforces (GAP-102: over-limit writes are
 * rejected with 422), and the code ranges of layout blocks (§3).
 */

import { CollectionType } from '../../shared/enums';

/** ADM-47. */
export const MAX_BLOCKS_PER_LAYOUT = 60;
/** ADM-49: a collection whose items the owner orders by hand. */
export const MAX_ITEMS_USER_ORDERED = 250;
/** ADM-50. */
export const MAX_PRODUCTS_PER_COLLECTION = 200;
/** ADM-51: categories in one collection's tree. */
export const MAX_NESTED_CATEGORIES = 10_000;
/** ADM-54: photo galleries on one site. */
export const MAX_PHOTO_GALLERIES = 20;
/** ADM-55: items in one photo gallery. */
export const MAX_ITEMS_PER_GALLERY = 50;
/** ADM-52. */
export const MAX_TAG_LENGTH = 50;
/** ADM-53: a category name, both an item's category and a category in the tree. */
export const MAX_CATEGORY_LENGTH = 25;

/** A photo gallery: the generic collection the theme renders with its `gallery` template. */
export function isPhotoGallery(collection: { type: number; typeName: string }): boolean {
  return collection.type === CollectionType.GENERIC && collection.typeName === 'gallery';
}

export { BLOCK_TYPE_RANGE, LAYOUT_BLOCK_CODE_RANGE, isBlockType } from '../../shared/content-model';
