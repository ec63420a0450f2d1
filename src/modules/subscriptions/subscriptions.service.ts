/**
 * Subscriptions: the subscribe call's cart, the subscription its first order creates, and
 * the billing state the scheduler moves. `start` and `recordRenewal` run in the transaction
 * of the order that pays the cycle, with the subscription row locked, so a cycle is billed
 * by exactly one order; `recordFailure` only counts a failure of the process that claimed it.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '../../db/database';
import type { Clock } from '../../shared/clock';
import { SubscriptionUnit } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import type { IdSource } from '../../shared/ids';
import { createSubscriptionBuyerMethods } from './subscription-buyers';
import { addBillingPeriods, nextScheduleIndex, retryDelayMs } from './billing-calendar';
import {
  claimDue,
  insertAttempt,
  insertCart,
  insertSubscription,
  lockSubscriptionRow,
  markCartPurchased,
  readAttempts,
  readCartByTokenHash,
  readSubscription,
  readSubscriptionBy,
  readSubscriptions,
  releaseClaim,
  toSubscription,
  updateSubscription,
  type SubscriptionRow,
} from './subscriptions.repository';
import {
  SUBSCRIPTION_LIMITS,
  type CancelReason,
  type NewSubscription,
  type NewSubscriptionCartLine,
  type Subscription,
  type SubscriptionCart,
} from './subscriptions.types';

export interface SubscriptionsDeps {
  db: DbOrTx;
  ids: IdSource;
  clock: Clock;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;
const isBillable = (s: Subscription) => s.status === 'active' || s.status === 'past_due';

function assertPlan(input: NewSubscription): void {
  const { value, unit } = input.billingPeriod;
  const valid = Number.isSafeInteger(value) && value >= 1 && SubscriptionUnit.includes(unit) && Number.isSafeInteger(input.numBillingCycles) && input.numBillingCycles >= 0;
  if (!valid) throw new DomainError('VALIDATION_FAILED', { errors: { subscriptionPlan: 'A billing period of 1 or more weeks, months or years.' } });
}

/** `${created ms}.${id}` of the last subscription of a page. */
function parseCursor(cursor: string): { created: Date; id: string } {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{1,64})$/.exec(cursor);
  if (match === null) throw new DomainError('VALIDATION_FAILED', { errors: { before: 'Pass back the nextCursor of the previous page.' } });
  return { created: new Date(Number(match[1])), id: match[2]! };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;

