/**
 * Cart rows. Every query filters by website; a cart is changed only after its row is locked
 * (`select ... for update`), so two requests of one visitor change its lines one after the other.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { asDate, fixedStatement, runFixed } from '../../db/fixed-statements';
import { addKeys, carts, entries } from './cart.tables';
import type { Cart, CartEntry } from './cart.types';

export type CartRow = typeof carts.$inferSelect;

/** Every change of a cart or its lines raises its version (cart-unlocked-add.ts relies on it). */
const nextVersion = sql`${carts.version} + 1`;
export type EntryRow = typeof entries.$inferSelect;

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

export function toCart(row: CartRow, lines: EntryRow[]): Cart {
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

export async function insertCart(tx: DbOrTx, row: typeof carts.$inferInsert): Promise<CartRow> {
  const [inserted] = await tx.insert(carts).values(row).returning();
  return inserted!;
}

/**
 * Locks the open cart a token hash or site user names by touching it (its `updated_at`), in
 * one statement: the row as updated, or undefined when there is none. The lines are read in a
 * later statement, which sees what the cart's last change committed.
 */
export async function touchOpenCart(tx: DbOrTx, websiteId: string, by: { tokenHash: string } | { siteUserId: string }, at: Date): Promise<CartRow | undefined> {
  const owner = 'tokenHash' in by ? and(eq(carts.tokenHash, by.tokenHash), isNull(carts.siteUserId)) : eq(carts.siteUserId, by.siteUserId);
  const [row] = await tx
    .update(carts)
    .set({ updatedAt: at, version: nextVersion })
    .where(and(eq(carts.websiteId, websiteId), owner, eq(carts.isPurchased, false)))
    .returning();
  return row;
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

/** A line as `to_jsonb` gives it (column names, timestamps as text). */
type EntryJson = { [K in keyof EntryRow as K extends 'addedAt' ? never : K]: EntryRow[K] } & { addedAt: string };

/**
 * The open cart a token hash or site user names, with its lines, in one statement (one round
 * trip; one snapshot, so the lines are those of the cart row read). Never locks: a change
 * locks the row first and reads the lines in a later statement.
 */
export async function findOpenCartWithLines(tx: DbOrTx, websiteId: string, by: { tokenHash: string } | { siteUserId: string }): Promise<Cart | undefined> {
  const found = await findOpenCartRowWithLines(tx, websiteId, by);
  return found === undefined ? undefined : toCart(found.row, found.lines);
}

/** A cart's columns and its lines as JSON, for the fixed statements below. */
const CART_WITH_LINES = `select c.id, c.website_id as "websiteId", c.token_hash as "tokenHash", c.site_user_id as "siteUserId",
    c.created_at as "createdAt", c.updated_at as "updatedAt", c.is_purchased as "isPurchased", c.order_id as "orderId",
    c.shipping_location as "shippingLocation", c.selected_shipping_option as "selectedShippingOption", c.coupons, c.version,
    (select coalesce(json_agg(json_build_object(
      'id', e.id, 'websiteId', e.website_id, 'cartId', e.cart_id, 'itemId', e.item_id, 'variantId', e.variant_id, 'sku', e.sku,
      'quantity', e.quantity, 'additionalFields', e.additional_fields, 'fieldsKey', e.fields_key, 'giftCard', e.gift_card,
      'purchasePriceCents', e.purchase_price_cents, 'title', e.title, 'addedAt', e.added_at, 'seq', e.seq) order by e.seq), '[]')
    from cart_entries e where e.website_id = c.website_id and e.cart_id = c.id) as lines
  from cart_carts c`;
const openCartByToken = fixedStatement('cart_open_by_token', `${CART_WITH_LINES}
  where c.website_id = $1 and c.token_hash = $2 and c.site_user_id is null and not c.is_purchased`);
/** Several visitors' open carts at once: $1 their sites, $2 their token hashes (pairwise). */
const openCartsByTokens = fixedStatement('cart_open_by_tokens', `${CART_WITH_LINES}
  join unnest($1::text[], $2::text[]) as k(website_id, token_hash) on c.website_id = k.website_id and c.token_hash = k.token_hash
  where c.site_user_id is null and not c.is_purchased`);
const openCartByUser = fixedStatement('cart_open_by_user', `${CART_WITH_LINES}
  where c.website_id = $1 and c.site_user_id = $2 and not c.is_purchased`);

type CartWithLinesRow = Omit<CartRow, 'createdAt' | 'updatedAt'> & { createdAt: Date | string; updatedAt: Date | string; lines: EntryJson[] };

/**
 * SQL giving, as one JSON value, the open cart `$websiteId`/`$cartId` name with its lines (null
 * when it is not open): what a write that found the cart changed answers instead (cart-unlocked-add.ts).
 */
export const openCartJsonById = (websiteId: string, cartId: string) =>
  `(select row_to_json(x) from (${CART_WITH_LINES} where c.website_id = ${websiteId} and c.id = ${cartId} and not c.is_purchased) x)`;

/** A cart with its lines as the statements above give it (or as JSON), in stored form. */
export function cartFromRow(found: CartWithLinesRow): { row: CartRow; lines: EntryRow[] } {
  const { lines, createdAt, updatedAt, ...rest } = found;
  const row: CartRow = { ...rest, createdAt: asDate(createdAt), updatedAt: asDate(updatedAt) };
  return { row, lines: lines.map((line) => ({ ...line, addedAt: new Date(line.addedAt) })) };
}
export type { CartWithLinesRow };

/**
 * The open carts of several visitors' token hashes in one statement (one snapshot for all),
 * each answer in the order asked (undefined where there is none).
 */
export async function findOpenCartsByTokens(db: DbOrTx, wanted: readonly { websiteId: string; tokenHash: string }[]): Promise<(Cart | undefined)[]> {
  const rows = await runFixed<CartWithLinesRow>(db, openCartsByTokens, [wanted.map((w) => w.websiteId), wanted.map((w) => w.tokenHash)]);
  const found = new Map(rows.map((row) => [`${row.websiteId} ${row.tokenHash}`, row]));
  return wanted.map((w) => {
    const row = found.get(`${w.websiteId} ${w.tokenHash}`);
    if (row === undefined) return undefined;
    const { row: cart, lines } = cartFromRow(row);
    return toCart(cart, lines);
  });
}

/**
 * As `findOpenCartWithLines`, with the rows as stored (the version, each line's fields key).
 * A fixed statement: a cart read is this one round trip and little else (fixed-statements.ts).
 */
export async function findOpenCartRowWithLines(tx: DbOrTx, websiteId: string, by: { tokenHash: string } | { siteUserId: string }): Promise<{ row: CartRow; lines: EntryRow[] } | undefined> {
  const [found] = 'tokenHash' in by ? await runFixed<CartWithLinesRow>(tx, openCartByToken, [websiteId, by.tokenHash]) : await runFixed<CartWithLinesRow>(tx, openCartByUser, [websiteId, by.siteUserId]);
  return found === undefined ? undefined : cartFromRow(found);
}

export async function insertEntry(tx: DbOrTx, row: typeof entries.$inferInsert): Promise<EntryRow> {
  const [inserted] = await tx.insert(entries).values(row).returning();
  return inserted!;
}

export async function updateEntry(
  tx: DbOrTx,
  websiteId: string,
  entryId: string,
  set: Partial<Pick<EntryRow, 'quantity' | 'purchasePriceCents' | 'title' | 'additionalFields' | 'fieldsKey'>>,
): Promise<EntryRow | undefined> {
  const [row] = await tx
    .update(entries)
    .set(set)
    .where(and(eq(entries.websiteId, websiteId), eq(entries.id, entryId)))
    .returning();
  return row;
}

export async function deleteEntry(tx: DbOrTx, websiteId: string, entryId: string): Promise<void> {
  await tx.delete(entries).where(and(eq(entries.websiteId, websiteId), eq(entries.id, entryId)));
}

export async function touchCart(tx: DbOrTx, websiteId: string, cartId: string, at: Date): Promise<void> {
  await tx
    .update(carts)
    .set({ updatedAt: at, version: nextVersion })
    .where(and(eq(carts.websiteId, websiteId), eq(carts.id, cartId)));
}

/** Marks an open cart purchased by `orderId`; false when the site has no such open cart. */
// Every order closes its cart: a fixed statement (db/fixed-statements.ts).
const closeCartRow = fixedStatement(
  'cart_close',
  `update cart_carts set is_purchased = true, order_id = $3, updated_at = $4::timestamptz, version = version + 1
  where website_id = $1 and id = $2 and not is_purchased returning id`,
);
export async function closeCart(tx: DbOrTx, websiteId: string, cartId: string, orderId: string, at: Date): Promise<boolean> {
  return (await runFixed(tx, closeCartRow, [websiteId, cartId, orderId, at.toISOString()])).length > 0;
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
