/**
 * What the cart reads of a product besides stock — the product with its variants and prices,
 * its item's title and status, the store settings — kept in memory per site until the site
 * changes (issue 15 §2). Every write of those emits `site.changed` (in this process, or in
 * another through the event relay), which drops the site's memo, as it drops the storefront's
 * snapshot; `events.missed` drops every memo. Stock levels are kept the same way: every stock
 * change (the owner's, an order's) emits `site.changed` once committed, naming its levels, and
 * drops the site's stock levels only, so an add to cart judges the stock the storefront shows.
 * An order still takes its stock under the rows' locks in the database, which is where a sale
 * must be refused (checkout-availability.ts, place-order.ts).
 * The pricing rules of a cart without coupons (tax rules and shipping zones, whose writes
 * announce `site.changed`) are kept too; a cart with coupons reads them afresh, since a
 * coupon's uses change with every order.
 */
import type { CatalogService, Product } from '../../modules/catalog';
import type { InventoryService, StockLevel } from '../../modules/inventory';
import type { CartPricingRules, PricingRulesService } from '../../modules/pricing-rules';
import type { StoreSettings, StoreSettingsService } from '../../modules/store-settings';
import type { EventBus } from '../../shared/events';
import type { CartItemPort } from './cart-entries';

/** Sites kept at most; the least recently used is dropped beyond. */
const MAX_SITES = 1000;

interface SiteMemo {
  products: Map<string, Promise<Product | null>>;
  items: Map<string, Promise<{ title: string; status: string }>>;
  settings: Map<'', Promise<StoreSettings>>;
  rules: Map<'', Promise<CartPricingRules>>;
  stock: Map<string, Promise<StockLevel[]>>;
}

export interface CartCatalogMemo {
  catalog: Pick<CatalogService, 'getProduct'>;
  content: CartItemPort;
  storeSettings: Pick<StoreSettingsService, 'getStoreSettings'>;
  pricingRules: Pick<PricingRulesService, 'rulesForCart'>;
  inventory: Pick<InventoryService, 'getStock'>;
}

/**
 * The memo's reads have the sources' shapes, so the cart flows take them in their place. A
 * change drops the site's whole memo: a read in flight then lands in the dropped memo and is
 * never answered again.
 */
export function createCartCatalogMemo(sources: CartCatalogMemo, events: Pick<EventBus, 'on'>): CartCatalogMemo {
  const sites = new Map<string, SiteMemo>();
  events.on('site.changed', (e) => {
    const site = sites.get(e.websiteId);
    // A stock change (it names its levels) leaves the products, settings and rules kept.
    if (site !== undefined && e.stock !== undefined && e.site !== true) site.stock = new Map();
    else sites.delete(e.websiteId);
  });
  events.on('site.deleted', (e) => void sites.delete(e.websiteId));
  events.on('events.missed', () => sites.clear());

  const siteOf = (websiteId: string): SiteMemo => {
    let site = sites.get(websiteId);
    if (site === undefined) {
      site = { products: new Map(), items: new Map(), settings: new Map(), rules: new Map(), stock: new Map() };
      sites.set(websiteId, site);
      if (sites.size > MAX_SITES) sites.delete(sites.keys().next().value!);
    }
    return site;
  };

  /** `read`'s answer, kept under `key`; a failed read (an unknown item) is not kept. */
  function remembered<K, T>(websiteId: string, pick: (site: SiteMemo) => Map<K, Promise<T>>, key: K, read: () => Promise<T>): Promise<T> {
    const kept = pick(siteOf(websiteId));
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const pending = read();
    kept.set(key, pending);
    pending.catch(() => kept.delete(key));
    return pending;
  }

  return {
    catalog: { getProduct: (websiteId, itemId) => remembered(websiteId, (s) => s.products, itemId, () => sources.catalog.getProduct(websiteId, itemId)) },
    content: { getItem: (websiteId, itemId) => remembered(websiteId, (s) => s.items, itemId, () => sources.content.getItem(websiteId, itemId)) },
    storeSettings: { getStoreSettings: (websiteId) => remembered(websiteId, (s) => s.settings, '' as const, () => sources.storeSettings.getStoreSettings(websiteId)) },
    pricingRules: {
      rulesForCart: (websiteId, couponCodes) =>
        couponCodes.length > 0
          ? sources.pricingRules.rulesForCart(websiteId, couponCodes)
          : remembered(websiteId, (s) => s.rules, '' as const, () => sources.pricingRules.rulesForCart(websiteId, [])),
    },
    inventory: { getStock: (websiteId, variantIds) => remembered(websiteId, (s) => s.stock, variantIds.join(' '), () => sources.inventory.getStock(websiteId, variantIds)) },
  };
}
