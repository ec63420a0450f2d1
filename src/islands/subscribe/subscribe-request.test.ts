import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../components/address-input';
import { fieldIdOf, fieldOrder, groupErrors, readAnswer, subscribeBody, subscribeErrors, type SubscribeInput } from './subscribe-request';

const NOW = new Date(2026, 10, 21);
const address = { ...emptyAddress(), name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345' };
const card = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };
const billingAddress = { ...emptyAddress('GB'), name: 'Ada Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH' };
/** A filled form billed to the shipping address, as it starts. */
const filled = (over: Partial<SubscribeInput> = {}): SubscribeInput => ({ email: 'ada@example.com', shipping: address, billingSame: true, billing: emptyAddress(), card, ...over });

describe('subscription page checkout (SUB-02, GAP-62)', () => {
  it('GAP-62 checks email, the shipping address of physical goods and the card before paying', () => {
    const empty = { email: 'ada', shipping: emptyAddress(), billingSame: true, billing: emptyAddress(), card: { number: '42', expiry: '13/30', cvc: '1' } };
    expect(subscribeErrors(empty, true, NOW)).toEqual({
      'subscribe-email': 'Please enter a valid email.',
      'shipping-name': 'Enter the name of the person receiving the order.',
      'shipping-line1': 'Enter the street address.',
      'shipping-city': 'Enter the city.',
      'shipping-postalCode': 'Enter the postal code.',
      'card-number': 'Your card number is incorrect.',
      'card-expiry': 'Enter the expiry date as MM / YY.',
      'card-cvc': 'Your card security code is incorrect.',
    });
    expect(Object.keys(subscribeErrors(empty, false, NOW)).some((k) => k.startsWith('shipping-'))).toBe(false);
    expect(subscribeErrors(filled(), true, NOW)).toEqual({});
    expect(subscribeErrors(filled({ card: { ...card, expiry: '10/26' } }), true, NOW)).toEqual({ 'card-expiry': 'Your card has expired.' });
    expect(fieldOrder(true, true)).toEqual(['subscribe-email', ...['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'].map((f) => `shipping-${f}`), 'card-number', 'card-expiry', 'card-cvc']);
    expect(groupErrors({ 'card-number': 'n', 'shipping-city': 'c' }, 'card')).toEqual({ number: 'n' });
  });

  it('GAP-52 the billing address: the shipping address unless unchecked, asked directly for a service, checked like the shipping address', () => {
    const billingIds = ['name', 'line1', 'line2', 'city', 'region', 'postalCode', 'country'].map((f) => `billing-${f}`);
    expect(fieldOrder(false, true)).toEqual(['subscribe-email', 'card-number', 'card-expiry', 'card-cvc', ...billingIds]);
    expect(fieldOrder(true, false).slice(-7)).toEqual(billingIds);
    const missing = {
      'billing-name': 'Enter the name on the billing address.',
      'billing-line1': 'Enter the street address.',
      'billing-city': 'Enter the city.',
      'billing-postalCode': 'Enter the postal code.',
    };
    expect(subscribeErrors(filled({ billingSame: false }), true, NOW)).toEqual(missing);
    expect(subscribeErrors(filled(), false, NOW)).toEqual(missing);
    expect(subscribeErrors(filled({ billingSame: false, billing: { ...billingAddress, postalCode: 'x'.repeat(21) } }), true, NOW)).toEqual({ 'billing-postalCode': 'At most 20 characters.' });
    const sentShipping = { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' };
    const sentBilling = { name: 'Ada Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', country: 'GB' };
    expect(subscribeBody(filled(), true, 'key-12345678').billingAddress).toEqual(sentShipping);
    expect(subscribeBody(filled({ billingSame: false, billing: billingAddress }), true, 'key-12345678').billingAddress).toEqual(sentBilling);
    expect(subscribeBody(filled({ billing: billingAddress }), false, 'key-12345678')).toMatchObject({ billingAddress: sentBilling });
    expect(subscribeBody(filled({ billing: billingAddress }), false, 'key-12345678')).not.toHaveProperty('shippingAddress');
    expect(fieldIdOf('billingAddress.postalCode')).toBe('billing-postalCode');
    expect(fieldIdOf('billingAddress')).toBe('billing-line1');
    expect(fieldIdOf('billingAddress.__proto__')).toBeNull();
    expect(groupErrors({ 'billing-city': 'c', 'shipping-city': 's' }, 'billing')).toEqual({ city: 'c' });
  });

  it('GAP-62 the checkout body: the card as numbers, the address only for physical goods, the attempt key', () => {
    expect(subscribeBody(filled({ email: ' ada@example.com ' }), true, 'key-12345678')).toEqual({
      email: 'ada@example.com',
      shippingAddress: { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
      billingAddress: { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
      payment: { type: 'card', number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      idempotencyKey: 'key-12345678',
    });
    expect(subscribeBody(filled({ email: 'a@b.co' }), false, 'k')).not.toHaveProperty('shippingAddress');
  });

  it("GAP-62 answers: 206 data goes to the confirmed page, 202 asks for the extra step, the server's field errors land on their fields", () => {
    expect(readAnswer({ ok: true, data: { pageType: 206, subscriptionConfirmedUrl: '/checkout/subscription-confirmed?subscriptionId=s&token=t' } as never })).toEqual({
      kind: 'confirmed',
      url: '/checkout/subscription-confirmed?subscriptionId=s&token=t',
    });
    expect(readAnswer({ ok: true, data: { status: 'requires_action', action: { type: 'confirm' } } as never })).toEqual({ kind: 'requires-action' });
    expect(readAnswer({ ok: true, data: { subscriptionConfirmedUrl: 'https://elsewhere.example/' } as never }).kind).toBe('failed');
    const failure = { status: 400, crumbFail: false, message: 'One or more fields is invalid, please check your entries.', code: 'VALIDATION_FAILED', errors: { 'shippingAddress.postalCode': 'Too long', 'payment.expYear': 'Too small', idempotencyKey: 'x' } };
    expect(readAnswer({ ok: false, failure })).toEqual({ kind: 'failed', failure, fields: { 'shipping-postalCode': 'Too long', 'card-expiry': 'Too small' } });
    expect(fieldIdOf('email')).toBe('subscribe-email');
    expect(fieldIdOf('shippingAddress')).toBe('shipping-line1');
    expect(fieldIdOf('shippingAddress.__proto__')).toBeNull();
  });
});
