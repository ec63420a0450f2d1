/**
 * POST /api/commerce/shopping-cart/entries: the spec's checks and messages (§5, §8), merging,
 * stock rules, services, gift cards, and that adding never changes stock.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';

const failure = (status: number, code: string, message: string) => ({ status, code, message });
const NOT_ENOUGH = failure(409, 'INVENTORY_INSUFFICIENT', 'Sorry, we do not have enough of that item available.');
const NO_VARIANT = failure(400, 'CART_VARIANT_UNAVAILABLE', 'Sorry, that item variant is unavailable. Please select another variant.');

describeDatabase('add to cart', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    return { app, ...shop, visitor: cartVisitor(app, shop.host) };
  };

  it('ATC-18 ATC-19 adds a line and answers {shoppingCart, newlyAdded}; the cart lives in an httpOnly ss_cart cookie', async () => {
    const { app, visitor, products, site } = await setup();
    const res = await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 2, additionalFields: null });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'ss_cart')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const { shoppingCart, newlyAdded } = res.json();
    expect(newlyAdded).toEqual({
      id: expect.any(String),
      itemId: products.tee.itemId,
      chosenVariant: { sku: products.tee.skus[0], attributes: { Size: 'S' } },
      optionValues: [{ name: 'Size', value: 'S', amountCents: null }],
      quantity: 2,
      title: 'Linen Tee',
      subTotal: { value: '50.00', currency: 'USD', decimalValue: '50.00', currencyCode: 'USD' },
      purchasePriceCents: 2500,
      additionalFields: null,
    });
    expect(shoppingCart).toMatchObject({ websiteId: site.id, entries: [newlyAdded], subtotalCents: 5000, grandTotalCents: 5000, totalQuantity: 2 });
    await app.close();
  });

  it('ATC-14 ATC-15 quantity must be a whole number from 1 to 9999', async () => {
    const { app, visitor, products } = await setup();
    const add = (quantity: unknown) => visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity, additionalFields: null });
    for (const q of ['abc', null, '', true, {}, []]) {
      expect((await add(q)).json()).toEqual(failure(400, 'CART_QUANTITY_NOT_A_NUMBER', 'Quantity must be a number.'));
    }
    for (const q of [1.5, '2.25', 0.1]) expect((await add(q)).json()).toEqual(failure(400, 'CART_QUANTITY_NOT_WHOLE', 'Quantity must be a whole number.'));
    for (const q of [0, -1, 10000]) expect((await add(q)).json()).toMatchObject({ status: 400, code: 'CART_QUANTITY_OUT_OF_RANGE' });
    expect((await add(9999)).statusCode).toBe(200);
    expect((await add('1')).json()).toMatchObject({ status: 400, code: 'CART_QUANTITY_OUT_OF_RANGE' }); // the line would hold 10000
    expect((await visitor.getCart()).json().totalQuantity).toBe(9999);
    await app.close();
  });

  it('ATC-12 a missing or unknown variant is unavailable; a one-variant product needs no sku', async () => {
    const { app, visitor, products } = await setup();
    expect((await visitor.add({ itemId: products.tee.itemId, sku: null, quantity: 1 })).json()).toEqual(NO_VARIANT);
    expect((await visitor.add({ itemId: products.tee.itemId, sku: 'NOPE', quantity: 1 })).json()).toEqual(NO_VARIANT);
    expect((await visitor.add({ itemId: products.tee.itemId, sku: products.print.skus[0], quantity: 1 })).json()).toEqual(NO_VARIANT);
    const single = await visitor.add({ itemId: products.print.itemId, sku: null, quantity: 1, additionalFields: null });
    expect(single.json().newlyAdded.chosenVariant).toEqual({ sku: products.print.skus[0], attributes: {} });
    await app.close();
  });

  it('unknown, draft, subscription items cannot be added; a body without itemId is a 400', async () => {
    const { app, visitor, products } = await setup();
    expect((await visitor.add({ itemId: 'no-such-item', sku: null, quantity: 1 })).json()).toMatchObject({ status: 404, code: 'CART_ITEM_UNAVAILABLE' });
    expect((await visitor.add({ itemId: products.draft.itemId, sku: null, quantity: 1 })).json()).toMatchObject({ status: 404, code: 'CART_ITEM_UNAVAILABLE' });
    expect((await visitor.add({ itemId: products.subscription.itemId, sku: null, quantity: 1 })).json()).toMatchObject({ status: 409, code: 'CART_ITEM_NOT_SOLD_IN_CART' });
    expect((await visitor.add({ quantity: 1 })).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect((await visitor.getCart()).json().entries).toEqual([]);
    await app.close();
  });

  it('GIFT-02 a gift card without a denomination: "Select a denomination for the Gift Card"', async () => {
    const { app, visitor, products } = await setup();
    expect((await visitor.add({ itemId: products.giftCard.itemId, sku: null, quantity: 1 })).json()).toEqual(
      failure(400, 'CART_GIFT_CARD_DENOMINATION_REQUIRED', 'Select a denomination for the Gift Card'),
    );
    const ok = await visitor.add({ itemId: products.giftCard.itemId, sku: products.giftCard.skus[1], quantity: 3 });
    expect(ok.json().shoppingCart).toMatchObject({ subtotalCents: 15000, hasDigital: true, purelyDigital: true, requiresShipping: false });
    await app.close();
  });

  it('ATC-13 stock must cover what the cart holds of the variant plus the new quantity; unlimited always does', async () => {
    const { app, visitor, products } = await setup();
    const [s, m, l] = products.tee.skus;
    expect((await visitor.add({ itemId: products.tee.itemId, sku: m, quantity: 1 })).json()).toEqual(NOT_ENOUGH);
    expect((await visitor.add({ itemId: products.tee.itemId, sku: s, quantity: 4 })).json()).toEqual(NOT_ENOUGH);
    expect((await visitor.add({ itemId: products.tee.itemId, sku: s, quantity: 2 })).statusCode).toBe(200);
    // A second line of the same variant (other answers) counts too.
    expect((await visitor.add({ itemId: products.tee.itemId, sku: s, quantity: 2, additionalFields: '{"note":"gift"}' })).json()).toEqual(NOT_ENOUGH);
    expect((await visitor.add({ itemId: products.tee.itemId, sku: s, quantity: 1, additionalFields: '{"note":"gift"}' })).statusCode).toBe(200);
    expect((await visitor.add({ itemId: products.tee.itemId, sku: l, quantity: 500 })).statusCode).toBe(200);
    // Digital goods are never sold out (PROD-10).
    expect((await visitor.add({ itemId: products.ebook.itemId, sku: null, quantity: 40 })).statusCode).toBe(200);
    await app.close();
  });

  it('ATC-16 additional-fields items: stock must be strictly greater than what the cart holds (equal does not pass)', async () => {
    const { app, visitor, products } = await setup();
    const mug = (answers: string) => visitor.add({ itemId: products.engraved.itemId, sku: null, quantity: 1, additionalFields: answers });
    expect((await mug('{"name":"Ada"}')).statusCode).toBe(200);
    expect((await mug('{"name":"Grace"}')).statusCode).toBe(200);
    expect((await mug('{"name":"Linus"}')).json()).toEqual(NOT_ENOUGH);
    await app.close();
  });

  it('CART-09 the same variant with the same additionalFields merges; different answers make separate lines', async () => {
    const { app, visitor, products } = await setup();
    const add = (additionalFields: unknown) => visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 1, additionalFields });
    const first = (await add('{"a":1,"b":"x"}')).json().newlyAdded;
    const merged = (await add('{"b":"x","a":1}')).json();
    expect(merged.newlyAdded).toMatchObject({ id: first.id, quantity: 2, additionalFields: '{"a":1,"b":"x"}' });
    const other = (await add('{"a":2}')).json();
    expect(other.newlyAdded.id).not.toBe(first.id);
    const none = (await add(null)).json();
    expect(none.shoppingCart.entries.map((e: { quantity: number; additionalFields: string | null }) => [e.quantity, e.additionalFields])).toEqual([
      [2, '{"a":1,"b":"x"}'],
      [1, '{"a":2}'],
      [1, null],
    ]);
    expect((await add('{not json')).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', data: { errors: { additionalFields: expect.any(String) } } });
    await app.close();
  });

  it('a retried add with the same Idempotency-Key adds nothing twice', async () => {
    const { app, visitor, products } = await setup();
    const body = { itemId: products.tee.itemId, sku: products.tee.skus[2], quantity: 2, additionalFields: null };
    const add = (key: string) => visitor.request('POST', '/api/commerce/shopping-cart/entries', body, { headers: { 'idempotency-key': key } });
    const first = (await add('add-key-0001')).json();
    const retry = (await add('add-key-0001')).json();
    expect(retry.newlyAdded).toEqual(first.newlyAdded);
    expect(retry.shoppingCart.totalQuantity).toBe(2);
    expect((await add('add-key-0002')).json().shoppingCart.totalQuantity).toBe(4);
    expect((await add('short')).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    await app.close();
  });

  it('PROD-07 PDP-05 services: several units while multiple quantity is allowed, one unit otherwise', async () => {
    const { app, visitor, products, site, host } = await setup();
    expect((await visitor.add({ itemId: products.lesson.itemId, sku: null, quantity: 2 })).statusCode).toBe(200);
    await app.services.storeSettings.updateStoreSettings(site.id, { multipleQuantityAllowedForServices: false });
    const second = await visitor.add({ itemId: products.lesson.itemId, sku: null, quantity: 1 });
    expect(second.json()).toEqual(failure(409, 'CART_SERVICE_SINGLE_UNIT', 'Only one of this service can be in your cart.'));
    const fresh = cartVisitor(app, host);
    expect((await fresh.add({ itemId: products.lesson.itemId, sku: null, quantity: 2 })).json()).toMatchObject({ code: 'CART_SERVICE_SINGLE_UNIT' });
    expect((await fresh.add({ itemId: products.lesson.itemId, sku: null, quantity: 1 })).statusCode).toBe(200);
    expect((await fresh.add({ itemId: products.lesson.itemId, sku: null, quantity: 1 })).json()).toMatchObject({ code: 'CART_SERVICE_SINGLE_UNIT' });
    await app.close();
  });

  it('GAP-59 adding to the cart never changes stock', async () => {
    const { app, visitor, products, site, host } = await setup();
    const before = await app.services.inventory.exportStock(site.id);
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 3 });
    await visitor.add({ itemId: products.print.itemId, sku: null, quantity: 1 });
    expect(await app.services.inventory.exportStock(site.id)).toEqual(before);
    // Another visitor may still add the last print: stock is taken when an order is placed.
    expect((await cartVisitor(app, host).add({ itemId: products.print.itemId, sku: null, quantity: 1 })).statusCode).toBe(200);
    await app.close();
  });
});
