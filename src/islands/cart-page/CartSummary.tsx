/**
 * The cart's totals (subtotal, discount, shipping, tax, total; GAP-53..GAP-55), the checkout
 * minimum (CART-26, GAP-57: the message, and the checkout button disabled below it) and the
 * checkout button, which goes to the checkout page. While a change is being recalculated
 * (CART-13, CART-14) the totals say so and are marked busy.
 */
import type { ShoppingCart } from '../../shared/api/cart';
import { canCheckOut, centsText, minimumCents, minimumSubtotalText } from './cart-page-rules';

export interface CartSummaryProps {
  cart: ShoppingCart;
  currency: string;
  locale: string;
  checkoutUrl: string;
  recalculating: boolean;
}

export function CartTotals({ cart, currency, locale, checkoutUrl, recalculating }: CartSummaryProps) {
  const money = (cents: number) => centsText(cents, currency, locale);
  const selected = cart.selectedShippingOption;
  const hasTax = cart.taxCents > 0 || cart.applicableTaxRules.length > 0;
  const allowed = canCheckOut(cart);
  return (
    <>
      <dl className="CartTotals" aria-busy={recalculating ? true : undefined}>
        <div>
          <dt>Subtotal</dt>
          <dd>{money(cart.subtotalCents)}</dd>
        </div>
        {cart.discountCents > 0 && (
          <div>
            <dt>Discount</dt>
            <dd>{`−${money(cart.discountCents)}`}</dd>
          </div>
        )}
        {cart.requiresShipping && (
          <div>
            <dt>Shipping</dt>
            <dd>{selected === null ? 'Calculated at checkout' : money(cart.shippingCostCents)}</dd>
          </div>
        )}
        {hasTax && (
          <div>
            <dt>Tax</dt>
            <dd>{money(cart.taxCents)}</dd>
          </div>
        )}
        <div className="CartTotals-total">
          <dt>Total</dt>
          <dd>{money(cart.grandTotalCents)}</dd>
        </div>
      </dl>
      {recalculating && (
        <p className="CartTotals-recalculating" data-cart-recalculating>
          Updating totals…
        </p>
      )}
      {!cart.meetsMinimumOrderSubtotal && (
        <p className="CartPage-minimum" id="cart-minimum">
          {minimumSubtotalText(money(minimumCents(cart, currency)))}
        </p>
      )}
      <div className="CartPage-checkout">
        {allowed ? (
          <a className="Button Button--large CartPage-checkoutButton" href={checkoutUrl}>
            Checkout
          </a>
        ) : (
          <button type="button" className="Button Button--large CartPage-checkoutButton" disabled aria-describedby={cart.meetsMinimumOrderSubtotal ? undefined : 'cart-minimum'}>
            Checkout
          </button>
        )}
      </div>
    </>
  );
}
