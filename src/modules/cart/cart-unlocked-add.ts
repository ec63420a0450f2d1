/**
 * Adding to a cart without a transaction (issue 15 §2): the cart and its lines are read in one
 * statement, the caller's rules run on what was read, and the line is written in one more
 * statement that first raises the cart's version — only if it is still the version read and the
 * cart is still open. Any change in between (another add, a removal, an order closing the cart)
 * raised the version under the cart's lock, so the write does nothing and answers the cart as it
 * is now instead; the add then runs again on that. After a few misses the caller takes the cart's
 * lock instead (cart.service.ts). A first add makes the cart and its line in one statement.
 * The writes of adds made in one turn of the event loop go together (cart-writes-by-turn.ts).
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
import { cartFromRow, findOpenCartRowWithLines, toCart, toEntry, type CartRow, type EntryRow } from './cart.repository';
import { insertLineFrom, lineValues, type CartWritesByTurn } from './cart-writes-by-turn';
import { CART_LIMITS, type Cart, type CartEntry, type CartKey, type HeldQuantity, type NewCartLine } from './cart.types';
import { DomainError } from '../../shared/errors';

type Rule = (held: HeldQuantity, line: CartEntry | null) => void;
type Added = { cart: Cart; entry: CartEntry; token: string | null };

/** Writes tried (each on the cart the last one answered) before the caller takes the lock. */
const ATTEMPTS = 3;
/** Carts remembered per process (the least recently added-to forgotten first). */
const KNOWN_CARTS = 10_000;

const newCartAndLine = fixedStatement(
  'cart_add_new_cart',
  `with c as (
    insert into cart_carts (id, website_id, token_hash, created_at, updated_at)
    values ($1, $2, $3, $4::timestamptz, $4::timestamptz)
    returning id) ${insertLineFrom(5)}`,
);

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

/**
 * Adds `line` without a lock; null when the cart kept changing (or a site user has none yet:
 * their one open cart is made under the lock), and the caller then adds under the lock.
 * `rule` refuses by throwing, as under the lock; nothing is written then.
 */
export async function addLineUnlocked(
  db: Db,
  ids: { next(): string },
  known: KnownCarts,
  writes: CartWritesByTurn,
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
    const answer = await writes.write(write.guarded);
    if (answer.raised) {
      const written = { ...write.written, seq: Number(answer.seq ?? 0) };
      const { row, lines } = found;
      const after = write.same === undefined ? [...lines, written] : lines.map((l) => (l.id === written.id ? written : l));
      const next = { row: { ...row, updatedAt: at, version: row.version + 1 }, lines: after };
      known.set(memory, next);
      return { cart: toCart(next.row, after), entry: toEntry(written), token: byUser ? null : (key as string) };
    }
    // Changed meanwhile: the write answered the cart as it is (or no longer open).
    found = answer.current === null ? undefined : cartFromRow(answer.current);
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
  const guard = { at, websiteId, cartId: row.id, version: row.version };
  if (same !== undefined) {
    const quantity = same.quantity + line.quantity;
    if (quantity > CART_LIMITS.maxQuantity) throw new DomainError('CART_QUANTITY_OUT_OF_RANGE', { quantity });
    const written: EntryRow = { ...same, quantity, purchasePriceCents: line.purchasePriceCents, title: line.title };
    return { same, written, guarded: { ...guard, grow: true, line: written } };
  }
  if (lines.length >= CART_LIMITS.maxEntries) throw new DomainError('CART_FULL', { max: CART_LIMITS.maxEntries });
  const written = entryRow(ids.next(), websiteId, row.id, line, fieldsKey, at);
  return { same, written, guarded: { ...guard, grow: false, line: written } };
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
