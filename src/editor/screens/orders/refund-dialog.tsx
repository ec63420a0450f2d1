/**
 * Refunding an order: everything left, an amount, or chosen lines (optionally back in stock).
 * Each attempt carries its own idempotency key: a retry of the same refund after a lost answer
 * sends the same key (the server refunds once); a changed refund gets a new one. What the card
 * and the gift cards paid is shown before, and where the refund went (as the server split it)
 * after.
 */
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Checkbox, Label, Radio, RadioGroup } from 'react-aria-components';
import type { OwnerOrder } from '../../../shared/api/orders';
import { ordersEndpoints } from '../../../shared/api/orders-endpoints';
import { isCurrency, parseDecimal } from '../../../shared/money';
import { ownerCall } from '../../api/owner-client';
import { EditorDialog } from '../../components/editor-dialog';
import { TextField } from '../../components/text-field';
import { minorText, minorUnits, moneyText, optionsText, timesText } from './order-format';

interface Props {
  order: OwnerOrder;
  onClose(): void;
  onDone(message: string): void;
}

type Mode = 'all' | 'amount' | 'lines';

/** Units of each SKU not refunded yet (succeeded and pending refunds count). */
function unitsLeft(order: OwnerOrder): Map<string, number> {
  const left = new Map<string, number>();
  for (const i of order.items) left.set(i.sku, (left.get(i.sku) ?? 0) + i.quantity);
  for (const r of order.refunds) if (r.status !== 'failed') for (const l of r.lines) left.set(l.sku, (left.get(l.sku) ?? 0) - l.quantity);
  return left;
}

/** "Refunded $5.00 USD: $3.00 USD to the card, $2.00 USD to gift card ending 7F3K." */
function splitMessage(order: OwnerOrder): string {
  const refund = order.refunds[order.refunds.length - 1];
  if (refund === undefined) return `Order #${order.orderNumber} was refunded.`;
  const parts = [...(minorUnits(refund.card) > 0 ? [`${moneyText(refund.card)} to the card`] : []), ...refund.giftCards.map((g) => `${moneyText(g.amount)} to gift card ending ${g.last4}`)];
  return `Refunded ${moneyText(refund.amount)} on order #${order.orderNumber}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`;
}

export function RefundDialog({ order, onClose, onDone }: Props) {
  const [mode, setMode] = useState<Mode>('all');
  const [amountText, setAmountText] = useState('');
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const [restock, setRestock] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const left = unitsLeft(order);
  const remaining = minorUnits(order.grandTotal) - minorUnits(order.refundedTotal);
  const giftCardsPaid = order.giftCardPayments.reduce((sum, g) => sum + minorUnits(g.amount), 0);
  const currency = order.grandTotal.currency;
  const money = (amount: number) => minorText(amount, currency);

  const refund = useMutation({
    mutationFn: (body: { amount?: number; lines?: { sku: string; quantity: number }[]; restock?: boolean; idempotencyKey: string }) => ownerCall(ordersEndpoints.refundOrder, { params: { orderId: order.id }, body }),
    onMutate: () => setError(null),
    onSuccess: (answer) => {
      onDone(splitMessage(answer.order));
      onClose();
    },
    onError: (e) => setError(e.message),
  });

  const submit = () => {
    let body: { amount?: number; lines?: { sku: string; quantity: number }[]; restock?: boolean } = {};
    if (mode === 'amount') {
      const amount = isCurrency(currency) ? parseDecimal(amountText.trim(), currency) : null;
      if (amount === null || amount <= 0) return setError('Enter the amount to refund, e.g. 5.00.');
      if (amount > remaining) return setError(`At most ${money(remaining)} is left to refund.`);
      body = { amount };
    } else if (mode === 'lines') {
      const lines = Object.entries(quantities)
        .map(([sku, text]) => ({ sku, quantity: Number(text) }))
        .filter((l) => Number.isInteger(l.quantity) && l.quantity > 0);
      if (lines.length === 0) return setError('Choose how many of which items to refund.');
      const over = lines.find((l) => l.quantity > (left.get(l.sku) ?? 0));
      if (over !== undefined) return setError(`Only ${left.get(over.sku) ?? 0} of that item can still be refunded.`);
      body = { lines, restock };
    }
    // The same refund again (a retry after an error) keeps its key; another refund gets a new one.
    const signature = JSON.stringify(body);
    if (attempt.current === null || attempt.current.signature !== signature) attempt.current = { signature, key: crypto.randomUUID() };
    refund.mutate({ ...body, idempotencyKey: attempt.current.key });
  };

  return (
    <EditorDialog
      title={`Refund order #${order.orderNumber}`}
      isOpen
      onClose={onClose}
      isDismissable={!refund.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      submit={{ label: refund.isPending ? 'Refunding…' : 'Refund', isDisabled: refund.isPending }}
    >
      <p className="orders__muted">
        {money(remaining)} left to refund.
        {giftCardsPaid > 0
          ? ` Paid ${money(minorUnits(order.grandTotal) - giftCardsPaid)} by card and ${money(giftCardsPaid)} by gift cards: a refund goes back to the card first, then to the gift cards.`
          : ' It goes back to the card or account the customer paid with.'}
      </p>
      <RadioGroup className="orders__radios" value={mode} onChange={(v) => setMode(v as Mode)}>
        <Label className="field__label">What to refund</Label>
        <Radio value="all" className="orders__radio">
          Everything left ({money(remaining)})
        </Radio>
        <Radio value="amount" className="orders__radio">
          An amount
        </Radio>
        <Radio value="lines" className="orders__radio">
          Chosen items
        </Radio>
      </RadioGroup>
      {mode === 'amount' && <TextField label={`Amount (${currency})`} value={amountText} onChange={setAmountText} inputMode="decimal" autoFocus />}
      {mode === 'lines' && (
        <fieldset className="orders__refund-lines">
          <legend className="field__label">Items to refund</legend>
          {order.items.map((i) => (
            <div key={i.lineId} className="field">
              <label htmlFor={`refund-line-${i.lineId}`}>
                {i.productName}
                {i.options.length > 0 && ` (${optionsText(i.options, currency)})`} — {timesText(i.unitPrice, 1)} each, {left.get(i.sku) ?? 0} left
              </label>
              <input
                id={`refund-line-${i.lineId}`}
                className="input orders__qty"
                type="number"
                min={0}
                max={left.get(i.sku) ?? 0}
                value={quantities[i.sku] ?? '0'}
                onChange={(e) => setQuantities({ ...quantities, [i.sku]: e.target.value })}
              />
            </div>
          ))}
          <Checkbox className="checkbox" isSelected={restock} onChange={setRestock}>
            <span className="checkbox__box" aria-hidden="true" />
            Put these items back in stock
          </Checkbox>
        </fieldset>
      )}
      {error !== null && (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      )}
    </EditorDialog>
  );
}
