/**
 * The checkout form (GAP-51, GAP-52, GAP-61): contact email, the shipping address and option
 * when the cart ships, discount codes and gift cards, payment and its billing address, then
 * place order. One
 * idempotency key per attempt, kept while the outcome is unknown (a double click, a retry after
 * a lost answer), so an attempt never makes two orders; the payment's extra step in a confirm
 * dialog; refusals next to their fields and listed in an error summary that takes focus; then
 * the order confirmed page. The order summary beside the form is the server's: the island only
 * keeps its totals in step.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ApiFailure, ApiResult } from '../api-client';
import { publishCart } from '../cart-events';
import { AddressFields } from '../components/AddressFields';
import { BillingAddressFields } from '../components/BillingAddressFields';
import { emptyAddress, type AddressInput } from '../components/address-input';
import { emptyCard, type CardInput } from '../components/card-input';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { TextField } from '../components/TextField';
import { createAttemptKeys } from '../components/idempotency-key';
import { failureMessage } from '../product-form/purchase-request';
import { formatMoney, parseDecimal, type Currency } from '../../shared/money';
import { confirmPayment, placedOf, placeOrder } from './checkout-api';
import {
  billingAsked,
  checkoutBody,
  checkoutErrors,
  ERROR_ORDER,
  giftCardCoverage,
  giftCardLinesCents,
  instalmentOffer,
  PAYMENT_NOT_CONFIRMED,
  placeFailure,
  totalsText,
  type CheckoutInput,
  type PaymentMethod,
} from './checkout-rules';
import type { CheckoutAnswer, CheckoutProps, ShoppingCart } from './checkout.types';
import { DiscountFields } from './DiscountFields';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import { PaymentChoice } from './PaymentChoice';
import { ShippingChoice } from './ShippingChoice';
import { syncSummaryTotals } from './summary-totals';
import { useCartChoices } from './use-cart-choices';

/** The element id showing a form key's error. */
function targetOf(key: string): string {
  if (key.startsWith('address.')) return `shipping-${key.slice('address.'.length)}`;
  if (key.startsWith('billing.')) return `billing-${key.slice('billing.'.length)}`;
  if (key.startsWith('card.')) return `checkout-card-${key.slice('card.'.length)}`;
  const ids: Record<string, string> = { email: 'checkout-email', shippingOption: 'checkout-shipping-options', coupon: 'checkout-coupon', giftCard: 'checkout-gift-card' };
  return ids[key] ?? 'checkout-payment';
}

/** The errors under `prefix` (`address.`), keyed by the rest. */
function scoped(errors: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) if (key.startsWith(prefix)) out[key.slice(prefix.length)] = message;
  return out;
}

