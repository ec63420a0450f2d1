/**
 * The renewal scheduler (GAP-62, SUB-04, SUB-05, SUB-09) with a clock the test moves: renewals
 * on their calendar dates, each an order through placeOrder with stock taken and an email;
 * completion after the last cycle; retries 1, 3, 5 days after a failure, then cancellation;
 * and no double charge when two schedulers run at once or one dies half-way.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { cartVisitor, createCartSite } from '../../../test/support/cart';
import { describeDatabase } from '../../../test/support/database';
import { CARDS, DAY, planProduct, START, subscribeAndPay, subscriptionApp } from '../../../test/support/subscriptions';
import { renewalOrderKey } from './subscription-orders';

type Plan = Parameters<typeof planProduct>[2];

describeDatabase('subscription renewals', (db) => {
  const setup = async (start = START) => {
    const { app, clock } = await subscriptionApp(db(), start);
    const shop = await createCartSite(app);
    return { app, clock, ...shop, visitor: cartVisitor(app, shop.host) };
  };
  /** Subscribes to a new product with `plan` and pays; the subscription's id and the product. */
  const subscribed = async (ctx: Awaited<ReturnType<typeof setup>>, plan: Plan, options: { stock?: number; payment?: unknown; price?: number; billingAddress?: unknown } = {}) => {
    const product = await planProduct(ctx.app, ctx.site.id, plan, { stock: options.stock, price: options.price });
    const { res } = await subscribeAndPay(ctx.visitor, product, { payment: options.payment, billingAddress: options.billingAddress });
    expect(res.statusCode, res.body).toBe(200);
    return { id: res.json().subscription.id as string, product, body: res.json() };
  };
  const sub = async (app: FastifyInstance, websiteId: string, id: string) => (await app.services.subscriptions.get(websiteId, id))!;
  const run = (app: FastifyInstance) => app.services.subscriptionFlows.runDueRenewals();
  const charges = (websiteId: string) =>
    db().query<{ checkout_key: string; status: string; method: string; method_summary: string; linked: boolean }>(
      'select checkout_key, status, method, method_summary, order_id is not null as linked from payments_charges where website_id = $1 order by created_at, checkout_key, attempt',
      [websiteId],
    );
  const renewalOrders = (websiteId: string) =>
    db().query<{ idempotency_key: string; grand_total: number; test_mode: boolean }>(
      "select idempotency_key, grand_total, test_mode from orders_orders where website_id = $1 and idempotency_key like 'sub:%' order by order_number",
      [websiteId],
    );
  const subjects = async (websiteId: string) =>
    (await db().query<{ subject: string }>('select subject from outbox_messages where website_id = $1 order by created_at, id', [websiteId])).map((m) => m.subject);
  const stock = async (app: FastifyInstance, websiteId: string, variantId: string) => (await app.services.inventory.getStock(websiteId, [variantId]))[0]!.qtyInStock;

  it('GAP-62 SUB-05 a monthly plan with 0 cycles renews on each date, indefinitely: an order, stock taken and an email each time', async () => {
    const ctx = await setup();
    const { app, clock, site } = ctx;
    const { id, product } = await subscribed(ctx, { value: 1, unit: 'MONTH', cycles: 0 }, { stock: 20, price: 1250 });
    expect((await run(app)).renewed).toEqual([]);
    clock.set(Date.UTC(2026, 11, 21, 11, 59));
    expect((await run(app)).renewed).toEqual([]);
    clock.set(Date.UTC(2026, 11, 21, 12, 0));
    const first = await run(app);
    expect(first.renewed).toEqual([{ subscriptionId: id, cycle: 2, orderId: expect.any(String) }]);
    expect(await run(app)).toEqual({ renewed: [], failed: [], deferred: [] });
    expect(await renewalOrders(site.id)).toEqual([{ idempotency_key: `sub:${id}:cycle:2`, grand_total: 1250, test_mode: false }]);
    expect((await charges(site.id)).at(-1)).toEqual({ checkout_key: `sub:${id}:cycle:2`, status: 'captured', method: 'saved', method_summary: 'card ending 4242', linked: true });
    expect(await stock(app, site.id, product.variantId)).toBe(18);
    expect((await subjects(site.id)).at(-1)).toMatch(/^Your order #\d+ is confirmed$/);
    expect(await sub(app, site.id, id)).toMatchObject({ status: 'active', cyclesBilled: 2, nextBillingAt: Date.UTC(2027, 0, 21, 12, 0) });
    for (let month = 1; month <= 11; month++) {
      clock.set(Date.UTC(2027, month - 1, 21, 12, 0));
      if (month > 1) expect((await run(app)).renewed).toHaveLength(1);
    }
    expect(await sub(app, site.id, id)).toMatchObject({ status: 'active', cyclesBilled: 12, nextBillingAt: Date.UTC(2027, 11, 21, 12, 0) });
    expect(await stock(app, site.id, product.variantId)).toBe(8);
    await app.close();
  });

  it('SUB-06 monthly dates keep the anchor day, clamped to short months', async () => {
    const ctx = await setup(Date.UTC(2027, 0, 31, 10, 0));
    const { app, clock, site } = ctx;
    const { id } = await subscribed(ctx, { value: 1, unit: 'MONTH', cycles: 0 });
    expect((await sub(app, site.id, id)).nextBillingAt).toBe(Date.UTC(2027, 1, 28, 10, 0));
    clock.set(Date.UTC(2027, 1, 28, 10, 0));
    expect((await run(app)).renewed).toHaveLength(1);
    expect((await sub(app, site.id, id)).nextBillingAt).toBe(Date.UTC(2027, 2, 31, 10, 0));
    clock.set(Date.UTC(2027, 2, 31, 10, 0));
    expect((await run(app)).renewed).toHaveLength(1);
    expect((await sub(app, site.id, id)).nextBillingAt).toBe(Date.UTC(2027, 3, 30, 10, 0));
    await app.close();
  });

  it('SUB-09 a limited plan stops after numBillingCycles charges (the first order counts), with a completion email', async () => {
    const ctx = await setup();
    const { app, clock, site } = ctx;
    const { id } = await subscribed(ctx, { value: 1, unit: 'WEEK', cycles: 3 });
    clock.advance(7 * DAY);
    expect((await run(app)).renewed).toHaveLength(1);
    clock.advance(7 * DAY);
    expect((await run(app)).renewed).toHaveLength(1);
    expect(await sub(app, site.id, id)).toMatchObject({ status: 'completed', cyclesBilled: 3, nextBillingAt: null, nextAttemptAt: null });
    expect(await subjects(site.id)).toContain('Your subscription to Plan 1 WEEK × 3 is complete');
    clock.advance(7 * DAY);
    expect((await run(app)).renewed).toEqual([]);
    expect((await renewalOrders(site.id)).map((o) => o.idempotency_key)).toEqual([`sub:${id}:cycle:2`, `sub:${id}:cycle:3`]);
    const once = await subscribed(ctx, { value: 1, unit: 'YEAR', cycles: 1 });
    expect(await sub(app, site.id, once.id)).toMatchObject({ status: 'completed', cyclesBilled: 1, nextBillingAt: null });
    expect(once.body.subscription.priceText).toBe('$10.00 every year for 1 year');
    await app.close();
  });

  it('GAP-62 a declined renewal is retried 1, 3 and 5 days later with an email each time, then cancelled', async () => {
    const ctx = await setup();
    const { app, clock, site } = ctx;
    const { id } = await subscribed(ctx, { value: 1, unit: 'MONTH', cycles: 0 }, { payment: CARDS.declinesWhenSaved });
    const due = Date.UTC(2026, 11, 21, 12, 0);
    clock.set(due);
    expect((await run(app)).failed).toEqual([{ subscriptionId: id, cycle: 2, message: 'Your card was declined.', retryAt: due + DAY }]);
    expect(await sub(app, site.id, id)).toMatchObject({ status: 'past_due', failedAttempts: 1, nextAttemptAt: due + DAY, nextBillingAt: due });
    expect((await subjects(site.id)).at(-1)).toBe('We could not renew your subscription to Plan 1 MONTH × 0');
    const [mail] = await db().query<{ text_body: string }>('select text_body from outbox_messages where website_id = $1 order by created_at desc limit 1', [site.id]);
    expect(mail!.text_body).toContain('We will try again on 2026-12-22.');
    clock.set(due + DAY - 60_000);
    expect((await run(app)).failed).toEqual([]);
    for (const [day, retryDay] of [[1, 3], [3, 5]] as const) {
      clock.set(due + day * DAY);
      expect((await run(app)).failed).toEqual([expect.objectContaining({ retryAt: due + retryDay * DAY })]);
    }
    clock.set(due + 5 * DAY);
    expect((await run(app)).failed).toEqual([expect.objectContaining({ retryAt: null })]);
    expect(await sub(app, site.id, id)).toMatchObject({ status: 'cancelled', cancelReason: 'payment_failed', nextBillingAt: null, nextAttemptAt: null, failedAttempts: 4 });
    expect((await subjects(site.id)).at(-1)).toBe('Your subscription to Plan 1 MONTH × 0 is cancelled');
    clock.set(due + 40 * DAY);
    expect(await run(app)).toEqual({ renewed: [], failed: [], deferred: [] });
    expect((await charges(site.id)).slice(1).map((c) => [c.checkout_key, c.status])).toEqual([
      [renewalOrderKey(id, 2, 0), 'declined'],
      [renewalOrderKey(id, 2, 1), 'declined'],
      [renewalOrderKey(id, 2, 2), 'declined'],
      [renewalOrderKey(id, 2, 3), 'declined'],
    ]);
    expect(await renewalOrders(site.id)).toEqual([]);
    const attempts = await app.services.subscriptions.attempts(site.id, id);
    expect(attempts.map((a) => [a.cycle, a.attempt, a.status])).toEqual([[1, 1, 'paid'], [2, 1, 'failed'], [2, 2, 'failed'], [2, 3, 'failed'], [2, 4, 'failed']]);
    await app.close();
  });

  it('GAP-59 a renewal without stock is refused before charging and retried; once restocked it renews and keeps its billing dates', async () => {
    const ctx = await setup();
    const { app, clock, site } = ctx;
    const { id, product } = await subscribed(ctx, { value: 1, unit: 'MONTH', cycles: 0 }, { stock: 1 });
    const due = Date.UTC(2026, 11, 21, 12, 0);
    clock.set(due);
    expect((await run(app)).failed).toEqual([expect.objectContaining({ message: 'Sorry, we do not have enough of that item available.' })]);
    await app.services.inventory.adjustStock(site.id, product.variantId, { delta: 3 });
    clock.set(due + DAY);
    expect((await run(app)).renewed).toEqual([{ subscriptionId: id, cycle: 2, orderId: expect.any(String) }]);
    expect(await sub(app, site.id, id)).toMatchObject({ status: 'active', failedAttempts: 0, cyclesBilled: 2, nextBillingAt: Date.UTC(2027, 0, 21, 12, 0) });
    // The sold-out attempt charged nothing (no charge to refund); the retry paid.
    expect((await charges(site.id)).slice(1).map((c) => [c.checkout_key, c.status, c.linked])).toEqual([[`sub:${id}:cycle:2:retry:1`, 'captured', true]]);
    expect(await stock(app, site.id, product.variantId)).toBe(2);
    await app.close();
  });

  it('GAP-62 two schedulers running at once (one app, and two apps on one database) charge a renewal once', async () => {
    const ctx = await setup();
    const { app, clock, site } = ctx;
    const a = await subscribed(ctx, { value: 1, unit: 'WEEK', cycles: 0 });
    const b = await subscribed(ctx, { value: 1, unit: 'WEEK', cycles: 0 });
    const other = await subscriptionApp(db());
    other.clock.set(START + 7 * DAY);
    clock.set(START + 7 * DAY);
    const reports = await Promise.all([run(app), run(app), run(other.app), run(other.app)]);
    expect(reports.flatMap((r) => r.renewed.map((x) => x.subscriptionId)).sort()).toEqual([a.id, b.id].sort());
    expect(reports.flatMap((r) => [...r.failed, ...r.deferred])).toEqual([]);
    const renewals = await charges(site.id);
    expect(renewals.filter((c) => c.checkout_key.startsWith('sub:')).map((c) => [c.checkout_key, c.status]).sort()).toEqual(
      [[`sub:${a.id}:cycle:2`, 'captured'], [`sub:${b.id}:cycle:2`, 'captured']].sort(),
    );
    expect(await renewalOrders(site.id)).toHaveLength(2);
    await other.app.close();
    await app.close();
  });

  it('GAP-62 a scheduler that died holding a claim, after charging, is taken over when its lease ends: one charge, one order', async () => {
    const ctx = await setup();
    const { app, clock, site } = ctx;
    const { id } = await subscribed(ctx, { value: 1, unit: 'WEEK', cycles: 0 });
    clock.set(START + 7 * DAY);
    // The dead process claimed the renewal and charged the saved card, then stopped.
    const claimed = await app.services.subscriptions.claimDue();
    expect(claimed?.subscription.id).toBe(id);
    const row = await sub(app, site.id, id);
    const key = renewalOrderKey(id, 2, 0);
    const { charge } = await app.services.payments.beginCharge(site.id, { checkoutKey: key, amount: 1000, currency: 'USD', method: { type: 'saved', reference: row.paymentMethodReference! } });
    await app.services.payments.executeCharge(site.id, charge.id, { type: 'saved', reference: row.paymentMethodReference! });
    expect(await run(app)).toEqual({ renewed: [], failed: [], deferred: [] });
    clock.advance(11 * 60_000);
    expect((await run(app)).renewed).toEqual([{ subscriptionId: id, cycle: 2, orderId: expect.any(String) }]);
    expect((await charges(site.id)).filter((c) => c.checkout_key === key)).toEqual([expect.objectContaining({ status: 'captured', linked: true })]);
    expect(await renewalOrders(site.id)).toHaveLength(1);
    await app.close();
  });

  it('GAP-62 the order transaction refuses a renewal of a cancelled subscription or of a cycle already billed, and refunds its charge', async () => {
    const ctx = await setup();
    const { app, clock, site } = ctx;
    const { id } = await subscribed(ctx, { value: 1, unit: 'WEEK', cycles: 0 });
    const row = await sub(app, site.id, id);
    const renewal = (cycle: number, key: string) =>
      app.services.orderFlows.placeOrder({
        checkout: {
          websiteId: site.id,
          idempotencyKey: key,
          purchasedCartId: null,
          testMode: false,
          currency: 'USD',
          customerEmail: row.customerEmail,
          shippingAddress: row.shippingAddress,
          billingAddress: null,
          lines: [{ itemId: row.itemId, variantId: row.variantId, sku: row.sku, productName: row.productName, quantity: 1, unitPrice: 1000 }],
          subtotal: 1000,
          discountTotal: 0,
          shippingTotal: 0,
          taxTotal: 0,
          grandTotal: 1000,
          subscription: { kind: 'renewal', subscriptionId: id, cycle },
        },
        payment: { type: 'saved', reference: row.paymentMethodReference! },
      });
    await expect(renewal(3, 'skip-a-cycle-key')).rejects.toMatchObject({ code: 'SUBSCRIPTION_CYCLE_BILLED' });
    await app.services.subscriptionFlows.cancelSubscription(site.id, id, 'owner');
    await expect(renewal(2, 'after-cancel-key')).rejects.toMatchObject({ code: 'SUBSCRIPTION_NOT_ACTIVE' });
    const refused = (await charges(site.id)).filter((c) => c.checkout_key.endsWith('-key'));
    expect(refused.map((c) => c.status)).toEqual(['refunded', 'refunded']);
    clock.set(START + 7 * DAY);
    expect(await run(app)).toEqual({ renewed: [], failed: [], deferred: [] });
    expect(await renewalOrders(site.id)).toEqual([]);
    await app.close();
  });

  it('GAP-62 GAP-52 a subscription keeps the billing address its first order was given, and each renewal order is billed to it', async () => {
    const ctx = await setup();
    const { app, clock, site } = ctx;
    const billing = { name: 'Ada King Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', country: 'gb' };
    const billedTo = { firstName: 'Ada', lastName: 'King Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', countryCode: 'GB' };
    const shippedTo = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', countryCode: 'US' };
    const { id, body } = await subscribed(ctx, { value: 1, unit: 'WEEK', cycles: 0 }, { billingAddress: billing });
    expect(body.order.billingAddress).toEqual(billedTo);
    expect(await sub(app, site.id, id)).toMatchObject({ shippingAddress: shippedTo, billingAddress: billedTo });
    // The file's other tests share the database: their subscriptions may fall due on these dates too.
    const renewalOrder = async () => {
      const renewed = (await run(app)).renewed.find((r) => r.subscriptionId === id);
      expect(renewed).toBeDefined();
      return (await app.services.orders.get(site.id, renewed!.orderId))!;
    };
    clock.advance(7 * DAY);
    expect(await renewalOrder()).toMatchObject({ shippingAddress: shippedTo, billingAddress: billedTo });
    // Its confirmation email (the renewal's receipt) names both addresses.
    const [mail] = await db().query<{ text_body: string }>("select text_body from outbox_messages where website_id = $1 and subject like 'Your order #% is confirmed' order by created_at desc, id desc limit 1", [site.id]);
    expect(mail!.text_body).toContain('Billing address:\nAda King Byron\n12 St James Sq\nSW1Y 4JH London\nGB');
    // A subscription from before its billing address was kept renews billed to its shipping address.
    await db().query('update subscriptions_subscriptions set billing_address = null where id = $1', [id]);
    expect((await sub(app, site.id, id)).billingAddress).toBeNull();
    clock.advance(7 * DAY);
    expect(await renewalOrder()).toMatchObject({ shippingAddress: shippedTo, billingAddress: shippedTo });
    await app.close();
  });

  it('GAP-58 a subscription bought in test mode renews in test mode without taking stock; a cart token expires after a day', async () => {
    const ctx = await setup();
    const { app, clock, site, visitor } = ctx;
    await app.services.storeSettings.updateStoreSettings(site.id, { testMode: true });
    const { id, product, body } = await subscribed(ctx, { value: 1, unit: 'WEEK', cycles: 0 }, { stock: 4 });
    expect(body.order.testMode).toBe(true);
    clock.advance(7 * DAY);
    expect((await run(app)).renewed).toHaveLength(1);
    expect(await renewalOrders(site.id)).toEqual([{ idempotency_key: `sub:${id}:cycle:2`, grand_total: 1000, test_mode: true }]);
    expect(await stock(app, site.id, product.variantId)).toBe(4);
    const token = (await visitor.request('POST', '/api/3/commerce/cart/subscription', { itemId: product.itemId })).json().cartToken;
    clock.advance(24 * 60 * 60_000);
    expect((await visitor.request('GET', `/api/3/commerce/cart/subscription/${token}`)).json()).toMatchObject({ status: 404, code: 'SUBSCRIPTION_CART_NOT_FOUND' });
    await app.close();
  });
});
