import { describe, expect, it } from 'vitest';
import { allocate, computeCartTotals, type CartTotalsInput } from './cart-totals';
import { applyRate, formatRatePercent, parseRatePercent } from './tax-rate';
import type { Coupon, ShippingZone, TaxRule } from './pricing-rules.types';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

function tax(id: string, percent: string, country: string, region: string | null = null, appliesToShipping = false): TaxRule {
  return { id, websiteId: 's', name: id, rate: percent, ratePpm: parseRatePercent(percent)!, country, region, appliesToShipping, created: 0, updated: 0 };
}

function zone(id: string, countries: string[], options: { id: string; costCents: number; freeOverCents?: number }[]): ShippingZone {
  return {
    id,
    websiteId: 's',
    name: `Zone ${id}`,
    countries,
    options: options.map((o) => ({ id: o.id, name: o.id, costCents: o.costCents, freeOverCents: o.freeOverCents ?? null, deliveryEstimate: null })),
    created: 0,
    updated: 0,
  };
}

function coupon(code: string, terms: Partial<Coupon>): Coupon {
  return {
    id: `id-${code}`,
    websiteId: 's',
    code,
    type: 'PERCENTAGE',
    percentOff: 10,
    amountOffCents: null,
    minimumSubtotalCents: 0,
    startsAt: null,
    expiresAt: null,
    usageLimit: null,
    redemptionCount: 0,
    active: true,
    created: 0,
    updated: 0,
    ...terms,
  };
}

const line = (amountCents: number, kind: 'goods' | 'gift card' = 'goods') => ({ amountCents, taxable: kind === 'goods', discountable: kind === 'goods' });

function totals(input: Partial<CartTotalsInput>) {
  return computeCartTotals({
    lines: [line(1000)],
    requiresShipping: true,
    shippingLocation: { country: 'US', region: 'NY', postalCode: null },
    storeAddress: null,
    selectedShippingOptionId: null,
    couponCodes: [],
    rules: { taxRules: [], shippingZones: [], coupons: [] },
    now: NOW,
    ...input,
  });
}

describe('tax rates', () => {
  it('GAP-53 rates are decimal percentages kept exact in parts per million', () => {
    expect(parseRatePercent('8.875')).toBe(88_750);
    expect(parseRatePercent('20')).toBe(200_000);
    expect(parseRatePercent('0.0001')).toBe(1);
    expect(parseRatePercent('100')).toBe(1_000_000);
    for (const bad of ['100.01', '8.87501', '-1', '1e2', '', 'abc', '1,5']) expect(parseRatePercent(bad)).toBeNull();
    expect(formatRatePercent(88_750)).toBe('8.875');
    expect(formatRatePercent(70_000)).toBe('7');
  });

  it('GAP-53 half-up rounding to a whole minor unit', () => {
    expect(applyRate(125, parseRatePercent('2')!)).toBe(3); // 2.5 → 3
    expect(applyRate(124, parseRatePercent('2')!)).toBe(2); // 2.48 → 2
    expect(applyRate(1999, parseRatePercent('8.875')!)).toBe(177); // 177.41125
    expect(applyRate(2_000_000_000, 1_000_000)).toBe(2_000_000_000);
  });
});

