import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../components/address-input';
import { emptyCard } from '../components/card-input';
import {
  billingAsked,
  checkoutBody,
  checkoutErrors,
  EMAIL_INVALID,
  EMAIL_MISSING,
  formKeyOf,
  giftCardCoverage,
  instalmentOffer,
  locationOf,
  placeFailure,
  sameLocation,
  SHIPPING_OPTION_MISSING,
  totalsText,
  type CheckoutInput,
} from './checkout-rules';
import type { ShoppingCart } from './checkout.types';

const NOW = new Date(2026, 10, 21);
const address = { ...emptyAddress('US'), name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345' };
const card = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };
const input = (over: Partial<CheckoutInput> = {}): CheckoutInput => ({
  email: 'ada@example.com',
  requiresShipping: true,
  address,
  billingSame: true,
  billing: emptyAddress('US'),
  shippingOptionMissing: false,
  method: 'card',
  card,
  amountDueCents: 5000,
  ...over,
});
const failure = (over: Partial<{ status: number; code: string | null; errors: Record<string, string> }>) => ({ status: 400, crumbFail: false, message: 'x', code: null, ...over });

describe('checkout rules', () => {
  it('GAP-61 gift cards pay in order, up to what is left, never for gift card lines', () => {
    const cards = [
      { code: 'A', last4: 'AAAA', balanceCents: 3000 },
      { code: 'B', last4: 'BBBB', balanceCents: 5000 },
      { code: 'C', last4: 'CCCC', balanceCents: 1000 },
    ];
    expect(giftCardCoverage(cards, 6000, 0)).toEqual({
      paying: [
        { ...cards[0], amountCents: 3000 },
        { ...cards[1], amountCents: 3000 },
      ],
      paidCents: 6000,
      amountDueCents: 0,
    });
    // A 25.00 gift card line in a 75.00 order: cards pay at most 50.00.
    expect(giftCardCoverage([{ code: 'B', last4: 'BBBB', balanceCents: 10000 }], 7500, 2500)).toMatchObject({ paidCents: 5000, amountDueCents: 2500 });
    expect(giftCardCoverage([], 7500, 0)).toEqual({ paying: [], paidCents: 0, amountDueCents: 7500 });
  });

  it('GAP-52 BNPL-04 BNPL-12 the instalment option shows in range with 4 instalments, else why not', () => {
    const offer = { brand: 'Afterpay', minimumAmountCents: 3500, maximumAmountCents: 200000 };
    expect(instalmentOffer(offer, 10000, 10000, 'USD', 'en-US')).toEqual({ kind: 'available', label: 'Afterpay: 4 instalments of $25.00, interest-free' });
    expect(instalmentOffer(offer, 2000, 2000, 'USD', 'en-US')).toEqual({ kind: 'out-of-range', text: 'Paying in instalments with Afterpay is available for orders over $35.00.' });
    expect(instalmentOffer(offer, 300000, 300000, 'USD', 'en-US')).toEqual({ kind: 'out-of-range', text: 'Paying in instalments with Afterpay is available for orders up to $2,000.00.' });
    expect(instalmentOffer(null, 10000, 10000, 'USD', 'en-US')).toEqual({ kind: 'none' });
    expect(instalmentOffer(offer, 10000, 0, 'USD', 'en-US')).toEqual({ kind: 'none' });
  });

  it('checks the form before sending: email, address, shipping option, card (only when something is left to pay)', () => {
    expect(checkoutErrors(input(), NOW)).toEqual({});
    expect(checkoutErrors(input({ email: ' ' }), NOW)).toEqual({ email: EMAIL_MISSING });
    expect(checkoutErrors(input({ email: 'ada@' }), NOW)).toEqual({ email: EMAIL_INVALID });
    const errors = checkoutErrors(input({ address: emptyAddress('US'), shippingOptionMissing: true, card: emptyCard() }), NOW);
    expect(Object.keys(errors)).toEqual(['address.name', 'address.line1', 'address.city', 'address.postalCode', 'shippingOption', 'card.number', 'card.expiry', 'card.cvc']);
    expect(errors.shippingOption).toBe(SHIPPING_OPTION_MISSING);
    expect(checkoutErrors(input({ requiresShipping: false, address: emptyAddress(''), card: emptyCard(), amountDueCents: 0 }), NOW)).toEqual({});
    expect(checkoutErrors(input({ method: 'instalments', card: emptyCard() }), NOW)).toEqual({});
  });

  it('GAP-51 the body: address only when shipping, payment only when something is left, gift card codes when applied', () => {
    expect(checkoutBody(input(), [], 'key-12345678')).toEqual({
      email: 'ada@example.com',
      idempotencyKey: 'key-12345678',
      shippingAddress: { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
      billingAddress: { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
      payment: { type: 'card', number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(checkoutBody(input({ requiresShipping: false, amountDueCents: 0 }), ['GC1'], 'key-12345678')).toEqual({ email: 'ada@example.com', idempotencyKey: 'key-12345678', giftCardCodes: ['GC1'] });
    expect(checkoutBody(input({ method: 'instalments' }), [], 'k').payment).toEqual({ type: 'instalments' });
  });

  it('GAP-52 the billing address: the shipping address by default, its own fields when unchecked or when nothing ships, none when gift cards pay all', () => {
    const billing = { ...emptyAddress('GB'), name: 'Ada Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH' };
    const sentBilling = { name: 'Ada Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' };
    expect(billingAsked(input())).toBe('shipping');
    expect(billingAsked(input({ billingSame: false }))).toBe('own');
    expect(billingAsked(input({ requiresShipping: false }))).toBe('own');
    expect(billingAsked(input({ requiresShipping: false, amountDueCents: 0 }))).toBe('none');
    expect(billingAsked(input({ billingSame: false, amountDueCents: 0 }))).toBe('none');
    const missing = checkoutErrors(input({ billingSame: false }), NOW);
    expect(missing).toEqual({
      'billing.name': 'Enter the name on the billing address.',
      'billing.line1': 'Enter the street address.',
      'billing.city': 'Enter the city.',
      'billing.postalCode': 'Enter the postal code.',
    });
    expect(Object.keys(checkoutErrors(input({ requiresShipping: false, method: 'instalments' }), NOW))).toEqual(['billing.name', 'billing.line1', 'billing.city', 'billing.postalCode']);
    expect(checkoutErrors(input({ billingSame: false, billing }), NOW)).toEqual({});
    expect(checkoutBody(input({ billingSame: false, billing }), [], 'k').billingAddress).toEqual(sentBilling);
    expect(checkoutBody(input({ requiresShipping: false, billing }), [], 'k')).toMatchObject({ billingAddress: sentBilling });
    expect(checkoutBody(input({ requiresShipping: false, billing }), [], 'k')).not.toHaveProperty('shippingAddress');
    expect(checkoutBody(input({ amountDueCents: 0 }), ['GC1'], 'k')).not.toHaveProperty('billingAddress');
    expect(formKeyOf('billingAddress.postalCode')).toBe('billing.postalCode');
    expect(formKeyOf('billingAddress')).toBe('billing.line1');
    expect(formKeyOf('billingAddress.__proto__')).toBe('billing.line1');
  });

  it('GAP-52 refusals go next to their fields, a decline to the payment section, the rest above the form', () => {
    expect(formKeyOf('shippingAddress.city')).toBe('address.city');
    expect(formKeyOf('shippingAddress')).toBe('address.line1');
    expect(formKeyOf('payment.expYear')).toBe('card.expiry');
    expect(formKeyOf('payment.type')).toBe('payment');
    expect(formKeyOf('giftCardCodes.1')).toBe('giftCard');
    expect(formKeyOf('idempotencyKey')).toBeNull();
    const fields = failure({ code: 'VALIDATION_FAILED', errors: { email: 'Please enter a valid email.', 'payment.cvc': 'Your card security code is incorrect.' } });
    expect(placeFailure(fields, 'One or more fields is invalid, please check your entries.')).toEqual({
      fields: { email: 'Please enter a valid email.', 'card.cvc': 'Your card security code is incorrect.' },
      general: null,
    });
    expect(placeFailure(failure({ status: 402, code: 'PAYMENT_DECLINED' }), 'Your card was declined.')).toEqual({ fields: { payment: 'Your card was declined.' }, general: null });
    const stock = 'Sorry, we do not have enough of that item available.';
    expect(placeFailure(failure({ status: 409, code: 'INVENTORY_INSUFFICIENT' }), stock)).toEqual({ fields: {}, general: stock });
    expect(placeFailure(failure({ code: 'VALIDATION_FAILED', errors: { idempotencyKey: 'bad' } }), 'One or more fields is invalid, please check your entries.').general).not.toBeNull();
  });

  it('GAP-53 GAP-54 the shipping location of an address, and when it changed', () => {
    expect(locationOf({ ...address, region: ' IL ' })).toEqual({ country: 'US', region: 'IL', postalCode: '12345' });
    expect(locationOf({ ...address, country: '' })).toBeNull();
    expect(sameLocation({ country: 'US', region: null, postalCode: '1' }, { country: 'US', region: null, postalCode: '1' })).toBe(true);
    expect(sameLocation({ country: 'US', region: null, postalCode: '1' }, null)).toBe(false);
  });

  it('the summary totals as text; rows that do not apply are null', () => {
    const cart = { subtotalCents: 5000, discountCents: 500, shippingCostCents: 700, taxCents: 360, grandTotalCents: 5560, requiresShipping: true } as ShoppingCart;
    expect(totalsText(cart, giftCardCoverage([{ code: 'A', last4: 'AAAA', balanceCents: 2000 }], 5560, 0), 'USD', 'en-US')).toEqual({
      subtotal: '$50.00',
      discount: '−$5.00',
      shipping: '$7.00',
      tax: '$3.60',
      grandTotal: '$55.60',
      giftCards: '−$20.00',
      amountDue: '$35.60',
    });
    expect(totalsText({ ...cart, discountCents: 0, requiresShipping: false }, giftCardCoverage([], 5560, 0), 'USD', 'en-US')).toMatchObject({ discount: null, shipping: null, giftCards: null, amountDue: null });
  });
});
