import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/app';
import { describeDatabase } from '../../../test/support/database';
import { ownerSession } from '../../../test/support/owner';
import { BlockType, CollectionType, ContributorRole, ProductType } from '../../shared/enums';

/** What content smuggles onto a page: it must never run. */
const INJECTED_CODE = 'window.injected = "INJECTED-SCRIPT"';
const INJECTED = `<script>${INJECTED_CODE}</script>`;
const OWNER_CRUMB_INVALID = { status: 401, code: 'OWNER_CRUMB_INVALID', message: 'Your editor session has expired. Please reload and sign in again.' };

type Response = Awaited<ReturnType<FastifyInstance['inject']>>;

function nonceOf(res: Response): string {
  const policy = String(res.headers['content-security-policy']);
  const nonce = /script-src 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'(;|$)/.exec(policy)?.[1];
  expect(nonce, policy).toBeDefined();
  return nonce!;
}

/** Every `<script ...>` start tag of a page, with the text up to its end tag. */
function scriptsOf(html: string): { tag: string; text: string }[] {
  return [...html.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/gi)].map((m) => ({ tag: m[1]!, text: m[2]! }));
}

describeDatabase('storefront scripts, their CSP and the owner API', (db) => {
  let app: FastifyInstance;
  let host: string;
  let productPath: string;
  let websiteId: string;
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host, ...headers } });

  beforeAll(async () => {
    app = await createTestApp(db());
    const { sites, content, storeFlows } = app.services;
    const site = await sites.create({ identifier: `csp-${process.pid}-${Math.random().toString(16).slice(2, 6)}`, title: 'CSP Store' });
    websiteId = site.id;
    const home = await content.createCollection(site.id, { type: CollectionType.PAGE, title: 'Home', urlId: 'home', status: 'published' });
    await content.setHomepage(site.id, home.id);
    // A text block's rich text is sanitized; a code block is written as it is (its scripts get no nonce).
    await content.setPageLayout(site.id, home.id, {
      rows: [{ blocks: [{ type: BlockType.HTML, data: { html: `<p>Welcome</p>${INJECTED}` } }, { type: BlockType.CODE, data: { html: INJECTED } }] }],
    });
    await storeFlows.createProduct(site.id, {
      item: { title: 'Oat Mug', urlId: 'oat-mug', body: `<p>A mug.</p>${INJECTED}`, status: 'published' },
      product: { productType: ProductType.PHYSICAL, variants: [{ price: 2800 }] },
      stock: [{ quantity: 4 }],
    });
    const shop = (await content.listCollections(site.id)).find((c) => c.type === CollectionType.PRODUCTS)!;
    productPath = `/${shop.urlId}/oat-mug`;
    // The owner's own code injection (admins only) is trusted like the theme: its scripts run.
    await content.setHeaderFooter(site.id, { header: '<script src="/owner-analytics.js"></script>', footer: '<script>window.ownerFooter = 1</script>' });
    host = `${site.identifier}.localhost`;
    await app.services.siteDirectory.refresh();
  });
  afterAll(async () => app.close());

  it('issue item 2: every script the server writes carries the response nonce, a script injected through content does not, and script-src allows nothing else', async () => {
    for (const path of ['/', productPath, '/cart', '/checkout', '/no-such-page']) {
      const res = await get(path);
      expect([200, 404], path).toContain(res.statusCode);
      const nonce = nonceOf(res);
      expect(Buffer.from(nonce, 'base64').length).toBeGreaterThanOrEqual(16);
      const policy = String(res.headers['content-security-policy']);
      expect(/script-src[^;]*unsafe-(inline|eval)/.test(policy), policy).toBe(false);
      const scripts = scriptsOf(res.body);
      const injected = scripts.filter((s) => s.text === INJECTED_CODE);
      const written = scripts.filter((s) => s.text !== INJECTED_CODE);
      expect(written.length, path).toBeGreaterThan(0);
      for (const script of written) expect(script.tag, `${path}: ${script.tag}`).toContain(` nonce="${nonce}"`);
      for (const script of injected) expect(script.tag, path).toBe('<script>');
      // No other nonce value, and nothing of the placeholder trusted markup carries inside the server.
      expect(res.body.match(/nonce="[^"]*"/g)!.every((n) => n === `nonce="${nonce}"`)).toBe(true);
      expect(res.body).not.toContain('stoa-script-nonce-');
      expect(/\son[a-z]+\s*=/i.test(res.body.replace(/<script\b[\s\S]*?<\/script>/gi, '')), `${path} has an inline event handler`).toBe(false);
    }
    const home = (await get('/')).body;
    // The code block's script is on the page without the nonce; the text block's was sanitized away.
    expect(scriptsOf(home).filter((s) => s.text === INJECTED_CODE)).toHaveLength(1);
    expect(home).toContain('<p>Welcome</p>');
    expect(scriptsOf((await get(productPath)).body).filter((s) => s.text === INJECTED_CODE)).toHaveLength(0);
    expect(home).toMatch(/<script nonce="[^"]+" src="\/owner-analytics\.js"><\/script>/);
    expect(home).toMatch(/<script nonce="[^"]+">window\.ownerFooter = 1<\/script>/);
    const product = await get(productPath);
    expect(scriptsOf(product.body).some((s) => s.tag.includes('application/ld+json') && s.tag.includes(`nonce="${nonceOf(product)}"`))).toBe(true);
    expect(scriptsOf(product.body).some((s) => s.tag.includes('data-island-props="product-form"'))).toBe(true);
    // The page's JSON context (theme developers) holds the rendered blocks: no placeholder leaks there either.
    expect((await get('/?format=json')).body).not.toContain('stoa-script-nonce-');
  });

  it('the nonce is new for every response, and a repeat (cached) view\'s scripts carry its own, plain or gzipped', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }] as Record<string, string>[]) {
        const res = await get('/', headers);
        const nonce = nonceOf(res);
        nonces.add(nonce);
        const body = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
        const scriptNonces = [...body.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
        expect(scriptNonces.length).toBeGreaterThan(0);
        expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
      }
    }
    expect(nonces.size).toBe(10);
  });

  it('pages get a strict policy, frame rules and nosniff; JSON and assets get default-src none', async () => {
    const page = await get('/');
    const policy = String(page.headers['content-security-policy']).split('; ');
    expect(policy).toEqual(expect.arrayContaining(["object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'self'", "connect-src 'self'"]));
    expect(policy.find((d) => d.startsWith('img-src'))).toBeDefined();
    expect(policy.find((d) => d.startsWith('style-src'))).toBeDefined();
    // The site design's bundled fonts (/assets/fonts/...) load on every HTML document, the editor's included.
    expect(policy.find((d) => d.startsWith('font-src'))).toMatch(/^font-src 'self'/);
    expect(page.headers).toMatchObject({ 'x-frame-options': 'SAMEORIGIN', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    for (const url of ['/api/admin/me', '/healthz', '/api/no-such-endpoint']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers).toMatchObject({ 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' });
    }
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)![1]!;
    expect((await get(stylesheet)).headers).toMatchObject({ 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'x-content-type-options': 'nosniff' });
    // A private page keeps its stricter referrer policy.
    const order = await get('/checkout/order-confirmed?orderId=x&token=y');
    expect(order.statusCode).toBe(404);
    expect(order.headers).toMatchObject({ 'referrer-policy': 'no-referrer', 'x-frame-options': 'SAMEORIGIN' });
    nonceOf(order);
  });

  it("issue item 2: a script on a storefront page, sending the page's cookies and the visitor crumb, cannot call the owner API; the owner's editor can", async () => {
    const owner = await ownerSession(app, { websiteId, role: ContributorRole.ADMIN });
    const ownerCrumb = owner.headers['x-stoa-owner-crumb']!;
    // The signed-in owner views the storefront: nothing the page or its cookies show holds the owner crumb.
    const viewed = await get('/', { cookie: owner.headers.cookie! });
    expect(viewed.body).toContain(INJECTED);
    expect(JSON.stringify(viewed.headers)).not.toContain(ownerCrumb);
    expect(viewed.body).not.toContain(ownerCrumb);
    expect(owner.headers.cookie).not.toContain(ownerCrumb);

    // What the injected script can send: the browser's cookies (session included) and the crumb it reads from document.cookie.
    const { 'x-stoa-owner-crumb': _unknownToScripts, ...scriptHeaders } = owner.headers;
    const attacker = { email: `attacker-${Math.random().toString(16).slice(2, 8)}@example.com`, role: ContributorRole.ADMIN };
    const addAdmin = await app.inject({ method: 'POST', url: '/api/admin/contributors', headers: scriptHeaders, payload: attacker });
    expect(addAdmin.statusCode).toBe(401);
    expect(addAdmin.json()).toEqual(OWNER_CRUMB_INVALID);
    const readOrders = await app.inject({ method: 'GET', url: '/api/admin/orders', headers: scriptHeaders });
    expect(readOrders.statusCode).toBe(401);
    expect(readOrders.json()).toEqual(OWNER_CRUMB_INVALID);
    // Guessing with what a page script can see does not help.
    for (const guess of [scriptHeaders['x-csrf-token']!, /stoa_owner=([^;]+)/.exec(scriptHeaders.cookie!)![1]!]) {
      const res = await app.inject({ method: 'GET', url: '/api/admin/orders', headers: { ...scriptHeaders, 'x-stoa-owner-crumb': guess } });
      expect(res.statusCode).toBe(401);
    }
    expect((await app.services.accounts.listMembers(websiteId)).map((m) => m.email)).not.toContain(attacker.email);

    // The same calls from the owner's editor, which has the owner crumb from its sign-in.
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders', headers: owner.headers })).statusCode).toBe(200);
    const added = await app.inject({ method: 'POST', url: '/api/admin/contributors', headers: owner.headers, payload: { email: attacker.email, role: ContributorRole.VIEWER } });
    expect(added.statusCode).toBe(202);
  });
});
