import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { contentFixture, type ContentFixture } from '../../../test/support/content';
import { CollectionType } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';

const code = (c: string) => (e: unknown) => isDomainError(e) && e.code === c;

async function storeWithRoot(f: ContentFixture) {
  const store = await f.content.createCollection(f.websiteId, { type: CollectionType.PRODUCTS, title: 'Shop' });
  const root = await f.content.createCategory(f.websiteId, store.id, { displayName: 'All', parentCategoryId: '', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 });
  return { store, root };
}

describeDatabase('content categories', (db) => {
  it('STORE-06 STORE-07 the root category: empty parent, type ROOT, LIST_VIEW, display index 1', async () => {
    const f = await contentFixture(db());
    const { store, root } = await storeWithRoot(f);
    expect(root).toEqual({ id: expect.any(String), websiteId: f.websiteId, collectionId: store.id, parentCategoryId: null, displayName: 'All', type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 });
    expect(f.events.at(-1)).toEqual({ type: 'site.changed', websiteId: f.websiteId });
  });

  it('GAP-42 a second ROOT in a collection is refused with 409', async () => {
    const f = await contentFixture(db());
    const { store } = await storeWithRoot(f);
    await expect(f.content.createCategory(f.websiteId, store.id, { displayName: 'Everything', parentCategoryId: '', type: 'ROOT' })).rejects.toSatisfy(code('CONTENT_ROOT_CATEGORY_EXISTS'));
    await expect(f.content.createCategory(f.websiteId, store.id, { displayName: 'Bad', type: 'ROOT', parentCategoryId: 'x' })).rejects.toSatisfy(code('CONTENT_CATEGORY_PARENT_INVALID'));
  });

  it('GAP-84 websiteId and collectionId in the body are ignored: the path decides', async () => {
    const f = await contentFixture(db());
    const store = await f.content.createCollection(f.websiteId, { type: CollectionType.PRODUCTS, title: 'Shop' });
    const root = await f.content.createCategory(f.websiteId, store.id, { displayName: 'All', parentCategoryId: '', websiteId: 'other-site', collectionId: 'other' });
    expect(root).toMatchObject({ websiteId: f.websiteId, collectionId: store.id });
  });

  it('builds a nested tree; a category without a parent goes under the root', async () => {
    const f = await contentFixture(db());
    const { store, root } = await storeWithRoot(f);
    const shirts = await f.content.createCategory(f.websiteId, store.id, { displayName: 'Shirts' });
    const tees = await f.content.createCategory(f.websiteId, store.id, { displayName: 'Tees', parentCategoryId: shirts.id });
    const hats = await f.content.createCategory(f.websiteId, store.id, { displayName: 'Hats', parentCategoryId: root.id, pageRendering: 'GRID_VIEW' });
    expect(shirts).toMatchObject({ parentCategoryId: root.id, type: 'CATEGORY', displayIndex: 1 });
    expect(hats).toMatchObject({ parentCategoryId: root.id, displayIndex: 2, pageRendering: 'GRID_VIEW' });
    expect(tees.parentCategoryId).toBe(shirts.id);
    expect((await f.content.listCategories(f.websiteId, store.id)).map((c) => c.displayName)).toEqual(['All', 'Shirts', 'Tees', 'Hats']);
    const bare = await f.content.createCollection(f.websiteId, { type: CollectionType.PRODUCTS, title: 'Bare' });
    await expect(f.content.createCategory(f.websiteId, bare.id, { displayName: 'Orphan', type: 'CATEGORY' })).rejects.toSatisfy(code('CONTENT_CATEGORY_PARENT_INVALID'));
    await expect(f.content.createCategory(f.websiteId, bare.id, { displayName: 'Elsewhere', parentCategoryId: shirts.id })).rejects.toSatisfy(code('CONTENT_CATEGORY_PARENT_INVALID'));
  });

  it('ADM-53 a category name is trimmed and at most 25 characters (422 beyond)', async () => {
    const f = await contentFixture(db());
    const { store } = await storeWithRoot(f);
    expect((await f.content.createCategory(f.websiteId, store.id, { displayName: `  ${'n'.repeat(25)}  ` })).displayName).toBe('n'.repeat(25));
    await expect(f.content.createCategory(f.websiteId, store.id, { displayName: 'n'.repeat(26) })).rejects.toSatisfy(code('CONTENT_CATEGORY_TOO_LONG'));
    await expect(f.content.createCategory(f.websiteId, store.id, { displayName: '   ' })).rejects.toSatisfy(code('VALIDATION_FAILED'));
  });

  it("ADM-25 a sibling with the same name (ignoring case) is refused: 'This category already exists.'", async () => {
    const f = await contentFixture(db());
    const { store } = await storeWithRoot(f);
    const shirts = await f.content.createCategory(f.websiteId, store.id, { displayName: 'Shirts' });
    const sale = await f.content.createCategory(f.websiteId, store.id, { displayName: 'Sale' });
    await expect(f.content.createCategory(f.websiteId, store.id, { displayName: 'shirts' })).rejects.toSatisfy(code('CONTENT_CATEGORY_EXISTS'));
    // The same name under another parent is fine.
    await f.content.createCategory(f.websiteId, store.id, { displayName: 'Sale', parentCategoryId: shirts.id });
    await expect(f.content.updateCategory(f.websiteId, sale.id, { displayName: 'SHIRTS' })).rejects.toSatisfy(code('CONTENT_CATEGORY_EXISTS'));
    await expect(f.content.updateCategory(f.websiteId, sale.id, { parentCategoryId: shirts.id })).rejects.toSatisfy(code('CONTENT_CATEGORY_EXISTS'));
  });

  it('moves a category, never under itself or its own children; reorders siblings', async () => {
    const f = await contentFixture(db());
    const { store, root } = await storeWithRoot(f);
    const a = await f.content.createCategory(f.websiteId, store.id, { displayName: 'A' });
    const b = await f.content.createCategory(f.websiteId, store.id, { displayName: 'B' });
    const a1 = await f.content.createCategory(f.websiteId, store.id, { displayName: 'A1', parentCategoryId: a.id });
    const invalid = code('CONTENT_CATEGORY_PARENT_INVALID');
    await expect(f.content.updateCategory(f.websiteId, a.id, { parentCategoryId: a.id })).rejects.toSatisfy(invalid);
    await expect(f.content.updateCategory(f.websiteId, a.id, { parentCategoryId: a1.id })).rejects.toSatisfy(invalid);
    await expect(f.content.updateCategory(f.websiteId, root.id, { parentCategoryId: a.id })).rejects.toSatisfy(invalid);
    expect((await f.content.updateCategory(f.websiteId, a1.id, { parentCategoryId: b.id, displayName: 'B1' })).parentCategoryId).toBe(b.id);
    const ordered = await f.content.reorderCategories(f.websiteId, { parentCategoryId: root.id, categoryIds: [b.id, a.id] });
    expect(ordered.map((c) => [c.displayName, c.displayIndex])).toEqual([['B', 1], ['A', 2]]);
    await expect(f.content.reorderCategories(f.websiteId, { parentCategoryId: root.id, categoryIds: [b.id] })).rejects.toSatisfy(code('CONTENT_REORDER_MISMATCH'));
  });

  it('deleting a category deletes what is under it', async () => {
    const f = await contentFixture(db());
    const { store } = await storeWithRoot(f);
    const a = await f.content.createCategory(f.websiteId, store.id, { displayName: 'A' });
    await f.content.createCategory(f.websiteId, store.id, { displayName: 'A1', parentCategoryId: a.id });
    await f.content.deleteCategory(f.websiteId, a.id);
    expect((await f.content.listCategories(f.websiteId, store.id)).map((c) => c.displayName)).toEqual(['All']);
    await expect(f.content.deleteCategory(f.websiteId, a.id)).rejects.toSatisfy(code('CONTENT_CATEGORY_NOT_FOUND'));
  });

  it('ADM-51 a collection holds 10000 categories; the next is refused with 422', async () => {
    const f = await contentFixture(db());
    const { store, root } = await storeWithRoot(f);
    // 9998 more straight into the table (the service would take minutes), then the service adds the 10000th.
    await db().query(
      `insert into content_categories (id, website_id, collection_id, parent_category_id, display_name, type, display_index)
       select $1 || g, $2, $3, $4, 'c' || g, 'CATEGORY', g from generate_series(1, 9998) g`,
      [`bulk-${store.id}-`, f.websiteId, store.id, root.id],
    );
    await f.content.createCategory(f.websiteId, store.id, { displayName: 'Last one' });
    await expect(f.content.createCategory(f.websiteId, store.id, { displayName: 'One too many' })).rejects.toSatisfy(
      (e) => isDomainError(e, 'CONTENT_CATEGORY_LIMIT') && e.details.max === 10000,
    );
  });

  it("one site can neither read nor change another site's categories", async () => {
    const a = await contentFixture(db());
    const b = await contentFixture(db());
    const { store, root } = await storeWithRoot(a);
    await expect(b.content.listCategories(b.websiteId, store.id)).rejects.toSatisfy(code('CONTENT_COLLECTION_NOT_FOUND'));
    await expect(b.content.createCategory(b.websiteId, store.id, { displayName: 'X', parentCategoryId: '' })).rejects.toSatisfy(code('CONTENT_COLLECTION_NOT_FOUND'));
    await expect(b.content.updateCategory(b.websiteId, root.id, { displayName: 'Mine' })).rejects.toSatisfy(code('CONTENT_CATEGORY_NOT_FOUND'));
    await expect(b.content.deleteCategory(b.websiteId, root.id)).rejects.toSatisfy(code('CONTENT_CATEGORY_NOT_FOUND'));
    await expect(b.content.reorderCategories(b.websiteId, { parentCategoryId: root.id, categoryIds: [root.id] })).rejects.toSatisfy(code('CONTENT_CATEGORY_NOT_FOUND'));
    const bStore = await b.content.createCollection(b.websiteId, { type: CollectionType.PRODUCTS, title: 'B shop' });
    await expect(b.content.createCategory(b.websiteId, bStore.id, { displayName: 'Sneak', parentCategoryId: root.id })).rejects.toSatisfy(code('CONTENT_CATEGORY_PARENT_INVALID'));
  });

  it("a renamed or deleted category is renamed on or taken off its collection's items, and only there", async () => {
    const f = await contentFixture(db());
    const blog = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, typeName: 'blog', title: 'Journal' });
    const other = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, typeName: 'blog', title: 'Other' });
    await f.content.createCategory(f.websiteId, blog.id, { displayName: 'All', type: 'ROOT' });
    const news = await f.content.createCategory(f.websiteId, blog.id, { displayName: 'News', type: 'CATEGORY' });
    const local = await f.content.createCategory(f.websiteId, blog.id, { displayName: 'Local', parentCategoryId: news.id });
    const post = await f.content.createItem(f.websiteId, blog.id, { recordType: 1, categories: ['news', 'Local', 'Studio'] });
    const elsewhere = await f.content.createItem(f.websiteId, other.id, { recordType: 1, categories: ['News'] });
    await f.content.updateCategory(f.websiteId, news.id, { displayName: 'Updates' });
    expect((await f.content.getItem(f.websiteId, post.id)).categories).toEqual(['Updates', 'Local', 'Studio']);
    expect((await f.content.getItem(f.websiteId, elsewhere.id)).categories).toEqual(['News']);
    // Deleting a category deletes those under it, and both names leave the items.
    await f.content.deleteCategory(f.websiteId, news.id);
    expect((await f.content.listCategories(f.websiteId, blog.id)).map((c) => c.id)).not.toContain(local.id);
    expect((await f.content.getItem(f.websiteId, post.id)).categories).toEqual(['Studio']);
    expect((await f.content.getItem(f.websiteId, elsewhere.id)).categories).toEqual(['News']);
  });
});
