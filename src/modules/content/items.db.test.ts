import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { contentFixture } from '../../../test/support/content';
import { CollectionType, RecordType } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';

const code = (c: string) => (e: unknown) => isDomainError(e) && e.code === c;

describeDatabase('content items', (db) => {
  const blogOf = (f: Awaited<ReturnType<typeof contentFixture>>) =>
    f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, typeName: 'blog', title: 'Blog' });

  it('MODEL-01 MODEL-02 MODEL-03 MEDIA-10 GAP-97 an item keeps every spec Item field', async () => {
    const f = await contentFixture(db());
    const events = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, typeName: 'events', title: 'Events' });
    const item = await f.content.createItem(f.websiteId, events.id, {
      recordType: RecordType.EVENT,
      title: 'Summer Fair',
      body: '<p>Come along</p>',
      excerpt: '<p>Fair</p>',
      assetUrl: '/media/fair.jpg',
      filename: 'fair.jpg',
      originalSize: '1500x1000',
      mediaFocalPoint: { x: 0.3, y: 0.7 },
      colorData: { topLeftAverage: 'ABC', topRightAverage: '#112233', bottomLeftAverage: '445566', bottomRightAverage: '778899', centerAverage: 'aabbcc', suggestedBgColor: 'ddeeff' },
      altText: 'A fair',
      systemDataVariants: '1500x1000,100w,300w',
      categories: ['News'],
      tags: ['summer'],
      author: { displayName: 'Jane Doe' },
      starred: true,
      promotedBlockType: 'image',
      startDate: Date.UTC(2027, 6, 1, 10),
      endDate: Date.UTC(2027, 6, 1, 18),
      location: { addressLine1: '1 Main St', addressLine2: 'Springfield', addressCountry: 'US', mapLat: 40.1, mapLng: -74.2 },
      externalLink: 'https://example.com/fair',
      commentState: 1,
    });
    expect(item).toMatchObject({
      websiteId: f.websiteId,
      collectionId: events.id,
      recordType: 12,
      urlId: 'summer-fair',
      fullUrl: '/events/summer-fair',
      excerpt: '<p>Fair</p>',
      colorData: { topLeftAverage: 'aabbcc', topRightAverage: '112233', bottomLeftAverage: '445566', bottomRightAverage: '778899', centerAverage: 'aabbcc', suggestedBgColor: 'ddeeff' },
      author: { displayName: 'Jane Doe' },
      likeCount: 0,
      publicCommentCount: 0,
      commentState: 1,
      status: 'draft',
    });
    expect(await f.content.getItem(f.websiteId, item.id)).toEqual(item);
  });

  it('MODEL-05 takes every spec record type and refuses other codes', async () => {
    const f = await contentFixture(db());
    const gallery = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, typeName: 'gallery', title: 'Gallery', ordering: 0 });
    for (const recordType of Object.values(RecordType)) {
      const input = recordType === RecordType.EVENT ? { recordType, startDate: 1 } : { recordType };
      expect((await f.content.createItem(f.websiteId, gallery.id, input)).recordType).toBe(recordType);
    }
    await expect(f.content.createItem(f.websiteId, gallery.id, { recordType: 3 })).rejects.toSatisfy(code('VALIDATION_FAILED'));
  });

  it('URL ids are unique per collection: derived from the title (or the file name), -1 on a clash', async () => {
    const f = await contentFixture(db());
    const blog = await blogOf(f);
    const other = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, typeName: 'blog', title: 'News' });
    const a = await f.content.createItem(f.websiteId, blog.id, { recordType: 1, title: 'Hello World' });
    const b = await f.content.createItem(f.websiteId, blog.id, { recordType: 1, title: 'Hello, world!' });
    const c = await f.content.createItem(f.websiteId, other.id, { recordType: 1, title: 'Hello World' });
    const d = await f.content.createItem(f.websiteId, blog.id, { recordType: 2, filename: 'Beach Day.JPG' });
    const e = await f.content.createItem(f.websiteId, blog.id, { recordType: 2 });
    expect([a.urlId, b.urlId, c.urlId, d.urlId, e.urlId]).toEqual(['hello-world', 'hello-world-1', 'hello-world', 'beach-day', 'item']);
    await expect(f.content.createItem(f.websiteId, blog.id, { recordType: 1, urlId: 'hello-world' })).rejects.toSatisfy(code('CONTENT_URL_ID_TAKEN'));
    await expect(f.content.updateItem(f.websiteId, b.id, { urlId: 'hello-world' })).rejects.toSatisfy(code('CONTENT_URL_ID_TAKEN'));
    await expect(f.content.createItem(f.websiteId, blog.id, { recordType: 1, urlId: 'tag' })).rejects.toSatisfy(code('VALIDATION_FAILED'));
  });

  it('ADM-52 ADM-53 tags are trimmed and de-duplicated, at most 50 characters; categories at most 25 (422)', async () => {
    const f = await contentFixture(db());
    const blog = await blogOf(f);
    const post = await f.content.createItem(f.websiteId, blog.id, { recordType: 1, title: 'Tagged', tags: [' sale ', 'Sale', 'new', ''], categories: ['News ', 'news'] });
    expect(post.tags).toEqual(['sale', 'new']);
    expect(post.categories).toEqual(['News']);
    await expect(f.content.createItem(f.websiteId, blog.id, { recordType: 1, tags: ['t'.repeat(51)] })).rejects.toSatisfy(code('CONTENT_TAG_TOO_LONG'));
    await expect(f.content.updateItem(f.websiteId, post.id, { categories: ['c'.repeat(26)] })).rejects.toSatisfy(code('CONTENT_CATEGORY_TOO_LONG'));
    expect((await f.content.updateItem(f.websiteId, post.id, { tags: ['t'.repeat(50)] })).tags).toEqual(['t'.repeat(50)]);
  });

  it('MODEL-03 an event needs a start, and cannot end before it starts', async () => {
    const f = await contentFixture(db());
    const events = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, typeName: 'events', title: 'Events' });
    await expect(f.content.createItem(f.websiteId, events.id, { recordType: RecordType.EVENT, title: 'No date' })).rejects.toSatisfy(code('VALIDATION_FAILED'));
    await expect(f.content.createItem(f.websiteId, events.id, { recordType: 12, startDate: 2000, endDate: 1000 })).rejects.toSatisfy(code('CONTENT_EVENT_DATES_INVALID'));
    const ok = await f.content.createItem(f.websiteId, events.id, { recordType: 12, startDate: 1000, endDate: 2000 });
    await expect(f.content.updateItem(f.websiteId, ok.id, { endDate: 500 })).rejects.toSatisfy(code('CONTENT_EVENT_DATES_INVALID'));
  });

  it('ADM-49 a hand-ordered collection holds 250 items; the 251st is refused with 422', async () => {
    const f = await contentFixture(db());
    // A photo gallery stops at 50 (ADM-55), so the 250 are checked on another hand-ordered collection.
    const portfolio = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, typeName: 'portfolio', title: 'Work' });
    for (let i = 0; i < 250; i++) await f.content.createItem(f.websiteId, portfolio.id, { recordType: 2, urlId: `p${i}` });
    await expect(f.content.createItem(f.websiteId, portfolio.id, { recordType: 2 })).rejects.toSatisfy((e) => isDomainError(e, 'CONTENT_ITEM_LIMIT') && e.details.max === 250);
    // A blog is not hand-ordered, so it may grow; it cannot become hand-ordered past the limit.
    const blog = await blogOf(f);
    for (let i = 0; i < 251; i++) await f.content.createItem(f.websiteId, blog.id, { recordType: 1, urlId: `post-${i}` });
    await expect(f.content.updateCollection(f.websiteId, blog.id, { ordering: 2 })).rejects.toSatisfy(code('CONTENT_ITEM_LIMIT'));
  }, 120_000);

  it('ADM-50 a store collection holds 200 products; the 201st is refused with 422', async () => {
    const f = await contentFixture(db());
    const store = await f.content.createCollection(f.websiteId, { type: CollectionType.PRODUCTS, title: 'Shop' });
    for (let i = 0; i < 200; i++) await f.content.createItem(f.websiteId, store.id, { recordType: RecordType.STORE_ITEM, urlId: `p${i}` });
    await expect(f.content.createItem(f.websiteId, store.id, { recordType: RecordType.STORE_ITEM })).rejects.toSatisfy(
      (e) => isDomainError(e, 'CONTENT_PRODUCT_LIMIT') && e.details.max === 200,
    );
    expect(await f.content.listItemUrlIds(f.websiteId, store.id)).toHaveLength(200);
  }, 120_000);

  it('pages and folders hold no items', async () => {
    const f = await contentFixture(db());
    const page = await f.content.createCollection(f.websiteId, { type: CollectionType.PAGE, title: 'Page' });
    const folder = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, folder: true, title: 'Folder' });
    for (const c of [page, folder]) await expect(f.content.createItem(f.websiteId, c.id, { recordType: 1 })).rejects.toSatisfy(code('CONTENT_ITEMS_NOT_ALLOWED'));
  });

  it('lists items for display: a blog newest first, events by start date, a gallery by hand', async () => {
    const f = await contentFixture(db());
    const blog = await blogOf(f);
    for (const [title, publishOn] of [['old', 1000], ['new', 3000], ['mid', 2000]] as const) {
      await f.content.createItem(f.websiteId, blog.id, { recordType: 1, title, status: 'published', publishOn });
    }
    expect((await f.content.listItems(f.websiteId, blog.id)).items.map((i) => i.title)).toEqual(['new', 'mid', 'old']);
    const events = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, typeName: 'events', title: 'Events' });
    for (const [title, startDate] of [['b', 2000], ['a', 1000], ['c', 3000]] as const) await f.content.createItem(f.websiteId, events.id, { recordType: 12, title, startDate });
    expect((await f.content.listItems(f.websiteId, events.id)).items.map((i) => i.title)).toEqual(['a', 'b', 'c']);
    const gallery = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, typeName: 'gallery', title: 'Gallery' });
    const ids = [];
    for (const title of ['one', 'two', 'three']) ids.push((await f.content.createItem(f.websiteId, gallery.id, { recordType: 2, title })).id);
    f.events.length = 0;
    await f.content.reorderItems(f.websiteId, gallery.id, { itemIds: [ids[2]!, ids[0]!, ids[1]!] });
    expect(f.events).toEqual([{ type: 'site.changed', websiteId: f.websiteId }]);
    const page = await f.content.listItems(f.websiteId, gallery.id, { offset: 1, limit: 1 });
    expect(page).toMatchObject({ total: 3, items: [{ title: 'one' }] });
    expect((await f.content.listItems(f.websiteId, gallery.id)).items.map((i) => i.title)).toEqual(['three', 'one', 'two']);
  });

  it('reordering lists every item exactly once, and only in a hand-ordered collection', async () => {
    const f = await contentFixture(db());
    const gallery = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, typeName: 'gallery', title: 'Gallery' });
    const a = await f.content.createItem(f.websiteId, gallery.id, { recordType: 2 });
    const b = await f.content.createItem(f.websiteId, gallery.id, { recordType: 2 });
    for (const itemIds of [[a.id], [a.id, a.id], [a.id, b.id, 'other']]) {
      await expect(f.content.reorderItems(f.websiteId, gallery.id, { itemIds })).rejects.toSatisfy(code('CONTENT_REORDER_MISMATCH'));
    }
    const blog = await blogOf(f);
    const post = await f.content.createItem(f.websiteId, blog.id, { recordType: 1 });
    await expect(f.content.reorderItems(f.websiteId, blog.id, { itemIds: [post.id] })).rejects.toSatisfy(code('CONTENT_NOT_USER_ORDERED'));
  });

  it('GAP-08 item status: publishing stamps publishOn; a scheduled post keeps a future time', async () => {
    const f = await contentFixture(db());
    const blog = await blogOf(f);
    const post = await f.content.createItem(f.websiteId, blog.id, { recordType: 1, title: 'Soon' });
    const scheduled = await f.content.setItemStatus(f.websiteId, post.id, { status: 'scheduled', publishOn: f.clock.now() + 1000 });
    expect(scheduled).toMatchObject({ status: 'scheduled', publishOn: f.clock.now() + 1000 });
    await expect(f.content.updateItem(f.websiteId, post.id, { publishOn: f.clock.now() - 1 })).rejects.toSatisfy(code('CONTENT_SCHEDULE_IN_PAST'));
    await expect(f.content.setItemStatus(f.websiteId, post.id, { status: 'private' })).rejects.toSatisfy(code('CONTENT_STATUS_TRANSITION_INVALID'));
    f.clock.advance(1000);
    expect((await f.content.getItem(f.websiteId, post.id)).status).toBe('published');
    const other = await f.content.createItem(f.websiteId, blog.id, { recordType: 1, title: 'Now' });
    expect(await f.content.setItemStatus(f.websiteId, other.id, { status: 'published' })).toMatchObject({ status: 'published', publishOn: f.clock.now() });
    await expect(f.content.setItemStatus(f.websiteId, other.id, { status: 'draft' }, { canPublish: true })).rejects.toSatisfy(code('CONTENT_STATUS_TRANSITION_INVALID'));
  });

  it('MODEL-02 like and public comment counts are kept by the service, not edited by owners', async () => {
    const f = await contentFixture(db());
    const blog = await blogOf(f);
    const post = await f.content.createItem(f.websiteId, blog.id, { recordType: 1 });
    await expect(f.content.updateItem(f.websiteId, post.id, { likeCount: 5 } as never)).rejects.toSatisfy(code('VALIDATION_FAILED'));
    expect(await f.content.setItemEngagement(f.websiteId, post.id, { likeCount: 5, publicCommentCount: 2 })).toMatchObject({ likeCount: 5, publicCommentCount: 2 });
  });

  it("one site can neither read nor change another site's items", async () => {
    const a = await contentFixture(db());
    const b = await contentFixture(db());
    const blog = await blogOf(a);
    const post = await a.content.createItem(a.websiteId, blog.id, { recordType: 1, title: 'A only' });
    const notFound = code('CONTENT_ITEM_NOT_FOUND');
    await expect(b.content.getItem(b.websiteId, post.id)).rejects.toSatisfy(notFound);
    await expect(b.content.updateItem(b.websiteId, post.id, { title: 'B' })).rejects.toSatisfy(notFound);
    await expect(b.content.setItemStatus(b.websiteId, post.id, { status: 'published' })).rejects.toSatisfy(notFound);
    await expect(b.content.setItemEngagement(b.websiteId, post.id, { likeCount: 1 })).rejects.toSatisfy(notFound);
    await expect(b.content.deleteItem(b.websiteId, post.id)).rejects.toSatisfy(notFound);
    await expect(b.content.createItem(b.websiteId, blog.id, { recordType: 1 })).rejects.toSatisfy(code('CONTENT_COLLECTION_NOT_FOUND'));
    await expect(b.content.listItems(b.websiteId, blog.id)).rejects.toSatisfy(code('CONTENT_COLLECTION_NOT_FOUND'));
    await expect(b.content.reorderItems(b.websiteId, blog.id, { itemIds: [post.id] })).rejects.toSatisfy(code('CONTENT_COLLECTION_NOT_FOUND'));
    expect((await a.content.getItem(a.websiteId, post.id)).title).toBe('A only');
  });
});
