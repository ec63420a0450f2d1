/**
 * Fulfilling an order: the carrier, the tracking number and link, and whether the buyer gets
 * them by email (on by default). An order already fulfilled may have its tracking corrected or
 * be marked unfulfilled again.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Checkbox } from 'react-aria-components';
import type { OwnerOrder } from '../../../shared/api/orders';
import { ordersEndpoints } from '../../../shared/api/orders-endpoints';
import { ApiError, ownerCall } from '../../api/owner-client';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/text-field';

interface Props {
  order: OwnerOrder;
  onClose(): void;
  onDone(message: string): void;
}

export function FulfilDialog({ order, onClose, onDone }: Props) {
  const [carrier, setCarrier] = useState(order.shipment?.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(order.shipment?.trackingNumber ?? '');
  const [trackingUrl, setTrackingUrl] = useState(order.shipment?.trackingUrl ?? '');
  const [notifyBuyer, setNotifyBuyer] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (fulfillmentStatus: OwnerOrder['fulfillmentStatus']) =>
      ownerCall(ordersEndpoints.setFulfillment, {
        params: { orderId: order.id },
        body:
          fulfillmentStatus === 'fulfilled'
            ? {
                fulfillmentStatus,
                ...(carrier.trim() !== '' && { carrier: carrier.trim() }),
                ...(trackingNumber.trim() !== '' && { trackingNumber: trackingNumber.trim() }),
                ...(trackingUrl.trim() !== '' && { trackingUrl: trackingUrl.trim() }),
                notifyBuyer,
              }
            : { fulfillmentStatus },
      }),
    onMutate: () => {
      setErrors({});
      setFailure(null);
    },
    onSuccess: (answer) => {
      const fulfilled = answer.order.fulfillmentStatus === 'fulfilled';
      onDone(fulfilled ? `Order #${answer.order.orderNumber} is fulfilled${notifyBuyer ? ` and ${answer.order.customerEmail} was emailed the tracking` : ''}.` : `Order #${answer.order.orderNumber} is unfulfilled again.`);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) setErrors(error.errors);
      setFailure(error.message);
    },
  });

  const urlError = trackingUrl.trim() !== '' && !/^https?:\/\/\S+$/i.test(trackingUrl.trim()) ? 'A web address starting with https:// or http://.' : null;
  return (
    <EditorDialog
      title={`Fulfil order #${order.orderNumber}`}
      isOpen
      onClose={onClose}
      isDismissable={!save.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        if (urlError === null) save.mutate('fulfilled');
      }}
      submit={{ label: save.isPending ? 'Saving…' : 'Mark as fulfilled', isDisabled: save.isPending }}
      extraActions={
        order.fulfillmentStatus === 'fulfilled' ? (
          <Button className="button" isDisabled={save.isPending} onPress={() => save.mutate('unfulfilled')}>
            Mark as unfulfilled
          </Button>
        ) : undefined
      }
    >
      <TextField label="Carrier" value={carrier} onChange={setCarrier} placeholder="e.g. UPS, Royal Mail" error={errors.carrier ?? null} maxLength={100} />
      <TextField label="Tracking number" value={trackingNumber} onChange={setTrackingNumber} error={errors.trackingNumber ?? null} maxLength={100} />
      <TextField label="Tracking link" value={trackingUrl} onChange={setTrackingUrl} help="The carrier's page for this parcel (optional)." error={urlError ?? errors.trackingUrl ?? null} type="url" />
      <Checkbox className="checkbox" isSelected={notifyBuyer} onChange={setNotifyBuyer}>
        <span className="checkbox__box" aria-hidden="true" />
        Email the tracking to {order.customerEmail}
      </Checkbox>
      {failure !== null && (
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
      )}
    </EditorDialog>
  );
}
