/**
 * Wiring of payments, orders and the outbox, and of the flows that place, confirm, refund and
 * reconcile orders: created once in app.ts. The order's transaction binds fresh services to
 * one database transaction and announces stock changes to every process at its commit.
 */
import type { Database, Db } from '../db/database';
import { confirmOrderPayment, placeOrder, type PlaceOrderDeps, type PlaceOrderRequest, type PlaceOrderResult } from '../flows/checkout';
import { reconcileCharges, type ReconcileLog, type ReconcileReport } from '../flows/checkout';
import type { InTransaction } from '../flows/transaction';
import { refundOrder, type OrderRefundRequest, type RefundOrderDeps } from '../flows/checkout';
import { createGiftCardsService, type GiftCardsService } from '../modules/gift-cards';
import { createInventoryService, type InventoryService } from '../modules/inventory';
import { createOrdersService, type Order, type OrdersService } from '../modules/orders';
import { createOutboxService, createSmtpTransport, type MailTransport, type OutboxService } from '../modules/outbox';
import { createPricingRulesService } from '../modules/pricing-rules';
import { createSubscriptionsService, type SubscriptionsService } from '../modules/subscriptions';
import { createPaymentsService, createTestProcessor, type PaymentProvider, type PaymentsService } from '../modules/payments';
import type { Clock } from '../shared/clock';
import type { EventBus } from '../shared/events';
import type { IdSource } from '../shared/ids';
import { runAnnounced } from './event-relay';

interface OrderWiringDeps {
  database: Database;
  clock: Clock;
  ids: IdSource;
  events: EventBus;
  /** SMTP connection URL; without it mail is only recorded in the outbox. */
  smtpUrl?: string | undefined;
  /** Sender of outgoing mail. */
  mailFrom?: string | undefined;
  /** Tests inject a processor or a transport; default: the built-in test processor, SMTP by URL. */
  provider?: PaymentProvider | undefined;
  transport?: MailTransport | null | undefined;
  /** Where background work reports what it could not do (the server passes app.log); default: stderr. */
  log?: ReconcileLog | undefined;
}

const STDERR_LOG: ReconcileLog = {
  error: (details, message) => console.error(message, details),
};

/** The order use cases, each one call for a route, a job or the CLI. */
export interface OrderFlows {
  placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult>;
  confirmOrderPayment(websiteId: string, idempotencyKey: string): Promise<PlaceOrderResult>;
  /** A full refund without a request; a partial one by amount and/or lines (refund-order.ts). */
  refundOrder(websiteId: string, orderId: string, request?: OrderRefundRequest): Promise<Order>;
  reconcileCharges(options?: { graceMs?: number | undefined }): Promise<ReconcileReport>;
  /** Sends the outbox's due messages (the outbox worker calls this). */
  deliverOutbox(): Promise<{ sent: number; failed: number }>;
}

export interface OrderServices {
  payments: PaymentsService;
  orders: OrdersService;
  outbox: OutboxService;
  /** GAP-62: subscriptions, bound here because their billing changes run in the order's transaction. */
  subscriptions: SubscriptionsService;
  /** GAP-61: gift cards, bound here because they are debited and issued in the order's transaction. */
  giftCards: GiftCardsService;
  orderFlows: OrderFlows;
  /** Runs work in one transaction with the order side's services bound to it (subscription billing and cancelling). */
  inOrderTransaction: InTransaction<{ subscriptions: SubscriptionsService; outbox: OutboxService }>;
}

