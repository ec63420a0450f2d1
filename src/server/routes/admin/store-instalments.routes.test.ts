/**
 * The owner's instalment provider account over HTTP (GAP-63) and what product pages carry
 * from it (BNPL-01..03): `productInstalmentContext` in a product page's `?format=json`.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession, siteHost } from '../../../../test/support/owner';
import { CollectionType, ContributorRole, ProductType } from '../../../shared/enums';

const URL = '/api/admin/store/instalments';
let sequence = 0;

/** A published store with one product of each kind, each with its own URL. */
async function storeSite(app: FastifyInstance, currency: 'USD' | 'JPY' = 'USD') {
  const { sites, content, storeFlows } = app.services;
  const site = await sites.create({ identifier: `bnpl-${process.pid}-${++sequence}`, title: `BNPL ${sequence}`, currency });
  const make = (urlId: string, productType: number, price: number) =>
    storeFlows.createProduct(site.id, {
      item: { title: urlId, urlId, status: 'published' },
      product: { productType, variants: [{ price, ...(productType === ProductType.GIFT_CARD && { attributes: { Value: '25' } }) }] },
      stock: productType === ProductType.PHYSICAL || productType === ProductType.SERVICE ? [{ quantity: 5 }] : [],
    });
  const products = {
    mug: await make('mug', ProductType.PHYSICAL, 2800),
    ebook: await make('ebook', ProductType.DIGITAL, 999),
    lesson: await make('lesson', ProductType.SERVICE, 6000),
    card: await make('card', ProductType.GIFT_CARD, 2500),
  };
  const shop = (await content.listCollections(site.id)).find((c) => c.type === CollectionType.PRODUCTS)!;
  return { site, products, shop, host: await siteHost(app, site.id) };
}

describeDatabase('owner instalment account and product pages', (db) => {
  it('GAP-63 an owner connects the provider account with a country, reads it back, and disconnects it', async () => {
    const app = await createTestApp(db());
    const { site } = await storeSite(app);
    const owner = await ownerSession(app, { websiteId: site.id });
    const initial = await app.inject({ method: 'GET', url: URL, headers: owner.headers });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().instalments).toEqual({
      connected: false,
      paymentAccountCountry: null,
      limits: null,
      available: false,
      instalmentCount: 4,
      allowedCountries: ['US', 'CA', 'AU', 'NZ', 'GB'],
    });
    const on = await app.inject({ method: 'PUT', url: URL, headers: owner.headers, payload: { connected: true, paymentAccountCountry: 'us' } });
    expect(on.statusCode).toBe(200);
    expect(on.json().instalments).toMatchObject({
      connected: true,
      paymentAccountCountry: 'US',
      limits: { minimumAmountCents: 100, maximumAmountCents: 200_000, currency: 'USD' },
      available: true,
    });
    expect((await app.inject({ method: 'GET', url: URL, headers: owner.headers })).json().instalments.available).toBe(true);
    const settings = await app.inject({ method: 'GET', url: '/api/admin/catalog/settings', headers: owner.headers });
    expect(settings.json().storeSettings.instalments).toMatchObject({ connected: true, paymentAccountCountry: 'US' });
    const off = await app.inject({ method: 'PUT', url: URL, headers: owner.headers, payload: { connected: false } });
    expect(off.json().instalments).toMatchObject({ connected: false, paymentAccountCountry: 'US', available: false });
    await app.close();
  });

  it('GAP-63 a country the provider does not serve, or a store currency it does not pay in, is connected but not available', async () => {
    const app = await createTestApp(db());
    const usd = await storeSite(app);
    const owner = await ownerSession(app, { websiteId: usd.site.id });
    const fr = await app.inject({ method: 'PUT', url: URL, headers: owner.headers, payload: { connected: true, paymentAccountCountry: 'FR' } });
    expect(fr.json().instalments).toMatchObject({ connected: true, paymentAccountCountry: 'FR', limits: null, available: false });
    const jpy = await storeSite(app, 'JPY');
    const jpyOwner = await ownerSession(app, { websiteId: jpy.site.id });
    const us = await app.inject({ method: 'PUT', url: URL, headers: jpyOwner.headers, payload: { connected: true, paymentAccountCountry: 'US' } });
    expect(us.json().instalments).toMatchObject({ connected: true, available: false });
    await app.close();
  });

  it('bad input answers 400 with a message; only owners with the store settings permission may read or change it', async () => {
    const app = await createTestApp(db());
    const { site, host } = await storeSite(app);
    const owner = await ownerSession(app, { websiteId: site.id });
    const noCountry = await app.inject({ method: 'PUT', url: URL, headers: owner.headers, payload: { connected: true } });
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().data.errors).toEqual({ paymentAccountCountry: 'Choose the payment account country before connecting.' });
    const badCountry = await app.inject({ method: 'PUT', url: URL, headers: owner.headers, payload: { paymentAccountCountry: 'United States' } });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().data.errors).toEqual({ paymentAccountCountry: 'A two-letter country code.' });
    const extra = await app.inject({ method: 'PUT', url: URL, headers: owner.headers, payload: { limits: { minimumAmountCents: 0 } } });
    expect(extra.statusCode).toBe(400);
    const manager = await ownerSession(app, { websiteId: site.id, role: ContributorRole.STORE_MANAGER });
    expect((await app.inject({ method: 'PUT', url: URL, headers: manager.headers, payload: { connected: false } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: URL, headers: { host } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: URL, headers: owner.headers })).json().instalments.connected).toBe(false);
    await app.close();
  });

  it('BNPL-01 BNPL-02 BNPL-03 a product page carries the instalment context; only physical products are available', async () => {
    const app = await createTestApp(db());
    const { site, host, shop, products } = await storeSite(app);
    const page = async (urlId: string) => {
      const res = await app.inject({ method: 'GET', url: `/${shop.urlId}/${urlId}?format=json`, headers: { host } });
      expect(res.statusCode).toBe(200);
      return res.json().productInstalmentContext as Record<string, Record<string, unknown>>;
    };
    expect((await page('mug'))[products.mug.itemId]).toEqual({
      available: false,
      minimumAmountCents: null,
      maximumAmountCents: null,
      shopperLanguage: 'en',
      paymentAccountCountry: null,
    });
    const owner = await ownerSession(app, { websiteId: site.id });
    await app.inject({ method: 'PUT', url: URL, headers: owner.headers, payload: { connected: true, paymentAccountCountry: 'US' } });
    expect((await page('mug'))[products.mug.itemId]).toEqual({
      available: true,
      minimumAmountCents: 100,
      maximumAmountCents: 200_000,
      shopperLanguage: 'en',
      paymentAccountCountry: 'US',
    });
    for (const kind of ['ebook', 'lesson', 'card'] as const) {
      expect((await page(kind))[products[kind].itemId], kind).toMatchObject({ available: false, minimumAmountCents: 100, paymentAccountCountry: 'US' });
    }
    const home = await app.inject({ method: 'GET', url: `/${shop.urlId}?format=json`, headers: { host } });
    expect(home.json().productInstalmentContext).toEqual({});
    await app.close();
  });
});
