/**
 * The cart's coupons, shipping and tax over HTTP (CART-03..CART-07, CART-10, GAP-53, GAP-54,
 * GAP-55): codes kept with their reasons, options by shipping zone, tax by location and by the
 * store address, JPY amounts.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite, type CartVisitor } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { DAY, pricingFor, standardZones, TEST_NOW } from '../../../../test/support/pricing';

const COUPONS = '/api/commerce/shopping-cart/coupons';
const LOCATION = '/api/commerce/shopping-cart/shipping-location';
const OPTION = '/api/commerce/shopping-cart/shipping-option';

describeDatabase('cart coupons, shipping and tax', (db) => {
  const setup = async (currency?: 'JPY') => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app, currency === undefined ? {} : { currency });
    return { app, ...shop, visitor: cartVisitor(app, shop.host), pricing: pricingFor(app, shop.site.id) };
  };
  const addCode = (visitor: CartVisitor, code: string) => visitor.request('POST', COUPONS, { code });

  it('GAP-55 CART-03 each code goes to validCoupons or invalidCoupons with its reason; discountCents sums the valid ones', async () => {
    const { app, visitor, products, pricing } = await setup();
    await pricing.coupon({ code: 'Save10', type: 'PERCENTAGE', percentOff: 10 });
    await pricing.coupon({ code: 'OLD', type: 'FIXED_AMOUNT', amountOffCents: 500, expiresAt: TEST_NOW - DAY });
    await pricing.coupon({ code: 'SOON', type: 'FIXED_AMOUNT', amountOffCents: 500, startsAt: TEST_NOW + DAY });
    await pricing.coupon({ code: 'BIG', type: 'FIXED_AMOUNT', amountOffCents: 500, minimumSubtotalCents: 100_000 });
    const once = await pricing.coupon({ code: 'ONCE', type: 'PERCENTAGE', percentOff: 50, usageLimit: 1 });
    await pricing.redeem(once.id, once.code);
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 2 });
    for (const code of ['save10', 'nope', 'old', 'soon', 'big', 'once', 'SAVE10']) expect((await addCode(visitor, code)).statusCode).toBe(200);
    const cart = (await visitor.getCart()).json();
    expect(cart.coupons.map((c: { code: string }) => c.code)).toEqual(['Save10', 'nope', 'OLD', 'SOON', 'BIG', 'ONCE']);
    expect(cart.validCoupons).toEqual([{ code: 'Save10', type: 'PERCENTAGE', valid: true, discountCents: 540, shippingDiscountCents: 0, reason: null, message: null }]);
    expect(cart.invalidCoupons.map((c: { code: string; reason: string; message: string; valid: boolean }) => [c.code, c.reason, c.message, c.valid])).toEqual([
      ['nope', 'unknown', 'This code is not valid.', false],
      ['OLD', 'expired', 'This code has expired.', false],
      ['SOON', 'not_applicable', 'This code does not apply to this order.', false],
      ['BIG', 'minimum_not_met', 'This code needs an order subtotal of $1,000.00 or more.', false],
      ['ONCE', 'usage_limit_reached', 'This code has reached its usage limit.', false],
    ]);
    expect(cart).toMatchObject({ subtotalCents: 5400, discountCents: 540, grandTotalCents: 4860 });

    const removed = await visitor.request('DELETE', COUPONS, { code: 'SAVE10' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().shoppingCart).toMatchObject({ validCoupons: [], discountCents: 0, grandTotalCents: 5400 });
    expect((await visitor.request('DELETE', `${COUPONS}?code=nope`)).json().shoppingCart.coupons).toHaveLength(4);
    await app.close();
  });

  it('GAP-55 a free-shipping code does not apply to a cart that ships nothing; codes need a crumb, a cart and plain text', async () => {
    const { app, visitor, products, pricing } = await setup();
    await pricing.coupon({ code: 'SHIPFREE', type: 'FREE_SHIPPING' });
    expect((await addCode(visitor, 'SHIPFREE')).json()).toMatchObject({ status: 404, code: 'CART_NOT_FOUND', message: 'Your cart is empty. Add an item first.' });
    await visitor.add({ itemId: products.ebook.itemId });
    const noCrumb = await visitor.request('POST', COUPONS, { code: 'SHIPFREE' }, { crumb: false });
    expect(noCrumb.statusCode).toBe(401);
    expect(noCrumb.json().crumbFail).toBe(true);
    const answer = (await addCode(visitor, 'shipfree')).json().shoppingCart;
    expect(answer.invalidCoupons).toMatchObject([{ code: 'SHIPFREE', reason: 'not_applicable' }]);
    for (const code of ['', '   ', 'x'.repeat(51), 'a\u0000b']) expect((await addCode(visitor, code)).statusCode).toBe(400);
    expect((await visitor.request('POST', COUPONS, {})).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', data: { errors: { code: expect.any(String) } } });
    for (let i = 1; i < 10; i++) expect((await addCode(visitor, `CODE${i}`)).statusCode).toBe(200);
    expect((await addCode(visitor, 'ELEVENTH')).json()).toMatchObject({ status: 409, code: 'CART_COUPON_LIMIT', message: 'A cart can hold up to 10 discount codes.' });
    await app.close();
  });

  it('GAP-54 CART-04 options come from the zones matching the shipping location; the chosen one is charged', async () => {
    const { app, visitor, products, site } = await setup();
    const ids = await standardZones(app, site.id);
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1 });
    expect((await visitor.getCart()).json()).toMatchObject({ requiresShipping: true, shippingOptions: [], shippingLocation: null, selectedShippingOption: null });
    const early = await visitor.request('PUT', OPTION, { optionId: ids.ground });
    expect(early.json()).toMatchObject({
      status: 400,
      code: 'SHIPPING_OPTION_NOT_FOUND',
      message: 'That shipping option is not available for your shipping address. Choose another option.',
    });

    const us = (await visitor.request('PUT', LOCATION, { country: 'us', region: 'NY', postalCode: '10001' })).json().shoppingCart;
    expect(us.shippingLocation).toEqual({ country: 'US', region: 'NY', postalCode: '10001' });
    expect(us.shippingOptions).toEqual([
      expect.objectContaining({ id: ids.ground, name: 'Ground', costCents: 700, cost: { value: '7.00', currency: 'USD', decimalValue: '7.00', currencyCode: 'USD' }, freeOverCents: 10_000, deliveryEstimate: '3–5 business days', zoneName: 'North America' }),
      expect.objectContaining({ id: ids.express, name: 'Express', costCents: 2500, freeOverCents: null, deliveryEstimate: null }),
    ]);
    const chosen = (await visitor.request('PUT', OPTION, { optionId: ids.express })).json().shoppingCart;
    expect(chosen.selectedShippingOption).toMatchObject({ id: ids.express, costCents: 2500 });
    expect(chosen).toMatchObject({ subtotalCents: 2700, shippingCostCents: 2500, grandTotalCents: 5200 });

    // Elsewhere the rest-of-world zone answers, and an option of another zone is no longer chosen.
    const fr = (await visitor.request('PUT', LOCATION, { country: 'FR' })).json().shoppingCart;
    expect(fr.shippingOptions.map((o: { id: string }) => o.id)).toEqual([ids.international]);
    expect(fr).toMatchObject({ selectedShippingOption: null, shippingCostCents: 0, grandTotalCents: 2700, shippingLocation: { country: 'FR', region: null, postalCode: null } });
    expect((await visitor.request('PUT', OPTION, { optionId: ids.express })).statusCode).toBe(400);
    expect((await visitor.request('PUT', OPTION, { optionId: 'no-such-option' })).statusCode).toBe(400);
    expect((await visitor.request('PUT', OPTION, {})).statusCode).toBe(400);
    expect((await visitor.request('PUT', LOCATION, { country: 'France' })).json()).toMatchObject({ status: 400, data: { errors: { country: 'A two-letter country code.' } } });

    // Another region of the same country keeps the choice; another country forgets it.
    await visitor.request('PUT', LOCATION, { country: 'US', region: 'NY' });
    await visitor.request('PUT', OPTION, { optionId: ids.express });
    expect((await visitor.request('PUT', LOCATION, { country: 'US', region: 'NJ' })).json().shoppingCart.selectedShippingOption).toMatchObject({ id: ids.express });
    await visitor.request('PUT', LOCATION, { country: 'FR' });
    expect((await visitor.request('PUT', LOCATION, { country: 'US' })).json().shoppingCart.selectedShippingOption).toBeNull();

    // Ground is free from 100.00 of goods.
    await visitor.request('PUT', LOCATION, { country: 'CA' });
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 3 });
    const free = (await visitor.request('PUT', OPTION, { optionId: ids.ground })).json().shoppingCart;
    expect(free).toMatchObject({ subtotalCents: 10_800, shippingCostCents: 0, selectedShippingOption: { id: ids.ground, costCents: 0, regularCostCents: 700 } });
    await app.close();
  });

  it('GAP-54 CART-06 a purely digital cart has no shipping options', async () => {
    const { app, visitor, products, site } = await setup();
    const ids = await standardZones(app, site.id);
    await visitor.add({ itemId: products.ebook.itemId });
    const cart = (await visitor.request('PUT', LOCATION, { country: 'US' })).json().shoppingCart;
    expect(cart).toMatchObject({ purelyDigital: true, requiresShipping: false, shippingOptions: [], selectedShippingOption: null, shippingCostCents: 0 });
    expect((await visitor.request('PUT', OPTION, { optionId: ids.ground })).statusCode).toBe(400);
    await app.close();
  });

  it('GAP-53 tax follows the shipping location (region rules, shipping taxed where the rule says), rounded half-up per line; gift cards are not taxed', async () => {
    const { app, visitor, products, site, pricing } = await setup();
    const ids = await standardZones(app, site.id);
    const ny = await pricing.taxRule({ name: 'New York', rate: '8.875', country: 'US', region: 'NY', appliesToShipping: true });
    await pricing.taxRule({ name: 'California', rate: 7.25, country: 'US', region: 'CA' });
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1 });
    await visitor.add({ itemId: products.ebook.itemId });
    await visitor.add({ itemId: products.giftCard.itemId, sku: products.giftCard.skus[0] });
    await visitor.request('PUT', LOCATION, { country: 'US', region: 'ny' });
    const nyCart = (await visitor.request('PUT', OPTION, { optionId: ids.ground })).json().shoppingCart;
    // 2700 × 8.875 % = 239.625 → 240; 999 → 88.66 → 89; shipping 700 → 62.125 → 62.
    expect(nyCart.applicableTaxRules).toEqual([{ id: ny.id, name: 'New York', rate: '8.875', rateBps: 887.5, country: 'US', region: 'NY', appliesToShipping: true }]);
    expect(nyCart).toMatchObject({ subtotalCents: 6199, shippingCostCents: 700, taxCents: 391, grandTotalCents: 6199 + 700 + 391 });
    // 2700 × 7.25 % = 195.75 → 196; 999 → 72.43 → 72; California does not tax shipping.
    const ca = (await visitor.request('PUT', LOCATION, { country: 'US', region: 'CA' })).json().shoppingCart;
    expect(ca).toMatchObject({ taxCents: 268, applicableTaxRules: [expect.objectContaining({ name: 'California', rate: '7.25' })] });
    expect((await visitor.request('PUT', LOCATION, { country: 'US', region: 'TX' })).json().shoppingCart).toMatchObject({ taxCents: 0, applicableTaxRules: [] });
    await app.close();
  });

  it('GAP-53 a cart that ships nothing is taxed at the store address', async () => {
    const { app, visitor, products, pricing } = await setup();
    await pricing.taxRule({ name: 'California', rate: '7.25', country: 'US', region: 'CA' });
    await visitor.add({ itemId: products.ebook.itemId });
    expect((await visitor.getCart()).json()).toMatchObject({ taxCents: 0, applicableTaxRules: [] });
    await pricing.settings({ storeAddress: { country: 'us', region: 'CA' } });
    // Even where the buyer says they are: nothing ships, so the store's place decides.
    await visitor.request('PUT', LOCATION, { country: 'DE' });
    expect((await visitor.getCart()).json()).toMatchObject({ taxCents: 72, grandTotalCents: 1071, applicableTaxRules: [expect.objectContaining({ name: 'California' })] });
    await app.close();
  });

  it('FMT-02 CART-07 GAP-53 GAP-55 JPY has no minor unit: discounts and tax round to whole yen', async () => {
    const { app, visitor, products, pricing } = await setup('JPY');
    await pricing.taxRule({ name: 'Consumption tax', rate: '10', country: 'JP' });
    await pricing.settings({ storeAddress: { country: 'JP' } });
    await pricing.coupon({ code: 'YEN15', type: 'PERCENTAGE', percentOff: 15 });
    await visitor.add({ itemId: products.ebook.itemId });
    const cart = (await addCode(visitor, 'yen15')).json().shoppingCart;
    // 15 % of ¥999 = 149.85 → ¥150; 10 % of ¥849 = 84.9 → ¥85.
    expect(cart).toMatchObject({ subtotalCents: 999, discountCents: 150, taxCents: 85, grandTotalCents: 934 });
    expect(cart.subtotalAmount).toEqual({ value: '999', currency: 'JPY', decimalValue: '999', currencyCode: 'JPY' });
    expect(cart.minimumOrderSubtotal).toEqual({ value: '0', currency: 'JPY', decimalValue: '0', currencyCode: 'JPY' });
    await app.close();
  });

  it("CART-10 one site's rules never price another site's cart", async () => {
    const { app, visitor, products } = await setup();
    const other = await createCartSite(app);
    await pricingFor(app, other.site.id).coupon({ code: 'THEIRS', type: 'PERCENTAGE', percentOff: 50 });
    await pricingFor(app, other.site.id).taxRule({ name: 'Everywhere', rate: '20', country: 'US' });
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2] });
    await visitor.request('PUT', LOCATION, { country: 'US' });
    const cart = (await addCode(visitor, 'THEIRS')).json().shoppingCart;
    expect(cart).toMatchObject({ discountCents: 0, taxCents: 0, invalidCoupons: [{ code: 'THEIRS', reason: 'unknown' }] });
    await app.close();
  });
});
