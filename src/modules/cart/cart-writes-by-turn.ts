/**
 * The guarded writes of unlocked adds (cart-unlocked-add.ts), gathered per turn of the event loop
 * (issue 15 §2). A write raises its cart's version only if it is still the version read and the
 * cart is still open, and writes the line only when it did; otherwise it answers the cart as it is
 * now. Under load many visitors add at once and a round trip costs more than the write itself
 * (waking the database's backend), so the writes asked for in one turn go as one statement when
 * the turn ends: each is judged on its own cart, exactly as alone. A lone write goes as the
 * one-cart statement.
 *
 * One statement holds at most one write per cart (a second write to a cart in the same turn goes
 * in the next statement, and finds the version the first raised). The carts of a statement are
 * locked in id order, so statements from several processes cannot deadlock on them.
 */
import type { Db } from '../../db/database';
import { fixedStatement, runFixed } from '../../db/fixed-statements';
import { openCartJsonById, type CartWithLinesRow, type EntryRow } from './cart.repository';
import { turnBatches } from '../../shared/turn-batches';

/** A write: the line as it will be (`grow`: an existing line's new quantity, price and title). */
export interface GuardedWrite {
  at: Date;
  websiteId: string;
  cartId: string;
  /** The version the add read. */
  version: number;
  grow: boolean;
  line: EntryRow;
}

/** The written line's `seq` when the version was raised, else the open cart as it is now (or null). */
export type WriteAnswer = { seq: number | string | null; raised: boolean; current: CartWithLinesRow | null };

/** Most writes in one statement (a bigger turn is split). */
const MOST_PER_STATEMENT = 200;

/**
 * The one-cart statements. The first part raises the cart's version only if it is still the
 * version read and the cart is still open ($1 the time, $2 the site, $3 the cart, $4 the version
 * read); the rest happens only when it did.
 */
const RAISE_VERSION = `with c as (
  update cart_carts set version = version + 1, updated_at = $1::timestamptz
  where website_id = $2 and id = $3 and version = $4 and not is_purchased
  returning id)`;
/** The line's columns from $N on, in `lineValues` order; the cart's id comes from `c`. */
export const insertLineFrom = (n: number) => {
  const p = (i: number) => `$${n + i}`;
  return `insert into cart_entries (id, website_id, cart_id, item_id, variant_id, sku, quantity, additional_fields, fields_key,
      gift_card, purchase_price_cents, title, added_at)
    select ${p(0)}, ${p(1)}, c.id, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}::int, ${p(6)}, ${p(7)}, ${p(8)}::jsonb, ${p(9)}::int, ${p(10)}, ${p(11)}::timestamptz
    from c returning id, seq`;
};
/**
 * After a guarded write: the written line's `seq` when the version was raised, else the cart as
 * it is now. The cart read sees the statement's snapshot; a cart changed by a transaction still
 * open then is read again by the next attempt.
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

/**
 * Several carts' writes: each array holds one value per write, in the order of `k`'s columns.
 * `l` locks the carts still at the version read, in id order; `c` raises their versions; `g`
 * and `n` grow or insert the lines of the raised carts; each write's answer is one row.
 */
