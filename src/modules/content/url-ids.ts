/**
 * URL ids of collections (unique per site) and items (unique per collection): derived from a
 * title the way GAP-82 describes store ids, made unique with -1, -2 ... (STORE-16).
 */

/** A URL id: lowercase letters and digits in dash-separated runs, at most 100 characters. */
export const URL_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const URL_ID_MAX_LENGTH = 100;

/**
 * Collection URL ids that would hide one of the storefront's fixed paths (/cart, /search, the
 * APIs, the editor under /config ...); collections sit at the top of the site's paths.
 */
export const RESERVED_COLLECTION_URL_IDS: ReadonlySet<string> = new Set([
  'api', 'assets', 'account', 'cart', 'checkout', 'commerce', 'config', 'healthz', 'readyz',
  'search', 'settings', 'static', 'media', 's', 'universal', 'order-status', 'subscription', 'gift-card',
]);

/** Item URL ids that would hide a collection's own sub-paths (tag and category filters). */
export const RESERVED_ITEM_URL_IDS: ReadonlySet<string> = new Set(['tag', 'category', 'page']);

/** GAP-82: lowercase, strip diacritics, non-alphanumeric runs to "-", trim dashes, cap at 100. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, URL_ID_MAX_LENGTH)
    .replace(/-+$/, '');
}

export function isValidUrlId(urlId: string): boolean {
  return urlId.length <= URL_ID_MAX_LENGTH && URL_ID_PATTERN.test(urlId);
}

/**
 * `base` when free, else `base-n` with the smallest n ≥ 1 that is free (STORE-16), keeping the
 * result within the length cap.
 */
export function nextFreeUrlId(base: string, taken: ReadonlySet<string>, reserved: ReadonlySet<string> = new Set()): string {
  const free = (id: string) => !taken.has(id) && !reserved.has(id);
  if (free(base)) return base;
  for (let n = 1; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, URL_ID_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (free(candidate)) return candidate;
  }
}
