/**
 * The owner's subscription routes (GAP-62): list newest first with a cursor, detail with
 * every charge of the subscription, cancel with the buyer told; 'commerce.orders' only, and
 * never the buyer's access token or saved payment method.
 */
import { expect, it } from 'vitest';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { DAY, subscribeAndPay, subscriptionApp, CARDS } from '../../../../test/support/subscriptions';
import { ContributorRole } from '../../../shared/enums';

describeDatabase('owner subscription routes', (db) => {
  const setup = async () => {
    const { app, clock } = await subscriptionApp(db());
    const shop = await createCartSite(app);
    const visitor = cartVisitor(app, shop.host);
    const { headers } = await ownerSession(app, { websiteId: shop.site.id });
    return { app, clock, ...shop, visitor, headers };
  };

  it('GAP-62 lists subscriptions newest first, shows one with its charges, and cancels it with an email', async () => {
    const ctx = await setup();
    const { app, clock, visitor, products, site } = ctx;
    let headers = ctx.headers;
    const first = (await subscribeAndPay(visitor, { itemId: products.subscription.itemId }, { payment: CARDS.declinesWhenSaved, email: 'first@example.com' })).res.json();
    clock.advance(60_000);
    const second = (await subscribeAndPay(visitor, { itemId: products.subscription.itemId }, { email: 'second@example.com' })).res.json();
    const page = await app.inject({ method: 'GET', url: '/api/admin/subscriptions?limit=1', headers });
    expect(page.statusCode).toBe(200);
    expect(page.json().subscriptions.map((s: { id: string }) => s.id)).toEqual([second.subscription.id]);
    const older = await app.inject({ method: 'GET', url: `/api/admin/subscriptions?before=${encodeURIComponent(page.json().nextCursor)}`, headers });
    expect(older.json()).toMatchObject({ subscriptions: [{ id: first.subscription.id, customerEmail: 'first@example.com' }], nextCursor: null });
    expect((await app.inject({ method: 'GET', url: '/api/admin/subscriptions?before=nonsense', headers })).statusCode).toBe(400);

    clock.set(Date.UTC(2026, 11, 21, 12, 1));
    await app.services.subscriptionFlows.runDueRenewals();
    // A month later the first session has ended: sign in again.
    headers = (await ownerSession(app, { websiteId: site.id })).headers;
    const detail = await app.inject({ method: 'GET', url: `/api/admin/subscriptions/${first.subscription.id}`, headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      subscription: {
        id: first.subscription.id,
        status: 'past_due',
        failedAttempts: 1,
        nextAttemptDate: Date.UTC(2026, 11, 21, 12, 1) + DAY,
        firstOrderId: first.order.id,
        priceText: '$30.00 every month',
        // GAP-52: billed to the shipping address, which the detail does not flag to repeat.
        billingAddress: { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', countryCode: 'US' },
        showBillingAddress: false,
      },
      charges: [
        { cycle: 1, attempt: 1, status: 'paid', orderId: first.order.id, message: null },
        { cycle: 2, attempt: 1, status: 'failed', orderId: null, message: 'Your card was declined.' },
      ],
    });
    // Whole answers: the buyer's fields and the owner's, every charge field.
    const ownerFields = ['variantId', 'firstOrderId', 'nextAttemptDate', 'failedAttempts', 'updated'];
    expect(Object.keys(detail.json().subscription).sort()).toEqual([...Object.keys(first.subscription), ...ownerFields].sort());
    expect(detail.json().charges.map(Object.keys)).toEqual([0, 1].map(() => ['cycle', 'attempt', 'status', 'orderId', 'message', 'at']));
    expect(detail.body).not.toContain(first.accessToken);
    expect(detail.body).not.toMatch(/tpm_/);

    const cancelled = await app.inject({ method: 'POST', url: `/api/admin/subscriptions/${first.subscription.id}/cancel`, headers });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ status: 'cancelled', cancelReason: 'owner', nextBillingDate: null, nextAttemptDate: null });
    const [mail] = await db().query<{ to_address: string; text_body: string }>(
      "select to_address, text_body from outbox_messages where website_id = $1 and subject like '%is cancelled'",
      [site.id],
    );
    expect(mail).toMatchObject({ to_address: 'first@example.com', text_body: expect.stringContaining('was cancelled by the store') });
    expect((await app.inject({ method: 'GET', url: '/api/admin/subscriptions/no-such-id', headers })).json()).toMatchObject({ status: 404, code: 'SUBSCRIPTION_NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: '/api/admin/subscriptions/no-such-id/cancel', headers })).statusCode).toBe(404);
    clock.set(Date.UTC(2026, 11, 30));
    // The cancelled subscription's retry is never made.
    expect(await app.services.subscriptionFlows.runDueRenewals()).toEqual({ renewed: [], failed: [], deferred: [] });
    await app.close();
  });

  it('GAP-62 GAP-52 the detail shows the billing address renewals are billed to, flagged to show when it is not the shipping address', async () => {
    const { app, visitor, products, headers } = await setup();
    const billingAddress = { name: 'Ada King Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', country: 'gb' };
    const body = (await subscribeAndPay(visitor, { itemId: products.subscription.itemId }, { billingAddress })).res.json();
    const detail = await app.inject({ method: 'GET', url: `/api/admin/subscriptions/${body.subscription.id}`, headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().subscription).toMatchObject({
      shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', countryCode: 'US' },
      billingAddress: { firstName: 'Ada', lastName: 'King Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', countryCode: 'GB' },
      showBillingAddress: true,
    });
    const listed = (await app.inject({ method: 'GET', url: '/api/admin/subscriptions', headers })).json().subscriptions;
    expect(listed).toEqual([expect.objectContaining({ id: body.subscription.id, showBillingAddress: true })]);
    await app.close();
  });

  it('GAP-62 a completed subscription cannot be cancelled; the routes need a session with commerce.orders', async () => {
    const { app, visitor, site, host, headers } = await setup();
    const { createProduct } = app.services.storeFlows;
    const once = await createProduct(site.id, {
      item: { title: 'One box', status: 'published' },
      product: { productType: 1, isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'YEAR' }, numBillingCycles: 1 }, variants: [{ sku: `${site.id}-ONCE`, price: 500 }] },
      stock: [{ quantity: 3 }],
    });
    const body = (await subscribeAndPay(visitor, { itemId: once.itemId })).res.json();
    expect(body.subscription.status).toBe('completed');
    const refused = await app.inject({ method: 'POST', url: `/api/admin/subscriptions/${body.subscription.id}/cancel`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This subscription has already ended.');
    expect((await app.inject({ method: 'GET', url: '/api/admin/subscriptions', headers: { host } })).statusCode).toBe(401);
    const editor = await ownerSession(app, { websiteId: site.id, role: ContributorRole.EDITOR });
    for (const [method, url] of [['GET', '/api/admin/subscriptions'], ['GET', `/api/admin/subscriptions/${body.subscription.id}`], ['POST', `/api/admin/subscriptions/${body.subscription.id}/cancel`]] as const) {
      expect((await app.inject({ method, url, headers: editor.headers })).statusCode, url).toBe(403);
    }
    const manager = await ownerSession(app, { websiteId: site.id, role: ContributorRole.STORE_MANAGER });
    expect((await app.inject({ method: 'GET', url: '/api/admin/subscriptions', headers: manager.headers })).json().subscriptions).toHaveLength(1);
    await app.close();
  });
});
