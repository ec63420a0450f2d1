/**
 * The owner's customers calls' contract (permission 'commerce.orders'): a view over the site's
 * customer accounts and the guests who bought without one, with their orders, what they spent
 * and their subscriptions. A customer's id is `account-<site user id>` for an account, and
 * `guest-<base64url of the trimmed, lowercased email>` for a guest: stable for as long as the
 * email is, with no table of its own to keep in step, and readable back into the email the
 * guest's orders are found by. A guest whose email later gets an account is shown as that
 * account (their guest orders join its history).
 */
import { z } from 'zod';
import { OwnerSubscription } from './subscriptions-admin';
import { GiftCardMoney } from './gift-cards-admin';

export const CUSTOMER_SORTS = ['lastOrder', 'totalSpent'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

export const CustomerSummary = z
  .object({
    id: z.string(),
    kind: z.enum(['account', 'guest']),
    email: z.string(),
    name: z.string().meta({ description: "The account's name (else the name on the latest order's address); '' when none." }),
    orderCount: z.number().meta({ description: 'Every order, test-mode ones included.' }),
    testOrderCount: z.number(),
    totalSpent: z.array(GiftCardMoney).meta({ description: 'Per currency: live orders not cancelled, less refunds (GAP-58: test orders are never revenue).' }),
    lastOrderAt: z.number().nullable(),
    subscriptionCount: z.number(),
    activeSubscriptionCount: z.number().meta({ description: 'Active or past due.' }),
    accountCreated: z.number().nullable().meta({ description: 'When the account was made; null for a guest.' }),
  })
  .meta({ id: 'CustomerSummary' });
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomerOrder = z
  .object({
    id: z.string(),
    orderNumber: z.number(),
    status: z.string(),
    fulfillmentStatus: z.string(),
    testMode: z.boolean(),
    total: GiftCardMoney,
    refunded: GiftCardMoney,
    created: z.number(),
  })
  .meta({ id: 'CustomerOrder' });
export type CustomerOrder = z.infer<typeof CustomerOrder>;

export const CustomerListAnswer = z.object({
  customers: z.array(CustomerSummary),
  nextCursor: z.string().nullable().meta({ description: 'Pass as `after` for the next page; null on the last page.' }),
});
export type CustomerListAnswer = z.infer<typeof CustomerListAnswer>;

export const CustomerAnswer = z.object({ customer: CustomerSummary, orders: z.array(CustomerOrder), subscriptions: z.array(OwnerSubscription) });
export type CustomerAnswer = z.infer<typeof CustomerAnswer>;

export const CustomerListQuery = z.object({
  q: z.string().trim().max(200).optional().meta({ description: 'Part of an email or a name, any case.' }),
  sort: z.enum(CUSTOMER_SORTS).optional().meta({ description: 'Most recent order first (default), or most spent first.' }),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  after: z.string().min(1).max(600).optional(),
});
export const CustomerParams = z.object({ customerId: z.string().min(1).max(600) });
