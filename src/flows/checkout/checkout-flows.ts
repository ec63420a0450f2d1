/**
 * The order use cases bound to their dependencies: place and confirm an order, refund it,
 * reconcile half-way charges, deliver the outbox. `inTransaction` binds fresh services to one
 * database transaction (the composition root gives it; src/server/composition/orders.ts).
 */
import type { Order } from '../../modules/orders';
import type { OutboxService } from '../../modules/outbox';
import type { InTransaction } from '../transaction';
import { confirmOrderPayment, placeOrder, type PlaceOrderDeps, type PlaceOrderRequest, type PlaceOrderResult } from './place-order';
import { reconcileCharges, type ReconcileDeps, type ReconcileReport } from './reconcile-charges';
import { refundOrder, type OrderRefundRequest, type RefundOrderDeps } from './refund-order';

/** The order use cases, each one call for a route, a job or the CLI. */
export interface CheckoutFlows {
  placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult>;
  confirmOrderPayment(websiteId: string, idempotencyKey: string): Promise<PlaceOrderResult>;
  /** A full refund without a request; a partial one by amount and/or lines (refund-order.ts). */
  refundOrder(websiteId: string, orderId: string, request?: OrderRefundRequest): Promise<Order>;
  reconcileCharges(options?: { graceMs?: number | undefined }): Promise<ReconcileReport>;
  /** Sends the outbox's due messages (the outbox worker calls this). */
  deliverOutbox(): Promise<{ sent: number; failed: number }>;
}

type TransactionServices<D> = D extends { inTransaction: InTransaction<infer S> } ? S : never;

export type CheckoutFlowsDeps = Omit<ReconcileDeps, 'inTransaction'> &
  Omit<RefundOrderDeps, 'inTransaction'> & {
    inTransaction: InTransaction<TransactionServices<PlaceOrderDeps> & TransactionServices<RefundOrderDeps>>;
    outbox: Pick<OutboxService, 'deliverDue'>;
  };

export function createCheckoutFlows(deps: CheckoutFlowsDeps): CheckoutFlows {
  return {
    placeOrder: (request) => placeOrder(deps, request),
    confirmOrderPayment: (websiteId, key) => confirmOrderPayment(deps, websiteId, key),
    // GAP-61: any refund is split over the card and the gift cards that paid (gift-cards/gift-card-refund.ts).
    refundOrder: (websiteId, orderId, request) => refundOrder(deps, websiteId, orderId, request),
    reconcileCharges: (options) => reconcileCharges(deps, options),
    deliverOutbox: () => deps.outbox.deliverDue(),
  };
}
