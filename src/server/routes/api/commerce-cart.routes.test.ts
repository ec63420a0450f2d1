/**
 * The cart read, line changes, stock, crumb, rate limit and site isolation of the visitor's
 * cart calls (spec §3, §7, §8; GAP-56, GAP-75).
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { CART_ADDS_PER_MINUTE } from '../../http/cart-visitor';

const ENTRIES = '/api/commerce/shopping-cart/entries';

describeDatabase('shopping cart', (db) => {
  const setup = async (currency?: 'JPY') => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app, currency === undefined ? {} : { currency });
    return { app, ...shop, visitor: cartVisitor(app, shop.host) };
  };

  it('CART-01..CART-07 CART-10 a visitor without a cart reads every field with its default, and no cart is made', async () => {
    const { app, visitor, site } = await setup();
    const res = await visitor.getCart('?mock=false&timecode=123&calculateSubtotal=true');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: null,
      websiteId: site.id,
      orderId: null,
      created: Date.UTC(2026, 10, 21, 12, 0, 0),
      isPurchased: false,
      entries: [],
      shippingOptions: [],
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      selectedShippingOption: null,
      shippingLocation: null,
      subtotalCents: 0,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
      subtotalAmount: { value: '0.00', currency: 'USD', decimalValue: '0.00', currencyCode: 'USD' },
      // GAP-57: no checkout minimum by default.
      minimumOrderSubtotal: { value: '0.00', currency: 'USD', decimalValue: '0.00', currencyCode: 'USD' },
      meetsMinimumOrderSubtotal: true,
    });
    expect(res.cookies.find((c) => c.name === 'ss_cart')).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    await app.close();
  });

  it('CART-05..CART-07 totals, quantities and delivery flags of a mixed cart', async () => {
    const { app, visitor, products } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 2 });
    await visitor.add({ itemId: products.ebook.itemId, sku: null, quantity: 1 });
    const cart = (await visitor.getCart('?calculateSubtotal=true')).json();
    expect(cart).toMatchObject({
      id: expect.any(String),
      created: expect.any(Number),
      isPurchased: false,
      subtotalCents: 2 * 2700 + 999,
      grandTotalCents: 2 * 2700 + 999,
      totalQuantity: 3,
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
      subtotalAmount: { value: '63.99', currency: 'USD' },
    });
    expect(cart.entries.map((e: { title: string; purchasePriceCents: number; subTotal: { value: string } }) => [e.title, e.purchasePriceCents, e.subTotal.value])).toEqual([
      ['Linen Tee', 2700, '54.00'],
      ['Glaze Handbook', 999, '9.99'],
    ]);
    await app.close();
  });

  it('lines are priced at the current catalog price; a line whose product is deleted leaves the cart', async () => {
    const { app, visitor, products, site } = await setup();
    await visitor.add({ itemId: products.print.itemId, sku: null, quantity: 1 });
    await visitor.add({ itemId: products.ebook.itemId, sku: null, quantity: 1 });
    const print = await app.services.storeFlows.getProduct(site.id, products.print.itemId);
    await app.services.storeFlows.updateProduct(site.id, print.itemId, {
      productType: 1,
      variants: [{ id: print.variants[0]!.id, sku: print.variants[0]!.sku, price: 12000, salePrice: 9000, onSale: true }],
    });
    await app.services.storeFlows.deleteProduct(site.id, products.ebook.itemId);
    const cart = (await visitor.getCart()).json();
    expect(cart.entries.map((e: { title: string; purchasePriceCents: number }) => [e.title, e.purchasePriceCents])).toEqual([['Signed Print', 9000]]);
    expect(cart).toMatchObject({ subtotalCents: 9000, totalQuantity: 1, hasDigital: false });
    await app.close();
  });

  it('checkout takes over the cart priced as shown: lines with sku, name, unit price and whether stock counts', async () => {
    const { app, visitor, products, site } = await setup();
    const flows = app.services.cartFlows;
    expect(await flows.cartForCheckout({ websiteId: site.id, currency: 'USD', token: null })).toBeNull();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 2 });
    await visitor.add({ itemId: products.giftCard.itemId, sku: products.giftCard.skus[0], quantity: 1 });
    const checkout = await flows.cartForCheckout({ websiteId: site.id, currency: 'USD', token: visitor.cart });
    const shown = (await visitor.getCart()).json();
    expect(checkout).toEqual({
      cartId: shown.id,
      websiteId: site.id,
      currency: 'USD',
      lines: [
        { itemId: products.tee.itemId, variantId: products.tee.variantIds[0], sku: products.tee.skus[0], productName: 'Linen Tee', quantity: 2, unitPrice: 2500, stockTracked: true,
          options: [{ name: 'Size', value: 'S', amountCents: null }], downloadable: false },
        { itemId: products.giftCard.itemId, variantId: products.giftCard.variantIds[0], sku: products.giftCard.skus[0], productName: 'Gift Card', quantity: 1, unitPrice: 2500, stockTracked: false,
          options: [{ name: 'Value', value: '25', amountCents: 2500 }], downloadable: false,
          // Added without the gift card page: the card goes to the buyer, worth its face value (GAP-61).
          giftCard: { recipient: null, value: 2500 } },
      ],
      subtotal: shown.subtotalCents,
      discountTotal: 0,
      shippingTotal: 0,
      taxTotal: 0,
      grandTotal: shown.grandTotalCents,
      requiresShipping: true,
      // GAP-53..GAP-57: no coupons, no shipping zones, no minimum on this store.
      coupons: [],
      invalidCouponCodes: [],
      shippingOptionId: null,
      needsShippingOption: false,
      minimumOrderSubtotal: 0,
    });
    await app.close();
  });

  it('CART-07 FMT-02 amounts are minor units of the site currency: JPY has none', async () => {
    const { app, visitor, products } = await setup('JPY');
    const cart = (await visitor.add({ itemId: products.print.itemId, sku: null, quantity: 1 })).json().shoppingCart;
    expect(cart).toMatchObject({ subtotalCents: 12000, subtotalAmount: { value: '12000', currency: 'JPY' } });
    expect(cart.entries[0].subTotal).toEqual({ value: '12000', currency: 'JPY', decimalValue: '12000', currencyCode: 'JPY' });
    await app.close();
  });

  it('CART-10 mock=true answers an example cart and leaves the visitor cart alone', async () => {
    const { app, visitor, products } = await setup();
    await visitor.add({ itemId: products.print.itemId, sku: null, quantity: 1 });
    const mock = (await visitor.getCart('?mock=true')).json();
    expect(mock.entries.length).toBeGreaterThan(0);
    expect(mock).toMatchObject({ id: 'mock-cart', isPurchased: false, shippingOptions: [] });
    expect(mock.totalQuantity).toBe(mock.entries.length);
    const real = (await visitor.getCart()).json();
    expect(real.entries.map((e: { itemId: string }) => e.itemId)).toEqual([products.print.itemId]);
    await app.close();
  });

  it('GAP-56 PUT entries/{entryId} changes the quantity with the add checks; 0 removes; DELETE removes', async () => {
    const { app, visitor, products } = await setup();
    const { newlyAdded } = (await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 })).json();
    const put = (quantity: unknown) => visitor.request('PUT', `${ENTRIES}/${newlyAdded.id}`, { quantity });
    expect((await put(3)).json().shoppingCart).toMatchObject({ totalQuantity: 3, subtotalCents: 7500 });
    expect((await put(4)).json()).toEqual({ status: 409, code: 'INVENTORY_INSUFFICIENT', message: 'Sorry, we do not have enough of that item available.' });
    expect((await put('x')).json()).toMatchObject({ code: 'CART_QUANTITY_NOT_A_NUMBER', message: 'Quantity must be a number.' });
    expect((await put(2.5)).json()).toMatchObject({ code: 'CART_QUANTITY_NOT_WHOLE', message: 'Quantity must be a whole number.' });
    expect((await put(10000)).json()).toMatchObject({ status: 400, code: 'CART_QUANTITY_OUT_OF_RANGE' });
    expect((await put(2)).json().shoppingCart.totalQuantity).toBe(2);
    expect((await put(0)).json().shoppingCart).toMatchObject({ entries: [], totalQuantity: 0 });
    expect((await put(1)).json()).toEqual({ status: 404, code: 'CART_ENTRY_NOT_FOUND', message: 'That item is no longer in your cart.' });
    const again = (await visitor.add({ itemId: products.print.itemId, sku: null, quantity: 1 })).json().newlyAdded;
    const removed = await visitor.request('DELETE', `${ENTRIES}/${again.id}`);
    expect(removed.json()).toMatchObject({ shoppingCart: { entries: [], subtotalCents: 0 } });
    expect((await visitor.request('DELETE', `${ENTRIES}/${again.id}`)).json()).toMatchObject({ status: 404, code: 'CART_ENTRY_NOT_FOUND' });
    await app.close();
  });

  it('CART-11 PUT entries/{entryId}/additionalFields answers {shoppingCart, updatedEntry}; equal answers merge lines', async () => {
    const { app, visitor, products } = await setup();
    const add = (fields: string) => visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1, additionalFields: fields });
    const a = (await add('{"name":"Ada"}')).json().newlyAdded;
    const b = (await add('{"name":"Bo"}')).json().newlyAdded;
    const url = (id: string) => `${ENTRIES}/${id}/additionalFields`;
    const changed = await visitor.request('PUT', url(a.id), { itemId: products.tee.itemId, sku: products.tee.skus[2], additionalFields: '{"name":"Cy"}' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().updatedEntry).toMatchObject({ id: a.id, quantity: 1, additionalFields: '{"name":"Cy"}' });
    expect(changed.json().shoppingCart.entries).toHaveLength(2);
    const merged = (await visitor.request('PUT', url(a.id), { itemId: products.tee.itemId, sku: products.tee.skus[2], additionalFields: '{"name":"Bo"}' })).json();
    expect(merged.updatedEntry).toMatchObject({ id: b.id, quantity: 2 });
    expect(merged.shoppingCart.entries).toHaveLength(1);
    const wrongItem = await visitor.request('PUT', url(b.id), { itemId: products.print.itemId, sku: products.print.skus[0], additionalFields: null });
    expect(wrongItem.json()).toMatchObject({ status: 404, code: 'CART_ENTRY_NOT_FOUND' });
    await app.close();
  });

  it('ATC-21 GET commerce/inventory/stock/?itemId= answers results with variantId, sku, unlimited and qtyInStock', async () => {
    const { app, visitor, products } = await setup();
    const stock = async (itemId: string) => (await visitor.request('GET', `/api/commerce/inventory/stock/?itemId=${itemId}`)).json();
    expect(await stock(products.tee.itemId)).toEqual({
      results: [
        { variantId: products.tee.variantIds[0], sku: products.tee.skus[0], unlimited: false, qtyInStock: 3 },
        { variantId: products.tee.variantIds[1], sku: products.tee.skus[1], unlimited: false, qtyInStock: 0 },
        { variantId: products.tee.variantIds[2], sku: products.tee.skus[2], unlimited: true, qtyInStock: 0 },
      ],
    });
    expect((await stock(products.ebook.itemId)).results).toEqual([{ variantId: products.ebook.variantIds[0], sku: products.ebook.skus[0], unlimited: true, qtyInStock: 0 }]);
    expect(await stock('missing')).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND' });
    expect((await visitor.request('GET', '/api/commerce/inventory/stock/')).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    await app.close();
  });

  it('ATC-21 the stock of a product visitors cannot see answers as for an unknown item: no SKU, no stock', async () => {
    const { app, visitor, products, site } = await setup();
    const missing = await visitor.request('GET', '/api/commerce/inventory/stock?itemId=missing');
    for (const url of [`/api/commerce/inventory/stock?itemId=${products.draft.itemId}`, `/api/commerce/inventory/stock/?itemId=${products.draft.itemId}`]) {
      const draft = await visitor.request('GET', url);
      expect(draft.statusCode).toBe(missing.statusCode);
      expect(draft.json()).toEqual(missing.json());
      expect(draft.body).not.toContain('VASE');
    }
    expect(missing.json()).toEqual({ status: 404, code: 'PRODUCT_NOT_FOUND', message: 'That product could not be found.' });
    // Published later, its stock shows.
    await app.services.content.setItemStatus(site.id, products.draft.itemId, { status: 'published' });
    expect((await visitor.request('GET', `/api/commerce/inventory/stock?itemId=${products.draft.itemId}`)).json().results).toEqual([
      { variantId: products.draft.variantIds[0], sku: products.draft.skus[0], unlimited: false, qtyInStock: 5 },
    ]);
    await app.close();
  });

  it('ATC-20 ATC-22 a write without the crumb answers {crumbFail: true, status, message} and changes nothing', async () => {
    const { app, visitor, products } = await setup();
    const { newlyAdded } = (await visitor.add({ itemId: products.print.itemId, sku: null, quantity: 1 })).json();
    const expected = { crumbFail: true, status: 401, code: 'CRUMB_INVALID', message: 'Your session has expired. Please reload the page and try again.' };
    const calls = [
      visitor.request('POST', ENTRIES, { itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1 }, { crumb: false }),
      visitor.request('PUT', `${ENTRIES}/${newlyAdded.id}`, { quantity: 1 }, { crumb: false }),
      visitor.request('PUT', `${ENTRIES}/${newlyAdded.id}/additionalFields`, { itemId: products.print.itemId, sku: products.print.skus[0], additionalFields: '{}' }, { crumb: false }),
      visitor.request('DELETE', `${ENTRIES}/${newlyAdded.id}`, undefined, { crumb: false }),
    ];
    for (const res of await Promise.all(calls)) expect(res.json()).toEqual(expected);
    const cart = (await visitor.getCart()).json();
    expect(cart.entries).toEqual([newlyAdded]);
    await app.close();
  });

  it('GAP-75 ATC-24 adds past the per-visitor limit answer 429 "Please try again in a few seconds."; other visitors are not held up', async () => {
    const { app, visitor, products, host } = await setup();
    const add = () => visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1 });
    for (let i = 0; i < CART_ADDS_PER_MINUTE; i++) expect((await add()).statusCode).toBe(200);
    const blocked = await add();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: 429, code: 'RATE_LIMITED', message: 'Please try again in a few seconds.' });
    expect((await visitor.getCart()).json().totalQuantity).toBe(CART_ADDS_PER_MINUTE);
    expect((await cartVisitor(app, host).add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1 })).statusCode).toBe(200);
    await app.close();
  });

  it('one site never sees or changes another site cart, even with its cookie and entry ids', async () => {
    const { app, visitor, products } = await setup();
    const other = await createCartSite(app);
    const { newlyAdded } = (await visitor.add({ itemId: products.print.itemId, sku: null, quantity: 1 })).json();
    const onOther = { host: other.host };
    const read = (await visitor.request('GET', '/api/commerce/shopping-cart', undefined, onOther)).json();
    expect(read).toMatchObject({ id: null, websiteId: other.site.id, entries: [] });
    expect((await visitor.request('PUT', `${ENTRIES}/${newlyAdded.id}`, { quantity: 2 }, onOther)).json()).toMatchObject({ code: 'CART_ENTRY_NOT_FOUND' });
    expect((await visitor.request('DELETE', `${ENTRIES}/${newlyAdded.id}`, undefined, onOther)).json()).toMatchObject({ code: 'CART_ENTRY_NOT_FOUND' });
    // Another site's product cannot be added here, and this site's stock is not readable there.
    expect((await visitor.request('POST', ENTRIES, { itemId: products.print.itemId, sku: null, quantity: 1 }, onOther)).json()).toMatchObject({ code: 'CART_ITEM_UNAVAILABLE' });
    expect((await visitor.request('GET', `/api/commerce/inventory/stock/?itemId=${products.print.itemId}`, undefined, onOther)).json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    expect((await visitor.getCart()).json().entries).toEqual([newlyAdded]);
    await app.close();
  });
});
