/**
 * The template context of a page, shaped like the real page contexts JSON-T themes were
 * written against (../shared/bench/template-engine/wright.json): `website`, `websiteSettings`,
 * `collection`, `item` or `items`, `navigation`, the `shoppingCart` summary (CART-08),
 * `localizedStrings`, `featureFlags`, `productMerchandisingContext` (PROD-08) and the
 * `squarespace` fields the renderer fills in. Built from the site model without any I/O.
 */
import type { ShoppingCartView } from '../../flows/cart';
import { CollectionType, PageType } from '../../shared/enums';
import { CART_EMPTY_TEXT, cartFormsJson, cartPageJson, cartProducts, shippingCountriesOf } from './cart-page';
import { CHECKOUT_PATH, checkoutPageParts } from './checkout-page';
import { ORDER_PAGES } from './order-page';
import { PURCHASE_PAGES } from './purchase-pages';
import type { PageRoute } from './page-resolver';
import { describe, type PageMeta } from './seo';
import type { CollectionModel, Json, SiteModel } from './site-model';

export interface PageRequest {
  /** `https://shop.example.com`, for absolute URLs. */
  origin: string;
  query: Record<string, string | undefined>;
  /** The visitor's cart, read by the /cart route (null: the visitor has none). */
  cart?: ShoppingCartView | null;
  /** The visitor's crumb, which the cart page's forms post back (GAP-54, GAP-55). */
  crumb?: string;
  /** This response's CSP nonce, written on every script the page carries (script-nonce.ts). */
  cspNonce: string;
}

const PAGE_SIZES: Record<string, number> = { products: 24, blog: 9, gallery: 60 };
const RELATED_PRODUCTS = 4;

/** CART-08: the cart summary templates read, for an empty cart (islands fill in the visitor's). */
export function emptyCartSummary(currency: string, locale: string): Json {
  let subtotal: string;
  try {
    subtotal = new Intl.NumberFormat(locale, { style: 'currency', currency }).format(0);
  } catch {
    subtotal = new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(0);
  }
  return {
    items: 0,
    subtotal,
    entries: [],
    totalQuantity: 0,
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}

/** The empty cart summary of a site, made once per snapshot (number formats are slow to build). */
function cartSummaryOf(model: SiteModel): Json {
  let summary = model.memo.get('cart-summary') as Json | undefined;
  if (summary === undefined) {
    summary = emptyCartSummary(model.snapshot.website.currency, model.snapshot.website.locale);
    model.memo.set('cart-summary', summary);
  }
  return summary;
}

function pageNumber(raw: string | undefined): number {
  const n = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(n) && n >= 1 && n <= 100_000 ? n : 1;
}

function pageUrl(collection: CollectionModel, query: Record<string, string>, page: number): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text === '' ? collection.source.fullUrl : `${collection.source.fullUrl}?${text}`;
}

/** A list page: the filtered items of one page, and links to the pages around it. */
function listPage(collection: CollectionModel, query: PageRequest['query']): Json {
  const category = query.category?.trim() || null;
  const tag = query.tag?.trim() || null;
  const has = (list: unknown, value: string) => Array.isArray(list) && list.some((v) => String(v).toLowerCase() === value.toLowerCase());
  const filtered = collection.items.filter((item) => (category === null || has(item.categories, category)) && (tag === null || has(item.tags, tag)));
  const size = collection.source.pageSize ?? PAGE_SIZES[collection.source.typeName] ?? 20;
  const page = pageNumber(query.page);
  const items = filtered.slice((page - 1) * size, page * size);
  const filters: Record<string, string> = {};
  if (category !== null) filters.category = category;
  if (tag !== null) filters.tag = tag;
  const nextPage = page * size < filtered.length;
  return {
    items,
    categoryFilter: category,
    tagFilter: tag,
    pagination: {
      pageSize: size,
      currentPage: page,
      nextPage,
      nextPageUrl: nextPage ? pageUrl(collection, filters, page + 1) : null,
      prevPage: page > 1,
      prevPageUrl: page > 1 ? pageUrl(collection, filters, page - 1) : null,
    },
  };
}

