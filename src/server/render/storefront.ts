/**
 * The storefront: turns a GET on a site's path into a page, from the site's in-memory
 * snapshot and its theme. Themes load and compile once at start; a site's snapshot is built
 * on its first page view and kept until an edit (`site.changed`) or until scheduled content
 * comes due, so page views never touch the database.
 */
import { buildSiteSnapshot, withStockLevels, type SiteSnapshotSources } from '../../flows/store';
import type { PageLayout } from '../../modules/content';
import type { Order } from '../../modules/orders';
import type { Website } from '../../modules/sites';
import { PageType } from '../../shared/enums';
import type { Clock } from '../../shared/clock';
import type { EventBus } from '../../shared/events';
import { createEngine, type TemplateError } from '../../template-engine';
import { loadIslandAssets, type IslandAssets } from './island-assets';
import { installLocalePacks } from './locale-packs';
import type { PageRequest } from './page-context';
import { createPageRenderer } from './page-renderer';
import type { AnalyticsRenderConfig } from './analytics-island';
import { resolvePage, type PageRoute } from './page-resolver';
import { ORDER_PAGES, orderPageJson, type OrderPageDownload, type OrderPageName } from './order-page';
import { purchasePageView, type PurchasePageSource } from './purchase-pages';
import { buildSiteModel, type SiteModel } from './site-model';
import { siteFileAnswers } from './site-files';
import { createPageCache, type CachedPage } from './page-cache';
import { cacheablePageKey, CACHED_ROUTE_KINDS } from './page-cache-key';
import { DEFERRED_NONCE, nonceSlots, withScriptNonce } from './script-nonce';
import { createSnapshotCache } from './snapshot-cache';
import { STOREFRONT_FORMATTERS } from './storefront-formatters';
import { errorPageHtml, siteNotFoundHtml } from './system-markup';
import type { LoadedTheme } from './theme-loader';
import { loadThemes, THEMES_DIR, type ThemeRegistry } from './theme-registry';

export interface StorefrontLogger {
  warn(message: string): void;
}

export interface StorefrontDeps {
  sources: SiteSnapshotSources;
  events: EventBus;
  clock: Clock;
  log: StorefrontLogger;
  themesDir?: string;
  /** The built islands (default: read from dist/islands at start; `npm start` builds them first). */
  islands?: IslandAssets;
  /** The ads vendor's pixel script (config.pixelScriptUrl); empty or absent: events are only queued. */
  pixelScriptUrl?: string;
  /** Visitor analytics (config.analyticsEnabled, config.sourceEnvironment); absent: no analytics script on pages. */
  analytics?: AnalyticsRenderConfig;
  /** Keep rendered pages until the site changes (config.pageCache; default on). */
  pageCache?: boolean;
}

export interface StorefrontResponse {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
  /** Why a page failed (page type 101); the route logs it with the request id. */
  error?: unknown;
  /** The cached page this body came from (its ETag and compressed copy): http/storefront-reply.ts. */
  cached?: CachedPage;
}

const HTML = 'text/html; charset=utf-8';

/**
 * A cached page's answer. Its body as text is joined only when read: the HTTP layer sends the
 * page's bytes with the nonce spliced in (http/storefront-reply.ts), so a cached view that
 * never reads `body` never builds the string.
 */
function cachedAnswer(page: CachedPage, nonce: string): StorefrontResponse {
  let joined: string | undefined;
  return {
    status: page.status,
    contentType: HTML,
    get body() {
      return (joined ??= page.pieces.join(nonce));
    },
    cached: page,
  };
}

/** A buyer's order page: private to the token holder (GAP-64). */
const PRIVATE_PAGE_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex', 'referrer-policy': 'no-referrer' };
const MAX_LOGGED_TEMPLATE_ERRORS = 1000;

export type Storefront = ReturnType<typeof createStorefront>;

