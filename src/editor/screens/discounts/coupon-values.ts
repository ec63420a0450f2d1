/**
 * A coupon's form values and their conversions: amounts typed in the store's currency, dates
 * as calendar days in the owner's time zone (a coupon starts at the start of its first day and
 * ends at the end of its last), and the body the contract takes.
 */
import type { OwnerCoupon } from '../../../shared/api/pricing-rules';
import type { Currency } from '../../../shared/money';
import { amountOf, amountText, money } from '../store-settings/store-settings-data';

export type CouponType = OwnerCoupon['type'];

export interface CouponValues {
  code: string;
  type: CouponType;
  percentOff: string;
  amountOff: string;
  minimum: string;
  startsOn: string;
  endsOn: string;
  usageLimit: string;
  active: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** Epoch ms → "YYYY-MM-DD" in the browser's time zone. */
export function dayOf(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
/** "YYYY-MM-DD" → the first or last millisecond of that day in the browser's time zone. */
export function instantOf(day: string, end: boolean): number {
  return new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).getTime();
}

export function couponValuesOf(coupon: OwnerCoupon | null, currency: Currency): CouponValues {
  return {
    code: coupon?.code ?? '',
    type: coupon?.type ?? 'PERCENTAGE',
    percentOff: coupon?.percentOff === null || coupon === null ? '' : String(coupon.percentOff),
    amountOff: coupon?.amountOffCents === null || coupon === null ? '' : amountText(coupon.amountOffCents, currency),
    minimum: coupon === null || coupon.minimumSubtotalCents === 0 ? '' : amountText(coupon.minimumSubtotalCents, currency),
    startsOn: coupon?.startsAt === null || coupon === null ? '' : dayOf(coupon.startsAt),
    endsOn: coupon?.expiresAt === null || coupon === null ? '' : dayOf(coupon.expiresAt),
    usageLimit: coupon?.usageLimit === null || coupon === null ? '' : String(coupon.usageLimit),
    active: coupon?.active ?? true,
  };
}

export function couponBodyOf(values: CouponValues, currency: Currency) {
  return {
    code: values.code.trim(),
    type: values.type,
    percentOff: values.type === 'PERCENTAGE' ? Number(values.percentOff) : null,
    amountOffCents: values.type === 'FIXED_AMOUNT' ? amountOf(values.amountOff, currency) : null,
    minimumSubtotalCents: values.minimum.trim() === '' ? 0 : (amountOf(values.minimum, currency) ?? 0),
    startsAt: values.startsOn === '' ? null : instantOf(values.startsOn, false),
    expiresAt: values.endsOn === '' ? null : instantOf(values.endsOn, true),
    usageLimit: values.usageLimit.trim() === '' ? null : Number(values.usageLimit),
    active: values.active,
  };
}

/** The body that replaces a coupon with only its on/off state changed. */
export function couponToggleBody(coupon: OwnerCoupon, active: boolean) {
  const { code, type, percentOff, amountOffCents, minimumSubtotalCents, startsAt, expiresAt, usageLimit } = coupon;
  return { code, type, percentOff, amountOffCents, minimumSubtotalCents, startsAt, expiresAt, usageLimit, active };
}

export function discountText(coupon: OwnerCoupon, currency: Currency): string {
  if (coupon.type === 'PERCENTAGE') return `${coupon.percentOff ?? 0}% off`;
  if (coupon.type === 'FIXED_AMOUNT') return `${money(coupon.amountOffCents ?? 0, currency)} off`;
  return 'Free shipping';
}

const dateText = (ms: number) => new Date(ms).toLocaleDateString('en', { year: 'numeric', month: 'short', day: 'numeric' });

export function conditionsText(coupon: OwnerCoupon, currency: Currency): string {
  const parts: string[] = [];
  if (coupon.minimumSubtotalCents > 0) parts.push(`Orders of ${money(coupon.minimumSubtotalCents, currency)} or more`);
  if (coupon.startsAt !== null) parts.push(`from ${dateText(coupon.startsAt)}`);
  if (coupon.expiresAt !== null) parts.push(`until ${dateText(coupon.expiresAt)}`);
  return parts.length === 0 ? 'Any order, no end date' : parts.join(', ');
}

export function usageText(coupon: OwnerCoupon): string {
  const used = `Used ${coupon.redemptionCount} ${coupon.redemptionCount === 1 ? 'time' : 'times'}`;
  return coupon.usageLimit === null ? used : `${used} of ${coupon.usageLimit}`;
}

/** What shoppers see of it now: off, not started, ended, used up, or active. */
export function couponState(coupon: OwnerCoupon, now: number): 'Disabled' | 'Scheduled' | 'Expired' | 'Used up' | 'Active' {
  if (!coupon.active) return 'Disabled';
  if (coupon.startsAt !== null && now < coupon.startsAt) return 'Scheduled';
  if (coupon.expiresAt !== null && now >= coupon.expiresAt) return 'Expired';
  if (coupon.usageLimit !== null && coupon.redemptionCount >= coupon.usageLimit) return 'Used up';
  return 'Active';
}
