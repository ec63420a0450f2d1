/**
 * The owner's customers: site users and guest buyers (distinct order emails without an
 * account) with their order count, total spent per currency (live orders, less refunds, not
 * cancelled), last order and subscriptions; search, sort and keyset paging; one customer with
 * their orders and subscriptions; 'commerce.orders' only, and never another site's buyers.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { customerEmail, SITE_USER_PASSWORD, browser } from '../../../../test/support/site-users';
import { subscribeAndPay, subscriptionApp } from '../../../../test/support/subscriptions';
import { guestCustomerId } from '../../../flows/customers';
import { ContributorRole } from '../../../shared/enums';

type Clock = Awaited<ReturnType<typeof subscriptionApp>>['clock'];
let orderKeys = 0;

/** An order placed straight through the orders module, as checkout would record it. */
async function placeOrder(
  app: FastifyInstance,
  clock: Clock,
  websiteId: string,
  order: { email: string; total: number; siteUserId?: string; testMode?: boolean; firstName?: string; currency?: 'USD' | 'EUR' },
) {
  clock.advance(60_000);
  const { order: placed } = await app.services.orders.createOrder(websiteId, {
    idempotencyKey: `customer-order-${++orderKeys}`,
    purchasedCartId: null,
    testMode: order.testMode ?? false,
    customerEmail: order.email,
    shippingAddress: order.firstName === undefined ? null : { firstName: order.firstName, lastName: 'Lovelace', line1: '1 Main St', city: 'Springfield', countryCode: 'US' },
    billingAddress: null,
    currency: order.currency ?? 'USD',
    subtotal: order.total,
    discountTotal: 0,
    shippingTotal: 0,
    taxTotal: 0,
    grandTotal: order.total,
    paymentSummary: 'Visa •••• 4242',
    siteUserId: order.siteUserId ?? null,
    items: [{ itemId: 'item-1', variantId: 'variant-1', sku: 'MUG', productName: 'Mug', quantity: 1, unitPrice: order.total }],
  });
  return placed;
}

const usd = (value: string) => ({ value, currency: 'USD', decimalValue: value, currencyCode: 'USD' });

