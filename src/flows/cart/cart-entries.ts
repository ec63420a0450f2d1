/**
 * The visitor's cart use cases (spec §7 commerce calls): add to cart with the spec's checks,
 * change a line's quantity or additional-fields answers, remove a line, read the cart, and a
 * product's stock per variant. The product, its item and its stock are read first; the cart
 * module then applies the stock and service rules with the cart row locked. Nothing here
 * changes stock.
 */
import { cartKeyOf, type CartGiftCard, type CartService } from '../../modules/cart';
import { hasEndlessStockByDefault, type CatalogService, type Product } from '../../modules/catalog';
import type { InventoryService } from '../../modules/inventory';
import type { PricingRulesService } from '../../modules/pricing-rules';
import type { StoreSettings, StoreSettingsService } from '../../modules/store-settings';
import { DomainError, isDomainError } from '../../shared/errors';
import type { Currency } from '../../shared/money';
import { loadCartPricing } from './cart-adjustments';
import { priceCart, type ShoppingCartEntryView, type ShoppingCartView } from './cart-pricing';
import { assertSoldInCart, chooseVariant, lineRule, parseAdditionalFields, parseQuantity, unitPrice } from './cart-rules';
import { mockShoppingCart, pickMockProducts } from './cart-mock';

/** The item side of a product: its title, and whether visitors may see it. */
export interface CartItemPort {
  getItem(websiteId: string, itemId: string): Promise<{ title: string; status: string }>;
}

export interface CartEntriesDeps {
  cart: Pick<CartService, 'findOpenCart' | 'addLine' | 'changeQuantity' | 'removeLine' | 'changeAdditionalFields'>;
  catalog: Pick<CatalogService, 'getProduct' | 'listProducts'>;
  inventory: Pick<InventoryService, 'getStock'>;
  storeSettings: Pick<StoreSettingsService, 'getStoreSettings'>;
  /** The owner's tax, shipping and coupon rules the cart is priced with (GAP-53..GAP-55). */
  pricingRules: Pick<PricingRulesService, 'rulesForCart'>;
  content: CartItemPort;
  now(): number;
}

/**
 * Who is asking: the request's site, the token of the visitor's cart cookie and, when they are
 * signed in, their site user, whose cart they then use on any device (CART-15).
 */
export interface CartVisitor {
  websiteId: string;
  currency: Currency;
  token: string | null;
  siteUserId?: string | null;
}

export interface AddToCartInput {
  itemId: string;
  sku?: string | null | undefined;
  quantity?: unknown;
  additionalFields?: unknown;
  /** The client's key for this add: a retry with the same key adds nothing again. */
  idempotencyKey?: string | undefined;
  /** A gift card's recipient, checked by the gift card flow (gift-card-purchase.ts). */
  giftCard?: CartGiftCard | null | undefined;
}

async function productsOf(deps: CartEntriesDeps, websiteId: string, itemIds: string[]): Promise<Map<string, Product>> {
  const out = new Map<string, Product>();
  for (const itemId of new Set(itemIds)) {
    const product = await deps.catalog.getProduct(websiteId, itemId);
    if (product !== null) out.set(itemId, product);
  }
  return out;
}

/** The cart as the visitor's calls answer it: priced now, with the site's rules (and `settings` when the caller has read them). */
export async function shoppingCartView(deps: CartEntriesDeps, visitor: CartVisitor, cart: Parameters<typeof priceCart>[0], settings?: StoreSettings): Promise<ShoppingCartView> {
  const products = await productsOf(deps, visitor.websiteId, cart?.entries.map((e) => e.itemId) ?? []);
  const pricing = await loadCartPricing(deps, visitor.websiteId, cart, settings);
  return priceCart(cart, products, { websiteId: visitor.websiteId, currency: visitor.currency, now: deps.now() }, pricing);
}

