/**
 * issue 15 §2, ATC-13, ATC-21: the cart keeps a site's stock levels in memory, so every stock
 * change — the owner's, and an order's — must be judged by the very next add and shown by the
 * next stock read.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { standardZones } from '../../../../test/support/pricing';

const NOT_ENOUGH = { status: 409, code: 'INVENTORY_INSUFFICIENT', message: 'Sorry, we do not have enough of that item available.' };
const CARD = { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
const NY = { name: 'Ada Lovelace', line1: '1 Main St', city: 'New York', region: 'NY', postalCode: '10001', country: 'us' };

describeDatabase('cart stock levels kept in memory', (db) => {
  it('ATC-13 the owner lowering and raising stock after it was read is judged by the next add', async () => {
    const app = await createTestApp(db());
    const { site, host, products } = await createCartSite(app);
    const [small] = products.tee.variantIds;
    const sku = products.tee.skus[0];
    expect((await cartVisitor(app, host).add({ itemId: products.tee.itemId, sku, quantity: 1 })).statusCode).toBe(200);
    await app.services.inventory.adjustStock(site.id, small!, { delta: -2 });
    expect((await cartVisitor(app, host).add({ itemId: products.tee.itemId, sku, quantity: 2 })).json()).toEqual(NOT_ENOUGH);
    const stock = async () => (await app.inject({ method: 'GET', url: `/api/commerce/inventory/stock/?itemId=${products.tee.itemId}`, headers: { host } })).json().results[0].qtyInStock as number;
    expect(await stock()).toBe(1);
    await app.services.inventory.adjustStock(site.id, small!, { delta: 5 });
    expect(await stock()).toBe(6);
    expect((await cartVisitor(app, host).add({ itemId: products.tee.itemId, sku, quantity: 2 })).statusCode).toBe(200);
    await app.close();
  });

  it('issue 15 §2 a stock change drops only the stock kept: the next add reads the stock again, not the product or settings', async () => {
    const app = await createTestApp(db());
    const { site, host, products } = await createCartSite(app);
    const line = { itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 };
    const visitor = cartVisitor(app, host);
    expect((await visitor.add(line)).statusCode).toBe(200);
    await app.services.inventory.adjustStock(site.id, products.tee.variantIds[0]!, { delta: 1 });
    const texts: string[] = [];
    db().statements.texts = texts;
    try {
      expect((await visitor.add(line)).statusCode).toBe(200);
    } finally {
      delete db().statements.texts;
    }
    // The stock read again, then the line written (the cart is remembered from the first add).
    expect(texts.length, JSON.stringify(texts, null, 1)).toBe(2);
    expect(texts[0]).toContain('inventory_stock');
    expect(texts[1]).toContain('cart_entries');
    await app.close();
  });

  it('ATC-13 the last unit sold by an order is refused to the next add', async () => {
    const app = await createTestApp(db());
    const { site, host, products } = await createCartSite(app);
    const zones = await standardZones(app, site.id);
    const print = { itemId: products.print.itemId, sku: products.print.skus[0], quantity: 1 };
    const buyer = cartVisitor(app, host);
    const later = cartVisitor(app, host);
    expect((await buyer.add(print)).statusCode).toBe(200);
    // The other visitor's first look reads the stock (1) into memory.
    expect((await later.add({ ...print, quantity: 2 })).json()).toEqual(NOT_ENOUGH);
    await buyer.request('PUT', '/api/commerce/shopping-cart/shipping-location', { country: 'US', region: 'NY', postalCode: '10001' });
    await buyer.request('PUT', '/api/commerce/shopping-cart/shipping-option', { optionId: zones.ground });
    const order = await buyer.request('POST', '/api/commerce/checkout', { email: 'ada@example.com', shippingAddress: NY, payment: CARD, idempotencyKey: `print-${site.id}` });
    expect(order.statusCode).toBe(200);
    expect((await later.add(print)).json()).toEqual(NOT_ENOUGH);
    await app.close();
  });
});
