/**
 * Operations on a page layout as the editor shows it: one list of blocks in reading order
 * (row by row). The rows keep their shape: a block moved up or down flows through the row
 * slots, so a two-column row stays two columns. New and duplicated blocks get a row of their
 * own right after the selected block's row. Pure: each returns a new layout.
 */
import type { PageLayout } from '../../../shared/api/content';
import { randomIds, type IdSource } from '../../../shared/ids';

/** ADM-47: a layout holds at most 60 blocks (the server refuses more with 422). */
export const MAX_BLOCKS_PER_LAYOUT = 60;

export type EditorBlock = PageLayout['rows'][number]['blocks'][number];
export type EditorLayout = PageLayout;

export class BlockLimitError extends Error {
  constructor() {
    super(`A page holds at most ${MAX_BLOCKS_PER_LAYOUT} blocks.`);
    this.name = 'BlockLimitError';
  }
}

/** Every block in reading order. */
export function blocksOf(layout: EditorLayout): EditorBlock[] {
  return layout.rows.flatMap((row) => row.blocks);
}

export function blockCount(layout: EditorLayout): number {
  return layout.rows.reduce((n, row) => n + row.blocks.length, 0);
}

export function findBlock(layout: EditorLayout, blockId: string): EditorBlock | undefined {
  return blocksOf(layout).find((block) => block.id === blockId);
}

/** Puts `blocks` back into the rows' slots in order (row sizes unchanged). */
function refill(layout: EditorLayout, blocks: EditorBlock[]): EditorLayout {
  let next = 0;
  return { rows: layout.rows.map((row) => ({ ...row, blocks: row.blocks.map(() => blocks[next++]!) })) };
}

/** Moves a block to `toIndex` of the reading order (clamped). */
export function moveBlock(layout: EditorLayout, blockId: string, toIndex: number): EditorLayout {
  const blocks = blocksOf(layout);
  const from = blocks.findIndex((block) => block.id === blockId);
  if (from < 0) return layout;
  const to = Math.min(Math.max(toIndex, 0), blocks.length - 1);
  if (to === from) return layout;
  const [moved] = blocks.splice(from, 1);
  blocks.splice(to, 0, moved!);
  return refill(layout, blocks);
}

/** One step up (-1) or down (+1); unchanged at either end. */
export function moveBlockBy(layout: EditorLayout, blockId: string, step: -1 | 1): EditorLayout {
  const index = blocksOf(layout).findIndex((block) => block.id === blockId);
  return index < 0 ? layout : moveBlock(layout, blockId, index + step);
}

/** Inserts a block in a row of its own after the row of `afterBlockId` (at the end when null). */
export function insertBlock(layout: EditorLayout, block: Omit<EditorBlock, 'id'> & { id?: string }, afterBlockId: string | null, ids: IdSource = randomIds): { layout: EditorLayout; blockId: string } {
  if (blockCount(layout) >= MAX_BLOCKS_PER_LAYOUT) throw new BlockLimitError();
  const placed: EditorBlock = { ...block, id: block.id ?? ids.next(), data: structuredClone(block.data) };
  const rowIndex = afterBlockId === null ? -1 : layout.rows.findIndex((row) => row.blocks.some((b) => b.id === afterBlockId));
  const at = rowIndex < 0 ? layout.rows.length : rowIndex + 1;
  const rows = [...layout.rows];
  rows.splice(at, 0, { id: ids.next(), blocks: [placed] });
  return { layout: { rows }, blockId: placed.id };
}

/** A copy with a new id, in its own row after the original's row. */
export function duplicateBlock(layout: EditorLayout, blockId: string, ids: IdSource = randomIds): { layout: EditorLayout; blockId: string } {
  const original = findBlock(layout, blockId);
  if (original === undefined) return { layout, blockId };
  const { id: _id, ...rest } = original;
  return insertBlock(layout, rest, blockId, ids);
}

/** Removes a block; a row left empty goes too. */
export function removeBlock(layout: EditorLayout, blockId: string): EditorLayout {
  return {
    rows: layout.rows.map((row) => ({ ...row, blocks: row.blocks.filter((block) => block.id !== blockId) })).filter((row) => row.blocks.length > 0),
  };
}

/** Replaces a block's data with `patch` merged in. */
export function updateBlockData(layout: EditorLayout, blockId: string, patch: Record<string, unknown>): EditorLayout {
  return {
    rows: layout.rows.map((row) =>
      row.blocks.some((block) => block.id === blockId)
        ? { ...row, blocks: row.blocks.map((block) => (block.id === blockId ? { ...block, data: { ...block.data, ...patch } } : block)) }
        : row,
    ),
  };
}
