/**
 * URL ids of collections (unique per site) and items (unique per collection): derived from a
 * title the way GAP-82 describes store ids, made unique with -1, -2 ... (STORE-16).
 */

import { URL_ID_MAX_LENGTH } from '../../shared/content-model';

export { RESERVED_COLLECTION_URL_IDS, RESERVED_ITEM_URL_IDS, URL_ID_MAX_LENGTH, URL_ID_PATTERN, isValidUrlId } from '../../shared/content-model';

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
