/**
 * Subscription carts, subscriptions and their charges. Every query of one site filters by
 * website; the scheduler's claim is the only query across sites. A subscription is changed
 * for billing only under its row lock (`select ... for update`).
 */
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { Currency } from '../../shared/money';
import { carts, renewals, subscriptions } from './subscriptions.tables';
import type { CancelReason, RenewalAttempt, Subscription, SubscriptionCart, SubscriptionStatus } from './subscriptions.types';

type CartRow = typeof carts.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type SubscriptionChanges = Partial<Omit<NewSubscriptionRow, 'id' | 'websiteId'>> & { updatedAt: Date };

const ms = (d: Date | null) => (d === null ? null : d.getTime());

export function toCart(row: CartRow): SubscriptionCart {
  return {
    id: row.id,
    websiteId: row.websiteId,
    itemId: row.itemId,
    variantId: row.variantId,
    sku: row.sku,
    title: row.title,
    quantity: row.quantity,
    additionalFields: row.additionalFields,
    created: row.createdAt.getTime(),
    expires: row.expiresAt.getTime(),
    subscriptionId: row.subscriptionId,
  };
}

export function toSubscription(row: SubscriptionRow): Subscription {
  return {
    id: row.id,
    websiteId: row.websiteId,
    cartId: row.cartId,
    firstOrderId: row.firstOrderId,
    testMode: row.testMode,
    customerEmail: row.customerEmail,
    siteUserId: row.siteUserId ?? null,
    itemId: row.itemId,
    variantId: row.variantId,
    sku: row.sku,
    productName: row.productName,
    unitPrice: row.unitPrice,
    quantity: row.quantity,
    shippingPerCycle: row.shippingPerCycle,
    taxPerCycle: row.taxPerCycle,
    currency: row.currency as Currency,
    additionalFields: row.additionalFields,
    billingPeriod: { value: row.periodValue, unit: row.periodUnit as Subscription['billingPeriod']['unit'] },
    numBillingCycles: row.numBillingCycles,
    cyclesBilled: row.cyclesBilled,
    anchorAt: row.anchorAt.getTime(),
    nextBillingAt: ms(row.nextBillingAt),
    nextAttemptAt: ms(row.nextAttemptAt),
    failedAttempts: row.failedAttempts,
    status: row.status as SubscriptionStatus,
    paymentMethodReference: row.paymentMethodReference,
    paymentSummary: row.paymentSummary,
    accessToken: row.accessToken,
    shippingAddress: row.shippingAddress ?? null,
    billingAddress: row.billingAddress ?? null,
    cancelReason: row.cancelReason as CancelReason | null,
    cancelledAt: ms(row.cancelledAt),
    created: row.createdAt.getTime(),
    updated: row.updatedAt.getTime(),
  };
}

function toAttempt(row: typeof renewals.$inferSelect): RenewalAttempt {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    cycle: row.cycle,
    attempt: row.attempt,
    idempotencyKey: row.idempotencyKey,
    status: row.status as RenewalAttempt['status'],
    orderId: row.orderId,
    message: row.message,
    at: row.attemptedAt.getTime(),
  };
}

export async function insertCart(db: DbOrTx, row: typeof carts.$inferInsert): Promise<SubscriptionCart> {
  const [inserted] = await db.insert(carts).values(row).returning();
  return toCart(inserted!);
}

export async function readCartByTokenHash(db: DbOrTx, websiteId: string, tokenHash: string): Promise<SubscriptionCart | null> {
  const [row] = await db.select().from(carts).where(and(eq(carts.websiteId, websiteId), eq(carts.tokenHash, tokenHash)));
  return row === undefined ? null : toCart(row);
}

/** Marks a cart bought by `subscriptionId`; false when it was bought already. */
export async function markCartPurchased(db: DbOrTx, websiteId: string, cartId: string, subscriptionId: string): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ subscriptionId })
    .where(and(eq(carts.websiteId, websiteId), eq(carts.id, cartId), isNull(carts.subscriptionId)))
    .returning({ id: carts.id });
  return rows.length === 1;
}

/** Inserts a subscription unless its cart or first order has one already; true when inserted. */
export async function insertSubscription(db: DbOrTx, row: NewSubscriptionRow): Promise<boolean> {
  const rows = await db.insert(subscriptions).values(row).onConflictDoNothing().returning({ id: subscriptions.id });
  return rows.length === 1;
}

