/**
 * The composition root: every module and flow the server uses, created once per app in
 * dependency order (store, cart, site users, orders, gift cards, subscriptions, restock,
 * contributors, forms, mailing lists). Modules get the database, clock, ids and the event relay;
 * each flow feature gets its dependencies through its `createXFlows` (src/flows/<feature>/index.ts). The store
 * and order sides, with their transaction runners, are in composition/.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createFileBlobStore, createMemoryBlobStore } from '../db/blob-store';
import type { Database, DbOrTx } from '../db/database';
import { createContributorFlows, createSiteUserFlows, type ContributorFlows, type SiteUserFlows } from '../flows/accounts';
import { createCartCatalogMemo, createCartFlows, type CartCatalogMemo, type CartFlows } from '../flows/cart';
import type { ReconcileLog } from '../flows/checkout';
import { createCustomerFlows, type CustomerFlows } from '../flows/customers';
import { createDownloadFlows, type DownloadFlows } from '../flows/downloads';
import { createGiftCardFlows, type GiftCardFlows } from '../flows/gift-cards';
import { createRestockFlows, type RestockFlows } from '../flows/restock';
import { createSubscriptionFlows, type SubscriptionFlows } from '../flows/subscriptions';
import { createAnalyticsReports, createAnalyticsService, createVisitorCollection, type AnalyticsReports, type AnalyticsService, type VisitorCollection } from '../modules/analytics';
import { createAnalyticsReportFlows, type AnalyticsReportFlows } from '../flows/analytics-reports';
import { createAccountsService, FAST_TEST_COST, hashPassword, STANDARD_COST, verifyPassword, type AccountsService } from '../modules/accounts';
import { createCaptchaService, type CaptchaService } from '../modules/captcha';
import { createCartService, type CartService } from '../modules/cart';
import { createContentService, type ContentService } from '../modules/content';
import { createMailingListsService, type MailingListsService } from '../modules/mailing-lists';
import { createMediaService, type MediaService } from '../modules/media';
import { createPricingRulesService, type PricingRulesService } from '../modules/pricing-rules';
import { createRestockService, type RestockService } from '../modules/restock';
import { createSitesService, type SitesService } from '../modules/sites';
import { createSiteUsersService, type SiteUsersService } from '../modules/site-users';
import type { OutboxService } from '../modules/outbox';
import type { Clock } from '../shared/clock';
import type { EventBus } from '../shared/events';
import type { IdSource } from '../shared/ids';
import { createFormServices, type FormServices } from './composition/forms';
import { createOrderServices, type OrderServices } from './composition/orders';
import { createStoreServices, type StoreServices } from './composition/store';
import type { Config } from './config';
import { downloadLinkKey } from './download-key';
import { createEventRelay, type EventRelay } from './event-relay';
import type { SiblingChannel } from './sibling-workers';
import { createSiteDirectory, type SiteDirectory } from './plugins/site-resolution';

export interface AppDeps {
  database: Database;
  clock: Clock;
  ids: IdSource;
  events: EventBus;
  /** Where background work reports failures; buildApp passes app.log. */
  log?: ReconcileLog | undefined;
  /** The other workers of this process's cluster (sibling-workers.ts); none outside a cluster. */
  siblings?: SiblingChannel | undefined;
}

