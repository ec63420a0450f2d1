/** What the restock island reads from the product form's props (src/server/render/storefront-formatters.ts). */

export interface RestockMerchandising {
  restockNotificationViews?: { variantId: string; hiddenByDefault: boolean }[];
  restockNotificationMessages?: { success?: string };
}

export interface RestockPageProps {
  itemId: string;
  merchandising: RestockMerchandising | null;
  captchaSiteKey: string | null;
  locale: string;
}
