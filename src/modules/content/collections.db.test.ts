import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { contentFixture } from '../../../test/support/content';
import { CollectionType, FolderBehavior, RecordType } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';
import { createEventBus } from '../../shared/events';
import { sequentialIds } from '../../shared/ids';
import { CollectionOrdering, createContentService } from './index';

const code = (c: string) => (e: unknown) => isDomainError(e) && e.code === c;
const fieldError = (field: string, message: string) => (e: unknown) =>
  isDomainError(e, 'VALIDATION_FAILED') && (e.details.errors as Record<string, string>)[field] === message;

describeDatabase('content collections', (db) => {
  it('MODEL-06 creates a collection of every spec collection type and refuses other codes', async () => {
    const { content, websiteId } = await contentFixture(db());
    for (const type of Object.values(CollectionType)) {
      const c = await content.createCollection(websiteId, { type, typeName: 'kind', title: `Type ${type}` });
      expect(c.type).toBe(type);
    }
    await expect(content.createCollection(websiteId, { type: 9, title: 'Nine' })).rejects.toSatisfy(fieldError('type', '9 is not one of the expected options.'));
  });

  it('creates with the defaults: navigation title = title, empty description, enabled, Draft, type name by type', async () => {
    const { content, websiteId, events } = await contentFixture(db());
    const page = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'About Us' });
    expect(page).toMatchObject({ websiteId, typeName: 'page', urlId: 'about-us', fullUrl: '/about-us/', navigationTitle: 'About Us', description: '', enabled: true, status: 'draft', ordering: CollectionOrdering.NONE, folder: false, folderBehavior: null, homepage: false });
    const store = await content.createCollection(websiteId, { type: CollectionType.PRODUCTS, title: 'Shop', navigationTitle: 'Store', urlId: 'shop', description: '', enabled: true });
    expect(store).toMatchObject({ typeName: 'products', navigationTitle: 'Store', ordering: CollectionOrdering.USER_ORDERED });
    const blog = await content.createCollection(websiteId, { type: CollectionType.GENERIC, typeName: 'blog', title: 'Journal' });
    expect(blog.ordering).toBe(CollectionOrdering.CHRONOLOGICAL);
    const eventsList = await content.createCollection(websiteId, { type: CollectionType.GENERIC, typeName: 'events', title: 'Events' });
    expect(eventsList.ordering).toBe(CollectionOrdering.CALENDAR);
    expect(events).toEqual(Array(4).fill({ type: 'site.changed', websiteId }));
  });

  it('a generic collection must say what it is (blog, events, gallery ...)', async () => {
    const { content, websiteId } = await contentFixture(db());
    await expect(content.createCollection(websiteId, { type: CollectionType.GENERIC, title: 'Stuff' })).rejects.toSatisfy(fieldError('typeName', 'Required'));
  });

  it('URL ids are unique per site: derived ones get -1, -2 (STORE-16), a taken explicit one is refused', async () => {
    const { content, websiteId } = await contentFixture(db());
    const first = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Contact' });
    const second = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Contact!' });
    const third = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'contact' });
    expect([first.urlId, second.urlId, third.urlId]).toEqual(['contact', 'contact-1', 'contact-2']);
    await expect(content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'X', urlId: 'contact-1' })).rejects.toSatisfy(code('CONTENT_URL_ID_TAKEN'));
    await expect(content.updateCollection(websiteId, third.id, { urlId: 'contact' })).rejects.toSatisfy(code('CONTENT_URL_ID_TAKEN'));
    expect((await content.updateCollection(websiteId, third.id, { urlId: 'Reach-Us' })).urlId).toBe('reach-us');
    const other = await contentFixture(db());
    expect((await other.content.createCollection(other.websiteId, { type: CollectionType.PAGE, title: 'Contact' })).urlId).toBe('contact');
  });

  it("ADM-18 refuses a malformed URL id and one of the storefront's own paths", async () => {
    const { content, websiteId } = await contentFixture(db());
    await expect(content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'X', urlId: 'a b' })).rejects.toSatisfy(fieldError('urlId', 'a b is not a valid page URL.'));
    await expect(content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'X', urlId: 'cart' })).rejects.toSatisfy(fieldError('urlId', 'cart is not a valid page URL.'));
    expect((await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Search' })).urlId).toBe('search-1');
  });

  it('MODEL-15 settings take the collection views list, grid, product and merge on update', async () => {
    const { content, websiteId } = await contentFixture(db());
    const c = await content.createCollection(websiteId, { type: CollectionType.PRODUCTS, title: 'Shop', settings: { collectionView: 'grid', pageSize: 24 } });
    for (const view of ['list', 'grid', 'product'] as const) {
      expect((await content.updateCollection(websiteId, c.id, { settings: { collectionView: view } })).settings).toEqual({ collectionView: view, pageSize: 24 });
    }
    await expect(content.updateCollection(websiteId, c.id, { settings: { collectionView: 'table' as 'list' } })).rejects.toSatisfy(code('VALIDATION_FAILED'));
  });

  it('MODEL-08 folders carry a folder behaviour (index 1, redirect 2, none 3, variation 4); other collections none', async () => {
    const { content, websiteId } = await contentFixture(db());
    for (const behavior of Object.values(FolderBehavior)) {
      const f = await content.createCollection(websiteId, { type: CollectionType.GENERIC, folder: true, folderBehavior: behavior, title: `Folder ${behavior}` });
      expect(f).toMatchObject({ folder: true, folderBehavior: behavior, typeName: behavior === FolderBehavior.INDEX ? 'index' : 'folder' });
    }
    expect((await content.createCollection(websiteId, { type: CollectionType.GENERIC, folder: true, title: 'Plain' })).folderBehavior).toBe(FolderBehavior.NONE);
    await expect(content.createCollection(websiteId, { type: CollectionType.GENERIC, folder: true, folderBehavior: 5, title: 'Bad' })).rejects.toSatisfy(fieldError('folderBehavior', '5 is not one of the expected options.'));
    const page = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Page' });
    await expect(content.updateCollection(websiteId, page.id, { folderBehavior: 1 })).rejects.toSatisfy(code('VALIDATION_FAILED'));
  });

  it('MODEL-08 a folder changed to index renders with the index template, and back', async () => {
    const { content, websiteId } = await contentFixture(db());
    const folder = await content.createCollection(websiteId, { type: CollectionType.GENERIC, folder: true, title: 'About' });
    expect(await content.updateCollection(websiteId, folder.id, { folderBehavior: FolderBehavior.INDEX })).toMatchObject({ folderBehavior: FolderBehavior.INDEX, typeName: 'index' });
    expect(await content.updateCollection(websiteId, folder.id, { folderBehavior: FolderBehavior.REDIRECT })).toMatchObject({ folderBehavior: FolderBehavior.REDIRECT, typeName: 'folder' });
  });

  it('GAP-08 status: Draft by default, publishing needs the publish permission, moves follow the table', async () => {
    const { content, websiteId, events } = await contentFixture(db());
    const c = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Draft page' });
    const editorOnly = { canPublish: false };
    expect((await content.setCollectionStatus(websiteId, c.id, { status: 'needs-review' }, editorOnly)).status).toBe('needs-review');
    await expect(content.setCollectionStatus(websiteId, c.id, { status: 'published' }, editorOnly)).rejects.toSatisfy(code('FORBIDDEN'));
    await expect(content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Sneaky', status: 'published' }, editorOnly)).rejects.toSatisfy(code('FORBIDDEN'));
    expect((await content.setCollectionStatus(websiteId, c.id, { status: 'published' })).status).toBe('published');
    await expect(content.setCollectionStatus(websiteId, c.id, { status: 'draft' })).rejects.toSatisfy(
      (e) => isDomainError(e, 'CONTENT_STATUS_TRANSITION_INVALID') && e.details.from === 'Published' && e.details.to === 'Draft',
    );
    expect((await content.setCollectionStatus(websiteId, c.id, { status: 'private' })).status).toBe('private');
    expect((await content.setCollectionStatus(websiteId, c.id, { status: 'published' })).status).toBe('published');
    expect(events.length).toBe(5);
  });

  it('GAP-08 a Scheduled page publishes itself at its time', async () => {
    const { content, websiteId, clock } = await contentFixture(db());
    const c = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Launch' });
    await expect(content.setCollectionStatus(websiteId, c.id, { status: 'scheduled', publishOn: clock.now() - 1 })).rejects.toSatisfy(code('CONTENT_SCHEDULE_IN_PAST'));
    const scheduled = await content.setCollectionStatus(websiteId, c.id, { status: 'scheduled', publishOn: clock.now() + 60_000 });
    expect(scheduled.status).toBe('scheduled');
    clock.advance(60_000);
    expect((await content.getCollection(websiteId, c.id)).status).toBe('published');
    // Once published it follows Published's moves.
    expect((await content.setCollectionStatus(websiteId, c.id, { status: 'private' })).status).toBe('private');
  });

  it('one homepage per site, served at /', async () => {
    const { content, websiteId } = await contentFixture(db());
    const a = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Home' });
    const b = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Welcome' });
    expect((await content.setHomepage(websiteId, a.id)).fullUrl).toBe('/');
    await content.setHomepage(websiteId, b.id);
    const all = await content.listCollections(websiteId);
    expect(all.filter((c) => c.homepage).map((c) => c.id)).toEqual([b.id]);
    expect(all.find((c) => c.id === a.id)?.fullUrl).toBe('/home/');
  });

  it('deleting a collection removes its items, categories and navigation entry', async () => {
    const { content, websiteId, events } = await contentFixture(db());
    const blog = await content.createCollection(websiteId, { type: CollectionType.GENERIC, typeName: 'blog', title: 'Blog' });
    const post = await content.createItem(websiteId, blog.id, { recordType: RecordType.TEXT, title: 'Hello' });
    await content.createCategory(websiteId, blog.id, { displayName: 'All', parentCategoryId: '' });
    await content.addNavigationItem(websiteId, 'mainNavigation', { item: { collectionId: blog.id } });
    events.length = 0;
    await content.deleteCollection(websiteId, blog.id);
    expect(events).toEqual([{ type: 'site.changed', websiteId }]);
    await expect(content.getItem(websiteId, post.id)).rejects.toSatisfy(code('CONTENT_ITEM_NOT_FOUND'));
    expect((await content.getNavigation(websiteId)).mainNavigation).toEqual([]);
    await expect(content.listCategories(websiteId, blog.id)).rejects.toSatisfy(code('CONTENT_COLLECTION_NOT_FOUND'));
  });

  it('a folder that still holds navigation entries cannot be deleted', async () => {
    const { content, websiteId } = await contentFixture(db());
    const folder = await content.createCollection(websiteId, { type: CollectionType.GENERIC, folder: true, title: 'More' });
    const page = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Inner' });
    await content.setNavigation(websiteId, 'mainNavigation', { items: [{ collectionId: folder.id, items: [{ collectionId: page.id }] }] });
    await expect(content.deleteCollection(websiteId, folder.id)).rejects.toSatisfy(code('CONTENT_FOLDER_NOT_EMPTY'));
  });

  it("one site can neither read nor change another site's collections", async () => {
    const a = await contentFixture(db());
    const b = await contentFixture(db());
    const c = await a.content.createCollection(a.websiteId, { type: CollectionType.PAGE, title: 'Private to A' });
    const notFound = code('CONTENT_COLLECTION_NOT_FOUND');
    await expect(b.content.getCollection(b.websiteId, c.id)).rejects.toSatisfy(notFound);
    await expect(b.content.updateCollection(b.websiteId, c.id, { title: 'Mine' })).rejects.toSatisfy(notFound);
    await expect(b.content.setCollectionStatus(b.websiteId, c.id, { status: 'published' })).rejects.toSatisfy(notFound);
    await expect(b.content.setHomepage(b.websiteId, c.id)).rejects.toSatisfy(notFound);
    await expect(b.content.deleteCollection(b.websiteId, c.id)).rejects.toSatisfy(notFound);
    expect(await b.content.listCollections(b.websiteId)).toEqual([]);
    expect((await a.content.getCollection(a.websiteId, c.id)).title).toBe('Private to A');
  });

  it('a collection for a site that does not exist is refused with SITE_NOT_FOUND', async () => {
    const { content } = await contentFixture(db());
    await expect(content.createCollection('no-such-site', { type: CollectionType.PAGE, title: 'Ghost' })).rejects.toSatisfy(code('SITE_NOT_FOUND'));
  });

  it('STORE-02 runs inside a caller\'s transaction: a flow that fails half-way leaves nothing behind', async () => {
    const f = await contentFixture(db());
    const failure = new Error('third step failed');
    await expect(
      db().db.transaction(async (tx) => {
        const inTx = createContentService({ db: tx, ids: sequentialIds(`tx${f.websiteId.slice(-6)}`), clock: f.clock, events: createEventBus() });
        const store = await inTx.createCollection(f.websiteId, { type: CollectionType.PRODUCTS, title: 'Store', urlId: 'store', description: '', enabled: true });
        await inTx.createCategory(f.websiteId, store.id, { displayName: 'All', parentCategoryId: '', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 });
        await inTx.addNavigationItem(f.websiteId, 'mainNavigation', { item: { collectionId: store.id, externalLink: null, memberAreaId: null, items: [] }, position: 'first' });
        expect((await inTx.exportContent(f.websiteId)).navigation.mainNavigation).toHaveLength(0);
        expect((await inTx.getNavigation(f.websiteId)).mainNavigation).toHaveLength(1);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await f.content.listCollections(f.websiteId)).toEqual([]);
    expect(await f.content.getNavigation(f.websiteId)).toEqual({ mainNavigation: [], secondaryNavigation: [] });
  });
});
