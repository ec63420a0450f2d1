/**
 * The census page view (spec §3, ANL-11), built from the page's props, the visitor's state and
 * a snapshot of the browser's page. Pure.
 */
import type { CensusHitData } from '../../shared/api/analytics-collect';
import type { AnalyticsPageProps } from '../../shared/analytics/analytics-props';
import type { VisitInfo } from './visit';

/** The browser's page as the script saw it. */
export interface PageSnapshot {
  url: string;
  path: string;
  title: string;
  referrer: string;
  userAgent: string;
  innerWidth: number;
  innerHeight: number;
  screenWidth: number;
  screenHeight: number;
  now: number;
}

export const clip = (text: string, max: number) => text.slice(0, max);
export const size = (n: number) => Math.max(0, Math.min(100_000, Math.round(n) || 0));

/** ANL-11: the census page view; without visitor state (restrictive policy) no cookie or ids. */
export function censusHitData(props: AnalyticsPageProps, page: PageSnapshot, visit: VisitInfo | null): CensusHitData {
  const data: CensusHitData = {
    userAgent: clip(page.userAgent, 1000),
    clientDate: page.now,
    viewportInnerWidth: size(page.innerWidth),
    viewportInnerHeight: size(page.innerHeight),
    screenWidth: size(page.screenWidth),
    screenHeight: size(page.screenHeight),
    websiteId: props.websiteId,
    templateId: props.templateId,
    locale: props.locale,
    url: clip(page.url, 2048),
    title: clip(page.title, 500),
    referrer: clip(page.referrer, 2048),
    pageType: props.pageType,
  };
  if (props.itemId !== undefined) data.itemId = props.itemId;
  if (props.collectionId !== undefined) data.collectionId = props.collectionId;
  if (visit !== null) {
    Object.assign(data, { visitorCookie: visit.visitorCookie, analyticsId: visit.analyticsId, sessionId: visit.sessionId, newVisit: visit.newVisit, firstSession: visit.firstSession, firstLanding: visit.firstLanding });
  }
  return data;
}