describe('cart totals', () => {
  it('GAP-53 tax is rounded half-up per line, not on the sum', () => {
    const rules = { taxRules: [tax('ten', '10', 'US')], shippingZones: [], coupons: [] };
    const t = totals({ lines: [line(105), line(105), line(105)], rules });
    // 10.5 per line rounds to 11 each (33); rounding the sum (31.5) would give 32.
    expect(t.taxCents).toBe(33);
    expect(t.grandTotalCents).toBe(315 + 33);
  });

  it('GAP-53 rules are chosen by the shipping location: the country, plus the region when the rule names one', () => {
    const rules = { taxRules: [tax('state', '4', 'US', 'NY'), tax('federal', '1', 'US'), tax('ca', '5', 'US', 'CA'), tax('de', '19', 'DE')], shippingZones: [], coupons: [] };
    const ny = totals({ rules, shippingLocation: { country: 'US', region: 'ny', postalCode: null } });
    expect(ny.applicableTaxRules.map((r) => r.id)).toEqual(['state', 'federal']);
    expect(ny.taxCents).toBe(50);
    expect(totals({ rules, shippingLocation: { country: 'DE', region: null, postalCode: null } }).taxCents).toBe(190);
    expect(totals({ rules, shippingLocation: null }).taxCents).toBe(0);
  });

  it('GAP-53 a cart shipping nothing is taxed at the store address; gift cards are never taxed', () => {
    const rules = { taxRules: [tax('gb', '20', 'GB'), tax('us', '5', 'US')], shippingZones: [], coupons: [] };
    const t = totals({ lines: [line(1000), line(2500, 'gift card')], requiresShipping: false, storeAddress: { country: 'GB', region: null }, rules });
    expect(t.applicableTaxRules.map((r) => r.id)).toEqual(['gb']);
    expect(t.taxCents).toBe(200);
    expect(totals({ requiresShipping: false, storeAddress: null, rules }).taxCents).toBe(0);
  });

  it('GAP-53 tax is on the amount after discounts, and on shipping only where the rule says so', () => {
    const rules = {
      taxRules: [tax('a', '10', 'US', null, true), tax('b', '5', 'US')],
      shippingZones: [zone('us', ['US'], [{ id: 'std', costCents: 500 }])],
      coupons: [coupon('HALF', { percentOff: 50 })],
    };
    const t = totals({ lines: [line(1000), line(3000)], rules, couponCodes: ['half'], selectedShippingOptionId: 'std' });
    expect(t.discountCents).toBe(2000);
    // Lines after discount: 500 and 1500 at 15 % = 75 + 225; shipping 500 at 10 % = 50.
    expect(t.taxCents).toBe(350);
    expect(t.grandTotalCents).toBe(4000 - 2000 + 500 + 350);
  });

  it('GAP-54 options come from the zones naming the country, else the rest-of-world zones', () => {
    const rules = {
      taxRules: [],
      shippingZones: [
        zone('na', ['US', 'CA'], [{ id: 'ground', costCents: 700 }, { id: 'air', costCents: 2000 }]),
        zone('world', ['*'], [{ id: 'intl', costCents: 3500 }]),
      ],
      coupons: [],
    };
    expect(totals({ rules }).shippingOptions.map((o) => o.id)).toEqual(['ground', 'air']);
    expect(totals({ rules, shippingLocation: { country: 'FR', region: null, postalCode: null } }).shippingOptions.map((o) => o.id)).toEqual(['intl']);
    const chosen = totals({ rules, selectedShippingOptionId: 'air' });
    expect(chosen.selectedShippingOption?.id).toBe('air');
    expect(chosen.shippingCostCents).toBe(2000);
    expect(chosen.grandTotalCents).toBe(3000);
    // An option of another zone is not chosen: nothing is charged for it.
    expect(totals({ rules, selectedShippingOptionId: 'intl' })).toMatchObject({ selectedShippingOption: null, shippingCostCents: 0 });
    expect(totals({ rules, requiresShipping: false, selectedShippingOptionId: 'air' })).toMatchObject({ shippingOptions: [], selectedShippingOption: null, shippingCostCents: 0 });
  });

  it('GAP-54 an option is free once the subtotal after discounts reaches its threshold', () => {
    const rules = { taxRules: [], shippingZones: [zone('us', ['US'], [{ id: 'std', costCents: 500, freeOverCents: 5000 }])], coupons: [coupon('TEN', {})] };
    expect(totals({ rules, lines: [line(5000)], selectedShippingOptionId: 'std' }).shippingCostCents).toBe(0);
    expect(totals({ rules, lines: [line(4999)], selectedShippingOptionId: 'std' }).shippingCostCents).toBe(500);
    expect(totals({ rules, lines: [line(5000)], selectedShippingOptionId: 'std', couponCodes: ['TEN'] }).shippingCostCents).toBe(500);
  });

  it('GAP-55 every reason a code cannot be used', () => {
    const coupons = [
      coupon('OLD', { expiresAt: NOW }),
      coupon('SOON', { startsAt: NOW + 1 }),
      coupon('OFF', { active: false }),
      coupon('GONE', { usageLimit: 3, redemptionCount: 3 }),
      coupon('BIG', { minimumSubtotalCents: 1001 }),
      coupon('SHIP', { type: 'FREE_SHIPPING', percentOff: null }),
    ];
    const t = totals({ rules: { taxRules: [], shippingZones: [], coupons }, requiresShipping: false, couponCodes: ['nope', 'old', 'soon', 'off', 'gone', 'big', 'ship'] });
    expect(t.coupons.map((c) => [c.code, c.reason])).toEqual([
      ['nope', 'unknown'],
      ['OLD', 'expired'],
      ['SOON', 'not_applicable'],
      ['OFF', 'unknown'],
      ['GONE', 'usage_limit_reached'],
      ['BIG', 'minimum_not_met'],
      ['SHIP', 'not_applicable'],
    ]);
    expect(t.coupons.every((c) => !c.valid && c.discountCents === 0)).toBe(true);
    expect(t.discountCents).toBe(0);
    // Only gift cards in the cart: nothing a coupon may discount.
    expect(totals({ lines: [line(5000, 'gift card')], rules: { taxRules: [], shippingZones: [], coupons: [coupon('TEN', {})] }, couponCodes: ['TEN'] }).coupons[0]!.reason).toBe('not_applicable');
  });

  it('GAP-55 valid discounts add up, never beyond what may be discounted; free shipping waives the chosen option', () => {
    const coupons = [
      coupon('PCT', { percentOff: 15 }),
      coupon('FIX', { type: 'FIXED_AMOUNT', percentOff: null, amountOffCents: 5000 }),
      coupon('SHIP', { type: 'FREE_SHIPPING', percentOff: null, minimumSubtotalCents: 1000 }),
    ];
    const rules = { taxRules: [], shippingZones: [zone('us', ['US'], [{ id: 'std', costCents: 800 }])], coupons };
    const t = totals({ lines: [line(1999), line(2500, 'gift card'), line(1001)], rules, couponCodes: ['PCT', 'FIX', 'SHIP'], selectedShippingOptionId: 'std' });
    // 15 % of 3000 = 450; the fixed 5000 is cut to the 2550 left; gift cards are not discounted.
    expect(t.coupons.map((c) => [c.code, c.valid, c.discountCents, c.shippingDiscountCents])).toEqual([
      ['PCT', true, 450, 0],
      ['FIX', true, 2550, 0],
      ['SHIP', true, 0, 800],
    ]);
    expect(t).toMatchObject({ subtotalCents: 5500, discountCents: 3000, shippingCostCents: 0, grandTotalCents: 2500 });
  });

  it('GAP-55 percentages round half-up: 15 % of 1999 is 299.85 → 300', () => {
    const t = totals({ lines: [line(1999)], rules: { taxRules: [], shippingZones: [], coupons: [coupon('P', { percentOff: 15 })] }, couponCodes: ['P'] });
    expect(t.discountCents).toBe(300);
  });

  it('splits a discount over lines in proportion, the parts adding up exactly', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(allocate(7, [3, 0, 4])).toEqual([3, 0, 4]);
    expect(allocate(0, [3, 4])).toEqual([0, 0]);
    const parts = allocate(2_000_000_000, [1_999_999_999, 1, 7]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(2_000_000_000);
  });
});
