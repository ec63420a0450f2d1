/**
 * The page draft calls as endpoint descriptors (no zod: safe for the editor). Schemas in
 * `page-drafts.ts`; every call needs 'content.edit', publishing also 'content.publish'.
 */
import type { z } from 'zod';
import type { CollectionParams } from './content';
import { CONTENT_PATH } from './content-endpoints';
import { endpoint, type In, type None } from './endpoint';
import type {
  PageDraftAnswer,
  PagePreviewAnswer,
  PagePreviewSchema,
  PagePublishAnswer,
  PageVersionAnswer,
  PageVersionParams,
  PageVersionsAnswer,
  PublishPageDraftSchema,
  RestorePageVersionSchema,
  SavePageDraftSchema,
} from './page-drafts';

type ByPage = z.output<typeof CollectionParams>;
type ByVersion = z.output<typeof PageVersionParams>;
const PAGE = `${CONTENT_PATH}/pages/:collectionId`;

export const pageDraftEndpoints = {
  getPageDraft: endpoint<ByPage, None, None, PageDraftAnswer>('GET', `${PAGE}/draft`),
  savePageDraft: endpoint<ByPage, None, In<typeof SavePageDraftSchema>, PageDraftAnswer>('PUT', `${PAGE}/draft`),
  publishPageDraft: endpoint<ByPage, None, In<typeof PublishPageDraftSchema>, PagePublishAnswer>('POST', `${PAGE}/publish`),
  listPageVersions: endpoint<ByPage, None, None, PageVersionsAnswer>('GET', `${PAGE}/versions`),
  getPageVersion: endpoint<ByVersion, None, None, PageVersionAnswer>('GET', `${PAGE}/versions/:versionId`),
  restorePageVersion: endpoint<ByVersion, None, In<typeof RestorePageVersionSchema>, PageDraftAnswer>('POST', `${PAGE}/versions/:versionId/restore`),
  previewPage: endpoint<ByPage, None, In<typeof PagePreviewSchema>, PagePreviewAnswer>('POST', `${PAGE}/preview`),
} as const;

/** The query parameter that makes a storefront page show drafts (for owners who may edit content). */
export { PREVIEW_QUERY } from '../editor-frame-messages';