export function createSubscriptionsService({ db, ids, clock }: SubscriptionsDeps) {
  const now = () => new Date(clock.now());

  async function mustGet(websiteId: string, id: string): Promise<Subscription> {
    const subscription = await readSubscription(db, websiteId, id);
    if (subscription === null) throw new DomainError('SUBSCRIPTION_NOT_FOUND', { subscriptionId: id });
    return subscription;
  }

  async function mustLock(websiteId: string, id: string): Promise<{ row: SubscriptionRow; current: Subscription }> {
    const row = await lockSubscriptionRow(db, websiteId, id);
    if (row === null) throw new DomainError('SUBSCRIPTION_NOT_FOUND', { subscriptionId: id });
    return { row, current: toSubscription(row) };
  }

  return {
    get: (websiteId: string, id: string) => readSubscription(db, websiteId, id),
    mustGet: (websiteId: string, id: string) => mustGet(websiteId, id),
    findByFirstOrder: (websiteId: string, orderId: string) => readSubscriptionBy(db, websiteId, 'firstOrderId', orderId),
    findByCart: (websiteId: string, cartId: string) => readSubscriptionBy(db, websiteId, 'cartId', cartId),
    attempts: (websiteId: string, id: string) => readAttempts(db, websiteId, id),

    /** SUB-01: stores the chosen line; the token (returned once, kept only as a hash) reaches it for a day. */
    async createCart(websiteId: string, line: NewSubscriptionCartLine): Promise<{ cart: SubscriptionCart; token: string }> {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const cart = await insertCart(db, {
        ...line,
        id: ids.next(),
        websiteId,
        tokenHash: hash(token),
        createdAt: at,
        expiresAt: new Date(at.getTime() + SUBSCRIPTION_LIMITS.cartTtlMs),
      });
      return { cart, token };
    },

    /** The cart of a token: null when unknown or expired before it was bought. */
    async findCart(websiteId: string, token: string): Promise<SubscriptionCart | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const cart = await readCartByTokenHash(db, websiteId, hash(token));
      if (cart === null || (cart.subscriptionId === null && cart.expires <= clock.now())) return null;
      return cart;
    },

    /** GAP-62: the subscription of a first order (in its transaction); its cart can be bought once. */
    async start(websiteId: string, input: NewSubscription): Promise<Subscription> {
      assertPlan(input);
      const id = ids.next();
      const at = now();
      const anchor = at.getTime();
      const done = input.numBillingCycles === 1;
      const { idempotencyKey, billingPeriod, ...fields } = input;
      const next = done ? null : new Date(addBillingPeriods(anchor, billingPeriod, 1));
      const inserted = await insertSubscription(db, {
        ...fields,
        id,
        websiteId,
        periodValue: billingPeriod.value,
        periodUnit: billingPeriod.unit,
        cyclesBilled: 1,
        anchorAt: at,
        scheduleIndex: 1,
        nextBillingAt: next,
        nextAttemptAt: next,
        status: done ? 'completed' : 'active',
        accessToken: randomBytes(24).toString('base64url'),
        createdAt: at,
        updatedAt: at,
      });
      if (!inserted || !(await markCartPurchased(db, websiteId, input.cartId, id))) {
        throw new DomainError('SUBSCRIPTION_ALREADY_PURCHASED', { cartId: input.cartId });
      }
      await insertAttempt(db, { id: ids.next(), websiteId, subscriptionId: id, cycle: 1, attempt: 1, idempotencyKey, status: 'paid', orderId: input.firstOrderId, attemptedAt: at });
      return mustGet(websiteId, id);
    },

    /**
     * Counts cycle `cycle` as paid by `order` (in the order's transaction, row locked): the
     * cycle must be the next one of a subscription still billed. Moves the next billing date
     * on, or completes the subscription after its last cycle.
     */
    async recordRenewal(websiteId: string, subscriptionId: string, cycle: number, order: { id: string; idempotencyKey: string }): Promise<Subscription> {
      const { row, current } = await mustLock(websiteId, subscriptionId);
      if (!isBillable(current)) throw new DomainError('SUBSCRIPTION_NOT_ACTIVE', { subscriptionId });
      if (current.cyclesBilled !== cycle - 1) throw new DomainError('SUBSCRIPTION_CYCLE_BILLED', { subscriptionId, cycle });
      const at = now();
      const done = current.numBillingCycles > 0 && cycle >= current.numBillingCycles;
      const index = nextScheduleIndex(current.anchorAt, current.billingPeriod, row.scheduleIndex, at.getTime());
      const next = done ? null : new Date(addBillingPeriods(current.anchorAt, current.billingPeriod, index));
      await insertAttempt(db, { id: ids.next(), websiteId, subscriptionId, cycle, attempt: current.failedAttempts + 1, idempotencyKey: order.idempotencyKey, status: 'paid', orderId: order.id, attemptedAt: at });
      const updated = await updateSubscription(db, websiteId, subscriptionId, {
        cyclesBilled: cycle,
        scheduleIndex: done ? row.scheduleIndex : index,
        nextBillingAt: next,
        nextAttemptAt: next,
        failedAttempts: 0,
        status: done ? 'completed' : 'active',
        claimedUntil: null,
        claimToken: null,
        updatedAt: at,
      });
      return updated!;
    },

    /** Claims one due subscription of any site for this process; null when none is due. */
    async claimDue(options: { leaseMs?: number } = {}): Promise<{ subscription: Subscription; claimToken: string } | null> {
      const claimToken = ids.next();
      const at = now();
      const subscription = await claimDue(db, at, new Date(at.getTime() + (options.leaseMs ?? SUBSCRIPTION_LIMITS.claimLeaseMs)), claimToken);
      return subscription === null ? null : { subscription, claimToken };
    },

    releaseClaim: (websiteId: string, id: string, claimToken: string) => releaseClaim(db, websiteId, id, claimToken),

    /**
     * Records a failed try of cycle `cycle` by the claim's holder (row locked): schedules the
     * retry, or cancels after the last one. Null when the claim or the cycle moved on meanwhile.
     */
    async recordFailure(
      websiteId: string,
      subscriptionId: string,
      attempt: { cycle: number; claimToken: string; idempotencyKey: string; message: string },
    ): Promise<{ subscription: Subscription; retryAt: number | null } | null> {
      const row = await lockSubscriptionRow(db, websiteId, subscriptionId);
      if (row === null || row.claimToken !== attempt.claimToken) return null;
      const current = toSubscription(row);
      if (!isBillable(current) || current.cyclesBilled !== attempt.cycle - 1) return null;
      const at = now();
      const failed = current.failedAttempts + 1;
      const delay = retryDelayMs(failed);
      const retryAt = delay === null ? null : at.getTime() + delay;
      await insertAttempt(db, { id: ids.next(), websiteId, subscriptionId, cycle: attempt.cycle, attempt: failed, idempotencyKey: attempt.idempotencyKey, status: 'failed', message: attempt.message, attemptedAt: at });
      const ended = { status: 'cancelled' as const, cancelReason: 'payment_failed', cancelledAt: at, nextBillingAt: null, nextAttemptAt: null };
      const retry = { status: 'past_due' as const, nextAttemptAt: retryAt === null ? null : new Date(retryAt) };
      const updated = await updateSubscription(db, websiteId, subscriptionId, { ...(retryAt === null ? ended : retry), failedAttempts: failed, claimedUntil: null, claimToken: null, updatedAt: at });
      return { subscription: updated!, retryAt };
    },

    /** Cancels a subscription still billed; cancelling a cancelled one changes nothing (`changed` false). */
    async cancel(websiteId: string, subscriptionId: string, reason: CancelReason): Promise<{ subscription: Subscription; changed: boolean }> {
      const { current } = await mustLock(websiteId, subscriptionId);
      if (current.status === 'cancelled') return { subscription: current, changed: false };
      if (current.status === 'completed') throw new DomainError('SUBSCRIPTION_NOT_ACTIVE', { subscriptionId });
      const at = now();
      const updated = await updateSubscription(db, websiteId, subscriptionId, {
        status: 'cancelled',
        cancelReason: reason,
        cancelledAt: at,
        nextBillingAt: null,
        nextAttemptAt: null,
        updatedAt: at,
      });
      return { subscription: updated!, changed: true };
    },

    /** GAP-62: the buyer reaches their subscription by its id and access token; null otherwise. */
    /** The subscription of a signed-in customer: only their own (GAP-62, cancelled from their account). */
    async findForSiteUser(websiteId: string, subscriptionId: string, siteUserId: string): Promise<Subscription | null> {
      const subscription = await readSubscription(db, websiteId, subscriptionId);
      return subscription !== null && subscription.siteUserId === siteUserId ? subscription : null;
    },

    async findForBuyer(websiteId: string, subscriptionId: string, accessToken: string): Promise<Subscription | null> {
      const subscription = await readSubscription(db, websiteId, subscriptionId);
      if (subscription === null || accessToken.length === 0) return null;
      return timingSafeEqual(Buffer.from(hash(subscription.accessToken)), Buffer.from(hash(accessToken))) ? subscription : null;
    },

    /** Newest first (only one customer's with `siteUserId`); pass `nextCursor` back as `before` for older ones. */
    async list(websiteId: string, options: { limit?: number; before?: string; siteUserId?: string } = {}): Promise<{ subscriptions: Subscription[]; nextCursor: string | null }> {
      const limit = Math.min(Math.max(options.limit ?? 50, 1), 200);
      const rows = await readSubscriptions(db, websiteId, limit + 1, options.before === undefined ? undefined : parseCursor(options.before), options.siteUserId);
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      return { subscriptions: page, nextCursor: rows.length > limit && last !== undefined ? `${last.created}.${last.id}` : null };
    },

    ...createSubscriptionBuyerMethods({ db }),
  };
}
