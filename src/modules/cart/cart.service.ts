/**
 * Carts and their lines. A visitor's cart is found by the token in their cart cookie (only its
 * hash is stored, so a database leak gives no one a cart), a signed-in site user's by the user
 * (cart-keys.ts). Every change locks the cart row first, so the caller's rules (stock, service
 * quantity) see what the cart holds at that moment and two requests of one visitor cannot both
 * pass on the same units. Adding to a cart never touches stock: stock is taken when the order
 * is placed.
 */
import type { Db, DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { findOpenCartRow, hashToken, isCartToken, newCartToken } from './cart-keys';
import { lineKey } from './cart-lines';
import { closeCart, deleteAddKey, deleteEntry, findAddKey, findOpenCartWithLines, findOpenUserCartRow, insertAddKey, insertCart, insertCartIfAbsent, insertEntry, loadCart, readEntries, toCart, toEntry, touchCart, touchOpenCart, updateEntry, type EntryRow } from './cart.repository';
import { CART_LIMITS, type Cart, type CartEntry, type CartKey, type HeldQuantity, type NewCartLine } from './cart.types';
import { createSiteUserCarts } from './site-user-carts';
import { createCartChoices } from './cart-choices';
import { addLineUnlocked, createKnownCarts } from './cart-unlocked-add';
import { createCartReadsByTurn } from './cart-reads-by-turn';
import { createCartWritesByTurn } from './cart-writes-by-turn';

export interface CartDeps {
  db: Db;
  ids: IdSource;
  clock: Clock;
}

/** The caller's rules for a change; throws to refuse it. `line` is the line being changed, if any. */
export type CartRule = (held: HeldQuantity, line: CartEntry | null) => void;

export type CartService = ReturnType<typeof createCartService>;

export function createCartService({ db, ids, clock }: CartDeps) {
  /** Carts as this process's last unlocked adds left them: the next add's guess (cart-unlocked-add.ts). */
  const knownCarts = createKnownCarts();
  /** Visitors' cart reads, one statement per turn of the event loop (cart-reads-by-turn.ts). */
  const cartReads = createCartReadsByTurn(db);
  /** Unlocked adds' writes, one statement per turn of the event loop (cart-writes-by-turn.ts). */
  const cartWrites = createCartWritesByTurn(db);
  /** The open (not purchased) cart row of a key, locked, or undefined. */
  const lockOpenCart = (tx: DbOrTx, websiteId: string, key: CartKey) => findOpenCartRow(tx, websiteId, key, true);

  /**
   * Makes the key's cart: a new token for a visitor, or the site user's one open cart. `fresh`:
   * the row was made here, so it has no lines yet.
   */
  async function createCart(tx: DbOrTx, websiteId: string, key: CartKey, now: Date) {
    const token = newCartToken();
    if (key !== null && typeof key === 'object') {
      await insertCartIfAbsent(tx, { id: ids.next(), websiteId, tokenHash: hashToken(token), siteUserId: key.siteUserId, createdAt: now, updatedAt: now });
      return { row: (await findOpenUserCartRow(tx, websiteId, key.siteUserId, true))!, token: null, fresh: false };
    }
    const row = await insertCart(tx, { id: ids.next(), websiteId, tokenHash: hashToken(token), createdAt: now, updatedAt: now });
    return { row, token, fresh: true };
  }

  /** The open cart of a key, locked and touched, or undefined (a malformed token finds none). */
  function touchKeyCart(tx: DbOrTx, websiteId: string, key: CartKey, now: Date) {
    if (key !== null && typeof key === 'object') return touchOpenCart(tx, websiteId, { siteUserId: key.siteUserId }, now);
    return isCartToken(key) ? touchOpenCart(tx, websiteId, { tokenHash: hashToken(key) }, now) : Promise.resolve(undefined);
  }

  async function lockedLine(tx: DbOrTx, websiteId: string, key: CartKey, entryId: string) {
    const row = await lockOpenCart(tx, websiteId, key);
    if (row === undefined) throw new DomainError('CART_ENTRY_NOT_FOUND', { entryId });
    const lines = await readEntries(tx, websiteId, row.id);
    const line = lines.find((l) => l.id === entryId);
    if (line === undefined) throw new DomainError('CART_ENTRY_NOT_FOUND', { entryId });
    return { row, lines, line };
  }

  return {
    ...createSiteUserCarts({ db, ids, clock }),
    ...createCartChoices({ db, clock }),

    /** The visitor's open cart, or null (no token, unknown token, or a cart already purchased). */
    async findOpenCart(websiteId: string, key: CartKey): Promise<Cart | null> {
      if (key !== null && typeof key === 'object') return (await findOpenCartWithLines(db, websiteId, { siteUserId: key.siteUserId })) ?? null;
      if (!isCartToken(key)) return null;
      return (await cartReads.read(websiteId, hashToken(key))) ?? null;
    },

    /**
     * Adds a line to the visitor's open cart, making a cart (and a new token) when there is
     * none. The same variant with the same additional-fields answers adds to the existing line.
     * `rule` runs with the cart locked and may refuse. Returns the cart, the line as it is now,
     * and the token to keep in the cookie (null for a site user's cart, which no cookie names).
     * With an `idempotencyKey` already used on this cart, nothing changes and the answer names
     * the line that add made (a retried request).
     */
    async addLine(
      websiteId: string,
      cartKey: CartKey,
      line: NewCartLine,
      rule: CartRule,
      idempotencyKey?: string,
    ): Promise<{ cart: Cart; entry: CartEntry; token: string | null }> {
      const now = new Date(clock.now());
      // Round trips are the cost under load (issue 15 §2). Without a retry key an add first
      // goes without a lock (one or two statements, cart-unlocked-add.ts); under the lock when the cart
      // keeps changing meanwhile, for a site user's first cart, and for a keyed retry.
      if (idempotencyKey === undefined) {
        const added = await addLineUnlocked(db, ids, knownCarts, cartWrites, websiteId, cartKey, line, rule, now);
        if (added !== null) return added;
      }
      // Under the lock: the lock is the touch, a new cart's row comes back from its insert, and
      // the answer is built from the lines read under the lock plus the one written.
      return db.transaction(async (tx) => {
        let row = await touchKeyCart(tx, websiteId, cartKey, now);
        let cartToken = typeof cartKey === 'string' ? cartKey : null;
        let fresh = false;
        if (row === undefined) ({ row, token: cartToken, fresh } = await createCart(tx, websiteId, cartKey, now));
        const lines = fresh ? [] : await readEntries(tx, websiteId, row.id);
        const done = idempotencyKey === undefined || fresh ? undefined : await findAddKey(tx, websiteId, row.id, idempotencyKey);
        const earlier = done === undefined ? undefined : lines.find((l) => l.id === done);
        // A line removed since cannot be answered: the add then runs again.
        if (earlier !== undefined) return { cart: toCart(row, lines), entry: toEntry(earlier), token: cartToken };
        const key = lineKey(line.additionalFields, line.giftCard ?? null);
        const same = lines.find((l) => l.variantId === line.variantId && l.fieldsKey === key);
        const variantQuantity = lines.filter((l) => l.variantId === line.variantId).reduce((n, l) => n + l.quantity, 0);
        rule({ variantQuantity }, same === undefined ? null : toEntry(same));
        let written: EntryRow;
        if (same !== undefined) {
          const quantity = same.quantity + line.quantity;
          if (quantity > CART_LIMITS.maxQuantity) throw new DomainError('CART_QUANTITY_OUT_OF_RANGE', { quantity });
          written = (await updateEntry(tx, websiteId, same.id, { quantity, purchasePriceCents: line.purchasePriceCents, title: line.title }))!;
        } else {
          if (lines.length >= CART_LIMITS.maxEntries) throw new DomainError('CART_FULL', { max: CART_LIMITS.maxEntries });
          written = await insertEntry(tx, { id: ids.next(), websiteId, cartId: row.id, ...line, fieldsKey: key, addedAt: now });
        }
        if (idempotencyKey !== undefined) {
          if (done !== undefined) await deleteAddKey(tx, websiteId, row.id, idempotencyKey);
          await insertAddKey(tx, { cartId: row.id, websiteId, key: idempotencyKey, entryId: written.id });
        }
        const after = same === undefined ? [...lines, written] : lines.map((l) => (l.id === written.id ? written : l));
        return { cart: toCart(row, after), entry: toEntry(written), token: cartToken };
      });
    },

    /**
     * Sets a line's quantity (0 removes it). `rule` runs with the cart locked; `held` counts
     * the variant's units in the cart's other lines.
     */
    async changeQuantity(websiteId: string, key: CartKey, entryId: string, quantity: number, rule: CartRule): Promise<Cart> {
      const now = new Date(clock.now());
      return db.transaction(async (tx) => {
        const { row, lines, line } = await lockedLine(tx, websiteId, key, entryId);
        if (quantity === 0) await deleteEntry(tx, websiteId, entryId);
        else {
          const others = lines.filter((l) => l.variantId === line.variantId && l.id !== line.id).reduce((n, l) => n + l.quantity, 0);
          rule({ variantQuantity: others }, toEntry(line));
          await updateEntry(tx, websiteId, entryId, { quantity });
        }
        await touchCart(tx, websiteId, row.id, now);
        return loadCart(tx, row);
      });
    },

    /** Removes a line from the visitor's open cart. */
    async removeLine(websiteId: string, key: CartKey, entryId: string): Promise<Cart> {
      const now = new Date(clock.now());
      return db.transaction(async (tx) => {
        const { row } = await lockedLine(tx, websiteId, key, entryId);
        await deleteEntry(tx, websiteId, entryId);
        await touchCart(tx, websiteId, row.id, now);
        return loadCart(tx, row);
      });
    },

    /**
     * Closes a cart once its order is placed (Order.purchasedCartId): it reads as purchased
     * with the order's id, takes no more changes, and the visitor's next add starts a new
     * cart. Returns false when the site has no such open cart.
     */
    async markPurchased(websiteId: string, cartId: string, orderId: string): Promise<boolean> {
      return closeCart(db, websiteId, cartId, orderId, new Date(clock.now()));
    },

    /**
     * Replaces a line's additional-fields answers. The line must be of `itemId` and `sku`.
     * When another line of the variant already has those answers, the two become one.
     */
    async changeAdditionalFields(
      websiteId: string,
      key: CartKey,
      entryId: string,
      change: { itemId: string; sku: string; additionalFields: string | null },
    ): Promise<{ cart: Cart; entry: CartEntry }> {
      const now = new Date(clock.now());
      return db.transaction(async (tx) => {
        const { row, lines, line } = await lockedLine(tx, websiteId, key, entryId);
        if (line.itemId !== change.itemId || line.sku !== change.sku) throw new DomainError('CART_ENTRY_NOT_FOUND', { entryId });
        const mergeKey = lineKey(change.additionalFields, line.giftCard ?? null);
        const twin = lines.find((l) => l.id !== line.id && l.variantId === line.variantId && l.fieldsKey === mergeKey);
        let resultId = entryId;
        if (twin !== undefined) {
          const quantity = twin.quantity + line.quantity;
          if (quantity > CART_LIMITS.maxQuantity) throw new DomainError('CART_QUANTITY_OUT_OF_RANGE', { quantity });
          await updateEntry(tx, websiteId, twin.id, { quantity });
          await deleteEntry(tx, websiteId, entryId);
          resultId = twin.id;
        } else {
          await updateEntry(tx, websiteId, entryId, { additionalFields: change.additionalFields, fieldsKey: mergeKey });
        }
        await touchCart(tx, websiteId, row.id, now);
        const cart = await loadCart(tx, row);
        return { cart, entry: cart.entries.find((e) => e.id === resultId)! };
      });
    },
  };
}
