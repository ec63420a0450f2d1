/**
 * Discount codes on the cart (GAP-55): a code form, and the codes the cart holds, each with
 * its discount or, when it cannot be used, the reason the cart gives (expired, minimum not
 * met, not applicable...), and a button to take it off.
 */
import { useId, useState } from 'react';
import type { ShoppingCart } from '../../shared/api/cart';
import { centsText, type FailureNotice } from './cart-page-rules';
import { Notice } from './Notice';

export interface CouponFormProps {
  cart: ShoppingCart;
  currency: string;
  locale: string;
  notice: FailureNotice | null;
  /** Resolves true when the cart took the code (valid or not). */
  onApply: (code: string) => Promise<boolean>;
  onRemove: (code: string) => void;
}

export function CouponForm({ cart, currency, locale, notice, onApply, onRemove }: CouponFormProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: { preventDefault(): void }) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (trimmed === '') return setProblem('Enter a discount code.');
    setProblem(null);
    if (await onApply(trimmed)) setCode('');
  };
  return (
    <section className="CartCoupons" aria-labelledby={`${id}-title`}>
      <h2 className="CartSummary-title" id={`${id}-title`}>
        Discount code
      </h2>
      <form className="CartCoupons-form" noValidate onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`${id}-code`}>
          Discount code
        </label>
        <input
          id={`${id}-code`}
          className="CartCoupons-input"
          type="text"
          autoComplete="off"
          maxLength={50}
          value={code}
          aria-invalid={problem !== null ? true : undefined}
          aria-describedby={problem !== null ? `${id}-problem` : undefined}
          onInput={(e) => setCode((e.target as HTMLInputElement).value)}
        />
        <button type="submit" className="Button Button--secondary CartCoupons-apply">
          Apply
        </button>
      </form>
      {problem !== null && (
        <p className="CartEntry-problem" id={`${id}-problem`}>
          {problem}
        </p>
      )}
      {notice !== null && <Notice notice={notice} />}
      {cart.coupons.length > 0 && (
        <ul className="CartCoupons-list">
          {cart.coupons.map((c) => (
            <li key={c.code} className={c.valid ? 'CartCoupon' : 'CartCoupon is-invalid'} data-coupon-code={c.code}>
              <span className="CartCoupon-code">{c.code}</span>
              {c.valid ? (
                <span className="CartCoupon-amount">{`−${centsText(c.discountCents + c.shippingDiscountCents, currency, locale)}`}</span>
              ) : (
                <span className="CartCoupon-reason">{c.message ?? 'This code cannot be used.'}</span>
              )}
              <button type="button" className="CartCoupon-remove" aria-label={`Remove code ${c.code}`} onClick={() => onRemove(c.code)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
