/**
 * Subscriptions priced with the owner's rules over HTTP (GAP-53, GAP-54, GAP-62): the first
 * order carries the shipping of the address's zone (the cheapest option unless one is named)
 * and the tax of its rules, the subscription locks them and each renewal charges them again;
 * an address no zone serves is refused like a cart checkout; a service is taxed by the store
 * address.
 */
import { expect, it } from 'vitest';
import { cartVisitor, createCartSite, type CartVisitor } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { pricingFor } from '../../../../test/support/pricing';
import { CARDS, newKey, planProduct, subscriptionApp } from '../../../../test/support/subscriptions';

const SUBSCRIBE = '/api/3/commerce/cart/subscription';
const NY = { name: 'Ada Lovelace', line1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'us' };

describeDatabase('subscriptions with shipping and tax', (db) => {
  const setup = async () => {
    const { app, clock } = await subscriptionApp(db());
    const shop = await createCartSite(app);
    const pricing = pricingFor(app, shop.site.id);
    const zone = await pricing.zone({ name: 'United States', countries: ['US'], options: [{ name: 'Express', costCents: 2500 }, { name: 'Ground', costCents: 700 }] });
    await pricing.taxRule({ name: 'New York', rate: '8.875', country: 'US', region: 'NY', appliesToShipping: true });
    return { app, clock, ...shop, pricing, visitor: cartVisitor(app, shop.host), express: zone.options[0]!.id };
  };
  const subscribe = async (visitor: CartVisitor, item: { itemId: string; sku?: string }, qty = 1): Promise<string> => {
    const res = await visitor.request('POST', SUBSCRIBE, { ...item, qty });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().cartToken as string;
  };
  const checkout = (visitor: CartVisitor, cartToken: string, body: Record<string, unknown> = {}) =>
    visitor.request('POST', `${SUBSCRIBE}/${cartToken}/checkout`, { email: 'ada@example.com', shippingAddress: NY, payment: CARDS.ok, idempotencyKey: newKey(), ...body });
  const orders = (websiteId: string) =>
    db().query<{ subtotal: number; shipping_total: number; tax_total: number; grand_total: number }>(
      'select subtotal, shipping_total, tax_total, grand_total from orders_orders where website_id = $1 order by order_number',
      [websiteId],
    );
  const charges = (websiteId: string) => db().query<{ amount: number }>("select amount from payments_charges where website_id = $1 and status = 'captured' order by created_at", [websiteId]);

  it('GAP-53 GAP-54 GAP-62 the first order and every renewal charge the cheapest shipping of the zone and the tax, locked when subscribing', async () => {
    const { app, clock, site, products, visitor, pricing } = await setup();
    const cartToken = await subscribe(visitor, { itemId: products.subscription.itemId, sku: products.subscription.skus[0] }, 2);
    const page = (await visitor.request('GET', `${SUBSCRIBE}/${cartToken}`)).json().subscriptionCart;
    expect(page).toMatchObject({ subtotalCents: 6000, shippingCostCents: 0, taxCents: 0, shippingAndTaxAtCheckout: true, grandTotalCents: 6000 });
    const res = await checkout(visitor, cartToken);
    expect(res.statusCode, res.body).toBe(200);
    // Goods 6000 at 8.875 % = 532.5 → 533; Ground 700 → 62.125 → 62.
    expect(res.json().order).toMatchObject({ subtotal: 6000, shippingTotal: 700, taxTotal: 595, grandTotal: 7295 });
    expect(res.json().subscription).toMatchObject({ unitPrice: 3000, shippingPerCycle: 700, taxPerCycle: 595, priceText: '$72.95 every month' });
    // The owner's later changes leave the subscription's amounts as they were.
    await pricing.taxRule({ name: 'New York City', rate: '4.5', country: 'US', region: 'NY' });
    clock.set(Date.UTC(2026, 11, 21, 12, 0));
    expect((await app.services.subscriptionFlows.runDueRenewals()).renewed).toHaveLength(1);
    const placed = { subtotal: 6000, shipping_total: 700, tax_total: 595, grand_total: 7295 };
    expect(await orders(site.id)).toEqual([placed, placed]);
    expect(await charges(site.id)).toEqual([{ amount: 7295 }, { amount: 7295 }]);
    await app.close();
  });

  it('GAP-54 a named shipping option is charged when the zone offers it; an address no zone serves is refused like a cart checkout', async () => {
    const { app, site, products, visitor, express } = await setup();
    const item = { itemId: products.subscription.itemId, sku: products.subscription.skus[0] };
    const abroad = await checkout(visitor, await subscribe(visitor, item), { shippingAddress: { ...NY, region: undefined, country: 'FR' } });
    expect(abroad.json()).toMatchObject({ status: 400, code: 'CHECKOUT_SHIPPING_OPTION_REQUIRED', message: 'Choose a shipping option before checking out.' });
    const unknown = await checkout(visitor, await subscribe(visitor, item), { shippingOptionId: 'no-such-option' });
    expect(unknown.json()).toMatchObject({ status: 400, code: 'SHIPPING_OPTION_NOT_FOUND' });
    expect(await charges(site.id)).toEqual([]);
    const res = await checkout(visitor, await subscribe(visitor, item), { shippingOptionId: express });
    expect(res.statusCode, res.body).toBe(200);
    // 3000 → 266.25 → 266; Express 2500 → 221.875 → 222.
    expect(res.json().order).toMatchObject({ shippingTotal: 2500, taxTotal: 488, grandTotal: 5988 });
    await app.close();
  });

  it('GAP-53 a service ships nothing and is taxed by the store address, shown on the subscription page already', async () => {
    const { app, site, visitor, pricing } = await setup();
    await pricing.taxRule({ name: 'Oregon', rate: '5', country: 'US', region: 'OR' });
    await pricing.settings({ storeAddress: { country: 'US', region: 'OR' } });
    const service = await planProduct(app, site.id, { value: 1, unit: 'WEEK', cycles: 0 }, { productType: 3, price: 1999 });
    const cartToken = await subscribe(visitor, service);
    const page = (await visitor.request('GET', `${SUBSCRIBE}/${cartToken}`)).json().subscriptionCart;
    // 1999 at 5 % = 99.95 → 100 (half-up).
    expect(page).toMatchObject({ requiresShipping: false, shippingCostCents: 0, taxCents: 100, shippingAndTaxAtCheckout: false, grandTotalCents: 2099 });
    const res = await checkout(visitor, cartToken, { shippingAddress: undefined });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order).toMatchObject({ subtotal: 1999, shippingTotal: 0, taxTotal: 100, grandTotal: 2099 });
    await app.close();
  });
});
