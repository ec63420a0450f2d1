/**
 * What the site-isolation walks share (test/isolation-*.test.ts): site B's data in every module,
 * snapshots of the database and of one site's rows, and the ids a caller could name in a URL.
 * Add a line to `seedSiteData` when your module owns site data, so B has some to protect.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../src/db/database';
import { couponInputSchema, shippingZoneInputSchema, taxRuleInputSchema } from '../../src/modules/pricing-rules';
import { createTestApp } from './app';
import { patchworkImage } from './images';
import { ownerSession, siteHost } from './owner';

export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);
/** Each walk is every owner route times every id of B: it grows with each route and table, so it gets more than the default 30 s. */
export const WALK_TIMEOUT_MS = 120_000;

/** Gives a site data in every module that has some, through the services. */
async function seedSiteData(app: FastifyInstance, websiteId: string, tag: string): Promise<void> {
  await app.services.sites.addDomain(websiteId, `${tag}.example.com`);
  await app.services.sites.update(websiteId, { settings: { contactEmail: `${tag}@example.com`, siteTagLine: `${tag} tag line` } });
  const content = app.services.content;
  const blog = await content.createCollection(websiteId, { type: 1, typeName: 'blog', title: `${tag} blog`, status: 'published' });
  await content.createItem(websiteId, blog.id, { recordType: 1, title: `${tag} post`, tags: ['bravo'], status: 'published' });
  const page = await content.createCollection(websiteId, { type: 10, title: `${tag} page` });
  await content.setPageLayout(websiteId, page.id, { rows: [{ blocks: [{ type: 2, data: { html: `${tag} text` } }] }] });
  await content.savePageDraft(websiteId, page.id, { rows: [{ blocks: [{ type: 2, data: { html: `${tag} draft text` } }] }] }, 1);
  const store = await content.createCollection(websiteId, { type: 13, title: `${tag} store` });
  await content.createCategory(websiteId, store.id, { displayName: 'All', parentCategoryId: '' });
  await content.setNavigation(websiteId, 'mainNavigation', { items: [{ collectionId: blog.id }, { externalLink: { url: '/x', title: `${tag} link` } }] });
  await app.services.storeFlows.createProduct(websiteId, {
    collectionId: store.id,
    item: { title: `${tag} product` },
    product: { productType: 1, variants: [{ sku: `${tag}-sku`, price: 1234 }] },
    stock: [{ quantity: 5 }],
  });
  await app.services.storeSettings.updateStoreSettings(websiteId, { merchandising: { scarcity: { text: `${tag} scarcity` } } });
  await app.services.storeSettings.updateStoreSettings(websiteId, { minimumOrderSubtotal: 1500, storeAddress: { country: 'US', region: `${tag} region` } });
  await app.services.pricingRules.createTaxRule(websiteId, taxRuleInputSchema.parse({ name: `${tag} tax`, rate: '8.875', country: 'US', region: 'NY' }));
  await app.services.pricingRules.createShippingZone(websiteId, shippingZoneInputSchema.parse({ name: `${tag} zone`, countries: ['US'], options: [{ name: `${tag} ground`, costCents: 700 }] }));
  await app.services.pricingRules.createCoupon(websiteId, couponInputSchema.parse({ code: `${tag}-coupon`, type: 'PERCENTAGE', percentOff: 10, usageLimit: 5 }));
  await app.services.storeSettings.updateStoreSettings(websiteId, { instalments: { connected: true, paymentAccountCountry: 'GB' } });
  await content.setHeaderFooter(websiteId, { header: `<!-- ${tag} -->`, footer: '' });
  await app.services.media.upload(websiteId, { filename: `${tag}.png`, data: await patchworkImage(200, 100), altText: `${tag} alt` });
  await app.services.siteUsers.signUp(websiteId, { email: `${tag}-customer@example.com`, password: `${tag} customer password`, name: `${tag} customer` });
  await app.services.orderFlows.placeOrder({ checkout: { websiteId, idempotencyKey: `${tag}-order`, purchasedCartId: `${tag}-cart`, testMode: true, currency: 'USD', customerEmail: `${tag}@example.com`, shippingAddress: null, billingAddress: null, lines: [{ itemId: `${tag}-item`, variantId: `${tag}-variant`, sku: `${tag}-sku`, productName: `${tag} product`, quantity: 1, unitPrice: 1234 }], subtotal: 1234, discountTotal: 0, shippingTotal: 0, taxTotal: 0, grandTotal: 1234 }, payment: { type: 'card', number: '4242424242424242' } });
  const seededOrder = await app.services.orders.findByKey(websiteId, `${tag}-order`);
  await app.services.orderFlows.refundOrder(websiteId, seededOrder!.id, { amount: 234, lines: [{ sku: `${tag}-sku`, quantity: 1 }], idempotencyKey: `${tag}-refund` });
  const [giftCard] = await app.services.giftCards.issue(websiteId, [{ currency: 'USD', amount: 5000, testMode: false, recipient: { recipientName: `${tag} recipient`, recipientEmail: `${tag}-gift@example.com`, senderName: `${tag} sender`, message: `${tag} message`, sendDate: null, sendAt: null }, orderId: null, orderLine: null, orderUnit: null }]);
  await app.services.giftCards.adjust(websiteId, giftCard!.id, { amount: -100, note: `${tag} adjustment` });
  const box = await app.services.storeFlows.createProduct(websiteId, { item: { title: `${tag} box`, status: 'published' }, product: { productType: 1, isSubscribable: true, subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 }, variants: [{ sku: `${tag}-box`, price: 2000 }] }, stock: [{ quantity: 5 }] });
  const subscriber = { websiteId, currency: 'USD' as const, storeName: tag };
  const { cartToken } = await app.services.subscriptionFlows.subscribe(subscriber, { itemId: box.itemId });
  await app.services.subscriptionFlows.checkOutSubscription(subscriber, cartToken, { email: `${tag}-subscriber@example.com`, shippingAddress: { line1: `${tag} street`, city: 'Town', countryCode: 'US' }, billingAddress: null, payment: { type: 'card', number: '4242424242424242' }, idempotencyKey: `${tag}-subscription` });
  const waitlisted = await app.services.storeFlows.createProduct(websiteId, { item: { title: `${tag} sold out`, status: 'published' }, product: { productType: 1, variants: [{ sku: `${tag}-gone`, price: 900 }] }, stock: [{ quantity: 0 }] });
  await app.services.restock.signUp(websiteId, { productId: waitlisted.itemId, variantId: waitlisted.variants[0]!.id, email: `${tag}-waiting@example.com`, isJoinMailingList: true, language: null });
  await app.services.accounts.invite({ websiteId, email: `${tag}-invitee@example.com`, role: 4, invitedBy: null });
  const keyMaker = await app.services.accounts.createUser({ email: `${tag}-keymaker@example.com`, password: `${tag} key maker password` });
  await app.services.accounts.addMember(websiteId, keyMaker.id, 1);
  const { apiKey } = await app.services.accounts.createApiKey({ websiteId, name: `${tag} key`, role: 1, creator: { userId: keyMaker.id, role: 1 } });
  await app.services.accounts.recordApiKeyUse({ keyId: apiKey.id, websiteId, method: 'GET', route: '/api/admin/site', status: 200 });
}

