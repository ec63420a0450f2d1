/**
 * The buyer's checkout choices kept on the cart row: coupon codes, the shipping location and
 * the chosen shipping option (GAP-53..GAP-55). Two quick coupon calls of one visitor never lose
 * one another's code: a change reads the cart with its lines (one statement), applies the
 * caller's change, and writes the choices in one statement only if the cart's version is still
 * the one read (and the cart still open), as an unlocked add does (issue 15 §2: two round trips
 * where a locked transaction took five). A change in between makes it read again; after a few
 * misses it changes the cart under its row lock.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { fixedStatement, runFixed } from '../../db/fixed-statements';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import { findOpenCartRow, hashToken, isCartToken } from './cart-keys';
import { findOpenCartRowWithLines, loadCart, toCart } from './cart.repository';
import { carts } from './cart.tables';
import type { Cart, CartKey } from './cart.types';

/** What the cart holds of the buyer's choices. */
export interface CartChoices {
  coupons: string[];
  shippingLocation: unknown;
  selectedShippingOption: unknown;
}

/** Guarded writes tried before the change takes the cart's lock. */
const ATTEMPTS = 3;

/** $1 the time, $2 the site, $3 the cart, $4 the version read, $5..$7 the choices as JSON. */
const setChoicesIfUnchanged = fixedStatement(
  'cart_set_choices_if_unchanged',
  `update cart_carts set coupons = $5::jsonb, shipping_location = $6::jsonb, selected_shipping_option = $7::jsonb,
    updated_at = $1::timestamptz, version = version + 1
  where website_id = $2 and id = $3 and version = $4 and not is_purchased
  returning version`,
);

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export function createCartChoices({ db, clock }: { db: Db; clock: Clock }) {
  const readOpen = (websiteId: string, key: CartKey) => {
    if (key !== null && typeof key === 'object') return findOpenCartRowWithLines(db, websiteId, { siteUserId: key.siteUserId });
    return isCartToken(key) ? findOpenCartRowWithLines(db, websiteId, { tokenHash: hashToken(key) }) : Promise.resolve(undefined);
  };

  /** The change under the cart row's lock (a cart that kept changing meanwhile). */
  const changeLocked = (websiteId: string, key: CartKey, change: (current: CartChoices) => Partial<CartChoices>, now: Date) =>
    db.transaction(async (tx) => {
      const row = await findOpenCartRow(tx, websiteId, key, true);
      if (row === undefined) throw new DomainError('CART_NOT_FOUND');
      const next = change({ coupons: row.coupons, shippingLocation: row.shippingLocation ?? null, selectedShippingOption: row.selectedShippingOption ?? null });
      const [updated] = await tx
        .update(carts)
        .set({ ...next, updatedAt: now, version: sql`${carts.version} + 1` })
        .where(and(eq(carts.websiteId, websiteId), eq(carts.id, row.id)))
        .returning();
      return loadCart(tx, updated!);
    });

  return {
    /**
     * Applies `change` to the open cart's choices (the caller validates what it returns; it
     * may refuse by throwing) and answers the cart. CART_NOT_FOUND when the key has no open cart.
     */
    async changeChoices(websiteId: string, key: CartKey, change: (current: CartChoices) => Partial<CartChoices>): Promise<Cart> {
      const now = new Date(clock.now());
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const found = await readOpen(websiteId, key);
        if (found === undefined) throw new DomainError('CART_NOT_FOUND');
        const { row, lines } = found;
        const current: CartChoices = { coupons: row.coupons, shippingLocation: row.shippingLocation ?? null, selectedShippingOption: row.selectedShippingOption ?? null };
        const chosen = { ...current, ...change(current) };
        const [written] = await runFixed<{ version: number }>(db, setChoicesIfUnchanged, [
          now.toISOString(),
          websiteId,
          row.id,
          row.version,
          JSON.stringify(chosen.coupons),
          json(chosen.shippingLocation),
          json(chosen.selectedShippingOption),
        ]);
        // The lines are those read: any change of them would have raised the version.
        if (written !== undefined) return toCart({ ...row, ...chosen, shippingLocation: chosen.shippingLocation ?? null, selectedShippingOption: chosen.selectedShippingOption ?? null, updatedAt: now, version: written.version }, lines);
      }
      return changeLocked(websiteId, key, change, now);
    },
  };
}