/** A product whose item is published, with its title; CART_ITEM_UNAVAILABLE otherwise. */
export async function publishedProduct(
  deps: { catalog: Pick<CatalogService, 'getProduct'>; content: CartItemPort },
  websiteId: string,
  itemId: string,
): Promise<{ product: Product; title: string }> {
  const product = await deps.catalog.getProduct(websiteId, itemId);
  if (product === null) throw new DomainError('CART_ITEM_UNAVAILABLE', { itemId });
  let item: { title: string; status: string };
  try {
    item = await deps.content.getItem(websiteId, itemId);
  } catch (e) {
    if (isDomainError(e, 'CONTENT_ITEM_NOT_FOUND')) throw new DomainError('CART_ITEM_UNAVAILABLE', { itemId });
    throw e;
  }
  if (item.status !== 'published') throw new DomainError('CART_ITEM_UNAVAILABLE', { itemId });
  return { product, title: item.title };
}

/** A product visitors can buy now in the cart: published, and of a type the cart sells. */
async function purchasableProduct(deps: CartEntriesDeps, websiteId: string, itemId: string): Promise<{ product: Product; title: string }> {
  const found = await publishedProduct(deps, websiteId, itemId);
  assertSoldInCart(found.product);
  return found;
}

async function stockOf(deps: CartEntriesDeps, websiteId: string, variantId: string) {
  const [level] = await deps.inventory.getStock(websiteId, [variantId]);
  return level ?? { variantId, qtyInStock: 0, unlimited: false };
}

/** The line `entryId` of a cart view (it is there: the cart module just returned it). */
function lineOf(cart: ShoppingCartView, entryId: string): ShoppingCartEntryView | null {
  return cart.entries.find((e) => e.id === entryId) ?? null;
}

/**
 * POST /api/commerce/shopping-cart/entries: checks quantity (ATC-14, ATC-15, 1..9999), the
 * variant (ATC-12, GIFT-02), the service rule (PDP-05) and stock (ATC-13, ATC-16), then adds
 * or merges the line. Returns the cart, the added line, and the cart token to keep (null for
 * a signed-in site user's cart).
 */
export async function addToCart(
  deps: CartEntriesDeps,
  visitor: CartVisitor,
  input: AddToCartInput,
): Promise<{ shoppingCart: ShoppingCartView; newlyAdded: ShoppingCartEntryView | null; token: string | null }> {
  // The product form always sends a quantity; a missing one (gift cards, digital goods) is 1.
  const quantity = input.quantity === undefined ? 1 : parseQuantity(input.quantity);
  const additionalFields = parseAdditionalFields(input.additionalFields);
  const { product, title } = await purchasableProduct(deps, visitor.websiteId, input.itemId);
  const variant = chooseVariant(product, input.sku);
  const stock = await stockOf(deps, visitor.websiteId, variant.id);
  const settings = await deps.storeSettings.getStoreSettings(visitor.websiteId);
  const result = await deps.cart.addLine(
    visitor.websiteId,
    cartKeyOf(visitor),
    { itemId: product.itemId, variantId: variant.id, sku: variant.sku, quantity, additionalFields, purchasePriceCents: unitPrice(variant), title, giftCard: input.giftCard ?? null },
    lineRule(product, stock, quantity, settings),
    input.idempotencyKey,
  );
  const shoppingCart = await shoppingCartView(deps, visitor, result.cart, settings);
  return { shoppingCart, newlyAdded: lineOf(shoppingCart, result.entry.id), token: result.token };
}

/** PUT .../entries/{entryId} {quantity} (GAP-56): same checks as adding; 0 removes the line. */
export async function changeEntryQuantity(deps: CartEntriesDeps, visitor: CartVisitor, entryId: string, rawQuantity: unknown): Promise<{ shoppingCart: ShoppingCartView }> {
  const quantity = parseQuantity(rawQuantity, { allowZero: true });
  const cart = await deps.cart.findOpenCart(visitor.websiteId, cartKeyOf(visitor));
  const entry = cart?.entries.find((e) => e.id === entryId);
  if (cart === null || entry === undefined) throw new DomainError('CART_ENTRY_NOT_FOUND', { entryId });
  let rule: Parameters<CartEntriesDeps['cart']['changeQuantity']>[4] = () => {};
  let settings: StoreSettings | undefined;
  if (quantity > 0) {
    const product = await deps.catalog.getProduct(visitor.websiteId, entry.itemId);
    if (product === null || !product.variants.some((v) => v.id === entry.variantId)) {
      throw new DomainError('CART_VARIANT_UNAVAILABLE', { itemId: entry.itemId });
    }
    const stock = await stockOf(deps, visitor.websiteId, entry.variantId);
    settings = await deps.storeSettings.getStoreSettings(visitor.websiteId);
    rule = lineRule(product, stock, quantity, settings, { increaseOnly: true });
  }
  const updated = await deps.cart.changeQuantity(visitor.websiteId, cartKeyOf(visitor), entryId, quantity, rule);
  return { shoppingCart: await shoppingCartView(deps, visitor, updated, settings) };
}

