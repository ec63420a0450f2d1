/**
 * The URL id of a new store (spec §5 Store URL id; STORE-14..STORE-16, GAP-82): derived from
 * the store title; a result that is empty or shorter than 3 characters (the store id
 * minimum) gives way to the fallback title; a taken id gets -1, -2 ... (the next free number).
 * Slugs and free-id search are the content module's, so stores and pages follow one rule.
 */
import { nextFreeUrlId, slugify } from '../../modules/content';

/** The store id minimum length (§9). */
export const STORE_URL_ID_MIN_LENGTH = 3;

/** GAP-82: lowercase, diacritics stripped (NFKD), non-alphanumeric runs → "-", dashes trimmed, 100 at most. */
export const urlIdFromTitle = slugify;

/**
 * The store's URL id given the ids already in use (`taken`: the site's collection URL ids,
 * the client's `storeUrls`, and paths the storefront keeps for itself).
 */
export function storeUrlId(storeTitle: string, fallbackStoreTitle: string, taken: ReadonlySet<string>): string {
  let base = slugify(storeTitle);
  if (base.length < STORE_URL_ID_MIN_LENGTH) base = slugify(fallbackStoreTitle);
  // Neither title gives a usable id (e.g. both are symbols): a plain word still names the page.
  if (base.length < STORE_URL_ID_MIN_LENGTH) base = 'store';
  return nextFreeUrlId(base, taken);
}
