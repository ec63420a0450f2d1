/**
 * An owner refunds an order: every captured charge of it is refunded through the processor
 * (outside any transaction, each once thanks to its idempotency key), then the order is
 * marked refunded. Stock is not put back: the owner decides whether the goods return.
 */
import type { Order, OrdersService } from '../modules/orders';
import type { PaymentsService } from '../modules/payments';
import { DomainError } from '../shared/errors';

export interface RefundOrderDeps {
  orders: Pick<OrdersService, 'mustGet' | 'setStatus'>;
  payments: Pick<PaymentsService, 'chargesOfOrder' | 'refundCharge'>;
}

export async function refundOrder(deps: RefundOrderDeps, websiteId: string, orderId: string): Promise<Order> {
  const order = await deps.orders.mustGet(websiteId, orderId);
  if (order.status === 'refunded') return order;
  const charges = await deps.payments.chargesOfOrder(websiteId, orderId);
  const refundable = charges.filter((c) => c.status === 'captured' || c.status === 'refunding');
  if (refundable.length === 0 && !charges.some((c) => c.status === 'refunded') && order.grandTotal > 0) {
    throw new DomainError('PAYMENT_REFUND_NOT_ALLOWED', { orderId });
  }
  for (const charge of refundable) await deps.payments.refundCharge(websiteId, charge.id);
  return deps.orders.setStatus(websiteId, orderId, 'refunded');
}
