/**
 * The buyer's checkout choices kept on the cart row: coupon codes, the shipping location and
 * the chosen shipping option (GAP-53..GAP-55). A change is read-modify-write with the cart row
 * locked, so two quick coupon calls of one visitor never lose one another's code.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import { findOpenCartRow } from './cart-keys';
import { loadCart } from './cart.repository';
import { carts } from './cart.tables';
import type { Cart, CartKey } from './cart.types';

/** What the cart holds of the buyer's choices. */
export interface CartChoices {
  coupons: string[];
  shippingLocation: unknown;
  selectedShippingOption: unknown;
}

export function createCartChoices({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /**
     * Applies `change` to the open cart's choices (the caller validates what it returns) and
     * answers the cart. CART_NOT_FOUND when the key has no open cart.
     */
    async changeChoices(websiteId: string, key: CartKey, change: (current: CartChoices) => Partial<CartChoices>): Promise<Cart> {
      const now = new Date(clock.now());
      return db.transaction(async (tx) => {
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
    },
  };
}
