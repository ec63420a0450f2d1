/**
 * The cart calls' contract (spec §7, §3 Shopping cart and Cart entry; GAP-53..GAP-57): what each
 * call takes and answers, written once. The server validates and serializes with these schemas
 * and documents them (`/api/openapi.json`); the flows return and the islands read the inferred
 * types, so a change here shows up on both sides at compile time. Islands import types only
 * (`import type`) or `cart-endpoints.ts`, so zod never reaches the browser.
 */
import { z } from 'zod';
import { CURRENCIES } from '../money';

/**
 * A route's body schema: a call without a body reads as an empty object, so its fields are
 * reported missing (the house convention the handlers followed with `request.body ?? {}`).
 */
export function bodyOrEmpty<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => value ?? {}, schema);
}

// ── Shapes in answers ──────────────────────────────────────────────────────────────────────

/** `{value, currency}` money (FMT-04: both spellings), value the decimal text of minor units. */
export const Money = z
  .object({ value: z.string(), currency: z.enum(CURRENCIES), decimalValue: z.string(), currencyCode: z.enum(CURRENCIES) })
  .meta({ id: 'Money', description: 'An amount as decimal text in the store currency, in both spellings the spec allows (FMT-04).' });
export type Money = z.infer<typeof Money>;

/** Who a gift card line is for (GAP-61). */
export const CartGiftCard = z
  .object({
    recipientName: z.string(),
    recipientEmail: z.string(),
    senderName: z.string(),
    message: z.string(),
    sendDate: z.string().nullable().meta({ description: 'YYYY-MM-DD, or null: send at purchase.' }),
    sendAt: z.number().nullable().meta({ description: "When that day starts in the site's time zone (ms)." }),
  })
  .meta({ id: 'CartGiftCard' });
export type CartGiftCard = z.infer<typeof CartGiftCard>;

/** One option value of a line as the buyer sees it (src/shared/line-options.ts). */
export const CartLineOption = z
  .object({
    name: z.string(),
    value: z.string(),
    amountCents: z.number().nullable().meta({ description: "A gift card's value in minor units, shown as money in the store currency; null for other options." }),
  })
  .meta({ id: 'CartLineOption' });

export const ShoppingCartEntry = z
  .object({
    id: z.string(),
    itemId: z.string(),
    chosenVariant: z.object({ sku: z.string(), attributes: z.record(z.string(), z.string()) }),
    optionValues: z.array(CartLineOption).meta({ description: "The variant's option values as the line shows them (never the SKU)." }),
    quantity: z.number(),
    title: z.string(),
    subTotal: Money.meta({ description: 'quantity × purchasePriceCents.' }),
    purchasePriceCents: z.number().meta({ description: 'The unit price, minor units.' }),
    additionalFields: z.string().nullable().meta({ description: 'JSON text of the additional-fields answers, or null.' }),
    giftCard: CartGiftCard.optional(),
  })
  .meta({ id: 'ShoppingCartEntry' });
export type ShoppingCartEntry = z.infer<typeof ShoppingCartEntry>;

export const COUPON_TYPES = ['PERCENTAGE', 'FIXED_AMOUNT', 'FREE_SHIPPING'] as const;
export const COUPON_INVALID_REASONS = ['unknown', 'expired', 'not_applicable', 'usage_limit_reached', 'minimum_not_met'] as const;

/** GAP-07 Coupon, with the reason and its text when it cannot be used (GAP-55). */
export const CartCoupon = z
  .object({
    code: z.string(),
    type: z.enum(COUPON_TYPES).nullable(),
    valid: z.boolean(),
    discountCents: z.number(),
    shippingDiscountCents: z.number(),
    reason: z.enum(COUPON_INVALID_REASONS).nullable(),
    message: z.string().nullable(),
  })
  .meta({ id: 'CartCoupon' });
export type CartCoupon = z.infer<typeof CartCoupon>;

export const CartShippingOption = z
  .object({
    id: z.string(),
    name: z.string(),
    costCents: z.number().meta({ description: 'What the option costs this cart (0 once its free-over threshold is reached).' }),
    cost: Money,
    regularCostCents: z.number(),
    freeOverCents: z.number().nullable(),
    deliveryEstimate: z.string().nullable(),
    zoneId: z.string(),
    zoneName: z.string(),
  })
  .meta({ id: 'CartShippingOption' });
export type CartShippingOption = z.infer<typeof CartShippingOption>;

/** GAP-07 TaxRule; `rateBps` may be fractional for rates finer than a basis point. */
export const CartTaxRule = z
  .object({ id: z.string(), name: z.string(), rate: z.string(), rateBps: z.number(), country: z.string(), region: z.string().nullable(), appliesToShipping: z.boolean() })
  .meta({ id: 'CartTaxRule' });
export type CartTaxRule = z.infer<typeof CartTaxRule>;

