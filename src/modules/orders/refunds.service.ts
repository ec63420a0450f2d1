/**
 * Refunds of an order, in the order's own terms (the flows move the money). A refund is first
 * reserved: under the order's row lock its amount is checked against what is left (what the
 * card captured plus what gift cards paid, minus every pending and succeeded refund), split
 * over those tenders (refund-tenders.ts) and held by a 'pending' row keyed by the owner's
 * idempotency key. After the processor answered, it is completed (refundedTotal and status
 * move) or failed (the hold is released). A retried key finds its refund, and its split, again.
 */
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { toDecimalString } from '../../shared/money';
import { readOrder, updateOrder } from './orders.repository';
import type { Order, OrderRefund, RefundLine } from './orders.types';
import { holdsAmount, splitRefund, tenderRooms } from './refund-tenders';
import { insertRefund, lockOrderRow, readRefund, readRefundByKey, settleRefund } from './refunds.repository';

export interface RefundRequest {
  idempotencyKey: string;
  /** Minor units; absent means the lines' value, or everything left when no lines are named. */
  amount?: number | undefined;
  lines?: RefundLine[] | undefined;
  restock?: boolean | undefined;
  /** What the order's payments captured, in minor units (the payments module's answer). */
  capturedTotal: number;
  /**
   * What each gift card that paid may still get back by its own ledger (the gift cards
   * module's answer); caps the gift card parts. Absent: only this order's refunds count.
   */
  giftCardsRefundable?: ReadonlyMap<string, number> | undefined;
}

export type ReserveRefundResult = { order: Order; refund: OrderRefund | null; created: boolean };

/** Units of each SKU the order still has to refund. */
function unitsLeft(order: Order): Map<string, { left: number; unitPrice: number }> {
  const out = new Map<string, { left: number; unitPrice: number }>();
  for (const item of order.items) {
    const seen = out.get(item.sku);
    out.set(item.sku, { left: (seen?.left ?? 0) + item.quantity, unitPrice: seen?.unitPrice ?? item.unitPrice });
  }
  for (const refund of order.refunds.filter(holdsAmount)) {
    for (const line of refund.lines) {
      const seen = out.get(line.sku);
      if (seen !== undefined) seen.left -= line.quantity;
    }
  }
  return out;
}

/** The lines asked for, checked against the order (each SKU once, never more than is left). */
function checkedLines(order: Order, lines: RefundLine[]): RefundLine[] {
  const left = unitsLeft(order);
  const merged = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 1) throw new DomainError('VALIDATION_FAILED', { errors: { lines: 'Each line refunds a whole number of units, 1 or more.' } });
    if (!left.has(line.sku)) throw new DomainError('VALIDATION_FAILED', { errors: { lines: `${line.sku} is not in this order.` } });
    merged.set(line.sku, (merged.get(line.sku) ?? 0) + line.quantity);
  }
  for (const [sku, quantity] of merged) {
    const remaining = left.get(sku)!.left;
    if (quantity > remaining) throw new DomainError('REFUND_QUANTITY_EXCEEDS', { sku, remaining });
  }
  return [...merged].map(([sku, quantity]) => ({ sku, quantity }));
}

const sameLines = (a: RefundLine[], b: RefundLine[]) => JSON.stringify([...a].sort((x, y) => x.sku.localeCompare(y.sku))) === JSON.stringify([...b].sort((x, y) => x.sku.localeCompare(y.sku)));

