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
import type { Db } from '../../db/database';
import { fixedStatement, runFixed, type FixedStatement } from '../../db/fixed-statements';
import { hashToken, isCartToken, newCartToken } from './cart-keys';
import { lineKey } from './cart-lines';
import { findOpenCartRowWithLines, toCart, toEntry, type CartRow, type EntryRow } from './cart.repository';
import { CART_LIMITS, type Cart, type CartEntry, type CartKey, type HeldQuantity, type NewCartLine } from './cart.types';
import { DomainError } from '../../shared/errors';

type Rule = (held: HeldQuantity, line: CartEntry | null) => void;
type Added = { cart: Cart; entry: CartEntry; token: string | null };

const ATTEMPTS = 2;

/**
 * The writes, as fixed statements (fixed-statements.ts). The first part of a write raises the
 * cart's version only if it is still the version read and the cart is still open ($1 the time,
 * $2 the site, $3 the cart, $4 the version read); the rest happens only when it did.
 */
const RAISE_VERSION = `with c as (
  update cart_carts set version = version + 1, updated_at = $1::timestamptz
  where website_id = $2 and id = $3 and version = $4 and not is_purchased
  returning id)`;
/** The line's columns from $N on, in `lineValues` order; the cart's id comes from `c`. */
const insertLineFrom = (n: number) => {
  const p = (i: number) => `$${n + i}`;
  return `insert into cart_entries (id, website_id, cart_id, item_id, variant_id, sku, quantity, additional_fields, fields_key,
      gift_card, purchase_price_cents, title, added_at)
    select ${p(0)}, ${p(1)}, c.id, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}::int, ${p(6)}, ${p(7)}, ${p(8)}::jsonb, ${p(9)}::int, ${p(10)}, ${p(11)}::timestamptz
    from c returning id`;
};
const growLine = fixedStatement(
  'cart_add_grow_line',
  `${RAISE_VERSION}
  update cart_entries e set quantity = $5::int, purchase_price_cents = $6::int, title = $7
  from c where e.website_id = $2 and e.id = $8 and e.cart_id = c.id returning e.id`,
);
const addLine = fixedStatement('cart_add_new_line', `${RAISE_VERSION} ${insertLineFrom(5)}`);
const newCartAndLine = fixedStatement(
  'cart_add_new_cart',
  `with c as (
    insert into cart_carts (id, website_id, token_hash, created_at, updated_at)
    values ($1, $2, $3, $4::timestamptz, $4::timestamptz)
    returning id) ${insertLineFrom(5)}`,
);

/** A line's values in `insertLineFrom` order. */
const lineValues = (entry: EntryRow) => [
  entry.id,
  entry.websiteId,
  entry.itemId,
  entry.variantId,
  entry.sku,
  entry.quantity,
  entry.additionalFields,
  entry.fieldsKey,
  entry.giftCard === null || entry.giftCard === undefined ? null : JSON.stringify(entry.giftCard),
  entry.purchasePriceCents,
  entry.title,
  entry.addedAt.toISOString(),
];

/** Whether a statement wrote its row. */
const wrote = async (db: Db, statement: FixedStatement, values: unknown[]) => (await runFixed(db, statement, values)).length === 1;

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
    let statement: FixedStatement;
    let values: unknown[];
    const raise = [at.toISOString(), websiteId, row.id, row.version];
    if (same !== undefined) {
      const quantity = same.quantity + line.quantity;
      if (quantity > CART_LIMITS.maxQuantity) throw new DomainError('CART_QUANTITY_OUT_OF_RANGE', { quantity });
      written = { ...same, quantity, purchasePriceCents: line.purchasePriceCents, title: line.title };
      statement = growLine;
      values = [...raise, quantity, line.purchasePriceCents, line.title, same.id];
    } else {
      if (lines.length >= CART_LIMITS.maxEntries) throw new DomainError('CART_FULL', { max: CART_LIMITS.maxEntries });
      written = entryRow(ids.next(), websiteId, row.id, line, fieldsKey, at);
      statement = addLine;
      values = [...raise, ...lineValues(written)];
    }
    if (await wrote(db, statement, values)) {
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
  const made = await wrote(db, newCartAndLine, [row.id, websiteId, row.tokenHash, at.toISOString(), ...lineValues(entry)]);
  if (!made) throw new Error('a new cart and its line were not written');
  return { cart: toCart(row, [entry]), entry: toEntry(entry), token };
}
