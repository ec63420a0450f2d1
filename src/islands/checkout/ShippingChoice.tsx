/**
 * The shipping options of the cart for the address's country (GAP-54), as radio buttons; a
 * choice is sent to the cart at once and the totals follow. Before the cart knows where the
 * order goes there is nothing to choose yet.
 */
import { formatMoney, type Currency } from '../../shared/money';
import type { CartShippingOption } from './checkout.types';

export interface ShippingChoiceProps {
  options: readonly CartShippingOption[];
  selectedId: string | null;
  located: boolean;
  currency: Currency;
  locale: string;
  error: string | undefined;
  onChoose: (optionId: string) => void;
}

export function ShippingChoice({ options, selectedId, located, currency, locale, error, onChoose }: ShippingChoiceProps) {
  if (options.length === 0 && error === undefined) {
    return located ? null : <p className="FieldGroup-note CheckoutShipping-hint">Enter your address to see the shipping options.</p>;
  }
  return (
    <fieldset
      className={error !== undefined ? 'FieldGroup CheckoutShipping has-error' : 'FieldGroup CheckoutShipping'}
      id="checkout-shipping-options"
      aria-describedby={error !== undefined ? 'checkout-shipping-options-error' : undefined}
    >
      <legend className="FieldGroup-legend">Shipping method</legend>
      {options.map((option) => (
        <label key={option.id} className="CheckoutChoice">
          <input type="radio" name="checkout-shipping-option" value={option.id} checked={option.id === selectedId} onChange={() => onChoose(option.id)} />
          <span className="CheckoutChoice-text">
            {option.name}
            {option.deliveryEstimate !== null && option.deliveryEstimate !== '' && <span className="CheckoutChoice-note"> {option.deliveryEstimate}</span>}
          </span>
          <span className="CheckoutChoice-price">{option.costCents === 0 ? 'Free' : formatMoney({ amount: option.costCents, currency }, locale)}</span>
        </label>
      ))}
      {error !== undefined && (
        <p className="Field-error" id="checkout-shipping-options-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
