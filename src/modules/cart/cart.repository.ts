/**
 * Cart rows. Every query filters by website; a cart is changed only after its row is locked
 * (`select ... for update`), so two requests of one visitor change its lines one after the other.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { addKeys, carts, entries } from './cart.tables';
import type { Cart, CartEntry } from './cart.types';

type CartRow = typeof carts.$inferSelect;
type EntryRow = typeof entries.$inferSelect;

export function toEntry(row: EntryRow): CartEntry {
  return {
    id: row.id,
    itemId: row.itemId,
    variantId: row.variantId,
    sku: row.sku,
    quantity: row.quantity,
    additionalFields: row.additionalFields,
    ...(row.giftCard != null && { giftCard: row.giftCard }),
    purchasePriceCents: row.purchasePriceCents,
    title: row.title,
    addedAt: row.addedAt.getTime(),
  };
}

function toCart(row: CartRow, lines: EntryRow[]): Cart {
  return {
    id: row.id,
    websiteId: row.websiteId,
    siteUserId: row.siteUserId,
    created: row.createdAt.getTime(),
    isPurchased: row.isPurchased,
    orderId: row.orderId,
    shippingLocation: row.shippingLocation ?? null,
    selectedShippingOption: row.selectedShippingOption ?? null,
    coupons: row.coupons,
    entries: lines.map(toEntry),
  };
}

export async function insertCart(tx: DbOrTx, row: typeof carts.$inferInsert): Promise<void> {
  await tx.insert(carts).values(row);
}

/** The cart with that token hash, or undefined; `lock` locks its row until the transaction ends. */
export async function findCartRow(tx: DbOrTx, websiteId: string, tokenHash: string, lock = false): Promise<CartRow | undefined> {
  const query = tx
    .select()
    .from(carts)
    .where(and(eq(carts.websiteId, websiteId), eq(carts.tokenHash, tokenHash)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The open cart of a site user, or undefined; `lock` locks its row until the transaction ends. */
export async function findOpenUserCartRow(tx: DbOrTx, websiteId: string, siteUserId: string, lock = false): Promise<CartRow | undefined> {
  const query = tx
    .select()
    .from(carts)
    .where(and(eq(carts.websiteId, websiteId), eq(carts.siteUserId, siteUserId), eq(carts.isPurchased, false)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * Inserts a cart unless one conflicts (a site user has at most one open cart: a concurrent
 * first add made it already). The caller reads the row afterwards either way.
 */
export async function insertCartIfAbsent(tx: DbOrTx, row: typeof carts.$inferInsert): Promise<void> {
  await tx.insert(carts).values(row).onConflictDoNothing();
}

/** Deletes a cart with its lines and add keys (a merged anonymous cart). */
export async function deleteCart(tx: DbOrTx, websiteId: string, cartId: string): Promise<void> {
  await tx.delete(carts).where(and(eq(carts.websiteId, websiteId), eq(carts.id, cartId)));
}

export async function readEntries(tx: DbOrTx, websiteId: string, cartId: string): Promise<EntryRow[]> {
  return tx
    .select()
    .from(entries)
    .where(and(eq(entries.websiteId, websiteId), eq(entries.cartId, cartId)))
    .orderBy(asc(entries.seq));
}

export async function loadCart(tx: DbOrTx, row: CartRow): Promise<Cart> {
  return toCart(row, await readEntries(tx, row.websiteId, row.id));
}

export async function insertEntry(tx: DbOrTx, row: typeof entries.$inferInsert): Promise<void> {
  await tx.insert(entries).values(row);
}

export async function updateEntry(
  tx: DbOrTx,
  websiteId: string,
  entryId: string,
  set: Partial<Pick<EntryRow, 'quantity' | 'purchasePriceCents' | 'title' | 'additionalFields' | 'fieldsKey'>>,
): Promise<void> {
  await tx
    .update(entries)
    .set(set)
    .where(and(eq(entries.websiteId, websiteId), eq(entries.id, entryId)));
}

export async function deleteEntry(tx: DbOrTx, websiteId: string, entryId: string): Promise<void> {
  await tx.delete(entries).where(and(eq(entries.websiteId, websiteId), eq(entries.id, entryId)));
}

export async function touchCart(tx: DbOrTx, websiteId: string, cartId: string, at: Date): Promise<void> {
  await tx
    .update(carts)
    .set({ updatedAt: at })
    .where(and(eq(carts.websiteId, websiteId), eq(carts.id, cartId)));
}

/** Marks an open cart purchased by `orderId`; false when the site has no such open cart. */
export async function closeCart(tx: DbOrTx, websiteId: string, cartId: string, orderId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(carts)
    .set({ isPurchased: true, orderId, updatedAt: at })
    .where(and(eq(carts.websiteId, websiteId), eq(carts.id, cartId), eq(carts.isPurchased, false)))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/** The line an earlier add with `key` made or grew, if any. */
export async function findAddKey(tx: DbOrTx, websiteId: string, cartId: string, key: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ entryId: addKeys.entryId })
    .from(addKeys)
    .where(and(eq(addKeys.websiteId, websiteId), eq(addKeys.cartId, cartId), eq(addKeys.key, key)));
  return row?.entryId;
}

export async function insertAddKey(tx: DbOrTx, row: typeof addKeys.$inferInsert): Promise<void> {
  await tx.insert(addKeys).values(row);
}

export async function deleteAddKey(tx: DbOrTx, websiteId: string, cartId: string, key: string): Promise<void> {
  await tx.delete(addKeys).where(and(eq(addKeys.websiteId, websiteId), eq(addKeys.cartId, cartId), eq(addKeys.key, key)));
}
