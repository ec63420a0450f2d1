/**
 * The page draft and version rows, and the writes that publishing shares (the editor's
 * Publish and the direct layout replacement). Every function runs inside the caller's
 * transaction, after it has locked the page's collection row, so one page's draft, versions
 * and published layout change one writer at a time.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { IdSource } from '../../shared/ids';
import type { PageDraft, PageVersionSummary } from '../../shared/api/page-drafts';
import { collections, pageDrafts, pageVersions } from './content.tables';
import type { PageLayout } from './content.types';

export type PageDraftRow = typeof pageDrafts.$inferSelect;

/** Who published a version: the signed-in person, or nobody known (the demo, system writes). */
export type PagePublisher = { userId: string; email: string } | null;

const EMPTY_LAYOUT: PageLayout = { rows: [] };
const jsonb = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

export function toPageDraft(row: PageDraftRow): PageDraft {
  return { layout: row.layout, revision: row.revision, updatedAt: row.updatedAt.getTime(), hasUnpublishedChanges: row.revision !== row.publishedRevision };
}

/** The page's draft row, if it has one yet. */
export async function findDraft(db: DbOrTx, websiteId: string, collectionId: string): Promise<PageDraftRow | undefined> {
  const [found] = await db.select().from(pageDrafts).where(and(eq(pageDrafts.websiteId, websiteId), eq(pageDrafts.collectionId, collectionId)));
  return found;
}

/** The page's draft, made from its published layout at revision 0 when it has none yet. */
export async function readDraft(db: DbOrTx, websiteId: string, collectionId: string, published: PageLayout | null, forUpdate = false): Promise<PageDraftRow> {
  const query = db.select().from(pageDrafts).where(and(eq(pageDrafts.websiteId, websiteId), eq(pageDrafts.collectionId, collectionId)));
  const [found] = forUpdate ? await query.for('update') : await query;
  if (found !== undefined) return found;
  // A reader racing another reader both insert: the loser's insert does nothing and reads the winner's.
  await db
    .insert(pageDrafts)
    .values({ collectionId, websiteId, layout: jsonb(published ?? EMPTY_LAYOUT), revision: 0, publishedRevision: 0 })
    .onConflictDoNothing();
  const [made] = forUpdate ? await query.for('update') : await query;
  return made!;
}

/** Sets the draft's layout as a new revision; `published` when that revision is also what visitors see. */
export async function writeDraft(db: DbOrTx, draft: PageDraftRow, layout: PageLayout, now: Date, published = false): Promise<PageDraftRow> {
  const revision = draft.revision + 1;
  const [row] = await db
    .update(pageDrafts)
    .set({ layout: jsonb(layout), revision, updatedAt: now, ...(published && { publishedRevision: revision }) })
    .where(and(eq(pageDrafts.websiteId, draft.websiteId), eq(pageDrafts.collectionId, draft.collectionId)))
    .returning();
  return row!;
}

/** Marks the draft's current revision as the published one. */
export async function markDraftPublished(db: DbOrTx, draft: PageDraftRow): Promise<PageDraftRow> {
  const [row] = await db
    .update(pageDrafts)
    .set({ publishedRevision: draft.revision })
    .where(and(eq(pageDrafts.websiteId, draft.websiteId), eq(pageDrafts.collectionId, draft.collectionId)))
    .returning();
  return row!;
}

/** Replaces what visitors see of the page. */
export async function writePublishedLayout(db: DbOrTx, websiteId: string, collectionId: string, layout: PageLayout, now: Date): Promise<void> {
  await db
    .update(collections)
    .set({ layout: jsonb(layout), updatedAt: now })
    .where(and(eq(collections.websiteId, websiteId), eq(collections.id, collectionId)));
}

/**
 * Publishing from the page editor makes a Draft or Needs Review page public (GAP-08 allows both
 * moves to Published); Scheduled and Private pages keep their status.
 */
export async function makeUnpublishedPagePublic(db: DbOrTx, websiteId: string, collectionId: string, now: Date): Promise<void> {
  await db
    .update(collections)
    .set({ status: 'published', updatedAt: now })
    .where(and(eq(collections.websiteId, websiteId), eq(collections.id, collectionId), inArray(collections.status, ['draft', 'needs-review'])));
}

const blockCount = (layout: PageLayout): number => layout.rows.reduce((n, row) => n + row.blocks.length, 0);

type VersionRow = typeof pageVersions.$inferSelect;

export function toVersionSummary(row: Pick<VersionRow, 'id' | 'number' | 'publishedAt' | 'publishedByEmail'>, blocks: number): PageVersionSummary {
  return { id: row.id, number: row.number, publishedAt: row.publishedAt.getTime(), publishedBy: row.publishedByEmail === null ? null : { email: row.publishedByEmail }, blocks };
}

/** Keeps a published layout as the page's next numbered version. */
export async function recordVersion(
  db: DbOrTx,
  ids: IdSource,
  page: { websiteId: string; collectionId: string },
  layout: PageLayout,
  publisher: PagePublisher,
  now: Date,
): Promise<PageVersionSummary> {
  const [last] = await db
    .select({ number: sql<number>`coalesce(max(${pageVersions.number}), 0)` })
    .from(pageVersions)
    .where(and(eq(pageVersions.websiteId, page.websiteId), eq(pageVersions.collectionId, page.collectionId)));
  const [row] = await db
    .insert(pageVersions)
    .values({
      id: ids.next(),
      websiteId: page.websiteId,
      collectionId: page.collectionId,
      number: Number(last?.number ?? 0) + 1,
      layout: jsonb(layout),
      publishedAt: now,
      publishedByUserId: publisher?.userId ?? null,
      publishedByEmail: publisher?.email ?? null,
    })
    .returning();
  return toVersionSummary(row!, blockCount(layout));
}

/** How many versions a page's list shows, newest first. */
export const MAX_LISTED_VERSIONS = 200;

/** The page's versions, newest first, with their block counts (counted by the database: no layouts are read). */
export async function listVersions(db: DbOrTx, websiteId: string, collectionId: string): Promise<PageVersionSummary[]> {
  const rows = await db
    .select({
      id: pageVersions.id,
      number: pageVersions.number,
      publishedAt: pageVersions.publishedAt,
      publishedByEmail: pageVersions.publishedByEmail,
      blocks: sql<number>`(select coalesce(sum(jsonb_array_length(r -> 'blocks')), 0) from jsonb_array_elements(${pageVersions.layout} -> 'rows') r)`,
    })
    .from(pageVersions)
    .where(and(eq(pageVersions.websiteId, websiteId), eq(pageVersions.collectionId, collectionId)))
    .orderBy(desc(pageVersions.number))
    .limit(MAX_LISTED_VERSIONS);
  return rows.map((row) => toVersionSummary(row, Number(row.blocks)));
}

/** One version of the page with its layout, or undefined. */
export async function findVersion(db: DbOrTx, websiteId: string, collectionId: string, versionId: string): Promise<{ version: PageVersionSummary; layout: PageLayout } | undefined> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.websiteId, websiteId), eq(pageVersions.collectionId, collectionId), eq(pageVersions.id, versionId)));
  return row === undefined ? undefined : { version: toVersionSummary(row, blockCount(row.layout)), layout: row.layout };
}
