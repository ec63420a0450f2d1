import { expect, it } from 'vitest';
import { describeDatabase } from '../../../test/support/database';
import { contentFixture } from '../../../test/support/content';
import { CollectionType } from '../../shared/enums';
import { isDomainError } from '../../shared/errors';

const layout = (html: string) => ({ rows: [{ blocks: [{ type: 2, data: { html } }] }] });
const editorOnly = { canPublish: false, publisher: { userId: 'u1', email: 'editor@example.com' } };
const publisher = { canPublish: true, publisher: { userId: 'u2', email: 'publisher@example.com' } };

describeDatabase('content page drafts and versions', (db) => {
  it('GAP-08 publishing needs the publish right; saving a draft announces nothing, publishing announces the change', async () => {
    const { content, websiteId, events } = await contentFixture(db());
    const page = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'About' });
    events.length = 0;
    const draft = await content.savePageDraft(websiteId, page.id, layout('<p>draft</p>'), 0);
    expect(draft).toMatchObject({ revision: 1, hasUnpublishedChanges: true });
    // Visitors' snapshots are not dropped for a draft: nothing they see changed.
    expect(events).toEqual([]);
    await expect(content.publishPageDraft(websiteId, page.id, 1, editorOnly)).rejects.toSatisfy((e) => isDomainError(e, 'FORBIDDEN'));
    await expect(content.setPageLayout(websiteId, page.id, layout('<p>direct</p>'), editorOnly)).rejects.toSatisfy((e) => isDomainError(e, 'FORBIDDEN'));
    expect(await content.getPageLayout(websiteId, page.id)).toEqual({ rows: [] });
    const { version } = await content.publishPageDraft(websiteId, page.id, 1, publisher);
    expect(version).toMatchObject({ number: 1, publishedBy: { email: 'publisher@example.com' }, blocks: 1 });
    expect(events).toEqual([{ type: 'site.changed', websiteId }]);
    expect((await content.getPageLayout(websiteId, page.id)).rows[0]!.blocks[0]!.data).toEqual({ html: '<p>draft</p>' });
  });

  it('GAP-08 publishing a Draft or Needs Review page from the editor makes it Published; Private and Scheduled keep theirs', async () => {
    const { content, websiteId } = await contentFixture(db());
    const statusAfterPublish = async (status: 'draft' | 'needs-review' | 'private' | 'scheduled') => {
      const publishOn = status === 'scheduled' ? Date.now() + 86_400_000 : undefined;
      const page = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: `Page ${status}`, status, publishOn });
      await content.savePageDraft(websiteId, page.id, layout('<p>new</p>'), 0);
      await content.publishPageDraft(websiteId, page.id, 1, publisher);
      return (await content.getCollection(websiteId, page.id)).status;
    };
    expect(await statusAfterPublish('draft')).toBe('published');
    expect(await statusAfterPublish('needs-review')).toBe('published');
    expect(await statusAfterPublish('private')).toBe('private');
    expect(await statusAfterPublish('scheduled')).toBe('scheduled');
  });

  it('the preview snapshot has draft layouts and unpublished pages; the visitors\' snapshot has neither', async () => {
    const { content, websiteId } = await contentFixture(db());
    const live = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Live', status: 'published' });
    await content.setPageLayout(websiteId, live.id, layout('<p>published</p>'));
    await content.savePageDraft(websiteId, live.id, layout('<p>drafted</p>'), 1);
    const hidden = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Hidden' });
    await content.savePageDraft(websiteId, hidden.id, layout('<p>hidden</p>'), 0);
    const htmlOf = (snapshot: Awaited<ReturnType<typeof content.exportContent>>, id: string) =>
      snapshot.collections.find((c) => c.id === id)?.layout?.rows[0]?.blocks[0]?.data.html;

    const visitors = await content.exportContent(websiteId);
    expect(htmlOf(visitors, live.id)).toBe('<p>published</p>');
    expect(visitors.collections.map((c) => c.id)).not.toContain(hidden.id);
    const preview = await content.exportContent(websiteId, { drafts: true });
    expect(htmlOf(preview, live.id)).toBe('<p>drafted</p>');
    expect(htmlOf(preview, hidden.id)).toBe('<p>hidden</p>');
  });

  it('versions are numbered per page and belong to their page only', async () => {
    const { content, websiteId } = await contentFixture(db());
    const one = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'One' });
    const two = await content.createCollection(websiteId, { type: CollectionType.PAGE, title: 'Two' });
    await content.setPageLayout(websiteId, one.id, layout('a'));
    await content.setPageLayout(websiteId, one.id, layout('b'));
    await content.setPageLayout(websiteId, two.id, layout('c'));
    const ones = await content.listPageVersions(websiteId, one.id);
    expect(ones.map((v) => [v.number, v.publishedBy])).toEqual([[2, null], [1, null]]);
    expect((await content.listPageVersions(websiteId, two.id)).map((v) => v.number)).toEqual([1]);
    await expect(content.getPageVersion(websiteId, two.id, ones[0]!.id)).rejects.toSatisfy((e) => isDomainError(e, 'CONTENT_PAGE_VERSION_NOT_FOUND'));
    await expect(content.restorePageVersion(websiteId, two.id, ones[0]!.id, 1)).rejects.toSatisfy((e) => isDomainError(e, 'CONTENT_PAGE_VERSION_NOT_FOUND'));
  });
});
