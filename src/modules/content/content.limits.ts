/**
 * The spec's editor limits (§9) that the server enforces (GAP-102: over-limit writes are
 * rejected with 422), and the code ranges of layout blocks (§3). The limits live in
 * `src/shared/content-limits.ts` so the editor shows the same numbers.
 */
export {
  MAX_BLOCKS_PER_LAYOUT,
  MAX_CATEGORY_LENGTH,
  MAX_ITEMS_PER_GALLERY,
  MAX_ITEMS_USER_ORDERED,
  MAX_NESTED_CATEGORIES,
  MAX_PHOTO_GALLERIES,
  MAX_PRODUCTS_PER_COLLECTION,
  MAX_TAG_LENGTH,
  isPhotoGallery,
} from '../../shared/content-limits';
export { BLOCK_TYPE_RANGE, LAYOUT_BLOCK_CODE_RANGE, isBlockType } from '../../shared/content-model';
