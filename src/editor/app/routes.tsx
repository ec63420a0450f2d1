/**
 * The editor's screens under /config (deep links reload into the same screen). Each panel is
 * its own lazy chunk (`lazyRouteComponent`), so the first load is the shell and sign-in only;
 * the bundle budget (scripts/editor-size.ts) checks that it stays so.
 */
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { Shell } from './shell';
import { NotFoundScreen } from './not-found';

/** A list screen's URL state: every non-empty text value, which the screen reads as it needs (saved views are URLs). */
export type ListSearch = Record<string, string>;
const listSearch = (search: Record<string, unknown>): ListSearch =>
  Object.fromEntries(Object.entries(search).flatMap(([key, value]) => (typeof value === 'string' && value !== '' ? [[key, value]] : typeof value === 'number' ? [[key, String(value)]] : [])));

const rootRoute = createRootRoute({ component: Shell, notFoundComponent: NotFoundScreen });

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/pages' });
  },
});

const pagesRoute = createRoute({ getParentRoute: () => rootRoute, path: 'pages', component: lazyRouteComponent(() => import('../screens/pages/pages-screen'), 'PagesScreen') });
const pageEditorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'pages/$pageId',
  component: lazyRouteComponent(() => import('../screens/page-editor/page-editor-screen'), 'PageEditorScreen'),
});
const formsRoute = createRoute({ getParentRoute: () => rootRoute, path: 'forms', component: lazyRouteComponent(() => import('../screens/forms/forms-screen'), 'FormsScreen') });
const formBuilderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forms/$formId',
  component: lazyRouteComponent(() => import('../screens/forms/form-builder-screen'), 'FormBuilderScreen'),
});
const submissionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forms/$formId/submissions',
  component: lazyRouteComponent(() => import('../screens/forms/submissions-screen'), 'SubmissionsScreen'),
});
const collectionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'collections/$collectionId',
  component: lazyRouteComponent(() => import('../screens/collection/collection-screen'), 'CollectionScreen'),
});
const postEditorRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'collections/$collectionId/items/$itemId',
  component: lazyRouteComponent(() => import('../screens/collection/post-editor-screen'), 'PostEditorScreen'),
});
const filesRoute = createRoute({ getParentRoute: () => rootRoute, path: 'files', component: lazyRouteComponent(() => import('../screens/files/files-screen'), 'FilesScreen') });
// GAP-72: the site's mailing lists, and one list's subscribers (search and page cursor in the URL).
const mailingListsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'mailing-lists',
  component: lazyRouteComponent(() => import('../screens/mailing-lists/mailing-lists-screen'), 'MailingListsScreen'),
});
const mailingListSubscribersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'mailing-lists/$listId',
  validateSearch: (search: Record<string, unknown>): { q?: string; cursor?: string } => ({
    ...(typeof search.q === 'string' && search.q !== '' && { q: search.q }),
    ...(typeof search.cursor === 'string' && search.cursor !== '' && { cursor: search.cursor }),
  }),
  component: lazyRouteComponent(() => import('../screens/mailing-lists/mailing-list-subscribers-screen'), 'MailingListSubscribersScreen'),
});
const designRoute = createRoute({ getParentRoute: () => rootRoute, path: 'design', component: lazyRouteComponent(() => import('../screens/design/design-screen'), 'DesignScreen') });
const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'settings',
  component: lazyRouteComponent(() => import('../screens/settings/settings-screen'), 'SettingsScreen'),
});
const upgradeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'settings/billing/upgrade',
  component: lazyRouteComponent(() => import('../screens/settings/billing-screens'), 'UpgradeScreen'),
});
const websiteSubscriptionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'settings/billing/subscriptions/website',
  component: lazyRouteComponent(() => import('../screens/settings/billing-screens'), 'WebsiteSubscriptionScreen'),
});

