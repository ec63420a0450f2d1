/**
 * Which page a path is, with its page type code (spec §2, NAV-12): a page 2, a collection
 * list (main content) 1, a content item 50 (product detail pages included, NAV-10), the cart
 * 200 (NAV-01), search 102 (NAV-05), not found 100. Redirect folders send visitors on to their
 * first page.
 */
import { CollectionType, FolderBehavior, PageType } from '../../shared/enums';
import type { OrderPageName } from './order-page';
import type { PurchasePageView } from './purchase-pages';
import { normalizePath, type CollectionModel, type ItemModel, type Json, type SiteModel } from './site-model';

export type PageRoute =
  | {
      kind: 'collection';
      pageType: typeof PageType.PAGE | typeof PageType.MAIN_CONTENT;
      collection: CollectionModel;
      /** `/blog/category/Studio` and `/blog/tag/kiln` filter a list like `?category=` and `?tag=`. */
      filter?: { category?: string; tag?: string };
    }
  | { kind: 'item'; pageType: typeof PageType.CONTENT_ITEM; item: ItemModel; isProduct: boolean }
  | { kind: 'cart'; pageType: typeof PageType.SHOW_CART }
  | { kind: 'search'; pageType: typeof PageType.SEARCH }
  /** Checkout 201 (GAP-51): the visitor's cart comes with the request (checkout-page.routes.ts). */
  | { kind: 'checkout'; pageType: typeof PageType.CHECKOUT }
  | { kind: 'theme-page'; pageType: typeof PageType.PAGE; name: string }
  /** Order confirmed 202 / order status 211: made by the order-pages route, never from a path alone. */
  | { kind: 'order'; pageType: typeof PageType.ORDER_CONFIRMED | typeof PageType.ORDER_STATUS; name: OrderPageName; order: Json }
  /** Gift card page, subscription page, subscription confirmed 206: made by the purchase-pages route. */
  | { kind: 'purchase'; view: PurchasePageView; pageType: number }
  | { kind: 'not-found'; pageType: typeof PageType.NOT_FOUND }
  | { kind: 'redirect'; location: string };

/** Theme pages that are system pages, never reachable at their own path. */
export const SYSTEM_THEME_PAGES = new Set(['404', 'cart', 'search', 'error', 'order-confirmed', 'order-status', 'gift-card', 'subscribe', 'subscription-confirmed', 'checkout']);

/** Resolves a request path (without its query) against a site model. */
export function resolvePage(model: SiteModel, rawPath: string, themePages: ReadonlySet<string>): PageRoute {
  let path: string;
  try {
    path = normalizePath(decodeURIComponent(rawPath));
  } catch {
    return { kind: 'not-found', pageType: PageType.NOT_FOUND };
  }
  if (path === '/cart') return { kind: 'cart', pageType: PageType.SHOW_CART };
  if (path === '/search') return { kind: 'search', pageType: PageType.SEARCH };
  // Only `/checkout` itself carries the visitor's cart (its own route): other spellings go there.
  if (path === '/checkout') return rawPath === '/checkout' ? { kind: 'checkout', pageType: PageType.CHECKOUT } : { kind: 'redirect', location: '/checkout' };

  const target = model.paths.get(path);
  if (target?.kind === 'item') {
    const isProduct = target.item.json.structuredContent !== undefined;
    return { kind: 'item', pageType: PageType.CONTENT_ITEM, item: target.item, isProduct };
  }
  if (target?.kind === 'collection') {
    const source = target.collection.source;
    if (source.folder && source.folderBehavior === FolderBehavior.REDIRECT) {
      return normalizePath(source.fullUrl) !== path
        ? { kind: 'redirect', location: source.fullUrl }
        : { kind: 'not-found', pageType: PageType.NOT_FOUND };
    }
    const pageType = source.type === CollectionType.PAGE ? PageType.PAGE : PageType.MAIN_CONTENT;
    return { kind: 'collection', pageType, collection: target.collection };
  }

  const filtered = /^(\/[^/]+)\/(category|tag)\/([^/]+)$/.exec(path);
  const list = filtered === null ? undefined : model.paths.get(filtered[1]!);
  if (list?.kind === 'collection' && list.collection.source.type !== CollectionType.PAGE && !list.collection.source.folder) {
    const value = decodeURIComponent(rawPath.replace(/\/+$/, '').split('/').pop()!);
    return { kind: 'collection', pageType: PageType.MAIN_CONTENT, collection: list.collection, filter: { [filtered![2]!]: value } };
  }

  const name = path.slice(1);
  if (themePages.has(name) && !SYSTEM_THEME_PAGES.has(name)) return { kind: 'theme-page', pageType: PageType.PAGE, name };
  return { kind: 'not-found', pageType: PageType.NOT_FOUND };
}
