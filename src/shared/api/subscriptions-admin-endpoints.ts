/** The owner's subscription calls as endpoint descriptors (no zod); the types come from `subscriptions-admin.ts`. */
import { endpoint, type In, type None } from './endpoint';
import type { SubscriptionAnswer, SubscriptionDetailAnswer, SubscriptionListAnswer, SubscriptionPageQuery, SubscriptionParams } from './subscriptions-admin';

type Owned = In<typeof SubscriptionParams>;

export const adminSubscriptionEndpoints = {
  list: endpoint<None, In<typeof SubscriptionPageQuery>, None, SubscriptionListAnswer>('GET', '/api/admin/subscriptions'),
  get: endpoint<Owned, None, None, SubscriptionDetailAnswer>('GET', '/api/admin/subscriptions/:subscriptionId'),
  cancel: endpoint<Owned, None, None, SubscriptionAnswer>('POST', '/api/admin/subscriptions/:subscriptionId/cancel'),
} as const;
