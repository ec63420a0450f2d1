/**
 * Wiring of payments, orders and the outbox, and of the flows that place, confirm, refund and
 * reconcile orders: created once in app.ts. The order's transaction binds fresh services to
 * one database transaction and announces stock changes only after it commits.
 */
import type { Database, Db } from '../db/database';
import { confirmOrderPayment, placeOrder, type PlaceOrderDeps, type PlaceOrderRequest, type PlaceOrderResult } from '../flows/place-order';
import { reconcileCharges, type ReconcileReport } from '../flows/reconcile-charges';
import type { InTransaction } from '../flows/transaction';
import { refundOrder, type OrderRefundRequest, type RefundOrderDeps } from '../flows/refund-order';
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
}

/** The order use cases, each one call for a route, a job or the CLI. */
export interface OrderFlows {
  placeOrder(request: PlaceOrderRequest): Promise<PlaceOrderResult>;
  confirmOrderPayment(websiteId: string, idempotencyKey: string): Promise<PlaceOrderResult>;
  /** A full refund without a request; a partial one by amount and/or lines (refund-order.ts). */
  refundOrder(websiteId: string, orderId: string, request?: OrderRefundRequest): Promise<Order>;
  reconcileCharges(options?: { graceMs?: number }): Promise<ReconcileReport>;
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
  const provider = deps.provider ?? createTestProcessor({ db: database.db, ids, clock });
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
  const inTransaction = async <T>(work: (services: ReturnType<typeof bind> & { inventory: InventoryService }) => Promise<T>): Promise<T> => {
    const changedSites = new Set<string>();
    const deferred: EventBus = { emit: (e) => void ('websiteId' in e && changedSites.add(e.websiteId)), on: () => () => {} };
    // Every service inside is bound to the transaction (PGlite has one connection).
    const result = await database.db.transaction((tx) => work({ ...bind(tx), inventory: createInventoryService({ db: tx, ids, clock, events: deferred }) }));
    for (const websiteId of changedSites) events.emit({ type: 'site.changed', websiteId });
    return result;
  };
  const flowDeps: PlaceOrderDeps = { orders: main.orders, payments: main.payments, inTransaction };
  const refundDeps: RefundOrderDeps = { orders: main.orders, payments: main.payments, giftCards: main.giftCards, inTransaction };
  const orderFlows: OrderFlows = {
    placeOrder: (request) => placeOrder(flowDeps, request),
    confirmOrderPayment: (websiteId, key) => confirmOrderPayment(flowDeps, websiteId, key),
    // GAP-61: any refund is split over the card and the gift cards that paid (gift-card-refund.ts).
    refundOrder: (websiteId, orderId, request) => refundOrder(refundDeps, websiteId, orderId, request),
    reconcileCharges: (options) => reconcileCharges({ ...flowDeps, payments: main.payments, clock }, options),
    deliverOutbox: () => main.outbox.deliverDue(),
  };
  return { ...main, orderFlows, inOrderTransaction: inTransaction };
}

/**
 * The order side's background work for `npm start`: deliver the outbox every 15 s and
 * reconcile half-way charges every minute. Returns `stop` for shutdown.
 */
export function startOrderJobs(flows: OrderFlows, log: { error(obj: unknown, msg: string): void }): { stop(): void } {
  const every = (ms: number, name: string, work: () => Promise<unknown>) => {
    let running = false;
    const timer = setInterval(() => {
      if (running) return;
      running = true;
      work()
        .catch((err: unknown) => log.error({ err }, `${name} failed`))
        .finally(() => {
          running = false;
        });
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [every(15_000, 'outbox delivery', () => flows.deliverOutbox()), every(60_000, 'charge reconciliation', () => flows.reconcileCharges())];
  return { stop: () => timers.forEach(clearInterval) };
}
