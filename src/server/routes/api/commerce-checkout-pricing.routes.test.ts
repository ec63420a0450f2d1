/**
 * Checkout with the owner's pricing rules over HTTP (GAP-53, GAP-54, GAP-55, GAP-57, CART-26):
 * the order keeps the discount, shipping and tax the cart showed, priced for the address it
 * ships to; checkout refuses a missing shipping option, a subtotal below the minimum and a code
 * that no longer applies; a one-use coupon raced by two buyers discounts exactly one order.
 */
import { expect, it } from 'vitest';
import { couponInputSchema } from '../../../modules/pricing-rules';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite, type CartVisitor } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { pricingFor, standardZones } from '../../../../test/support/pricing';

const card = { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const NY = { name: 'Ada Lovelace', line1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'us' };
let keys = 0;
const newKey = () => `pricing-key-${++keys}-${Math.random().toString(16).slice(2, 10)}`;

describeDatabase('checkout with tax, shipping, coupons and a minimum', (db) => {
  const setup = async (currency?: 'JPY') => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app, currency === undefined ? {} : { currency });
    return { app, ...shop, visitor: cartVisitor(app, shop.host), pricing: pricingFor(app, shop.site.id) };
  };
  const checkout = (visitor: CartVisitor, body: Record<string, unknown> = {}) =>
    visitor.request('POST', '/api/commerce/checkout', { email: 'ada@example.com', shippingAddress: NY, payment: card, idempotencyKey: newKey(), ...body });
  const charges = (websiteId: string) => db().query<{ status: string; amount: number; order_id: string | null }>('select status, amount, order_id from payments_charges where website_id = $1', [websiteId]);

  it('GAP-53 GAP-54 GAP-55 CHK-01 the order keeps the discount, shipping and tax the cart showed, and the coupon use is counted', async () => {
    const { app, visitor, products, site, pricing } = await setup();
    const ids = await standardZones(app, site.id);
    await pricing.taxRule({ name: 'New York', rate: '8.875', country: 'US', region: 'NY', appliesToShipping: true });
    const coupon = await pricing.coupon({ code: 'SAVE10', type: 'PERCENTAGE', percentOff: 10, usageLimit: 100 });
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 2 });
    await visitor.request('POST', '/api/commerce/shopping-cart/coupons', { code: 'save10' });
    await visitor.request('PUT', '/api/commerce/shopping-cart/shipping-location', { country: 'US', region: 'NY', postalCode: '10001' });
    const shown = (await visitor.request('PUT', '/api/commerce/shopping-cart/shipping-option', { optionId: ids.ground })).json().shoppingCart;
    // Goods 5400 − 540 = 4860 at 8.875 % = 431.325 → 431; shipping 700 → 62.125 → 62.
    expect(shown).toMatchObject({ subtotalCents: 5400, discountCents: 540, shippingCostCents: 700, taxCents: 493, grandTotalCents: 6053 });
    const res = await checkout(visitor);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ subtotal: 5400, discountTotal: 540, shippingTotal: 700, taxTotal: 493, grandTotal: 6053 });
    expect(await charges(site.id)).toEqual([{ status: 'captured', amount: 6053, order_id: res.json().order.id }]);
    expect((await app.services.pricingRules.listCoupons(site.id)).find((c) => c.id === coupon.id)!.redemptionCount).toBe(1);
    await app.close();
  });

  it('GAP-53 GAP-54 the address the order ships to decides tax and which options may be chosen', async () => {
    const { app, visitor, products, site, pricing } = await setup();
    const ids = await standardZones(app, site.id);
    await pricing.taxRule({ name: 'New York', rate: '8.875', country: 'US', region: 'NY' });
    await pricing.taxRule({ name: 'California', rate: '7.25', country: 'US', region: 'CA' });
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1 });
    await visitor.request('PUT', '/api/commerce/shopping-cart/shipping-location', { country: 'US', region: 'NY' });
    await visitor.request('PUT', '/api/commerce/shopping-cart/shipping-option', { optionId: ids.express });
    // Ground, express and international are not offered in France: the chosen option falls away.
    const abroad = await checkout(visitor, { shippingAddress: { ...NY, region: undefined, country: 'FR' } });
    expect(abroad.json()).toMatchObject({ status: 400, code: 'CHECKOUT_SHIPPING_OPTION_REQUIRED', message: 'Choose a shipping option before checking out.' });
    expect(await charges(site.id)).toEqual([]);
    // 2700 at California's 7.25 % = 195.75 → 196, though the cart was priced for New York.
    const res = await checkout(visitor, { shippingAddress: { ...NY, region: 'CA' } });
    expect(res.json().order).toMatchObject({ subtotal: 2700, shippingTotal: 2500, taxTotal: 196, grandTotal: 5396 });
    await app.close();
  });

  it('GAP-54 a cart that ships cannot be checked out without a shipping option; a digital one needs none', async () => {
    const { app, visitor, products, site, host } = await setup();
    await standardZones(app, site.id);
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1 });
    const res = await checkout(visitor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, code: 'CHECKOUT_SHIPPING_OPTION_REQUIRED', message: 'Choose a shipping option before checking out.' });
    expect(await charges(site.id)).toEqual([]);
    const digital = cartVisitor(app, host);
    await digital.add({ itemId: products.ebook.itemId });
    const placed = await checkout(digital, { shippingAddress: undefined });
    expect(placed.json().order).toMatchObject({ subtotal: 999, shippingTotal: 0, grandTotal: 999 });
    await app.close();
  });

  it('GAP-57 CART-26 below the minimum subtotal checkout fails with the spec message; the cart shows the minimum', async () => {
    const { app, visitor, products, site } = await setup();
    const owner = await ownerSession(app, { websiteId: site.id });
    const set = await app.inject({ method: 'PUT', url: '/api/admin/catalog/settings', headers: owner.headers, payload: { minimumOrderSubtotal: 5000 } });
    expect(set.json().storeSettings.minimumOrderSubtotal).toBe(5000);
    await visitor.add({ itemId: products.ebook.itemId });
    expect((await visitor.getCart()).json()).toMatchObject({
      minimumOrderSubtotal: { value: '50.00', currency: 'USD', decimalValue: '50.00', currencyCode: 'USD' },
      meetsMinimumOrderSubtotal: false,
    });
    const res = await checkout(visitor, { shippingAddress: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 400, code: 'CHECKOUT_MINIMUM_SUBTOTAL', message: 'To check out, your order subtotal must be $50.00 or more.' });
    expect(await charges(site.id)).toEqual([]);
    await visitor.request('PUT', `/api/commerce/shopping-cart/entries/${(await visitor.getCart()).json().entries[0].id}`, { quantity: 6 });
    expect((await visitor.getCart()).json().meetsMinimumOrderSubtotal).toBe(true);
    expect((await checkout(visitor, { shippingAddress: undefined })).statusCode).toBe(200);
    await app.close();
  });

  it('GAP-57 FMT-02 the minimum is formatted in the store currency: JPY has no decimals', async () => {
    const { app, visitor, products, pricing } = await setup('JPY');
    await pricing.settings({ minimumOrderSubtotal: 3000 });
    await visitor.add({ itemId: products.ebook.itemId });
    expect((await checkout(visitor, { shippingAddress: undefined })).json().message).toBe('To check out, your order subtotal must be ¥3,000 or more.');
    await app.close();
  });

  it('GAP-55 a code that stopped applying after it was added stops checkout instead of charging another amount', async () => {
    const { app, visitor, products, site, pricing } = await setup();
    const coupon = await pricing.coupon({ code: 'SAVE10', type: 'PERCENTAGE', percentOff: 10 });
    await visitor.add({ itemId: products.ebook.itemId });
    await visitor.request('POST', '/api/commerce/shopping-cart/coupons', { code: 'SAVE10' });
    // The owner switches the code off while the buyer is at checkout.
    await app.services.pricingRules.updateCoupon(site.id, coupon.id, couponInputSchema.parse({ code: 'SAVE10', type: 'PERCENTAGE', percentOff: 10, active: false }));
    const res = await checkout(visitor, { shippingAddress: undefined });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 409, code: 'CHECKOUT_COUPON_INVALID', message: 'The discount code SAVE10 can no longer be used. Remove it from your cart and try again.' });
    expect(await charges(site.id)).toEqual([]);
    await visitor.request('DELETE', '/api/commerce/shopping-cart/coupons', { code: 'save10' });
    expect((await checkout(visitor, { shippingAddress: undefined })).json().order).toMatchObject({ discountTotal: 0, grandTotal: 999 });
    await app.close();
  });

  it('GAP-55 a one-use coupon raced by two checkouts discounts exactly one order; the other buyer is refused and not charged', async () => {
    const { app, host, products, site, pricing } = await setup();
    await pricing.coupon({ code: 'ONCE', type: 'FIXED_AMOUNT', amountOffCents: 500, usageLimit: 1 });
    const buyers = [cartVisitor(app, host, '10.0.0.1'), cartVisitor(app, host, '10.0.0.2')];
    for (const buyer of buyers) {
      await buyer.add({ itemId: products.ebook.itemId });
      const cart = (await buyer.request('POST', '/api/commerce/shopping-cart/coupons', { code: 'once' })).json().shoppingCart;
      expect(cart).toMatchObject({ discountCents: 500, grandTotalCents: 499 });
    }
    const answers = await Promise.all(buyers.map((b) => checkout(b, { shippingAddress: undefined })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('CHECKOUT_COUPON_INVALID');
    const orders = await db().query<{ discount_total: number; grand_total: number }>('select discount_total, grand_total from orders_orders where website_id = $1', [site.id]);
    expect(orders).toEqual([{ discount_total: 500, grand_total: 499 }]);
    expect((await app.services.pricingRules.listCoupons(site.id))[0]!.redemptionCount).toBe(1);
    // The refused buyer's money never stays taken: no charge, or one refunded.
    const rows = await charges(site.id);
    expect(rows.filter((c) => c.status === 'captured')).toEqual([{ status: 'captured', amount: 499, order_id: expect.any(String) }]);
    expect(rows.filter((c) => c.status !== 'captured').every((c) => c.status === 'refunded' && c.order_id === null)).toBe(true);
    await app.close();
  });
});
