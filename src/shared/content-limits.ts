/**
 * The spec's editor limits (§9) that the content module enforces (GAP-102: over-limit writes
 * answer 422) and the editor shows before a write is sent.
 */
import { CollectionType } from './enums';

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
