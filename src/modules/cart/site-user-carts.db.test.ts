/** Site users' carts on both engines: found by the user, merged at sign-in, cloned at sign-out (CART-15, GAP-60). */
import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { fixedClock } from '../../shared/clock';
import { sequentialIds } from '../../shared/ids';
import { CART_LIMITS, createCartService, type NewCartLine } from './index';

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
const open = () => {};
const quantities = (cart: { entries: { variantId: string; additionalFields: string | null; quantity: number }[] } | null) =>
  cart?.entries.map((e) => [e.variantId, e.additionalFields, e.quantity]) ?? [];

describeDatabase('site user carts', (db) => {
  const setup = () => {
    const tag = `u${(++counter).toString(16)}x`;
    const cart = createCartService({ db: db().db, ids: sequentialIds(tag), clock: fixedClock(1_700_000_000_000) });
    return { cart, site: `site-${tag}`, other: `other-${tag}`, user: { siteUserId: `user-${tag}` } };
  };

  it('CART-15 a site user has one open cart found by the user, never by a cookie token', async () => {
    const { cart, site, other, user } = await setup();
    const added = await Promise.all([1, 2, 3].map(() => cart.addLine(site, user, line(), open)));
    expect(added.map((a) => a.token)).toEqual([null, null, null]);
    const found = await cart.findOpenCart(site, user);
    expect(found).toMatchObject({ siteUserId: user.siteUserId, entries: [{ quantity: 3 }] });
    expect(new Set(added.map((a) => a.cart.id))).toEqual(new Set([found!.id]));
    expect(await cart.findOpenCart(other, user)).toBeNull();
    // A token made for an anonymous cart never reaches the user's.
    const anonymous = await cart.addLine(site, null, line(), open);
    expect((await cart.findOpenCart(site, anonymous.token))!.id).not.toBe(found!.id);
    await cart.markPurchased(site, found!.id, 'order-1');
    expect(await cart.findOpenCart(site, user)).toBeNull();
    const next = await cart.addLine(site, user, line(), open);
    expect(next.cart.id).not.toBe(found!.id);
  });

  it('GAP-60 merging sums the same variant and answers, caps by the limit and 9999, drops what cannot fit, and deletes the anonymous cart', async () => {
    const { cart, site, user } = await setup();
    await cart.addLine(site, user, line({ variantId: 'v-stock', quantity: 2 }), open);
    await cart.addLine(site, user, line({ variantId: 'v-fields', additionalFields: '{"a":1,"b":2}' }), open);
    await cart.addLine(site, user, line({ variantId: 'v-many', quantity: 9000 }), open);
    const { token } = await cart.addLine(site, null, line({ variantId: 'v-stock', quantity: 2 }), open);
    await cart.addLine(site, token, line({ variantId: 'v-fields', additionalFields: '{"b":2,"a":1}' }), open);
    await cart.addLine(site, token, line({ variantId: 'v-fields', additionalFields: '{"a":9}' }), open);
    await cart.addLine(site, token, line({ variantId: 'v-many', quantity: 5000 }), open);
    await cart.addLine(site, token, line({ variantId: 'v-gone' }), open);
    await cart.addLine(site, token, line({ variantId: 'v-new', quantity: 4 }), open);
    const limits = new Map([['v-stock', 3], ['v-fields', 3], ['v-many', CART_LIMITS.maxQuantity], ['v-new', 10]]);

    const outcome = await cart.mergeIntoUserCart(site, token, user.siteUserId, limits);
    expect(outcome).toMatchObject({ merged: 3, capped: 2, dropped: 1 });
    expect(quantities(outcome.cart)).toEqual([
      ['v-stock', null, 3],
      ['v-fields', '{"a":1,"b":2}', 2],
      ['v-many', null, 9999],
      ['v-fields', '{"a":9}', 1],
      ['v-new', null, 4],
    ]);
    expect(await cart.findOpenCart(site, token)).toBeNull();
    const rows = await db().query<{ n: number }>('select count(*)::int as n from cart_carts where website_id = $1', [site]);
    expect(rows[0]!.n).toBe(1);
    // Merging again with the dead token changes nothing.
    expect(quantities((await cart.mergeIntoUserCart(site, token, user.siteUserId, limits)).cart)).toEqual(quantities(outcome.cart));
  });

  it('GAP-60 a user without a cart gets the anonymous lines; a full user cart drops new lines; no anonymous cart merges nothing', async () => {
    const { cart, site, other, user } = await setup();
    expect(await cart.mergeIntoUserCart(site, null, user.siteUserId, new Map())).toEqual({ cart: null, merged: 0, capped: 0, dropped: 0 });
    const { token } = await cart.addLine(site, null, line({ quantity: 2 }), open);
    // Another site's merge cannot reach this site's anonymous cart.
    expect((await cart.mergeIntoUserCart(other, token, user.siteUserId, new Map([['variant-1', 9]]))).cart).toBeNull();
    const first = await cart.mergeIntoUserCart(site, token, user.siteUserId, new Map([['variant-1', 9]]));
    expect(quantities(first.cart)).toEqual([['variant-1', null, 2]]);

    const full = { siteUserId: `${user.siteUserId}-full` };
    for (let i = 0; i < CART_LIMITS.maxEntries; i++) await cart.addLine(site, full, line({ variantId: `v${i}` }), open);
    const extra = await cart.addLine(site, null, line({ variantId: 'v0' }), open);
    await cart.addLine(site, extra.token, line({ variantId: 'v-extra' }), open);
    const limits = new Map([['v0', 5], ['v-extra', 5]]);
    const merged = await cart.mergeIntoUserCart(site, extra.token, full.siteUserId, limits);
    expect(merged).toMatchObject({ merged: 1, dropped: 1 });
    expect(merged.cart!.entries).toHaveLength(CART_LIMITS.maxEntries);
    expect(merged.cart!.entries[0]!.quantity).toBe(2);
  });

  it('USER-06 cloning gives a new anonymous cart with a copy of the lines; the user cart is unchanged; an empty cart clones to nothing', async () => {
    const { cart, site, user } = await setup();
    expect(await cart.cloneUserCart(site, user.siteUserId)).toBeNull();
    await cart.addLine(site, user, line({ quantity: 2 }), open);
    await cart.addLine(site, user, line({ variantId: 'v2', additionalFields: '{"x":1}' }), open);
    const copy = await cart.cloneUserCart(site, user.siteUserId);
    expect(copy!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(copy!.cart.siteUserId).toBeNull();
    const own = await cart.findOpenCart(site, user);
    expect(quantities(copy!.cart)).toEqual(quantities(own));
    expect(copy!.cart.id).not.toBe(own!.id);
    await cart.changeQuantity(site, copy!.token, copy!.cart.entries[0]!.id, 5, open);
    expect(quantities(await cart.findOpenCart(site, user))).toEqual(quantities(own));
  });
  it('GAP-60 GAP-55 merging carries the visitor\'s discount codes and, where the user\'s cart has none, the shipping address and option', async () => {
    const { cart, site, user } = await setup();
    await cart.addLine(site, user, line({ variantId: 'v-1' }), open);
    await cart.changeChoices(site, user, () => ({ coupons: ['SAVE10'] }));
    const { token } = await cart.addLine(site, null, line({ variantId: 'v-2' }), open);
    const location = { country: 'US', region: 'NY', postalCode: '10001' };
    await cart.changeChoices(site, token, () => ({ coupons: ['save10', 'SPRING'], shippingLocation: location, selectedShippingOption: { id: 'opt-1' } }));
    const outcome = await cart.mergeIntoUserCart(site, token, user.siteUserId, new Map([['v-1', 5], ['v-2', 5]]));
    expect(outcome.cart).toMatchObject({ coupons: ['SAVE10', 'SPRING'], shippingLocation: location, selectedShippingOption: { id: 'opt-1' } });
    // The user's own address wins over a later anonymous one.
    await cart.changeChoices(site, user, () => ({ shippingLocation: { country: 'GB' }, selectedShippingOption: null }));
    const again = await cart.addLine(site, null, line({ variantId: 'v-2' }), open);
    await cart.changeChoices(site, again.token, () => ({ shippingLocation: location }));
    const second = await cart.mergeIntoUserCart(site, again.token, user.siteUserId, new Map([['v-1', 5], ['v-2', 5]]));
    expect(second.cart).toMatchObject({ shippingLocation: { country: 'GB' }, coupons: ['SAVE10', 'SPRING'] });
  });
});
