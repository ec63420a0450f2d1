/** The cart module on both engines: tokens, locking, merging, closing, and site scoping. */
import { describe, expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { DomainError, isDomainError } from '../../shared/errors';
import { sequentialIds } from '../../shared/ids';
import { createCartService, type CartRule, type NewCartLine } from './index';
import { createCartWritesByTurn } from './cart-writes-by-turn';

let counter = 0;
const line = (over: Partial<NewCartLine> = {}): NewCartLine => ({
  itemId: 'item-1',
  variantId: 'variant-1',
  sku: 'SKU-1',
  quantity: 1,
  additionalFields: null,
  purchasePriceCents: 1000,
  title: 'Mug',
  ...over,
});
/** At most `stock` units of the variant in the cart. */
const stockOf = (stock: number): CartRule => (held) => {
  if (held.variantQuantity + 1 > stock) throw new DomainError('INVENTORY_INSUFFICIENT', { available: stock });
};

describeDatabase('cart module', (db) => {
  const setup = () => {
    const tag = `c${(++counter).toString(16)}x`;
    const cart = createCartService({ db: db().db, ids: sequentialIds(tag), clock: fixedClock(1_700_000_000_000) });
    return { cart, site: `site-${tag}`, other: `other-${tag}` };
  };

  it('makes a cart on the first add with a random token; only its hash is stored', async () => {
    const { cart, site } = await setup();
    const first = await cart.addLine(site, null, line(), () => {});
    expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db().query<{ token_hash: string }>('select token_hash from cart_carts where id = $1', [first.cart.id]);
    expect(rows[0]!.token_hash).not.toContain(first.token);
    expect((await cart.findOpenCart(site, first.token))?.entries).toHaveLength(1);
    expect(await cart.findOpenCart(site, 'x'.repeat(43))).toBeNull();
    expect(await cart.findOpenCart(site, 'short')).toBeNull();
  });

  it('issue 15 §2 reads asked for in one turn go as one statement, each answered with its own cart; a purchased cart, an unknown token and another site\'s token find none', async () => {
    const { cart, site, other } = await setup();
    const a = await cart.addLine(site, null, line(), () => {});
    const b = await cart.addLine(site, null, line({ variantId: 'variant-2', quantity: 2 }), () => {});
    const c = await cart.addLine(other, null, line({ quantity: 3 }), () => {});
    const bought = await cart.addLine(site, null, line(), () => {});
    await cart.markPurchased(site, bought.cart.id, 'order-1');
    const before = db().statements.count;
    const carts = await Promise.all([
      cart.findOpenCart(site, b.token),
      cart.findOpenCart(other, c.token),
      cart.findOpenCart(site, a.token),
      cart.findOpenCart(site, bought.token),
      cart.findOpenCart(site, 'y'.repeat(43)),
      cart.findOpenCart(site, c.token),
    ]);
    expect(db().statements.count - before).toBe(1);
    expect(carts.map((found) => found?.id ?? null)).toEqual([b.cart.id, c.cart.id, a.cart.id, null, null, null]);
    expect(carts.map((found) => found?.entries.map((e) => e.quantity) ?? null)).toEqual([[2], [3], [1], null, null, null]);
    // A read asked for after a change sees it.
    await cart.addLine(site, a.token, line({ variantId: 'variant-3' }), () => {});
    expect((await cart.findOpenCart(site, a.token))?.entries).toHaveLength(2);
  });

  it('issue 15 §2 adds of several visitors in one turn write in one statement, each judged on its own cart: a new line, a grown line, a gift card\'s answers, a purchased cart', async () => {
    const { cart, site, other } = await setup();
    const a = await cart.addLine(site, null, line(), () => {});
    const b = await cart.addLine(site, null, line(), () => {});
    const c = await cart.addLine(other, null, line(), () => {});
    const d = await cart.addLine(site, null, line(), () => {});
    await cart.markPurchased(site, d.cart.id, 'order-2');
    const giftCard = { recipientName: 'Ann "A" Lee', recipientEmail: 'ann@example.com', senderName: 'Bo', message: 'Hi, {ann}', sendDate: null, sendAt: null };
    const before = db().statements.count;
    const [grown, added, gift, afterPurchase] = await Promise.allSettled([
      cart.addLine(site, a.token, line({ quantity: 2 }), () => {}),
      cart.addLine(site, b.token, line({ variantId: 'variant-2', sku: 'SKU-2' }), () => {}),
      cart.addLine(other, c.token, line({ variantId: 'gift', additionalFields: '{"note":"x"}', giftCard }), () => {}),
      cart.addLine(site, d.token, line(), () => {}),
    ]);
    // One statement for the four guarded writes; the purchased cart's add then makes a new cart (one more).
    expect(db().statements.count - before).toBe(2);
    expect(grown.status === 'fulfilled' && grown.value.entry.quantity).toBe(3);
    expect(added.status === 'fulfilled' && added.value.cart.entries.map((e) => e.variantId)).toEqual(['variant-1', 'variant-2']);
    expect(gift.status === 'fulfilled' && gift.value.entry.giftCard).toEqual(giftCard);
    expect(afterPurchase.status === 'fulfilled' && afterPurchase.value.token).not.toBe(d.token);
    // What was written is what a fresh read finds.
    expect((await cart.findOpenCart(site, a.token))?.entries.map((e) => e.quantity)).toEqual([3]);
    expect((await cart.findOpenCart(site, b.token))?.entries.map((e) => e.variantId)).toEqual(['variant-1', 'variant-2']);
    const readGift = (await cart.findOpenCart(other, c.token))?.entries.find((e) => e.variantId === 'gift');
    expect(readGift?.giftCard).toEqual(giftCard);
    expect(readGift?.additionalFields).toBe('{"note":"x"}');
  });

  it('issue 15 §2 a write that fails in a shared statement fails alone: the other carts\' writes of the turn are made', async () => {
    const { cart, site } = await setup();
    const a = await cart.addLine(site, null, line(), () => {});
    const b = await cart.addLine(site, null, line(), () => {});
    const writes = createCartWritesByTurn(db().db);
    const at = new Date(1_700_000_100_000);
    const grow = (made: typeof a, quantity: number) => {
      const entry = made.cart.entries[0]!;
      const stored = { ...entry, websiteId: site, cartId: made.cart.id, fieldsKey: '', addedAt: at, seq: 0, giftCard: null, purchasePriceCents: 1000, title: 'Mug', additionalFields: null };
      return writes.write({ at, websiteId: site, cartId: made.cart.id, version: 0, grow: true, line: { ...stored, quantity } });
    };
    // Quantity 0 breaks the table's check: that write fails; the other is written.
    const [bad, good] = await Promise.allSettled([grow(a, 0), grow(b, 7)]);
    expect(bad.status).toBe('rejected');
    expect(good.status === 'fulfilled' && good.value.raised).toBe(true);
    expect((await cart.findOpenCart(site, b.token))?.entries.map((e) => e.quantity)).toEqual([7]);
    expect((await cart.findOpenCart(site, a.token))?.entries.map((e) => e.quantity)).toEqual([1]);
  });

  it('issue 15 §2 adds to one cart in one turn go in separate statements, and none is lost', async () => {
    const { cart, site } = await setup();
    const { token } = await cart.addLine(site, null, line(), () => {});
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => cart.addLine(site, token, line({ variantId: `v${i}`, sku: `S${i}` }), () => {})));
    expect(results.every((r) => r.token === token)).toBe(true);
    expect((await cart.findOpenCart(site, token))?.entries.map((e) => e.variantId).sort()).toEqual(['v0', 'v1', 'v2', 'v3', 'v4', 'variant-1']);
  });

  it('issue 15 §2 GAP-53 coupon codes added at once by one visitor are all kept, and a change between a choice\'s read and its write makes it read again', async () => {
    const { cart, site } = await setup();
    const { token } = await cart.addLine(site, null, line(), () => {});
    const codes = ['A1', 'B2', 'C3', 'D4', 'E5'];
    await Promise.all(codes.map((code) => cart.changeChoices(site, token, ({ coupons }) => ({ coupons: [...coupons, code] }))));
    expect((await cart.findOpenCart(site, token))?.coupons.slice().sort()).toEqual(codes);
    // An add lands between the read and the write: the choice is written on the cart with it.
    let once = true;
    const changed = await cart.changeChoices(site, token, ({ coupons }) => {
      if (once) {
        once = false;
        void db().query('update cart_carts set version = version + 1 where website_id = $1', [site]);
      }
      return { coupons: coupons.filter((c) => c !== 'A1'), shippingLocation: { country: 'US' } };
    });
    expect(changed.coupons.slice().sort()).toEqual(['B2', 'C3', 'D4', 'E5']);
    expect(changed.shippingLocation).toEqual({ country: 'US' });
    const read = await cart.findOpenCart(site, token);
    expect(read?.shippingLocation).toEqual({ country: 'US' });
    expect(read?.entries).toHaveLength(1);
    await expect(cart.changeChoices(site, 'z'.repeat(43), () => ({}))).rejects.toSatisfy((e) => isDomainError(e, 'CART_NOT_FOUND'));
  });

  it('a token of one site finds nothing on another', async () => {
    const { cart, site, other } = await setup();
    const { token, entry } = await cart.addLine(site, null, line(), () => {});
    expect(await cart.findOpenCart(other, token)).toBeNull();
    await expect(cart.removeLine(other, token, entry.id)).rejects.toSatisfy((e) => isDomainError(e, 'CART_ENTRY_NOT_FOUND'));
    const elsewhere = await cart.addLine(other, token, line(), () => {});
    expect(elsewhere.token).not.toBe(token);
  });

  it('ATC-13 concurrent adds of one visitor are serialised: the rule sees each other add', async () => {
    const { cart, site } = await setup();
    const { token } = await cart.addLine(site, null, line(), stockOf(3));
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => cart.addLine(site, token, line(), stockOf(3))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect((await cart.findOpenCart(site, token))!.entries.map((e) => e.quantity)).toEqual([3]);
  });

  it('a purchased cart is closed: it reads as none and the next add starts a new cart', async () => {
    const { cart, site } = await setup();
    const { token, cart: open } = await cart.addLine(site, null, line(), () => {});
    expect(await cart.markPurchased(site, open.id, 'order-1')).toBe(true);
    expect(await cart.markPurchased(site, open.id, 'order-2')).toBe(false);
    expect(await cart.findOpenCart(site, token)).toBeNull();
    const next = await cart.addLine(site, token, line(), () => {});
    expect(next.cart.id).not.toBe(open.id);
    expect(next.token).not.toBe(token);
    const closed = await db().query<{ order_id: string; is_purchased: boolean }>('select order_id, is_purchased from cart_carts where id = $1', [open.id]);
    expect(closed[0]).toEqual({ order_id: 'order-1', is_purchased: true });
  });

  it('issue 15 §2 adds made without a lock lose no unit: a change between an add\'s read and its write makes it read again', async () => {
    const { cart, site } = await setup();
    const { token } = await cart.addLine(site, null, line(), () => {});
    const judged: number[] = [];
    const results = await Promise.all(Array.from({ length: 12 }, () => cart.addLine(site, token, line(), (held) => void judged.push(held.variantQuantity))));
    expect(results.every((r) => r.token === token)).toBe(true);
    expect((await cart.findOpenCart(site, token))!.entries.map((e) => e.quantity)).toEqual([13]);
    // Every add was judged at least once; those that lost a race were judged again on what won.
    expect(judged.length).toBeGreaterThanOrEqual(12);
    const version = await db().query<{ version: number }>('select version from cart_carts where id = $1', [results[0]!.cart.id]);
    expect(version[0]!.version).toBe(12);
  });

  it('issue 15 §2 every change of a cart raises its version, so an add read before it writes nothing', async () => {
    const { cart, site } = await setup();
    const first = await cart.addLine(site, null, line(), () => {});
    const version = async () => (await db().query<{ version: number }>('select version from cart_carts where id = $1', [first.cart.id]))[0]!.version;
    expect(await version()).toBe(0);
    await cart.addLine(site, first.token, line(), () => {});
    expect(await version()).toBe(1);
    const second = await cart.addLine(site, first.token, line({ variantId: 'variant-2', sku: 'SKU-2' }), () => {});
    expect(await version()).toBe(2);
    await cart.changeQuantity(site, first.token, second.entry.id, 3, () => {});
    expect(await version()).toBe(3);
    await cart.removeLine(site, first.token, second.entry.id);
    expect(await version()).toBe(4);
    await cart.markPurchased(site, first.cart.id, 'order-1');
    expect(await version()).toBe(5);
    // The closed cart takes no line: the next add makes a new cart.
    const after = await cart.addLine(site, first.token, line(), () => {});
    expect(after.cart.id).not.toBe(first.cart.id);
    expect((await db().query<{ n: number }>('select count(*)::int as n from cart_entries where cart_id = $1', [first.cart.id]))[0]!.n).toBe(1);
  });

  describe('issue 15 §2 a cart remembered by the process that last added to it', () => {
    /** Two processes' cart services over one database. */
    const two = () => {
      const tag = `k${(++counter).toString(16)}x`;
      const make = (p: string) => createCartService({ db: db().db, ids: sequentialIds(`${tag}${p}`), clock: fixedClock(1_700_000_000_000) });
      return { a: make('a'), b: make('b'), site: `site-${tag}` };
    };
    const statementsOf = async (work: () => Promise<unknown>) => {
      const before = db().statements.count;
      await work();
      return db().statements.count - before;
    };

    it('issue 15 §2 adding again to a remembered cart is one statement', async () => {
      const { a, site } = two();
      const { token } = await a.addLine(site, null, line(), () => {});
      expect(await statementsOf(() => a.addLine(site, token, line(), () => {}))).toBe(1);
      expect(await statementsOf(() => a.addLine(site, token, line({ variantId: 'variant-2', sku: 'SKU-2' }), () => {}))).toBe(1);
      const read = (await a.findOpenCart(site, token))!;
      expect(read.entries.map((e) => [e.variantId, e.quantity])).toEqual([['variant-1', 2], ['variant-2', 1]]);
      // The answer is the cart as stored, lines in their order.
      const again = await a.addLine(site, token, line(), () => {});
      expect(again.cart.entries.map((e) => [e.variantId, e.quantity])).toEqual([['variant-1', 3], ['variant-2', 1]]);
    });

    it('issue 15 §2 a cart changed by another process since: the write answers it as it is and the add is made on that', async () => {
      const { a, b, site } = two();
      const { token } = await a.addLine(site, null, line(), () => {});
      await b.addLine(site, token, line({ variantId: 'variant-2', sku: 'SKU-2' }), () => {});
      await b.addLine(site, token, line(), () => {});
      const judged: number[] = [];
      const added = await a.addLine(site, token, line(), (held) => void judged.push(held.variantQuantity));
      // Judged on the remembered cart (1), then on the cart as it was (2).
      expect(judged).toEqual([1, 2]);
      expect(added.cart.entries.map((e) => [e.variantId, e.quantity])).toEqual([['variant-1', 3], ['variant-2', 1]]);
      expect((await b.findOpenCart(site, token))!.entries.map((e) => [e.variantId, e.quantity])).toEqual([['variant-1', 3], ['variant-2', 1]]);
    });

    it('issue 15 §2 a refusal on a remembered cart is judged again on the cart as it is', async () => {
      const { a, b, site } = two();
      const { token } = await a.addLine(site, null, line(), stockOf(2));
      const full = await a.addLine(site, token, line(), stockOf(2));
      // Another process empties the line: the remembered cart still holds 2.
      await b.changeQuantity(site, token, full.entry.id, 0, () => {});
      const added = await a.addLine(site, token, line(), stockOf(2));
      expect(added.cart.entries.map((e) => e.quantity)).toEqual([1]);
      // A refusal on the cart as it is stands.
      await a.addLine(site, token, line(), stockOf(2));
      await expect(a.addLine(site, token, line(), stockOf(2))).rejects.toSatisfy((e) => isDomainError(e, 'INVENTORY_INSUFFICIENT'));
    });

    it('issue 15 §2 a remembered cart closed by an order elsewhere takes no line: the add makes a new cart', async () => {
      const { a, b, site } = two();
      const first = await a.addLine(site, null, line(), () => {});
      expect(await b.markPurchased(site, first.cart.id, 'order-1')).toBe(true);
      const after = await a.addLine(site, first.token, line(), () => {});
      expect(after.cart.id).not.toBe(first.cart.id);
      expect(after.token).not.toBe(first.token);
      expect((await db().query<{ n: number }>('select count(*)::int as n from cart_entries where cart_id = $1', [first.cart.id]))[0]!.n).toBe(1);
    });
  });
});

