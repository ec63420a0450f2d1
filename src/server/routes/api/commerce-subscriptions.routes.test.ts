/**
 * The visitor's subscription calls over HTTP (SUB-01, SUB-02, SUB-07, GAP-62): subscribe with
 * the cart's checks and messages, the subscription page's data by cart token, its checkout
 * (first order charged, card saved, subscription created in the order's transaction), the
 * extra payment step, and the buyer's read and cancel by access token.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite, type CartVisitor } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { browser, customerEmail, SITE_USER_PASSWORD } from '../../../../test/support/site-users';
import { ADDRESS, CARDS, newKey, planProduct, subscribeAndPay } from '../../../../test/support/subscriptions';

const SUBSCRIBE = '/api/3/commerce/cart/subscription';

describeDatabase('visitor subscription calls', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    return { app, ...shop, visitor: cartVisitor(app, shop.host) };
  };
  const subscribe = (visitor: CartVisitor, body: Record<string, unknown>) => visitor.request('POST', SUBSCRIBE, body);
  const outbox = (websiteId: string) => db().query<{ to_address: string; subject: string }>('select to_address, subject from outbox_messages where website_id = $1 order by created_at, subject', [websiteId]);
  const stockOf = async (visitor: CartVisitor, itemId: string) => (await visitor.request('GET', `/api/commerce/inventory/stock?itemId=${itemId}`)).json().results[0].qtyInStock;

  it('SUB-01 SUB-02 SUB-03 subscribe answers a cart token that reaches the subscription page data; the cart is untouched', async () => {
    const { app, visitor, products } = await setup();
    const res = await subscribe(visitor, { itemId: products.subscription.itemId, sku: products.subscription.skus[0], qty: 2, additionalFields: { note: 'ring twice' } });
    expect(res.statusCode).toBe(200);
    const { cartToken } = res.json();
    expect(cartToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(Object.keys(res.json())).toEqual(['cartToken']);
    const page = await visitor.request('GET', `${SUBSCRIBE}/${cartToken}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().subscriptionCart).toMatchObject({
      itemId: products.subscription.itemId,
      title: 'Clay Box',
      chosenVariant: { sku: products.subscription.skus[0] },
      quantity: 2,
      additionalFields: '{"note":"ring twice"}',
      requiresShipping: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
      billingPhrase: 'every month',
      priceText: '$30.00 every month',
      totalText: '$60.00 every month',
      purchasePriceCents: 3000,
      subtotalCents: 6000,
      grandTotalCents: 6000,
      subtotalAmount: { value: '60.00', currency: 'USD' },
      isPurchased: false,
    });
    // SUB-03: the subscription is not a cart entry.
    expect((await visitor.getCart()).json().entries).toEqual([]);
    expect(visitor.cart).toBeNull();
    expect((await visitor.request('GET', `${SUBSCRIBE}/not-a-real-token-000000000000`)).json()).toMatchObject({ status: 404, code: 'SUBSCRIPTION_CART_NOT_FOUND' });
    await app.close();
  });

  it("SUB-01 ATC-14 ATC-15 the subscribe call checks like add to cart, with the same messages, and without a crumb answers crumbFail", async () => {
    const { app, visitor, products } = await setup();
    const box = { itemId: products.subscription.itemId, sku: products.subscription.skus[0] };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...box, qty: 'two' }, 400, 'Quantity must be a number.'],
      [{ ...box, qty: 1.5 }, 400, 'Quantity must be a whole number.'],
      [{ ...box, qty: 0 }, 400, 'Quantity must be between 1 and 9999.'],
      [{ ...box, sku: 'NO-SUCH-SKU' }, 400, 'Sorry, that item variant is unavailable. Please select another variant.'],
      [{ ...box, qty: 6 }, 409, 'Sorry, we do not have enough of that item available.'],
      [{ ...box, additionalFields: '{not json' }, 400, 'One or more fields is invalid, please check your entries.'],
      [{ itemId: 'no-such-item' }, 404, 'Sorry, that item is not available.'],
      [{ itemId: products.draft.itemId }, 404, 'Sorry, that item is not available.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await subscribe(visitor, body);
      expect({ body, status: res.statusCode, message: res.json().message }).toEqual({ body, status, message });
    }
    const noCrumb = await visitor.request('POST', SUBSCRIBE, box, { crumb: false });
    expect(noCrumb.statusCode).toBe(401);
    expect(noCrumb.json().crumbFail).toBe(true);
    expect((await subscribe(visitor, { ...box, qty: '5' })).statusCode).toBe(200);
    expect((await subscribe(visitor, box)).statusCode).toBe(200);
    await app.close();
  });

  it('SUB-07 only subscribable physical and service products are bought as subscriptions', async () => {
    const { app, visitor, products, site } = await setup();
    for (const p of [products.tee, products.lesson, products.ebook, products.giftCard]) {
      const res = await subscribe(visitor, { itemId: p.itemId, sku: p.skus[0] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'SUBSCRIPTION_NOT_AVAILABLE', message: 'Sorry, that item cannot be bought as a subscription.' });
    }
    const service = await planProduct(app, site.id, { value: 2, unit: 'WEEK', cycles: 26 }, { productType: 3, price: 4500 });
    const ok = await subscribe(visitor, { itemId: service.itemId });
    expect(ok.statusCode).toBe(200);
    const page = (await visitor.request('GET', `${SUBSCRIBE}/${ok.json().cartToken}`)).json().subscriptionCart;
    expect(page).toMatchObject({ requiresShipping: false, billingPhrase: 'every 2 weeks for 1 year', priceText: '$45.00 every 2 weeks for 1 year' });
    // A service is one unit unless the store allows more (the cart's rule and message).
    await app.services.storeSettings.updateStoreSettings(site.id, { multipleQuantityAllowedForServices: false });
    expect((await subscribe(visitor, { itemId: service.itemId, qty: 2 })).json().message).toBe('Only one of this service can be in your cart.');
    await app.close();
  });

  it('GAP-62 NAV-12 checkout charges the first cycle, saves the card, creates the subscription and answers the 206 page data', async () => {
    const { app, visitor, products, site } = await setup();
    const { res } = await subscribeAndPay(visitor, { itemId: products.subscription.itemId }, { qty: 2 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      pageType: 206,
      accessToken: expect.any(String),
      subscription: {
        id: expect.any(String),
        status: 'active',
        customerEmail: 'ada@example.com',
        productName: 'Clay Box',
        quantity: 2,
        unitPrice: 3000,
        currency: 'USD',
        subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
        priceText: '$60.00 every month',
        cyclesBilled: 1,
        nextBillingDate: Date.UTC(2026, 11, 21, 12, 0, 0),
        paymentSummary: 'card ending 4242',
        shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', countryCode: 'US' },
        // GAP-52: billed to the shipping address, so the page data does not repeat it.
        billingAddress: { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', countryCode: 'US' },
        showBillingAddress: false,
      },
      order: { items: [{ productName: 'Clay Box', quantity: 2, unitPrice: 3000 }], grandTotal: 6000, paymentSummary: 'card ending 4242' },
    });
    expect(body.subscription.accessToken).toBeUndefined();
    expect(JSON.stringify(body)).not.toMatch(/tpm_|4242424242424242/);
    expect(await stockOf(visitor, products.subscription.itemId)).toBe(3);
    const [charge] = await db().query<{ status: string; order_id: string; payment_method_reference: string }>(
      'select status, order_id, payment_method_reference from payments_charges where website_id = $1',
      [site.id],
    );
    expect(charge).toMatchObject({ status: 'captured', order_id: body.order.id, payment_method_reference: expect.stringMatching(/^tpm_ok_/) });
    const stored = await db().query<Record<string, unknown>>('select * from subscriptions_subscriptions where id = $1', [body.subscription.id]);
    expect(JSON.stringify(stored)).not.toContain('4242424242424242');
    expect((await outbox(site.id)).map((m) => m.subject).sort()).toEqual([`Your order #${body.order.orderNumber} is confirmed`, 'Your subscription to Clay Box has started']);
    const status = await visitor.request('GET', body.subscriptionStatusUrl);
    expect(status.statusCode).toBe(200);
    expect(status.json().subscription).toEqual(body.subscription);
    await app.close();
  });

  it('GAP-62 GAP-52 a billing address other than the shipping address is kept by the subscription and shown with its page data', async () => {
    const { app, visitor, products, site } = await setup();
    const billingAddress = { name: 'Ada King Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', country: 'gb' };
    const billedTo = { firstName: 'Ada', lastName: 'King Byron', line1: '12 St James Sq', city: 'London', postalCode: 'SW1Y 4JH', countryCode: 'GB' };
    const body = (await subscribeAndPay(visitor, { itemId: products.subscription.itemId }, { billingAddress })).res.json();
    expect(body.subscription).toMatchObject({ shippingAddress: { line1: '1 Main St', countryCode: 'US' }, billingAddress: billedTo, showBillingAddress: true });
    expect(body.order.billingAddress).toEqual(billedTo);
    expect((await visitor.request('GET', body.subscriptionStatusUrl)).json().subscription).toMatchObject({ billingAddress: billedTo, showBillingAddress: true });
    expect((await app.services.subscriptions.get(site.id, body.subscription.id))!.billingAddress).toEqual(billedTo);
    // The subscription-confirmed page's first order shows it under the shipping address.
    expect((await visitor.request('GET', body.subscriptionConfirmedUrl)).body).toContain('Billing address</h2>\n  <address class="OrderSummary-address">Ada King Byron<br>12 St James Sq<br>SW1Y 4JH London<br>GB</address>');
    await app.close();
  });

  it('GAP-62 a retried checkout answers the same subscription; a second checkout of a bought cart is refused; declines and addresses', async () => {
    const { app, visitor, products, site } = await setup();
    const token = (await subscribe(visitor, { itemId: products.subscription.itemId })).json().cartToken;
    const checkout = (body: Record<string, unknown>) =>
      visitor.request('POST', `${SUBSCRIBE}/${token}/checkout`, { email: 'ada@example.com', shippingAddress: ADDRESS, payment: CARDS.ok, idempotencyKey: newKey(), ...body });
    const noAddress = await checkout({ shippingAddress: undefined });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().data.errors).toEqual({ shippingAddress: 'A shipping address is required.' });
    const instalments = await checkout({ payment: { type: 'instalments' } });
    expect(instalments.statusCode).toBe(400);
    const declined = await checkout({ payment: CARDS.declined });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Your card was declined.');
    const idempotencyKey = newKey();
    const first = await checkout({ idempotencyKey });
    const again = await checkout({ idempotencyKey });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription.id).toBe(first.json().subscription.id);
    expect(again.json().order.id).toBe(first.json().order.id);
    const other = await checkout({});
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'SUBSCRIPTION_ALREADY_PURCHASED', message: 'You have already subscribed with this checkout.' });
    const rows = await db().query<{ n: number }>('select count(*)::int as n from subscriptions_subscriptions where website_id = $1', [site.id]);
    expect(rows[0]!.n).toBe(1);
    const captured = await db().query<{ n: number }>("select count(*)::int as n from payments_charges where website_id = $1 and status = 'captured'", [site.id]);
    expect(captured[0]!.n).toBe(1);
    expect((await visitor.request('GET', `${SUBSCRIBE}/${token}`)).json().subscriptionCart.isPurchased).toBe(true);
    await app.close();
  });

  it('GAP-62 two checkouts of one subscription cart at once (different keys) make one subscription; the other pays nothing', async () => {
    const { app, visitor, products, site } = await setup();
    const token = (await subscribe(visitor, { itemId: products.subscription.itemId })).json().cartToken;
    const checkout = () => visitor.request('POST', `${SUBSCRIBE}/${token}/checkout`, { email: 'ada@example.com', shippingAddress: ADDRESS, payment: CARDS.ok, idempotencyKey: newKey() });
    const answers = await Promise.all([checkout(), checkout()]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('SUBSCRIPTION_ALREADY_PURCHASED');
    const rows = await db().query<{ n: number }>('select count(*)::int as n from subscriptions_subscriptions where website_id = $1', [site.id]);
    expect(rows[0]!.n).toBe(1);
    const kept = await db().query<{ n: number }>("select count(*)::int as n from payments_charges where website_id = $1 and status = 'captured'", [site.id]);
    expect(kept[0]!.n).toBe(1);
    expect(await stockOf(visitor, products.subscription.itemId)).toBe(4);
    await app.close();
  });

  it('GAP-52 a card that needs the extra step answers 202, and confirm creates the subscription with the card saved', async () => {
    const { app, visitor, products, site } = await setup();
    const token = (await subscribe(visitor, { itemId: products.subscription.itemId })).json().cartToken;
    const idempotencyKey = newKey();
    const pending = await visitor.request('POST', `${SUBSCRIBE}/${token}/checkout`, { email: 'ada@example.com', shippingAddress: ADDRESS, payment: CARDS.extraStep, idempotencyKey });
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toEqual({ status: 'requires_action', action: { type: 'confirm' } });
    expect((await db().query('select id from subscriptions_subscriptions where website_id = $1', [site.id])).length).toBe(0);
    const confirmed = await visitor.request('POST', `${SUBSCRIBE}/${token}/checkout/confirm`, { idempotencyKey });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ pageType: 206, subscription: { status: 'active', paymentSummary: 'card ending 3184' } });
    const [row] = await db().query<{ payment_method_reference: string }>('select payment_method_reference from subscriptions_subscriptions where website_id = $1', [site.id]);
    expect(row!.payment_method_reference).toMatch(/^tpm_ok_/);
    await app.close();
  });

  it('GAP-62 the buyer reads and cancels by access token only; cancelling twice sends one email', async () => {
    const { app, visitor, products, site } = await setup();
    const body = (await subscribeAndPay(visitor, { itemId: products.subscription.itemId })).res.json();
    const base = `/api/3/commerce/subscriptions/${body.subscription.id}`;
    for (const url of [base, `${base}?token=wrong`, `${base}?token=`]) {
      expect((await visitor.request('GET', url)).json()).toMatchObject({ status: 404, code: 'SUBSCRIPTION_NOT_FOUND' });
      expect((await visitor.request('POST', `${url.replace(base, `${base}/cancel`)}`)).statusCode).toBe(404);
    }
    const other = await createCartSite(app);
    expect((await cartVisitor(app, other.host).request('GET', `${base}?token=${body.accessToken}`)).statusCode).toBe(404);
    expect((await visitor.request('POST', `${base}/cancel?token=${body.accessToken}`, undefined, { crumb: false })).statusCode).toBe(401);
    expect((await visitor.request('GET', `${base}?token=${body.accessToken}`)).json().subscription.status).toBe('active');
    const cancelled = await visitor.request('POST', `${base}/cancel?token=${body.accessToken}`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ status: 'cancelled', cancelReason: 'buyer', nextBillingDate: null, cancelledAt: expect.any(Number) });
    const again = await visitor.request('POST', `${base}/cancel`, { token: body.accessToken });
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription.status).toBe('cancelled');
    const mails = (await outbox(site.id)).filter((m) => m.subject === 'Your subscription to Clay Box is cancelled');
    expect(mails).toEqual([{ to_address: 'ada@example.com', subject: 'Your subscription to Clay Box is cancelled' }]);
    await app.close();
  });
  it('GAP-62 a signed-in customer\'s subscription is kept by their account: listed there and cancelled from it without the token; nobody else can', async () => {
    const { app, products, host } = await setup();
    const customer = browser(app, host, '192.0.2.71');
    expect((await customer.signUp({ email: customerEmail(), password: SITE_USER_PASSWORD })).statusCode).toBe(200);
    const { res } = await subscribeAndPay(customer as unknown as CartVisitor, { itemId: products.subscription.itemId, sku: products.subscription.skus[0] });
    expect(res.statusCode).toBe(200);
    const { id } = res.json().subscription;
    const listed = await customer.request('GET', '/api/site-users/account/subscriptions');
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toMatchObject({ subscriptions: [{ id, status: 'active' }], nextCursor: null });
    // A guest without the token, and another customer, find nothing.
    const other = browser(app, host, '192.0.2.72');
    expect((await other.request('POST', `/api/3/commerce/subscriptions/${id}/cancel`)).statusCode).toBe(404);
    expect((await other.signUp({ email: customerEmail(), password: SITE_USER_PASSWORD })).statusCode).toBe(200);
    expect((await other.request('POST', `/api/3/commerce/subscriptions/${id}/cancel`)).statusCode).toBe(404);
    expect((await other.request('GET', '/api/site-users/account/subscriptions')).json().subscriptions).toEqual([]);
    const cancelled = await customer.request('POST', `/api/3/commerce/subscriptions/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({ id, status: 'cancelled' });
    await app.close();
  });
});