function merchandisingFor(model: SiteModel, items: readonly Json[]): Json {
  const all = model.snapshot.products.productMerchandisingContext;
  const out: Json = {};
  for (const item of items) {
    const id = item.id as string;
    if (all[id] !== undefined) out[id] = all[id];
  }
  return out;
}

/** BNPL-01, BNPL-03: the instalment context of the products a product page shows, by product id. */
function instalmentsFor(model: SiteModel, items: readonly Json[]): Json {
  const all = model.snapshot.products.productInstalmentContext;
  const out: Json = {};
  for (const item of items) {
    const id = item.id as string;
    if (all[id] !== undefined) out[id] = all[id];
  }
  return out;
}

function withTitle(title: string, siteTitle: string): string {
  return title === '' || title === siteTitle ? siteTitle : `${title} — ${siteTitle}`;
}

export interface PageContext {
  context: Json;
  meta: PageMeta;
}

/** The context and head metadata of a resolved page (not a redirect). */
export function buildPageContext(
  model: SiteModel,
  route: Exclude<PageRoute, { kind: 'redirect' }>,
  request: PageRequest,
  navigationNames: readonly string[],
): PageContext {
  const siteTitle = String(model.website.siteTitle);
  const siteDescription = String(model.website.siteDescription ?? '');
  const website = { ...model.website, baseUrl: request.origin, authenticUrl: request.origin, internalUrl: request.origin };
  const context: Json = {
    website,
    websiteSettings: model.websiteSettings,
    template: { mobileStylesEnabled: true },
    pageType: route.pageType,
    showCart: model.store !== null,
    shoppingCart: cartSummaryOf(model),
    localizedStrings: model.localizedStrings,
    featureFlags: model.featureFlags,
    productMerchandisingContext: {},
    productInstalmentContext: {},
    empty: false,
    emptyFolder: false,
    calendarView: false,
    blockFields: {},
    queries: {},
    islands: {
      'cart-pill': { cartUrl: '/cart' },
      'cart-page': { storeUrl: model.store?.source.fullUrl ?? null, checkoutUrl: '/checkout' },
    },
  };
  const meta: PageMeta = { title: siteTitle, description: siteDescription, canonicalPath: '/', ogType: 'website', image: null, product: null, noindex: false };
  let current: string | null = null;

  switch (route.kind) {
    case 'collection': {
      const collection = route.collection;
      current = collection.source.id;
      context.collection = collection.json;
      if (route.pageType === PageType.MAIN_CONTENT) {
        const page = listPage(collection, { ...request.query, ...route.filter });
        Object.assign(context, page);
        context.empty = (page.items as unknown[]).length === 0;
        context.productMerchandisingContext = merchandisingFor(model, page.items as Json[]);
      }
      const home = collection.source.homepage;
      meta.title = home ? (collection.source.seoTitle ?? siteTitle) : withTitle(collection.source.seoTitle ?? collection.source.title, siteTitle);
      meta.description = collection.source.seoDescription ?? (describe(collection.source.description) || siteDescription);
      meta.canonicalPath = collection.source.fullUrl;
      break;
    }
    case 'item': {
      const { item } = route;
      const collection = item.collection;
      current = collection.source.id;
      context.collection = collection.json;
      context.item = item.json;
      const list = collection.items;
      context.pagination = { prevItem: list[item.index - 1] ?? null, nextItem: list[item.index + 1] ?? null };
      let shown: Json[] = [item.json];
      if (route.isProduct && collection.source.type === CollectionType.PRODUCTS) {
        const related: Json[] = [];
        for (let step = 1; step < list.length && related.length < RELATED_PRODUCTS; step++) {
          const other = list[(item.index + step) % list.length]!;
          if (other.structuredContent !== undefined) related.push(other);
        }
        context.relatedItems = related;
        shown = shown.concat(related);
      }
      context.productMerchandisingContext = merchandisingFor(model, shown);
      if (route.isProduct) context.productInstalmentContext = instalmentsFor(model, shown);
      meta.title = withTitle(String(item.json.title ?? ''), siteTitle);
      meta.description = describe(String(item.json.excerpt || item.json.body || '')) || siteDescription;
      meta.canonicalPath = String(item.json.fullUrl);
      meta.ogType = route.isProduct ? 'product' : collection.source.typeName === 'blog' ? 'article' : 'website';
      if (typeof item.json.assetUrl === 'string') meta.image = { url: item.json.assetUrl, size: (item.json.originalSize as string | null) ?? null };
      if (route.isProduct) meta.product = item.json;
      break;
    }
    case 'cart': {
      // CART-25, CART-26: the visitor's cart, so the page is complete before JavaScript.
      const { currency, locale } = model.snapshot.website;
      const cart = request.cart ?? null;
      const products = cartProducts(model, cart);
      const islands = context.islands as Json;
      const props = islands['cart-page'] as Json;
      context.shoppingCart =
        cart === null
          ? { ...cartSummaryOf(model), isEmpty: true, emptyText: CART_EMPTY_TEXT }
          : { ...cartPageJson(cart, products, currency, locale, String(props.checkoutUrl)), ...cartFormsJson(cart, request.crumb ?? '', () => shippingCountriesOf(model)) };
      islands['cart-page'] = { ...props, currency, locale, cart, products };
      meta.title = withTitle('Cart', siteTitle);
      meta.canonicalPath = '/cart';
      meta.noindex = true;
      break;
    }
    case 'search': {
      const query = (request.query.q ?? '').trim().slice(0, 200);
      const results = query === '' ? [] : model.search.search(query);
      const page = pageNumber(request.query.page);
      const size = 20;
      const encoded = encodeURIComponent(query);
      context.search = { query, total: results.length, results: results.slice((page - 1) * size, page * size) };
      context.pagination = {
        nextPage: page * size < results.length,
        nextPageUrl: `/search?q=${encoded}&page=${page + 1}`,
        prevPage: page > 1,
        prevPageUrl: `/search?q=${encoded}&page=${page - 1}`,
      };
      meta.title = withTitle(query === '' ? 'Search' : `Search: ${query}`, siteTitle);
      meta.canonicalPath = '/search';
      meta.noindex = true;
      break;
    }
    case 'theme-page':
      meta.canonicalPath = `/${route.name}`;
      break;
    case 'order':
      // GAP-64: the buyer's own order, reached with its token; the canonical URL carries neither.
      context.order = route.order;
      meta.title = withTitle(ORDER_PAGES[route.name].title, siteTitle);
      meta.canonicalPath = ORDER_PAGES[route.name].path;
      meta.noindex = true;
      break;
    case 'purchase': {
      // GIFT-01, SUB-02, GAP-62: reached with ids and tokens the canonical URL leaves out.
      const { view } = route;
      Object.assign(context, view.context);
      Object.assign(context.islands as Json, view.islands);
      meta.title = withTitle(PURCHASE_PAGES[view.name].title, siteTitle);
      meta.canonicalPath = PURCHASE_PAGES[view.name].path;
      meta.noindex = true;
      break;
    }
    case 'checkout': {
      // GAP-51, GAP-58: the visitor's cart as the order summary, the island's props beside it.
      const { checkout, props } = checkoutPageParts(model, request.cart ?? null);
      context.checkout = checkout;
      (context.islands as Json).checkout = props;
      meta.title = withTitle('Checkout', siteTitle);
      meta.canonicalPath = CHECKOUT_PATH;
      meta.noindex = true;
      break;
    }
    case 'not-found':
      meta.title = withTitle('Page not found', siteTitle);
      meta.noindex = true;
      break;
  }
  context.navigation = model.navigation.forPage(current, navigationNames);
  return { context, meta };
}
