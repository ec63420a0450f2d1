/**
 * The editor's screens under /config (deep links reload into the same screen). Each panel is
 * its own lazy chunk (`lazyRouteComponent`), so the first load is the shell and sign-in only;
 * the bundle budget (scripts/editor-size.ts) checks that it stays so.
 */
import { createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { Shell } from './shell';
import { NotFoundScreen } from './not-found';

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
]);

export function createEditorRouter() {
  return createRouter({ routeTree, basepath: '/config', defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createEditorRouter>;
  }
}
