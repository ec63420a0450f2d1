import { describe, expect, it } from 'vitest';
import { alertTitleOf, failureMessage, giftCardPageUrl, purchaseModeOf } from './purchase-request';
import type { ProductFormProps } from './product-form.types';

const base: ProductFormProps = {
  itemId: 'i',
  title: 't',
  productType: 1,
  variants: [],
  variantOptionOrdering: [],
  isSubscribable: false,
  additionalFieldsFormId: null,
  useCustomAddButtonText: false,
  customAddButtonText: '',
  multipleQuantityAllowedForServices: true,
  currency: 'USD',
  locale: 'en',
};
const failure = (over: Partial<Parameters<typeof failureMessage>[0]>) => ({ status: 400, crumbFail: false, message: null, code: null, ...over });

describe('purchase failures and modes (spec §8)', () => {
  it('ATC-22 ATC-23 a crumb failure, with and without cookies', () => {
    expect(failureMessage(failure({ status: 401, crumbFail: true, message: 'x' }), true)).toBe('Your session has expired. Please reload the page and try again.');
    expect(failureMessage(failure({ status: 401, crumbFail: true }), false)).toBe('Please enable cookies in your browser, reload the page, and try again.');
  });

  it('ATC-24 ATC-25 HTTP 429, then the server message; without one, the cart UI fallbacks', () => {
    expect(failureMessage(failure({ status: 429, message: 'Too many' }), true)).toBe('Please try again in a few seconds.');
    expect(failureMessage(failure({ status: 409, message: 'Only one of this service can be in your cart.' }), true)).toBe('Only one of this service can be in your cart.');
    expect(failureMessage(failure({ status: 0 }), true)).toBe('Please check your internet connection.');
    expect(failureMessage(failure({ status: 502 }), true)).toBe('Please try again.');
  });

  it('ATC-26 ATC-27 GIFT-03 the alert titles; SUB-03 subscriptions subscribe; GAP-76 express only where it applies', () => {
    expect(alertTitleOf(base, purchaseModeOf(base, false))).toBe('Unable to Add Item');
    expect(purchaseModeOf(base, true)).toBe('express');
    expect(alertTitleOf(base, 'express')).toBe('Unable to Purchase Item');
    const card = { ...base, productType: 4 };
    expect(purchaseModeOf(card, true)).toBe('gift-card');
    expect(purchaseModeOf(card, false)).toBe('gift-card');
    expect(alertTitleOf(card, 'gift-card')).toBe('Unable to purchase Gift Card');
    expect(purchaseModeOf({ ...base, isSubscribable: true }, false)).toBe('subscription');
    expect(purchaseModeOf({ ...base, additionalFieldsFormId: 'f' }, true)).toBe('cart');
  });

  it('GIFT-01 the gift card page is reached with the item id and the chosen variant', () => {
    expect(giftCardPageUrl({ itemId: 'abc', giftCardUrl: '/checkout/gift-card' }, 'GIFT 25&x')).toBe('/checkout/gift-card?itemId=abc&sku=GIFT+25%26x');
    expect(giftCardPageUrl({ itemId: 'abc' }, 'G-50')).toBe('/checkout/gift-card?itemId=abc&sku=G-50');
  });
});