/** The row with its billing internals (schedule index, claim), locked for the transaction. */
export async function lockSubscriptionRow(db: DbOrTx, websiteId: string, id: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, id))).for('update');
  return row ?? null;
}

export async function readSubscription(db: DbOrTx, websiteId: string, id: string): Promise<Subscription | null> {
  const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, id)));
  return row === undefined ? null : toSubscription(row);
}

export async function readSubscriptionBy(db: DbOrTx, websiteId: string, field: 'firstOrderId' | 'cartId', value: string): Promise<Subscription | null> {
  const [row] = await db.select().from(subscriptions).where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions[field], value)));
  return row === undefined ? null : toSubscription(row);
}

export async function updateSubscription(db: DbOrTx, websiteId: string, id: string, set: SubscriptionChanges, extra?: SQL): Promise<Subscription | null> {
  const where = and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, id), ...(extra === undefined ? [] : [extra]));
  const [row] = await db.update(subscriptions).set(set).where(where).returning();
  return row === undefined ? null : toSubscription(row);
}

const BILLABLE: SubscriptionStatus[] = ['active', 'past_due'];
/** Rows one claim looks at: enough that processes racing for the first ones still find one. */
const CLAIM_CANDIDATES = 10;

/**
 * Claims a subscription of any site whose charge is due, for `claimToken` until
 * `claimedUntil`. Each claim is one conditional update that re-checks the row is still due
 * and unclaimed, so of two processes reaching for one row exactly one gets it; the other
 * moves on to the next candidate. (A `LIMIT 1 FOR UPDATE SKIP LOCKED` subquery inside the
 * update was tried first: depending on the plan, the subquery runs again per row, and the
 * statement claimed two rows while returning one.)
 */
export async function claimDue(db: DbOrTx, now: Date, claimedUntil: Date, claimToken: string): Promise<Subscription | null> {
  const due = and(
    inArray(subscriptions.status, BILLABLE),
    lte(subscriptions.nextAttemptAt, now),
    or(isNull(subscriptions.claimedUntil), lt(subscriptions.claimedUntil, now)),
  );
  const candidates = await db.select({ id: subscriptions.id }).from(subscriptions).where(due).orderBy(asc(subscriptions.nextAttemptAt), asc(subscriptions.id)).limit(CLAIM_CANDIDATES);
  for (const { id } of candidates) {
    const [row] = await db.update(subscriptions).set({ claimedUntil, claimToken }).where(and(eq(subscriptions.id, id), due)).returning();
    if (row !== undefined) return toSubscription(row);
  }
  return null;
}

export async function releaseClaim(db: DbOrTx, websiteId: string, id: string, claimToken: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ claimedUntil: null, claimToken: null })
    .where(and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.id, id), eq(subscriptions.claimToken, claimToken)));
}

/** Newest first, `limit` subscriptions created before the cursor (created time, then id). */
export async function readSubscriptions(db: DbOrTx, websiteId: string, limit: number, before?: { created: Date; id: string }, siteUserId?: string): Promise<Subscription[]> {
  const site = siteUserId === undefined ? eq(subscriptions.websiteId, websiteId) : and(eq(subscriptions.websiteId, websiteId), eq(subscriptions.siteUserId, siteUserId))!;
  const where =
    before === undefined
      ? site
      : and(site, or(lt(subscriptions.createdAt, before.created), and(eq(subscriptions.createdAt, before.created), lt(subscriptions.id, before.id))));
  const rows = await db.select().from(subscriptions).where(where).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)).limit(limit);
  return rows.map(toSubscription);
}

export async function insertAttempt(db: DbOrTx, row: typeof renewals.$inferInsert): Promise<void> {
  await db.insert(renewals).values(row);
}

export async function readAttempts(db: DbOrTx, websiteId: string, subscriptionId: string): Promise<RenewalAttempt[]> {
  const rows = await db
    .select()
    .from(renewals)
    .where(and(eq(renewals.websiteId, websiteId), eq(renewals.subscriptionId, subscriptionId)))
    .orderBy(asc(renewals.cycle), asc(renewals.attempt));
  return rows.map(toAttempt);
}
