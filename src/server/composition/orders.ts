/**
 * Payments, orders, the outbox, and the order-side modules whose changes run in the order's
 * transaction (subscriptions, gift cards), with the checkout flows (src/flows/checkout):
 * created once by the composition root. The order's transaction binds fresh services to one
 * database transaction and announces stock changes to every process at its commit.
 */
import type { Database, Db, DbOrTx } from '../../db/database';
import { createCheckoutFlows, createOrderAdminFlows, type CheckoutFlows, type OrderAdminFlows, type ReconcileLog } from '../../flows/checkout';
import { signedDownloadPath, type DownloadTarget } from '../../flows/downloads';
import type { InTransaction } from '../../flows/transaction';
import { createCartService, type CartService } from '../../modules/cart';
import { createGiftCardsService, type GiftCardsService } from '../../modules/gift-cards';
import { createInventoryService, type InventoryService } from '../../modules/inventory';
import { createOrdersService, type OrdersService } from '../../modules/orders';
import { createOutboxService, createSmtpTransport, type MailTransport, type OutboxService } from '../../modules/outbox';
import { createPricingRulesService } from '../../modules/pricing-rules';
import { createSubscriptionsService, type SubscriptionsService } from '../../modules/subscriptions';
import { createPaymentsService, createTestProcessor, type PaymentProvider, type PaymentsService } from '../../modules/payments';
import type { Clock } from '../../shared/clock';
import type { EventBus } from '../../shared/events';
import type { IdSource } from '../../shared/ids';
import { runAnnounced } from '../event-relay';

export interface OrderWiringDeps {
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
  /** Signs digital download links; without it confirmation emails carry none. */
  downloadKey?: string | undefined;
}

const STDERR_LOG: ReconcileLog = {
  error: (details, message) => console.error(message, details),
};

export interface OrderServices {
  payments: PaymentsService;
  orders: OrdersService;
  outbox: OutboxService;
  /** GAP-62: subscriptions, bound here because their billing changes run in the order's transaction. */
  subscriptions: SubscriptionsService;
  /** GAP-61: gift cards, bound here because they are debited and issued in the order's transaction. */
  giftCards: GiftCardsService;
  orderFlows: CheckoutFlows;
  /** The owner's fulfilment, resent confirmations and order timeline. */
  orderAdminFlows: OrderAdminFlows;
  /** The outbox on another database handle (a transaction of another feature), with the app's transport and sender. */
  outboxOn: (db: DbOrTx) => OutboxService;
  /** Runs work in one transaction with the order side's services bound to it (subscription billing and cancelling, an owner's gift card). */
  inOrderTransaction: InTransaction<{ subscriptions: SubscriptionsService; outbox: OutboxService; giftCards: GiftCardsService }>;
  /** The outbox bound to another feature's transaction (its email is queued only if that work commits). */
  outboxFor(db: DbOrTx): OutboxService;
}

export function createOrderServices(deps: OrderWiringDeps): OrderServices {
  const { database, clock, ids, events } = deps;
  // The test processor keeps its payments in the database, so every process answers for every charge.
  const provider = deps.provider ?? createTestProcessor({ db: database.db, ids, clock });
  const log = deps.log ?? STDERR_LOG;
  const transport = deps.transport !== undefined ? deps.transport : deps.smtpUrl !== undefined ? createSmtpTransport(deps.smtpUrl) : null;
  const from = deps.mailFrom ?? 'Stoa <no-reply@localhost>';
  // `announce`: the database's own services announce the owner's rule changes; a transaction's only read them.
  const bind = (db: Db, announce?: EventBus) => ({
    payments: createPaymentsService({ db, ids, clock, provider }),
    orders: createOrdersService({ db, ids, clock }),
    outbox: createOutboxService({ db, ids, clock, transport, from }),
    pricingRules: createPricingRulesService({ db, ids, clock, ...(announce !== undefined && { events: announce }) }),
    subscriptions: createSubscriptionsService({ db, ids, clock }),
    giftCards: createGiftCardsService({ db, ids, clock }),
  });
  const main = bind(database.db, events);
  // Every service inside is bound to the transaction (PGlite has one connection). Stock taken
  // by an order or put back by a refund is announced to every process at the commit; the cart
  // bought closes with its order.
  const inTransaction = <T>(work: (services: ReturnType<typeof bind> & { inventory: InventoryService; carts: CartService }) => Promise<T>): Promise<T> =>
    runAnnounced(database, events, (tx, held) =>
      work({ ...bind(tx), inventory: createInventoryService({ db: tx, ids, clock, events: held, withinTransaction: true }), carts: createCartService({ db: tx, ids, clock }) }),
    );
  // Stock is read before charging, so a sold-out item is refused without a charge and a refund.
  const inventory = createInventoryService({ db: database.db, ids, clock, events });
  const downloadKey = deps.downloadKey;
  const downloadLink = downloadKey === undefined ? undefined : (target: DownloadTarget) => signedDownloadPath(downloadKey, target);
  const orderFlows = createCheckoutFlows({ orders: main.orders, payments: main.payments, giftCards: main.giftCards, outbox: main.outbox, inTransaction, inventory, clock, log, downloadLink });
  const outboxFor = (db: DbOrTx) => createOutboxService({ db, ids, clock, transport, from });
  const orderAdminFlows = createOrderAdminFlows({ orders: main.orders, payments: main.payments, outbox: main.outbox, inTransaction });
  return { ...main, orderFlows, orderAdminFlows, inOrderTransaction: inTransaction, outboxFor, outboxOn: outboxFor };
}
