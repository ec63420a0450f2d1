/**
 * The order as its buyer reads it (checkout, order status, the customer's account; spec §3
 * Order, CHK-01, CHK-02): never the access token, never the payment's details. Money in
 * minor units of `currency`.
 */
import { z } from 'zod';
import { CURRENCIES } from '../money';

export const BuyerOrderAddress = z
  .object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    line1: z.string(),
    line2: z.string().optional(),
    city: z.string(),
    region: z.string().optional(),
    postalCode: z.string().optional(),
    countryCode: z.string(),
    phone: z.string().optional(),
  })
  .meta({ id: 'BuyerOrderAddress' });

export const BuyerOrder = z
  .object({
    id: z.string(),
    orderNumber: z.number(),
    websiteId: z.string(),
    purchasedCartId: z.string().nullable(),
    testMode: z.boolean(),
    status: z.enum(['placed', 'refunded', 'cancelled', 'partially_refunded']),
    fulfillmentStatus: z.enum(['unfulfilled', 'fulfilled', 'cancelled']),
    customerEmail: z.string(),
    shippingAddress: BuyerOrderAddress.nullable(),
    billingAddress: BuyerOrderAddress.nullable(),
    currency: z.enum(CURRENCIES),
    items: z.array(z.object({ sku: z.string(), productName: z.string(), quantity: z.number(), unitPrice: z.number() })),
    subtotal: z.number(),
    discountTotal: z.number(),
    shippingTotal: z.number(),
    taxTotal: z.number(),
    grandTotal: z.number(),
    paymentSummary: z.string(),
    giftCardPayments: z.array(z.object({ last4: z.string(), amount: z.number() })).meta({ description: 'What gift cards paid (GAP-61).' }),
    created: z.number(),
  })
  .meta({ id: 'BuyerOrder' });
export type BuyerOrder = z.infer<typeof BuyerOrder>;
