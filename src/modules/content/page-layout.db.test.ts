import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { contentFixture } from '../../../test/support/content';
import { CollectionType } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';

const code = (c: string) => (e: unknown) => isDomainError(e) && e.code === c;
const blocks = (n: number, type = 2) => Array.from({ length: n }, (_, i) => ({ type, data: { html: `<p>${i}</p>` } }));

describeDatabase('content page layouts', (db) => {
  it('a new page has an empty layout; rows of blocks {type, data} are stored with ids', async () => {
    const { content, websiteId, events } = await contentFixture(db());
    const page = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'About' });
    expect(await content.getPageLayout(websiteId, page.id)).toEqual({ rows: [] });
    events.length = 0;
    const saved = await content.setPageLayout(websiteId, page.id, {
      rows: [{ blocks: [{ type: 2, data: { html: '<h1>Hi</h1>' } }, { id: 'img-1', type: 5, span: 4, data: { assetUrl: '/a.jpg' } }] }],
    });
    expect(saved.rows[0]!.id).toMatch(/^c/);
    expect(saved.rows[0]!.blocks).toEqual([
      { id: expect.any(String), type: 2, data: { html: '<h1>Hi</h1>' } },
      { id: 'img-1', type: 5, span: 4, data: { assetUrl: '/a.jpg' } },
    ]);
    expect(await content.getPageLayout(websiteId, page.id)).toEqual(saved);
    expect(events).toEqual([{ type: 'site.changed', websiteId }]);
  });

  it('ADM-47 a layout holds 60 blocks; the 61st is refused with 422 (GAP-102)', async () => {
    const { content, websiteId } = await contentFixture(db());
    const page = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Full' });
    const sixty = await content.setPageLayout(websiteId, page.id, { rows: [{ blocks: blocks(30) }, { blocks: blocks(30) }] });
    expect(sixty.rows.flatMap((r) => r.blocks)).toHaveLength(60);
    await expect(content.setPageLayout(websiteId, page.id, { rows: [{ blocks: blocks(30) }, { blocks: blocks(31) }] })).rejects.toSatisfy(
      (e) => isDomainError(e, 'CONTENT_LAYOUT_BLOCK_LIMIT') && e.details.max === 60,
    );
    expect((await content.getPageLayout(websiteId, page.id)).rows.flatMap((r) => r.blocks)).toHaveLength(60);
  });

  it('MODEL-10 MODEL-11 block types run 1-69, layout block codes 1000-1019; others are refused', async () => {
    const { content, websiteId } = await contentFixture(db());
    const page = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Codes' });
    for (const type of [1, 69, 1000, 1019]) await content.setPageLayout(websiteId, page.id, { rows: [{ blocks: [{ type }] }] });
    for (const type of [0, 70, 999, 1020, 2.5]) {
      await expect(content.setPageLayout(websiteId, page.id, { rows: [{ blocks: [{ type }] }] }), String(type)).rejects.toSatisfy(code('VALIDATION_FAILED'));
    }
  });

  it('repeated block ids are refused; only pages have a layout', async () => {
    const { content, websiteId } = await contentFixture(db());
    const page = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Dup' });
    await expect(content.setPageLayout(websiteId, page.id, { rows: [{ blocks: [{ id: 'x', type: 2 }, { id: 'x', type: 2 }] }] })).rejects.toSatisfy(code('VALIDATION_FAILED'));
    const blog = await content.createCollection(websiteId, { type: CollectionType.GENERIC, typeName: 'blog', title: 'Blog' });
    await expect(content.getPageLayout(websiteId, blog.id)).rejects.toSatisfy(code('CONTENT_NOT_A_PAGE'));
    await expect(content.setPageLayout(websiteId, blog.id, { rows: [] })).rejects.toSatisfy(code('CONTENT_NOT_A_PAGE'));
  });

  it("one site cannot read or change another site's page layout", async () => {
    const a = await contentFixture(db());
    const b = await contentFixture(db());
    const page = await a.content.createCollection(a.websiteId, { type: CollectionType.PAGE, title: 'A page' });
    await expect(b.content.getPageLayout(b.websiteId, page.id)).rejects.toSatisfy(code('CONTENT_COLLECTION_NOT_FOUND'));
    await expect(b.content.setPageLayout(b.websiteId, page.id, { rows: [] })).rejects.toSatisfy(code('CONTENT_COLLECTION_NOT_FOUND'));
  });
});