// The store's screens. List screens keep their search, filters, sort and page in the URL (`listSearch`).
const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'products',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/products/products-screen'), 'ProductsScreen'),
});
const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'products/$productId',
  component: lazyRouteComponent(() => import('../screens/products/product-screen'), 'ProductScreen'),
});
const inventoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'inventory',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/inventory/inventory-screen'), 'InventoryScreen'),
});
const restockRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'restock',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/restock/restock-screen'), 'RestockScreen'),
});
const giftCardsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'gift-cards',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/gift-cards/gift-cards-screen'), 'GiftCardsScreen'),
});
const ordersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'orders',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/orders/orders-screen'), 'OrdersScreen'),
});
const orderRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'orders/$orderId',
  component: lazyRouteComponent(() => import('../screens/orders/order-screen'), 'OrderScreen'),
});
const packingSlipRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'orders/$orderId/packing-slip',
  component: lazyRouteComponent(() => import('../screens/orders/packing-slip-screen'), 'PackingSlipScreen'),
});
const subscriptionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'subscriptions',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/subscriptions/subscriptions-screen'), 'SubscriptionsScreen'),
});
const customersRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'customers',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/customers/customers-screen'), 'CustomersScreen'),
});
const customerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'customers/$customerId',
  component: lazyRouteComponent(() => import('../screens/customers/customer-screen'), 'CustomerScreen'),
});
const discountsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'discounts',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/discounts/discounts-screen'), 'DiscountsScreen'),
});
const marketingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'marketing',
  component: lazyRouteComponent(() => import('../screens/marketing/marketing-screen'), 'MarketingScreen'),
});
const analyticsTrafficRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'analytics',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/analytics/traffic-screen'), 'TrafficScreen'),
});
const analyticsSalesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'analytics/sales',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/analytics/sales-screen'), 'SalesScreen'),
});
const analyticsSpeedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'analytics/speed',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/analytics/speed-screen'), 'SpeedScreen'),
});
const analyticsErrorsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'analytics/errors',
  validateSearch: listSearch,
  component: lazyRouteComponent(() => import('../screens/analytics/errors-screen'), 'ErrorsScreen'),
});
const analyticsSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'analytics/settings',
  component: lazyRouteComponent(() => import('../screens/analytics/tracking-settings-screen'), 'TrackingSettingsScreen'),
});
const storeSettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'settings/store',
  component: lazyRouteComponent(() => import('../screens/store-settings/store-screen'), 'StoreSettingsScreen'),
});
const shippingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'settings/shipping',
  component: lazyRouteComponent(() => import('../screens/store-settings/shipping-screen'), 'ShippingScreen'),
});
const taxesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'settings/taxes',
  component: lazyRouteComponent(() => import('../screens/store-settings/taxes-screen'), 'TaxesScreen'),
});
const paymentsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'settings/payments',
  component: lazyRouteComponent(() => import('../screens/store-settings/payments-screen'), 'PaymentsScreen'),
});
const apiKeysRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'settings/api-keys',
  component: lazyRouteComponent(() => import('../screens/api-keys/api-keys-screen'), 'ApiKeysScreen'),
});

const routeTree = rootRoute.addChildren([
  indexRoute,
  pagesRoute,
  pageEditorRoute,
  formsRoute,
  formBuilderRoute,
  submissionsRoute,
  collectionRoute,
  postEditorRoute,
  filesRoute,
  mailingListsRoute,
  mailingListSubscribersRoute,
  designRoute,
  settingsRoute,
  upgradeRoute,
  websiteSubscriptionRoute,
  productsRoute,
  productRoute,
  inventoryRoute,
  restockRoute,
  giftCardsRoute,
  ordersRoute,
  orderRoute,
  packingSlipRoute,
  subscriptionsRoute,
  customersRoute,
  customerRoute,
  discountsRoute,
  marketingRoute,
  analyticsTrafficRoute,
  analyticsSalesRoute,
  analyticsSpeedRoute,
  analyticsErrorsRoute,
  analyticsSettingsRoute,
  storeSettingsRoute,
  shippingRoute,
  taxesRoute,
  paymentsRoute,
  apiKeysRoute,
]);

export function createEditorRouter() {
  return createRouter({ routeTree, basepath: '/config', defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createEditorRouter>;
  }
}
