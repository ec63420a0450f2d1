/**
 * The owner's input for tax rules, shipping zones and coupons, validated with field messages
 * (a bad field answers 400 with `data.errors`). Parsed values are normalised: countries in
 * upper case, blank texts null, the tax rate in parts per million.
 */
import { z } from 'zod';
import { parseRatePercent } from './tax-rate';
import { COUPON_TYPES, PRICING_RULES_LIMITS, REST_OF_WORLD } from './pricing-rules.types';

/** The largest amount an order may hold (orders check the same bound). */
const MAX_MINOR_UNITS = 2_000_000_000;

const name = z.string().trim().min(1, 'Enter a name.').max(200);
const minor = z.number().int('A whole number of minor units.').min(0).max(MAX_MINOR_UNITS);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v));
const countryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'A two-letter country code.')
  .transform((c) => c.toUpperCase());
const unique = (list: string[]) => new Set(list).size === list.length;

/** The rate as a percentage: decimal text ("8.875") or a number; kept exact in parts per million. */
const ratePercent = z.union([z.string().max(20), z.number()]).transform((value, ctx) => {
  const ppm = parseRatePercent(String(value));
  if (ppm === null) {
    ctx.addIssue({ code: 'custom', message: 'A percentage from 0 to 100 with at most 4 decimals, e.g. "8.875".' });
    return z.NEVER;
  }
  return ppm;
});

export const taxRuleInputSchema = z
  .strictObject({
    name,
    rate: ratePercent,
    country: countryCode,
    region: optionalText(100),
    appliesToShipping: z.boolean().optional().default(false),
  })
  .transform(({ rate, ...rest }) => ({ ...rest, ratePpm: rate }));
export type TaxRuleInput = z.infer<typeof taxRuleInputSchema>;

const shippingOptionInput = z.strictObject({
  /** Keep an option's id when editing a zone, so carts that chose it keep it. */
  id: z.string().trim().min(1).max(64).optional(),
  name,
  costCents: minor,
  freeOverCents: minor.nullable().optional().transform((v) => v ?? null),
  deliveryEstimate: optionalText(200),
});

export const shippingZoneInputSchema = z.strictObject({
  name,
  countries: z
    .array(z.union([z.literal(REST_OF_WORLD), countryCode]))
    .min(1, 'Name at least one country, or "*" for the rest of the world.')
    .max(300)
    .refine(unique, 'Name each country once.'),
  options: z
    .array(shippingOptionInput)
    .min(1, 'Add at least one shipping option.')
    .max(PRICING_RULES_LIMITS.maxOptionsPerZone)
    .refine((options) => unique(options.flatMap((o) => (o.id === undefined ? [] : [o.id]))), 'Option ids must differ.'),
});
export type ShippingZoneInput = z.infer<typeof shippingZoneInputSchema>;

/** Epoch milliseconds or ISO 8601 text; null or absent: no bound. */
const instant = z
  .union([z.number().int().min(0), z.iso.datetime({ offset: true })])
  .nullable()
  .optional()
  .transform((v) => (v === undefined || v === null ? null : typeof v === 'number' ? v : Date.parse(v)));

export const couponInputSchema = z
  .strictObject({
    code: z
      .string()
      .trim()
      .min(1, 'Enter a code.')
      .max(PRICING_RULES_LIMITS.maxCodeLength)
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Letters, digits, dashes and underscores.'),
    type: z.enum(COUPON_TYPES),
    percentOff: z.number().int().min(1).max(100).nullable().optional().transform((v) => v ?? null),
    amountOffCents: minor.min(1).nullable().optional().transform((v) => v ?? null),
    minimumSubtotalCents: minor.optional().default(0),
    startsAt: instant,
    expiresAt: instant,
    usageLimit: z.number().int().min(1).max(1_000_000_000).nullable().optional().transform((v) => v ?? null),
    active: z.boolean().optional().default(true),
  })
  .superRefine((c, ctx) => {
    const need = (field: 'percentOff' | 'amountOffCents', wanted: boolean, message: string) => {
      if ((c[field] !== null) !== wanted) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    need('percentOff', c.type === 'PERCENTAGE', c.type === 'PERCENTAGE' ? 'Enter the percentage off, 1 to 100.' : 'Only percentage coupons have a percentage.');
    need('amountOffCents', c.type === 'FIXED_AMOUNT', c.type === 'FIXED_AMOUNT' ? 'Enter the amount off.' : 'Only fixed-amount coupons have an amount.');
    if (c.startsAt !== null && c.expiresAt !== null && c.expiresAt <= c.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: 'A coupon must expire after it starts.' });
    }
  });
export type CouponInput = z.infer<typeof couponInputSchema>;
