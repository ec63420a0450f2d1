/**
 * The checkout page (checkout 201, GAP-51, GAP-58, NAV-12): the visitor's cart as the order
 * summary before any script runs, the checkout island's mount and props, the empty-cart message,
 * the test-mode banner, the instalment offer, and private headers.
 */
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite, type CartVisitor } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';

/** The checkout island's props in a page. */
function islandProps(html: string): Record<string, unknown> {
  const m = /<script nonce="[^"]+" type="application\/json" data-island-props="checkout">(.*?)<\/script>/s.exec(html);
  if (m === null) throw new Error('no checkout props');
  return JSON.parse(m[1]!) as Record<string, unknown>;
}

describeDatabase('checkout page', (db) => {
  const setup = async () => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    return { app, ...shop, visitor: cartVisitor(app, shop.host) };
  };
  const page = (visitor: CartVisitor, url = '/checkout') => visitor.request('GET', url);

  it('GAP-51 NAV-12 a visitor without a cart is told the cart is empty, with a link back to the shop', async () => {
    const { app, visitor } = await setup();
    const res = await page(visitor);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' });
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('You have nothing in your shopping cart.');
    expect(res.body).toMatch(/<a class="Button" href="\/[^"]*">Continue shopping<\/a>/);
    expect(res.body).not.toContain('data-island="checkout"');
    // NAV-12: checkout is page type 201.
    const json = (await page(visitor, '/checkout?format=json')).json();
    expect(json).toMatchObject({ pageType: 201, checkout: { isEmpty: true } });
    await app.close();
  });

  it('GAP-51 the order summary is on the page before JavaScript; the island gets the cart as the API answers it', async () => {
    const { app, visitor, products } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 2 });
    await visitor.add({ itemId: products.giftCard.itemId, sku: products.giftCard.skus[0], quantity: 1 });
    const res = await page(visitor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const html = res.body;
    expect(html).toContain('<h1 class="PageHeader-title">Checkout</h1>');
    expect(html).toMatch(/<span class="CheckoutSummary-name">Linen Tee<span class="CheckoutSummary-variant">Size: S<\/span><\/span>\s*<span class="CheckoutSummary-quantity">&times;&nbsp;2<\/span>\s*<span class="CheckoutSummary-price">\$50\.00<\/span>/);
    expect(html).toContain('<dd data-total="subtotal">$75.00</dd>');
    expect(html).toContain('<dd data-total="grandTotal">$75.00</dd>');
    expect(html).toContain('data-island="checkout"');
    expect(html).not.toContain('data-island="cart-pill"');
    expect(html).not.toContain('TestModeBanner');
    const props = islandProps(html);
    const cart = (await visitor.getCart()).json();
    expect(props).toMatchObject({ currency: 'USD', testMode: false, instalments: null, cart: { id: cart.id, entries: cart.entries, grandTotalCents: 7500, requiresShipping: true } });
    const giftCardEntry = cart.entries.find((e: { itemId: string }) => e.itemId === products.giftCard.itemId);
    expect(props.giftCardEntryIds).toEqual([giftCardEntry.id]);
    await app.close();
  });

  it('GAP-58 a store in test mode shows the Test mode banner, explaining the test cards', async () => {
    const { app, visitor, products, site } = await setup();
    await app.services.storeSettings.updateStoreSettings(site.id, { testMode: true });
    await visitor.add({ itemId: products.ebook.itemId, sku: null });
    const html = (await page(visitor)).body;
    expect(html).toMatch(/<div class="TestModeBanner CheckoutPage-testMode" role="note"[^>]*>\s*<p><strong id="checkout-test-mode-title">Test mode<\/strong>/);
    expect(html).toContain('<code>4242 4242 4242 4242</code> is paid');
    expect(html).toContain('<code>4000 0000 0000 0002</code> is declined');
    expect(islandProps(html)).toMatchObject({ testMode: true });
    await app.close();
  });

  it('BNPL-02 GAP-52 instalments are offered only when the account is connected and every line is physical', async () => {
    const { app, visitor, products, site } = await setup();
    await app.services.storeSettings.updateStoreSettings(site.id, { instalments: { connected: true, paymentAccountCountry: 'US' } });
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const offered = islandProps((await page(visitor)).body).instalments;
    expect(offered).toEqual({ brand: 'Afterpay', minimumAmountCents: expect.any(Number), maximumAmountCents: expect.any(Number) });
    await visitor.add({ itemId: products.ebook.itemId, sku: null });
    expect(islandProps((await page(visitor)).body).instalments).toBeNull();
    await app.close();
  });

  it('other spellings of /checkout go to /checkout; a bought cart is empty again', async () => {
    const { app, visitor, products } = await setup();
    for (const url of ['/checkout/', '/Checkout']) {
      const res = await page(visitor, url);
      expect([res.statusCode, res.headers.location]).toEqual([302, '/checkout']);
    }
    await visitor.add({ itemId: products.ebook.itemId, sku: null });
    const placed = await visitor.request('POST', '/api/commerce/checkout', {
      email: 'ada@example.com',
      payment: { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
      idempotencyKey: 'checkout-page-test-key-1',
    });
    expect(placed.statusCode).toBe(200);
    expect((await page(visitor)).body).toContain('You have nothing in your shopping cart.');
    await app.close();
  });
});
