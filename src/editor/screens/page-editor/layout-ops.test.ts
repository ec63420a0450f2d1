import { describe, expect, it } from 'vitest';
import { sequentialIds } from '../../../shared/ids';
import { BlockLimitError, MAX_BLOCKS_PER_LAYOUT, blockCount, blocksOf, duplicateBlock, insertBlock, moveBlock, moveBlockBy, removeBlock, updateBlockData, type EditorLayout } from './layout-ops';

const block = (id: string, span?: number) => ({ id, type: 2, data: { html: `<p>${id}</p>` }, ...(span === undefined ? {} : { span }) });
const layout = (): EditorLayout => ({
  rows: [
    { id: 'r1', blocks: [block('a')] },
    { id: 'r2', blocks: [block('b', 7), block('c', 5)] },
    { id: 'r3', blocks: [block('d')] },
  ],
});
const order = (l: EditorLayout) => blocksOf(l).map((b) => b.id);

describe('page layout operations', () => {
  it('moves a block through the row slots, keeping each row its size', () => {
    const moved = moveBlock(layout(), 'a', 2);
    expect(order(moved)).toEqual(['b', 'c', 'a', 'd']);
    expect(moved.rows.map((r) => r.blocks.length)).toEqual([1, 2, 1]);
    expect(order(moveBlockBy(layout(), 'd', -1))).toEqual(['a', 'b', 'd', 'c']);
  });

  it('leaves the layout alone when a move goes past either end', () => {
    const start = layout();
    expect(moveBlockBy(start, 'a', -1)).toBe(start);
    expect(moveBlockBy(start, 'd', 1)).toBe(start);
  });

  it('duplicates a block with a new id into its own row after the original row', () => {
    const { layout: next, blockId } = duplicateBlock(layout(), 'b', sequentialIds('x'));
    expect(blockId).not.toBe('b');
    expect(order(next)).toEqual(['a', 'b', 'c', blockId, 'd']);
    expect(next.rows[2]!.blocks).toHaveLength(1);
    expect(next.rows[2]!.blocks[0]!.data).toEqual(next.rows[1]!.blocks[0]!.data);
    expect(next.rows[2]!.blocks[0]!.data).not.toBe(next.rows[1]!.blocks[0]!.data);
  });

  it('removes a block and a row left empty', () => {
    const next = removeBlock(layout(), 'a');
    expect(order(next)).toEqual(['b', 'c', 'd']);
    expect(next.rows.map((r) => r.id)).toEqual(['r2', 'r3']);
  });

  it('inserts after the selected block, or at the end', () => {
    const ids = sequentialIds('n');
    const after = insertBlock(layout(), { type: 47, data: {} }, 'a', ids);
    expect(order(after.layout)).toEqual(['a', after.blockId, 'b', 'c', 'd']);
    expect(order(insertBlock(layout(), { type: 47, data: {} }, null, ids).layout).at(-1)).toMatch(/^n/);
  });

  it('merges settings into one block only', () => {
    const next = updateBlockData(layout(), 'c', { html: '<p>new</p>' });
    expect(blocksOf(next).find((b) => b.id === 'c')!.data.html).toBe('<p>new</p>');
    expect(blocksOf(next).find((b) => b.id === 'b')!.data.html).toBe('<p>b</p>');
  });

  it('ADM-47 refuses a 61st block, by adding or duplicating', () => {
    let full: EditorLayout = { rows: [] };
    const ids = sequentialIds('f');
    for (let i = 0; i < MAX_BLOCKS_PER_LAYOUT; i++) full = insertBlock(full, { type: 47, data: {} }, null, ids).layout;
    expect(blockCount(full)).toBe(60);
    expect(() => insertBlock(full, { type: 47, data: {} }, null, ids)).toThrow(BlockLimitError);
    expect(() => duplicateBlock(full, blocksOf(full)[0]!.id, ids)).toThrow(BlockLimitError);
  });
});