const writeSeveral = fixedStatement(
  'cart_add_lines_or_answer',
  `with k as materialized (
  select * from unnest($1::text[], $2::text[], $3::text[], $4::integer[], $5::boolean[], $6::text[], $7::text[], $8::text[], $9::text[],
      $10::integer[], $11::text[], $12::text[], $13::text[], $14::integer[], $15::text[], $16::text[])
    as k(at, website_id, cart_id, version, grow, entry_id, item_id, variant_id, sku, quantity, additional_fields, fields_key, gift_card, price, title, added_at)),
l as materialized (
  select cc.id from cart_carts cc join k on cc.website_id = k.website_id and cc.id = k.cart_id
  where cc.version = k.version and not cc.is_purchased order by cc.id for update of cc),
c as (
  update cart_carts cc set version = cc.version + 1, updated_at = k.at::timestamptz
  from k join l on l.id = k.cart_id
  where cc.website_id = k.website_id and cc.id = k.cart_id and cc.version = k.version and not cc.is_purchased
  returning cc.id),
g as (
  update cart_entries e set quantity = k.quantity, purchase_price_cents = k.price, title = k.title
  from k join c on c.id = k.cart_id
  where k.grow and e.website_id = k.website_id and e.id = k.entry_id and e.cart_id = c.id
  returning e.cart_id, e.seq),
n as (
  insert into cart_entries (id, website_id, cart_id, item_id, variant_id, sku, quantity, additional_fields, fields_key,
      gift_card, purchase_price_cents, title, added_at)
  select k.entry_id, k.website_id, c.id, k.item_id, k.variant_id, k.sku, k.quantity, k.additional_fields, k.fields_key,
      k.gift_card::jsonb, k.price, k.title, k.added_at::timestamptz
  from k join c on c.id = k.cart_id where not k.grow
  returning cart_id, seq)
select k.cart_id as "cartId",
  coalesce((select seq from g where g.cart_id = k.cart_id), (select seq from n where n.cart_id = k.cart_id)) as seq,
  exists (select 1 from c where c.id = k.cart_id) as raised,
  case when not exists (select 1 from c where c.id = k.cart_id) then ${openCartJsonById('k.website_id', 'k.cart_id')} end as current
from k`,
);

const giftCardJson = (line: EntryRow) => (line.giftCard === null || line.giftCard === undefined ? null : JSON.stringify(line.giftCard));

/** A line's values in `insertLineFrom` order. */
export const lineValues = (line: EntryRow) => [
  line.id,
  line.websiteId,
  line.itemId,
  line.variantId,
  line.sku,
  line.quantity,
  line.additionalFields,
  line.fieldsKey,
  giftCardJson(line),
  line.purchasePriceCents,
  line.title,
  line.addedAt.toISOString(),
];

async function writeOne(db: Db, write: GuardedWrite): Promise<WriteAnswer> {
  const raise = [write.at.toISOString(), write.websiteId, write.cartId, write.version];
  const { line } = write;
  const [answer] = write.grow
    ? await runFixed<WriteAnswer>(db, growLine, [...raise, line.quantity, line.purchasePriceCents, line.title, line.id])
    : await runFixed<WriteAnswer>(db, addLine, [...raise, ...lineValues(line)]);
  return answer!;
}

async function writeMany(db: Db, writes: readonly GuardedWrite[]): Promise<WriteAnswer[]> {
  const column = <T>(of: (write: GuardedWrite) => T) => writes.map(of);
  const rows = await runFixed<WriteAnswer & { cartId: string }>(db, writeSeveral, [
    column((w) => w.at.toISOString()),
    column((w) => w.websiteId),
    column((w) => w.cartId),
    column((w) => w.version),
    column((w) => w.grow),
    column((w) => w.line.id),
    column((w) => w.line.itemId),
    column((w) => w.line.variantId),
    column((w) => w.line.sku),
    column((w) => w.line.quantity),
    column((w) => w.line.additionalFields),
    column((w) => w.line.fieldsKey),
    column((w) => giftCardJson(w.line)),
    column((w) => w.line.purchasePriceCents),
    column((w) => w.line.title),
    column((w) => w.line.addedAt.toISOString()),
  ]);
  const byCart = new Map(rows.map((row) => [row.cartId, row]));
  return writes.map((w) => byCart.get(w.cartId)!);
}

export type CartWritesByTurn = ReturnType<typeof createCartWritesByTurn>;

export function createCartWritesByTurn(db: Db) {
  const write = turnBatches<GuardedWrite, WriteAnswer>({
    send: async (writes) => {
      if (writes.length === 1) return [await writeOne(db, writes[0]!)];
      try {
        return await writeMany(db, writes);
      } catch {
        // A statement that fails fails all its writes; each is then tried alone, so one write's
        // fault (none is expected: the rules ran first) is never another visitor's.
        return writes.map((one) => writeOne(db, one));
      }
    },
    most: MOST_PER_STATEMENT,
    keyOf: (one) => one.cartId,
  });
  return {
    /** Sends `write` with the others of this turn; its answer. */
    write,
  };
}
