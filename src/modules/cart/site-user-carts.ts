/**
 * Carts at sign-in and sign-out (GAP-60). Signing in merges the visitor's anonymous cart into
 * the site user's cart in one transaction: the same variant with the same additional-fields
 * answers becomes one line with the quantities summed, capped by what the caller allows per
 * variant (stock, the service rule) and by 9999; what the user's cart cannot hold is dropped,
 * the visitor's discount codes join the user's (and their shipping address and option are kept
 * where the user's cart has none), and the anonymous cart is deleted, so its cookie finds nothing
 * afterwards. Signing out with
 * cloneCart gives the anonymous visitor a new cart holding a copy of the user's lines.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import type { IdSource } from '../../shared/ids';
import { findOpenCartRow, hashToken, newCartToken } from './cart-keys';
import { deleteCart, findOpenUserCartRow, insertCart, insertCartIfAbsent, insertEntry, loadCart, readEntries, touchCart, updateEntry } from './cart.repository';
import { carts } from './cart.tables';
import { CART_LIMITS, type Cart } from './cart.types';

/**
 * Per variant id: the most units of it the user's cart may hold across its lines. A variant
 * missing from the map (deleted, no longer sold) is not merged.
 */
export type MergeLimits = ReadonlyMap<string, number>;

export interface MergeOutcome {
  /** The user's open cart afterwards (null when neither cart had lines). */
  cart: Cart | null;
  /** Anonymous lines merged whole. */
  merged: number;
  /** Anonymous lines merged with fewer units than they had. */
  capped: number;
  /** Anonymous lines the user's cart could not hold at all. */
  dropped: number;
}

type EntryRow = Awaited<ReturnType<typeof readEntries>>[number];
type CartRow = typeof carts.$inferSelect;

/** Most discount codes a cart carries (the pricing rules' limit). */
const MAX_CARRIED_COUPONS = 10;

/** The choices of `from` that `to` lacks, or null when nothing changes. */
function carriedChoices(to: CartRow, from: CartRow): Partial<Pick<CartRow, 'coupons' | 'shippingLocation' | 'selectedShippingOption'>> | null {
  const change: Partial<Pick<CartRow, 'coupons' | 'shippingLocation' | 'selectedShippingOption'>> = {};
  const known = new Set(to.coupons.map((c) => c.toLowerCase()));
  const added = from.coupons.filter((c) => !known.has(c.toLowerCase()));
  if (added.length > 0) change.coupons = [...to.coupons, ...added].slice(0, Math.max(MAX_CARRIED_COUPONS, to.coupons.length));
  if ((to.shippingLocation ?? null) === null && (from.shippingLocation ?? null) !== null) {
    change.shippingLocation = from.shippingLocation;
    change.selectedShippingOption = from.selectedShippingOption ?? null;
  }
  return Object.keys(change).length === 0 ? null : change;
}

export function createSiteUserCarts({ db, ids, clock }: { db: Db; ids: IdSource; clock: Clock }) {
  /** The site user's open cart row, locked; made (empty) when they have none. */
  async function lockOrCreateUserCart(tx: DbOrTx, websiteId: string, siteUserId: string, now: Date) {
    const row = await findOpenUserCartRow(tx, websiteId, siteUserId, true);
    if (row !== undefined) return row;
    await insertCartIfAbsent(tx, { id: ids.next(), websiteId, tokenHash: hashToken(newCartToken()), siteUserId, createdAt: now, updatedAt: now });
    return (await findOpenUserCartRow(tx, websiteId, siteUserId, true))!;
  }

  return {
    /** Merges the anonymous cart of `token` into the site user's cart; see the file comment. */
    async mergeIntoUserCart(websiteId: string, token: string | null, siteUserId: string, limits: MergeLimits): Promise<MergeOutcome> {
      const now = new Date(clock.now());
      return db.transaction(async (tx) => {
        const outcome: MergeOutcome = { cart: null, merged: 0, capped: 0, dropped: 0 };
        // The anonymous cart first, then the user's: every merge locks in this order.
        const anonymous = await findOpenCartRow(tx, websiteId, token, true);
        const incoming = anonymous === undefined ? [] : await readEntries(tx, websiteId, anonymous.id);
        if (incoming.length === 0) {
          if (anonymous !== undefined) await deleteCart(tx, websiteId, anonymous.id);
          const existing = await findOpenUserCartRow(tx, websiteId, siteUserId);
          return { ...outcome, cart: existing === undefined ? null : await loadCart(tx, existing) };
        }
        const target = await lockOrCreateUserCart(tx, websiteId, siteUserId, now);
        const lines: EntryRow[] = await readEntries(tx, websiteId, target.id);
        const held = (variantId: string) => lines.filter((l) => l.variantId === variantId).reduce((n, l) => n + l.quantity, 0);
        for (const line of incoming) {
          const same = lines.find((l) => l.variantId === line.variantId && l.fieldsKey === line.fieldsKey);
          const limit = limits.get(line.variantId) ?? 0;
          const room = Math.min(line.quantity, limit - held(line.variantId), CART_LIMITS.maxQuantity - (same?.quantity ?? 0));
          if (room <= 0 || (same === undefined && lines.length >= CART_LIMITS.maxEntries)) {
            outcome.dropped++;
            continue;
          }
          if (room < line.quantity) outcome.capped++;
          else outcome.merged++;
          if (same !== undefined) {
            same.quantity += room;
            await updateEntry(tx, websiteId, same.id, { quantity: same.quantity });
          } else {
            const copy = { ...line, id: ids.next(), cartId: target.id, quantity: room };
            const { seq: _seq, ...insertable } = copy;
            await insertEntry(tx, insertable);
            lines.push(copy);
          }
        }
        // The visitor's checkout choices come along: codes joined (case-insensitively, at most
        // the cart's 10), and the anonymous cart's address and option where the user's has none.
        const choices = carriedChoices(target, anonymous!);
        if (choices !== null) await tx.update(carts).set(choices).where(and(eq(carts.websiteId, websiteId), eq(carts.id, target.id)));
        await deleteCart(tx, websiteId, anonymous!.id);
        await touchCart(tx, websiteId, target.id, now);
        const merged = await findOpenUserCartRow(tx, websiteId, siteUserId);
        return { ...outcome, cart: await loadCart(tx, merged!) };
      });
    },

    /**
     * A new anonymous cart holding a copy of the site user's lines (sign-out with cloneCart);
     * returns its token for the cart cookie, or null when the user's cart has no lines.
     */
    async cloneUserCart(websiteId: string, siteUserId: string): Promise<{ token: string; cart: Cart } | null> {
      const now = new Date(clock.now());
      return db.transaction(async (tx) => {
        const source = await findOpenUserCartRow(tx, websiteId, siteUserId, true);
        const lines = source === undefined ? [] : await readEntries(tx, websiteId, source.id);
        if (lines.length === 0) return null;
        const token = newCartToken();
        const id = ids.next();
        await insertCart(tx, { id, websiteId, tokenHash: hashToken(token), createdAt: now, updatedAt: now });
        for (const { seq: _seq, ...line } of lines) await insertEntry(tx, { ...line, id: ids.next(), cartId: id });
        const row = await findOpenCartRow(tx, websiteId, token, false);
        return { token, cart: await loadCart(tx, row!) };
      });
    },
  };
}
