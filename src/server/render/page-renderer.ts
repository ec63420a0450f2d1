/**
 * Renders a resolved page with the site's theme: first the main content (the collection's
 * list or item template, a page's block layout, or a system page), then the layout's regions
 * around it, with `squarespace.main-content`, `squarespace-headers` (title, canonical URL,
 * OpenGraph, JSON-LD, the stylesheet) and `squarespace-footers` (the cart pill mount) set the
 * way themes expect. Template faults are logged and the page is still served.
 */
import type { RootCode, TemplateEngine, TemplateError } from '../../template-engine';
import { cartPillMarkup, indexFolderHtml, systemPageSource } from './system-markup';
import { EDITING_FRAME_ISLAND, editingFrameTags, islandsForPage, type IslandAssets } from './island-assets';
import type { PageLayout } from '../../modules/content';
import { layoutJson } from './block-layout';
import { buildPageContext, type PageRequest } from './page-context';
import { CHECKOUT_PAGE_SOURCE } from './checkout-page';
import { PURCHASE_PAGE_SOURCES, type PurchasePageName } from './purchase-pages';
import type { PageRoute } from './page-resolver';
import { headTags } from './seo';
import { siteStyleTags } from './site-style-tags';
import { pagePixelEvents, TRACKING_PIXEL_ISLAND, trackingPixelTags } from './tracking-pixel';
import { cookieBannerTags } from './cookie-banner';
import { COOKIE_BANNER_ISLAND } from '../../shared/cookie-banner';
import { ANALYTICS_ISLAND, analyticsPageProps, analyticsTags, type AnalyticsRenderConfig } from './analytics-island';
import { nonceScripts, withScriptNonce } from './script-nonce';
import type { CollectionModel, Json, SiteModel } from './site-model';
import type { LoadedTheme, ThemeTemplate } from './theme-loader';

export interface RenderedPage {
  status: number;
  html: string;
  context: Json;
}

export interface PageRendererDeps {
  engine: TemplateEngine;
  now: () => number;
  /** Receives each template error of a render, with the template file it came from. */
  onTemplateError: (file: string, error: TemplateError) => void;
  /** The built islands whose scripts pages link (none: pages go without scripts). */
  islands?: Pick<IslandAssets, 'scriptTags' | 'styleTags'> & Partial<Pick<IslandAssets, 'filesOf'>>;
  /** The ads vendor's pixel script for stores with a tracking pixel (empty: events are only queued). */
  pixelScriptUrl?: string;
  /** Visitor analytics (config.analyticsEnabled, config.sourceEnvironment); absent: no analytics script. */
  analytics?: AnalyticsRenderConfig;
}

/** Collection template names a theme may lack, and the template used instead. */
const TEMPLATE_FALLBACKS: Record<string, string> = { generic: 'blog', events: 'blog', 'slide-gallery': 'gallery', 'slide-album': 'gallery' };

export type PageRenderer = ReturnType<typeof createPageRenderer>;