export function createOrderServices(deps: OrderWiringDeps): OrderServices {
  const { database, clock, ids, events } = deps;
  // The test processor keeps its payments in the database, so every process answers for every charge.
  const provider = deps.provider ?? createTestProcessor({ db: database.db, ids, clock });
  const log = deps.log ?? STDERR_LOG;
  const transport = deps.transport !== undefined ? deps.transport : deps.smtpUrl !== undefined ? createSmtpTransport(deps.smtpUrl) : null;
  const from = deps.mailFrom ?? 'Stoa <no-reply@localhost>';
  const bind = (db: Db) => ({
    payments: createPaymentsService({ db, ids, clock, provider }),
    orders: createOrdersService({ db, ids, clock }),
    outbox: createOutboxService({ db, ids, clock, transport, from }),
    pricingRules: createPricingRulesService({ db, ids, clock }),
    subscriptions: createSubscriptionsService({ db, ids, clock }),
    giftCards: createGiftCardsService({ db, ids, clock }),
  });
  const main = bind(database.db);
  // Every service inside is bound to the transaction (PGlite has one connection). Stock taken
  // by an order or put back by a refund is announced to every process at the commit.
  const inTransaction = <T>(work: (services: ReturnType<typeof bind> & { inventory: InventoryService }) => Promise<T>): Promise<T> =>
    runAnnounced(database, events, (tx, held) => work({ ...bind(tx), inventory: createInventoryService({ db: tx, ids, clock, events: held }) }));
  // Stock is read before charging, so a sold-out item is refused without a charge and a refund.
  const inventory = createInventoryService({ db: database.db, ids, clock, events });
  const flowDeps: PlaceOrderDeps = { orders: main.orders, payments: main.payments, inTransaction, inventory };
  const refundDeps: RefundOrderDeps = { orders: main.orders, payments: main.payments, giftCards: main.giftCards, inTransaction };
  const orderFlows: OrderFlows = {
    placeOrder: (request) => placeOrder(flowDeps, request),
    confirmOrderPayment: (websiteId, key) => confirmOrderPayment(flowDeps, websiteId, key),
    // GAP-61: any refund is split over the card and the gift cards that paid (gift-card-refund.ts).
    refundOrder: (websiteId, orderId, request) => refundOrder(refundDeps, websiteId, orderId, request),
    reconcileCharges: (options) => reconcileCharges({ ...flowDeps, payments: main.payments, clock, log }, options),
    deliverOutbox: () => main.outbox.deliverDue(),
  };
  return { ...main, orderFlows, inOrderTransaction: inTransaction };
}

/** The timer functions background jobs use; tests pass their own to run a tick by hand. */
export interface JobTimers {
  setInterval(tick: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

const NODE_TIMERS: JobTimers = {
  setInterval: (tick, ms) => setInterval(tick, ms).unref(),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface OrderJobOptions {
  log: { error(obj: unknown, msg: string): void };
  /** How often half-way charges are reconciled (config.reconcileIntervalMs). */
  reconcileIntervalMs: number;
  /** How old a half-way charge must be before it is settled (config.reconcileGraceMs). */
  reconcileGraceMs?: number | undefined;
  outboxIntervalMs?: number | undefined;
  timers?: JobTimers | undefined;
}

/**
 * The order side's background work for `npm start`: deliver the outbox every 15 s and
 * reconcile half-way charges on the configured interval (a run never overlaps the last).
 * `stop` clears the timers and waits for the runs in flight, so the database can close after.
 */
export function startOrderJobs(flows: OrderFlows, options: OrderJobOptions): { stop(): Promise<void> } {
  const timers = options.timers ?? NODE_TIMERS;
  const running = new Set<Promise<void>>();
  const every = (ms: number, name: string, work: () => Promise<unknown>) => {
    let current: Promise<void> | null = null;
    return timers.setInterval(() => {
      if (current !== null) return;
      const run: Promise<void> = work()
        .then(() => undefined)
        .catch((err: unknown) => options.log.error({ err }, `${name} failed`))
        .finally(() => {
          current = null;
          running.delete(run);
        });
      current = run;
      running.add(run);
    }, ms);
  };
  const handles = [
    every(options.outboxIntervalMs ?? 15_000, 'outbox delivery', () => flows.deliverOutbox()),
    every(options.reconcileIntervalMs, 'charge reconciliation', () => flows.reconcileCharges({ graceMs: options.reconcileGraceMs })),
  ];
  return {
    stop: async () => {
      handles.forEach((h) => timers.clearInterval(h));
      await Promise.all([...running]);
    },
  };
}
