/**
 * Stock rows and their history. Rows are read for change only under a row lock
 * (`select ... for update`), so concurrent changes of one variant run one after the other
 * and each sees the other's result. Every query filters by website.
 */
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { fixedStatement, runFixed } from '../../db/fixed-statements';
import { adjustments, stock } from './inventory.tables';
import type { StockAdjustment, StockLevel } from './inventory.types';


function toLevel(row: StockLevel): StockLevel {
  return { variantId: row.variantId, qtyInStock: row.qtyInStock, unlimited: row.unlimited };
}

/**
 * Locks the stock rows of `variantIds` (created empty when missing) in id order, so that two
 * transactions locking overlapping sets cannot deadlock. A variant whose row belongs to
 * another site is left out.
 */
export async function lockStockRows(tx: DbOrTx, websiteId: string, variantIds: string[], now: Date): Promise<Map<string, StockLevel>> {
  const sorted = [...new Set(variantIds)].sort();
  // One statement makes the missing rows and locks them all in id order: ON CONFLICT DO UPDATE
  // locks each existing row as the sorted values reach it. The update changes nothing; another
  // site's row is locked but neither updated nor returned.
  // A fixed statement (every order sends it): the ids as one array, unnested in their order.
  const rows = await runFixed<StockLevel>(tx, lockRows, [websiteId, sorted, now.toISOString()]);
  return new Map(rows.map((row) => [row.variantId, row]));
}

const lockRows = fixedStatement(
  'inventory_lock_rows',
  `insert into inventory_stock (variant_id, website_id, qty_in_stock, unlimited, updated_at)
  select variant_id, $1, 0, false, $3::timestamptz from unnest($2::text[]) with ordinality as ids(variant_id, n) order by n
  on conflict (variant_id) do update set updated_at = inventory_stock.updated_at where inventory_stock.website_id = $1
  returning variant_id as "variantId", qty_in_stock as "qtyInStock", unlimited`,
);

/** A locked row's new state and its history entry, in one statement (one round trip under the lock). */
const changeAndRecord = fixedStatement(
  'inventory_change_and_record',
  `with changed as (
    update inventory_stock set qty_in_stock = $3::int, unlimited = $4::boolean, updated_at = $5::timestamptz,
      change_seq = nextval('inventory_stock_change_seq')
    where website_id = $1 and variant_id = $2 returning variant_id, change_seq),
  recorded as (
    insert into inventory_adjustments (id, website_id, variant_id, delta, qty_after, unlimited_after, reason, actor, at)
    select $6, $1, variant_id, $7::int, $3::int, $4::boolean, $8, $9, $5::timestamptz from changed)
  select change_seq from changed`,
);

/** Stores a locked row's new state and appends the history entry; the change's number (`change_seq`). */
export async function recordChange(
  tx: DbOrTx,
  websiteId: string,
  next: StockLevel,
  entry: { id: string; delta: number; reason: string; actor: string | null; at: Date },
): Promise<number> {
  const at = entry.at.toISOString();
  const [row] = await runFixed<{ change_seq: number | string }>(tx, changeAndRecord, [websiteId, next.variantId, next.qtyInStock, next.unlimited, at, entry.id, entry.delta, entry.reason, entry.actor]);
  // bigint: a string from the driver.
  return Number(row!.change_seq);
}

/**
 * Takes `quantity` units of one counted variant when it has them: the row's update (which locks
 * it) and its history entry in one statement, so an order's stock costs one round trip under
 * the lock instead of two. Null when the row is missing, unlimited or short: the caller then
 * locks and reads it to say which (`lockStockRows`). One variant only: several rows updated in
 * one statement would be locked in no set order, and two orders could deadlock.
 */
