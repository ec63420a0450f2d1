/**
 * buildApp(config, deps): the whole HTTP application, wired, never listening (main.ts listens;
 * tests use app.inject). The services come from the composition root (composition-root.ts).
 */
import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import type { Config } from './config';
import { createServices, type AppDeps, type Services } from './composition-root';
import { registerCrumb } from './plugins/crumb';
import { registerErrorHandler } from './plugins/error-handler';
import { registerOwnerAuth } from './plugins/owner-auth';
import { registerApiKeyAuth } from './plugins/api-key-auth';
import { registerSiteUserAuth } from './plugins/site-user-auth';
import { registerRateLimit } from './plugins/rate-limit';
import { sharedRateLimitStore } from './plugins/shared-rate-limit-store';
import { registerRouteRegistry } from './plugins/route-registry';
import { registerApiContract } from './plugins/api-contract';
import { registerOpenApi } from './plugins/openapi';
import { answerFrameworkError, registerTextBoundary } from './plugins/text-boundary';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerOwnerApiCompression } from './plugins/owner-api-compression';
import { registerSiteResolution } from './plugins/site-resolution';
import { registerAdminContentRoutes } from './routes/admin/content.routes';
import { registerAdminContributorRoutes } from './routes/admin/contributors.routes';
import { registerAdminApiKeyRoutes } from './routes/admin/api-keys.routes';
import { registerAdminInvitationRoutes } from './routes/admin/invitations.routes';
import { registerAdminSessionRoutes } from './routes/admin/session.routes';
import { registerEditorAppRoutes } from './routes/admin/editor-app.routes';
import { loadEditorAssets } from './render/editor-document';
import type { IslandAssets } from './render/island-assets';
import { registerAdminSiteRoutes } from './routes/admin/site.routes';
import { registerAdminAnalyticsSettingsRoutes } from './routes/admin/analytics-settings.routes';
import { registerAdminSiteStylesRoutes } from './routes/admin/site-styles.routes';
import { registerAdminMediaRoutes } from './routes/admin/media.routes';
import { registerAdminCatalogRoutes } from './routes/admin/catalog.routes';
import { registerAdminProductIndexRoutes } from './routes/admin/product-index.routes';
import { registerAdminOrderRoutes } from './routes/admin/orders.routes';
import { registerAdminGiftCardRoutes } from './routes/admin/gift-cards.routes';
import { registerAdminMailingListRoutes } from './routes/admin/mailing-lists.routes';
import { registerAdminOwnerEventRoutes } from './routes/admin/owner-events.routes';
import { registerAdminAnalyticsRoutes } from './routes/admin/analytics.routes';
import { registerAdminInventoryRoutes } from './routes/admin/inventory.routes';
import { registerAdminSubscriptionRoutes } from './routes/admin/subscriptions.routes';
import { registerAdminCustomerRoutes } from './routes/admin/customers.routes';
import { registerCommerceSubscriptionRoutes } from './routes/api/commerce-subscriptions.routes';
import { registerCommerceCartRoutes } from './routes/api/commerce-cart.routes';
import { registerCommerceCartChoiceRoutes } from './routes/api/commerce-cart-choices.routes';
import { registerAdminStorePricingRoutes } from './routes/admin/store-pricing.routes';
import { registerCommerceCheckoutRoutes } from './routes/api/commerce-checkout.routes';
import { registerCommerceGiftCardRoutes } from './routes/api/commerce-gift-cards.routes';
import { registerCommerceInstalmentRoutes } from './routes/api/commerce-instalments.routes';
import { registerAdminStoreInstalmentRoutes } from './routes/admin/store-instalments.routes';
import { registerSiteUserRoutes } from './routes/api/site-users.routes';
import { registerRestockNotificationRoutes } from './routes/api/restock-notifications.routes';
import { registerCaptchaRoutes } from './routes/api/captcha.routes';
import { registerFormRoutes } from './routes/api/forms.routes';
import { registerAdminFormRoutes } from './routes/admin/forms.routes';
import { registerApiReferenceRoutes } from './routes/api/api-reference.routes';
import { registerAnalyticsCollectRoutes } from './routes/api/analytics-collect.routes';
import { registerHealthRoutes } from './routes/health.routes';
import { registerMediaFileRoutes } from './routes/media-files.routes';
import { createStorefront } from './render/storefront';
import { registerAdminPageDraftRoutes } from './routes/admin/page-drafts.routes';
import { registerStorefrontRoutes } from './routes/storefront/storefront.routes';
import { OneLineRequestLog, requestLog } from './http/request-log';
import { createPageFastLane, serverWithFastLane, type PageFastLane } from './http/page-fast-lane';
import { holdAnswersUntilSiblingsKnow } from './http/sibling-wait';

export { createServices, type AppDeps, type ServiceOptions, type Services } from './composition-root';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
    /** Cached pages answered before Fastify (http/page-fast-lane.ts); null with the page cache off. */
    pageFastLane: PageFastLane | null;
  }
}

export interface BuildAppOptions {
  /** The editor's build (tests pass a fixture); by default `dist/editor/`. */
  editorAssets?: IslandAssets;
  /** Where the request log goes: stdout by default; tests name a file. */
  logTo?: string;
  /**
   * 'collector': only the visitor analytics' collection calls and the health checks, for the
   * collector process (collector.ts) that keeps those calls off the page-serving event loop.
   * Same plugins before the routes (site resolution, owner sessions, crumb, rate limits), so a
   * call is decided exactly as the app decides it. Default 'app': everything.
   */
  role?: 'app' | 'collector';
}