export function createPageRenderer({ engine, now, onTemplateError, islands, pixelScriptUrl = '', analytics }: PageRendererDeps) {
  const layoutEntry = engine.compile('{layout|apply layout.block}').template;
  const systemPages = new Map<string, RootCode>();
  const systemPage = (name: 'cart' | 'search' | '404' | 'order-confirmed' | 'order-status'): ThemeTemplate => {
    let tree = systemPages.get(name);
    if (tree === undefined) systemPages.set(name, (tree = engine.compile(nonceScripts(systemPageSource(name))).template));
    return { file: `(built-in ${name} page)`, tree };
  };

  const purchasePage = (name: PurchasePageName): ThemeTemplate => {
    let tree = systemPages.get(name);
    if (tree === undefined) systemPages.set(name, (tree = engine.compile(nonceScripts(PURCHASE_PAGE_SOURCES[name])).template));
    return { file: `(built-in ${name} page)`, tree };
  };

  const run = (template: ThemeTemplate, data: unknown, theme: LoadedTheme, locale: string): string => {
    const { html, errors } = engine.render(template.tree, data, { partials: theme.partials, locale, now: now() });
    for (const error of errors) onTemplateError(template.file, error);
    return html;
  };

  /** A page's block layout as HTML, rendered once per snapshot and theme. */
  const pageContent = (model: SiteModel, theme: LoadedTheme, collection: CollectionModel): string => {
    const key = `layout:${theme.name}:${collection.source.id}`;
    let html = model.memo.get(key) as string | undefined;
    if (html === undefined) {
      const data = {
        website: model.website,
        websiteSettings: model.websiteSettings,
        localizedStrings: model.localizedStrings,
        featureFlags: model.featureFlags,
        productMerchandisingContext: model.snapshot.blockProducts.productMerchandisingContext,
        layout: layoutJson(collection.source.id, collection.source.layout, model, model.preview === true),
      };
      html = run({ file: `layout of ${collection.source.fullUrl}`, tree: layoutEntry }, data, theme, model.snapshot.website.locale);
      model.memo.set(key, html);
    }
    return html;
  };

  /** A layout's HTML as the page shows it in the editing frame (never memoised: it is the owner's unsaved edit). */
  const previewLayout = (model: SiteModel, theme: LoadedTheme, id: string, layout: PageLayout): string => {
    const data = {
      website: model.website,
      websiteSettings: model.websiteSettings,
      localizedStrings: model.localizedStrings,
      featureFlags: model.featureFlags,
      productMerchandisingContext: model.snapshot.blockProducts.productMerchandisingContext,
      layout: layoutJson(id, layout, model, true),
    };
    return run({ file: `layout preview of ${id}`, tree: layoutEntry }, data, theme, model.snapshot.website.locale);
  };

  /** Results of the theme's `<squarespace:query>` tags, computed once per snapshot. */
  const queries = (model: SiteModel, theme: LoadedTheme): Json => {
    const key = `queries:${theme.name}`;
    let out = model.memo.get(key) as Json | undefined;
    if (out === undefined) {
      out = {};
      for (const q of theme.queries) {
        const wanted = q.collection.replace(/^\/|\/$/g, '');
        const collection = [...model.collections.values()].find((c) => c.source.urlId === wanted);
        const items = (collection?.items ?? []).filter(
          (i) => (!q.featured || i.starred === true) && (q.category === undefined || (i.categories as string[]).includes(q.category)) && (q.tag === undefined || (i.tags as string[]).includes(q.tag)),
        );
        out[q.key] = { collection: collection?.json ?? null, items: items.slice(0, q.limit) };
      }
      model.memo.set(key, out);
    }
    return out;
  };

  /** The site's fonts and colours as head tags, once per snapshot. */
  const designTags = (model: SiteModel): string => {
    let tags = model.memo.get('site-styles') as string | undefined;
    if (tags === undefined) model.memo.set('site-styles', (tags = `\n${siteStyleTags(model.snapshot.styles)}`));
    return tags;
  };

  const collectionTemplate = (theme: LoadedTheme, typeName: string, kind: 'list' | 'item'): ThemeTemplate | undefined =>
    theme.collections[typeName]?.[kind] ?? theme.collections[TEMPLATE_FALLBACKS[typeName] ?? 'blog']?.[kind];

  function mainContent(model: SiteModel, theme: LoadedTheme, route: Exclude<PageRoute, { kind: 'redirect' }>, context: Json): string {
    const locale = model.snapshot.website.locale;
    switch (route.kind) {
      case 'collection': {
        const { collection } = route;
        if (collection.source.layout !== undefined) {
          const html = pageContent(model, theme, collection);
          context.collection = { ...collection.json, mainContent: html };
          return html;
        }
        if (collection.source.folder) {
          const children = (collection.source.collections ?? []).flatMap((summary) => {
            const child = model.collections.get(summary.id);
            return child === undefined ? [] : [{ ...child.json, mainContent: child.source.layout !== undefined ? pageContent(model, theme, child) : '' }];
          });
          context.collection = { ...collection.json, collections: children };
          const index = theme.collections.index?.list;
          return index !== undefined ? run(index, context, theme, locale) : indexFolderHtml(children);
        }
        const template = collectionTemplate(theme, collection.source.typeName, 'list');
        return template === undefined ? '' : run(template, context, theme, locale);
      }
      case 'item': {
        const template = collectionTemplate(theme, route.item.collection.source.typeName, 'item');
        return template === undefined ? '' : run(template, context, theme, locale);
      }
      case 'cart':
        return run(theme.pages.cart ?? systemPage('cart'), context, theme, locale);
      case 'search':
        return run(theme.pages.search ?? systemPage('search'), context, theme, locale);
      case 'theme-page':
        return run(theme.pages[route.name]!, context, theme, locale);
      case 'not-found':
        return run(theme.pages['404'] ?? systemPage('404'), context, theme, locale);
      case 'order':
        return run(theme.pages[route.name] ?? systemPage(route.name), context, theme, locale);
      case 'checkout': {
        let tree = systemPages.get('checkout');
        if (tree === undefined) systemPages.set('checkout', (tree = engine.compile(nonceScripts(CHECKOUT_PAGE_SOURCE)).template));
        return run(theme.pages.checkout ?? { file: '(built-in checkout page)', tree }, context, theme, locale);
      }
      case 'purchase':
        return run(theme.pages[route.view.name] ?? purchasePage(route.view.name), context, theme, locale);
    }
  }

  return {
    previewLayout,

    /** The context of a page without rendering it (`?format=json`). */
    contextOf(model: SiteModel, theme: LoadedTheme, route: Exclude<PageRoute, { kind: 'redirect' }>, request: PageRequest): Json {
      const { context } = buildPageContext(model, route, request, theme.navigations.map((n) => n.name));
      context.queries = queries(model, theme);
      if (route.kind === 'collection' && route.collection.source.layout !== undefined) {
        context.collection = { ...route.collection.json, mainContent: pageContent(model, theme, route.collection) };
      }
      return context;
    },

    render(model: SiteModel, theme: LoadedTheme, route: Exclude<PageRoute, { kind: 'redirect' }>, request: PageRequest): RenderedPage {
      const { context, meta } = buildPageContext(model, route, request, theme.navigations.map((n) => n.name));
      if (route.kind === 'theme-page') meta.title = `${theme.pages[route.name]!.title} — ${String(model.website.siteTitle)}`;
      context.queries = queries(model, theme);
      const main = mainContent(model, theme, route, context);
      const injected = model.snapshot.content.headerFooter;
      const pageId = route.kind === 'item' ? `item-${String(route.item.json.id)}` : route.kind === 'collection' ? `collection-${route.collection.source.id}` : route.kind;
      const typeName = route.kind === 'item' ? route.item.collection.source.typeName : route.kind === 'collection' ? route.collection.source.typeName : route.kind;
      const view = route.kind === 'item' ? 'item' : route.pageType === 1 ? 'list' : 'page';
      context.squarespace = {
        'main-content': main,
        'page-id': pageId,
        'page-classes': `page-type-${route.pageType} collection-type-${typeName} view-${view}`,
        'page-title': meta.title,
        'cart-classes': 'sqs-custom-cart',
      };
      const pageIslands = islandsForPage(main, model.store !== null);
      // The owner's draft preview: the editing frame script, and every island entry it may load after a swap.
      const frame = model.preview === true ? editingFrameTags(islands) : '';
      if (model.preview === true) pageIslands.push(EDITING_FRAME_ISLAND);
      // ANL-41: the store's tracking pixel, never on the owner's preview.
      const pixelId = model.snapshot.pixelId ?? null;
      const cookieBanner = model.snapshot.website.settings.analytics?.cookieBanner ?? 'off';
      const pixel = pixelId === null || model.preview === true ? '' : trackingPixelTags({ pixelId, scriptUrl: pixelScriptUrl, events: pagePixelEvents(route, request), cookieBanner });
      if (pixel !== '') pageIslands.push(TRACKING_PIXEL_ISLAND);
      // GAP-66: the cookie banner on every page of a site that asks, never on the owner's preview;
      // the island shows it only to visitors who have not chosen yet, so the page stays cacheable.
      const banner = model.preview === true ? '' : cookieBannerTags(cookieBanner);
      if (banner !== '') pageIslands.push(COOKIE_BANNER_ISLAND);
      // ANL-06: the visitor analytics script, never on the owner's preview.
      const analyticsProps = analytics === undefined ? null : analyticsPageProps(model, route, analytics);
      const analyticsMount = analyticsProps === null ? '' : analyticsTags(analyticsProps);
      if (analyticsMount !== '') pageIslands.push(ANALYTICS_ISLAND);
      // An island's own stylesheet goes in the head, after the theme's: its markup is styled before scripts run.
      const islandStyles = islands?.styleTags?.(pageIslands) ?? '';
      // The owner's code injection (admins only, GAP-36) is trusted like the theme: its scripts run.
      context['squarespace-headers'] = headTags(meta, model, request.origin, theme.stylesheet.url) + designTags(model) + islandStyles + (injected.header === '' ? '' : `\n${nonceScripts(injected.header)}`);
      // NAV-02: no cart pill on the cart page (nor on checkout, where it would cover the form).
      const pill = route.kind === 'cart' || route.kind === 'checkout' || model.store === null ? '' : cartPillMarkup(context);
      const scripts = islands?.scriptTags(pageIslands) ?? '';
      context['squarespace-footers'] = banner + pill + frame + pixel + analyticsMount + scripts + nonceScripts(injected.footer);
      const layout = theme.layouts[theme.defaultLayout]!;
      const html = run(layout, context, theme, model.snapshot.website.locale);
      return { status: route.kind === 'not-found' ? 404 : 200, html: withScriptNonce(html, request.cspNonce), context };
    },
  };
}
