/**
 * Orders grouped by who placed them, for the owner's customers view (a flow joins them with
 * site users and subscriptions). A buyer is their site user id when signed in, else the
 * order's email trimmed and lowercased, so 'Ada@Example.com ' and 'ada@example.com' are one
 * buyer. Every query names the website.
 */
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { orders } from './orders.tables';
import type { FulfillmentStatus, OrderStatus } from './orders.types';

/** One buyer's orders in one currency and mode. */
export interface BuyerOrderTotals {
  siteUserId: string | null;
  /** Trimmed and lowercased. */
  email: string;
  currency: string;
  testMode: boolean;
  orderCount: number;
  /** Grand totals less refunds of the orders not cancelled, minor units. */
  spent: number;
  lastOrderAt: number;
  /** The name on the latest of these orders' addresses (shipping, else billing); '' when none. */
  latestName: string;
}

/** An order as a customer's history lists it. */
export interface BuyerOrder {
  id: string;
  orderNumber: number;
  status: OrderStatus;
  fulfillmentStatus: FulfillmentStatus;
  testMode: boolean;
  currency: string;
  grandTotal: number;
  refundedTotal: number;
  created: number;
}

/** Who a customer is: their account (with its email), or a guest's email alone. */
export interface BuyerRef {
  siteUserId: string | null;
  email: string;
}

const normalisedEmail = sql<string>`lower(trim(${orders.customerEmail}))`;

export function createBuyerMethods({ db }: { db: DbOrTx }) {
  return {
    /** Every buyer's totals on the site, per currency and mode. */
    async buyerTotals(websiteId: string): Promise<BuyerOrderTotals[]> {
      const rows = await db
        .select({
          siteUserId: orders.siteUserId,
          email: normalisedEmail,
          currency: orders.currency,
          testMode: orders.testMode,
          orderCount: sql<number>`count(*)::int`,
          spent: sql<number>`coalesce(sum(${orders.grandTotal} - ${orders.refundedTotal}) filter (where ${orders.status} <> 'cancelled'), 0)::bigint`,
          lastOrderAt: sql<Date | string>`max(${orders.createdAt})`,
          latestName: sql<string | null>`(array_agg(trim(concat_ws(' ', coalesce(${orders.shippingAddress}, ${orders.billingAddress})->>'firstName', coalesce(${orders.shippingAddress}, ${orders.billingAddress})->>'lastName')) order by ${orders.createdAt} desc))[1]`,
        })
        .from(orders)
        .where(eq(orders.websiteId, websiteId))
        .groupBy(orders.siteUserId, normalisedEmail, orders.currency, orders.testMode);
      return rows.map((r) => ({
        siteUserId: r.siteUserId ?? null,
        email: r.email,
        currency: r.currency,
        testMode: r.testMode,
        orderCount: Number(r.orderCount),
        spent: Number(r.spent),
        lastOrderAt: new Date(r.lastOrderAt).getTime(),
        latestName: r.latestName ?? '',
      }));
    },

    /**
     * A buyer's orders, newest first: an account's are those it placed plus guest orders with
     * its email (placed before it signed up or while signed out); a guest's are the orders with
     * that email placed without an account.
     */
    async ordersOfBuyer(websiteId: string, buyer: BuyerRef, limit = 500): Promise<BuyerOrder[]> {
      const byEmail = and(isNull(orders.siteUserId), sql`${normalisedEmail} = ${buyer.email}`);
      const who = buyer.siteUserId === null ? byEmail : or(eq(orders.siteUserId, buyer.siteUserId), byEmail);
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.websiteId, websiteId), who))
        .orderBy(desc(orders.createdAt), desc(orders.orderNumber))
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        orderNumber: r.orderNumber,
        status: r.status as OrderStatus,
        fulfillmentStatus: r.fulfillmentStatus as FulfillmentStatus,
        testMode: r.testMode,
        currency: r.currency,
        grandTotal: r.grandTotal,
        refundedTotal: r.refundedTotal,
        created: r.createdAt.getTime(),
      }));
    },
  };
}