/** The services every route reaches, created once per app. */
export interface Services extends StoreServices, OrderServices, FormServices {
  sites: SitesService;
  siteDirectory: SiteDirectory;
  /** The app's event bus, shared with the other processes on the same database. */
  eventRelay: EventRelay;
  accounts: AccountsService;
  media: MediaService;
  content: ContentService;
  cart: CartService;
  /** The owner's tax rules, shipping zones and coupons. */
  pricingRules: PricingRulesService;
  cartFlows: CartFlows;
  /** Products, item titles and store settings as the cart and checkout read them: in memory until the site changes. */
  cartCatalog: CartCatalogMemo;
  /** A site's customer accounts; separate from `accounts`. */
  siteUsers: SiteUsersService;
  siteUserFlows: SiteUserFlows;
  giftCardFlows: GiftCardFlows;
  subscriptionFlows: SubscriptionFlows;
  captcha: CaptchaService;
  restock: RestockService;
  restockFlows: RestockFlows;
  contributorFlows: ContributorFlows;
  /** GAP-72: mailing lists on the app's database, with the app's outbox. */
  mailingLists: MailingListsService;
  /**
   * The mailing lists bound to a transaction, with the outbox bound to the same one: a form
   * submission's sign-up (and its confirmation email) commits or rolls back with it.
   * `outbox` stands in for that outbox (tests record what is sent).
   */
  mailingListsOn: (db: DbOrTx, outbox?: Pick<OutboxService, 'enqueue'>) => MailingListsService;
  /** Digital products' signed, counted download links. */
  downloadFlows: DownloadFlows;
  /** The owner's customers: a view over site users, orders and subscriptions. */
  customerFlows: CustomerFlows;
  /** The owner's panel events (ADM-02..ADM-06). */
  analytics: AnalyticsService;
  /** The visitors' analytics: daily rollups and the reports read from them. */
  analyticsReports: AnalyticsReports;
  /** The owner's analytics reports, joined with the orders' sales. */
  analyticsReportFlows: AnalyticsReportFlows;
  /** Visitor analytics collection: the batch-write queue, the day partitions (issue 14). */
  visitorAnalytics: VisitorCollection;
}

export interface ServiceOptions {
  /** False for a process that writes and exits (the CLI): it announces its changes without listening. */
  listenForEvents?: boolean;
  log?: { error(obj: unknown, msg: string): void };
}

