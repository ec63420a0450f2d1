/**
 * Page layouts: a page (collection type 10) is rows of blocks, each a block type code and its
 * data, at most 60 blocks in all (ADM-47, 422 beyond: GAP-102).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { IdSource } from '../../shared/ids';
import { CollectionType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import { MAX_BLOCKS_PER_LAYOUT } from './content.limits';
import { announceChange, type ContentDeps } from './content.deps';
import { findCollectionRow, type CollectionRow } from './content.repository';
import { PageLayoutSchema, parseInput, type PageLayoutInput } from './content.schema';
import { collections } from './content.tables';
import type { PageLayout } from './content.types';

function requirePage(row: CollectionRow): void {
  if (row.type !== CollectionType.PAGE) throw new DomainError('CONTENT_NOT_A_PAGE', { id: row.id, type: row.type });
}

/** Gives rows and blocks without an id a new one; repeated ids are a validation error. */
function assignIds(input: ReturnType<typeof PageLayoutSchema.parse>, ids: IdSource): PageLayout {
  const seen = new Set<string>();
  const claim = (id: string | undefined, path: string): string => {
    const chosen = id ?? ids.next();
    if (seen.has(chosen)) throw new DomainError('VALIDATION_FAILED', { errors: { [path]: 'Each row and block needs its own id.' } });
    seen.add(chosen);
    return chosen;
  };
  return {
    rows: input.rows.map((row, r) => ({
      id: claim(row.id, `rows.${r}.id`),
      blocks: row.blocks.map((block, b) => ({
        id: claim(block.id, `rows.${r}.blocks.${b}.id`),
        type: block.type,
        ...(block.span !== undefined && { span: block.span }),
        data: (block.data ?? {}) as Record<string, unknown>,
      })),
    })),
  };
}

export function createPageLayoutService({ db, ids, clock, events }: ContentDeps) {
  return {
    async getPageLayout(websiteId: string, collectionId: string): Promise<PageLayout> {
      const row = await findCollectionRow(db, websiteId, collectionId);
      requirePage(row);
      return row.layout ?? { rows: [] };
    },

    /** Replaces a page's layout. */
    async setPageLayout(websiteId: string, collectionId: string, raw: PageLayoutInput): Promise<PageLayout> {
      const input = parseInput(PageLayoutSchema, raw);
      const blocks = input.rows.reduce((n, row) => n + row.blocks.length, 0);
      const layout = assignIds(input, ids);
      await db.transaction(async (tx) => {
        requirePage(await findCollectionRow(tx, websiteId, collectionId, true));
        if (blocks > MAX_BLOCKS_PER_LAYOUT) throw new DomainError('CONTENT_LAYOUT_BLOCK_LIMIT', { max: MAX_BLOCKS_PER_LAYOUT, blocks });
        await tx
          .update(collections)
          .set({ layout: sql`${JSON.stringify(layout)}::jsonb`, updatedAt: new Date(clock.now()) })
          .where(and(eq(collections.websiteId, websiteId), eq(collections.id, collectionId)));
      });
      announceChange(events, websiteId);
      return layout;
    },
  };
}
