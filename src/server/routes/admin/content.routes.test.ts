import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

const BASE = '/api/admin/content';

describeDatabase('owner content routes: collections, pages, items', (db) => {
  let n = 0;
  const setup = async (role?: number) => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `cnt-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id, ...(role !== undefined && { role }) });
    return { app, site, headers };
  };

  it('creates, reads, changes and deletes a collection', async () => {
    const { app, site, headers } = await setup();
    const created = await app.inject({ method: 'POST', url: `${BASE}/collections`, headers, payload: { type: 10, title: 'About Us' } });
    expect(created.statusCode).toBe(201);
    const collection = created.json().collection;
    expect(collection).toMatchObject({ websiteId: site.id, type: 10, typeName: 'page', urlId: 'about-us', fullUrl: '/about-us/', status: 'draft' });
    const read = await app.inject({ method: 'GET', url: `${BASE}/collections/${collection.id}`, headers });
    expect(read.json().collection).toEqual(collection);
    const list = await app.inject({ method: 'GET', url: `${BASE}/collections`, headers });
    expect(list.json().collections.map((c: { id: string }) => c.id)).toEqual([collection.id]);
    const patched = await app.inject({ method: 'PATCH', url: `${BASE}/collections/${collection.id}`, headers, payload: { navigationTitle: 'About', settings: { seoTitle: 'About the shop' } } });
    expect(patched.json().collection).toMatchObject({ navigationTitle: 'About', settings: { seoTitle: 'About the shop' } });
    expect((await app.inject({ method: 'POST', url: `${BASE}/collections/${collection.id}/homepage`, headers })).json().collection.fullUrl).toBe('/');
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/collections/${collection.id}`, headers })).statusCode).toBe(204);
    const gone = await app.inject({ method: 'GET', url: `${BASE}/collections/${collection.id}`, headers });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ status: 404, code: 'CONTENT_COLLECTION_NOT_FOUND', message: 'Unable to locate content' });
    await app.close();
  });

  it('GAP-15 bad input answers 400 with field errors (ADM-18, ADM-19 wording), never a 500', async () => {
    const { app, headers } = await setup();
    const cases: [unknown, Record<string, string>][] = [
      [{ type: 9, title: 'X' }, { type: '9 is not one of the expected options.' }],
      [{ type: 10, title: 'X', urlId: 'a b' }, { urlId: 'a b is not a valid page URL.' }],
      [{ type: 10, title: 'X', urlId: 'cart' }, { urlId: 'cart is not a valid page URL.' }],
      [{ type: 10, title: '' }, { title: 'Required' }],
      [{ type: 1, title: 'Blog' }, { typeName: 'Required' }],
      [{ type: 10, title: 'X', settings: { collectionView: 'table' } }, { 'settings.collectionView': expect.any(String) }],
    ];
    for (const [payload, errors] of cases) {
      const res = await app.inject({ method: 'POST', url: `${BASE}/collections`, headers, payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', data: { errors } });
    }
    const unknownKey = await app.inject({ method: 'POST', url: `${BASE}/collections`, headers, payload: { type: 10, title: 'X', bogus: 1 } });
    expect(unknownKey.statusCode).toBe(400);
    const badId = await app.inject({ method: 'GET', url: `${BASE}/collections/not.an.id`, headers });
    expect(badId.statusCode).toBe(400);
    const broken = await app.inject({ method: 'POST', url: `${BASE}/collections`, headers: { ...headers, 'content-type': 'application/json' }, payload: '{"type":' });
    expect(broken.statusCode).toBe(400);
    await app.close();
  });

  it('GAP-08 status changes answer the collection; a forbidden move is 409 naming both labels', async () => {
    const { app, headers } = await setup(ContributorRole.EDITOR);
    const { collection } = (await app.inject({ method: 'POST', url: `${BASE}/collections`, headers, payload: { type: 10, title: 'Page' } })).json();
    const url = `${BASE}/collections/${collection.id}/status`;
    expect((await app.inject({ method: 'POST', url, headers, payload: { status: 'needs-review' } })).json().collection.status).toBe('needs-review');
    expect((await app.inject({ method: 'POST', url, headers, payload: { status: 'published' } })).json().collection.status).toBe('published');
    const refused = await app.inject({ method: 'POST', url, headers, payload: { status: 'draft' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 409, code: 'CONTENT_STATUS_TRANSITION_INVALID', message: 'A page cannot move from Published to Draft.' });
    expect((await app.inject({ method: 'POST', url, headers, payload: { status: 'gone' } })).statusCode).toBe(400);
    const past = await app.inject({ method: 'POST', url: `${BASE}/collections/${collection.id}/status`, headers, payload: { status: 'private' } });
    expect(past.statusCode).toBe(200);
    await app.close();
  });

  it('ADM-47 page layouts: 60 blocks saved, 61 answered 422 with the limit message', async () => {
    const { app, headers } = await setup();
    const { collection } = (await app.inject({ method: 'POST', url: `${BASE}/collections`, headers, payload: { type: 10, title: 'Landing' } })).json();
    const url = `${BASE}/pages/${collection.id}/layout`;
    const blocks = (count: number) => Array.from({ length: count }, () => ({ type: 2, data: { html: '<p>x</p>' } }));
    const ok = await app.inject({ method: 'PUT', url, headers, payload: { rows: [{ blocks: blocks(60) }] } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().layout.rows[0].blocks).toHaveLength(60);
    const over = await app.inject({ method: 'PUT', url, headers, payload: { rows: [{ blocks: blocks(61) }] } });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({ status: 422, code: 'CONTENT_LAYOUT_BLOCK_LIMIT', message: "You've reached the maximum of 60 blocks." });
    expect((await app.inject({ method: 'GET', url, headers })).json().layout.rows[0].blocks).toHaveLength(60);
    expect((await app.inject({ method: 'GET', url: `${BASE}/pages/nosuchpage/layout`, headers })).statusCode).toBe(404);
    await app.close();
  });

  it('items: add, list in display order, change, reorder, publish, delete', async () => {
    const { app, site, headers } = await setup();
    const { collection } = (await app.inject({ method: 'POST', url: `${BASE}/collections`, headers, payload: { type: 1, typeName: 'gallery', title: 'Gallery' } })).json();
    const items = `${BASE}/collections/${collection.id}/items`;
    const ids: string[] = [];
    for (const title of ['One', 'Two', 'Three']) {
      const res = await app.inject({ method: 'POST', url: items, headers, payload: { recordType: 2, title, tags: [` ${title} `, title.toLowerCase()] } });
      expect(res.statusCode).toBe(201);
      expect(res.json().item).toMatchObject({ collectionId: collection.id, title, tags: [title], fullUrl: `/gallery/${title.toLowerCase()}` });
      ids.push(res.json().item.id);
    }
    expect((await app.inject({ method: 'PUT', url: `${items}/order`, headers, payload: { itemIds: [ids[2], ids[0], ids[1]] } })).statusCode).toBe(204);
    const listed = await app.inject({ method: 'GET', url: `${items}?limit=2&offset=0`, headers });
    expect(listed.json()).toMatchObject({ total: 3, items: [{ title: 'Three' }, { title: 'One' }] });
    const patched = await app.inject({ method: 'PATCH', url: `${BASE}/items/${ids[0]}`, headers, payload: { altText: 'First', mediaFocalPoint: { x: 0.2, y: 0.8 } } });
    expect(patched.json().item).toMatchObject({ altText: 'First', mediaFocalPoint: { x: 0.2, y: 0.8 } });
    const published = await app.inject({ method: 'POST', url: `${BASE}/items/${ids[0]}/status`, headers, payload: { status: 'published' } });
    expect(published.json().item.status).toBe('published');
    expect((await app.inject({ method: 'DELETE', url: `${BASE}/items/${ids[1]}`, headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: `${BASE}/items/${ids[1]}`, headers })).json()).toEqual({ status: 404, code: 'CONTENT_ITEM_NOT_FOUND', message: 'Unable to locate content' });
    // The storefront snapshot sees nothing of a draft gallery, then its one published item.
    expect((await app.services.content.exportContent(site.id)).collections).toEqual([]);
    await app.inject({ method: 'POST', url: `${BASE}/collections/${collection.id}/status`, headers, payload: { status: 'published' } });
    const snapshot = await app.services.content.exportContent(site.id);
    expect(snapshot.collections[0]!.items.map((i) => i.title)).toEqual(['One']);
    await app.close();
  });

  it('ADM-52 ADM-53 item limits answer 422; bad item input 400 with field errors', async () => {
    const { app, headers } = await setup();
    const { collection } = (await app.inject({ method: 'POST', url: `${BASE}/collections`, headers, payload: { type: 1, typeName: 'blog', title: 'Blog' } })).json();
    const url = `${BASE}/collections/${collection.id}/items`;
    const tag = await app.inject({ method: 'POST', url, headers, payload: { recordType: 1, tags: ['t'.repeat(51)] } });
    expect(tag.json()).toEqual({ status: 422, code: 'CONTENT_TAG_TOO_LONG', message: 'A tag can be at most 50 characters long.' });
    const category = await app.inject({ method: 'POST', url, headers, payload: { recordType: 1, categories: ['c'.repeat(26)] } });
    expect(category.json()).toEqual({ status: 422, code: 'CONTENT_CATEGORY_TOO_LONG', message: 'A category can be at most 25 characters long.' });
    const bad = await app.inject({ method: 'POST', url, headers, payload: { recordType: 3, originalSize: '100 by 200', colorData: { topLeftAverage: 'zz' } } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().data.errors)).toEqual(expect.arrayContaining(['recordType', 'originalSize', 'colorData.topLeftAverage']));
    expect((await app.inject({ method: 'POST', url: `${BASE}/collections/nosuch/items`, headers, payload: { recordType: 1 } })).statusCode).toBe(404);
    await app.close();
  });
});
