import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { contentFixture, type ContentFixture } from '../../../test/support/content';
import { CollectionType, FolderBehavior, RecordType } from '../../shared/enums';

async function published(f: ContentFixture, input: Parameters<ContentFixture['content']['createCollection']>[1]) {
  return f.content.createCollection(f.websiteId, { status: 'published', ...input });
}

describeDatabase('content snapshot', (db) => {
  it('holds only what visitors may see: enabled, Published (or Scheduled and due) collections and items', async () => {
    const f = await contentFixture(db());
    const blog = await published(f, { type: CollectionType.GENERIC, typeName: 'blog', title: 'Blog' });
    await f.content.createCollection(f.websiteId, { type: CollectionType.PAGE, title: 'Draft page' });
    await published(f, { type: CollectionType.PAGE, title: 'Hidden', enabled: false });
    const secret = await published(f, { type: CollectionType.PAGE, title: 'Secret' });
    await f.content.setCollectionStatus(f.websiteId, secret.id, { status: 'private' });
    const later = await f.content.createCollection(f.websiteId, { type: CollectionType.PAGE, title: 'Later', status: 'scheduled', publishOn: f.clock.now() + 5000 });
    await f.content.createItem(f.websiteId, blog.id, { recordType: 1, title: 'Live', status: 'published' });
    await f.content.createItem(f.websiteId, blog.id, { recordType: 1, title: 'Draft' });
    await f.content.createItem(f.websiteId, blog.id, { recordType: 1, title: 'Soon', status: 'scheduled', publishOn: f.clock.now() + 2000 });

    const now = await f.content.exportContent(f.websiteId);
    expect(now.collections.map((c) => c.title)).toEqual(['Blog']);
    expect(now.collections[0]!.items.map((i) => i.title)).toEqual(['Live']);
    expect(now.validUntil).toBe(f.clock.now() + 2000);

    f.clock.advance(5000);
    const afterwards = await f.content.exportContent(f.websiteId);
    expect(afterwards.collections.map((c) => c.id).sort()).toEqual([blog.id, later.id].sort());
    expect(afterwards.collections.find((c) => c.id === blog.id)!.items.map((i) => i.title)).toEqual(['Soon', 'Live']);
    expect(afterwards.validUntil).toBeNull();
  });

  it('shapes collections and items the way page contexts do (typeName, fullUrl, items[], recordTypeLabel)', async () => {
    const f = await contentFixture(db());
    const blog = await published(f, { type: CollectionType.GENERIC, typeName: 'blog', title: 'Journal', urlId: 'journal', settings: { collectionView: 'grid', pageSize: 10, relatedItemsEnabled: true } });
    await f.content.createItem(f.websiteId, blog.id, { recordType: RecordType.TEXT, title: 'First', tags: ['b', 'a'], categories: ['News'], status: 'published', publishOn: 1000, author: { displayName: 'Ann' } });
    await f.content.createItem(f.websiteId, blog.id, { recordType: RecordType.TEXT, title: 'Second', tags: ['A', 'c'], categories: ['Tips'], status: 'published', publishOn: 2000 });
    const snapshot = await f.content.exportContent(f.websiteId);
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
    const c = snapshot.collections[0]!;
    expect(c).toMatchObject({
      id: blog.id,
      websiteId: f.websiteId,
      type: 1,
      typeName: 'blog',
      typeLabel: 'blog',
      urlId: 'journal',
      fullUrl: '/journal/',
      navigationTitle: 'Journal',
      enabled: true,
      folder: false,
      clickable: true,
      collectionView: 'grid',
      pageSize: 10,
      features: { relatedItems: { isEnabled: true }, productQuickView: { isEnabled: false } },
      itemCount: 2,
      // Same tag in two spellings: the newest post's spelling shows.
      tags: ['A', 'b', 'c'],
      categories: ['News', 'Tips'],
    });
    expect(c.items.map((i) => i.title)).toEqual(['Second', 'First']);
    expect(c.items[1]).toEqual({
      id: expect.any(String),
      collectionId: blog.id,
      recordType: 1,
      recordTypeLabel: 'text',
      urlId: 'first',
      fullUrl: '/journal/first',
      title: 'First',
      body: '',
      excerpt: '',
      categories: ['News'],
      tags: ['b', 'a'],
      author: { displayName: 'Ann' },
      starred: false,
      publishOn: 1000,
      addedOn: f.clock.now(),
      updatedOn: f.clock.now(),
      likeCount: 0,
      publicCommentCount: 0,
      commentState: 0,
      displayIndex: 0,
    });
  });

  it('NAV navigation entries carry the collection, folders their entries; hidden collections drop out', async () => {
    const f = await contentFixture(db());
    const home = await published(f, { type: CollectionType.PAGE, title: 'Home' });
    await f.content.setHomepage(f.websiteId, home.id);
    const about = await published(f, { type: CollectionType.PAGE, title: 'About' });
    const draft = await f.content.createCollection(f.websiteId, { type: CollectionType.PAGE, title: 'Unfinished' });
    const redirect = await published(f, { type: CollectionType.GENERIC, folder: true, folderBehavior: FolderBehavior.REDIRECT, title: 'More' });
    const plain = await published(f, { type: CollectionType.GENERIC, folder: true, folderBehavior: FolderBehavior.NONE, title: 'Info' });
    await f.content.setNavigation(f.websiteId, 'mainNavigation', {
      items: [
        { collectionId: home.id },
        { collectionId: redirect.id, items: [{ collectionId: draft.id }, { collectionId: about.id }] },
        { collectionId: plain.id, items: [{ externalLink: { url: 'https://example.com', title: 'Partner', newWindow: true }, memberAreaId: 'm1' }] },
      ],
    });
    const snapshot = await f.content.exportContent(f.websiteId);
    expect(snapshot.homepageId).toBe(home.id);
    const [h, r, p] = snapshot.navigation.mainNavigation;
    expect(h).toMatchObject({ title: 'Home', collection: { id: home.id, fullUrl: '/', homepage: true, clickable: true }, items: [] });
    // MODEL-08: a redirect folder is clickable and leads to its first visible page; a "none" folder is not clickable.
    expect(r).toMatchObject({ title: 'More', collection: { id: redirect.id, folder: true, folderBehavior: 2, clickable: true, fullUrl: '/about/' } });
    expect(r!.items.map((e) => e.collection?.id)).toEqual([about.id]);
    expect(p).toMatchObject({ collection: { clickable: false }, items: [{ title: 'Partner', externalLink: { url: 'https://example.com', title: 'Partner', newWindow: true }, memberAreaId: 'm1', items: [] }] });
    expect(snapshot.navigation.secondaryNavigation).toEqual([]);
    const folder = snapshot.collections.find((c) => c.id === redirect.id)!;
    expect(folder.collections!.map((c) => c.id)).toEqual([about.id]);
    expect(snapshot.collections.find((c) => c.id === home.id)!.layout).toEqual({ rows: [] });
  });

  it('carries page layouts, header and footer, and category trees in display order', async () => {
    const f = await contentFixture(db());
    const page = await published(f, { type: CollectionType.PAGE, title: 'Landing' });
    const layout = await f.content.setPageLayout(f.websiteId, page.id, { rows: [{ blocks: [{ type: 2, data: { html: '<p>Hi</p>' } }] }] });
    await f.content.setHeaderFooter(f.websiteId, { header: '<meta name="a">', footer: '<p>f</p>' });
    const store = await published(f, { type: CollectionType.PRODUCTS, title: 'Shop' });
    const root = await f.content.createCategory(f.websiteId, store.id, { displayName: 'All', parentCategoryId: '', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 });
    const b = await f.content.createCategory(f.websiteId, store.id, { displayName: 'B' });
    const a = await f.content.createCategory(f.websiteId, store.id, { displayName: 'A' });
    await f.content.createCategory(f.websiteId, store.id, { displayName: 'B1', parentCategoryId: b.id });
    await f.content.reorderCategories(f.websiteId, { parentCategoryId: root.id, categoryIds: [a.id, b.id] });
    const snapshot = await f.content.exportContent(f.websiteId);
    expect(snapshot.collections.find((c) => c.id === page.id)!.layout).toEqual(layout);
    expect(snapshot.headerFooter).toEqual({ header: '<meta name="a">', footer: '<p>f</p>' });
    const tree = snapshot.categories[store.id]!;
    expect(tree).toMatchObject({ displayName: 'All', type: 'ROOT', parentCategoryId: null });
    expect(tree.children.map((c) => [c.displayName, c.children.map((g) => g.displayName)])).toEqual([['A', []], ['B', ['B1']]]);
  });

  it("holds nothing of another site's content", async () => {
    const a = await contentFixture(db());
    const b = await contentFixture(db());
    const page = await published(a, { type: CollectionType.PAGE, title: 'A only' });
    await a.content.setNavigation(a.websiteId, 'mainNavigation', { items: [{ collectionId: page.id }] });
    await a.content.setHeaderFooter(a.websiteId, { header: 'a', footer: 'a' });
    const snapshot = await b.content.exportContent(b.websiteId);
    expect(snapshot).toEqual({
      websiteId: b.websiteId,
      generatedAt: b.clock.now(),
      validUntil: null,
      homepageId: null,
      collections: [],
      navigation: { mainNavigation: [], secondaryNavigation: [] },
      headerFooter: { header: '', footer: '' },
      categories: {},
    });
  });
});