/** DELETE .../entries/{entryId} (GAP-56). */
export async function removeEntry(deps: CartEntriesDeps, visitor: CartVisitor, entryId: string): Promise<{ shoppingCart: ShoppingCartView }> {
  const cart = await deps.cart.removeLine(visitor.websiteId, cartKeyOf(visitor), entryId);
  return { shoppingCart: await shoppingCartView(deps, visitor, cart) };
}

/** PUT .../entries/{entryId}/additionalFields (CART-11): new answers for a line of `itemId` and `sku`. */
export async function changeEntryAdditionalFields(
  deps: CartEntriesDeps,
  visitor: CartVisitor,
  entryId: string,
  input: { itemId: string; sku: string; additionalFields?: unknown },
): Promise<{ shoppingCart: ShoppingCartView; updatedEntry: ShoppingCartEntryView | null }> {
  const additionalFields = parseAdditionalFields(input.additionalFields);
  const result = await deps.cart.changeAdditionalFields(visitor.websiteId, cartKeyOf(visitor), entryId, { itemId: input.itemId, sku: input.sku, additionalFields });
  const shoppingCart = await shoppingCartView(deps, visitor, result.cart);
  return { shoppingCart, updatedEntry: lineOf(shoppingCart, result.entry.id) };
}

/** GET /api/commerce/shopping-cart (CART-10): the visitor's cart, or with `mock` an example cart. */
export async function getShoppingCart(deps: CartEntriesDeps, visitor: CartVisitor, options: { mock: boolean }): Promise<ShoppingCartView> {
  if (options.mock) {
    const products = pickMockProducts(await deps.catalog.listProducts(visitor.websiteId));
    const titles = new Map<string, string>();
    for (const p of products) {
      const item = await deps.content.getItem(visitor.websiteId, p.itemId).catch(() => null);
      if (item !== null) titles.set(p.itemId, item.title);
    }
    return mockShoppingCart(products, titles, { websiteId: visitor.websiteId, currency: visitor.currency, now: deps.now() });
  }
  return shoppingCartView(deps, visitor, await deps.cart.findOpenCart(visitor.websiteId, cartKeyOf(visitor)));
}

/**
 * GET /api/commerce/inventory/stock/?itemId= (ATC-21): stock per variant of a product. Types
 * whose stock is endless unless tracked (digital, gift card) read unlimited while untracked.
 * A product visitors cannot see (a draft, scheduled or deleted item) is PRODUCT_NOT_FOUND, as
 * an unknown one: its SKUs and stock are the owner's until it is published.
 */
export async function itemStock(
  deps: CartEntriesDeps,
  websiteId: string,
  itemId: string,
): Promise<{ results: { variantId: string; sku: string; unlimited: boolean; qtyInStock: number }[] }> {
  let product: Product;
  try {
    ({ product } = await publishedProduct(deps, websiteId, itemId));
  } catch (e) {
    if (isDomainError(e, 'CART_ITEM_UNAVAILABLE')) throw new DomainError('PRODUCT_NOT_FOUND', { itemId });
    throw e;
  }
  const levels = await deps.inventory.getStock(websiteId, product.variants.map((v) => v.id));
  const endless = hasEndlessStockByDefault(product.productType);
  return {
    results: product.variants.map((v, i) => {
      const level = levels[i]!;
      const untracked = !level.unlimited && level.qtyInStock === 0;
      return { variantId: v.id, sku: v.sku, unlimited: level.unlimited || (endless && untracked), qtyInStock: level.qtyInStock };
    }),
  };
}

