/**
 * The gift card page's form (GIFT-01, GAP-61): the denomination (pre-selected from the SKU the
 * page was reached with), the recipient's name and email, the sender's name, a message with a
 * counter, and a send date from today to a year ahead. Problems with a field show under it;
 * anything else in an alert titled 'Unable to purchase Gift Card' (GIFT-03). A successful add
 * updates every cart indicator on the page, then goes to the cart.
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { AlertDialog } from '../AlertDialog';
import { callEndpoint } from '../api-client';
import { publishCart } from '../cart-events';
import { giftCardEndpoints } from '../../shared/api/gift-cards-endpoints';
import { fieldErrorsOf, firstInvalid } from '../components/field-errors';
import { createAttemptKeys } from '../components/idempotency-key';
import { TextField } from '../components/TextField';
import { moneyText } from '../money-text';
import { failureMessage, GIFT_CARD_TITLE } from '../product-form/purchase-request';
import { charactersLeft, GIFT_CARD_FIELDS, giftCardBody, giftCardErrors, initialGiftCardInput, type GiftCardInput, type GiftCardPageProps } from './gift-card-form';

const FIELD_IDS: Record<string, string> = {
  sku: 'gift-card-denomination-0',
  recipientName: 'gift-card-recipient-name',
  recipientEmail: 'gift-card-recipient-email',
  senderName: 'gift-card-sender-name',
  message: 'gift-card-message',
  sendDate: 'gift-card-send-date',
};

export function GiftCardForm({ props }: { props: GiftCardPageProps }) {
  const [input, setInput] = useState<GiftCardInput>(() => initialGiftCardInput(props));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const keys = useMemo(() => createAttemptKeys(), []);
  const sending = useRef(false);
  const legendId = useId();
  const set = (field: keyof GiftCardInput) => (value: string) => setInput((current) => ({ ...current, [field]: value }));
  const money = (m: { value: string; currency: string }) => moneyText(m.value, m.currency, props.locale);

  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = firstInvalid(GIFT_CARD_FIELDS, found);
    if (first === null) return;
    const selected = props.denominations.findIndex((d) => d.sku === input.sku);
    const id = first === 'sku' ? `gift-card-denomination-${Math.max(0, selected)}` : FIELD_IDS[first]!;
    // After the render that shows the messages, so the field is read with its error.
    window.setTimeout(() => document.getElementById(id)?.focus(), 0);
  };

  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    if (sending.current) return;
    const found = giftCardErrors(input, props);
    if (Object.keys(found).length > 0) return showErrors(found); // GIFT-02: nothing is sent
    setErrors({});
    sending.current = true;
    setBusy(true);
    const key = keys.current();
    const result = await callEndpoint(giftCardEndpoints.addToCart, { body: giftCardBody(props.item.id, input), headers: { 'idempotency-key': key } });
    sending.current = false;
    if (!result.ok) {
      keys.settle(result.failure.status, result.failure.code);
      setBusy(false);
      const fields = fieldErrorsOf(result.failure, (path) => (path in FIELD_IDS ? path : null));
      if (Object.keys(fields).length > 0) return showErrors(fields);
      setAlert(failureMessage(result.failure, navigator.cookieEnabled));
      return;
    }
    keys.settle(200, null);
    publishCart(result.data.shoppingCart);
    window.location.assign(props.cartUrl);
  };

  const closeAlert = useCallback(() => setAlert(null), []);
  const { maxMessageLength, maxNameLength, earliestSendDate, latestSendDate } = props.limits;
  return (
    <form className="GiftCardForm" noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className="FieldGroup" aria-describedby={errors.sku !== undefined ? 'gift-card-denomination-error' : undefined}>
        <legend className="FieldGroup-legend" id={legendId}>
          Amount
        </legend>
        <div className="GiftCardForm-denominations">
          {props.denominations.map((d, i) => (
            <label className="GiftCardForm-denomination" key={d.sku}>
              <input
                type="radio"
                id={`gift-card-denomination-${i}`}
                name="sku"
                value={d.sku}
                checked={input.sku === d.sku}
                aria-invalid={errors.sku !== undefined ? true : undefined}
                onChange={() => set('sku')(d.sku)}
              />
              <span>{money(d.value)}</span>
              {d.onSale && <span className="GiftCardForm-price"> (you pay {money(d.price)})</span>}
            </label>
          ))}
        </div>
        {errors.sku !== undefined && (
          <p className="Field-error" id="gift-card-denomination-error">
            {errors.sku}
          </p>
        )}
      </fieldset>
      <fieldset className="FieldGroup">
        <legend className="FieldGroup-legend">Recipient</legend>
        <TextField id={FIELD_IDS.recipientName!} label="Recipient's name" value={input.recipientName} onChange={set('recipientName')} error={errors.recipientName} required maxLength={maxNameLength} autoComplete="off" />
        <TextField id={FIELD_IDS.recipientEmail!} label="Recipient's email" type="email" value={input.recipientEmail} onChange={set('recipientEmail')} error={errors.recipientEmail} required autoComplete="off" inputMode="email" />
        <TextField id={FIELD_IDS.senderName!} label="Your name" value={input.senderName} onChange={set('senderName')} error={errors.senderName} maxLength={maxNameLength} autoComplete="name" />
        <TextField
          id={FIELD_IDS.message!}
          label="Message"
          multiline
          value={input.message}
          onChange={set('message')}
          error={errors.message}
          maxLength={maxMessageLength}
          hint={charactersLeft(input.message, maxMessageLength)}
        />
        <TextField
          id={FIELD_IDS.sendDate!}
          label="Send on"
          type="date"
          value={input.sendDate}
          onChange={set('sendDate')}
          error={errors.sendDate}
          min={earliestSendDate}
          max={latestSendDate}
          hint="Any day from today to a year from now. Today sends it as soon as your order is paid."
        />
      </fieldset>
      <div className="FormActions">
        <button type="submit" className="Button Button--large" aria-disabled={busy ? 'true' : undefined}>
          {busy ? 'Adding…' : 'Add To Cart'}
        </button>
      </div>
      {alert !== null && createPortal(<AlertDialog title={GIFT_CARD_TITLE} message={alert} onClose={closeAlert} />, document.body)}
    </form>
  );
}
