/**
 * Subscriptions grouped by who holds them, for the owner's customers view: a buyer is their
 * site user id when they subscribed signed in, else the subscription's email trimmed and
 * lowercased (as orders group them). Every query names the website.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { toSubscription } from './subscriptions.repository';
import { subscriptions } from './subscriptions.tables';
import type { Subscription } from './subscriptions.types';

export interface BuyerSubscriptionCounts {
  siteUserId: string | null;
  email: string;
  total: number;
  /** Active or past due: still billing. */
  live: number;
}

const normalisedEmail = sql<string>`lower(trim(${subscriptions.customerEmail}))`;

export function createSubscriptionBuyerMethods({ db }: { db: DbOrTx }) {
  return {
    async buyerSubscriptionCounts(websiteId: string): Promise<BuyerSubscriptionCounts[]> {
      const rows = await db
        .select({
          siteUserId: subscriptions.siteUserId,
          email: normalisedEmail,
          total: sql<number>`count(*)::int`,
          live: sql<number>`(count(*) filter (where ${subscriptions.status} in ('active', 'past_due')))::int`,
        })
        .from(subscriptions)
        .where(eq(subscriptions.websiteId, websiteId))
        .groupBy(subscriptions.siteUserId, normalisedEmail);
      return rows.map((r) => ({ siteUserId: r.siteUserId ?? null, email: r.email, total: Number(r.total), live: Number(r.live) }));
    },

    /** A buyer's subscriptions, newest first (an account's include those made with its email while signed out). */
    async subscriptionsOfBuyer(websiteId: string, buyer: { siteUserId: string | null; email: string }, limit = 200): Promise<Subscription[]> {
      const byEmail = and(isNull(subscriptions.siteUserId), sql`${normalisedEmail} = ${buyer.email}`);
      const who = buyer.siteUserId === null ? byEmail : or(eq(subscriptions.siteUserId, buyer.siteUserId), byEmail);
      const rows = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.websiteId, websiteId), who))
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .limit(limit);
      return rows.map(toSubscription);
    },
  };
}
