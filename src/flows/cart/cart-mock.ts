/**
 * The example cart `GET /api/commerce/shopping-cart?mock=true` answers for the editor's
 * preview of cart elements: one unit each of up to two of the site's products (an invented
 * product when the store has none). Nothing is read from or written to the visitor's cart.
 */
import type { Cart } from '../../modules/cart';
import type { Product } from '../../modules/catalog';
import { ProductType } from '../../shared/enums';
import type { Currency } from '../../shared/money';
import { priceCart, type ShoppingCartView } from './cart-pricing';

const EXAMPLE_PRODUCT: Product = {
  id: 'mock-item',
  itemId: 'mock-item',
  websiteId: '',
  productType: ProductType.PHYSICAL,
  isSubscribable: false,
  subscriptionPlan: null,
  variantOptionOrdering: [],
  additionalFieldsFormId: null,
  digitalFileAssetId: null,
  useCustomAddButtonText: false,
  customAddButtonText: '',
  merchandising: {},
  images: [],
  variants: [{ id: 'mock-variant', sku: 'MOCK-SKU', price: 2500, salePrice: 0, onSale: false, attributes: {}, position: 0, mainImageId: null }],
  version: 1,
  createdAt: 0,
  updatedAt: 0,
};

/** Up to two products the cart could hold. */
export function pickMockProducts(products: Product[]): Product[] {
  return products.filter((p) => !p.isSubscribable && p.productType !== ProductType.PAYWALL && p.variants.length > 0).slice(0, 2);
}

/** The example cart of `products` (from pickMockProducts), titled from `titles` by item id. */
export function mockShoppingCart(
  products: Product[],
  titles: ReadonlyMap<string, string>,
  site: { websiteId: string; currency: Currency; now: number },
): ShoppingCartView {
  const chosen = products.length > 0 ? products : [EXAMPLE_PRODUCT];
  const cart: Cart = {
    id: 'mock-cart',
    websiteId: site.websiteId,
    siteUserId: null,
    created: site.now,
    isPurchased: false,
    orderId: null,
    shippingLocation: null,
    selectedShippingOption: null,
    coupons: [],
    entries: chosen.map((p, i) => ({
      id: `mock-entry-${i + 1}`,
      itemId: p.itemId,
      variantId: p.variants[0]!.id,
      sku: p.variants[0]!.sku,
      quantity: 1,
      additionalFields: null,
      purchasePriceCents: 0,
      title: titles.get(p.itemId) ?? (p === EXAMPLE_PRODUCT ? 'Example Product' : `Product ${i + 1}`),
      addedAt: site.now,
    })),
  };
  return priceCart(cart, new Map(chosen.map((p) => [p.itemId, p])), site);
}
