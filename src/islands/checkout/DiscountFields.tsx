/**
 * Discount codes (GAP-55) and gift cards (GAP-61) on the checkout form: each a code field with
 * its Apply button (Enter in the field applies, it never places the order), the codes applied
 * with a Remove button, and the inline error. Coupons the cart cannot use stay listed with the
 * reason, since checkout refuses while they are there.
 */
import { useState } from 'react';
import { formatMoney, type Currency } from '../../shared/money';
import type { GiftCardCoverage } from './checkout-rules';
import type { AppliedGiftCard, CartCoupon } from './checkout.types';

interface CodeFieldProps {
  id: string;
  label: string;
  buttonLabel: string;
  busy: boolean;
  error: string | undefined;
  onApply: (code: string) => Promise<boolean>;
}

/** A code input with its Apply button; the field empties once the code is applied. */
function CodeField({ id, label, buttonLabel, busy, error, onApply }: CodeFieldProps) {
  const [code, setCode] = useState('');
  const apply = async () => {
    if (busy) return;
    if (await onApply(code)) setCode('');
  };
  return (
    <div className={error !== undefined ? 'Field has-error' : 'Field'}>
      <label className="Field-label" htmlFor={id}>
        {label}
      </label>
      <div className="CheckoutCode">
        <input
          id={id}
          name={id}
          type="text"
          value={code}
          autoComplete="off"
          maxLength={64}
          aria-invalid={error !== undefined ? true : undefined}
          aria-describedby={error !== undefined ? `${id}-error` : undefined}
          onInput={(event) => setCode(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void apply();
          }}
        />
        <button type="button" className="Button Button--secondary" aria-disabled={busy ? true : undefined} onClick={() => void apply()}>
          {busy ? 'Applying…' : buttonLabel}
        </button>
      </div>
      {error !== undefined && (
        <p className="Field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

export interface DiscountFieldsProps {
  currency: Currency;
  locale: string;
  coupons: readonly CartCoupon[];
  giftCards: readonly AppliedGiftCard[];
  coverage: GiftCardCoverage;
  errors: Readonly<Record<string, string>>;
  busy: { coupon: boolean; giftCard: boolean };
  onAddCoupon: (code: string) => Promise<boolean>;
  onRemoveCoupon: (code: string) => void;
  onAddGiftCard: (code: string) => Promise<boolean>;
  onRemoveGiftCard: (code: string) => void;
}

export function DiscountFields(props: DiscountFieldsProps) {
  const { currency, locale, coupons, giftCards, coverage, errors, busy } = props;
  const money = (amount: number) => formatMoney({ amount, currency }, locale);
  const paying = new Map(coverage.paying.map((p) => [p.code, p.amountCents]));
  return (
    <fieldset className="FieldGroup CheckoutDiscounts">
      <legend className="FieldGroup-legend">Discount code or gift card</legend>
      <CodeField id="checkout-coupon" label="Discount code" buttonLabel="Apply" busy={busy.coupon} error={errors.coupon} onApply={props.onAddCoupon} />
      {coupons.length > 0 && (
        <ul className="CheckoutCodes" aria-label="Discount codes">
          {coupons.map((c) => (
            <li key={c.code} className={c.valid ? 'CheckoutCodes-item' : 'CheckoutCodes-item is-invalid'}>
              <span>
                <strong>{c.code}</strong> {c.valid ? `−${money(c.discountCents + c.shippingDiscountCents)}` : c.message}
              </span>
              <button type="button" className="CheckoutCodes-remove" aria-label={`Remove discount code ${c.code}`} onClick={() => props.onRemoveCoupon(c.code)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <CodeField id="checkout-gift-card" label="Gift card code" buttonLabel="Apply" busy={busy.giftCard} error={errors.giftCard} onApply={props.onAddGiftCard} />
      {giftCards.length > 0 && (
        <ul className="CheckoutCodes" aria-label="Gift cards">
          {giftCards.map((g) => (
            <li key={g.code} className="CheckoutCodes-item">
              <span>
                <strong>Gift card ending {g.last4}</strong> −{money(paying.get(g.code) ?? 0)}{' '}
                <span className="CheckoutCodes-note">(balance {money(g.balanceCents)})</span>
              </span>
              <button type="button" className="CheckoutCodes-remove" aria-label={`Remove gift card ending ${g.last4}`} onClick={() => props.onRemoveGiftCard(g.code)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
