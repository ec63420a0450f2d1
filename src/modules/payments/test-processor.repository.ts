/**
 * The test processor's own records (payments_test_processor_*). Each call is its own short
 * write: a payment is one insert; a capture, confirm or refund is one transaction that locks
 * the payment's row, so two processes never both move one payment.
 */
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database';
import { fixedInsert } from '../../db/fixed-insert';
import { testProcessorOperations, testProcessorPayments } from './payments.tables';
import type { ProviderOutcome } from './payments.types';

export type TestPaymentStatus = 'authorized' | 'requires_action' | 'captured' | 'declined' | 'refunded';
export type TestOperationKind = 'capture' | 'confirm' | 'refund';

export interface TestPayment {
  reference: string;
  websiteId: string;
  amount: number;
  currency: string;
  status: TestPaymentStatus;
  refundedAmount: number;
  saveAs: string | null;
}

export type NewTestPayment = TestPayment & { idempotencyKey: string; method: string; outcome: ProviderOutcome; at: Date };

// Every card payment is one: a fixed statement (db/fixed-statements.ts).
const insertPaymentRow = fixedInsert(testProcessorPayments, { name: 'payments_test_payment_insert', skipConflictsOn: ['websiteId', 'idempotencyKey'] });

/**
 * Records a payment unless its key was seen on this site; the answer stored under the key
 * either way (a repeated key reads the first answer: one statement for a new key).
 */
export async function insertTestPayment(db: Db, payment: NewTestPayment): Promise<ProviderOutcome> {
  const { at, ...row } = payment;
  const inserted = await insertPaymentRow(db, [{ ...row, createdAt: at, updatedAt: at }]);
  if (inserted[0] !== undefined) return inserted[0].outcome as ProviderOutcome;
  const stored = await readPaymentOutcome(db, payment.websiteId, payment.idempotencyKey);
  if (stored === null) throw new Error(`test processor: payment key ${payment.idempotencyKey} vanished`);
  return stored;
}

/** The answer the authorize or charge call under `idempotencyKey` got on this site, or null. */
export async function readPaymentOutcome(db: DbOrTx, websiteId: string, idempotencyKey: string): Promise<ProviderOutcome | null> {
  const [row] = await db
    .select({ outcome: testProcessorPayments.outcome })
    .from(testProcessorPayments)
    .where(and(eq(testProcessorPayments.websiteId, websiteId), eq(testProcessorPayments.idempotencyKey, idempotencyKey)));
  return row === undefined ? null : (row.outcome as ProviderOutcome);
}

async function readOperationOutcome(db: DbOrTx, websiteId: string, kind: TestOperationKind, idempotencyKey: string): Promise<ProviderOutcome | null> {
  const [row] = await db
    .select({ outcome: testProcessorOperations.outcome })
    .from(testProcessorOperations)
    .where(and(eq(testProcessorOperations.websiteId, websiteId), eq(testProcessorOperations.kind, kind), eq(testProcessorOperations.idempotencyKey, idempotencyKey)));
  return row === undefined ? null : (row.outcome as ProviderOutcome);
}

/** What one operation does to a payment: its answer, and the payment's new state (none when refused). */
export interface OperationResult {
  outcome: ProviderOutcome;
  change?: { status: TestPaymentStatus; refundedAmount: number } | undefined;
  /** Money a refund gave back. */
  amount?: number | undefined;
}

/** Another call with the same key committed first: its answer stands. */
class KeyAnswered extends Error {}

/**
 * Runs one operation on a payment of this site under its key, once: a key seen before gets its
 * stored answer back; otherwise the payment's row is locked, `decide` picks the answer from its
 * current state (null when the site has no such payment), and the answer and the change are
 * written together.
 */
export async function runTestOperation(
  db: Db,
  request: { websiteId: string; kind: TestOperationKind; idempotencyKey: string; reference: string; at: Date },
  decide: (payment: TestPayment | null) => OperationResult,
): Promise<ProviderOutcome> {
  const { websiteId, kind, idempotencyKey, reference, at } = request;
  try {
    return await db.transaction(async (tx) => {
      const seen = await readOperationOutcome(tx, websiteId, kind, idempotencyKey);
      if (seen !== null) return seen;
      const [row] = await tx
        .select()
        .from(testProcessorPayments)
        .where(and(eq(testProcessorPayments.websiteId, websiteId), eq(testProcessorPayments.reference, reference)))
        .for('update');
      const payment: TestPayment | null =
        row === undefined
          ? null
          : { reference: row.reference, websiteId: row.websiteId, amount: row.amount, currency: row.currency, status: row.status as TestPaymentStatus, refundedAmount: row.refundedAmount, saveAs: row.saveAs };
      const result = decide(payment);
      if (result.change !== undefined) {
        await tx
          .update(testProcessorPayments)
          .set({ status: result.change.status, refundedAmount: result.change.refundedAmount, updatedAt: at })
          .where(eq(testProcessorPayments.reference, reference));
      }
      const inserted = await tx
        .insert(testProcessorOperations)
        .values({ websiteId, kind, idempotencyKey, reference, amount: result.amount ?? 0, outcome: result.outcome, createdAt: at })
        .onConflictDoNothing()
        .returning({ kind: testProcessorOperations.kind });
      // Another call with this key committed while we waited for the row: roll ours back, answer theirs.
      if (inserted.length === 0) throw new KeyAnswered();
      return result.outcome;
    });
  } catch (e) {
    if (!(e instanceof KeyAnswered)) throw e;
    const stored = await readOperationOutcome(db, websiteId, kind, idempotencyKey);
    if (stored === null) throw e;
    return stored;
  }
}

