/**
 * An owner refunds an order, in full or in part (by amount and/or by lines), so that money
 * never goes back twice and never more than was paid (card captured plus gift cards):
 *  (a) the refund is reserved under the order's row lock: its amount is checked against what
 *      is left, split over the order's tenders (the card first, then its gift cards; see
 *      gift-card-refund.ts) and held by a 'pending' refund keyed by the owner's idempotency
 *      key (a retried request finds it: a succeeded one is answered as it is, a pending one is
 *      resumed with the split it was given);
 *  (b) the processor is called for the card's part outside any transaction, with the refund's
 *      own key per charge;
 *  (c) in ONE transaction: the refund succeeds, the order's refundedTotal and status move,
 *      the charge counts the refund, the gift cards get their parts back in their ledgers,
 *      restocked lines go back in stock (history reason 'refund') and the buyer's refund email
 *      is queued. A refusal fails the refund instead.
 * A refund of everything without a key is keyed by the order's refund state, so repeating it
 * finds the same refund, or nothing left to refund.
 */
import type { GiftCardsService } from '../../modules/gift-cards';
import type { InventoryService } from '../../modules/inventory';
import type { Order, OrderRefund, OrdersService, RefundLine } from '../../modules/orders';
import type { OutboxService } from '../../modules/outbox';
import type { Charge, PaymentsService } from '../../modules/payments';
import { DomainError } from '../../shared/errors';
import { giftCardsRefundable, settleGiftCardRefund } from '../gift-cards';
import { orderRefundEmail } from './order-refund-email';
import type { InTransaction } from '../transaction';

export interface RefundTransactionServices {
  orders: Pick<OrdersService, 'completeRefund'>;
  payments: Pick<PaymentsService, 'recordRefund'>;
  inventory: Pick<InventoryService, 'adjustStock' | 'getStock'>;
  outbox: Pick<OutboxService, 'enqueue'>;
  giftCards: Pick<GiftCardsService, 'creditRefund' | 'disableIssuedBy'>;
}

export interface RefundOrderDeps {
  orders: Pick<OrdersService, 'mustGet' | 'setStatus' | 'reserveRefund' | 'failRefund'>;
  payments: Pick<PaymentsService, 'chargesOfOrder' | 'refundPart'>;
  giftCards: Pick<GiftCardsService, 'refundableByOrder' | 'disableIssuedBy'>;
  inTransaction: InTransaction<RefundTransactionServices>;
}

export interface OrderRefundRequest {
  /** Minor units; absent means the lines' value, or everything left when no lines are named. */
  amount?: number | undefined;
  lines?: RefundLine[] | undefined;
  /** Put the refunded lines (all of them for a full refund) back in stock. */
  restock?: boolean | undefined;
  /** Required for a partial refund: the same key again never refunds again. */
  idempotencyKey?: string | undefined;
  /** The site's title, shown in the refund email. */
  storeName?: string | undefined;
  /** Who asked, for the stock history. */
  actor?: string | null | undefined;
}

const CAPTURED: ReadonlySet<Charge['status']> = new Set(['captured', 'refunding', 'refunded']);

/** How a refund's amount splits over the order's charges (in practice one), oldest first. */
function allocate(charges: Charge[], amount: number): { charge: Charge; amount: number }[] {
  const parts: { charge: Charge; amount: number }[] = [];
  let left = amount;
  for (const charge of charges) {
    const room = charge.status === 'captured' ? charge.amount - charge.refundedAmount : 0;
    if (left === 0 || room <= 0) continue;
    parts.push({ charge, amount: Math.min(room, left) });
    left -= Math.min(room, left);
  }
  if (left > 0) throw new DomainError('PAYMENT_REFUND_NOT_ALLOWED', { amount });
  return parts;
}

/** The key of a keyless refund of everything: the same until a refund succeeds or fails. */
function wholeRefundKey(order: Order): string {
  const succeeded = order.refunds.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amount, 0);
  const failed = order.refunds.filter((r) => r.status === 'failed').length;
  return `whole@${succeeded}#${failed}`;
}

