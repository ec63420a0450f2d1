import { describe, expect, it } from 'vitest';
import { allPages, byProduct } from './restock-data';

const group = (productId: string, variantId: string, count: number) => ({ productId, variantId, productName: `P ${productId}`, variantLabel: variantId, count, inStock: false });

describe('restock screen data', () => {
  it('RSTK-16 RSTK-18 fetches every page, passing nextPageCursor while hasNextPage', async () => {
    const asked: (string | undefined)[] = [];
    const pages: Record<string, { items: number[]; hasNextPage: boolean; nextPageCursor: string | null }> = {
      first: { items: [1, 2], hasNextPage: true, nextPageCursor: 'c2' },
      c2: { items: [3], hasNextPage: true, nextPageCursor: 'c3' },
      c3: { items: [4], hasNextPage: false, nextPageCursor: null },
    };
    const items = await allPages(async (cursor) => {
      asked.push(cursor);
      return pages[cursor ?? 'first']!;
    }, (p) => p.items);
    expect(items).toEqual([1, 2, 3, 4]);
    expect(asked).toEqual([undefined, 'c2', 'c3']);
  });

  it('RSTK-19 a product counts the sign-ups of all its variants', () => {
    const products = byProduct([group('a', 'a1', 2), group('b', 'b1', 1), group('a', 'a2', 3)]);
    expect(products.map((p) => [p.productId, p.count, p.variants.map((v) => v.variantId)])).toEqual([
      ['a', 5, ['a1', 'a2']],
      ['b', 1, ['b1']],
    ]);
  });
});
