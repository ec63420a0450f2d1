/**
 * Digital downloads over HTTP: a paid order of a digital product with a file gives the buyer a
 * signed, expiring link on the order confirmed and order status pages and in the confirmation
 * email; the link serves the product's media file at most DOWNLOAD_LIMIT times; an expired or
 * used-up link answers 410 with a page saying so; the owner resets a line's count.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cartVisitor, createCartSite } from '../../../../test/support/cart';
import { describeDatabase } from '../../../../test/support/database';
import { checkoutWith } from '../../../../test/support/gift-cards';
import { transparentPng } from '../../../../test/support/images';
import { ownerSession } from '../../../../test/support/owner';
import type { Database } from '../../../db/database';
import { DOWNLOAD_LIMIT, DOWNLOAD_LINK_TTL_MS } from '../../../flows/downloads';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { createEventBus } from '../../../shared/events';
import { sequentialIds } from '../../../shared/ids';
import { fixtureEditorAssets } from '../../../../test/support/editor-build';

const START = Date.UTC(2026, 10, 21, 12, 0, 0);
const LINK = /href="(\/downloads\/[^"]+)"/;

describeDatabase('digital downloads', (db: () => Database) => {
  let app: FastifyInstance;
  let shop: Awaited<ReturnType<typeof createCartSite>>;
  let file: Buffer;
  let now = START;
  let ip = 0;

  beforeAll(async () => {
    // A clock the tests move, to see links expire.
    app = await buildApp(
      testConfig(),
      { database: db(), clock: { now: () => now }, ids: sequentialIds(`dl${process.pid.toString(16)}x`), events: createEventBus((e) => { throw e; }) },
      { editorAssets: fixtureEditorAssets() },
    );
    shop = await createCartSite(app);
    file = await transparentPng(40, 30);
    const asset = await app.services.media.upload(shop.site.id, { filename: 'glaze-handbook.png', data: file });
    const ebook = await app.services.storeFlows.getProduct(shop.site.id, shop.products.ebook.itemId);
    await app.services.storeFlows.updateProduct(shop.site.id, ebook.itemId, {
      productType: 2,
      variants: ebook.variants.map((v) => ({ id: v.id, sku: v.sku, price: v.price })),
      digitalFileAssetId: asset.id,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  /** A paid order of the e-book (and a tee, which has no download); its pages' paths. */
  const buyEbook = async (email = 'reader@example.com') => {
    const visitor = cartVisitor(app, shop.host, `203.0.113.${++ip}`);
    await visitor.add({ itemId: shop.products.ebook.itemId, sku: shop.products.ebook.skus[0] });
    await visitor.add({ itemId: shop.products.tee.itemId, sku: shop.products.tee.skus[2], quantity: 1 });
    const placed = await checkoutWith(visitor, { email, shippingAddress: { name: 'Ada Reader', line1: '1 Main St', city: 'Portland', postalCode: '04101', country: 'us' } });
    expect(placed.statusCode).toBe(200);
    const answer = placed.json() as { order: { id: string }; orderConfirmedUrl: string; orderStatusPageUrl: string };
    return { visitor, orderId: answer.order.id, confirmedUrl: answer.orderConfirmedUrl, statusUrl: answer.orderStatusPageUrl };
  };
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: shop.host } });
  const linkOn = async (url: string) => {
    const page = (await get(url)).body;
    return LINK.exec(page)?.[1]?.replace(/&amp;/g, '&') ?? null;
  };

  it('DOWNLOAD the order confirmed and order status pages and the confirmation email give a signed link that serves the product file', async () => {
    const { orderId, confirmedUrl, statusUrl } = await buyEbook();
    const confirmed = (await get(confirmedUrl)).body;
    expect(confirmed).toContain('Your downloads');
    expect(confirmed).toMatch(/<a class="Button OrderSummary-downloadLink" href="\/downloads\/[^"]+" download>Download Glaze Handbook<\/a>/);
    expect(confirmed).toContain(`${DOWNLOAD_LIMIT} downloads left; this link works until November 28, 2026.`);
    // Only the digital line has a link.
    expect(confirmed.match(/OrderSummary-downloadLink/g)).toHaveLength(1);
    const link = (await linkOn(statusUrl))!;
    expect(link).toMatch(new RegExp(`^/downloads/${orderId}/0\\?expires=${START + DOWNLOAD_LINK_TTL_MS}&signature=[\\w-]+$`));

    const mail = await db().query<{ text_body: string; html_body: string }>("select text_body, html_body from outbox_messages where website_id = $1 and subject like 'Your order%' and to_address = 'reader@example.com'", [shop.site.id]);
    const emailed = /Glaze Handbook: (http:\/\/\S+)/.exec(mail[0]!.text_body)?.[1];
    expect(emailed).toMatch(new RegExp(`^http://${shop.host.replace(/\./g, '\\.')}/downloads/${orderId}/0\\?expires=\\d+&signature=`));
    expect(mail[0]!.text_body).toContain(`Each link works for 7 days and for up to ${DOWNLOAD_LIMIT} downloads.`);
    expect(mail[0]!.html_body).toContain('>Download Glaze Handbook</a>');

    const res = await get(new URL(emailed!).pathname + new URL(emailed!).search);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="glaze-handbook.png"; filename*=UTF-8''glaze-handbook.png`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(res.rawPayload, file)).toBe(0);
    expect((await app.services.orders.mustGet(shop.site.id, orderId)).items.map((i) => i.downloadsUsed)).toEqual([1, 0]);
  });

  it(`DOWNLOAD a line downloads ${DOWNLOAD_LIMIT} times; then 410 with a page saying so, and the pages show it used up`, async () => {
    const { confirmedUrl } = await buyEbook('limit@example.com');
    const link = (await linkOn(confirmedUrl))!;
    for (let i = 0; i < DOWNLOAD_LIMIT; i++) expect((await get(link)).statusCode).toBe(200);
    const spent = await get(link);
    expect([spent.statusCode, spent.headers['content-type']]).toEqual([410, 'text/html; charset=utf-8']);
    expect(spent.body).toContain(`This file has already been downloaded ${DOWNLOAD_LIMIT} times, the most one order allows. Contact the store if you need it again.`);
    const page = (await get(confirmedUrl)).body;
    expect(page).not.toMatch(LINK);
    expect(page).toContain('Downloaded the most times one order allows.');
  });

  it('DOWNLOAD an expired link answers 410 with a page saying so; the order status page then gives a fresh one', async () => {
    const { statusUrl } = await buyEbook('late@example.com');
    const link = (await linkOn(statusUrl))!;
    now = START + DOWNLOAD_LINK_TTL_MS + 1;
    try {
      const expired = await get(link);
      expect([expired.statusCode, expired.headers['content-type']]).toEqual([410, 'text/html; charset=utf-8']);
      expect(expired.body).toContain('This download link has expired. Open your order status page for a new link.');
      const fresh = (await linkOn(statusUrl))!;
      expect(fresh).not.toBe(link);
      expect((await get(fresh)).statusCode).toBe(200);
    } finally {
      now = START;
    }
  });

  it('DOWNLOAD a changed or foreign link is refused (404 page), and counts nothing', async () => {
    const { orderId, confirmedUrl } = await buyEbook('tamper@example.com');
    const link = (await linkOn(confirmedUrl))!;
    const later = link.replace(/expires=\d+/, `expires=${START + 10 * DOWNLOAD_LINK_TTL_MS}`);
    const otherLine = link.replace(`/${orderId}/0?`, `/${orderId}/1?`);
    for (const bad of [later, otherLine, link.replace(/signature=.*/, 'signature=abc'), link.replace(/&signature=.*/, '')]) {
      const res = await get(bad);
      expect([bad, res.statusCode, res.headers['content-type']]).toEqual([bad, 404, 'text/html; charset=utf-8']);
    }
    // Another site's host never serves this site's link.
    const other = await createCartSite(app);
    expect((await app.inject({ method: 'GET', url: link, headers: { host: other.host } })).statusCode).toBe(404);
    expect((await app.services.orders.mustGet(shop.site.id, orderId)).items[0]!.downloadsUsed).toBe(0);
  });

  it('DOWNLOAD the owner sees a line\'s downloads used and resets it (crumb-protected); a refunded order delivers nothing more', async () => {
    const { orderId, confirmedUrl } = await buyEbook('reset@example.com');
    const link = (await linkOn(confirmedUrl))!;
    for (let i = 0; i < DOWNLOAD_LIMIT; i++) await get(link);
    expect((await get(link)).statusCode).toBe(410);
    const owner = await ownerSession(app, { websiteId: shop.site.id });
    // The owner's order screen sees the digital line's count (and only that line).
    const detail = await app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}`, headers: owner.headers });
    expect(detail.json().downloads).toEqual([{ lineId: 0, downloadsUsed: DOWNLOAD_LIMIT, limit: DOWNLOAD_LIMIT }]);
    const url = `/api/admin/orders/${orderId}/lines/0/downloads/reset`;
    const { 'x-stoa-owner-crumb': _crumb, ...withoutCrumb } = owner.headers;
    expect((await app.inject({ method: 'POST', url, headers: withoutCrumb })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/lines/1/downloads/reset`, headers: owner.headers })).json()).toMatchObject({ status: 404, code: 'ORDER_LINE_NOT_DOWNLOADABLE' });
    const reset = await app.inject({ method: 'POST', url, headers: owner.headers });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().order.items.map((i: { lineId: number; downloadsUsed: number }) => [i.lineId, i.downloadsUsed])).toEqual([[0, 0], [1, 0]]);
    expect((await get(link)).statusCode).toBe(200);

    await app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refund`, headers: owner.headers, payload: {} });
    const refunded = await get(link);
    expect([refunded.statusCode, refunded.body.includes('This download is no longer available for this order.')]).toEqual([410, true]);
    expect((await get(confirmedUrl)).body).not.toContain('Your downloads');
  });
});