export function createRefundMethods({ db, ids, clock }: { db: DbOrTx; ids: IdSource; clock: Clock }) {
  const mustRead = async (tx: DbOrTx, websiteId: string, orderId: string) => {
    const order = await readOrder(tx, websiteId, orderId);
    if (order === null) throw new DomainError('ORDER_NOT_FOUND', { orderId });
    return order;
  };

  return {
    /**
     * Holds a refund's amount against the order (see the file comment). `refund` is null when a
     * refund of everything finds nothing left. REFUND_EXCEEDS_REMAINING when the amount is more
     * than is left; REFUND_KEY_REUSED when the key made a different refund before.
     */
    async reserveRefund(websiteId: string, orderId: string, request: RefundRequest): Promise<ReserveRefundResult> {
      return db.transaction(async (tx) => {
        if (!(await lockOrderRow(tx, websiteId, orderId))) throw new DomainError('ORDER_NOT_FOUND', { orderId });
        const order = await mustRead(tx, websiteId, orderId);
        const asked = request.lines ?? [];
        const existing = await readRefundByKey(tx, websiteId, orderId, request.idempotencyKey);
        if (existing !== null) {
          const sameAmount = request.amount === undefined || request.amount === existing.amount;
          if (!sameAmount || (asked.length > 0 && !sameLines(asked, existing.lines))) throw new DomainError('REFUND_KEY_REUSED', { orderId });
          return { order, refund: existing, created: false };
        }
        const rooms = tenderRooms(order, request.capturedTotal, request.giftCardsRefundable);
        const left = rooms.reduce((sum, t) => sum + t.amount, 0);
        const whole = request.amount === undefined && asked.length === 0;
        let lines = checkedLines(order, asked);
        if (request.restock === true && lines.length === 0) {
          if (!whole) throw new DomainError('VALIDATION_FAILED', { errors: { lines: 'Name the lines to put back in stock.' } });
          lines = [...unitsLeft(order)].filter(([, u]) => u.left > 0).map(([sku, u]) => ({ sku, quantity: u.left }));
        }
        const prices = unitsLeft(order);
        const amount = request.amount ?? (asked.length > 0 ? lines.reduce((sum, l) => sum + l.quantity * prices.get(l.sku)!.unitPrice, 0) : left);
        if (whole && left <= 0) return { order, refund: null, created: false };
        if (!Number.isInteger(amount) || amount < 1) throw new DomainError('VALIDATION_FAILED', { errors: { amount: 'A whole number of minor units, 1 or more.' } });
        if (amount > left) {
          throw new DomainError('REFUND_EXCEEDS_REMAINING', { remaining: `${toDecimalString({ amount: Math.max(left, 0), currency: order.currency })} ${order.currency}`, remainingAmount: Math.max(left, 0) });
        }
        const at = new Date(clock.now());
        const id = ids.next();
        const tenders = splitRefund(rooms, amount);
        await insertRefund(tx, { id, websiteId, orderId, idempotencyKey: request.idempotencyKey, amount, tenders, lines, restock: request.restock === true, status: 'pending', createdAt: at, updatedAt: at });
        return { order, refund: (await readRefund(tx, websiteId, id))!, created: true };
      });
    },

    /**
     * The money went back: the refund succeeds, and the order's refundedTotal and status
     * ('refunded' once all that was paid, `paidTotal` = captured plus gift cards, is back, else
     * 'partially_refunded') follow. `completed` is false when another request completed it first.
     */
    async completeRefund(websiteId: string, refundId: string, paidTotal: number): Promise<{ order: Order; refund: OrderRefund | null; completed: boolean }> {
      return db.transaction(async (tx) => {
        const pending = await readRefund(tx, websiteId, refundId);
        if (pending === null) throw new DomainError('NOT_FOUND', { refundId });
        if (!(await lockOrderRow(tx, websiteId, pending.orderId))) throw new DomainError('ORDER_NOT_FOUND', { orderId: pending.orderId });
        const at = new Date(clock.now());
        const refund = await settleRefund(tx, websiteId, refundId, { status: 'succeeded', updatedAt: at });
        if (refund === null) return { order: await mustRead(tx, websiteId, pending.orderId), refund: null, completed: false };
        const before = await mustRead(tx, websiteId, refund.orderId);
        const refundedTotal = before.refundedTotal + refund.amount;
        const status = refundedTotal >= paidTotal ? 'refunded' : 'partially_refunded';
        await updateOrder(tx, websiteId, refund.orderId, { refundedTotal, status, updatedAt: at });
        return { order: await mustRead(tx, websiteId, refund.orderId), refund, completed: true };
      });
    },

    /** The processor refused: the refund fails and its amount is free again. */
    async failRefund(websiteId: string, refundId: string, failureMessage: string): Promise<void> {
      await settleRefund(db, websiteId, refundId, { status: 'failed', failureMessage: failureMessage.slice(0, 500), updatedAt: new Date(clock.now()) });
    },
  };
}
