/**
 * The visitor analytics script on storefront pages (spec §6, ANL-06): every page of a site
 * with analytics on (and the deployment's switch on) mounts the `analytics` island with the
 * page's props — never the owner's draft preview. The props describe the page only, never the
 * visitor, so a rendered page stays cacheable: who is looking (a signed-in owner, their cookie
 * choice) the script reads in the browser.
 */
import { ANALYTICS_ISLAND, type AnalyticsPageEvent, type AnalyticsPageProps } from '../../shared/analytics/analytics-props';
import type { AnalyticsPageType, SourceEnvironment } from '../../shared/analytics/analytics-rules';
import { siteMayRecord } from '../../shared/analytics/session-recording';
import { CollectionType, ProductType, RecordType } from '../../shared/enums';
import type { PageRoute } from './page-resolver';
import { SCRIPT_NONCE } from './script-nonce';
import type { Json, SiteModel } from './site-model';

export { ANALYTICS_ISLAND };

export interface AnalyticsRenderConfig {
  /** config.analyticsEnabled: the deployment's switch (ANL-06). */
  enabled: boolean;
  sourceEnvironment: SourceEnvironment;
  /** config.sessionRecording: the session-recording feature toggle (ANL-45), off by default. */
  sessionRecording?: boolean;
}

type RenderedRoute = Exclude<PageRoute, { kind: 'redirect' }>;

const COLLECTION_PAGE_TYPES: Partial<Record<number, AnalyticsPageType>> = {
  [CollectionType.PAGE]: 'page',
  [CollectionType.PRODUCTS]: 'products',
  [CollectionType.GALLERY_BLOCK]: 'gallery',
  [CollectionType.SLIDE_GALLERY]: 'gallery',
  [CollectionType.SLIDE_ALBUM]: 'gallery',
};

/** The kind of page analytics groups by (page speed per page type, the funnel's steps). */
export function analyticsPageType(model: SiteModel, route: RenderedRoute): AnalyticsPageType {
  switch (route.kind) {
    case 'collection':
      if (route.collection === model.homepage && route.filter === undefined) return 'home';
      if (route.collection.source.typeName === 'blog') return 'blog';
      // A gallery page kept as a generic collection of that type (the demo's) is a gallery too.
      if (route.collection.source.typeName === 'gallery') return 'gallery';
      return COLLECTION_PAGE_TYPES[route.collection.source.type] ?? 'page';
    case 'item':
      if (route.isProduct) return 'product';
      return route.item.collection.source.typeName === 'blog' ? 'post' : 'other';
    case 'cart':
    case 'search':
    case 'checkout':
    case 'order':
      return route.kind;
    case 'theme-page':
      return 'page';
    case 'purchase':
      return 'checkout';
    case 'not-found':
      return 'other';
  }
}

const PAYWALL_COLLECTION_TYPES: readonly number[] = [CollectionType.LESSONS, CollectionType.COURSE];

/**
 * ANL-07 (spec §2): lesson and video paywall pages record only visitor metrics — a lessons or
 * course collection, an item in one, a lesson item, and a paywall product's page (product type
 * paywall 5, which sells access to videos and lessons).
 */
export function isPaywallPage(route: RenderedRoute): boolean {
  if (route.kind === 'collection') return PAYWALL_COLLECTION_TYPES.includes(route.collection.source.type);
  if (route.kind !== 'item') return false;
  if (PAYWALL_COLLECTION_TYPES.includes(route.item.collection.source.type)) return true;
  const json = route.item.json as { recordType?: unknown; structuredContent?: { productType?: unknown } };
  return json.recordType === RecordType.LESSON || json.structuredContent?.productType === ProductType.PAYWALL;
}

/** Cents of a decimal money text ('12.50' → 1250); 0 when it is not a number. */
function cents(decimal: string): number {
  const amount = Number(decimal);
  return Number.isFinite(amount) && amount >= 0 ? Math.round(amount * 100) : 0;
}

/** GAP-14: the internal events the page itself stands for. */
export function analyticsPageEvents(route: RenderedRoute): AnalyticsPageEvent[] {
  if (route.kind === 'item' && route.isProduct) return [{ schema: 'commerce_product_view', fields: { object_identifier: String(route.item.json.id) } }];
  if (route.kind === 'order' && route.name === 'order-confirmed') {
    const order = route.order;
    const total = order.grandTotal as { value: string; currency: string };
    return [
      {
        schema: 'commerce_checkout_confirmed',
        fields: { orderId: String(order.id), grandTotalCents: cents(total.value), currency: total.currency, testMode: order.testMode === true },
        // Once per order: a buyer reloading the confirmation must not count a second checkout.
        onceKey: `checkout:${String(order.id)}`,
      },
    ];
  }
  return [];
}

/** The island's props for a page, or null when the page records nothing at all (ANL-06, the preview). */
export function analyticsPageProps(model: SiteModel, route: RenderedRoute, config: AnalyticsRenderConfig): AnalyticsPageProps | null {
  const website = model.snapshot.website;
  const settings = website.settings.analytics;
  if (!config.enabled || settings?.enabled === false || model.preview === true) return null;
  const props: AnalyticsPageProps = {
    websiteId: website.id,
    templateId: website.theme,
    locale: website.locale,
    sourceEnvironment: config.sourceEnvironment,
    pageType: analyticsPageType(model, route),
    // ANL-03: lock-screen and access-denied pages come here too once the storefront has them.
    pageKind: route.kind === 'not-found' ? 'not-found' : 'page',
    visitorMetricsOnly: isPaywallPage(route),
    cookieBanner: settings?.cookieBanner ?? 'off',
    events: analyticsPageEvents(route),
  };
  const location = (website.settings as { location?: { addressCountry?: string } }).location;
  if (siteMayRecord(config.sessionRecording === true, location?.addressCountry)) props.sessionRecording = true;
  if (route.kind === 'item') props.itemId = String((route.item.json as Json).id);
  else if (route.kind === 'collection') props.collectionId = route.collection.source.id;
  return props;
}

/** The island's mount and props (JSON inside a script element, `<` escaped so no value can close it). */
export function analyticsTags(props: AnalyticsPageProps): string {
  const json = JSON.stringify(props).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<div data-island="${ANALYTICS_ISLAND}" hidden></div><script${SCRIPT_NONCE} type="application/json" data-island-props="${ANALYTICS_ISLAND}">${json}</script>`;
}
