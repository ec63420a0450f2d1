import { describe, expect, it } from 'vitest';
import { failureOf } from '../api-client';
import { addressBody, addressErrors, countryOptions, emptyAddress } from './address-input';
import { cardBody, cardErrors, parseExpiry } from './card-input';
import { fieldErrorsOf, firstInvalid } from './field-errors';
import { createAttemptKeys, newIdempotencyKey } from './idempotency-key';

describe('shared purchase form inputs', () => {
  it('reads card expiry dates the ways people type them', () => {
    expect(parseExpiry('12 / 28')).toEqual({ expMonth: 12, expYear: 2028 });
    expect(parseExpiry('1/2031')).toEqual({ expMonth: 1, expYear: 2031 });
    expect(parseExpiry('0530')).toEqual({ expMonth: 5, expYear: 2030 });
    for (const bad of ['', '13/28', '00/28', '12/', 'soon']) expect(parseExpiry(bad)).toBeNull();
    expect(cardErrors({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: '1234' }, new Date(2026, 10, 21))).toEqual({});
    expect(cardBody({ number: '4242 4242 4242 4242', expiry: '11/26', cvc: ' 123 ' })).toEqual({ type: 'card', number: '4242424242424242', expMonth: 11, expYear: 2026, cvc: '123' });
  });

  it('checks addresses with the server limits and sends them trimmed', () => {
    const address = { ...emptyAddress('gb'), name: ' Ada ', line1: '1 Main St', city: 'London', postalCode: 'N1 9GU', region: 'x'.repeat(101) };
    expect(addressErrors(address)).toEqual({ region: 'At most 100 characters.' });
    expect(addressErrors({ ...address, region: '', country: 'GBR' })).toEqual({ country: 'Choose a country.' });
    expect(addressBody({ ...address, region: '' })).toEqual({ name: 'Ada', line1: '1 Main St', city: 'London', postalCode: 'N1 9GU', country: 'GB' });
    const countries = countryOptions('en');
    expect(countries).toContainEqual(['US', 'United States']);
    expect(countries.map(([, name]) => name)).toEqual([...countries.map(([, name]) => name)].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('keeps one idempotency key per attempt: kept while the outcome is unknown, replaced after an answer', () => {
    let made = 0;
    const keys = createAttemptKeys(() => `k${++made}`);
    expect(keys.current()).toBe('k1');
    keys.settle(0, null); // no answer: the retry must be the same attempt
    expect(keys.current()).toBe('k1');
    keys.settle(503, null);
    keys.settle(409, 'PAYMENT_IN_PROGRESS');
    expect(keys.current()).toBe('k1');
    keys.settle(402, 'PAYMENT_DECLINED');
    expect(keys.current()).toBe('k2');
    expect(newIdempotencyKey()).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });

  it("reads the server's field errors (data.errors) onto the form's fields", () => {
    const failure = failureOf(400, { status: 400, code: 'VALIDATION_FAILED', message: 'One or more fields is invalid, please check your entries.', data: { errors: { recipientEmail: 'Please enter a valid email.', other: 3 } } });
    expect(failure).toEqual({ status: 400, crumbFail: false, code: 'VALIDATION_FAILED', message: 'One or more fields is invalid, please check your entries.', errors: { recipientEmail: 'Please enter a valid email.' } });
    expect(failureOf(402, { message: 'Your card was declined.' })).not.toHaveProperty('errors');
    expect(fieldErrorsOf(failure)).toEqual({ recipientEmail: 'Please enter a valid email.' });
    expect(fieldErrorsOf(failure, () => null)).toEqual({});
    expect(firstInvalid(['a', 'b', 'c'], { c: 'x', b: 'y' })).toBe('b');
    expect(firstInvalid(['a'], {})).toBeNull();
  });
});
