/** Charge rows. Status changes are conditional updates (from → to), so two workers never both move one charge. */
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { charges } from './payments.tables';
import type { Charge, ChargeStatus } from './payments.types';

type ChargeRow = typeof charges.$inferSelect;
export type NewChargeRow = typeof charges.$inferInsert;

export function toCharge(row: ChargeRow): Charge {
  return {
    id: row.id,
    websiteId: row.websiteId,
    checkoutKey: row.checkoutKey,
    attempt: row.attempt,
    idempotencyKey: row.idempotencyKey,
    amount: row.amount,
    currency: row.currency,
    method: row.method as Charge['method'],
    methodSummary: row.methodSummary,
    status: row.status as ChargeStatus,
    providerReference: row.providerReference,
    declineMessage: row.declineMessage,
    orderId: row.orderId,
    refundedAmount: row.refundedAmount,
    paymentMethodReference: row.paymentMethodReference,
    context: row.context,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

/** Inserts a charge unless its attempt exists already; true when this call inserted it. */
/** The charge as inserted, or null when its attempt was taken by another request. */
export async function insertCharge(db: DbOrTx, row: NewChargeRow): Promise<Charge | null> {
  const [inserted] = await db.insert(charges).values(row).onConflictDoNothing().returning();
  return inserted === undefined ? null : toCharge(inserted);
}

export async function readCharge(db: DbOrTx, websiteId: string, id: string): Promise<Charge | null> {
  const [row] = await db.select().from(charges).where(and(eq(charges.websiteId, websiteId), eq(charges.id, id)));
  return row === undefined ? null : toCharge(row);
}

/** The newest attempt for a checkout key. */
export async function readLatestAttempt(db: DbOrTx, websiteId: string, checkoutKey: string): Promise<Charge | null> {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.websiteId, websiteId), eq(charges.checkoutKey, checkoutKey)))
    .orderBy(desc(charges.attempt))
    .limit(1);
  return row === undefined ? null : toCharge(row);
}

export async function readChargesOfOrder(db: DbOrTx, websiteId: string, orderId: string): Promise<Charge[]> {
  const rows = await db.select().from(charges).where(and(eq(charges.websiteId, websiteId), eq(charges.orderId, orderId))).orderBy(asc(charges.attempt));
  return rows.map(toCharge);
}

/** Moves a charge from one of `from` to a new status (and fields); the moved charge, or null when it was not in `from`. */
export async function moveCharge(
  db: DbOrTx,
  websiteId: string,
  id: string,
  from: ChargeStatus[],
  set: Partial<NewChargeRow> & { status: ChargeStatus; updatedAt: Date },
  options: { unlinkedOnly?: boolean } = {},
): Promise<Charge | null> {
  const conditions = [eq(charges.websiteId, websiteId), eq(charges.id, id), inArray(charges.status, from)];
  if (options.unlinkedOnly === true) conditions.push(isNull(charges.orderId));
  const [row] = await db.update(charges).set(set).where(and(...conditions)).returning();
  return row === undefined ? null : toCharge(row);
}

/** Charges of every site left half-way before `before`: pending, refunding, or captured without an order. */
export async function readStaleCharges(db: DbOrTx, before: Date, limit: number): Promise<Charge[]> {
  const rows = await db
    .select()
    .from(charges)
    .where(
      and(
        lt(charges.updatedAt, before),
        or(inArray(charges.status, ['pending', 'refunding']), and(eq(charges.status, 'captured'), isNull(charges.orderId))),
      ),
    )
    .orderBy(asc(charges.updatedAt))
    .limit(limit);
  return rows.map(toCharge);
}

/**
 * Counts a partial refund on a captured charge (in the refund's transaction): refunded_amount
 * grows by `amount`, never past the charge; the charge reads 'refunded' once all is back. Null
 * when the charge is not captured or the amount does not fit.
 */
export async function addRefundedAmount(db: DbOrTx, websiteId: string, id: string, amount: number, at: Date): Promise<Charge | null> {
  const [row] = await db
    .update(charges)
    .set({
      refundedAmount: sql`${charges.refundedAmount} + ${amount}`,
      status: sql`case when ${charges.refundedAmount} + ${amount} >= ${charges.amount} then 'refunded' else 'captured' end`,
      updatedAt: at,
    })
    .where(and(eq(charges.websiteId, websiteId), eq(charges.id, id), eq(charges.status, 'captured'), sql`${charges.refundedAmount} + ${amount} <= ${charges.amount}`))
    .returning();
  return row === undefined ? null : toCharge(row);
}
