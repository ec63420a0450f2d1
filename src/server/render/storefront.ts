/**
 * The storefront: turns a GET on a site's path into a page, from the site's in-memory
 * snapshot and its theme. Themes load and compile once at start; a site's snapshot is built
 * on its first page view and kept until an edit (`site.changed`) or until scheduled content
 * comes due, so page views never touch the database.
 */
import { buildSiteSnapshot, type SiteSnapshotSources } from '../../flows/site-snapshot';
import type { Website } from '../../modules/sites';
import type { Clock } from '../../shared/clock';
import type { EventBus } from '../../shared/events';
import { createEngine, type TemplateError } from '../../template-engine';
import { installLocalePacks } from './locale-packs';
import type { PageRequest } from './page-context';
import { createPageRenderer } from './page-renderer';
import { resolvePage } from './page-resolver';
import { robotsTxt, sitemapXml } from './seo';
import { buildSiteModel, type SiteModel } from './site-model';
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
}

export interface StorefrontResponse {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
  /** Why a page failed (page type 101); the route logs it with the request id. */
  error?: unknown;
}

const HTML = 'text/html; charset=utf-8';
const MAX_LOGGED_TEMPLATE_ERRORS = 1000;

export type Storefront = ReturnType<typeof createStorefront>;

export function createStorefront({ sources, events, clock, log, themesDir = THEMES_DIR }: StorefrontDeps) {
  installLocalePacks();
  const engine = createEngine({ formatters: STOREFRONT_FORMATTERS });
  const themes: ThemeRegistry = loadThemes(engine, (message) => log.warn(`template: ${message}`), themesDir);
  const logged = new Set<string>();
  const renderer = createPageRenderer({
    engine,
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
  });

  /** The site's model, rebuilt when scheduled content has come due since it was made. */
  async function modelOf(websiteId: string): Promise<SiteModel | null> {
    const model = await cache.get(websiteId);
    const due = model?.snapshot.validUntil;
    if (due !== null && due !== undefined && clock.now() >= due) {
      cache.drop(websiteId);
      return cache.get(websiteId);
    }
    return model;
  }

  const pageNames = new WeakMap<LoadedTheme, ReadonlySet<string>>();
  const themePageNames = (theme: LoadedTheme): ReadonlySet<string> => {
    let names = pageNames.get(theme);
    if (names === undefined) pageNames.set(theme, (names = new Set(Object.keys(theme.pages))));
    return names;
  };
  const stylesheetOf = (site: Website | null) => themes.get(site?.theme).stylesheet.url;

  return {
    themes,
    snapshots: cache,

    /** A page of a site, as HTML or (`format` json / json-pretty) as its template context. */
    async page(
      site: Website | null,
      path: string,
      request: PageRequest & { format?: string | undefined; requestId: string },
    ): Promise<StorefrontResponse> {
      if (site === null) return { status: 404, contentType: HTML, body: siteNotFoundHtml(stylesheetOf(null)) };
      try {
        const model = await modelOf(site.id);
        if (model === null) return { status: 404, contentType: HTML, body: siteNotFoundHtml(stylesheetOf(site)) };
        const theme = themes.get(model.snapshot.website.theme);
        const route = resolvePage(model, path, themePageNames(theme));
        if (route.kind === 'redirect') return { status: 302, contentType: HTML, body: '', headers: { location: route.location } };
        const status = route.kind === 'not-found' ? 404 : 200;
        if (request.format === 'json' || request.format === 'json-pretty') {
          const context = renderer.contextOf(model, theme, route, request);
          const body = request.format === 'json' ? JSON.stringify(context) : JSON.stringify(context, null, 2);
          return { status, contentType: 'application/json; charset=utf-8', body };
        }
        const page = renderer.render(model, theme, route, request);
        return { status: page.status, contentType: HTML, body: page.html };
      } catch (error) {
        return { status: 500, contentType: HTML, body: errorPageHtml(stylesheetOf(site), request.requestId), error };
      }
    },

    async robots(site: Website | null, origin: string): Promise<StorefrontResponse> {
      if (site === null) return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'No site is published at this address.\n' };
      return { status: 200, contentType: 'text/plain; charset=utf-8', body: robotsTxt(origin) };
    },

    async sitemap(site: Website | null, origin: string): Promise<StorefrontResponse> {
      const model = site === null ? null : await modelOf(site.id);
      if (model === null) return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'No site is published at this address.\n' };
      return { status: 200, contentType: 'application/xml; charset=utf-8', body: sitemapXml(model, origin) };
    },

    /** A theme stylesheet or script by its fingerprinted path. */
    asset(path: string) {
      return themes.asset(path);
    },
  };
}
