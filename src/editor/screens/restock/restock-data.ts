/**
 * Loading the restock lists whole (RSTK-16, RSTK-18: every page, following nextPageCursor
 * while hasNextPage) and grouping the variant groups by product (RSTK-19: a product's count is
 * the sum over its variants).
 */
import type { RestockGroup, RestockGroupsAnswer, RestockSignUpsAnswer } from '../../../shared/api/restock';

export const restockKeys = {
  all: ['restock'] as const,
  groups: ['restock', 'groups'] as const,
  signUps: (productId: string, variantId: string) => ['restock', 'sign-ups', productId, variantId] as const,
};

/** Guards against a server that keeps answering hasNextPage (never more than this many pages). */
const MAX_PAGES = 200;

export async function allPages<Answer extends { hasNextPage: boolean; nextPageCursor: string | null }, Item>(
  fetchPage: (cursor: string | undefined) => Promise<Answer>,
  itemsOf: (answer: Answer) => Item[],
): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: string | undefined;
  for (let n = 0; n < MAX_PAGES; n++) {
    const answer = await fetchPage(cursor);
    items.push(...itemsOf(answer));
    if (!answer.hasNextPage || answer.nextPageCursor === null) break;
    cursor = answer.nextPageCursor;
  }
  return items;
}

export const groupsOf = (answer: RestockGroupsAnswer) => answer.signUpGroups;
export const signUpsOf = (answer: RestockSignUpsAnswer) => answer.signUps;

export interface ProductGroups {
  productId: string;
  productName: string;
  count: number;
  variants: RestockGroup[];
}

/** Variant groups by product, in the order the server listed them. */
export function byProduct(groups: RestockGroup[]): ProductGroups[] {
  const products = new Map<string, ProductGroups>();
  for (const group of groups) {
    let product = products.get(group.productId);
    if (product === undefined) {
      product = { productId: group.productId, productName: group.productName, count: 0, variants: [] };
      products.set(group.productId, product);
    }
    product.variants.push(group);
    product.count += group.count;
  }
  return [...products.values()];
}

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