async function tableNames(database: Database): Promise<string[]> {
  const rows = await database.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/**
 * Failed sign-in counters belong to no site: A's refused sign-in on B's host is counted there,
 * as every failed sign-in is (src/modules/accounts/sign-in-throttle.ts).
 */
const NOT_SITE_DATA = new Set(['accounts_sign_in_failures']);

/** Every row of every table, as JSON text, sorted: equal snapshots mean nothing changed. */
export async function snapshotDatabase(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of await tableNames(database)) {
    if (NOT_SITE_DATA.has(table)) continue;
    const rows = await database.query<{ r: string }>(`select row_to_json(t)::text as r from "${table}" t`);
    out[table] = rows.map((x) => x.r).sort();
  }
  return out;
}

/** The rows that belong to a site: its website row and every row with its website_id. */
export async function snapshotSite(database: Database, websiteId: string): Promise<Record<string, string[]>> {
  const owned = await database.query<{ table_name: string }>(
    `select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'website_id' order by table_name`,
  );
  const out: Record<string, string[]> = {};
  for (const { table_name } of owned) {
    const rows = await database.query<{ r: string }>(`select row_to_json(t)::text as r from "${table_name}" t where website_id = $1`, [websiteId]);
    out[table_name] = rows.map((x) => x.r).sort();
  }
  out.sites_websites = (await database.query<{ r: string }>('select row_to_json(t)::text as r from sites_websites t where id = $1', [websiteId])).map((x) => x.r);
  return out;
}

