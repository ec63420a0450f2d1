/**
 * Which storefront page views the page cache may answer, and under what key. A page is a
 * function of the site's snapshot, its path and the request's page fields (page-context.ts
 * `PageRequest`); the key holds every one of those fields that changes the page, and a request
 * carrying any other field (a visitor's cart or crumb, or a field added later and not yet
 * named here) is never cached, so per-visitor content cannot leak into a shared entry.
 */
import type { PageRequest } from './page-context';
import type { PageRoute } from './page-resolver';

/** Shared pages: a collection, an item, a theme page, search results, the not-found page. */
export const CACHED_ROUTE_KINDS: ReadonlySet<PageRoute['kind']> = new Set(['collection', 'item', 'theme-page', 'search', 'not-found']);

/** Fields of a page view that never change the HTML (the nonce is put in per response). */
const NEUTRAL_FIELDS = new Set(['cspNonce', 'requestId']);
/** Fields the key holds. */
const KEYED_FIELDS = new Set(['origin', 'query', 'format', 'drafts']);

export type PageViewRequest = PageRequest & { format?: string | undefined; requestId: string; drafts?: boolean };

/** The cache key of a page view, or null when the view must be rendered for this request alone. */
export function cacheablePageKey(websiteId: string, path: string, request: PageViewRequest): string | null {
  if (request.drafts === true || request.format !== undefined) return null;
  for (const [field, value] of Object.entries(request)) {
    if (value === undefined || NEUTRAL_FIELDS.has(field) || KEYED_FIELDS.has(field)) continue;
    return null;
  }
  const query = Object.entries(request.query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([websiteId, request.origin, path, query]);
}
