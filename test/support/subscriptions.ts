/**
 * Subscription tests: an app whose clock the test moves (renewals fall due by date), a site
 * with subscribable products (createCartSite's monthly Clay Box plus any plan the test asks
 * for), and a visitor who subscribes and checks out through the HTTP calls.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/database';
import { buildApp } from '../../src/server/app';
import { testConfig } from '../../src/server/config';
import { fixedClock } from '../../src/shared/clock';
import { createEventBus } from '../../src/shared/events';
import { sequentialIds } from '../../src/shared/ids';
import type { CartVisitor } from './cart';

let apps = 0;
export const START = Date.UTC(2026, 10, 21, 12, 0, 0);
export const DAY = 24 * 60 * 60_000;

/** The app over `database` with a clock the test moves (`clock.set`, `clock.advance`). */
export async function subscriptionApp(database: Database, start = START): Promise<{ app: FastifyInstance; clock: ReturnType<typeof fixedClock> }> {
  const clock = fixedClock(start);
  const app = await buildApp(testConfig(), {
    database,
    clock,
    ids: sequentialIds(`s${process.pid.toString(16)}x${++apps}x`),
    events: createEventBus((e) => {
      throw e;
    }),
  });
  return { app, clock };
}

/** A published subscribable product of the site with the given plan, price and stock. */
export async function planProduct(
  app: FastifyInstance,
  websiteId: string,
  plan: { value: number; unit: 'WEEK' | 'MONTH' | 'YEAR'; cycles: number },
  options: { productType?: 1 | 3; price?: number; stock?: number; sku?: string } = {},
): Promise<{ itemId: string; sku: string; variantId: string }> {
  const sku = options.sku ?? `PLAN-${Math.random().toString(16).slice(2, 10)}`;
  const created = await app.services.storeFlows.createProduct(websiteId, {
    item: { title: `Plan ${plan.value} ${plan.unit} × ${plan.cycles}`, status: 'published' },
    product: {
      productType: options.productType ?? 1,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: plan.value, unit: plan.unit }, numBillingCycles: plan.cycles },
      variants: [{ sku, price: options.price ?? 1000 }],
    },
    stock: [{ quantity: options.stock ?? 100 }],
  });
  return { itemId: created.itemId, sku, variantId: created.variants[0]!.id };
}

export const card = (number: string) => ({ type: 'card', number, expMonth: 12, expYear: 2030, cvc: '123' });
export const CARDS = {
  ok: card('4242 4242 4242 4242'),
  declined: card('4000 0000 0000 0002'),
  extraStep: card('4000 0027 6000 3184'),
  declinesWhenSaved: card('4000 0000 0000 0341'),
};
export const ADDRESS = { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'us' };

let keys = 0;
export const newKey = () => `sub-key-${++keys}-${Math.random().toString(16).slice(2, 10)}`;

/** Subscribes to `itemId` and checks out; the checkout's answer (status 200 expected by the caller). */
export async function subscribeAndPay(
  visitor: CartVisitor,
  product: { itemId: string; sku?: string },
  options: { qty?: number; payment?: unknown; email?: string; billingAddress?: unknown } = {},
) {
  const subscribed = await visitor.request('POST', '/api/3/commerce/cart/subscription', { itemId: product.itemId, sku: product.sku, ...(options.qty !== undefined && { qty: options.qty }) });
  if (subscribed.statusCode !== 200) throw new Error(`subscribe answered ${subscribed.statusCode} ${subscribed.body}`);
  const { cartToken } = subscribed.json() as { cartToken: string };
  const res = await visitor.request('POST', `/api/3/commerce/cart/subscription/${cartToken}/checkout`, {
    email: options.email ?? 'ada@example.com',
    shippingAddress: ADDRESS,
    ...(options.billingAddress !== undefined && { billingAddress: options.billingAddress }),
    payment: options.payment ?? CARDS.ok,
    idempotencyKey: newKey(),
  });
  return { cartToken, res };
}