async function restock(inventory: RefundTransactionServices['inventory'], order: Order, refund: OrderRefund, actor: string | null): Promise<void> {
  // A test-mode order never took stock (GAP-58), so none goes back.
  if (!refund.restock || order.testMode) return;
  const variantOf = new Map(order.items.map((i) => [i.sku, i.variantId]));
  const lines = refund.lines.flatMap((l) => (variantOf.has(l.sku) ? [{ variantId: variantOf.get(l.sku)!, quantity: l.quantity }] : []));
  const levels = new Map((await inventory.getStock(order.websiteId, lines.map((l) => l.variantId))).map((s) => [s.variantId, s]));
  for (const line of lines) {
    if (levels.get(line.variantId)?.unlimited === true) continue;
    await inventory.adjustStock(order.websiteId, line.variantId, { delta: line.quantity }, { reason: 'refund', actor });
  }
}

/** Refunds an order; see the file comment. Returns the order with its refunds. */
export async function refundOrder(deps: RefundOrderDeps, websiteId: string, orderId: string, request: OrderRefundRequest = {}): Promise<Order> {
  const partial = request.amount !== undefined || (request.lines?.length ?? 0) > 0;
  if (partial && (request.idempotencyKey === undefined || request.idempotencyKey === '')) {
    throw new DomainError('VALIDATION_FAILED', { errors: { idempotencyKey: 'A partial refund needs a key of its own, so a retry never refunds twice.' } });
  }
  const order = await deps.orders.mustGet(websiteId, orderId);
  const charges = (await deps.payments.chargesOfOrder(websiteId, orderId)).filter((c) => CAPTURED.has(c.status));
  const capturedTotal = charges.reduce((sum, c) => sum + c.amount, 0);
  const paidTotal = capturedTotal + order.giftCardPayments.reduce((sum, p) => sum + p.amount, 0);
  if (paidTotal === 0) {
    // Nothing was paid (a free order): a full refund only marks it, and disables the cards it bought.
    if (partial) throw new DomainError('REFUND_EXCEEDS_REMAINING', { remaining: `0 ${order.currency}`, remainingAmount: 0 });
    await deps.giftCards.disableIssuedBy(websiteId, orderId);
    return order.status === 'refunded' ? order : deps.orders.setStatus(websiteId, orderId, 'refunded');
  }
  const reserved = await deps.orders.reserveRefund(websiteId, orderId, {
    idempotencyKey: request.idempotencyKey ?? wholeRefundKey(order),
    amount: request.amount,
    lines: request.lines,
    restock: request.restock,
    capturedTotal,
    giftCardsRefundable: await giftCardsRefundable(deps.giftCards, order),
  });
  const refund = reserved.refund;
  if (refund === null || refund.status === 'succeeded') return refund === null ? reserved.order : deps.orders.mustGet(websiteId, orderId);
  if (refund.status === 'failed') throw new DomainError('PAYMENT_REFUND_NOT_ALLOWED', { refundId: refund.id, reason: refund.failureMessage });

  const parts = allocate(charges, refund.tenders.reduce((sum, t) => sum + (t.kind === 'card' ? t.amount : 0), 0));
  try {
    for (const part of parts) await deps.payments.refundPart(websiteId, part.charge.id, { amount: part.amount, idempotencyKey: `${refund.id}@${part.charge.id}` });
  } catch (e) {
    if (e instanceof DomainError) await deps.orders.failRefund(websiteId, refund.id, String(e.details.reason ?? e.code));
    throw e;
  }
  const cardMethod = [...new Set(parts.map((p) => p.charge.methodSummary).filter((m) => m !== ''))].join(', ');
  return deps.inTransaction(async ({ orders, payments, inventory, outbox, giftCards }) => {
    const done = await orders.completeRefund(websiteId, refund.id, paidTotal);
    if (!done.completed) return done.order;
    for (const part of parts) await payments.recordRefund(websiteId, part.charge.id, part.amount);
    // Stock rows before gift cards, the order every transaction taking both locks them in.
    await restock(inventory, done.order, refund, request.actor ?? null);
    await settleGiftCardRefund(giftCards, done.order, refund);
    await outbox.enqueue(websiteId, orderRefundEmail(done.order, refund, { storeName: request.storeName, cardMethod }));
    return done.order;
  });
}
