/**
 * Two app instances over two connection pools to one PostgreSQL schema stand for two server
 * processes: a change committed through one shows on the other within a second (a new product,
 * stock sold out by an order, the site title, a site created by a third connection as the CLI
 * does), also after the listening connection was killed. Skipped without TEST_DATABASE_URL.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/support/app';
import { cartVisitor, createCartSite } from '../../test/support/cart';
import { createTestDatabase } from '../../test/support/database';
import { openDatabase, type Database } from '../db/database';
import { fixedClock } from '../shared/clock';
import { CollectionType, ProductType } from '../shared/enums';
import { createEventBus } from '../shared/events';
import { sequentialIds } from '../shared/ids';
import { createServices } from './app';
import { testConfig, testDatabaseUrl } from './config';
import { EVENTS_CHANNEL } from './event-relay';

const url = testDatabaseUrl();
const WITHIN_MS = 1_000;

/** Retries `assertion` until it holds; fails when it still does not after `within` ms. */
const soon = (assertion: () => Promise<void>, within = WITHIN_MS) => vi.waitFor(assertion, { timeout: within, interval: 20 });

const productJsonLd = (html: string) => JSON.parse(/<script\b[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)![1]!) as { offers: { availability: string }[] };

describe.skipIf(url === undefined)('two processes on one PostgreSQL database [postgres]', () => {
  let first: Database & { dispose(): Promise<void> };
  let second: Database;
  let schema: string;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const get = (app: FastifyInstance, host: string, path: string) => app.inject({ method: 'GET', url: path, headers: { host } });

  beforeAll(async () => {
    first = await createTestDatabase('postgres');
    [{ schema }] = await first.query<{ schema: string }>('select current_schema() as schema');
    second = await openDatabase({ url: url!, schema, maxConnections: 4 });
    a = await createTestApp(first);
    b = await createTestApp(second);
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await first?.dispose();
  });

  /** A store made through A, once B resolves its host. */
  const shopSeenByBoth = async () => {
    const shop = await createCartSite(a);
    await soon(async () => expect(b.services.siteDirectory.resolve(shop.host)?.id).toBe(shop.site.id));
    const store = (await a.services.content.listCollections(shop.site.id)).find((c) => c.type === CollectionType.PRODUCTS)!;
    const { items } = await a.services.content.listItems(shop.site.id, store.id, { limit: 100 });
    const pathOf = (itemId: string) => `/${store.urlId}/${items.find((i) => i.id === itemId)!.urlId}`;
    return { ...shop, storeUrl: `/${store.urlId}`, pathOf };
  };

  it('a product created through one process is on the other\'s pages within a second', async () => {
    const shop = await shopSeenByBoth();
    const path = `${shop.storeUrl}/kiln-bell`;
    expect((await get(b, shop.host, path)).statusCode).toBe(404);
    expect((await get(b, shop.host, shop.storeUrl)).body).not.toContain('Kiln Bell');
    await a.services.storeFlows.createProduct(shop.site.id, {
      item: { title: 'Kiln Bell', urlId: 'kiln-bell', status: 'published' },
      product: { productType: ProductType.PHYSICAL, variants: [{ price: 1800 }] },
      stock: [{ quantity: 2 }],
    });
    await soon(async () => {
      const page = await get(b, shop.host, path);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Kiln Bell');
      expect((await get(b, shop.host, shop.storeUrl)).body).toContain('Kiln Bell');
    });
  });

  it('stock sold out by an order, put back by a refund or counted by the owner through one process shows on the other within a second', async () => {
    const shop = await shopSeenByBoth();
    const path = shop.pathOf(shop.products.print.itemId);
    const before = await get(b, shop.host, path);
    expect(productJsonLd(before.body).offers[0]!.availability).toBe('https://schema.org/InStock');
    expect(before.body).not.toContain('is-sold-out');
    expect(before.body).toContain('"qtyInStock":1,');

    const visitor = cartVisitor(a, shop.host);
    await visitor.add({ itemId: shop.products.print.itemId, sku: shop.products.print.skus[0], quantity: 1 });
    const order = await visitor.request('POST', '/api/commerce/checkout', {
      email: 'ada@example.com',
      shippingAddress: { name: 'Ada Lovelace', line1: '1 Main St', city: 'Springfield', postalCode: '12345', country: 'us' },
      payment: { type: 'card', number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' },
      idempotencyKey: `sold-out-${randomBytes(4).toString('hex')}`,
    });
    expect(order.statusCode).toBe(200);

    await soon(async () => {
      const page = (await get(b, shop.host, path)).body;
      expect(productJsonLd(page).offers[0]!.availability).toBe('https://schema.org/OutOfStock');
      // The sold-out product disables its add button (store.css) and the island reads no stock.
      expect(page).toContain('class="Product is-sold-out"');
      expect(page).toContain('<div class="product-mark sold-out">sold out</div>');
      expect(page).toContain('"qtyInStock":0,');
    });

    // A refund with restock through A (whose test processor holds the charge), then an owner's
    // count through B, the other way.
    await a.services.orderFlows.refundOrder(shop.site.id, order.json().order.id, { restock: true });
    await soon(async () => {
      const page = (await get(b, shop.host, path)).body;
      expect(productJsonLd(page).offers[0]!.availability).toBe('https://schema.org/InStock');
      expect(page).toContain('"qtyInStock":1,');
    });
    const [variantId] = shop.products.print.variantIds;
    expect((await get(a, shop.host, path)).body).toContain('"qtyInStock":1,');
    await b.services.storeFlows.adjustStock(shop.site.id, variantId!, { expected: 1, quantity: 3 }, { reason: 'count', actor: null });
    await soon(async () => expect((await get(a, shop.host, path)).body).toContain('"qtyInStock":3,'));
  });

  it('a site title changed through one process is the other\'s page title within a second', async () => {
    const shop = await shopSeenByBoth();
    expect((await get(b, shop.host, '/')).body).toContain(shop.site.title);
    await a.services.sites.update(shop.site.id, { title: 'Renamed Pottery' });
    await soon(async () => expect((await get(b, shop.host, '/')).body).toContain('— Renamed Pottery</title>'));
  });

  it('a site created through a third connection (as the CLI does) answers on its host on both within a second', async () => {
    const identifier = `cli-${randomBytes(4).toString('hex')}`;
    const host = `${identifier}.localhost`;
    expect((await get(a, host, '/robots.txt')).statusCode).toBe(404);
    expect((await get(b, host, '/robots.txt')).statusCode).toBe(404);
    const cliDatabase = await openDatabase({ url: url!, schema, maxConnections: 2 });
    try {
      const cli = await createServices(testConfig(), { database: cliDatabase, clock: fixedClock(0), ids: sequentialIds(`${identifier}-`), events: createEventBus() }, { listenForEvents: false });
      await cli.sites.create({ identifier, title: 'Made by the CLI', isDefault: false });
      await cli.siteDirectory.close();
      await cli.eventRelay.close();
    } finally {
      await cliDatabase.close();
    }
    await soon(async () => {
      expect((await get(a, host, '/robots.txt')).statusCode).toBe(200);
      expect((await get(b, host, '/robots.txt')).statusCode).toBe(200);
    });
  });

  it('after its listening connection is killed, a process drops its caches and hears the next change', async () => {
    const shop = await shopSeenByBoth();
    expect((await get(b, shop.host, '/')).body).toContain(shop.site.title);
    // A change no process announces: only dropping the caches on reconnect can show it.
    await first.query('update sites_websites set title = $1 where id = $2', ['Quietly Renamed', shop.site.id]);
    const killed = await first.query<{ ok: boolean }>(
      "select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = 'stoa-listener' and query = $1",
      [`LISTEN "${EVENTS_CHANNEL}__${schema}"`],
    );
    expect(killed.length).toBeGreaterThanOrEqual(2);
    await soon(async () => expect((await get(b, shop.host, '/')).body).toContain('— Quietly Renamed</title>'), 5_000);

    await a.services.sites.update(shop.site.id, { title: 'Loudly Renamed' });
    await soon(async () => expect((await get(b, shop.host, '/')).body).toContain('— Loudly Renamed</title>'));
  });
});