/** Ids a caller could name in a URL to reach the site's rows: every id-like value of them. */
export function idsIn(snapshot: Record<string, string[]>): string[] {
  const ids = new Set<string>();
  for (const rows of Object.values(snapshot)) {
    for (const text of rows) {
      for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
        if (typeof value === 'string' && (key === 'id' || key.endsWith('_id') || key === 'domain' || key === 'identifier')) ids.add(value);
      }
    }
  }
  return [...ids];
}

export const fillParams = (url: string, value: string) => url.replace(/:[A-Za-z0-9_]+/g, encodeURIComponent(value)).replace(/\*/g, encodeURIComponent(value));

/** Two sites, B seeded with data in every module, an owner session on each, the owner routes. */
export const isolationSetup = async (database: Database) => {
  const app = await createTestApp(database);
  const tag = Math.random().toString(16).slice(2, 8);
  const a = await app.services.sites.create({ identifier: `iso-a-${tag}`, title: 'Alpha site' });
  const b = await app.services.sites.create({ identifier: `iso-b-${tag}`, title: `Bravo private title ${tag}` });
  await seedSiteData(app, b.id, `bravo-${tag}`);
  const bOwner = await ownerSession(app, { websiteId: b.id });
  const aOwner = await ownerSession(app, { websiteId: a.id });
  const routes = app.registeredRoutes.filter((r) => r.url.startsWith('/api/admin/'));
  // What must never appear in an answer to A: B's identity, title, people and settings.
  const secrets = [b.id, b.identifier, b.title, bOwner.email, bOwner.userId, `bravo-${tag}`];
  const payload = {
    email: aOwner.email,
    password: aOwner.password,
    rememberMe: true,
    title: 'Taken over',
    role: 1,
    domain: `taken-${tag}.example.com`,
    userId: bOwner.userId,
    websiteId: b.id,
    settings: { siteTagLine: 'Taken over' },
  };
  return { app, a, b, aOwner, bOwner, routes, secrets, payload };
};

type IsolationSetup = Awaited<ReturnType<typeof isolationSetup>>;

/**
 * Calls every owner route on site B's host with `headers` (A's credentials), each path
 * parameter filled with every id of B's rows and with 'x', and hands each answer to `check`
 * with a label naming the call.
 */
export async function walkOwnerRoutesOnBHost(
  database: Database,
  { app, b, routes, payload }: IsolationSetup,
  headers: Record<string, string>,
  check: (label: string, res: LightMyRequestResponse, method: string) => void,
): Promise<void> {
  const bHost = await siteHost(app, b.id);
  const candidates = [...idsIn(await snapshotSite(database, b.id)), 'x'];
  for (const route of routes) {
    const values = route.url.includes(':') || route.url.includes('*') ? candidates : [''];
    for (const value of values) {
      const url = fillParams(route.url, value);
      const res = await app.inject({
        method: route.method as 'GET',
        url,
        headers: { ...headers, host: bHost },
        ...(BODY_METHODS.has(route.method) && { payload }),
      });
      check(`${route.method} ${url}`, res, route.method);
    }
  }
}
