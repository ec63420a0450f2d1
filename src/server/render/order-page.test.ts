import { describe, expect, it } from 'vitest';
import type { Order, OrderAddress } from '../../modules/orders';
import { createEngine } from '../../template-engine';
import { orderPageJson } from './order-page';
import { STOREFRONT_FORMATTERS } from './storefront-formatters';
import { systemPageSource } from './system-markup';

const SHIPPING: OrderAddress = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' };
const BILLING: OrderAddress = { firstName: 'Ada', lastName: 'Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', countryCode: 'GB' };

/** An order with the fields the pages read; the addresses as the test says. */
const orderWith = (shippingAddress: OrderAddress | null, billingAddress: OrderAddress | null) =>
  ({
    id: 'order-1',
    orderNumber: 7,
    testMode: false,
    status: 'placed',
    fulfillmentStatus: 'unfulfilled',
    customerEmail: 'ada@example.com',
    created: 0,
    currency: 'USD',
    items: [],
    subtotal: 1000,
    discountTotal: 0,
    shippingTotal: 0,
    taxTotal: 0,
    grandTotal: 1000,
    refundedTotal: 0,
    accessToken: 'token',
    shippingAddress,
    billingAddress,
  }) as unknown as Order;

describe('order pages: the billing address', () => {
  it('GAP-52 is shown only when it differs from the shipping address, or when nothing ships', () => {
    expect(orderPageJson(orderWith(SHIPPING, { ...SHIPPING })).showBillingAddress).toBe(false);
    // Typed again with other letter case or spaces, it is still the same address.
    expect(orderPageJson(orderWith(SHIPPING, { ...SHIPPING, city: ' SPRINGFIELD ', countryCode: 'us' })).showBillingAddress).toBe(false);
    expect(orderPageJson(orderWith(SHIPPING, null))).toMatchObject({ showBillingAddress: false, billingAddress: null });
    expect(orderPageJson(orderWith(SHIPPING, { ...SHIPPING, line2: 'Flat 2' })).showBillingAddress).toBe(true);
    expect(orderPageJson(orderWith(SHIPPING, BILLING))).toMatchObject({ showBillingAddress: true, billingAddress: { name: 'Ada Byron', cityLine: 'SW1Y 4JH London', countryCode: 'GB' } });
    expect(orderPageJson(orderWith(null, BILLING)).showBillingAddress).toBe(true);
  });

  it("GAP-52 the built-in order pages (themes without them) show it under 'Billing address' only then", () => {
    const engine = createEngine({ formatters: STOREFRONT_FORMATTERS });
    const render = (name: 'order-confirmed' | 'order-status', order: Order) =>
      engine.render(engine.compile(systemPageSource(name)).template, { order: orderPageJson(order) }, { partials: {}, locale: 'en-US', now: 0 });
    for (const name of ['order-confirmed', 'order-status'] as const) {
      const other = render(name, orderWith(SHIPPING, BILLING));
      expect(other.errors).toEqual([]);
      expect(other.html).toContain('<h2>Billing address</h2><address>Ada Byron<br>12 St James Sq<br>SW1Y 4JH London<br>GB</address>');
      expect(render(name, orderWith(SHIPPING, SHIPPING)).html).not.toContain('Billing address');
    }
  });
});
