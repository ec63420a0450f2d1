/**
 * Charge rows. Status changes are conditional updates (from → to), so two workers never both
 * move one charge. The calls every checkout makes (insert, latest attempt, status moves) are
 * fixed statements (db/fixed-statements.ts): a checkout sends them on every purchase.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { fixedInsert } from '../../db/fixed-insert';
import { fixedRows } from '../../db/fixed-rows';
import { fixedStatement, runFixed, type FixedStatement } from '../../db/fixed-statements';
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

const chargeRows = fixedRows(charges);
const insertChargeRow = fixedInsert(charges, { name: 'payments_charge_insert', skipConflictsOn: 'any' });

/** Inserts a charge unless its attempt (or its key) exists already: the charge as inserted, or null when another request took the attempt. */
export async function insertCharge(db: DbOrTx, row: NewChargeRow): Promise<Charge | null> {
  const [inserted] = await insertChargeRow(db, [row]);
  return inserted === undefined ? null : toCharge(inserted);
}

export async function readCharge(db: DbOrTx, websiteId: string, id: string): Promise<Charge | null> {
  const [row] = await db.select().from(charges).where(and(eq(charges.websiteId, websiteId), eq(charges.id, id)));
  return row === undefined ? null : toCharge(row);
}

/** The newest attempt for a checkout key. */
const latestAttempt = fixedStatement(
  'payments_latest_attempt',
  `select ${chargeRows.returning} from ${chargeRows.table} where website_id = $1 and checkout_key = $2 order by attempt desc limit 1`,
);
export async function readLatestAttempt(db: DbOrTx, websiteId: string, checkoutKey: string): Promise<Charge | null> {
  const [row] = await runFixed(db, latestAttempt, [websiteId, checkoutKey]);
  return row === undefined ? null : toCharge(chargeRows.row(row));
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
  const keys = Object.keys(set).filter((key) => (set as Record<string, unknown>)[key] !== undefined);
  const values = [websiteId, id, from, ...keys.map((key) => chargeRows.toDriver(key, (set as Record<string, unknown>)[key]))];
  const [row] = await runFixed(db, moveStatement(keys, options.unlinkedOnly === true), values);
  return row === undefined ? null : toCharge(chargeRows.row(row));
}

/** One statement per set of columns a move writes (a handful: an outcome, a link, a refund's steps). */
const moveStatements = new Map<string, FixedStatement>();
function moveStatement(keys: string[], unlinkedOnly: boolean): FixedStatement {
  const signature = `${keys.join(',')}/${unlinkedOnly}`;
  let statement = moveStatements.get(signature);
  if (statement === undefined) {
    const assignments = keys.map((key, i) => `${chargeRows.column(key as never)} = $${i + 4}`).join(', ');
    const text = `update ${chargeRows.table} set ${assignments} where website_id = $1 and id = $2 and status = any($3::text[])${unlinkedOnly ? ' and order_id is null' : ''} returning ${chargeRows.returning}`;
    statement = fixedStatement(`payments_move_${createHash('sha1').update(signature).digest('hex').slice(0, 12)}`, text);
    moveStatements.set(signature, statement);
  }
  return statement;
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
