/**
 * The page editor's one way to the server: load a page's draft, save it with the revision it
 * started from, publish, list and restore versions, and render a layout for the preview.
 * Two implementations behind one interface: drafts (the draft calls) and, where a server
 * has no drafts yet, the page layout itself (saving replaces the live layout).
 */
import type { PageLayout, PageLayoutInput } from '../../../shared/api/content';
import { contentEndpoints } from '../../../shared/api/content-endpoints';
import type { PageDraft, PageVersionSummary } from '../../../shared/api/page-drafts';
import { pageDraftEndpoints } from '../../../shared/api/page-drafts-endpoints';
import { ApiError, ownerCall } from '../../api/owner-client';

export type PageDraftState = PageDraft;
export type { PageVersionSummary };

/** Another tab or person saved first: the server's message, and the choice to reload. */
export class DraftConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DraftConflictError';
  }
}

export interface DraftStore {
  /** False: saving publishes at once, and there are no versions or draft preview. */
  readonly hasDrafts: boolean;
  load(pageId: string): Promise<PageDraftState>;
  save(pageId: string, layout: PageLayout, baseRevision: number): Promise<PageDraftState>;
  publish(pageId: string, revision: number): Promise<PageDraftState>;
  listVersions(pageId: string): Promise<PageVersionSummary[]>;
  restoreVersion(pageId: string, versionId: string, baseRevision: number): Promise<PageDraftState>;
  /** The page's content region for a layout, or null when the server cannot render one. */
  preview(pageId: string, layout: PageLayout): Promise<string | null>;
}

const CONFLICT = 'CONTENT_DRAFT_CONFLICT';

function conflicts<T>(call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (error instanceof ApiError && (error.code === CONFLICT || error.status === 409)) throw new DraftConflictError(error.message);
    throw error;
  });
}

const draftCalls = pageDraftEndpoints;

export const draftsStore: DraftStore = {
  hasDrafts: true,
  load: async (pageId) => (await ownerCall(draftCalls.getPageDraft, { params: { collectionId: pageId } })).draft,
  save: async (pageId, layout, baseRevision) => (await conflicts(ownerCall(draftCalls.savePageDraft, { params: { collectionId: pageId }, body: { layout: layout as PageLayoutInput, baseRevision } }))).draft,
  publish: async (pageId, revision) => (await conflicts(ownerCall(draftCalls.publishPageDraft, { params: { collectionId: pageId }, body: { revision } }))).draft,
  listVersions: async (pageId) => (await ownerCall(draftCalls.listPageVersions, { params: { collectionId: pageId } })).versions,
  restoreVersion: async (pageId, versionId, baseRevision) =>
    (await conflicts(ownerCall(draftCalls.restorePageVersion, { params: { collectionId: pageId, versionId }, body: { baseRevision } }))).draft,
  preview: async (pageId, layout) => (await ownerCall(draftCalls.previewPage, { params: { collectionId: pageId }, body: { layout: layout as PageLayoutInput } })).html,
};

/** Without drafts: the layout is the draft, a save is live at once, revisions count saves. */
export const layoutStore: DraftStore = {
  hasDrafts: false,
  async load(pageId) {
    const { layout } = await ownerCall(contentEndpoints.getPageLayout, { params: { collectionId: pageId } });
    return { layout, revision: 0, updatedAt: Date.now(), hasUnpublishedChanges: false };
  },
  async save(pageId, layout, baseRevision) {
    // Block data is JSON by construction (the editor writes only JSON values).
    const answer = await ownerCall(contentEndpoints.setPageLayout, { params: { collectionId: pageId }, body: layout as PageLayoutInput });
    return { layout: answer.layout, revision: baseRevision + 1, updatedAt: Date.now(), hasUnpublishedChanges: false };
  },
  publish: async (pageId) => layoutStore.load(pageId),
  listVersions: async () => [],
  restoreVersion: async (pageId) => layoutStore.load(pageId),
  preview: async () => null,
};

/** The store the editor uses. */
export const pageDraftStore: DraftStore = draftsStore;