describeDatabase('owner customer routes', (db) => {
  const setup = async () => {
    const { app, clock } = await subscriptionApp(db());
    const shop = await createCartSite(app);
    const owner = await ownerSession(app, { websiteId: shop.site.id });
    const get = (url: string, headers = owner.headers) => app.inject({ method: 'GET', url, headers });
    return { app, clock, ...shop, owner, get };
  };

  it('lists accounts and guests with order count, total spent (cancelled and test orders left out), last order and subscriptions', async () => {
    const { app, clock, site, host, products, get } = await setup();
    const account = browser(app, host);
    const accountEmail = customerEmail();
    expect((await account.signUp({ email: accountEmail, password: SITE_USER_PASSWORD, name: 'Grace Hopper' })).statusCode).toBe(200);
    const user = (await app.services.siteUsers.listSiteUsers(site.id))[0]!;
    await placeOrder(app, clock, site.id, { email: accountEmail, total: 4000, siteUserId: user.id });
    // A guest order with the account's email joins the account.
    await placeOrder(app, clock, site.id, { email: accountEmail.toUpperCase(), total: 1000 });
    const guestFirst = await placeOrder(app, clock, site.id, { email: ' Ada@Example.com', total: 2500, firstName: 'Ada' });
    const refunded = await placeOrder(app, clock, site.id, { email: 'ada@example.com', total: 3000 });
    await app.services.orders.setStatus(site.id, refunded.id, 'cancelled');
    await placeOrder(app, clock, site.id, { email: 'ada@example.com', total: 9900, testMode: true });
    clock.advance(60_000);
    const subscribed = await subscribeAndPay(cartVisitor(app, host), { itemId: products.subscription.itemId }, { email: 'ada@example.com' });
    expect(subscribed.res.statusCode).toBe(200);

    const list = await get('/api/admin/customers');
    expect(list.statusCode).toBe(200);
    const { customers, nextCursor } = list.json();
    expect(nextCursor).toBeNull();
    // Newest last order first: Ada's subscription order is the latest.
    expect(customers).toEqual([
      {
        id: guestCustomerId('ada@example.com'),
        kind: 'guest',
        email: 'ada@example.com',
        name: 'Ada Lovelace',
        orderCount: 4,
        testOrderCount: 1,
        totalSpent: [usd((25 + 30).toFixed(2))],
        lastOrderAt: expect.any(Number),
        subscriptionCount: 1,
        activeSubscriptionCount: 1,
        accountCreated: null,
      },
      {
        id: `account-${user.id}`,
        kind: 'account',
        email: accountEmail,
        name: 'Grace Hopper',
        orderCount: 2,
        testOrderCount: 0,
        totalSpent: [usd('50.00')],
        lastOrderAt: expect.any(Number),
        subscriptionCount: 0,
        activeSubscriptionCount: 0,
        accountCreated: user.created,
      },
    ]);
    const ada = customers[0];
    expect(ada.lastOrderAt).toBeGreaterThan(guestFirst.created);

    const detail = await get(`/api/admin/customers/${ada.id}`);
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.customer).toEqual(ada);
    expect(body.orders.map((o: { testMode: boolean; status: string; total: { value: string } }) => [o.total.value, o.status, o.testMode])).toEqual([
      ['30.00', 'placed', false],
      ['99.00', 'placed', true],
      ['30.00', 'cancelled', false],
      ['25.00', 'placed', false],
    ]);
    expect(body.subscriptions).toEqual([expect.objectContaining({ id: subscribed.res.json().subscription.id, status: 'active', priceText: '$30.00 every month' })]);
    expect(JSON.stringify(body)).not.toContain('accessToken');
    await app.close();
  });

  it('searches by email or name, sorts by total spent, and pages with a cursor', async () => {
    const { app, clock, site, get } = await setup();
    await placeOrder(app, clock, site.id, { email: 'small@example.com', total: 500, firstName: 'Sam' });
    await placeOrder(app, clock, site.id, { email: 'big@example.com', total: 90000, firstName: 'Bea' });
    await placeOrder(app, clock, site.id, { email: 'middle@example.com', total: 7000, firstName: 'Mo' });
    const emails = (res: { json(): { customers: { email: string }[] } }) => res.json().customers.map((c) => c.email);

    expect(emails(await get('/api/admin/customers?q=BIG'))).toEqual(['big@example.com']);
    expect(emails(await get('/api/admin/customers?q=sam'))).toEqual(['small@example.com']);
    expect(emails(await get('/api/admin/customers?q=nobody'))).toEqual([]);
    expect(emails(await get('/api/admin/customers?sort=totalSpent'))).toEqual(['big@example.com', 'middle@example.com', 'small@example.com']);
    expect(emails(await get('/api/admin/customers'))).toEqual(['middle@example.com', 'big@example.com', 'small@example.com']);

    const first = await get('/api/admin/customers?sort=totalSpent&limit=2');
    expect(emails(first)).toEqual(['big@example.com', 'middle@example.com']);
    // A new big spender after the first page does not shift the next one.
    await placeOrder(app, clock, site.id, { email: 'newcomer@example.com', total: 100000 });
    const second = await get(`/api/admin/customers?sort=totalSpent&limit=2&after=${encodeURIComponent(first.json().nextCursor)}`);
    expect(second.json()).toEqual({ customers: [expect.objectContaining({ email: 'small@example.com' })], nextCursor: null });

    expect((await get('/api/admin/customers?after=nonsense')).json()).toMatchObject({ status: 400, code: 'CUSTOMER_CURSOR_INVALID' });
    expect((await get('/api/admin/customers?sort=name')).json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    await app.close();
  });

  it('answers 404 for an id naming no customer, and 403 without the orders permission', async () => {
    const { app, clock, site, get } = await setup();
    await placeOrder(app, clock, site.id, { email: 'ada@example.com', total: 500 });
    for (const id of ['nobody', 'account-unknown', guestCustomerId('never@example.com'), 'guest-!!']) {
      expect((await get(`/api/admin/customers/${encodeURIComponent(id)}`)).json()).toMatchObject({ status: 404, code: 'CUSTOMER_NOT_FOUND', message: 'That customer could not be found.' });
    }
    const editor = await ownerSession(app, { websiteId: site.id, role: ContributorRole.EDITOR });
    for (const url of ['/api/admin/customers', `/api/admin/customers/${guestCustomerId('ada@example.com')}`]) {
      expect((await get(url, editor.headers)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url, headers: { host: editor.headers.host } })).statusCode).toBe(401);
    }
    const manager = await ownerSession(app, { websiteId: site.id, role: ContributorRole.STORE_MANAGER });
    expect((await get('/api/admin/customers', manager.headers)).statusCode).toBe(200);
    await app.close();
  });

  it("never shows another site's buyers or accounts", async () => {
    const { app, clock, site, get } = await setup();
    const other = await createCartSite(app);
    await placeOrder(app, clock, other.site.id, { email: 'theirs@example.com', total: 500 });
    const theirAccount = browser(app, other.host);
    expect((await theirAccount.signUp({ email: customerEmail(), password: SITE_USER_PASSWORD })).statusCode).toBe(200);
    const theirUser = (await app.services.siteUsers.listSiteUsers(other.site.id))[0]!;
    await placeOrder(app, clock, site.id, { email: 'mine@example.com', total: 700 });

    expect((await get('/api/admin/customers')).json().customers.map((c: { email: string }) => c.email)).toEqual(['mine@example.com']);
    expect((await get(`/api/admin/customers/${guestCustomerId('theirs@example.com')}`)).statusCode).toBe(404);
    expect((await get(`/api/admin/customers/account-${theirUser.id}`)).statusCode).toBe(404);
    await app.close();
  });
});