export async function buildApp(config: Config, deps: AppDeps, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const log = requestLog(config, options.logTo);
  let lane: PageFastLane | null = null;
  const app = Fastify({
    logger: log.logger,
    logController: new OneLineRequestLog(),
    serverFactory: serverWithFastLane(() => lane) as unknown as FastifyServerFactory,
    requestIdHeader: 'x-request-id',
    genReqId: () => deps.ids.next(),
    // Only behind a proxy the operator names: otherwise X-Forwarded-For would let clients pick their IP.
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors: answerFrameworkError,
  });
  const services = await createServices(config, { ...deps, log: app.log }, { log: app.log });
  app.decorate('services', services);
  app.decorate('config', config);
  app.decorate('pageFastLane', null as PageFastLane | null);
  registerRouteRegistry(app);
  registerApiContract(app);
  await registerOpenApi(app);
  registerSecurityHeaders(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Only a cluster's workers have siblings to wait for: one process adds no hook to every request.
  if (deps.siblings !== undefined) holdAnswersUntilSiblingsKnow(app, services.eventRelay);
  registerErrorHandler(app);
  // Registered first, so it runs after every other close hook: their last lines are written too.
  app.addHook('onClose', () => log.flush());
  registerTextBoundary(app);
  registerSiteResolution(app, services.siteDirectory);
  // A site index reload in flight must finish before the database closes behind it.
  app.addHook('onClose', () => services.siteDirectory.close());
  app.addHook('onClose', () => services.eventRelay.close());
  // Visitor analytics still queued are written before the database closes.
  app.addHook('onClose', () => services.visitorAnalytics.close());
  // Order matters: limits attach to routes registered after them; crumbs before sessions.
  // Several processes count into Redis when configured, else into the database (issue 15 §3);
  // one keeps the counters in memory.
  await registerRateLimit(app, { apiPerMinute: config.apiRateLimitPerMinute, ...(await sharedRateLimitStore(app, config, deps.database)) });
  await registerCrumb(app);
  registerOwnerAuth(app, services.accounts);
  registerApiKeyAuth(app, services.accounts, { apiKeyPerMinute: config.apiKeyRateLimitPerMinute });
  registerSiteUserAuth(app, services.siteUsers);
  registerHealthRoutes(app, deps.database);
  if (options.role === 'collector') {
    registerAnalyticsCollectRoutes(app);
    return app;
  }
  // After every hook that reads or changes an answer's body: it compresses the final bytes.
  registerOwnerApiCompression(app);
  registerAdminSessionRoutes(app);
  registerAdminSiteRoutes(app);
  registerAdminAnalyticsSettingsRoutes(app);
  registerAdminSiteStylesRoutes(app);
  registerAdminContributorRoutes(app);
  registerAdminApiKeyRoutes(app);
  registerAdminInvitationRoutes(app);
  registerEditorAppRoutes(app, options.editorAssets ?? loadEditorAssets());
  registerAdminMediaRoutes(app);
  registerAdminContentRoutes(app);
  const storefront = createStorefront({
    sources: services,
    events: deps.events,
    clock: deps.clock,
    log: app.log,
    pixelScriptUrl: config.pixelScriptUrl,
    analytics: { enabled: config.analyticsEnabled, sourceEnvironment: config.sourceEnvironment, sessionRecording: config.sessionRecording },
    pageCache: config.pageCache,
  });
  registerAdminPageDraftRoutes(app, storefront);
  registerMediaFileRoutes(app);
  registerAdminCatalogRoutes(app);
  registerAdminProductIndexRoutes(app);
  registerAdminOrderRoutes(app);
  registerAdminGiftCardRoutes(app);
  registerAdminMailingListRoutes(app);
  registerAdminOwnerEventRoutes(app);
  registerAdminAnalyticsRoutes(app);
  registerAdminInventoryRoutes(app);
  registerAdminSubscriptionRoutes(app);
  registerAdminCustomerRoutes(app);
  registerCommerceSubscriptionRoutes(app);
  registerCommerceCartRoutes(app);
  registerCommerceCartChoiceRoutes(app);
  registerAdminStorePricingRoutes(app);
  registerCommerceCheckoutRoutes(app);
  registerCommerceGiftCardRoutes(app);
  registerCommerceInstalmentRoutes(app);
  registerAdminStoreInstalmentRoutes(app);
  registerSiteUserRoutes(app);
  registerCaptchaRoutes(app);
  registerRestockNotificationRoutes(app);
  registerFormRoutes(app);
  registerAdminFormRoutes(app);
  registerApiReferenceRoutes(app);
  registerAnalyticsCollectRoutes(app);
  if (config.pageCache) {
    lane = createPageFastLane({ storefront, directory: services.siteDirectory, ids: deps.ids, log: app.log, trustProxy: config.trustProxy, secureCookies: config.secureCookies });
    app.pageFastLane = lane;
  }
  // Last: storefront pages answer every GET no other route claims (never /api/).
  registerStorefrontRoutes(app, storefront, lane);
  return app;
}
