/** Storefront paths that more than one route names. */
export const CART_PAGE_PATH = '/cart';
