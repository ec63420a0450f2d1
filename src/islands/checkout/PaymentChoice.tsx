/**
 * How the rest is paid (GAP-52): card fields for the test processor, and, when the cart may be
 * paid in instalments (BNPL-02, BNPL-04), a choice between the card and 4 instalments with the
 * provider. Gift cards that pay everything leave nothing to choose (GAP-61). A decline or any
 * other payment refusal shows here, at the payment section.
 */
import { CardFields } from '../components/CardFields';
import type { CardInput } from '../components/card-input';
import type { InstalmentOffer, PaymentMethod } from './checkout-rules';

export interface PaymentChoiceProps {
  amountDueCents: number;
  offer: InstalmentOffer;
  method: PaymentMethod;
  onMethod: (method: PaymentMethod) => void;
  card: CardInput;
  onCard: (card: CardInput) => void;
  cardErrors: Readonly<Record<string, string>>;
  testMode: boolean;
  error: string | undefined;
}

export function PaymentChoice(props: PaymentChoiceProps) {
  const { amountDueCents, offer, method, error } = props;
  const problem = error !== undefined && (
    <p className="Field-error CheckoutPayment-error" id="checkout-payment-error">
      {error}
    </p>
  );
  if (amountDueCents <= 0) {
    return (
      <section className="CheckoutPayment" id="checkout-payment" tabIndex={-1} aria-labelledby="checkout-payment-title">
        <h2 className="FieldGroup-legend" id="checkout-payment-title">
          Payment
        </h2>
        <p>Your gift cards pay for the whole order.</p>
        {problem}
      </section>
    );
  }
  const chosen = offer.kind === 'available' ? method : 'card';
  return (
    <div className="CheckoutPayment" id="checkout-payment" tabIndex={-1}>
      {offer.kind === 'available' && (
        <fieldset className="FieldGroup">
          <legend className="FieldGroup-legend">Payment method</legend>
          <label className="CheckoutChoice">
            <input type="radio" name="checkout-payment-method" value="card" checked={chosen === 'card'} onChange={() => props.onMethod('card')} />
            <span className="CheckoutChoice-text">Card</span>
          </label>
          <label className="CheckoutChoice">
            <input type="radio" name="checkout-payment-method" value="instalments" checked={chosen === 'instalments'} onChange={() => props.onMethod('instalments')} />
            <span className="CheckoutChoice-text">{offer.label}</span>
          </label>
        </fieldset>
      )}
      {chosen === 'card' && <CardFields prefix="checkout-card" value={props.card} onChange={props.onCard} errors={props.cardErrors} testMode={props.testMode} />}
      {offer.kind === 'out-of-range' && <p className="FieldGroup-note">{offer.text}</p>}
      {problem}
    </div>
  );
}
