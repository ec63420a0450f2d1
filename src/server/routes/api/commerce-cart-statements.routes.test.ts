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
    const visitor = cartVisitor(app, host);
    const line = { itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1, additionalFields: null };
    await visitor.getCart(); // the site snapshot and settings warm, as on a running server
    const first = await sent(async () => expect((await visitor.add(line)).statusCode).toBe(200));
    const again = await sent(async () => expect((await visitor.add(line)).statusCode).toBe(200));
    const read = await sent(async () => expect((await visitor.getCart()).json().totalQuantity).toBe(2));
    console.log({ first, again, read });
    expect({ first: first.length, again: again.length, read: read.length }).toEqual({ first: 0, again: 0, read: 0 });
    await app.close();
  });
});
