import { describe, expect, it } from 'vitest';
import type { Product } from '../../modules/catalog';
import { ProductType } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';
import { priceCart } from './cart-pricing';
import { chooseVariant, lineRule, parseAdditionalFields, parseQuantity, unitPrice } from './cart-rules';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return isDomainError(e) ? e.code : 'other';
  }
  return null;
};

function product(type: number, variants: Partial<Product['variants'][number]>[], extra: Partial<Product> = {}): Product {
  return {
    id: 'item',
    itemId: 'item',
    websiteId: 'site',
    productType: type as Product['productType'],
    isSubscribable: false,
    subscriptionPlan: null,
    variantOptionOrdering: [],
    additionalFieldsFormId: null,
    digitalFileAssetId: null,
    useCustomAddButtonText: false,
    customAddButtonText: '',
    merchandising: {},
    images: [],
    variants: variants.map((v, i) => ({ id: `v${i}`, sku: `S${i}`, price: 1000, salePrice: 0, onSale: false, attributes: {}, position: i, ...v, mainImageId: v.mainImageId ?? null })),
    version: 1,
    createdAt: 0,
    updatedAt: 0,
    ...extra,
  };
}

describe('cart rules', () => {
  it('ATC-14 ATC-15 parses quantities: numbers and numeric text; not a number, fractions, range', () => {
    expect(parseQuantity(3)).toBe(3);
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity(0, { allowZero: true })).toBe(0);
    for (const raw of ['x', '', null, undefined, NaN, Infinity, {}, [], true]) expect(code(() => parseQuantity(raw))).toBe('CART_QUANTITY_NOT_A_NUMBER');
    for (const raw of [1.5, '0.5', -2.5]) expect(code(() => parseQuantity(raw))).toBe('CART_QUANTITY_NOT_WHOLE');
    for (const raw of [0, -1, 10000, '10000']) expect(code(() => parseQuantity(raw))).toBe('CART_QUANTITY_OUT_OF_RANGE');
  });

  it('GIFT-02 ATC-12 chooses the variant: one variant needs no sku, gift cards need a denomination', () => {
    expect(chooseVariant(product(1, [{}]), null).id).toBe('v0');
    expect(code(() => chooseVariant(product(1, [{}, {}]), null))).toBe('CART_VARIANT_UNAVAILABLE');
    expect(code(() => chooseVariant(product(4, [{}, {}]), null))).toBe('CART_GIFT_CARD_DENOMINATION_REQUIRED');
    expect(code(() => chooseVariant(product(1, [{}]), 'NOPE'))).toBe('CART_VARIANT_UNAVAILABLE');
    expect(chooseVariant(product(1, [{}, {}]), 'S1').id).toBe('v1');
  });

  it('a variant on sale costs its sale price', () => {
    expect(unitPrice(product(1, [{ price: 2000, salePrice: 1500, onSale: true }]).variants[0]!)).toBe(1500);
    expect(unitPrice(product(1, [{ price: 2000, salePrice: 1500, onSale: false }]).variants[0]!)).toBe(2000);
  });

  it('ATC-13 ATC-16 PDP-05 stock covers held + new units (equal to held refuses one more); services per setting', () => {
    const settings = { multipleQuantityAllowedForServices: true };
    const physical = product(ProductType.PHYSICAL, [{}]);
    expect(code(() => lineRule(physical, { qtyInStock: 2, unlimited: false }, 1, settings)({ variantQuantity: 1 }, null))).toBeNull();
    expect(code(() => lineRule(physical, { qtyInStock: 2, unlimited: false }, 1, settings)({ variantQuantity: 2 }, null))).toBe('INVENTORY_INSUFFICIENT');
    expect(code(() => lineRule(physical, { qtyInStock: 0, unlimited: true }, 9999, settings)({ variantQuantity: 5 }, null))).toBeNull();
    expect(code(() => lineRule(product(ProductType.DIGITAL, [{}]), { qtyInStock: 0, unlimited: false }, 5, settings)({ variantQuantity: 0 }, null))).toBeNull();
    const service = product(ProductType.SERVICE, [{}]);
    const single = { multipleQuantityAllowedForServices: false };
    expect(code(() => lineRule(service, { qtyInStock: 9, unlimited: false }, 2, settings)({ variantQuantity: 0 }, null))).toBeNull();
    expect(code(() => lineRule(service, { qtyInStock: 9, unlimited: false }, 1, single)({ variantQuantity: 0 }, null))).toBeNull();
    expect(code(() => lineRule(service, { qtyInStock: 9, unlimited: false }, 1, single)({ variantQuantity: 1 }, null))).toBe('CART_SERVICE_SINGLE_UNIT');
  });

  it('additional fields are JSON text (objects are written as JSON), or null', () => {
    expect(parseAdditionalFields(undefined)).toBeNull();
    expect(parseAdditionalFields('')).toBeNull();
    expect(parseAdditionalFields('{"a":1}')).toBe('{"a":1}');
    expect(parseAdditionalFields({ a: 1 })).toBe('{"a":1}');
    expect(code(() => parseAdditionalFields('{oops'))).toBe('VALIDATION_FAILED');
    expect(code(() => parseAdditionalFields(42))).toBe('VALIDATION_FAILED');
  });

  it('CART-06 delivery flags: gift cards and digital goods alone are purely digital; services need no shipping', () => {
    const site = { websiteId: 'site', currency: 'USD' as const, now: 1 };
    const cartOf = (...types: number[]) => {
      const products = new Map(types.map((t, i) => [`i${i}`, { ...product(t, [{}]), itemId: `i${i}` }]));
      const entries = types.map((_, i) => ({ id: `e${i}`, itemId: `i${i}`, variantId: 'v0', sku: 'S0', quantity: 1, additionalFields: null, purchasePriceCents: 1, title: 't', addedAt: 0 }));
      const cart = { id: 'c', websiteId: 'site', siteUserId: null, created: 0, isPurchased: false, orderId: null, shippingLocation: null, selectedShippingOption: null, coupons: [], entries };
      const view = priceCart(cart, products, site);
      return [view.hasDigital, view.purelyDigital, view.requiresShipping];
    };
    expect(cartOf()).toEqual([false, false, false]);
    expect(cartOf(ProductType.DIGITAL, ProductType.GIFT_CARD)).toEqual([true, true, false]);
    expect(cartOf(ProductType.DIGITAL, ProductType.PHYSICAL)).toEqual([true, false, true]);
    expect(cartOf(ProductType.SERVICE)).toEqual([false, false, false]);
  });
});
