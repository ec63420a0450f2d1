/**
 * The purchase pages outside the cart (GIFT-01, GAP-61, SUB-02, GAP-62, NAV-12): the gift card
 * page by item id and SKU, the subscription page by cart token (an expired or unknown token is
 * a page that says so), and subscription confirmed (206) by subscription id and access token,
 * with its plan, next payment, first order and the cancel island's props. All private.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { planProduct, subscribeAndPay } from '../../../../test/support/subscriptions';

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' };

/** The JSON of a page's island props script. */
function islandProps(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(`<script nonce="[^"]+" type="application/json" data-island-props="${name}">(.*?)</script>`, 's').exec(html);
  if (match === null) throw new Error(`no ${name} props`);
  return JSON.parse(match[1]!) as Record<string, unknown>;
}

describeDatabase('gift card, subscription and subscription-confirmed pages', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    return { app, ...shop, visitor: cartVisitor(app, shop.host) };
  };

  it('GIFT-01 GAP-61 the gift card page is reached with the item id and the chosen variant; its island gets the denominations and limits', async () => {
    const { app, visitor, products } = await setup();
    const { itemId, skus } = products.giftCard;
    const res = await visitor.request('GET', `/checkout/gift-card?itemId=${itemId}&sku=${skus[1]}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(PRIVATE);
    expect(res.body).toContain('<h1 class="PageHeader-title">Gift Card</h1>');
    expect(res.body).toContain('data-island="gift-card"');
    expect(res.body).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/checkout\/gift-card">/);
    const props = islandProps(res.body, 'gift-card');
    expect(props).toMatchObject({
      item: { id: itemId, title: 'Gift Card' },
      selectedSku: skus[1],
      denominations: [
        { sku: skus[0], value: { value: '25.00', currency: 'USD' } },
        { sku: skus[1], value: { value: '50.00', currency: 'USD' } },
      ],
      limits: { maxMessageLength: 500, maxNameLength: 100, earliestSendDate: '2026-11-21', latestSendDate: '2027-11-21' },
      currency: 'USD',
      cartUrl: '/cart',
      addPath: '/api/commerce/gift-cards/cart-entry',
    });
    // GIFT-02: without a SKU (or with one the card does not have) nothing is pre-selected.
    expect(islandProps((await visitor.request('GET', `/checkout/gift-card?itemId=${itemId}&sku=NOPE`)).body, 'gift-card').selectedSku).toBeNull();
    const json = await visitor.request('GET', `/checkout/gift-card?itemId=${itemId}&format=json`);
    expect(json.json()).toMatchObject({ pageType: 2, giftCard: { item: { id: itemId }, selectedSku: null } });
    await app.close();
  });

  it('GIFT-01 a missing or unknown item, or a product that is not a gift card, is the not-found page', async () => {
    const { app, visitor, products } = await setup();
    for (const query of ['', '?itemId=no-such-item', `?itemId=${products.tee.itemId}`, `?itemId=${products.draft.itemId}`, `?itemId=${'x'.repeat(300)}`]) {
      const res = await visitor.request('GET', `/checkout/gift-card${query}`);
      expect({ query, status: res.statusCode }).toEqual({ query, status: 404 });
      expect(res.body).not.toContain('data-island="gift-card"');
    }
    await app.close();
  });

  it('SUB-02 SUB-08 SUB-09 GAP-62 the subscription page shows the line, the billing phrase and the totals, and mounts the checkout island', async () => {
    const { app, visitor, site } = await setup();
    const plan = await planProduct(app, site.id, { value: 2, unit: 'WEEK', cycles: 26 }, { price: 1000, sku: 'TEA-BOX' });
    const { cartToken } = (await visitor.request('POST', '/api/3/commerce/cart/subscription', { itemId: plan.itemId, sku: plan.sku })).json();
    const res = await visitor.request('GET', `/checkout/subscribe?cartToken=${cartToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject(PRIVATE);
    expect(res.body).toContain('<strong class="SubscriptionLine-title">Plan 2 WEEK × 26</strong>');
    expect(res.body).toContain('<dd class="SubscriptionLine-price">$10.00 every 2 weeks for 1 year</dd>');
    expect(res.body).toContain('<dd>$10.00</dd>');
    expect(res.body).not.toContain('TestModeBanner');
    expect(islandProps(res.body, 'subscribe')).toEqual({
      cartToken,
      requiresShipping: true,
      testMode: false,
      locale: 'en',
      checkoutPath: `/api/3/commerce/cart/subscription/${cartToken}/checkout`,
      total: '$10.00 every 2 weeks for 1 year',
    });
    const json = (await visitor.request('GET', `/checkout/subscribe?cartToken=${cartToken}&format=json`)).json();
    expect(json).toMatchObject({ pageType: 201, subscriptionCart: { billingPhrase: 'every 2 weeks for 1 year', grandTotalCents: 1000 }, subscriptionProblem: null });
    // GAP-58: in test mode the page says so and the island names the test cards.
    await app.services.storeSettings.updateStoreSettings(site.id, { testMode: true });
    const testMode = await visitor.request('GET', `/checkout/subscribe?cartToken=${cartToken}`);
    expect(testMode.body).toContain('<p class="TestModeBanner" role="note"><strong>Test mode</strong>');
    expect(islandProps(testMode.body, 'subscribe').testMode).toBe(true);
    await app.close();
  });

  it('SUB-02 an expired, unknown or missing cart token, and a bought one, say so instead of showing the form', async () => {
    const { app, visitor, products } = await setup();
    for (const query of ['?cartToken=not-a-real-token-000000000000', '']) {
      const res = await visitor.request('GET', `/checkout/subscribe${query}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('This subscription checkout has expired. Please subscribe again from the product page.');
      expect(res.body).not.toContain('data-island="subscribe"');
    }
    const { cartToken, res } = await subscribeAndPay(visitor, { itemId: products.subscription.itemId });
    expect(res.statusCode).toBe(200);
    const bought = await visitor.request('GET', `/checkout/subscribe?cartToken=${cartToken}`);
    expect(bought.statusCode).toBe(200);
    expect(bought.body).toContain('You have already subscribed with this checkout.');
    expect(bought.body).not.toContain('data-island="subscribe"');
    await app.close();
  });

  it('GAP-62 NAV-12 checkout answers the subscription-confirmed page (206): plan, status, next payment, first order, cancel props', async () => {
    const { app, visitor, products } = await setup();
    const { res } = await subscribeAndPay(visitor, { itemId: products.subscription.itemId }, { qty: 2 });
    const body = res.json();
    expect(body.subscriptionConfirmedUrl).toBe(`/checkout/subscription-confirmed?subscriptionId=${body.subscription.id}&token=${body.accessToken}`);
    const page = await visitor.request('GET', body.subscriptionConfirmedUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers).toMatchObject(PRIVATE);
    const html = page.body;
    expect(html).toContain('Thank you for subscribing');
    expect(html).toContain('<dd>Clay Box &middot; $60.00 every month</dd>');
    expect(html).toContain('<dd data-subscription-status>Active</dd>');
    expect(html).toContain('<dd data-subscription-next>December 21, 2026</dd>');
    expect(html).toContain('<dd>card ending 4242</dd>');
    expect(html).toContain(`First order #${body.order.orderNumber}`);
    expect(html).toMatch(/<tr class="OrderSummary-item"><td>Clay Box<\/td><td class="OrderSummary-sku">[^<]+<\/td><td class="is-number">2<\/td><td class="is-number">\$30\.00<\/td><\/tr>/);
    expect(html).toContain('/checkout/order-status?orderId=');
    expect(islandProps(html, 'subscription-cancel')).toEqual({
      subscriptionId: body.subscription.id,
      token: body.accessToken,
      active: true,
      cancelPath: `/api/3/commerce/subscriptions/${body.subscription.id}/cancel?token=${body.accessToken}`,
    });
    const json = (await visitor.request('GET', `${body.subscriptionConfirmedUrl}&format=json`)).json();
    expect(json).toMatchObject({ pageType: 206, subscription: { status: 'active', priceText: '$60.00 every month' }, order: { orderNumber: body.order.orderNumber } });

    // After the buyer cancels, the page says so and offers no cancel.
    const cancelled = await visitor.request('POST', islandProps(html, 'subscription-cancel').cancelPath as string, {});
    expect(cancelled.json().subscription.status).toBe('cancelled');
    const after = (await visitor.request('GET', body.subscriptionConfirmedUrl)).body;
    expect(after).toContain('<dd data-subscription-status>Cancelled</dd>');
    expect(after).toContain('<dd data-subscription-next>&mdash;</dd>');
    expect(islandProps(after, 'subscription-cancel').active).toBe(false);
    await app.close();
  });

  it('GAP-62 a wrong or missing token, or another site, is the not-found page', async () => {
    const { app, visitor, products } = await setup();
    const { res } = await subscribeAndPay(visitor, { itemId: products.subscription.itemId });
    const { subscription, accessToken } = res.json();
    const other = await createCartSite(app);
    for (const [url, host] of [
      [`/checkout/subscription-confirmed?subscriptionId=${subscription.id}&token=wrong`, undefined],
      [`/checkout/subscription-confirmed?subscriptionId=${subscription.id}`, undefined],
      [`/checkout/subscription-confirmed?token=${accessToken}`, undefined],
      [`/checkout/subscription-confirmed?subscriptionId=${subscription.id}&token=${accessToken}`, other.host],
    ] as const) {
      const page = await visitor.request('GET', url, undefined, host === undefined ? {} : { host });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 404 });
      expect(page.body).not.toContain('Thank you for subscribing');
    }
    await app.close();
  });
});