export async function createServices(config: Config, given: AppDeps, options: ServiceOptions = {}): Promise<Services> {
  // Every service emits through the relay, so processes sharing the database hear each other's changes.
  const eventRelay = await createEventRelay({ database: given.database, bus: given.events, listen: options.listenForEvents ?? true, siblings: given.siblings, ...(options.log && { log: options.log }) });
  const deps: AppDeps = { ...given, events: eventRelay };
  const { database, ids, clock, events } = deps;
  const db = database.db;
  const sites = createSitesService({ db, ids, clock, events, baseDomain: config.baseDomain });
  const siteDirectory = await createSiteDirectory(sites, events, config.baseDomain);
  const accounts = createAccountsService({ db, ids, clock, fastPasswordHashing: config.fastPasswordHashing });
  const storage = config.mediaInMemory ? createMemoryBlobStore() : createFileBlobStore(`${config.dataDir}/media`);
  const media = createMediaService({ db, ids, clock, events, storage });
  const content = createContentService({ db, ids, clock, events });
  const store = createStoreServices(deps);
  const { catalog, inventory, storeSettings } = store;

  const cart = createCartService({ db, ids, clock });
  const pricingRules = createPricingRulesService({ db, ids, clock, events });
  // Products, titles, settings, coupon-free pricing rules and stock levels come from memory until the site changes.
  const cartCatalog = createCartCatalogMemo({ catalog, content, storeSettings, pricingRules, inventory }, events);
  const cartFlows = createCartFlows({
    cart,
    catalog: { ...cartCatalog.catalog, listProducts: (websiteId) => catalog.listProducts(websiteId) },
    inventory: cartCatalog.inventory,
    storeSettings: cartCatalog.storeSettings,
    pricingRules: cartCatalog.pricingRules,
    content: cartCatalog.content,
    now: () => clock.now(),
  });

  // Customers' passwords use the platform's scrypt hashing, cheap in tests.
  const cost = config.fastPasswordHashing ? FAST_TEST_COST : STANDARD_COST;
  const siteUsers = createSiteUsersService({ db, ids, clock, passwords: { hash: (password) => hashPassword(password, cost), verify: verifyPassword } });
  const siteUserFlows = createSiteUserFlows({ siteUsers, cart, catalog, inventory, storeSettings });

  const downloadKey = downloadLinkKey(config);
  const orderServices = createOrderServices({ ...deps, smtpUrl: config.smtpUrl, mailFrom: `Stoa <no-reply@${config.baseDomain}>`, downloadKey });
  const { orders, subscriptions, giftCards, outbox, orderFlows, inOrderTransaction } = orderServices;

  const giftCardFlows = createGiftCardFlows({
    catalog,
    content,
    addToCart: cartFlows.addToCart,
    now: () => clock.now(),
    giftCards,
    outbox,
    newId: () => ids.next(),
    inTransaction: inOrderTransaction,
    testModeOf: async (websiteId) => (await store.storeSettings.getStoreSettings(websiteId)).testMode,
  });

  const storeName = async (websiteId: string) => (await sites.get(websiteId))?.title;
  const subscriptionFlows = createSubscriptionFlows({
    subscriptions,
    catalog,
    inventory,
    storeSettings,
    pricingRules,
    content,
    orders,
    placeOrder: orderFlows.placeOrder,
    confirmOrderPayment: orderFlows.confirmOrderPayment,
    inTransaction: inOrderTransaction,
    storeName,
  });

  // The captcha's signing key comes from the config; without one a random key is made at start
  // (challenges then die with the process, and several processes behind one address must share
  // STOA_CAPTCHA_SECRET).
  const captcha = createCaptchaService({
    db,
    clock,
    hmacKey: config.captchaSecret ?? randomBytes(32).toString('hex'),
    randomHex: (bytes) => randomBytes(bytes).toString('hex'),
    randomInt: (max) => randomInt(0, max + 1),
  });
  const restock = createRestockService({ db, ids, clock });
  const restockFlows = createRestockFlows({ restock, captcha, catalog, inventory, content, outbox });

  const contributorFlows = createContributorFlows({ accounts, outbox });
  // Link tokens are 256 random bits; the module stores only their hashes.
  const mailingListsOn = (on: DbOrTx, mailOutbox: Pick<OutboxService, 'enqueue'> = orderServices.outboxOn(on)) =>
    createMailingListsService({ db: on, ids, clock, randomToken: () => randomBytes(32).toString('base64url'), outbox: mailOutbox });
  const mailingLists = mailingListsOn(db, outbox);

  // GAP-72: a form connected to a list signs its visitor up in the submission's transaction,
  // so the submission, the subscriber and their confirmation email commit or roll back together.
  const formServices = createFormServices({
    ...deps,
    captcha,
    outboxFor: orderServices.outboxFor,
    signUpToList: async (tx, signUp) => {
      await mailingListsOn(tx).subscribe({ websiteId: signUp.websiteId, listId: signUp.listId, email: signUp.email, name: signUp.name === '' ? null : signUp.name, source: signUp.formId, site: signUp.site });
    },
  });
  const downloadFlows = createDownloadFlows({ orders, catalog, media, key: downloadKey, now: () => clock.now() });
  const customerFlows = createCustomerFlows({ siteUsers, orders, subscriptions });
  // Visitor analytics: the collection's batch-write queue is flushed before a report reads today.
  const visitorAnalytics = createVisitorCollection({
    db,
    clock,
    log: options.log ?? given.log ?? { error: () => undefined },
    randomHex: (bytes) => randomBytes(bytes).toString('hex'),
    retentionDays: config.analyticsRetentionDays,
  });
  const analyticsReports = createAnalyticsReports({ db, clock });
  const analyticsReportFlows = createAnalyticsReportFlows({ reports: analyticsReports, orders, beforeRead: () => visitorAnalytics.flush() });

  return {
    sites,
    siteDirectory,
    eventRelay,
    accounts,
    media,
    content,
    ...store,
    cart,
    cartFlows,
    cartCatalog,
    siteUsers,
    siteUserFlows,
    ...orderServices,
    // After the order services' own: the one whose rule changes drop the cart's memo.
    pricingRules,
    giftCardFlows,
    subscriptionFlows,
    captcha,
    restock,
    restockFlows,
    contributorFlows,
    ...formServices,
    mailingLists,
    mailingListsOn,
    downloadFlows,
    customerFlows,
    analytics: createAnalyticsService({ db, ids, clock }),
    analyticsReports,
    analyticsReportFlows,
    visitorAnalytics,
  };
}
