/**
 * Instalments over HTTP: paying a checkout in 4 instalments (GAP-52 with BNPL-02, BNPL-04,
 * BNPL-08, GAP-63, GAP-89) and the provider's information popup by locale (BNPL-21, GAP-50).
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { cartVisitor, createCartSite, type CartVisitor } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { ProductType } from '../../../shared/enums';

const address = { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'US' };
const INSTALMENTS = { type: 'instalments' };
let keys = 0;
const newKey = () => `bnpl-key-${++keys}-${Math.random().toString(16).slice(2, 10)}`;
const MODAL = '/api/commerce/instalments/modal';

describeDatabase('instalments over HTTP', (db) => {
  const setup = async (account: { connected?: boolean; paymentAccountCountry?: string } | null = { connected: true, paymentAccountCountry: 'US' }) => {
    const app = await createTestApp(db());
    const shop = await createCartSite(app);
    if (account !== null) await app.services.storeSettings.updateStoreSettings(shop.site.id, { instalments: account });
    return { app, ...shop, visitor: cartVisitor(app, shop.host) };
  };
  const pay = (visitor: CartVisitor, payment: Record<string, unknown> = INSTALMENTS) =>
    visitor.request('POST', '/api/commerce/checkout', { email: 'ada@example.com', shippingAddress: address, payment, idempotencyKey: newKey() });
  const priced = async (app: FastifyInstance, websiteId: string, price: number) => {
    const created = await app.services.storeFlows.createProduct(websiteId, {
      item: { title: `Priced ${price}`, status: 'published' },
      product: { productType: ProductType.PHYSICAL, variants: [{ sku: `P-${price}-${newKey()}`, price }] },
      stock: [{ unlimited: true }],
    });
    return { itemId: created.itemId, sku: created.variants[0]!.sku };
  };
  const chargeCount = async (websiteId: string) =>
    Number((await db().query<{ n: number }>('select count(*)::int as n from payments_charges where website_id = $1', [websiteId]))[0]!.n);

  it("GAP-52 BNPL-12 a connected US store takes a physical cart in 4 instalments; the order reads '4 instalments of $6.25'", async () => {
    const { app, visitor, products } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const res = await pay(visitor);
    expect(res.statusCode).toBe(200);
    expect(res.json().order).toMatchObject({ grandTotal: 2500, paymentSummary: '4 instalments of $6.25' });
    await app.close();
  });

  it('GAP-63 a store whose provider account is not connected refuses instalments with 400; nothing is charged', async () => {
    const { app, visitor, products, site } = await setup(null);
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    const res = await pay(visitor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INSTALMENTS_UNAVAILABLE',
      message: 'Paying in instalments is not available for this store. Please choose another payment method.',
    });
    expect(await chargeCount(site.id)).toBe(0);
    expect((await visitor.getCart()).json().entries).toHaveLength(1);
    const card = await pay(visitor, { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' });
    expect(card.statusCode).toBe(200);
    await app.close();
  });

  it('BNPL-08 GAP-89 an account outside the allowed countries is refused; one in a US territory pays like the US', async () => {
    const fr = await setup({ connected: true, paymentAccountCountry: 'FR' });
    await fr.visitor.add({ itemId: fr.products.tee.itemId, sku: fr.products.tee.skus[0], quantity: 1 });
    expect((await pay(fr.visitor)).json()).toMatchObject({ status: 400, code: 'INSTALMENTS_UNAVAILABLE' });
    await fr.app.close();
    const pr = await setup({ connected: true, paymentAccountCountry: 'PR' });
    await pr.visitor.add({ itemId: pr.products.tee.itemId, sku: pr.products.tee.skus[0], quantity: 1 });
    expect((await pay(pr.visitor)).statusCode).toBe(200);
    await pr.app.close();
  });

  it('BNPL-02 a cart with a digital product, a service or a gift card is refused with 400; no stock is taken', async () => {
    const { app, visitor, products, site, host } = await setup();
    await visitor.add({ itemId: products.tee.itemId, sku: products.tee.skus[0], quantity: 1 });
    await visitor.add({ itemId: products.lesson.itemId, sku: null, quantity: 1 });
    const res = await pay(visitor);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INSTALMENTS_ITEM_NOT_ELIGIBLE', message: 'Only physical products can be paid for in instalments. Please choose another payment method.' });
    expect(await chargeCount(site.id)).toBe(0);
    const stock = await visitor.request('GET', `/api/commerce/inventory/stock?itemId=${products.tee.itemId}`);
    expect(stock.json().results[0].qtyInStock).toBe(3);
    for (const other of [products.ebook, products.giftCard]) {
      const shopper = cartVisitor(app, host);
      await shopper.add({ itemId: other.itemId, sku: other.skus[0], quantity: 1 });
      expect((await pay(shopper)).json().code).toBe('INSTALMENTS_ITEM_NOT_ELIGIBLE');
    }
    await app.close();
  });

  it('BNPL-04 BNPL-06 BNPL-07 the grand total must be in range: the minimum is refused, the maximum accepted, above it refused', async () => {
    const { app, site, host } = await setup();
    const atMinimum = await priced(app, site.id, 100);
    const atMaximum = await priced(app, site.id, 200_000);
    const aboveMaximum = await priced(app, site.id, 200_001);
    const buy = async (product: { itemId: string; sku: string }) => {
      const shopper = cartVisitor(app, host);
      await shopper.add({ itemId: product.itemId, sku: product.sku, quantity: 1 });
      return pay(shopper);
    };
    const low = await buy(atMinimum);
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ code: 'INSTALMENTS_OUT_OF_RANGE', message: 'Paying in instalments is available for orders over $1.00. Please choose another payment method.' });
    const high = await buy(aboveMaximum);
    expect(high.json()).toMatchObject({ status: 400, message: 'Paying in instalments is available for orders up to $2,000.00. Please choose another payment method.' });
    const top = await buy(atMaximum);
    expect(top.statusCode).toBe(200);
    expect(top.json().order.paymentSummary).toBe('4 instalments of $500.00');
    await app.close();
  });

  it('BNPL-21 BNPL-10 the popup HTML is served by locale, with the brand, the 4 interest-free payments and the range', async () => {
    const { app, host } = await setup(null);
    const res = await app.inject({ method: 'GET', url: `${MODAL}?locale=en_US`, headers: { host } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('<h2 id="instalments-modal-title" class="instalments-modal__title">Pay in 4 interest-free payments with Afterpay</h2>');
    expect(res.body).toContain('Available for orders over $1.00 and up to $2,000.00.');
    expect(res.body).toContain('data-locale="en_US"');
    expect(res.body).not.toContain('For this order');
    await app.close();
  });

  it('BNPL-11 en_GB names the other brand in pounds; fr_CA speaks French; an amount adds its payments', async () => {
    const { app, host } = await setup(null);
    const get = (query: string) => app.inject({ method: 'GET', url: `${MODAL}?${query}`, headers: { host } });
    const gb = (await get('locale=en_GB&amount=10000')).body;
    expect(gb).toContain('Pay in 4 interest-free payments with Clearpay');
    expect(gb).not.toContain('Afterpay');
    expect(gb).toContain('For this order: 4 payments of £25.00.');
    expect(gb).toContain('up to £1,000.00');
    const ca = (await get('locale=fr_CA&amount=1001')).body;
    expect(ca).toContain('Payez en 4 versements sans intérêts avec Afterpay');
    expect(ca).toContain('un premier versement de 2,51\u00a0$, puis 3 versements de 2,50\u00a0$');
    expect(ca).toContain('lang="fr-CA"');
    const outOfRange = (await get('locale=en_AU&amount=100')).body;
    expect(outOfRange).not.toContain('For this order');
    await app.close();
  });

  it('BNPL-22 GAP-50 an unknown locale answers 404 (the page only logs a warning); a bad amount answers 400', async () => {
    const { app, host } = await setup(null);
    for (const query of ['locale=fr_FR', 'locale=en_US%3Cscript%3E', '']) {
      const res = await app.inject({ method: 'GET', url: `${MODAL}?${query}`, headers: { host } });
      expect(res.statusCode, query).toBe(404);
      expect(res.json()).toMatchObject({ code: 'INSTALMENTS_LOCALE_UNKNOWN', message: 'There is no instalment information for that locale.' });
      expect(res.body).not.toContain('<script>');
    }
    expect((await app.inject({ method: 'GET', url: `${MODAL}?locale=en_US&amount=-5`, headers: { host } })).statusCode).toBe(400);
    await app.close();
  });
});
