import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession, siteHost } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

const BASE = '/api/admin/content';

async function createCollection(app: FastifyInstance, headers: Record<string, string>, payload: object): Promise<{ id: string }> {
  const res = await app.inject({ method: 'POST', url: `${BASE}/collections`, headers, payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().collection;
}

describeDatabase('owner content routes: navigation, header and footer, categories, roles', (db) => {
  let n = 0;
  const setup = async (role?: number) => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `cst-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id, ...(role !== undefined && { role }) });
    return { app, site, headers };
  };

  it('STORE-12 navigation: replace a list, add an entry first (STORE-11), remove one', async () => {
    const { app, headers } = await setup();
    const home = await createCollection(app, headers, { type: 10, title: 'Home' });
    const about = await createCollection(app, headers, { type: 10, title: 'About' });
    const store = await createCollection(app, headers, { type: 13, title: 'Store' });
    expect((await app.inject({ method: 'GET', url: `${BASE}/navigation`, headers })).json()).toEqual({ navigation: { mainNavigation: [], secondaryNavigation: [] } });
    const put = await app.inject({ method: 'PUT', url: `${BASE}/navigation/mainNavigation`, headers, payload: { items: [{ collectionId: home.id }, { collectionId: about.id }] } });
    expect(put.statusCode).toBe(200);
    const added = await app.inject({
      method: 'POST',
      url: `${BASE}/navigation/mainNavigation/items`,
      headers,
      payload: { item: { collectionId: store.id, externalLink: null, memberAreaId: null, items: [] }, position: 'first' },
    });
    expect(added.statusCode).toBe(201);
    const nav = (await app.inject({ method: 'GET', url: `${BASE}/navigation`, headers })).json().navigation;
    expect(nav.mainNavigation.map((e: { collectionId: string }) => e.collectionId)).toEqual([store.id, home.id, about.id]);
    const removed = await app.inject({ method: 'DELETE', url: `${BASE}/navigation/items/${added.json().item.id}`, headers });
    expect(removed.json().navigation.mainNavigation).toHaveLength(2);
    await app.close();
  });

  it('navigation errors: unknown list 400, duplicate 409, nesting 400, missing collection or entry 404', async () => {
    const { app, headers } = await setup();
    const page = await createCollection(app, headers, { type: 10, title: 'Page' });
    const put = (navigationId: string, items: unknown) => app.inject({ method: 'PUT', url: `${BASE}/navigation/${navigationId}`, headers, payload: { items } });
    expect((await put('footerNavigation', [])).statusCode).toBe(400);
    expect((await put('mainNavigation', [{ collectionId: page.id }, { collectionId: page.id }])).json().code).toBe('CONTENT_NAVIGATION_DUPLICATE');
    const nested = await put('mainNavigation', [{ collectionId: page.id, items: [{ externalLink: { url: '/x', title: 'X' } }] }]);
    expect(nested.json()).toMatchObject({ status: 400, code: 'CONTENT_NAVIGATION_NESTING' });
    const neither = await put('mainNavigation', [{ memberAreaId: 'm1' }]);
    expect(neither.json()).toMatchObject({ status: 400, data: { errors: { 'items.0': 'A navigation entry is either a collection or an external link.' } } });
    expect((await put('mainNavigation', [{ collectionId: 'nosuch' }])).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/navigation/items/nosuch`, headers })).statusCode).toBe(404);
    await app.close();
  });

  it('ADM-14 GAP-36 header and footer on the admin path and the spec path /api/site-header-footer', async () => {
    const { app, site, headers } = await setup();
    expect((await app.inject({ method: 'GET', url: '/api/site-header-footer', headers })).json()).toEqual({ header: '', footer: '' });
    const put = await app.inject({ method: 'PUT', url: '/api/site-header-footer', headers, payload: { header: '<meta name="v" content="1">', footer: '<p>Footer</p>' } });
    expect(put.json()).toEqual({ header: '<meta name="v" content="1">', footer: '<p>Footer</p>' });
    expect((await app.inject({ method: 'GET', url: `${BASE}/header-footer`, headers })).json()).toEqual(put.json());
    expect((await app.services.content.exportContent(site.id)).headerFooter).toEqual(put.json());
    const missing = await app.inject({ method: 'PUT', url: `${BASE}/header-footer`, headers, payload: { header: 'only' } });
    expect(missing.json()).toMatchObject({ status: 400, data: { errors: { footer: expect.any(String) } } });
    await app.close();
  });

  it('STORE-06 STORE-07 categories: root, children, duplicate (ADM-25), too long (ADM-53), reorder, delete', async () => {
    const { app, headers } = await setup();
    const store = await createCollection(app, headers, { type: 13, title: 'Store' });
    const url = `${BASE}/collections/${store.id}/categories`;
    const root = await app.inject({ method: 'POST', url, headers, payload: { displayName: 'All', parentCategoryId: '', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 } });
    expect(root.statusCode).toBe(201);
    expect(root.json().category).toMatchObject({ parentCategoryId: null, type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 });
    const again = await app.inject({ method: 'POST', url, headers, payload: { displayName: 'All 2', parentCategoryId: '', type: 'ROOT' } });
    expect(again.json()).toMatchObject({ status: 409, code: 'CONTENT_ROOT_CATEGORY_EXISTS' });
    const shirts = (await app.inject({ method: 'POST', url, headers, payload: { displayName: 'Shirts' } })).json().category;
    const hats = (await app.inject({ method: 'POST', url, headers, payload: { displayName: 'Hats' } })).json().category;
    const dup = await app.inject({ method: 'POST', url, headers, payload: { displayName: 'SHIRTS' } });
    expect(dup.json()).toEqual({ status: 409, code: 'CONTENT_CATEGORY_EXISTS', message: 'This category already exists.' });
    const long = await app.inject({ method: 'POST', url, headers, payload: { displayName: 'x'.repeat(26) } });
    expect(long.json()).toEqual({ status: 422, code: 'CONTENT_CATEGORY_TOO_LONG', message: 'A category can be at most 25 characters long.' });
    const renamed = await app.inject({ method: 'PATCH', url: `${BASE}/categories/${hats.id}`, headers, payload: { displayName: 'Caps', pageRendering: 'GRID_VIEW' } });
    expect(renamed.json().category).toMatchObject({ displayName: 'Caps', pageRendering: 'GRID_VIEW' });
    const ordered = await app.inject({ method: 'PUT', url: `${BASE}/categories/${root.json().category.id}/children/order`, headers, payload: { categoryIds: [hats.id, shirts.id] } });
    expect(ordered.json().categories.map((c: { displayName: string }) => c.displayName)).toEqual(['Caps', 'Shirts']);
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/categories/${shirts.id}`, headers })).statusCode).toBe(204);
    const listed = await app.inject({ method: 'GET', url, headers });
    expect(listed.json().categories.map((c: { displayName: string }) => c.displayName)).toEqual(['All', 'Caps']);
    expect((await app.inject({ method: 'PATCH', url: `${BASE}/categories/${shirts.id}`, headers, payload: { displayName: 'Back' } })).statusCode).toBe(404);
    await app.close();
  });

  it('USER-08 GAP-10 roles: signed out 401, viewer reads but cannot write, store manager 403, editor no code injection', async () => {
    const { app, site, headers: admin } = await setup();
    const page = await createCollection(app, admin, { type: 10, title: 'Page' });
    const host = await siteHost(app, site.id);
    const anonymous = await app.inject({ method: 'GET', url: `${BASE}/collections`, headers: { host } });
    expect(anonymous.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    const viewer = (await ownerSession(app, { websiteId: site.id, role: ContributorRole.VIEWER })).headers;
    expect((await app.inject({ method: 'GET', url: `${BASE}/collections/${page.id}`, headers: viewer })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `${BASE}/collections/${page.id}/status`, headers: viewer, payload: { status: 'published' } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PATCH', url: `${BASE}/collections/${page.id}`, headers: viewer, payload: { title: 'Mine' } })).statusCode).toBe(403);
    const manager = (await ownerSession(app, { websiteId: site.id, role: ContributorRole.STORE_MANAGER })).headers;
    expect((await app.inject({ method: 'POST', url: `${BASE}/collections`, headers: manager, payload: { type: 10, title: 'X' } })).statusCode).toBe(403);
    const editor = (await ownerSession(app, { websiteId: site.id, role: ContributorRole.EDITOR })).headers;
    expect((await app.inject({ method: 'PUT', url: `${BASE}/navigation/mainNavigation`, headers: editor, payload: { items: [{ collectionId: page.id }] } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/site-header-footer', headers: editor, payload: { header: '<script>x</script>', footer: '' } })).statusCode).toBe(403);
    // A state-changing call without the crumb is refused.
    const { 'x-csrf-token': _crumb, ...noCrumb } = admin;
    expect((await app.inject({ method: 'POST', url: `${BASE}/collections`, headers: noCrumb, payload: { type: 10, title: 'X' } })).statusCode).toBe(401);
    await app.close();
  });

  it("an owner of site A cannot reach site B's content by id with valid bodies, nor B's header and footer", async () => {
    const { app, headers: aHeaders } = await setup();
    const b = await setup();
    const bPage = await createCollection(b.app, b.headers, { type: 10, title: 'B page' });
    const bBlog = await createCollection(b.app, b.headers, { type: 1, typeName: 'blog', title: 'B blog' });
    const bItem = (await b.app.inject({ method: 'POST', url: `${BASE}/collections/${bBlog.id}/items`, headers: b.headers, payload: { recordType: 1, title: 'B post' } })).json().item;
    await b.app.close();
    const calls: [string, string, object?][] = [
      ['PATCH', `${BASE}/collections/${bPage.id}`, { title: 'Taken' }],
      ['POST', `${BASE}/collections/${bPage.id}/status`, { status: 'published' }],
      ['PUT', `${BASE}/pages/${bPage.id}/layout`, { rows: [] }],
      ['POST', `${BASE}/collections/${bBlog.id}/items`, { recordType: 1 }],
      ['PATCH', `${BASE}/items/${bItem.id}`, { title: 'Taken' }],
      ['POST', `${BASE}/items/${bItem.id}/status`, { status: 'published' }],
      ['PUT', `${BASE}/collections/${bBlog.id}/items/order`, { itemIds: [bItem.id] }],
      ['POST', `${BASE}/collections/${bBlog.id}/categories`, { displayName: 'All', parentCategoryId: '' }],
      ['DELETE', `${BASE}/items/${bItem.id}`],
    ];
    for (const [method, url, payload] of calls) {
      const res = await app.inject({ method: method as 'POST', url, headers: aHeaders, ...(payload !== undefined && { payload }) });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const nav = await app.inject({ method: 'PUT', url: `${BASE}/navigation/mainNavigation`, headers: aHeaders, payload: { items: [{ collectionId: bPage.id }] } });
    expect(nav.statusCode).toBe(404);
    const bHost = await siteHost(app, b.site.id);
    const onB = await app.inject({ method: 'PUT', url: '/api/site-header-footer', headers: { ...aHeaders, host: bHost }, payload: { header: 'x', footer: 'y' } });
    expect(onB.statusCode).toBe(401);
    expect(await app.services.content.getHeaderFooter(b.site.id)).toEqual({ header: '', footer: '' });
    expect((await app.services.content.getItem(b.site.id, bItem.id)).title).toBe('B post');
    await app.close();
  });
});
