import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { contentFixture, type ContentFixture } from '../../../test/support/content';
import { CollectionType, FolderBehavior } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';

const code = (c: string) => (e: unknown) => isDomainError(e) && e.code === c;

async function pages(f: ContentFixture, ...titles: string[]) {
  const out = [];
  for (const title of titles) out.push(await f.content.createCollection(f.websiteId, { type: CollectionType.PAGE, title }));
  return out;
}

describeDatabase('content navigation', (db) => {
  it('a site starts with empty main and secondary navigation lists', async () => {
    const f = await contentFixture(db());
    expect(await f.content.getNavigation(f.websiteId)).toEqual({ mainNavigation: [], secondaryNavigation: [] });
  });

  it('STORE-12 entries carry collectionId, externalLink, memberAreaId and nested items; folders hold the nesting', async () => {
    const f = await contentFixture(db());
    const [home, about, team] = await pages(f, 'Home', 'About', 'Team');
    const folder = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, folder: true, folderBehavior: FolderBehavior.INDEX, title: 'Company' });
    f.events.length = 0;
    const nav = await f.content.setNavigation(f.websiteId, 'mainNavigation', {
      items: [
        { collectionId: home!.id },
        { collectionId: folder.id, items: [{ collectionId: about!.id }, { externalLink: { url: 'https://example.com/jobs', title: 'Jobs', newWindow: true } }] },
      ],
    });
    expect(f.events).toEqual([{ type: 'site.changed', websiteId: f.websiteId }]);
    expect(nav.mainNavigation).toEqual([
      { id: expect.any(String), collectionId: home!.id, externalLink: null, memberAreaId: null, items: [] },
      {
        id: expect.any(String),
        collectionId: folder.id,
        externalLink: null,
        memberAreaId: null,
        items: [
          { id: expect.any(String), collectionId: about!.id, externalLink: null, memberAreaId: null, items: [] },
          { id: expect.any(String), collectionId: null, externalLink: { url: 'https://example.com/jobs', title: 'Jobs', newWindow: true }, memberAreaId: null, items: [] },
        ],
      },
    ]);
    const secondary = await f.content.setNavigation(f.websiteId, 'secondaryNavigation', { items: [{ collectionId: team!.id }] });
    expect(secondary.mainNavigation).toEqual(nav.mainNavigation);
    expect(await f.content.getNavigation(f.websiteId)).toEqual(secondary);
  });

  it('reordering is replacing a list; entry ids are kept', async () => {
    const f = await contentFixture(db());
    const [a, b] = await pages(f, 'A', 'B');
    const first = await f.content.setNavigation(f.websiteId, 'mainNavigation', { items: [{ collectionId: a!.id }, { collectionId: b!.id }] });
    const [ea, eb] = first.mainNavigation;
    const swapped = await f.content.setNavigation(f.websiteId, 'mainNavigation', { items: [{ id: eb!.id, collectionId: b!.id }, { id: ea!.id, collectionId: a!.id }] });
    expect(swapped.mainNavigation.map((e) => [e.id, e.collectionId])).toEqual([[eb!.id, b!.id], [ea!.id, a!.id]]);
  });

  it('a collection appears once across both lists', async () => {
    const f = await contentFixture(db());
    const [a] = await pages(f, 'A');
    await expect(f.content.setNavigation(f.websiteId, 'mainNavigation', { items: [{ collectionId: a!.id }, { collectionId: a!.id }] })).rejects.toSatisfy(code('CONTENT_NAVIGATION_DUPLICATE'));
    await f.content.setNavigation(f.websiteId, 'mainNavigation', { items: [{ collectionId: a!.id }] });
    await expect(f.content.setNavigation(f.websiteId, 'secondaryNavigation', { items: [{ collectionId: a!.id }] })).rejects.toSatisfy(code('CONTENT_NAVIGATION_DUPLICATE'));
  });

  it('MODEL-08 only folders nest entries, and a folder never sits inside a folder', async () => {
    const f = await contentFixture(db());
    const [a, b] = await pages(f, 'A', 'B');
    const outer = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, folder: true, title: 'Outer' });
    const inner = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, folder: true, title: 'Inner' });
    const nesting = code('CONTENT_NAVIGATION_NESTING');
    await expect(f.content.setNavigation(f.websiteId, 'mainNavigation', { items: [{ collectionId: a!.id, items: [{ collectionId: b!.id }] }] })).rejects.toSatisfy(nesting);
    await expect(f.content.setNavigation(f.websiteId, 'mainNavigation', { items: [{ collectionId: outer.id, items: [{ collectionId: inner.id }] }] })).rejects.toSatisfy(nesting);
    await expect(
      f.content.setNavigation(f.websiteId, 'mainNavigation', { items: [{ externalLink: { url: '/x', title: 'X' }, items: [{ collectionId: a!.id }] }] }),
    ).rejects.toSatisfy(nesting);
  });

  it('an entry is a collection or a link, never both or neither; links are web links or site paths (ADM-17)', async () => {
    const f = await contentFixture(db());
    const [a] = await pages(f, 'A');
    const invalid = code('VALIDATION_FAILED');
    await expect(f.content.setNavigation(f.websiteId, 'mainNavigation', { items: [{}] })).rejects.toSatisfy(invalid);
    await expect(
      f.content.setNavigation(f.websiteId, 'mainNavigation', { items: [{ collectionId: a!.id, externalLink: { url: '/x', title: 'X' } }] }),
    ).rejects.toSatisfy(invalid);
    await expect(f.content.setNavigation(f.websiteId, 'mainNavigation', { items: [{ externalLink: { url: 'javascript:alert(1)', title: 'X' } }] })).rejects.toSatisfy(
      (e) => isDomainError(e, 'VALIDATION_FAILED') && (e.details.errors as Record<string, string>)['items.0.externalLink.url'] === 'Links must be formatted as https://example.com or /page.',
    );
    await expect(f.content.setNavigation(f.websiteId, 'footer' as 'mainNavigation', { items: [] })).rejects.toSatisfy(invalid);
  });

  it('STORE-10 STORE-11 adds an entry first or last, or inside a folder entry', async () => {
    const f = await contentFixture(db());
    const [a, b, store, inner] = await pages(f, 'A', 'B', 'Store', 'Inner');
    const folder = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, folder: true, title: 'Folder' });
    await f.content.setNavigation(f.websiteId, 'mainNavigation', { items: [{ collectionId: a!.id }, { collectionId: b!.id }, { collectionId: folder.id }] });
    const added = await f.content.addNavigationItem(f.websiteId, 'mainNavigation', {
      item: { collectionId: store!.id, externalLink: null, memberAreaId: null, items: [] },
      position: 'first',
    });
    expect(added).toMatchObject({ collectionId: store!.id, items: [] });
    const folderEntry = (await f.content.getNavigation(f.websiteId)).mainNavigation[3]!;
    await f.content.addNavigationItem(f.websiteId, 'mainNavigation', { item: { collectionId: inner!.id }, parentId: folderEntry.id });
    const nav = await f.content.getNavigation(f.websiteId);
    expect(nav.mainNavigation.map((e) => e.collectionId)).toEqual([store!.id, a!.id, b!.id, folder.id]);
    expect(nav.mainNavigation[3]!.items.map((e) => e.collectionId)).toEqual([inner!.id]);
    await expect(f.content.addNavigationItem(f.websiteId, 'mainNavigation', { item: { collectionId: a!.id } })).rejects.toSatisfy(code('CONTENT_NAVIGATION_DUPLICATE'));
    await expect(f.content.addNavigationItem(f.websiteId, 'mainNavigation', { item: { externalLink: { url: '/x', title: 'X' } }, parentId: 'nope' })).rejects.toSatisfy(
      code('CONTENT_NAVIGATION_ITEM_NOT_FOUND'),
    );
  });

  it('removes an entry; a folder entry with entries inside is refused', async () => {
    const f = await contentFixture(db());
    const [a, inner] = await pages(f, 'A', 'Inner');
    const folder = await f.content.createCollection(f.websiteId, { type: CollectionType.GENERIC, folder: true, title: 'Folder' });
    const nav = await f.content.setNavigation(f.websiteId, 'secondaryNavigation', { items: [{ collectionId: a!.id }, { collectionId: folder.id, items: [{ collectionId: inner!.id }] }] });
    const [entryA, entryFolder] = nav.secondaryNavigation;
    await expect(f.content.removeNavigationItem(f.websiteId, entryFolder!.id)).rejects.toSatisfy(code('CONTENT_FOLDER_NOT_EMPTY'));
    expect((await f.content.removeNavigationItem(f.websiteId, entryA!.id)).secondaryNavigation.map((e) => e.collectionId)).toEqual([folder.id]);
    await expect(f.content.removeNavigationItem(f.websiteId, entryA!.id)).rejects.toSatisfy(code('CONTENT_NAVIGATION_ITEM_NOT_FOUND'));
  });

  it("navigation cannot point at another site's collection, nor be read across sites", async () => {
    const a = await contentFixture(db());
    const b = await contentFixture(db());
    const [pageA] = await pages(a, 'A');
    await a.content.setNavigation(a.websiteId, 'mainNavigation', { items: [{ collectionId: pageA!.id }] });
    await expect(b.content.setNavigation(b.websiteId, 'mainNavigation', { items: [{ collectionId: pageA!.id }] })).rejects.toSatisfy(code('CONTENT_COLLECTION_NOT_FOUND'));
    expect((await b.content.getNavigation(b.websiteId)).mainNavigation).toEqual([]);
    const entryId = (await a.content.getNavigation(a.websiteId)).mainNavigation[0]!.id;
    await expect(b.content.removeNavigationItem(b.websiteId, entryId)).rejects.toSatisfy(code('CONTENT_NAVIGATION_ITEM_NOT_FOUND'));
  });

  it('ADM-14 GAP-36 header and footer: empty until set, replaced together', async () => {
    const f = await contentFixture(db());
    expect(await f.content.getHeaderFooter(f.websiteId)).toEqual({ header: '', footer: '' });
    const saved = await f.content.setHeaderFooter(f.websiteId, { header: '<meta name="x" content="1">', footer: '<script>/* analytics */</script>' });
    expect(await f.content.getHeaderFooter(f.websiteId)).toEqual(saved);
    await f.content.setHeaderFooter(f.websiteId, { header: '', footer: 'f' });
    expect(await f.content.getHeaderFooter(f.websiteId)).toEqual({ header: '', footer: 'f' });
    expect(f.events).toHaveLength(2);
    const other = await contentFixture(db());
    expect(await other.content.getHeaderFooter(other.websiteId)).toEqual({ header: '', footer: '' });
    await expect(f.content.setHeaderFooter(f.websiteId, { header: 'x' } as never)).rejects.toSatisfy(code('VALIDATION_FAILED'));
  });
});
