/**
 * The tracking pixel (ADM-08, ANL-41, GAP-05): the owner saves the pixel ID in the store
 * settings (commerce.settings); storefront pages then mount the pixel island with the events
 * the page stands for, and the owner's preview never does.
 */
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession, siteHost } from '../../../../test/support/owner';
import { CollectionType, ContributorRole, ProductType } from '../../../shared/enums';
import type { TrackingPixelProps } from '../../../shared/tracking-pixel';

const SETTINGS = '/api/admin/catalog/settings';
let sequence = 0;

async function storeSite(app: FastifyInstance) {
  const { sites, content, storeFlows } = app.services;
  const site = await sites.create({ identifier: `pixel-${process.pid}-${++sequence}`, title: `Pixel ${sequence}` });
  await storeFlows.createProduct(site.id, {
    item: { title: 'Oat Mug', urlId: 'oat-mug', status: 'published' },
    product: { productType: ProductType.PHYSICAL, variants: [{ sku: 'MUG-OAT', price: 2800, salePrice: 2400, onSale: true, attributes: { Color: 'Oat' } }, { sku: 'MUG-INK', price: 3000, attributes: { Color: 'Ink' } }] },
    stock: [{ quantity: 4 }, { quantity: 2 }],
  });
  const shop = (await content.listCollections(site.id)).find((c) => c.type === CollectionType.PRODUCTS)!;
  return { site, shop, host: await siteHost(app, site.id) };
}

function pixelProps(html: string): TrackingPixelProps | null {
  const match = /<script nonce="[^"]+" type="application\/json" data-island-props="tracking-pixel">(.*?)<\/script>/s.exec(html);
  return match === null ? null : (JSON.parse(match[1]!) as TrackingPixelProps);
}

describeDatabase('tracking pixel', (db) => {
  it('ADM-08 ANL-41 an owner saves a pixel ID; product pages then carry the pixel with ViewContent and its values, the search page Search', async () => {
    const app = await createTestApp(db());
    const { site, shop, host } = await storeSite(app);
    const owner = await ownerSession(app, { websiteId: site.id });
    const productUrl = `/${shop.urlId}/oat-mug`;
    expect(pixelProps((await app.inject({ method: 'GET', url: productUrl, headers: { host } })).body)).toBeNull();
    expect((await app.inject({ method: 'GET', url: SETTINGS, headers: owner.headers })).json().storeSettings.marketing).toEqual({ pixelId: null });

    const saved = await app.inject({ method: 'PUT', url: SETTINGS, headers: owner.headers, payload: { marketing: { pixelId: ' 123456789012345 ' } } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().storeSettings.marketing).toEqual({ pixelId: '123456789012345' });

    const page = await app.inject({ method: 'GET', url: productUrl, headers: { host } });
    const props = pixelProps(page.body)!;
    expect(props).toEqual({
      pixelId: '123456789012345',
      scriptUrl: '',
      events: [{ name: 'ViewContent', data: { content_ids: ['MUG-OAT', 'MUG-INK'], content_name: 'Oat Mug', content_type: 'product', value: 24, currency: 'USD' } }],
      // GAP-66: the site's cookie banner, which decides whether the pixel may start.
      cookieBanner: 'off',
    });
    expect(page.body).toContain('data-island="tracking-pixel"');
    const search = pixelProps((await app.inject({ method: 'GET', url: '/search?q=%3Cmug%3E', headers: { host } })).body)!;
    expect(search.events).toEqual([{ name: 'Search', data: { search_string: '<mug>' } }]);
    expect((await app.inject({ method: 'GET', url: '/search?q=%3Cmug%3E', headers: { host } })).body).not.toContain('"search_string":"<mug>"');
    expect(pixelProps((await app.inject({ method: 'GET', url: '/cart', headers: { host } })).body)!.events).toEqual([]);
  });

  it("ANL-41 the owner's preview of the site never carries the pixel", async () => {
    const app = await createTestApp(db());
    const { site, shop } = await storeSite(app);
    const owner = await ownerSession(app, { websiteId: site.id });
    await app.inject({ method: 'PUT', url: SETTINGS, headers: owner.headers, payload: { marketing: { pixelId: '998877665544' } } });
    const preview = await app.inject({ method: 'GET', url: `/${shop.urlId}/oat-mug?preview=draft`, headers: owner.headers });
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('id="stoa-editing-frame"');
    expect(preview.body).not.toContain('tracking-pixel');
  });

  it('ADM-08 a pixel ID that is not digits is refused with a message; an empty one clears it; only commerce.settings may save it', async () => {
    const app = await createTestApp(db());
    const { site } = await storeSite(app);
    const owner = await ownerSession(app, { websiteId: site.id });
    const bad = await app.inject({ method: 'PUT', url: SETTINGS, headers: owner.headers, payload: { marketing: { pixelId: '12<script>' } } });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('A pixel ID is the digits your ads account shows');
    await app.inject({ method: 'PUT', url: SETTINGS, headers: owner.headers, payload: { marketing: { pixelId: '123456789' } } });
    const cleared = await app.inject({ method: 'PUT', url: SETTINGS, headers: owner.headers, payload: { marketing: { pixelId: '' } } });
    expect(cleared.json().storeSettings.marketing).toEqual({ pixelId: null });
    const editor = await ownerSession(app, { websiteId: site.id, role: ContributorRole.EDITOR });
    expect((await app.inject({ method: 'PUT', url: SETTINGS, headers: editor.headers, payload: { marketing: { pixelId: '123456789' } } })).statusCode).toBe(403);
  });
});
