/** An order's payment and fulfilment badges (and Test), in words: colour only repeats them. */
import type { OwnerOrder } from '../../../shared/api/orders';
import { FULFILMENT_LABELS, PAYMENT_LABELS, fulfilmentTone, paymentTone } from './order-format';

export function OrderBadges({ order }: { order: Pick<OwnerOrder, 'status' | 'fulfillmentStatus' | 'testMode'> }) {
  return (
    <span className="orders__badges">
      <span className={`orders__badge orders__badge--${paymentTone(order.status)}`}>{PAYMENT_LABELS[order.status]}</span>
      <span className={`orders__badge orders__badge--${fulfilmentTone(order.fulfillmentStatus)}`}>{FULFILMENT_LABELS[order.fulfillmentStatus]}</span>
      {order.testMode && <span className="orders__badge orders__badge--test">Test</span>}
    </span>
  );
}
