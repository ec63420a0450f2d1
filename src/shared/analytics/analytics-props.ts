/**
 * What the server gives the storefront's analytics script on every page (the `analytics`
 * island's props, JSON in the page). Per page, never per visitor, so a rendered page can be
 * cached: who the visitor is (a signed-in owner, their consent) the script reads in the browser.
 */
import type { AnalyticsPageType, SourceEnvironment } from './analytics-rules';
import type { CookieBannerMode } from './cookie-consent';

export const ANALYTICS_ISLAND = 'analytics';

export interface AnalyticsPageProps {
  websiteId: string;
  templateId: string;
  /** The site's language (ANL-22's fallback). */
  locale: string;
  sourceEnvironment: SourceEnvironment;
  pageType: AnalyticsPageType;
  /** ANL-03..ANL-05: not-found, lock-screen and access-denied pages record nothing. */
  pageKind: 'page' | 'not-found' | 'lock-screen' | 'access-denied';
  /** ANL-07: lesson and video paywall pages record only visitor metrics. */
  visitorMetricsOnly: boolean;
  itemId?: string;
  collectionId?: string;
  /** The site's cookie banner (GAP-66). */
  cookieBanner: CookieBannerMode;
  /**
   * ANL-45: the server's half of the session-recording rules holds (the feature toggle is on and
   * this is a US site), so the browser checks its half and asks for a fullstory id. Absent: no.
   */
  sessionRecording?: true;
  /** ANL-42, GAP-14: the internal events the page itself stands for (a product view, a confirmed checkout). */
  events: AnalyticsPageEvent[];
}

export type AnalyticsPageEvent =
  | { schema: 'commerce_product_view'; fields: { object_identifier: string } }
  | { schema: 'commerce_checkout_confirmed'; fields: { orderId: string; grandTotalCents: number; currency: string; testMode: boolean }; onceKey: string };

/**
 * A signed-in owner's hint cookie (not httpOnly, no secret): set at sign-in with the owner's
 * role on this site, cleared at sign-out, so the cached page's script can skip recording
 * (ANL-01, ANL-02). The server checks the real session again when events arrive.
 */
export const OWNER_HINT_COOKIE = 'stoa_owner_role';
