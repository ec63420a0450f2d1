/**
 * Reconciliation: every charge ends linked to its order or refunded. A crash (or a lost
 * answer) can leave a charge pending, refunding, or captured without an order; this job finds
 * those older than a grace period (so it never races a purchase still in flight) and
 *  - pending: asks the processor what became of the attempt's key;
 *  - captured without an order: completes the purchase from the checkout stored with the
 *    charge, or refunds it when the purchase cannot complete or the key has another order;
 *  - refunding: repeats the refund with the same key (the processor refunds once).
 * The processor keeps its payments where every process reaches them, so the process that
 * reconciles need not be the one that charged. Every charge it cannot settle is logged and
 * tried again on a later run; the server runs it on an interval (src/server/background-jobs.ts).
 */
import type { Order, OrdersService } from '../../modules/orders';
import type { Charge, PaymentsService } from '../../modules/payments';
import type { Clock } from '../../shared/clock';
import { isDomainError } from '../../shared/errors';
import { completePurchase, type PlaceOrderDeps } from './place-order';
import { checkoutFromContext } from './priced-checkout';

export interface ReconcileDeps extends PlaceOrderDeps {
  orders: Pick<OrdersService, 'findByKey' | 'reserveOrderNumber'>;
  payments: PlaceOrderDeps['payments'] & Pick<PaymentsService, 'listStaleCharges' | 'settlePending' | 'get'>;
  clock: Clock;
  /** Where a charge that could not be settled is reported (the server's log). */
  log: ReconcileLog;
}

export interface ReconcileLog {
  error(details: object, message: string): void;
}

export interface ReconcileReport {
  completed: { chargeId: string; orderId: string }[];
  refunded: string[];
  /** Charges that could not be settled this time (each logged; tried again on a later run). */
  failed: { chargeId: string; error: string }[];
  /** Pending charges the processor never saw, now 'failed'; or waiting for the buyer. */
  closed: string[];
}

/** Default grace: a purchase in flight finishes well within a minute. */
export const RECONCILE_GRACE_MS = 5 * 60_000;

async function settle(deps: ReconcileDeps, charge: Charge, report: ReconcileReport): Promise<void> {
  let current = charge;
  if (current.status === 'pending') current = await deps.payments.settlePending(current.websiteId, current.id);
  if (current.status === 'refunding') {
    await deps.payments.refundCharge(current.websiteId, current.id);
    report.refunded.push(current.id);
    return;
  }
  if (current.status !== 'captured' || current.orderId !== null) {
    report.closed.push(current.id);
    return;
  }
  const checkout = checkoutFromContext(current.context);
  const other: Order | null = await deps.orders.findByKey(current.websiteId, current.checkoutKey);
  if (checkout === null || checkout.websiteId !== current.websiteId || other !== null) {
    // Nothing to complete, or the key's order was paid by another charge: give the money back.
    await deps.payments.refundCharge(current.websiteId, current.id, { unlinkedOnly: true });
    report.refunded.push(current.id);
    return;
  }
  try {
    const result = await completePurchase(deps, checkout, current);
    if (result.status === 'placed') report.completed.push({ chargeId: current.id, orderId: result.order.id });
  } catch (e) {
    // completePurchase refunds the charge when the purchase cannot complete; anything else
    // (the refund refused, the database gone) leaves it for a later run, and is a failure.
    if (!isDomainError(e) || (await deps.payments.get(current.websiteId, current.id))?.status !== 'refunded') throw e;
    report.refunded.push(current.id);
  }
}

/** Settles every charge left half-way more than `graceMs` ago (all sites). */
export async function reconcileCharges(deps: ReconcileDeps, options: { graceMs?: number | undefined; limit?: number | undefined } = {}): Promise<ReconcileReport> {
  const report: ReconcileReport = { completed: [], refunded: [], failed: [], closed: [] };
  const stale = await deps.payments.listStaleCharges(deps.clock.now() - (options.graceMs ?? RECONCILE_GRACE_MS), options.limit ?? 100);
  for (const charge of stale) {
    try {
      await settle(deps, charge, report);
    } catch (e) {
      report.failed.push({ chargeId: charge.id, error: e instanceof Error ? e.message : String(e) });
      deps.log.error({ err: e, chargeId: charge.id, websiteId: charge.websiteId, status: charge.status }, 'charge reconciliation failed; tried again on a later run');
    }
  }
  return report;
}
