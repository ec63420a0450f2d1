/** What product and summary blocks choose from: the site's collections and its products by title. */
import { useQuery } from '@tanstack/react-query';
import { contentEndpoints } from '../../../../shared/api/content-endpoints';
import { CollectionType } from '../../../../shared/enums';
import { ownerCall } from '../../../api/owner-client';

export function useCollections() {
  return useQuery({ queryKey: ['content', 'collections'], queryFn: () => ownerCall(contentEndpoints.listCollections, {}) });
}

/** Products as items of the store pages (a product's id is its item's id). */
export function useProductChoices() {
  const collections = useCollections();
  const stores = (collections.data?.collections ?? []).filter((c) => c.type === CollectionType.PRODUCTS);
  return useQuery({
    queryKey: ['content', 'product-choices', stores.map((s) => s.id)],
    enabled: collections.isSuccess,
    queryFn: async () => {
      const pages = await Promise.all(stores.map((store) => ownerCall(contentEndpoints.listItems, { params: { collectionId: store.id }, query: { limit: 500 } })));
      return pages.flatMap((page) => page.items.map((item) => ({ id: item.id, title: item.title })));
    },
  });
}
