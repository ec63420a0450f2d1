import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../api-client';
import {
  canCheckOut,
  CART_EMPTY,
  centsText,
  failureNotice,
  focusAfterRemoval,
  minimumCents,
  minimumSubtotalText,
  readQuantity,
  REMOVE_FAILED,
  stepQuantity,
  UPDATE_QUANTITY_FAILED,
} from './cart-page-rules';

const failure = (over: Partial<ApiFailure>): ApiFailure => ({ status: 500, crumbFail: false, message: null, code: null, ...over });

describe('cart page rules', () => {
  it('CART-27 CART-31 GAP-100 a call that got no answer: the title and "Please check your internet connection."', () => {
    expect(failureNotice(UPDATE_QUANTITY_FAILED, failure({ status: 0 }), true)).toEqual({ title: 'Unable to update quantity', reason: null, detail: 'Please check your internet connection.' });
  });

  it('CART-28 CART-32 GAP-100 any other failure: the title and "Please try again.", with a reason the visitor can act on', () => {
    expect(failureNotice(REMOVE_FAILED, failure({ status: 500, message: 'Something failed on our side.' }), true)).toEqual({ title: 'Unable to remove item', reason: null, detail: 'Please try again.' });
    expect(failureNotice(UPDATE_QUANTITY_FAILED, failure({ status: 409, message: 'Sorry, we do not have enough of that item available.' }), true)).toEqual({
      title: 'Unable to update quantity',
      reason: 'Sorry, we do not have enough of that item available.',
      detail: 'Please try again.',
    });
    expect(failureNotice(REMOVE_FAILED, failure({ status: 401, crumbFail: true }), true).reason).toBe('Your session has expired. Please reload the page and try again.');
    expect(failureNotice(REMOVE_FAILED, failure({ status: 401, crumbFail: true }), false).reason).toBe('Please enable cookies in your browser, reload the page, and try again.');
    expect(failureNotice(REMOVE_FAILED, failure({ status: 429, message: 'Too many' }), true).reason).toBe('Please try again in a few seconds.');
  });

  it('CART-26 GAP-57 the minimum message, the minimum from its decimal text, and checkout only at or above it with something in the cart', () => {
    expect(minimumSubtotalText('$50.00')).toBe('To check out, your order subtotal must be $50.00 or more.');
    expect(minimumCents({ minimumOrderSubtotal: { value: '50.00', currency: 'USD', decimalValue: '50.00', currencyCode: 'USD' } }, 'USD')).toBe(5000);
    expect(minimumCents({ minimumOrderSubtotal: { value: '1500', currency: 'JPY', decimalValue: '1500', currencyCode: 'JPY' } }, 'JPY')).toBe(1500);
    expect(canCheckOut({ entries: [{}] as never, meetsMinimumOrderSubtotal: true })).toBe(true);
    expect(canCheckOut({ entries: [{}] as never, meetsMinimumOrderSubtotal: false })).toBe(false);
    expect(canCheckOut({ entries: [], meetsMinimumOrderSubtotal: true })).toBe(false);
    expect(canCheckOut(null)).toBe(false);
  });

  it('CART-25 the empty text', () => {
    expect(CART_EMPTY).toBe('You have nothing in your shopping cart.');
  });

  it('the quantity input: a whole number from 1 to 9999 (the server\'s messages); the steps stay in range', () => {
    expect(readQuantity(' 12 ')).toEqual({ ok: true, quantity: 12 });
    expect(readQuantity('')).toEqual({ ok: false, message: 'Quantity must be a number.' });
    expect(readQuantity('abc')).toEqual({ ok: false, message: 'Quantity must be a number.' });
    expect(readQuantity('1.5')).toEqual({ ok: false, message: 'Quantity must be a whole number.' });
    expect(readQuantity('0')).toEqual({ ok: false, message: 'Quantity must be between 1 and 9999.' });
    expect(readQuantity('10000')).toEqual({ ok: false, message: 'Quantity must be between 1 and 9999.' });
    expect(stepQuantity('1', -1, 1)).toBe(1);
    expect(stepQuantity('9999', 1, 1)).toBe(9999);
    expect(stepQuantity('3', 1, 1)).toBe(4);
    expect(stepQuantity('x', 1, 5)).toBe(6);
  });

  it('FMT-02 money from minor units in the store currency', () => {
    expect(centsText(540, 'USD', 'en')).toBe('$5.40');
    expect(centsText(123456, 'USD', 'en-US')).toBe('$1,234.56');
    expect(centsText(1500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('after a removal focus goes to the line now in its place, else the one before, else nowhere (the empty text)', () => {
    expect(focusAfterRemoval(0, 2)).toBe(0);
    expect(focusAfterRemoval(2, 2)).toBe(1);
    expect(focusAfterRemoval(0, 0)).toBeNull();
  });
});
