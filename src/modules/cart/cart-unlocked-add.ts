/**
 * Adding to a cart without a transaction (issue 15 §2): the cart and its lines are read in one
 * statement, the caller's rules run on what was read, and the line is written in one more
 * statement that first raises the cart's version — only if it is still the version read and the
 * cart is still open. Any change in between (another add, a removal, an order closing the cart)
 * raised the version under the cart's lock, so the write does nothing and answers the cart as it
 * is now instead; the add then runs again on that. After a few misses the caller takes the cart's
 * lock instead (cart.service.ts). A first add makes the cart and its line in one statement.
 *
 * The process remembers each cart as its last add here left it (`KnownCarts`), so a visitor's
 * next add skips the read: one round trip. The memory is only a guess: the write checks the
 * version, a stale guess costs nothing more than the read it saved, and rules that refuse on a
 * remembered cart are judged again on the cart read afresh before the refusal is given.
 */
import type { Db } from '../../db/database';
import { fixedStatement, runFixed } from '../../db/fixed-statements';
import { hashToken, isCartToken, newCartToken } from './cart-keys';
import { lineKey } from './cart-lines';
import { cartFromRow, findOpenCartRowWithLines, openCartJsonById, toCart, toEntry, type CartRow, type CartWithLinesRow, type EntryRow } from './cart.repository';
import { CART_LIMITS, type Cart, type CartEntry, type CartKey, type HeldQuantity, type NewCartLine } from './cart.types';
import { DomainError } from '../../shared/errors';

type Rule = (held: HeldQuantity, line: CartEntry | null) => void;
type Added = { cart: Cart; entry: CartEntry; token: string | null };

