/**
 * The coupon form's conversions (GAP-55): money typed in the store's currency becomes minor
 * units, calendar days become the start and end of the day, a toggle keeps every other field,
 * and the list's texts say what shoppers get.
 */
import { describe, expect, it } from 'vitest';
import type { OwnerCoupon } from '../../../shared/api/pricing-rules';
import { conditionsText, couponBodyOf, couponState, couponToggleBody, couponValuesOf, dayOf, discountText, instantOf, usageText } from './coupon-values';

const coupon: OwnerCoupon = {
  id: 'c1',
  code: 'SAVE5',
  type: 'FIXED_AMOUNT',
  percentOff: null,
  amountOffCents: 500,
  minimumSubtotalCents: 2000,
  startsAt: instantOf('2026-12-01', false),
  expiresAt: instantOf('2026-12-31', true),
  usageLimit: 100,
  redemptionCount: 1,
  active: true,
  created: 0,
  updated: 0,
};

describe('coupon values', () => {
  it('GAP-55 a coupon round-trips through the form: amounts in the currency, days from start to end', () => {
    const values = couponValuesOf(coupon, 'USD');
    expect(values).toMatchObject({ code: 'SAVE5', type: 'FIXED_AMOUNT', amountOff: '5.00', minimum: '20.00', startsOn: '2026-12-01', endsOn: '2026-12-31', usageLimit: '100' });
    const body = couponBodyOf(values, 'USD');
    expect(body).toEqual({ code: 'SAVE5', type: 'FIXED_AMOUNT', percentOff: null, amountOffCents: 500, minimumSubtotalCents: 2000, startsAt: coupon.startsAt, expiresAt: coupon.expiresAt, usageLimit: 100, active: true });
    expect(dayOf(body.expiresAt!)).toBe('2026-12-31');
    expect(body.expiresAt! - instantOf('2026-12-31', false)).toBe(24 * 3600 * 1000 - 1);
  });

  it('GAP-55 empty optional fields send no bound; JPY has no fraction digits; a percentage sends no amount', () => {
    const values = { ...couponValuesOf(null, 'JPY'), code: 'TEN', percentOff: '10' };
    expect(couponBodyOf(values, 'JPY')).toEqual({ code: 'TEN', type: 'PERCENTAGE', percentOff: 10, amountOffCents: null, minimumSubtotalCents: 0, startsAt: null, expiresAt: null, usageLimit: null, active: true });
    expect(couponBodyOf({ ...values, type: 'FIXED_AMOUNT', amountOff: '500' }, 'JPY').amountOffCents).toBe(500);
  });

  it('GAP-55 disabling keeps every other field', () => {
    expect(couponToggleBody(coupon, false)).toEqual({ ...couponBodyOf(couponValuesOf(coupon, 'USD'), 'USD'), active: false });
  });

  it('GAP-55 the list says the discount, conditions, usage and state', () => {
    expect(discountText(coupon, 'USD')).toBe('$5.00 off');
    expect(discountText({ ...coupon, type: 'PERCENTAGE', percentOff: 10 }, 'USD')).toBe('10% off');
    expect(discountText({ ...coupon, type: 'FREE_SHIPPING' }, 'USD')).toBe('Free shipping');
    expect(conditionsText(coupon, 'USD')).toBe('Orders of $20.00 or more, from Dec 1, 2026, until Dec 31, 2026');
    expect(usageText(coupon)).toBe('Used 1 time of 100');
    expect(usageText({ ...coupon, usageLimit: null, redemptionCount: 0 })).toBe('Used 0 times');
    expect(couponState(coupon, instantOf('2026-11-30', false))).toBe('Scheduled');
    expect(couponState(coupon, instantOf('2026-12-15', false))).toBe('Active');
    expect(couponState(coupon, instantOf('2027-01-01', false))).toBe('Expired');
    expect(couponState({ ...coupon, redemptionCount: 100 }, instantOf('2026-12-15', false))).toBe('Used up');
    expect(couponState({ ...coupon, active: false }, instantOf('2026-12-15', false))).toBe('Disabled');
  });
});
