/**
 * Rows ↔ domain objects, and the lookups every content service shares. Every query here is
 * scoped by website id: one site never reads or changes another's content.
 */
import { and, eq, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { ErrorCode } from '../../shared/error-catalog';
import { DomainError } from '../../shared/errors';
import { categories, collections, items } from './content.tables';
import type { Category, CategoryType, Collection, CollectionOrdering, Item, PageRendering } from './content.types';
import { effectiveStatus, type PageStatus } from './page-status';

export type CollectionRow = typeof collections.$inferSelect;
export type ItemRow = typeof items.$inferSelect;
export type CategoryRow = typeof categories.$inferSelect;

const ms = (d: Date | null): number | null => (d === null ? null : d.getTime());
export const toDate = (v: number | null | undefined): Date | null => (v === null || v === undefined ? null : new Date(v));

export function collectionUrl(row: { urlId: string; homepage: boolean }): string {
  return row.homepage ? '/' : `/${row.urlId}/`;
}

export function toCollection(row: CollectionRow, now: number): Collection {
  const publishOn = ms(row.publishOn);
  return {
    id: row.id,
    websiteId: row.websiteId,
    type: row.type,
    typeName: row.typeName,
    urlId: row.urlId,
    fullUrl: collectionUrl(row),
    title: row.title,
    navigationTitle: row.navigationTitle,
    description: row.description,
    enabled: row.enabled,
    ordering: row.ordering as CollectionOrdering,
    folder: row.folder,
    folderBehavior: row.folderBehavior,
    homepage: row.homepage,
    status: effectiveStatus(row.status as PageStatus, publishOn, now),
    publishOn,
    settings: row.settings,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export function toItem(row: ItemRow, collectionUrlId: string, now: number): Item {
  const publishOn = ms(row.publishOn);
  return {
    id: row.id,
    websiteId: row.websiteId,
    collectionId: row.collectionId,
    recordType: row.recordType,
    urlId: row.urlId,
    fullUrl: `/${collectionUrlId}/${row.urlId}`,
    title: row.title,
    body: row.body,
    excerpt: row.excerpt,
    assetUrl: row.assetUrl,
    filename: row.filename,
    originalSize: row.originalSize,
    mediaFocalPoint: row.mediaFocalPoint,
    colorData: row.colorData,
    altText: row.altText,
    systemDataVariants: row.systemDataVariants,
    categories: row.categories,
    tags: row.tags,
    author: row.authorDisplayName === null ? null : { displayName: row.authorDisplayName },
    starred: row.starred,
    promotedBlockType: row.promotedBlockType,
    startDate: ms(row.startDate),
    endDate: ms(row.endDate),
    location: row.location,
    externalLink: row.externalLink,
    status: effectiveStatus(row.status as PageStatus, publishOn, now),
    publishOn,
    likeCount: row.likeCount,
    publicCommentCount: row.publicCommentCount,
    commentState: row.commentState,
    displayIndex: row.displayIndex,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    websiteId: row.websiteId,
    collectionId: row.collectionId,
    parentCategoryId: row.parentCategoryId,
    displayName: row.displayName,
    type: row.type as CategoryType,
    pageRendering: row.pageRendering as PageRendering,
    displayIndex: row.displayIndex,
  };
}

/** The collection row, locked for the rest of the transaction with `forUpdate`; else CONTENT_COLLECTION_NOT_FOUND. */
export async function findCollectionRow(db: DbOrTx, websiteId: string, id: string, forUpdate = false): Promise<CollectionRow> {
  const query = db.select().from(collections).where(and(eq(collections.websiteId, websiteId), eq(collections.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (row === undefined) throw new DomainError('CONTENT_COLLECTION_NOT_FOUND', { id });
  return row;
}

export async function findItemRow(db: DbOrTx, websiteId: string, id: string, forUpdate = false): Promise<ItemRow> {
  const query = db.select().from(items).where(and(eq(items.websiteId, websiteId), eq(items.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (row === undefined) throw new DomainError('CONTENT_ITEM_NOT_FOUND', { id });
  return row;
}

export async function findCategoryRow(db: DbOrTx, websiteId: string, id: string): Promise<CategoryRow> {
  const [row] = await db.select().from(categories).where(and(eq(categories.websiteId, websiteId), eq(categories.id, id)));
  if (row === undefined) throw new DomainError('CONTENT_CATEGORY_NOT_FOUND', { id });
  return row;
}

/** Escapes LIKE wildcards so a URL id prefix matches literally. */
function likePrefix(base: string): string {
  return `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
}

/** The collection URL ids of a site that `base` or `base-n` could collide with. */
export async function collectionUrlIdsLike(db: DbOrTx, websiteId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ urlId: collections.urlId })
    .from(collections)
    .where(and(eq(collections.websiteId, websiteId), or(eq(collections.urlId, base), like(collections.urlId, likePrefix(base)))));
  return new Set(rows.map((r) => r.urlId));
}

/** The item URL ids of a collection that `base` or `base-n` could collide with. */
export async function itemUrlIdsLike(db: DbOrTx, websiteId: string, collectionId: string, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ urlId: items.urlId })
    .from(items)
    .where(
      and(
        eq(items.websiteId, websiteId),
        eq(items.collectionId, collectionId),
        or(eq(items.urlId, base), like(items.urlId, likePrefix(base))),
      ),
    );
  return new Set(rows.map((r) => r.urlId));
}

/** The PostgreSQL error code of `e` or of its cause (drivers and drizzle wrap errors). */
export function pgErrorCode(e: unknown): { code: string; constraint?: string } | null {
  for (let cur: unknown = e, depth = 0; cur !== null && typeof cur === 'object' && depth < 5; depth++) {
    const err = cur as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code)) {
      return { code: err.code, ...(typeof err.constraint === 'string' && { constraint: err.constraint }) };
    }
    cur = err.cause;
  }
  return null;
}

/**
 * Runs a write: a unique violation (a URL id taken by a concurrent write) becomes `onUnique`,
 * a write for a site that does not exist SITE_NOT_FOUND.
 */
export async function guardWrite<T>(
  write: () => Promise<T>,
  onUnique: ErrorCode | ((constraint: string | undefined) => ErrorCode) = 'CONTENT_URL_ID_TAKEN',
): Promise<T> {
  try {
    return await write();
  } catch (e) {
    const pg = pgErrorCode(e);
    if (pg?.code === '23505') throw new DomainError(typeof onUnique === 'function' ? onUnique(pg.constraint) : onUnique, {}, { cause: e });
    if (pg?.code === '23503') throw new DomainError('SITE_NOT_FOUND', {}, { cause: e });
    throw e;
  }
}