export function createStorefront({ sources, events, clock, log, themesDir = THEMES_DIR, islands = loadIslandAssets(), pixelScriptUrl = '', analytics, pageCache: pageCacheOn = true }: StorefrontDeps) {
  installLocalePacks();
  const engine = createEngine({ formatters: STOREFRONT_FORMATTERS });
  const themes: ThemeRegistry = loadThemes(engine, (message) => log.warn(`template: ${message}`), themesDir);
  const logged = new Set<string>();
  const renderer = createPageRenderer({
    engine,
    islands,
    pixelScriptUrl,
    ...(analytics !== undefined && { analytics }),
    now: () => clock.now(),
    onTemplateError: (file: string, e: TemplateError) => {
      // Each distinct fault once: a broken partial on a busy page must not flood the log.
      const line = `template: ${file}:${e.line}:${e.column} ${e.message}`;
      if (logged.has(line) || logged.size >= MAX_LOGGED_TEMPLATE_ERRORS) return;
      logged.add(line);
      log.warn(line);
    },
  });
  const cache = createSnapshotCache<SiteModel>({
    events,
    build: async (websiteId) => {
      const snapshot = await buildSiteSnapshot(sources, websiteId);
      return snapshot === null ? null : buildSiteModel(snapshot);
    },
    // A stock change names its levels: the model is remade from the kept snapshot (about a
    // millisecond) instead of reading the whole site again (the first view's largest cost).
    patch: {
      accepts: (change) => change.stock !== undefined && change.site !== true,
      apply: (model, changes) => {
        const snapshot = withStockLevels(model.snapshot, changes.map((change) => change.stock!));
        return snapshot === model.snapshot ? model : buildSiteModel(snapshot);
      },
    },
  });

  const pages = pageCacheOn ? createPageCache({ events }) : null;

  const cameDue = (model: SiteModel | null | undefined) => {
    const due = model?.snapshot.validUntil;
    return due !== null && due !== undefined && clock.now() >= due;
  };
  /** The site's model, rebuilt when scheduled content has come due since it was made. */
  async function modelOf(websiteId: string): Promise<SiteModel | null> {
    const model = await cache.get(websiteId);
    if (cameDue(model)) {
      cache.drop(websiteId);
      return cache.get(websiteId);
    }
    return model;
  }

  /**
   * The owner's preview of the site: built for each request from the draft layouts (and pages
   * not yet published), never cached, so the frame always shows the latest saved draft.
   */
  async function draftModelOf(websiteId: string): Promise<SiteModel | null> {
    const snapshot = await buildSiteSnapshot(sources, websiteId, { drafts: true });
    return snapshot === null ? null : { ...buildSiteModel(snapshot), preview: true };
  }

  const pageNames = new WeakMap<LoadedTheme, ReadonlySet<string>>();
  const themePageNames = (theme: LoadedTheme): ReadonlySet<string> => {
    let names = pageNames.get(theme);
    if (names === undefined) pageNames.set(theme, (names = new Set(Object.keys(theme.pages))));
    return names;
  };
  const stylesheetOf = (site: Website | null) => themes.get(site?.theme).stylesheet.url;

  /** A page only its visitor may see (order and purchase pages): rendered like any page, never cached or indexed. */
  const privatePage = async (
    site: Website | null,
    request: PageRequest & { format?: string | undefined; requestId: string },
    routeOf: (model: SiteModel) => { route: Exclude<PageRoute, { kind: 'redirect' }>; status: number },
  ): Promise<StorefrontResponse> => {
    const answer = await (async (): Promise<StorefrontResponse> => {
      if (site === null) return { status: 404, contentType: HTML, body: siteNotFoundHtml(stylesheetOf(null)) };
      try {
        const model = await modelOf(site.id);
        if (model === null) return { status: 404, contentType: HTML, body: siteNotFoundHtml(stylesheetOf(site)) };
        const theme = themes.get(model.snapshot.website.theme);
        const { route, status } = routeOf(model);
        if (request.format === 'json' || request.format === 'json-pretty') {
          const context = renderer.contextOf(model, theme, route, request);
          const body = JSON.stringify(context, null, request.format === 'json' ? undefined : 2);
          return { status, contentType: 'application/json; charset=utf-8', body: withScriptNonce(body, request.cspNonce) };
        }
        return { status, contentType: HTML, body: renderer.render(model, theme, route, request).html };
      } catch (error) {
        return { status: 500, contentType: HTML, body: errorPageHtml(stylesheetOf(site), request.requestId), error };
      }
    })();
    return { ...answer, headers: { ...answer.headers, ...PRIVATE_PAGE_HEADERS } };
  };

  return {
    themes,
    snapshots: cache,
    pages,

    /**
     * The page at `key` as `page` would answer it now, when that needs no wait: the site's
     * model is ready and still current (nothing scheduled has come due) and the page was
     * rendered from it. Undefined otherwise; `page` then decides (http/page-fast-lane.ts).
     */
    cachedPageNow(websiteId: string, key: string): CachedPage | undefined {
      const model = pages === null ? undefined : cache.peek(websiteId);
      return model === undefined || cameDue(model) ? undefined : pages!.get(key, model);
    },

    /**
     * A page of a site, as HTML or (`format` json / json-pretty) as its template context;
     * `drafts` (the route has checked the owner may edit content) renders the draft preview.
     */
    async page(
      site: Website | null,
      path: string,
      request: PageRequest & { format?: string | undefined; requestId: string; drafts?: boolean },
    ): Promise<StorefrontResponse> {
      if (site === null) return { status: 404, contentType: HTML, body: siteNotFoundHtml(stylesheetOf(null)) };
      try {
        const model = request.drafts === true ? await draftModelOf(site.id) : await modelOf(site.id);
        if (model === null) return { status: 404, contentType: HTML, body: siteNotFoundHtml(stylesheetOf(site)) };
        const key = pages === null ? null : cacheablePageKey(site.id, path, request);
        const hit = key === null ? undefined : pages?.get(key, model);
        if (hit !== undefined) return cachedAnswer(hit, request.cspNonce);
        const theme = themes.get(model.snapshot.website.theme);
        const route = resolvePage(model, path, themePageNames(theme));
        if (route.kind === 'redirect') return { status: 302, contentType: HTML, body: '', headers: { location: route.location } };
        const status = route.kind === 'not-found' ? 404 : 200;
        if (request.format === 'json' || request.format === 'json-pretty') {
          const context = renderer.contextOf(model, theme, route, request);
          const body = request.format === 'json' ? JSON.stringify(context) : JSON.stringify(context, null, 2);
          // The context holds rendered markup (a page's blocks): its scripts get this response's nonce too.
          return { status, contentType: 'application/json; charset=utf-8', body: withScriptNonce(body, request.cspNonce) };
        }
        if (key !== null && pages !== null && CACHED_ROUTE_KINDS.has(route.kind)) {
          // Rendered with the nonce slots kept, so every response can carry its own nonce.
          const page = renderer.render(model, theme, route, { ...request, cspNonce: DEFERRED_NONCE });
          const cached = pages.put(site.id, key, model, page.status, nonceSlots(page.html));
          return cachedAnswer(cached, request.cspNonce);
        }
        const page = renderer.render(model, theme, route, request);
        return { status: page.status, contentType: HTML, body: page.html };
      } catch (error) {
        return { status: 500, contentType: HTML, body: errorPageHtml(stylesheetOf(site), request.requestId), error };
      }
    },

    /**
     * An order page (202, 211) of an order the route found by id and token, or the not-found
     * page (404) when it found none: a wrong token never tells whether the order exists. Never
     * cached or indexed, and no Referer carries the token to other sites.
     */
    orderPage(
      site: Website | null,
      name: OrderPageName,
      order: Order | null,
      request: PageRequest & { format?: string | undefined; requestId: string },
      downloads: readonly OrderPageDownload[] = [],
    ): Promise<StorefrontResponse> {
      return privatePage(site, request, () =>
        order === null
          ? { route: { kind: 'not-found', pageType: PageType.NOT_FOUND }, status: 404 }
          : { route: { kind: 'order', pageType: ORDER_PAGES[name].pageType, name, order: orderPageJson(order, { locale: site?.locale ?? 'en', downloads }) }, status: 200 },
      );
    },

    /**
     * A purchase page (gift card, subscription, subscription confirmed 206) of what the route
     * found, or the not-found page (404) when it found nothing: private like the order pages.
     */
    purchasePage(
      site: Website | null,
      source: PurchasePageSource | null,
      request: PageRequest & { format?: string | undefined; requestId: string },
    ): Promise<StorefrontResponse> {
      return privatePage(site, request, (model) => {
        const { locale, timeZone, currency } = model.snapshot.website;
        const testMode = model.snapshot.products.storeSettings.testMode;
        const view = source === null ? null : purchasePageView(source, { locale, timeZone, currency, testMode });
        return view === null
          ? { route: { kind: 'not-found', pageType: PageType.NOT_FOUND }, status: 404 }
          : { route: { kind: 'purchase', pageType: view.pageType, view }, status: view.status };
      });
    },

    /**
     * The HTML of a page layout as the editing frame swaps it in (`data-stoa-layout` container,
     * `data-block-id` cells): the site's theme, renderer, sanitiser and images, from the
     * published site model in memory, so it costs no database read. Null when the site is gone.
     */
    async previewLayout(site: Website, collectionId: string, layout: PageLayout): Promise<string | null> {
      const model = await modelOf(site.id);
      if (model === null) return null;
      // Scripts swapped in with innerHTML never run, so the placeholder nonce is only dropped.
      return withScriptNonce(renderer.previewLayout(model, themes.get(model.snapshot.website.theme), collectionId, layout), '');
    },

    ...siteFileAnswers(modelOf),

    /** A theme stylesheet or script by its fingerprinted path. */
    asset(path: string) {
      return themes.asset(path);
    },

    /** A built island script by its content-hashed path under /assets/islands/. */
    islandAsset(path: string) {
      return islands.asset(path);
    },
  };
}
