/**
 * The buyer's coupon and shipping choices as input: the cart API (api/commerce-cart-choices)
 * and the cart page's no-script forms (storefront/cart-page-choice-forms) parse with these.
 */
import { z } from 'zod';
import { PRICING_RULES_LIMITS } from '../../modules/pricing-rules';

export const CouponBody = z.looseObject({
  code: z
    .string()
    .trim()
    .min(1, 'Enter a discount code.')
    .max(PRICING_RULES_LIMITS.maxCodeLength, `A discount code has at most ${PRICING_RULES_LIMITS.maxCodeLength} characters.`)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]+$/, 'A discount code is plain text.'),
});
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));
export const LocationBody = z.looseObject({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'A two-letter country code.')
    .transform((c) => c.toUpperCase()),
  region: optionalText(100),
  postalCode: optionalText(20),
});
export const OptionBody = z.looseObject({ optionId: z.string().trim().min(1, 'Choose a shipping option.').max(64) });
