import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../components/address-input';
import { fieldIdOf, fieldOrder, groupErrors, readAnswer, subscribeBody, subscribeErrors } from './subscribe-request';

const NOW = new Date(2026, 10, 21);
const address = { ...emptyAddress(), name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345' };
const card = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('subscription page checkout (SUB-02, GAP-62)', () => {
  it('GAP-62 checks email, the shipping address of physical goods and the card before paying', () => {
    const empty = { email: 'ada', shipping: emptyAddress(), card: { number: '42', expiry: '13/30', cvc: '1' } };
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
    expect(subscribeErrors({ email: 'ada@example.com', shipping: address, card }, true, NOW)).toEqual({});
    expect(subscribeErrors({ email: 'ada@example.com', shipping: address, card: { ...card, expiry: '10/26' } }, true, NOW)).toEqual({ 'card-expiry': 'Your card has expired.' });
    expect(fieldOrder(false)).toEqual(['subscribe-email', 'card-number', 'card-expiry', 'card-cvc']);
    expect(groupErrors({ 'card-number': 'n', 'shipping-city': 'c' }, 'card')).toEqual({ number: 'n' });
  });

  it('GAP-62 the checkout body: the card as numbers, the address only for physical goods, the attempt key', () => {
    expect(subscribeBody({ email: ' ada@example.com ', shipping: address, card }, true, 'key-12345678')).toEqual({
      email: 'ada@example.com',
      shippingAddress: { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' },
      payment: { type: 'card', number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
      idempotencyKey: 'key-12345678',
    });
    expect(subscribeBody({ email: 'a@b.co', shipping: address, card }, false, 'k')).not.toHaveProperty('shippingAddress');
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
