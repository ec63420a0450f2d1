/**
 * The subscription calls as endpoint descriptors (no zod: safe for islands); the types come
 * from the schemas in `subscriptions.ts`, which the routes declare.
 */
import type { z } from 'zod';
import { endpoint, type In, type None } from './endpoint';
import type {
  AccountSubscriptionsAnswer,
  AccountSubscriptionsQuery,
  BuyerSubscriptionAnswer,
  SubscribeAnswer,
  SubscribeBody,
  SubscriptionCartAnswer,
  SubscriptionCartParams,
  SubscriptionCheckoutAnswer,
  SubscriptionCheckoutBody,
  SubscriptionConfirmBody,
  SubscriptionParams,
  SubscriptionTokenQuery,
} from './subscriptions';

type Cart = z.output<typeof SubscriptionCartParams>;
type Owned = z.output<typeof SubscriptionParams>;

export const subscriptionEndpoints = {
  subscribe: endpoint<None, None, In<typeof SubscribeBody>, SubscribeAnswer>('POST', '/api/3/commerce/cart/subscription'),
  cart: endpoint<Cart, None, None, SubscriptionCartAnswer>('GET', '/api/3/commerce/cart/subscription/:cartToken'),
  checkout: endpoint<Cart, None, In<typeof SubscriptionCheckoutBody>, SubscriptionCheckoutAnswer>('POST', '/api/3/commerce/cart/subscription/:cartToken/checkout'),
  confirm: endpoint<Cart, None, In<typeof SubscriptionConfirmBody>, SubscriptionCheckoutAnswer>('POST', '/api/3/commerce/cart/subscription/:cartToken/checkout/confirm'),
  subscription: endpoint<Owned, In<typeof SubscriptionTokenQuery>, None, BuyerSubscriptionAnswer>('GET', '/api/3/commerce/subscriptions/:subscriptionId'),
  cancel: endpoint<Owned, In<typeof SubscriptionTokenQuery>, In<typeof SubscriptionTokenQuery>, BuyerSubscriptionAnswer>('POST', '/api/3/commerce/subscriptions/:subscriptionId/cancel'),
  accountSubscriptions: endpoint<None, In<typeof AccountSubscriptionsQuery>, None, AccountSubscriptionsAnswer>('GET', '/api/site-users/account/subscriptions'),
} as const;
