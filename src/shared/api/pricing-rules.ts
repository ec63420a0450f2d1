/**
 * The owner's pricing rules' contract ('commerce.settings'): tax rules (GAP-53), shipping zones
 * (GAP-54) and coupons (GAP-55) under /api/admin/store/. The input schemas check each field with
 * its own message (400 with `data.errors`) and normalise what they accept: countries in upper
 * case, blank texts null, the tax rate in parts per million. The pricing-rules module stores
 * their output; the coupon kinds are the cart's (`cart.ts`), which answers them too.
 */
import { z } from 'zod';
import { parseRatePercent } from '../tax-rate';
import { COUPON_CODE_MAX_LENGTH, COUPON_TYPES } from './cart';

/** `'*'` in a zone's countries: the rest of the world (every country no other zone names). */
export const REST_OF_WORLD = '*';
/** Options one zone may hold (the cart lists them all). */
export const SHIPPING_OPTIONS_PER_ZONE_MAX = 20;

// ── Shapes in answers ──────────────────────────────────────────────────────────────────────

export const OwnerTaxRule = z
  .object({
    id: z.string(),
    name: z.string(),
    rate: z.string().meta({ description: 'A percentage in decimal text, e.g. "8.875" (at most 4 fraction digits).' }),
    country: z.string(),
    region: z.string().nullable().meta({ description: 'null: every region of the country.' }),
    appliesToShipping: z.boolean(),
    created: z.number(),
    updated: z.number(),
  })
  .meta({ id: 'OwnerTaxRule' });
export type OwnerTaxRule = z.infer<typeof OwnerTaxRule>;

export const OwnerShippingOption = z
  .object({
    id: z.string().meta({ description: 'Stable across edits of the zone (a cart keeps the id of its chosen option).' }),
    name: z.string(),
    costCents: z.number(),
    freeOverCents: z.number().nullable().meta({ description: "Free once the subtotal after discounts reaches this; null: never free." }),
    deliveryEstimate: z.string().nullable(),
  })
  .meta({ id: 'OwnerShippingOption' });

export const OwnerShippingZone = z
  .object({
    id: z.string(),
    name: z.string(),
    countries: z.array(z.string()).meta({ description: `Two-letter codes, or "${REST_OF_WORLD}" for the rest of the world.` }),
    options: z.array(OwnerShippingOption),
    created: z.number(),
    updated: z.number(),
  })
  .meta({ id: 'OwnerShippingZone' });
export type OwnerShippingZone = z.infer<typeof OwnerShippingZone>;

export const OwnerCoupon = z
  .object({
    id: z.string(),
    code: z.string().meta({ description: 'As the owner wrote it; visitors may type it in any case.' }),
    type: z.enum(COUPON_TYPES),
    percentOff: z.number().nullable(),
    amountOffCents: z.number().nullable(),
    minimumSubtotalCents: z.number(),
    startsAt: z.number().nullable(),
    expiresAt: z.number().nullable(),
    usageLimit: z.number().nullable().meta({ description: 'Orders that may use the coupon; null: no limit.' }),
    redemptionCount: z.number().meta({ description: 'Orders placed with it so far.' }),
    active: z.boolean(),
    created: z.number(),
    updated: z.number(),
  })
  .meta({ id: 'OwnerCoupon' });
export type OwnerCoupon = z.infer<typeof OwnerCoupon>;

export const TaxRuleListAnswer = z.object({ taxRules: z.array(OwnerTaxRule) });
export type TaxRuleListAnswer = z.infer<typeof TaxRuleListAnswer>;
export const TaxRuleAnswer = z.object({ taxRule: OwnerTaxRule });
export type TaxRuleAnswer = z.infer<typeof TaxRuleAnswer>;
export const ShippingZoneListAnswer = z.object({ shippingZones: z.array(OwnerShippingZone) });
export type ShippingZoneListAnswer = z.infer<typeof ShippingZoneListAnswer>;
export const ShippingZoneAnswer = z.object({ shippingZone: OwnerShippingZone });
export type ShippingZoneAnswer = z.infer<typeof ShippingZoneAnswer>;
export const CouponListAnswer = z.object({ coupons: z.array(OwnerCoupon) });
export type CouponListAnswer = z.infer<typeof CouponListAnswer>;
export const CouponAnswer = z.object({ coupon: OwnerCoupon });
export type CouponAnswer = z.infer<typeof CouponAnswer>;

// ── What the calls take ────────────────────────────────────────────────────────────────────

export const RuleParams = z.object({ id: z.string().min(1).max(64) });

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
const ratePercent = z
  .union([z.string().max(20), z.number()])
  .transform((value, ctx) => {
    const ppm = parseRatePercent(String(value));
    if (ppm === null) {
      ctx.addIssue({ code: 'custom', message: 'A percentage from 0 to 100 with at most 4 decimals, e.g. "8.875".' });
      return z.NEVER;
    }
    return ppm;
  })
  .meta({ description: 'A percentage from 0 to 100 with at most 4 decimals, as text ("8.875") or a number.' });

export const TaxRuleBody = z
  .strictObject({
    name,
    rate: ratePercent,
    country: countryCode,
    region: optionalText(100),
    appliesToShipping: z.boolean().optional().default(false),
  })
  .transform(({ rate, ...rest }) => ({ ...rest, ratePpm: rate }));
export type TaxRuleInput = z.infer<typeof TaxRuleBody>;

const shippingOptionInput = z.strictObject({
  /** Keep an option's id when editing a zone, so carts that chose it keep it. */
  id: z.string().trim().min(1).max(64).optional(),
  name,
  costCents: minor,
  freeOverCents: minor
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  deliveryEstimate: optionalText(200),
});

export const ShippingZoneBody = z.strictObject({
  name,
  countries: z
    .array(z.union([z.literal(REST_OF_WORLD), countryCode]))
    .min(1, 'Name at least one country, or "*" for the rest of the world.')
    .max(300)
    .refine(unique, 'Name each country once.'),
  options: z
    .array(shippingOptionInput)
    .min(1, 'Add at least one shipping option.')
    .max(SHIPPING_OPTIONS_PER_ZONE_MAX)
    .refine((options) => unique(options.flatMap((o) => (o.id === undefined ? [] : [o.id]))), 'Option ids must differ.'),
});
export type ShippingZoneInput = z.infer<typeof ShippingZoneBody>;

/** Epoch milliseconds or ISO 8601 text; null or absent: no bound. */
const instant = z
  .union([z.number().int().min(0), z.iso.datetime({ offset: true })])
  .nullable()
  .optional()
  .transform((v) => (v === undefined || v === null ? null : typeof v === 'number' ? v : Date.parse(v)));

export const CouponBody = z
  .strictObject({
    code: z
      .string()
      .trim()
      .min(1, 'Enter a code.')
      .max(COUPON_CODE_MAX_LENGTH)
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'Letters, digits, dashes and underscores.'),
    type: z.enum(COUPON_TYPES),
    percentOff: z
      .number()
      .int()
      .min(1)
      .max(100)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    amountOffCents: minor
      .min(1)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    minimumSubtotalCents: minor.optional().default(0),
    startsAt: instant,
    expiresAt: instant,
    usageLimit: z
      .number()
      .int()
      .min(1)
      .max(1_000_000_000)
      .nullable()
      .optional()
      .transform((v) => v ?? null),
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
export type CouponInput = z.infer<typeof CouponBody>;