const takeAndRecord = fixedStatement(
  'inventory_take_and_record',
  `with changed as (
    update inventory_stock set qty_in_stock = qty_in_stock - $3::int, updated_at = $4::timestamptz,
      change_seq = nextval('inventory_stock_change_seq')
    where website_id = $1 and variant_id = $2 and not unlimited and qty_in_stock >= $3::int
    returning variant_id, qty_in_stock, change_seq),
  recorded as (
    insert into inventory_adjustments (id, website_id, variant_id, delta, qty_after, unlimited_after, reason, actor, at)
    select $5, $1, variant_id, -$3::int, qty_in_stock, false, $6, $7, $4::timestamptz from changed)
  select qty_in_stock, change_seq from changed`,
);

export async function takeIfAvailable(
  tx: DbOrTx,
  websiteId: string,
  variantId: string,
  quantity: number,
  entry: { id: string; reason: string; actor: string | null; at: Date },
): Promise<{ level: StockLevel; seq: number } | null> {
  const [row] = await runFixed<{ qty_in_stock: number; change_seq: number | string }>(tx, takeAndRecord, [
    websiteId, variantId, quantity, entry.at.toISOString(), entry.id, entry.reason, entry.actor,
  ]);
  return row === undefined ? null : { level: { variantId, qtyInStock: row.qty_in_stock, unlimited: false }, seq: Number(row.change_seq) };
}

/** Deletes the stock rows (and history) of variants that no longer exist. */
export async function deleteStock(tx: DbOrTx, websiteId: string, variantIds: string[]): Promise<void> {
  if (variantIds.length === 0) return;
  await tx.delete(stock).where(and(eq(stock.websiteId, websiteId), inArray(stock.variantId, variantIds)));
  await tx.delete(adjustments).where(and(eq(adjustments.websiteId, websiteId), inArray(adjustments.variantId, variantIds)));
}

/** Read before every add to cart: a fixed statement (fixed-statements.ts). */
const stockOfVariants = fixedStatement(
  'inventory_stock_of_variants',
  `select variant_id as "variantId", qty_in_stock as "qtyInStock", unlimited from inventory_stock
    where website_id = $1 and variant_id = any($2::text[]) order by variant_id`,
);

/** Stock rows of a site (all, or of the given variants). */
export async function readStock(db: DbOrTx, websiteId: string, variantIds?: string[]): Promise<StockLevel[]> {
  if (variantIds !== undefined && variantIds.length === 0) return [];
  if (variantIds !== undefined) return runFixed<StockLevel>(db, stockOfVariants, [websiteId, variantIds]);
  const where =
    variantIds === undefined
      ? eq(stock.websiteId, websiteId)
      : and(eq(stock.websiteId, websiteId), inArray(stock.variantId, variantIds));
  const rows = await db.select().from(stock).where(where).orderBy(asc(stock.variantId));
  return rows.map(toLevel);
}

/** Every stocked variant of a site with its change number, for the storefront snapshot. */
export async function readSiteStock(db: DbOrTx, websiteId: string): Promise<(StockLevel & { changeSeq: number })[]> {
  return db
    .select({ variantId: stock.variantId, qtyInStock: stock.qtyInStock, unlimited: stock.unlimited, changeSeq: stock.changeSeq })
    .from(stock)
    .where(eq(stock.websiteId, websiteId))
    .orderBy(asc(stock.variantId));
}

/** A variant's history, newest first, `limit` entries older than sequence `before`. */
export async function readAdjustments(
  db: DbOrTx,
  websiteId: string,
  variantId: string,
  limit: number,
  before?: number,
): Promise<(StockAdjustment & { seq: number })[]> {
  const conditions = [eq(adjustments.websiteId, websiteId), eq(adjustments.variantId, variantId)];
  if (before !== undefined) conditions.push(lt(adjustments.seq, before));
  const rows = await db
    .select()
    .from(adjustments)
    .where(and(...conditions))
    .orderBy(desc(adjustments.seq))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    variantId: r.variantId,
    delta: r.delta,
    qtyAfter: r.qtyAfter,
    unlimitedAfter: r.unlimitedAfter,
    reason: r.reason,
    actor: r.actor,
    at: r.at.getTime(),
    seq: r.seq,
  }));
}
