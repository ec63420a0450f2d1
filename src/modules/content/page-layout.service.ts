/**
 * Page layouts: a page (collection type 10) is rows of blocks, each a block type code and its
 * data, at most 60 blocks in all (ADM-47, 422 beyond: GAP-102). This is the published layout
 * visitors see; the editor's writes go through the page's draft (page-drafts.service.ts).
 */
import type { IdSource } from '../../shared/ids';
import { CollectionType } from '../../shared/enums';
import { DomainError } from '../../shared/errors';
import type { ContentDeps } from './content.deps';
import { findCollectionRow, type CollectionRow } from './content.repository';
import type { PageLayoutSchema } from './content.schema';
import type { PageLayout } from './content.types';

function requirePage(row: CollectionRow): void {
  if (row.type !== CollectionType.PAGE) throw new DomainError('CONTENT_NOT_A_PAGE', { id: row.id, type: row.type });
}

/** Gives rows and blocks without an id a new one; repeated ids are a validation error. */
export function assignIds(input: ReturnType<typeof PageLayoutSchema.parse>, ids: IdSource): PageLayout {
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

export function createPageLayoutService({ db }: ContentDeps) {
  return {
    async getPageLayout(websiteId: string, collectionId: string): Promise<PageLayout> {
      const row = await findCollectionRow(db, websiteId, collectionId);
      requirePage(row);
      return row.layout ?? { rows: [] };
    },
  };
}