/** Writes tried (each on the cart the last one answered) before the caller takes the lock. */
const ATTEMPTS = 3;
/** Carts remembered per process (the least recently added-to forgotten first). */
const KNOWN_CARTS = 10_000;

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
    from c returning id, seq`;
};
/**
 * After a guarded write: the written line's `seq` when the version was raised, else the cart as
 * it is now (`current`: null when it is no longer open). The cart read sees the statement's
 * snapshot; a cart changed by a transaction still open then is read again by the next attempt.
 */
const ANSWER = `select (select seq from w) as seq, exists (select 1 from c) as raised,
  case when not exists (select 1 from c) then ${openCartJsonById('$2', '$3')} end as current`;
const growLine = fixedStatement(
  'cart_add_grow_line_or_answer',
  `${RAISE_VERSION}, w as (
  update cart_entries e set quantity = $5::int, purchase_price_cents = $6::int, title = $7
  from c where e.website_id = $2 and e.id = $8 and e.cart_id = c.id returning e.seq)
  ${ANSWER}`,
);
const addLine = fixedStatement('cart_add_new_line_or_answer', `${RAISE_VERSION}, w as (${insertLineFrom(5)}) ${ANSWER}`);
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

type Known = { row: CartRow; lines: EntryRow[] };

/** The carts this process last added to, as those adds left them: a guess the write checks. */
export function createKnownCarts(max = KNOWN_CARTS) {
  const carts = new Map<string, Known>();
  return {
    get(key: string): Known | undefined {
      return carts.get(key);
    },
    set(key: string, known: Known | undefined): void {
      carts.delete(key);
      if (known === undefined) return;
      carts.set(key, known);
      if (carts.size > max) carts.delete(carts.keys().next().value!);
    },
    get size() {
      return carts.size;
    },
  };
}
export type KnownCarts = ReturnType<typeof createKnownCarts>;

type WriteAnswer = { seq: number | string | null; raised: boolean; current: CartWithLinesRow | null };

/**
 * Adds `line` without a lock; null when the cart kept changing (or a site user has none yet:
 * their one open cart is made under the lock), and the caller then adds under the lock.
 * `rule` refuses by throwing, as under the lock; nothing is written then.
 */
export async function addLineUnlocked(
  db: Db,
  ids: { next(): string },
  known: KnownCarts,
  websiteId: string,
  key: CartKey,
  line: NewCartLine,
  rule: Rule,
  at: Date,
): Promise<Added | null> {
  const byUser = key !== null && typeof key === 'object';
  if (!byUser && !isCartToken(key)) return newCartWithLine(db, ids, known, websiteId, line, lineKey(line.additionalFields, line.giftCard ?? null), rule, at);
  const tokenHash = byUser ? null : hashToken(key as string);
  const memory = `${websiteId}|${byUser ? `u|${key.siteUserId}` : `t|${tokenHash}`}`;
  const read = () => (byUser ? findOpenCartRowWithLines(db, websiteId, { siteUserId: key.siteUserId }) : findOpenCartRowWithLines(db, websiteId, { tokenHash: tokenHash! }));
  const fieldsKey = lineKey(line.additionalFields, line.giftCard ?? null);
  let found = known.get(memory);
  let remembered = found !== undefined;
  if (found === undefined) found = await read();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (found === undefined) {
      known.set(memory, undefined);
      return byUser ? null : newCartWithLine(db, ids, known, websiteId, line, fieldsKey, rule, at);
    }
    let write: ReturnType<typeof planWrite>;
    try {
      write = planWrite(found, ids, websiteId, line, fieldsKey, rule, at);
    } catch (refusal) {
      // A remembered cart may be out of date: refuse only on the cart as it is.
      if (!remembered) throw refusal;
      remembered = false;
      found = await read();
      attempt--;
      continue;
    }
    const [answer] = await runFixed<WriteAnswer>(db, write.statement, write.values);
    if (answer!.raised) {
      const written = { ...write.written, seq: Number(answer!.seq ?? 0) };
      const { row, lines } = found;
      const after = write.same === undefined ? [...lines, written] : lines.map((l) => (l.id === written.id ? written : l));
      const next = { row: { ...row, updatedAt: at, version: row.version + 1 }, lines: after };
      known.set(memory, next);
      return { cart: toCart(next.row, after), entry: toEntry(written), token: byUser ? null : (key as string) };
    }
    // Changed meanwhile: the write answered the cart as it is (or no longer open).
    found = answer!.current === null ? undefined : cartFromRow(answer!.current);
    remembered = false;
  }
  known.set(memory, undefined);
  return null;
}

/** The write an add makes on `found` (the rules judged on its lines), or a refusal thrown. */
function planWrite(found: Known, ids: { next(): string }, websiteId: string, line: NewCartLine, fieldsKey: string, rule: Rule, at: Date) {
  const { row, lines } = found;
  const same = lines.find((l) => l.variantId === line.variantId && l.fieldsKey === fieldsKey);
  const variantQuantity = lines.filter((l) => l.variantId === line.variantId).reduce((n, l) => n + l.quantity, 0);
  rule({ variantQuantity }, same === undefined ? null : toEntry(same));
  const raise = [at.toISOString(), websiteId, row.id, row.version];
  if (same !== undefined) {
    const quantity = same.quantity + line.quantity;
    if (quantity > CART_LIMITS.maxQuantity) throw new DomainError('CART_QUANTITY_OUT_OF_RANGE', { quantity });
    const written: EntryRow = { ...same, quantity, purchasePriceCents: line.purchasePriceCents, title: line.title };
    return { same, written, statement: growLine, values: [...raise, quantity, line.purchasePriceCents, line.title, same.id] };
  }
  if (lines.length >= CART_LIMITS.maxEntries) throw new DomainError('CART_FULL', { max: CART_LIMITS.maxEntries });
  const written = entryRow(ids.next(), websiteId, row.id, line, fieldsKey, at);
  return { same, written, statement: addLine, values: [...raise, ...lineValues(written)] };
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
async function newCartWithLine(db: Db, ids: { next(): string }, known: KnownCarts, websiteId: string, line: NewCartLine, fieldsKey: string, rule: Rule, at: Date): Promise<Added> {
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
  const [made] = await runFixed<{ seq: number | string }>(db, newCartAndLine, [row.id, websiteId, row.tokenHash, at.toISOString(), ...lineValues(entry)]);
  if (made === undefined) throw new Error('a new cart and its line were not written');
  const written = { ...entry, seq: Number(made.seq) };
  known.set(`${websiteId}|t|${row.tokenHash}`, { row, lines: [written] });
  return { cart: toCart(row, [written]), entry: toEntry(written), token };
}
