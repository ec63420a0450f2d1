/**
 * Adding to a cart without a transaction (issue 15 §2): the cart and its lines are read in one
 * statement, the caller's rules run on what was read, and the line is written in one more
 * statement that first raises the cart's version — only if it is still the version read and the
 * cart is still open. Any change in between (another add, a removal, an order closing the cart)
 * raised the version under the cart's lock, so the write does nothing and the add reads again;
 * after a second miss the caller takes the cart's lock instead (cart.service.ts). A first add
 * makes the cart and its line in one statement. Two round trips instead of a transaction's five
 * or six, with the same outcome: the rules always judged the lines the write was made on.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hashToken, isCartToken, newCartToken } from './cart-keys';
import { lineKey } from './cart-lines';
import { findOpenCartRowWithLines, toCart, toEntry, type CartRow, type EntryRow } from './cart.repository';
import { CART_LIMITS, type Cart, type CartEntry, type CartKey, type HeldQuantity, type NewCartLine } from './cart.types';
import { DomainError } from '../../shared/errors';

type Rule = (held: HeldQuantity, line: CartEntry | null) => void;
type Added = { cart: Cart; entry: CartEntry; token: string | null };

const ATTEMPTS = 2;

/** Whether a statement wrote its row (drizzle's execute answers rows on both engines). */
const wrote = async (db: Db, statement: ReturnType<typeof sql>) => ((await db.execute(statement)) as unknown as { rows: unknown[] }).rows.length === 1;

/** The version check and the cart's new version and time, as the first part of a write. */
const raiseVersion = (row: CartRow, at: Date) => sql`with c as (
  update cart_carts set version = version + 1, updated_at = ${at.toISOString()}::timestamptz
  where website_id = ${row.websiteId} and id = ${row.id} and version = ${row.version} and not is_purchased
  returning id)`;

function insertLine(entry: EntryRow) {
  return sql`insert into cart_entries (id, website_id, cart_id, item_id, variant_id, sku, quantity, additional_fields, fields_key,
      gift_card, purchase_price_cents, title, added_at)
    select ${entry.id}, ${entry.websiteId}, c.id, ${entry.itemId}, ${entry.variantId}, ${entry.sku}, ${entry.quantity},
      ${entry.additionalFields}, ${entry.fieldsKey}, ${entry.giftCard === null || entry.giftCard === undefined ? null : JSON.stringify(entry.giftCard)}::jsonb,
      ${entry.purchasePriceCents}, ${entry.title}, ${entry.addedAt.toISOString()}::timestamptz
    from c returning id`;
}

/**
 * Adds `line` without a lock; null when the cart kept changing (or a site user has none yet:
 * their one open cart is made under the lock), and the caller then adds under the lock.
 * `rule` refuses by throwing, as under the lock; nothing is written then.
 */
export async function addLineUnlocked(db: Db, ids: { next(): string }, websiteId: string, key: CartKey, line: NewCartLine, rule: Rule, at: Date): Promise<Added | null> {
  const byUser = key !== null && typeof key === 'object';
  const fieldsKey = lineKey(line.additionalFields, line.giftCard ?? null);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const found = byUser ? await findOpenCartRowWithLines(db, websiteId, { siteUserId: key.siteUserId }) : isCartToken(key) ? await findOpenCartRowWithLines(db, websiteId, { tokenHash: hashToken(key) }) : undefined;
    if (found === undefined) return byUser ? null : newCartWithLine(db, ids, websiteId, line, fieldsKey, rule, at);
    const { row, lines } = found;
    const same = lines.find((l) => l.variantId === line.variantId && l.fieldsKey === fieldsKey);
    const variantQuantity = lines.filter((l) => l.variantId === line.variantId).reduce((n, l) => n + l.quantity, 0);
    rule({ variantQuantity }, same === undefined ? null : toEntry(same));
    let written: EntryRow;
    let statement;
    if (same !== undefined) {
      const quantity = same.quantity + line.quantity;
      if (quantity > CART_LIMITS.maxQuantity) throw new DomainError('CART_QUANTITY_OUT_OF_RANGE', { quantity });
      written = { ...same, quantity, purchasePriceCents: line.purchasePriceCents, title: line.title };
      statement = sql`${raiseVersion(row, at)}
        update cart_entries e set quantity = ${quantity}, purchase_price_cents = ${line.purchasePriceCents}, title = ${line.title}
        from c where e.website_id = ${websiteId} and e.id = ${same.id} and e.cart_id = c.id returning e.id`;
    } else {
      if (lines.length >= CART_LIMITS.maxEntries) throw new DomainError('CART_FULL', { max: CART_LIMITS.maxEntries });
      written = entryRow(ids.next(), websiteId, row.id, line, fieldsKey, at);
      statement = sql`${raiseVersion(row, at)} ${insertLine(written)}`;
    }
    if (await wrote(db, statement)) {
      const after = same === undefined ? [...lines, written] : lines.map((l) => (l.id === written.id ? written : l));
      return { cart: toCart({ ...row, updatedAt: at, version: row.version + 1 }, after), entry: toEntry(written), token: byUser ? null : (key as string) };
    }
  }
  return null;
}

function entryRow(id: string, websiteId: string, cartId: string, line: NewCartLine, fieldsKey: string, at: Date): EntryRow {
  return {
    id,
    websiteId,
    cartId,
    itemId: line.itemId,
    variantId: line.variantId,
    sku: line.sku,
    quantity: line.quantity,
    additionalFields: line.additionalFields,
    fieldsKey,
    giftCard: line.giftCard ?? null,
    purchasePriceCents: line.purchasePriceCents,
    title: line.title,
    addedAt: at,
    seq: 0,
  };
}

/** A visitor's first add: the cart (a new token) and its line in one statement. */
async function newCartWithLine(db: Db, ids: { next(): string }, websiteId: string, line: NewCartLine, fieldsKey: string, rule: Rule, at: Date): Promise<Added> {
  rule({ variantQuantity: 0 }, null);
  const token = newCartToken();
  const row: CartRow = {
    id: ids.next(),
    websiteId,
    tokenHash: hashToken(token),
    siteUserId: null,
    createdAt: at,
    updatedAt: at,
    isPurchased: false,
    orderId: null,
    shippingLocation: null,
    selectedShippingOption: null,
    coupons: [],
    version: 0,
  };
  const entry = entryRow(ids.next(), websiteId, row.id, line, fieldsKey, at);
  const made = await wrote(
    db,
    sql`with c as (
      insert into cart_carts (id, website_id, token_hash, created_at, updated_at)
      values (${row.id}, ${websiteId}, ${row.tokenHash}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
      returning id) ${insertLine(entry)}`,
  );
  if (!made) throw new Error('a new cart and its line were not written');
  return { cart: toCart(row, [entry]), entry: toEntry(entry), token };
}