/** GAP-07 ShippingLocation. */
export const ShippingLocation = z.object({ country: z.string(), region: z.string().nullable(), postalCode: z.string().nullable() }).meta({ id: 'ShippingLocation' });
export type ShippingLocation = z.infer<typeof ShippingLocation>;

/** The cart as every cart call answers it; money in integer minor units of the site's currency. */
export const ShoppingCart = z
  .object({
    id: z.string().nullable().meta({ description: "null until the visitor's first add makes a cart." }),
    websiteId: z.string(),
    orderId: z.string().nullable().meta({ description: "The order's id once purchased, else null." }),
    created: z.number(),
    isPurchased: z.boolean(),
    entries: z.array(ShoppingCartEntry),
    shippingOptions: z.array(CartShippingOption),
    applicableTaxRules: z.array(CartTaxRule),
    coupons: z.array(CartCoupon),
    validCoupons: z.array(CartCoupon),
    invalidCoupons: z.array(CartCoupon),
    selectedShippingOption: CartShippingOption.nullable(),
    shippingLocation: ShippingLocation.nullable(),
    taxCents: z.number(),
    shippingCostCents: z.number(),
    discountCents: z.number(),
    grandTotalCents: z.number().meta({ description: 'GAP-54: subtotal − discount + shipping + tax.' }),
    minimumOrderSubtotal: Money.meta({ description: 'GAP-57: the checkout minimum (0 when there is none).' }),
    meetsMinimumOrderSubtotal: z.boolean(),
    subtotalCents: z.number(),
    totalQuantity: z.number(),
    hasDigital: z.boolean(),
    purelyDigital: z.boolean(),
    requiresShipping: z.boolean(),
    subtotalAmount: Money,
  })
  .meta({ id: 'ShoppingCart' });
export type ShoppingCart = z.infer<typeof ShoppingCart>;

/** Every cart change answers the whole cart. */
export const ShoppingCartAnswer = z.object({ shoppingCart: ShoppingCart });
export type ShoppingCartAnswer = z.infer<typeof ShoppingCartAnswer>;
export const AddToCartAnswer = z.object({ shoppingCart: ShoppingCart, newlyAdded: ShoppingCartEntry.nullable() });
export type AddToCartAnswer = z.infer<typeof AddToCartAnswer>;
export const ChangeAdditionalFieldsAnswer = z.object({ shoppingCart: ShoppingCart, updatedEntry: ShoppingCartEntry.nullable() });
export type ChangeAdditionalFieldsAnswer = z.infer<typeof ChangeAdditionalFieldsAnswer>;

export const ItemStock = z.object({ variantId: z.string(), sku: z.string(), unlimited: z.boolean(), qtyInStock: z.number() }).meta({ id: 'ItemStock' });
export type ItemStock = z.infer<typeof ItemStock>;
export const StockAnswer = z.object({ results: z.array(ItemStock) });
export type StockAnswer = z.infer<typeof StockAnswer>;

// ── What the calls take ────────────────────────────────────────────────────────────────────

const id = z.string().min(1).max(64);
export const EntryParams = z.object({ entryId: id });
/** quantity and additionalFields are checked by the cart rules, which word their own messages (spec §5). */
export const AddToCartBody = z.looseObject({
  itemId: id,
  sku: z.string().max(200).nullable().optional(),
  quantity: z.unknown().optional().meta({ description: 'A whole number from 1 to 9999 (default 1).' }),
  additionalFields: z.unknown().optional().meta({ description: 'JSON text of the additional-fields answers.' }),
});
/** A retried add (lost answer) sends the same `Idempotency-Key` header and adds nothing twice. */
export const IdempotencyKey = z.string().min(8).max(200).regex(/^[\x21-\x7e]+$/).optional();
export const AdditionalFieldsBody = z.looseObject({ itemId: id, sku: z.string().min(1).max(200), additionalFields: z.unknown().optional() });
export const QuantityBody = z.looseObject({ quantity: z.unknown().optional().meta({ description: 'A whole number from 1 to 9999.' }) });
const flag = z.enum(['true', 'false']).optional();
export const CartQuery = z.looseObject({ mock: flag, calculateSubtotal: flag, timecode: z.string().max(64).optional() });
export const StockQuery = z.looseObject({ itemId: id });

/** Codes one coupon may have at most (the pricing rules keep the same limit). */
export const COUPON_CODE_MAX_LENGTH = 50;
const couponCode = z
  .string()
  .trim()
  .min(1, 'Enter a discount code.')
  .max(COUPON_CODE_MAX_LENGTH, `A discount code has at most ${COUPON_CODE_MAX_LENGTH} characters.`)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'A discount code is plain text.');
/** The cart page's no-script forms parse with these too. */
export const CouponBody = z.looseObject({ code: couponCode });
/** DELETE may carry the code in the query instead of a body (some clients send no body with DELETE). */
export const CouponQuery = z.looseObject({ code: z.string().optional() });
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
