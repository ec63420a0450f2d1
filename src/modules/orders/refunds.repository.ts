/** Refund rows of orders; every query filters by website. Status moves are conditional (from → to). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orders, refunds } from './orders.tables';
import type { OrderRefund, RefundStatus } from './orders.types';

type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;

function toRefund(row: RefundRow): OrderRefund {
  return {
    id: row.id,
    orderId: row.orderId,
    idempotencyKey: row.idempotencyKey,
    amount: row.amount,
    // A refund from before tenders were kept went all to the card (gift cards were credited apart).
    tenders: row.tenders.length > 0 ? row.tenders : [{ kind: 'card', amount: row.amount }],
    lines: row.lines,
    restock: row.restock,
    status: row.status as RefundStatus,
    failureMessage: row.failureMessage,
    created: row.createdAt.getTime(),
    updated: row.updatedAt.getTime(),
  };
}

/** The refunds of some orders, oldest first per order. */
export async function readRefundsOf(db: DbOrTx, websiteId: string, orderIds: string[]): Promise<Map<string, OrderRefund[]>> {
  const out = new Map<string, OrderRefund[]>();
  if (orderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.websiteId, websiteId), inArray(refunds.orderId, orderIds)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  for (const row of rows) {
    const list = out.get(row.orderId) ?? [];
    list.push(toRefund(row));
    out.set(row.orderId, list);
  }
  return out;
}

/** Locks the order's row for the rest of the transaction; false when the site has no such order. */
export async function lockOrderRow(tx: DbOrTx, websiteId: string, orderId: string): Promise<boolean> {
  const rows = await tx.select({ id: orders.id }).from(orders).where(and(eq(orders.websiteId, websiteId), eq(orders.id, orderId))).for('update');
  return rows.length === 1;
}

export async function readRefundByKey(db: DbOrTx, websiteId: string, orderId: string, idempotencyKey: string): Promise<OrderRefund | null> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.websiteId, websiteId), eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, idempotencyKey)));
  return row === undefined ? null : toRefund(row);
}

export async function readRefund(db: DbOrTx, websiteId: string, refundId: string): Promise<OrderRefund | null> {
  const [row] = await db.select().from(refunds).where(and(eq(refunds.websiteId, websiteId), eq(refunds.id, refundId)));
  return row === undefined ? null : toRefund(row);
}

export async function insertRefund(tx: DbOrTx, row: NewRefundRow): Promise<void> {
  await tx.insert(refunds).values(row);
}

/** Moves a pending refund to its outcome; the moved refund, or null when it was not pending. */
export async function settleRefund(
  db: DbOrTx,
  websiteId: string,
  refundId: string,
  set: { status: Exclude<RefundStatus, 'pending'>; failureMessage?: string | null; updatedAt: Date },
): Promise<OrderRefund | null> {
  const [row] = await db
    .update(refunds)
    .set(set)
    .where(and(eq(refunds.websiteId, websiteId), eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return row === undefined ? null : toRefund(row);
}
