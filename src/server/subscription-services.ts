/**
 * Wiring of the subscription use cases (src/flows/subscription-*.ts): created once in app.ts
 * from the store services, content, sites and the order services (whose transaction bills a
 * subscription's cycles). `startSubscriptionJobs` runs the renewal scheduler for `npm start`.
 */
import type { CartItemPort } from '../flows/cart';
import { cancelSubscription, type CancellationDeps } from '../flows/subscriptions';
import {
  checkOutSubscription,
  confirmSubscriptionCheckout,
  subscribe,
  subscriptionCartView,
  type SubscriptionCheckoutDeps,
} from '../flows/subscriptions';
import { runDueRenewals, type RenewalDeps, type RenewalReport } from '../flows/subscriptions';
import type { CancelReason, Subscription } from '../modules/subscriptions';
import type { SitesService } from '../modules/sites';
import type { CartServices } from './cart-services';
import type { OrderServices } from './order-services';
import type { StoreServices } from './store-services';

type WithoutDeps<F> = F extends (deps: SubscriptionCheckoutDeps, ...rest: infer A) => infer R ? (...args: A) => R : never;

/** The subscription use cases, each one call for a route or a job. */
export interface SubscriptionFlows {
  subscribe: WithoutDeps<typeof subscribe>;
  subscriptionCartView: WithoutDeps<typeof subscriptionCartView>;
  checkOutSubscription: WithoutDeps<typeof checkOutSubscription>;
  confirmSubscriptionCheckout: WithoutDeps<typeof confirmSubscriptionCheckout>;
  cancelSubscription(websiteId: string, subscriptionId: string, reason: CancelReason): Promise<Subscription>;
  /** Charges every due renewal of every site (the scheduler calls this). */
  runDueRenewals(options?: { limit?: number; leaseMs?: number }): Promise<RenewalReport>;
}

export interface SubscriptionServices {
  subscriptionFlows: SubscriptionFlows;
}

export function createSubscriptionServices(
  store: Pick<StoreServices, 'catalog' | 'inventory' | 'storeSettings'> & Pick<CartServices, 'pricingRules'>,
  content: CartItemPort,
  sites: Pick<SitesService, 'get'>,
  orderServices: Pick<OrderServices, 'orders' | 'subscriptions' | 'orderFlows' | 'inOrderTransaction'>,
): SubscriptionServices {
  const { orders, subscriptions, orderFlows, inOrderTransaction } = orderServices;
  const storeName = async (websiteId: string) => (await sites.get(websiteId))?.title;
  const checkoutDeps: SubscriptionCheckoutDeps = {
    subscriptions,
    catalog: store.catalog,
    inventory: store.inventory,
    storeSettings: store.storeSettings,
    pricingRules: store.pricingRules,
    content,
    orders,
    placeOrder: orderFlows.placeOrder,
    confirmOrderPayment: orderFlows.confirmOrderPayment,
  };
  const renewalDeps: RenewalDeps = { subscriptions, placeOrder: orderFlows.placeOrder, inTransaction: inOrderTransaction, storeName };
  const cancellationDeps: CancellationDeps = { inTransaction: inOrderTransaction, storeName };
  return {
    subscriptionFlows: {
      subscribe: (...args) => subscribe(checkoutDeps, ...args),
      subscriptionCartView: (...args) => subscriptionCartView(checkoutDeps, ...args),
      checkOutSubscription: (...args) => checkOutSubscription(checkoutDeps, ...args),
      confirmSubscriptionCheckout: (...args) => confirmSubscriptionCheckout(checkoutDeps, ...args),
      cancelSubscription: (websiteId, subscriptionId, reason) => cancelSubscription(cancellationDeps, websiteId, subscriptionId, reason),
      runDueRenewals: (options) => runDueRenewals(renewalDeps, options),
    },
  };
}

/** How often `npm start` looks for due renewals. */
export const RENEWAL_INTERVAL_MS = 60_000;

/** Runs the renewal scheduler every minute (one run at a time per process); returns `stop` for shutdown. */
export function startSubscriptionJobs(flows: Pick<SubscriptionFlows, 'runDueRenewals'>, log: { error(obj: unknown, msg: string): void }): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    flows
      .runDueRenewals()
      .catch((err: unknown) => log.error({ err }, 'subscription renewals failed'))
      .finally(() => {
        running = false;
      });
  }, RENEWAL_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
