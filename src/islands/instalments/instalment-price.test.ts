import { describe, expect, it } from 'vitest';
import type { VariantView } from '../product-form/product-form.types';
import { messagePrice } from './instalment-price';
import { instalmentModalUrl } from './instalment-modal';

const variant = (price: string, sale: string | null): VariantView => ({
  id: price,
  sku: price,
  priceMoney: { value: price, currency: 'USD' },
  salePriceMoney: { value: sale ?? '0.00', currency: 'USD' },
  onSale: sale !== null,
  qtyInStock: 1,
  unlimited: false,
  attributes: {},
});

describe('the price the instalment message speaks of', () => {
  it('BNPL-04 the chosen variant\'s current price (its sale price when on sale); before a choice the lowest, "from" when prices differ', () => {
    const variants = [variant('28.00', null), variant('32.00', '26.00')];
    expect(messagePrice(variants, variants[0]!)).toEqual({ amount: 2800, from: false });
    expect(messagePrice(variants, variants[1]!)).toEqual({ amount: 2600, from: false });
    expect(messagePrice(variants, null)).toEqual({ amount: 2600, from: true });
    expect(messagePrice([variant('28.00', null), variant('28.00', null)], null)).toEqual({ amount: 2800, from: false });
    expect(messagePrice([], null)).toBeNull();
  });

  it('BNPL-21 the popup is fetched by locale, with the amount when it is in range', () => {
    expect(instalmentModalUrl('/api/commerce/instalments/modal', 'en_US', 2600)).toBe('/api/commerce/instalments/modal?locale=en_US&amount=2600');
    expect(instalmentModalUrl('/api/commerce/instalments/modal', 'fr_CA', null)).toBe('/api/commerce/instalments/modal?locale=fr_CA');
  });
});
