import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitSections } from '../../conformance-files';
import {
  ProductType,
  hasVariants,
  hasVariedPrices,
  isMultipleQuantityAllowedForServices,
  isOnSale,
  isSoldOut,
  isSubscribable,
  productTypeOf,
  showsQuantityInput,
  totalStockRemaining,
} from './product-state';

const FIXTURES = resolve(import.meta.dirname, '../../../../../shared/conformance/template-engine/plugins/resources');

/** The named JSON sections of a fixture file; names end in -true / -false for boolean helpers. */
function fixture(name: string): [string, unknown][] {
  const path = join(FIXTURES, name);
  if (!existsSync(path)) return [];
  return Object.entries(splitSections(readFileSync(path, 'utf8'))).map(([key, text]) => [key, JSON.parse(text)]);
}

const product = (type: unknown, content: Record<string, unknown> = {}) => ({
  structuredContent: { productType: type, ...content },
});

describe('product types', () => {
  it('PROD-05 reads the type code, numeric strings included', () => {
    expect(productTypeOf(product(1))).toBe(ProductType.PHYSICAL);
    expect(productTypeOf(product('3'))).toBe(ProductType.SERVICE);
    expect(productTypeOf(product(4))).toBe(ProductType.GIFT_CARD);
    expect(productTypeOf({})).toBe(0);
  });
});

describe('fixture files', () => {
  const cases = [
    ...fixture('has-variants.json').map(([name, item]) => [name, item, hasVariants] as const),
    ...fixture('has-varied-prices.json').map(([name, item]) => [name, item, hasVariedPrices] as const),
  ];
  it.skipIf(cases.length === 0).each(cases)('PROD-12, PROD-13 %s', (name, item, check) => {
    expect(check(item)).toBe(name.endsWith('-true'));
  });

  const settings = fixture('is-multi-quantity-allowed-for-services.json');
  it.skipIf(settings.length === 0).each(settings)('PROD-07 %s', (name, websiteSettings) => {
    expect(isMultipleQuantityAllowedForServices(websiteSettings)).toBe(name.endsWith('-true'));
  });
});

describe('stock and sale state', () => {
  it('PROD-09 physical and service products are sold out without unlimited or positive stock', () => {
    expect(isSoldOut(product(1, { variants: [{ qtyInStock: 0 }, { qtyInStock: -1 }] }))).toBe(true);
    expect(isSoldOut(product(1, { variants: [{ qtyInStock: 0 }, { qtyInStock: 2 }] }))).toBe(false);
    expect(isSoldOut(product(3, { variants: [{ unlimited: true }] }))).toBe(false);
    expect(isSoldOut(product(1, { variants: [] }))).toBe(true);
  });

  it('PROD-10 digital and gift-card products are never sold out', () => {
    expect(isSoldOut(product(2, { variants: [{ qtyInStock: 0 }] }))).toBe(false);
    expect(isSoldOut(product(4, { variants: [{ qtyInStock: 0 }] }))).toBe(false);
  });

  it('PROD-09 an item of unknown type counts as sold out', () => {
    expect(isSoldOut(product(-1))).toBe(true);
    expect(isSoldOut({})).toBe(true);
  });

  it('PROD-11 on sale when any variant is, or the digital product is', () => {
    expect(isOnSale(product(1, { variants: [{}, { onSale: true }] }))).toBe(true);
    expect(isOnSale(product(3, { variants: [{ onSale: false }] }))).toBe(false);
    expect(isOnSale(product(2, { onSale: true }))).toBe(true);
    expect(isOnSale(product(4, { variants: [{ onSale: true }] }))).toBe(false);
  });

  it('PROD-12 varied prices compare onSale, price and, while on sale, salePrice', () => {
    expect(hasVariedPrices(product(1, { variants: [{ price: 1 }, { price: 1 }] }))).toBe(false);
    expect(hasVariedPrices(product(1, { variants: [{ price: 1 }, { price: 2 }] }))).toBe(true);
    expect(hasVariedPrices(product(1, { variants: [{ salePrice: 1 }, { salePrice: 2 }] }))).toBe(false);
    expect(hasVariedPrices(product(1, { variants: [{ onSale: true, salePrice: 1 }, { onSale: true, salePrice: 2 }] }))).toBe(
      true,
    );
    expect(hasVariedPrices(product(1, { variants: [{ onSale: null }, {}] }))).toBe(false);
    expect(hasVariedPrices(product(2, { variants: [{ price: 1 }, { price: 2 }] }))).toBe(false);
  });

  it('PROD-13 has variants with more than one, never for digital products', () => {
    expect(hasVariants(product(1, { variants: [{}, {}] }))).toBe(true);
    expect(hasVariants(product(1, { variants: [{}] }))).toBe(false);
    expect(hasVariants(product(2, { variants: [{}, {}] }))).toBe(false);
  });

  it('sums stock across variants; unlimited, digital and gift cards are endless', () => {
    expect(totalStockRemaining(product(1, { variants: [{ qtyInStock: 2 }, { qtyInStock: '3' }] }))).toBe(5);
    expect(totalStockRemaining(product(1, { variants: [{ qtyInStock: 2 }, { unlimited: true }] }))).toBe(
      Number.MAX_SAFE_INTEGER,
    );
    expect(totalStockRemaining(product(2))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('SUB-07 reads the subscribable flag the JSON way: true or "true"', () => {
    expect(isSubscribable(product(1, { isSubscribable: true }))).toBe(true);
    expect(isSubscribable(product(1, { isSubscribable: 'true' }))).toBe(true);
    expect(isSubscribable(product(1, { isSubscribable: 'yes' }))).toBe(false);
  });
});

describe('quantity input', () => {
  const inStock = { variants: [{ qtyInStock: 5 }] };
  const noServiceQuantities = { storeSettings: { multipleQuantityAllowedForServices: false } };

  it('PDP-04 shows for physical products', () => {
    expect(showsQuantityInput(product(1, inStock), undefined)).toBe(true);
  });

  it('PDP-05 shows for services unless multiple quantities are turned off', () => {
    expect(showsQuantityInput(product(3, inStock), {})).toBe(true);
    expect(showsQuantityInput(product(3, inStock), noServiceQuantities)).toBe(false);
    expect(showsQuantityInput(product(1, inStock), noServiceQuantities)).toBe(true);
  });

  it('PDP-06 never shows for digital products or gift cards', () => {
    expect(showsQuantityInput(product(2, inStock), undefined)).toBe(false);
    expect(showsQuantityInput(product(4, inStock), undefined)).toBe(false);
  });

  it('PDP-07 never shows for subscribable products', () => {
    expect(showsQuantityInput(product(1, { ...inStock, isSubscribable: true }), undefined)).toBe(false);
  });

  it('PDP-08 hides when at most one unit is left', () => {
    expect(showsQuantityInput(product(1, { variants: [{ qtyInStock: 1 }] }), undefined)).toBe(false);
    expect(showsQuantityInput(product(1, { variants: [{ qtyInStock: 1 }, { qtyInStock: 1 }] }), undefined)).toBe(true);
  });
});
