/**
 * issue 15 §2: the database statements (round trips on PostgreSQL, transaction control
 * included) one cart call sends. Counts, not times: a change that adds a round trip to add to
 * cart or the cart read fails here and has to say why in the expected count.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';

describeDatabase('cart statements per call', (db) => {
  /** The statements `call` sends, with their texts for a readable failure. */
  const sent = async (call: () => Promise<unknown>) => {
    const counter = db().statements;
    const texts: string[] = [];
    counter.texts = texts;
    try {
      await call();
    } finally {
      delete counter.texts;
    }
    return texts;
  };

  it('issue 15 §2 add to cart, adding again and reading the cart send a pinned number of statements', async () => {
    const app = await createTestApp(db());
    const { host, products } = await createCartSite(app);
    const line = { itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1, additionalFields: null };
    // Another visitor's add first: the product and settings are in memory, as on a running server.
    expect((await cartVisitor(app, host).add(line)).statusCode).toBe(200);
    const visitor = cartVisitor(app, host);
    const first = await sent(async () => expect((await visitor.add(line)).statusCode).toBe(200));
    const again = await sent(async () => expect((await visitor.add(line)).statusCode).toBe(200));
    const read = await sent(async () => expect((await visitor.getCart()).json().totalQuantity).toBe(2));
    // first (no cart cookie yet): stock, begin, insert cart, insert line, commit.
    // again: stock, begin, touch (the lock), lines, update line, commit.
    // read: the cart with its lines. A coupon-free cart's pricing rules come from memory.
    expect({ first: first.length, again: again.length, read: read.length }, JSON.stringify({ first, again, read }, null, 1)).toEqual({ first: 5, again: 6, read: 1 });
    await app.close();
  });
});
