import { expect, it } from 'vitest';
import { createTestApp } from '../../../../test/support/app';
import { describeDatabase } from '../../../../test/support/database';
import { ownerSession } from '../../../../test/support/owner';
import { ContributorRole } from '../../../shared/enums';

const BASE = '/api/admin/content';

describeDatabase('owner content routes: a collection\'s tags, gallery limits', (db) => {
  let n = 0;
  const setup = async () => {
    const app = await createTestApp(db());
    const site = await app.services.sites.create({ identifier: `tags-${++n}-${Math.random().toString(16).slice(2, 6)}`, title: 'Shop' });
    const { headers } = await ownerSession(app, { websiteId: site.id });
    const blog = await app.services.content.createCollection(site.id, { type: 1, typeName: 'blog', title: 'Journal' });
    const post = (title: string, tags: string[]) => app.services.content.createItem(site.id, blog.id, { recordType: 1, title, tags });
    return { app, site, headers, blog, post };
  };

  it('lists a collection\'s tags with counts, renames one on every item and removes one everywhere', async () => {
    const { app, site, headers, blog, post } = await setup();
    const a = await post('A', ['Linen', 'summer']);
    const b = await post('B', ['linen', 'Travel']);
    const url = `${BASE}/collections/${blog.id}/tags`;
    const listed = await app.inject({ method: 'GET', url, headers });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ tags: [{ name: 'Linen', count: 2 }, { name: 'summer', count: 1 }, { name: 'Travel', count: 1 }] });
    const renamed = await app.inject({ method: 'PATCH', url, headers, payload: { from: 'linen', to: 'Flax' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().tags).toEqual([{ name: 'Flax', count: 2 }, { name: 'summer', count: 1 }, { name: 'Travel', count: 1 }]);
    expect((await app.services.content.getItem(site.id, a.id)).tags).toEqual(['Flax', 'summer']);
    // Changing only the spelling is no clash.
    expect((await app.inject({ method: 'PATCH', url, headers, payload: { from: 'travel', to: 'TRAVEL' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: `${url}?name=flax`, headers })).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url, headers })).json().tags).toEqual([{ name: 'summer', count: 1 }, { name: 'TRAVEL', count: 1 }]);
    expect((await app.services.content.getItem(site.id, b.id)).tags).toEqual(['TRAVEL']);
    await app.close();
  });

  it('ADM-25 ADM-52 renaming onto another tag is 409 "This tag already exists."; too long 422; unknown 404; bad input 400', async () => {
    const { app, headers, blog, post } = await setup();
    await post('A', ['one', 'two']);
    const url = `${BASE}/collections/${blog.id}/tags`;
    const clash = await app.inject({ method: 'PATCH', url, headers, payload: { from: 'one', to: ' TWO ' } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ status: 409, code: 'CONTENT_TAG_EXISTS', message: 'This tag already exists.' });
    const long = await app.inject({ method: 'PATCH', url, headers, payload: { from: 'one', to: 'x'.repeat(51) } });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('A tag can be at most 50 characters long.');
    expect((await app.inject({ method: 'PATCH', url, headers, payload: { from: 'none', to: 'x' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${url}?name=none`, headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PATCH', url, headers, payload: { from: 'one', to: '  ' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'PATCH', url, headers, payload: { from: 'one' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'DELETE', url, headers })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${BASE}/collections/not.an.id/tags`, headers })).statusCode).toBe(400);
    await app.close();
  });

  it('a role without content.edit is refused, another site sees 404, no session 401', async () => {
    const { app, blog, post } = await setup();
    await post('A', ['one']);
    const url = `${BASE}/collections/${blog.id}/tags`;
    const { headers: billing } = await ownerSession(app, { websiteId: blog.websiteId, role: ContributorRole.BILLING });
    expect((await app.inject({ method: 'GET', url, headers: billing })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PATCH', url, headers: billing, payload: { from: 'one', to: 'two' } })).statusCode).toBe(403);
    const other = await app.services.sites.create({ identifier: `tags-o-${++n}`, title: 'Other' });
    const { headers: otherHeaders } = await ownerSession(app, { websiteId: other.id });
    expect((await app.inject({ method: 'GET', url, headers: otherHeaders })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PATCH', url, headers: otherHeaders, payload: { from: 'one', to: 'two' } })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `${url}?name=one`, headers: otherHeaders })).statusCode).toBe(404);
    expect((await app.services.content.listTags(blog.websiteId, blog.id)).map((t) => t.name)).toEqual(['one']);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    await app.close();
  });

  it('ADM-55 a photo gallery holds 50 items: the 51st answers 422; ADM-54 the 21st gallery answers 422', async () => {
    const { app, site, headers } = await setup();
    const gallery = await app.services.content.createCollection(site.id, { type: 1, typeName: 'gallery', title: 'Photos' });
    for (let i = 0; i < 50; i++) await app.services.content.createItem(site.id, gallery.id, { recordType: 2, urlId: `p${i}` });
    const full = await app.inject({ method: 'POST', url: `${BASE}/collections/${gallery.id}/items`, headers, payload: { recordType: 2 } });
    expect(full.statusCode).toBe(422);
    expect(full.json()).toMatchObject({ code: 'CONTENT_GALLERY_ITEM_LIMIT', message: "You've reached the maximum of 50 items in a gallery." });
    for (let i = 1; i < 20; i++) await app.services.content.createCollection(site.id, { type: 1, typeName: 'gallery', title: `G${i}` });
    const tooMany = await app.inject({ method: 'POST', url: `${BASE}/collections`, headers, payload: { type: 1, typeName: 'gallery', title: 'One more' } });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({ code: 'CONTENT_GALLERY_LIMIT', message: "You've reached the maximum of 20 galleries." });
    // Nor can another collection become the 21st gallery.
    const blogLike = await app.services.content.createCollection(site.id, { type: 1, typeName: 'portfolio', title: 'Work' });
    expect((await app.inject({ method: 'PATCH', url: `${BASE}/collections/${blogLike.id}`, headers, payload: { typeName: 'gallery' } })).statusCode).toBe(422);
    await app.close();
  }, 60_000);

  it('items search by title, ignoring case, with LIKE wildcards taken literally, and page', async () => {
    const { app, headers, blog, post } = await setup();
    for (const title of ['Glaze notes', 'Kiln day', 'Glazing 100%', 'Under_score']) await post(title, []);
    const search = async (q: string, extra = '') => (await app.inject({ method: 'GET', url: `${BASE}/collections/${blog.id}/items?search=${encodeURIComponent(q)}${extra}`, headers })).json();
    expect((await search('glaz')).items.map((i: { title: string }) => i.title).sort()).toEqual(['Glaze notes', 'Glazing 100%']);
    expect((await search('%')).items.map((i: { title: string }) => i.title)).toEqual(['Glazing 100%']);
    expect((await search('_')).items.map((i: { title: string }) => i.title)).toEqual(['Under_score']);
    const page = await search('g', '&limit=1&offset=1');
    expect(page.total).toBe(2);
    expect(page.items).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: `${BASE}/collections/${blog.id}/items?search=${'x'.repeat(201)}`, headers })).statusCode).toBe(400);
    await app.close();
  });
});