export function Checkout({ props, initialCart }: { props: CheckoutProps; initialCart: ShoppingCart }) {
  const currency = props.currency as Currency;
  const { locale } = props;
  const money = (amount: number) => formatMoney({ amount, currency }, locale);
  const [cart, setCart] = useState(initialCart);
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState<AddressInput>(() => {
    const known = initialCart.shippingLocation;
    return { ...emptyAddress(known?.country ?? 'US'), region: known?.region ?? '', postalCode: known?.postalCode ?? '' };
  });
  const [billingSame, setBillingSame] = useState(true);
  const [billing, setBilling] = useState<AddressInput>(() => emptyAddress(initialCart.shippingLocation?.country ?? 'US'));
  const [card, setCard] = useState<CardInput>(emptyCard);
  const [method, setMethod] = useState<PaymentMethod>('card');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [busy, setBusy] = useState<'placing' | 'confirming' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const [summaryFocus, setSummaryFocus] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const keys = useMemo(() => createAttemptKeys(), []);
  const inFlight = useRef(false);

  const updateCart = useCallback((next: ShoppingCart) => {
    setCart(next);
    publishCart(next);
  }, []);
  const failureText = (failure: ApiFailure) => failureMessage(failure, navigator.cookieEnabled);
  const setError = useCallback((key: string, message: string | null) => {
    setErrors((old) => {
      const next = { ...old };
      if (message === null) delete next[key];
      else next[key] = message;
      return next;
    });
  }, []);

  const giftLines = useMemo(() => giftCardLinesCents(cart, props.giftCardEntryIds), [cart, props.giftCardEntryIds]);
  const choices = useCartChoices({ cart, address, currency, giftLinesCents: giftLines, updateCart, setError, setStatus });
  const coverage = useMemo(() => giftCardCoverage(choices.giftCards, cart.grandTotalCents, giftLines), [choices.giftCards, cart.grandTotalCents, giftLines]);
  const offer = instalmentOffer(props.instalments, cart.grandTotalCents, coverage.amountDueCents, currency, locale);
  const payWith: PaymentMethod = offer.kind === 'available' ? method : 'card';

  useLayoutEffect(() => syncSummaryTotals(document, totalsText(cart, coverage, currency, locale)), [cart, coverage, currency, locale]);
  useLayoutEffect(() => {
    if (summaryFocus > 0) summary.current?.focus();
  }, [summaryFocus]);

  const fail = (fields: Record<string, string>, messages: string[]) => {
    setErrors(fields);
    setGeneral(messages);
    setStatus('');
    setSummaryFocus((n) => n + 1);
  };

  /** Reads an answer of the checkout or confirm call; true when the browser is leaving for the order page. */
  const settle = (result: ApiResult<CheckoutAnswer>): boolean => {
    if (result.ok) {
      const placed = placedOf(result.data);
      if (placed !== null) {
        keys.settle(200, null);
        setStatus('Your order is placed. Opening your order confirmation…');
        window.location.assign(placed.orderConfirmedUrl);
        return true;
      }
      // The payment's extra step: the same key confirms it.
      setStatus('');
      setConfirming(true);
      return false;
    }
    keys.settle(result.failure.status, result.failure.code);
    const placed = placeFailure(result.failure, failureText(result.failure));
    fail(placed.fields, placed.general === null ? [] : [placed.general]);
    return false;
  };

  const input = (): CheckoutInput => ({
    email,
    requiresShipping: cart.requiresShipping,
    address,
    billingSame,
    billing,
    shippingOptionMissing: cart.shippingOptions.length > 0 && cart.selectedShippingOption === null,
    method: payWith,
    card,
    amountDueCents: coverage.amountDueCents,
  });

  /** Runs one call of the order at a time: a second click while one is out does nothing. */
  const run = async (kind: 'placing' | 'confirming', call: () => Promise<ApiResult<CheckoutAnswer> | string>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(kind);
    setStatus(kind === 'placing' ? 'Placing your order…' : 'Confirming your payment…');
    let leaving = false;
    try {
      const result = await call();
      if (typeof result === 'string') fail({}, [result]);
      else leaving = settle(result);
    } finally {
      if (!leaving) {
        inFlight.current = false;
        setBusy(null);
      }
    }
  };

  const submit = () => {
    if (inFlight.current) return;
    const found = checkoutErrors(input(), new Date());
    if (Object.keys(found).length > 0) return fail(found, []);
    setErrors({});
    setGeneral([]);
    const body = input();
    void run('placing', async () => {
      // The cart is priced for where the order goes (GAP-53, GAP-54) before it is placed.
      const problem = cart.requiresShipping ? await choices.syncLocation(address) : null;
      if (problem !== null) return problem;
      return placeOrder(checkoutBody(body, choices.giftCards.map((g) => g.code), keys.current()));
    });
  };

  const answer = useRef<(confirmed: boolean) => void>(() => undefined);
  answer.current = (confirmed: boolean) => {
    setConfirming(false);
    if (!confirmed) {
      // A new attempt (new key) when the buyer places the order again.
      keys.settle(400, null);
      fail({ payment: PAYMENT_NOT_CONFIRMED }, []);
      return;
    }
    void run('confirming', () => confirmPayment(keys.current()));
  };
  const onConfirmAnswer = useCallback((confirmed: boolean) => answer.current(confirmed), []);

  const billingAsk = billingAsked({ requiresShipping: cart.requiresShipping, billingSame, amountDueCents: coverage.amountDueCents });
  // Billing fields that are not shown (the shipping address is the billing address) list no error.
  const listed = (key: string) => errors[key] !== undefined && (billingAsk === 'own' || !key.startsWith('billing.'));
  const summaryItems: ErrorSummaryItem[] = ERROR_ORDER.filter(listed).map((key) => ({ target: targetOf(key), message: errors[key]! }));
  const minimum = cart.meetsMinimumOrderSubtotal ? null : money(parseDecimal(cart.minimumOrderSubtotal.value, currency) ?? 0);

  return (
    <form
      className="CheckoutForm"
      noValidate
      aria-label="Checkout"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <ErrorSummary ref={summary} general={general} items={summaryItems} />
      {minimum !== null && <p className="FormProblem">To check out, your order subtotal must be {minimum} or more.</p>}
      <fieldset className="FieldGroup">
        <legend className="FieldGroup-legend">Contact</legend>
        <TextField id="checkout-email" label="Email" type="email" inputMode="email" autoComplete="email" required maxLength={254} value={email} onChange={setEmail} error={errors.email} hint="We send your receipt to this address." />
      </fieldset>
      {cart.requiresShipping && <AddressFields prefix="shipping" legend="Shipping address" value={address} onChange={setAddress} errors={scoped(errors, 'address.')} locale={locale} />}
      {cart.requiresShipping && (
        <ShippingChoice
          options={cart.shippingOptions}
          selectedId={choices.pendingOptionId ?? cart.selectedShippingOption?.id ?? null}
          located={cart.shippingLocation !== null}
          currency={currency}
          locale={locale}
          error={errors.shippingOption}
          onChoose={(id) => void choices.chooseOption(id)}
        />
      )}
      <DiscountFields
        currency={currency}
        locale={locale}
        coupons={cart.coupons}
        giftCards={choices.giftCards}
        coverage={coverage}
        errors={errors}
        busy={choices.busy}
        onAddCoupon={choices.addCouponCode}
        onRemoveCoupon={(code) => void choices.removeCouponCode(code)}
        onAddGiftCard={choices.addGiftCard}
        onRemoveGiftCard={choices.removeGiftCard}
      />
      <PaymentChoice
        amountDueCents={coverage.amountDueCents}
        offer={offer}
        method={payWith}
        onMethod={setMethod}
        card={card}
        onCard={setCard}
        cardErrors={scoped(errors, 'card.')}
        testMode={props.testMode}
        error={errors.payment}
      />
      {billingAsk !== 'none' && (
        <BillingAddressFields
          offerShipping={cart.requiresShipping}
          same={billingSame}
          onSame={setBillingSame}
          value={billing}
          onChange={setBilling}
          errors={scoped(errors, 'billing.')}
          locale={locale}
        />
      )}
      <div className="FormActions">
        <button type="submit" className="Button Button--large CheckoutForm-submit" aria-disabled={busy !== null ? true : undefined}>
          {busy === 'placing' ? 'Placing order…' : busy === 'confirming' ? 'Confirming payment…' : 'Place order'}
        </button>
        <span className="CheckoutForm-total">Total to pay: {money(coverage.amountDueCents)}</span>
      </div>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {confirming && (
        <ConfirmDialog
          title="Confirm your payment"
          message={`Your card issuer asks you to confirm this payment of ${money(coverage.amountDueCents)}. Confirm it to place your order.`}
          confirmLabel="Confirm payment"
          cancelLabel="Cancel"
          onAnswer={onConfirmAnswer}
        />
      )}
    </form>
  );
}
