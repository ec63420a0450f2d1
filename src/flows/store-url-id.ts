/**
 * The URL id of a new store (spec §5 Store URL id; STORE-14..STORE-16, GAP-82): derived from
 * the store title; a result that is empty or shorter than 3 characters (the store id
 * minimum) gives way to the fallback title; a taken id gets -1, -2 ... (the next free number).
 */

/** The store id minimum length (§9). */
export const STORE_URL_ID_MIN_LENGTH = 3;
const MAX_LENGTH = 100;

/** GAP-82: lowercase, diacritics stripped (NFKD), non-alphanumeric runs → "-", dashes trimmed, 100 at most. */
export function urlIdFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_LENGTH)
    .replace(/-+$/, '');
}

/**
 * The store's URL id given the ids already in use (`taken`: the site's collection URL ids,
 * the client's `storeUrls`, and paths the storefront keeps for itself).
 */
export function storeUrlId(storeTitle: string, fallbackStoreTitle: string, taken: ReadonlySet<string>): string {
  let base = urlIdFromTitle(storeTitle);
  if (base.length < STORE_URL_ID_MIN_LENGTH) base = urlIdFromTitle(fallbackStoreTitle);
  // Neither title gives a usable id (e.g. both are symbols): a plain word still names the page.
  if (base.length < STORE_URL_ID_MIN_LENGTH) base = 'store';
  if (!taken.has(base)) return base;
  for (let n = 1; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
