/**
 * An order's digital lines on the order screen: how many of its allowed downloads the buyer has
 * used, and the owner's "Reset downloads" when a buyer asks for the file again.
 */
import { useMutation } from '@tanstack/react-query';
import type { OrderDetailAnswer } from '../../../shared/api/orders';
import { ordersEndpoints } from '../../../shared/api/orders-endpoints';
import { ownerCall } from '../../api/owner-client';

interface Props {
  detail: OrderDetailAnswer;
  onDone(message: string): void;
  onFailed(message: string): void;
}

export function OrderDownloads({ detail: { order, downloads }, onDone, onFailed }: Props) {
  const reset = useMutation({
    mutationFn: (lineId: number) => ownerCall(ordersEndpoints.resetDownloads, { params: { orderId: order.id, lineId }, body: {} }),
    onSuccess: (_answer, lineId) => {
      const line = downloads.find((d) => d.lineId === lineId);
      onDone(`Downloads of ${nameOf(lineId)} reset: the buyer may download it ${line?.limit ?? ''} times again.`.replace('  ', ' '));
    },
    onError: (error) => onFailed(error.message),
  });
  if (downloads.length === 0) return null;
  const nameOf = (lineId: number) => order.items.find((i) => i.lineId === lineId)?.productName ?? 'the file';
  return (
    <section className="panel" aria-labelledby="order-downloads">
      <h2 id="order-downloads">Downloads</h2>
      <ul className="order__plain-list">
        {downloads.map((d) => (
          <li key={d.lineId} className="order__download">
            <span>
              <strong>{nameOf(d.lineId)}</strong>: {d.downloadsUsed} of {d.limit} downloads used
            </span>{' '}
            <button type="button" className="button" disabled={d.downloadsUsed === 0 || reset.isPending} onClick={() => reset.mutate(d.lineId)}>
              Reset downloads<span className="visually-hidden"> of {nameOf(d.lineId)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
