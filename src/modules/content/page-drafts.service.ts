/**
 * Page drafts and versions: the editor saves a page's layout to its draft, never to what
 * visitors see. Each save names the revision it started from; another revision is refused
 * (409 CONTENT_DRAFT_CONFLICT with the current one), so two tabs never overwrite each other
 * silently. Publishing copies a draft revision to the published layout and keeps it as a
 * numbered version; restoring a version makes its layout the next draft revision. Every write
 * locks the page's collection row first, so one page changes one writer at a time.
 */
import type { PageDraft, PagePublishAnswer, PageVersionAnswer, PageVersionSummary } from '../../shared/api/page-drafts';
import { CollectionType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { announceChange, type ContentDeps } from './content.deps';
import { MAX_BLOCKS_PER_LAYOUT } from './content.limits';
import { findCollectionRow, type CollectionRow } from './content.repository';
import { PageLayoutSchema, parseInput, type PageLayoutInput } from './content.schema';
import type { PageLayout } from './content.types';
import {
  findDraft,
  findVersion,
  listVersions,
  makeUnpublishedPagePublic,
  markDraftPublished,
  readDraft,
  recordVersion,
  toPageDraft,
  writeDraft,
  writePublishedLayout,
  type PageDraftRow,
  type PagePublisher,
} from './page-drafts.repository';
import { assignIds } from './page-layout.service';
import { SYSTEM_ACTOR, type ContentActor } from './page-status';

export type { PagePublisher } from './page-drafts.repository';

/** Who publishes: whether they may (GAP-08), and who they are for the version list. */
export type PublishingActor = ContentActor & { publisher: PagePublisher };

export const SYSTEM_PUBLISHER: PublishingActor = { ...SYSTEM_ACTOR, publisher: null };

function requirePage(row: CollectionRow): CollectionRow {
  if (row.type !== CollectionType.PAGE) throw new DomainError('CONTENT_NOT_A_PAGE', { id: row.id, type: row.type });
  return row;
}

function requireRevision(draft: PageDraftRow, revision: number): void {
  if (draft.revision !== revision) throw new DomainError('CONTENT_DRAFT_CONFLICT', { revision: draft.revision });
}

function requirePublisher(actor: ContentActor): void {
  if (!actor.canPublish) throw new DomainError('FORBIDDEN', { permission: 'content.publish' });
}

/** A layout as given by a client: parsed, within the block limit (ADM-47), every row and block with an id. */
export function parsePageLayout(raw: PageLayoutInput, ids: ContentDeps['ids']): PageLayout {
  const input = parseInput(PageLayoutSchema, raw);
  const blocks = input.rows.reduce((n, row) => n + row.blocks.length, 0);
  if (blocks > MAX_BLOCKS_PER_LAYOUT) throw new DomainError('CONTENT_LAYOUT_BLOCK_LIMIT', { max: MAX_BLOCKS_PER_LAYOUT, blocks });
  return assignIds(input, ids);
}

export function createPageDraftsService({ db, ids, clock, events }: ContentDeps) {
  /** Runs `write` with the page locked and its draft (made when missing) locked too. */
  const withLockedDraft = <T>(websiteId: string, collectionId: string, write: (tx: typeof db, draft: PageDraftRow) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      const page = requirePage(await findCollectionRow(tx, websiteId, collectionId, true));
      return write(tx, await readDraft(tx, websiteId, collectionId, page.layout, true));
    });

  return {
    /** The page's draft: the published layout at revision 0 until the first save (reading writes nothing). */
    async getPageDraft(websiteId: string, collectionId: string): Promise<PageDraft> {
      const page = requirePage(await findCollectionRow(db, websiteId, collectionId));
      const draft = await findDraft(db, websiteId, collectionId);
      if (draft !== undefined) return toPageDraft(draft);
      return { layout: page.layout ?? { rows: [] }, revision: 0, updatedAt: page.updatedAt.getTime(), hasUnpublishedChanges: false };
    },

    /** Saves the draft as the next revision when `baseRevision` is the current one. Visitors see nothing of it. */
    async savePageDraft(websiteId: string, collectionId: string, raw: PageLayoutInput, baseRevision: number): Promise<PageDraft> {
      const layout = parsePageLayout(raw, ids);
      return withLockedDraft(websiteId, collectionId, async (tx, draft) => {
        requireRevision(draft, baseRevision);
        return toPageDraft(await writeDraft(tx, draft, layout, new Date(clock.now())));
      });
    },

    /** Publishes draft `revision`: visitors see it from now on (a Draft page becomes Published), and it is kept as the page's next version. */
    async publishPageDraft(websiteId: string, collectionId: string, revision: number, actor: PublishingActor): Promise<PagePublishAnswer> {
      requirePublisher(actor);
      const answer = await withLockedDraft(websiteId, collectionId, async (tx, draft) => {
        requireRevision(draft, revision);
        const now = new Date(clock.now());
        await writePublishedLayout(tx, websiteId, collectionId, draft.layout, now);
        await makeUnpublishedPagePublic(tx, websiteId, collectionId, now);
        const version = await recordVersion(tx, ids, { websiteId, collectionId }, draft.layout, actor.publisher, now);
        return { version, draft: toPageDraft(await markDraftPublished(tx, draft)) };
      });
      announceChange(events, websiteId);
      return answer;
    },

    /**
     * Replaces the published layout at once (the layout call API clients and the demo use):
     * kept as a version, and the draft starts over from it.
     */
    async setPageLayout(websiteId: string, collectionId: string, raw: PageLayoutInput, actor: PublishingActor = SYSTEM_PUBLISHER): Promise<PageLayout> {
      requirePublisher(actor);
      const layout = parsePageLayout(raw, ids);
      await withLockedDraft(websiteId, collectionId, async (tx, draft) => {
        const now = new Date(clock.now());
        await writePublishedLayout(tx, websiteId, collectionId, layout, now);
        await recordVersion(tx, ids, { websiteId, collectionId }, layout, actor.publisher, now);
        await writeDraft(tx, draft, layout, now, true);
      });
      announceChange(events, websiteId);
      return layout;
    },

    /** A layout the editor shows before saving it: checked like a save (page of this site, limits), written nowhere. */
    async previewPageLayout(websiteId: string, collectionId: string, raw: PageLayoutInput): Promise<PageLayout> {
      const layout = parsePageLayout(raw, ids);
      requirePage(await findCollectionRow(db, websiteId, collectionId));
      return layout;
    },

    /** The page's published versions, newest first. */
    async listPageVersions(websiteId: string, collectionId: string): Promise<PageVersionSummary[]> {
      requirePage(await findCollectionRow(db, websiteId, collectionId));
      return listVersions(db, websiteId, collectionId);
    },

    async getPageVersion(websiteId: string, collectionId: string, versionId: string): Promise<PageVersionAnswer> {
      requirePage(await findCollectionRow(db, websiteId, collectionId));
      const found = await findVersion(db, websiteId, collectionId, versionId);
      if (found === undefined) throw new DomainError('CONTENT_PAGE_VERSION_NOT_FOUND', { id: versionId });
      return found;
    },

    /** Makes a version's layout the next draft revision (nothing is published). */
    async restorePageVersion(websiteId: string, collectionId: string, versionId: string, baseRevision: number): Promise<PageDraft> {
      return withLockedDraft(websiteId, collectionId, async (tx, draft) => {
        const found = await findVersion(tx, websiteId, collectionId, versionId);
        if (found === undefined) throw new DomainError('CONTENT_PAGE_VERSION_NOT_FOUND', { id: versionId });
        requireRevision(draft, baseRevision);
        return toPageDraft(await writeDraft(tx, draft, found.layout, new Date(clock.now())));
      });
    },

  };
}
