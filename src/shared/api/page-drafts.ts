/**
 * Page drafts, publishing, versions and the live preview (docs/decisions.md "Page drafts,
 * versions and the editing frame"): the editor saves a page's layout to its draft with the
 * revision it started from (a stale revision is refused with 409 CONTENT_DRAFT_CONFLICT and
 * the current revision in `data.revision`), publishes a draft revision, lists the published
 * versions and restores one as a new draft, and asks for the HTML of a layout to show in the
 * editing frame without reloading it.
 */
import { z } from 'zod';
import { IdSchema, PageLayout, PageLayoutSchema } from './content';

/** A draft revision: 0 for a draft just copied from the published layout, +1 on every change. */
const RevisionSchema = z.int().min(0).max(2_147_483_647);

export const SavePageDraftSchema = z.strictObject({
  layout: PageLayoutSchema,
  baseRevision: RevisionSchema.meta({ description: 'The revision the edit started from; another revision answers 409 CONTENT_DRAFT_CONFLICT.' }),
});
export const PublishPageDraftSchema = z.strictObject({
  revision: RevisionSchema.meta({ description: 'The draft revision to publish; when the draft has moved on, 409 CONTENT_DRAFT_CONFLICT.' }),
});
export const RestorePageVersionSchema = z.strictObject({
  baseRevision: RevisionSchema.meta({ description: 'The draft revision the owner sees; another revision answers 409 CONTENT_DRAFT_CONFLICT.' }),
});
export const PagePreviewSchema = z.strictObject({ layout: PageLayoutSchema });

export const PageVersionParams = z.object({ collectionId: IdSchema, versionId: IdSchema });

export const PageDraft = z
  .object({
    layout: PageLayout,
    revision: z.number().meta({ description: 'Send it back as `baseRevision` with the next save.' }),
    updatedAt: z.number(),
    hasUnpublishedChanges: z.boolean().meta({ description: 'False when the draft equals the published layout.' }),
  })
  .meta({ id: 'PageDraft' });
export type PageDraft = z.infer<typeof PageDraft>;
export const PageDraftAnswer = z.object({ draft: PageDraft }).meta({ id: 'PageDraftAnswer' });
export type PageDraftAnswer = z.infer<typeof PageDraftAnswer>;

export const PageVersionSummary = z
  .object({
    id: z.string(),
    number: z.number().meta({ description: 'Versions of a page count 1, 2, 3 ... in the order they were published.' }),
    publishedAt: z.number(),
    publishedBy: z.object({ email: z.string() }).nullable().meta({ description: 'Who published it; null when unknown (the demo, removed people).' }),
    blocks: z.number().meta({ description: 'How many blocks the version has.' }),
  })
  .meta({ id: 'PageVersionSummary' });
export type PageVersionSummary = z.infer<typeof PageVersionSummary>;
export const PageVersionsAnswer = z.object({ versions: z.array(PageVersionSummary) }).meta({ id: 'PageVersionsAnswer' });
export type PageVersionsAnswer = z.infer<typeof PageVersionsAnswer>;
export const PageVersionAnswer = z.object({ version: PageVersionSummary, layout: PageLayout }).meta({ id: 'PageVersionAnswer' });
export type PageVersionAnswer = z.infer<typeof PageVersionAnswer>;
export const PagePublishAnswer = z.object({ version: PageVersionSummary, draft: PageDraft }).meta({ id: 'PagePublishAnswer' });
export type PagePublishAnswer = z.infer<typeof PagePublishAnswer>;
export const PagePreviewAnswer = z
  .object({ html: z.string().meta({ description: "The page's layout container as the storefront renders it, to swap into the editing frame." }) })
  .meta({ id: 'PagePreviewAnswer' });
export type PagePreviewAnswer = z.infer<typeof PagePreviewAnswer>;

export type SavePageDraftInput = z.input<typeof SavePageDraftSchema>;
